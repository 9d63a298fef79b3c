import type { Locale } from '@exchange/contracts';
import { createStore, type KeyValueStorage, type Store } from './store';

/** The console speaks English and Simplified Chinese (the operators' languages). */
export const CONSOLE_LANGS = ['en', 'zh'] as const;
export type ConsoleLang = (typeof CONSOLE_LANGS)[number];

export const LANG_KEY = 'console-lang';

/** The `lang` header value the server translates its messages by. */
export const LOCALE_OF: Record<ConsoleLang, Locale> = { en: 'en_US', zh: 'zh_CN' };
export const HTML_LANG_OF: Record<ConsoleLang, string> = { en: 'en', zh: 'zh-CN' };

export type LangStore = Store<ConsoleLang>;

export function createLangStore(storage: KeyValueStorage): LangStore {
  const initial: ConsoleLang = storage.getItem(LANG_KEY) === 'zh' ? 'zh' : 'en';
  return createStore<ConsoleLang>(initial, (lang) => storage.setItem(LANG_KEY, lang));
}
