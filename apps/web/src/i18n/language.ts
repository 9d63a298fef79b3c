import { LANG_KEY_TO_LOCALE, LANG_KEYS, type LangKey, type Locale } from '@exchange/contracts';

/**
 * The default language from the browser (spec section 9): Chinese becomes
 * 'CN' (Traditional, the spec's only Chinese default), except tags that name
 * the Simplified script or a Simplified-script region, which become 'zh-CN'.
 * Every other language falls back to English.
 */
export function defaultLangKey(browserTags: readonly string[]): LangKey {
  const first = browserTags.find((tag) => tag.trim() !== '');
  if (first === undefined) return 'en';
  const parts = first.trim().toLowerCase().replace(/_/g, '-').split('-');
  if (parts[0] !== 'zh') return 'en';
  const rest = parts.slice(1);
  if (rest.includes('hant')) return 'CN';
  if (rest.includes('hans') || rest.includes('cn') || rest.includes('sg')) return 'zh-CN';
  return 'CN';
}

export function isLangKey(value: unknown): value is LangKey {
  return typeof value === 'string' && (LANG_KEYS as readonly string[]).includes(value);
}

export function localeOf(key: LangKey): Locale {
  return LANG_KEY_TO_LOCALE[key];
}

/** The browser's preferred tags, most preferred first. */
export function browserLanguageTags(nav: Pick<Navigator, 'languages' | 'language'>): string[] {
  if (nav.languages.length > 0) return [...nav.languages];
  return nav.language ? [nav.language] : [];
}
