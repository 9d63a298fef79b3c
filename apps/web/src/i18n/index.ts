import { DEFAULT_LOCALE, LOCALE_BCP47, type Locale } from '@exchange/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DICTIONARY_LOADERS } from './dictionaries';
import { en_US } from './locales/en_US';
import type { TextKey, TextParams } from './types';

export type { Dictionary, TextKey, TextParams, Translate } from './types';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en_US };
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LOCALE]: { translation: en_US } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  // Locale ids such as 'zh_HK' are opaque here: without this i18next would
  // also try a bare 'zh' that no dictionary provides.
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

async function ensureDictionary(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  const dictionary = await DICTIONARY_LOADERS[locale]();
  i18n.addResourceBundle(locale, 'translation', dictionary);
}

/** Loads the language if needed, switches to it and labels the document for assistive tech. */
export async function applyLocale(locale: Locale): Promise<void> {
  await ensureDictionary(locale);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = LOCALE_BCP47[locale];
}

/** Translation outside React (the API client's toasts). */
export function translate(key: TextKey, params?: TextParams): string {
  // The default-value overload takes any parameters; the key is still a checked TextKey.
  return i18n.t(key, { ...params, defaultValue: key });
}
