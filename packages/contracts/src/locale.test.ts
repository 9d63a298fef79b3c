import { describe, expect, it } from 'vitest';
import { LANG_KEY_TO_LOCALE, LOCALES, resolveLocale } from './locale.js';

describe('lang header', () => {
  it('maps the spec section 7 client keys', () => {
    expect(LANG_KEY_TO_LOCALE).toEqual({
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
    });
  });

  it('accepts header values, client keys and BCP 47 tags, case-blind', () => {
    for (const locale of LOCALES) expect(resolveLocale(locale)).toBe(locale);
    for (const [key, locale] of Object.entries(LANG_KEY_TO_LOCALE))
      expect(resolveLocale(key)).toBe(locale);
    expect(resolveLocale('ZH_cn')).toBe('zh_CN');
    expect(resolveLocale('ja-JP')).toBe('ja_JP');
    expect(resolveLocale(' korean ')).toBe('ko_KR');
  });

  it('falls back to English for anything else', () => {
    for (const bad of [undefined, null, '', 'xx', 'zh', 'en_GB;q=1', '*'])
      expect(resolveLocale(bad)).toBe('en_US');
  });
});
