import { LOCALES } from '@exchange/contracts';
import { describe, expect, it } from 'vitest';
import { SEED_ANNOUNCEMENTS } from './announcements.js';
import { SEED_FAQ } from './faq.js';
import { SEED_HELP } from './help.js';
import { SEED_PAGES } from './pages.js';
import type { SeedTranslations } from './seed.types.js';

/**
 * The seeded content is what a new installation shows its users on day one,
 * so it is held to the product's rule: it describes only what exists, in
 * every interface language. A feature that arrives later adds its own help.
 */
const items: [string, SeedTranslations][] = [
  ...SEED_ANNOUNCEMENTS.map((a): [string, SeedTranslations] => [`announcement ${a.slug}`, a.text]),
  ...SEED_FAQ.map((f): [string, SeedTranslations] => [`faq ${f.slug}`, f.text]),
  ...SEED_HELP.flatMap((c) =>
    c.articles.map((a): [string, SeedTranslations] => [`help ${c.slug}/${a.slug}`, a.text]),
  ),
  ...SEED_PAGES.map((p): [string, SeedTranslations] => [`page ${p.slug}`, p.text]),
];

/**
 * Features the platform does not have (yet); English wording that would claim
 * them. P2P trading, identity verification (KYC), savings and loans, earn
 * products, mining machines, the referral programme, red packets and the
 * customer-service chat, API keys with the bot API, and the proof of
 * reserves and liabilities have since arrived and carry their own help, so
 * only what is still missing stays here: staking, API withdrawals, and
 * option and seconds contracts.
 */
const ABSENT =
  /\bstaking\b|withdraw[a-z]* (through|via|with) the api|option contract|seconds contract/i;
/** The same, for words every language keeps in Latin letters. */
const ABSENT_ANY = /\bstaking\b/i;

/** Lines a body may hold: the client renders only these forms (see richText). */
const LINE = /^(## \S.*|- \S.*|\d+\. \S.*|\S.*|)$/;

describe('seeded content', () => {
  it.each(items)('%s is written in all ten languages', (_name, text) => {
    for (const locale of LOCALES) {
      const t = text[locale];
      expect(t?.title.trim(), `${locale} title`).toBeTruthy();
      expect(t?.body.trim(), `${locale} body`).toBeTruthy();
      if (locale !== 'en_US') expect(t?.body, `${locale} is not English`).not.toBe(text.en_US.body);
      for (const line of t?.body.split('\n') ?? []) expect(line, `${locale} line`).toMatch(LINE);
    }
  });

  it.each(items)('%s claims only features that exist', (_name, text) => {
    const en = text.en_US;
    expect(`${en.title}\n${en.summary ?? ''}\n${en.body}`).not.toMatch(ABSENT);
    for (const locale of LOCALES) {
      const t = text[locale];
      expect(`${t?.title}\n${t?.body}`, locale).not.toMatch(ABSENT_ANY);
    }
  });

  it('names every help category in all ten languages', () => {
    for (const category of SEED_HELP) {
      for (const locale of LOCALES)
        expect(category.title[locale], `${category.slug} ${locale}`).toBeTruthy();
    }
  });

  it('gives every item a unique slug within its kind', () => {
    const slugs = [
      ...SEED_ANNOUNCEMENTS.map((a) => `a/${a.slug}`),
      ...SEED_FAQ.map((f) => `f/${f.slug}`),
      ...SEED_HELP.map((c) => `c/${c.slug}`),
      ...SEED_HELP.flatMap((c) => c.articles.map((a) => `h/${a.slug}`)),
      ...SEED_PAGES.map((p) => `p/${p.slug}`),
    ];
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
