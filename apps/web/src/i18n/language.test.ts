import { describe, expect, it } from 'vitest';
import { browserLanguageTags, defaultLangKey, isLangKey, localeOf } from './language';

describe('defaultLangKey (spec section 9: CN for Chinese, otherwise en)', () => {
  it.each([
    [['zh-TW'], 'CN'],
    [['zh-HK'], 'CN'],
    [['zh'], 'CN'],
    [['zh-Hant-CN'], 'CN'],
    [['zh-CN'], 'zh-CN'],
    [['zh_CN'], 'zh-CN'],
    [['zh-SG'], 'zh-CN'],
    [['zh-Hans'], 'zh-CN'],
    [['zh-Hans-HK'], 'zh-CN'],
    [['ZH-cn'], 'zh-CN'],
    [['en-GB', 'zh-CN'], 'en'],
    [['ja-JP'], 'en'],
    [['de'], 'en'],
    [[], 'en'],
    [[''], 'en'],
  ] as const)('%j -> %s', (tags, expected) => {
    expect(defaultLangKey(tags)).toBe(expected);
  });
});

describe('language keys', () => {
  it('maps stored keys to header locales as spec section 7 lists', () => {
    expect(localeOf('CN')).toBe('zh_HK');
    expect(localeOf('zh-CN')).toBe('zh_CN');
    expect(localeOf('ind')).toBe('id_ID');
    expect(localeOf('Korean')).toBe('ko_KR');
  });

  it('accepts only known keys from storage', () => {
    expect(isLangKey('Japanese')).toBe(true);
    expect(isLangKey('ja')).toBe(false);
    expect(isLangKey(null)).toBe(false);
  });

  it('prefers navigator.languages and falls back to navigator.language', () => {
    expect(browserLanguageTags({ languages: ['fr-FR', 'en'], language: 'fr-FR' })).toEqual([
      'fr-FR',
      'en',
    ]);
    expect(browserLanguageTags({ languages: [], language: 'zh-TW' })).toEqual(['zh-TW']);
  });
});
