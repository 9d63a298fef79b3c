/**
 * The ten interface languages. A `Locale` is the value of the `lang` request
 * header after the mapping of spec section 7; a `LangKey` is what the web app
 * stores under the local-storage key `lang`.
 */
export const LOCALES = [
  'en_US',
  'zh_HK',
  'zh_CN',
  'ja_JP',
  'ko_KR',
  'th_TH',
  'es_ES',
  'de_DE',
  'fr_FR',
  'id_ID',
] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en_US';

/** Spec section 7: the client's stored language key and the header value it sends. */
export const LANG_KEY_TO_LOCALE = {
  en: 'en_US',
  CN: 'zh_HK',
  'zh-CN': 'zh_CN',
  Japanese: 'ja_JP',
  Korean: 'ko_KR',
  th: 'th_TH',
  es: 'es_ES',
  de: 'de_DE',
  fr: 'fr_FR',
  ind: 'id_ID',
} as const satisfies Record<string, Locale>;
export type LangKey = keyof typeof LANG_KEY_TO_LOCALE;
export const LANG_KEYS = Object.keys(LANG_KEY_TO_LOCALE) as LangKey[];

/** Each language named in itself, for the language picker. */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  en_US: 'English',
  zh_HK: '繁體中文',
  zh_CN: '简体中文',
  ja_JP: '日本語',
  ko_KR: '한국어',
  th_TH: 'ไทย',
  es_ES: 'Español',
  de_DE: 'Deutsch',
  fr_FR: 'Français',
  id_ID: 'Bahasa Indonesia',
};

/** BCP 47 tag for Intl formatting and the html lang attribute. */
export const LOCALE_BCP47: Record<Locale, string> = {
  en_US: 'en-US',
  zh_HK: 'zh-HK',
  zh_CN: 'zh-CN',
  ja_JP: 'ja-JP',
  ko_KR: 'ko-KR',
  th_TH: 'th-TH',
  es_ES: 'es-ES',
  de_DE: 'de-DE',
  fr_FR: 'fr-FR',
  id_ID: 'id-ID',
};

const BY_LOWERCASE = new Map<string, Locale>();
for (const locale of LOCALES) {
  BY_LOWERCASE.set(locale.toLowerCase(), locale);
  BY_LOWERCASE.set(LOCALE_BCP47[locale].toLowerCase(), locale);
}
for (const [key, locale] of Object.entries(LANG_KEY_TO_LOCALE)) {
  BY_LOWERCASE.set(key.toLowerCase(), locale);
}

/**
 * Reads a `lang` header. Accepts the mapped header values (`zh_CN`), the
 * client keys themselves (`zh-CN`, `Korean`, `ind`) and BCP 47 tags, case-blind.
 * Anything else, including a missing header, is English: the spec's fallback.
 */
export function resolveLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  return BY_LOWERCASE.get(header.trim().toLowerCase()) ?? DEFAULT_LOCALE;
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
