import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Permission } from '@exchange/contracts';
import type { OperatorView } from '@exchange/contracts';
import { createTranslator, type Translator } from '../i18n';
import type { ConsoleLang } from '../state/lang';
import type { Store } from '../state/store';
import type { Services } from './services';

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider(props: { services: Services; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={props.services}>{props.children}</ServicesContext.Provider>
  );
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

export function useApi() {
  return useServices().api;
}

export function useToken(): string | null {
  return useStore(useServices().session);
}

export interface I18n extends Translator {
  readonly lang: ConsoleLang;
  readonly setLang: (lang: ConsoleLang) => void;
}

export function useI18n(): I18n {
  const { lang: store } = useServices();
  const lang = useStore(store);
  return useMemo(() => ({ ...createTranslator(lang), lang, setLang: store.set }), [lang, store]);
}

/** The signed-in operator, provided by the session guard to everything inside the layout. */
const OperatorContext = createContext<OperatorView | null>(null);
export const OperatorProvider = OperatorContext.Provider;

export function useOperator(): OperatorView {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('useOperator outside a signed-in screen');
  return operator;
}

export function useCan(): (permission: Permission) => boolean {
  const operator = useOperator();
  return (permission) => operator.permissions.includes(permission);
}
