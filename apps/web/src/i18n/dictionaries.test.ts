import { LOCALES, type Locale } from '@exchange/contracts';
import { describe, expect, it } from 'vitest';
import { DICTIONARY_LOADERS } from './dictionaries';
import { en_US } from './locales/en_US';

type Tree = { readonly [key: string]: string | Tree };

/** Every `a.b.c` key with its text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') result.set(path, value);
    else for (const [inner, text] of flatten(value, `${path}.`)) result.set(inner, text);
  }
  return result;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const english = flatten(en_US);

describe('dictionaries', () => {
  it('has a loader for each of the ten locales', () => {
    expect(Object.keys(DICTIONARY_LOADERS).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.map((locale) => [locale]))(
    '%s has every key, non-empty, with the same placeholders',
    async (locale: Locale) => {
      const dictionary = flatten(await DICTIONARY_LOADERS[locale]());
      expect([...dictionary.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of dictionary) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(text), `${locale} ${key}`).toEqual(
          placeholders(english.get(key) ?? ''),
        );
        // A single-brace placeholder is the server catalogue's syntax, not i18next's.
        expect(text.replace(/\{\{\w+\}\}/g, ''), `${locale} ${key}`).not.toMatch(/[{}]/);
      }
    },
  );

  it('translates rather than copies English, apart from names, codes and shared words', async () => {
    const copiedAllowed = new Set([
      'app.name',
      'me.uid',
      'currency.rate',
      'common.demo',
      'home.faq',
      'content.faq',
      'me.faq',
      'me.version',
      'download.title',
      'home.support',
      'notifications.sms',
      'notifications.title',
      'notifications.email',
      'content.article',
      // The order type's usual name in every language's exchange apps.
      'stops.kind.oco',
      // Only placeholders around a sign: "{{source}} ≥ {{price}}".
      'stops.sourceCondition.gte',
      'stops.sourceCondition.lte',
      // Return on equity: exchanges write "ROE" in every language.
      'perp.position.roe',
      'perp.preset.by.roe',
      // Brand names, written the same in most languages.
      'p2p.payment.type.wechat',
      'p2p.payment.type.alipay',
      'p2p.payment.type.western_union',
    ]);
    for (const locale of LOCALES.filter((l) => l !== 'en_US')) {
      const dictionary = flatten(await DICTIONARY_LOADERS[locale]());
      const copied = [...dictionary].filter(
        ([key, text]) => text === english.get(key) && !copiedAllowed.has(key),
      );
      expect(
        copied.map(([key]) => key),
        locale,
      ).toEqual([]);
    }
  });
});
