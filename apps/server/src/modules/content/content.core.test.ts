import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.js';
import { applyTexts, auditDetail, removeAll, type ItemFields, type Texts } from './content.core.js';

const stored: Texts = {
  en_US: { title: 'Fees', summary: 'How much', body: 'Fee body' },
  ja_JP: { title: '手数料', summary: '', body: '本文' },
};

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? [error.key, error.params] : error;
  }
  return 'accepted';
};

describe('applying sent texts', () => {
  it('replaces only the fields sent and reports what changed', () => {
    const { after, changes } = applyTexts('faq', stored, {
      ja_JP: { body: '新しい本文' },
      ko_KR: { title: '수수료' },
    });
    expect(after).toEqual({
      en_US: stored.en_US,
      ja_JP: { title: '手数料', summary: '', body: '新しい本文' },
      ko_KR: { title: '수수료', summary: '', body: '' },
    });
    expect(changes.map((c) => [c.locale, c.change, c.fields])).toEqual([
      ['ja_JP', 'edited', ['body']],
      ['ko_KR', 'added', ['title']],
    ]);
  });

  it('treats what is already stored, and an empty title for a missing locale, as no change', () => {
    const { after, changes } = applyTexts('faq', stored, {
      en_US: { title: 'Fees', body: 'Fee body' },
      de_DE: { title: '' },
      fr_FR: {},
    });
    expect(changes).toEqual([]);
    expect(after).toEqual(stored);
  });

  it('removes a translation on an empty title, never English', () => {
    const { after, changes } = applyTexts('faq', stored, { ja_JP: { title: '' } });
    expect(Object.keys(after)).toEqual(['en_US']);
    expect(changes[0]).toMatchObject({ locale: 'ja_JP', change: 'removed', after: undefined });
    expect(refusal(() => applyTexts('faq', stored, { en_US: { title: '' } }))).toEqual([
      'CONTENT_ENGLISH_REQUIRED',
      {},
    ]);
  });

  it('refuses text without a title rather than dropping it', () => {
    expect(refusal(() => applyTexts('faq', stored, { ja_JP: { title: '', body: 'x' } }))).toEqual([
      'FIELD_REQUIRED',
      { field: 'texts.ja_JP.title' },
    ]);
    expect(refusal(() => applyTexts('faq', stored, { th_TH: { summary: 'x' } }))).toEqual([
      'FIELD_REQUIRED',
      { field: 'texts.th_TH.title' },
    ]);
  });

  it('needs an English title always and an English body for every kind but categories', () => {
    expect(refusal(() => applyTexts('announcement', {}, { ja_JP: { title: 'x' } }))).toEqual([
      'CONTENT_ENGLISH_REQUIRED',
      {},
    ]);
    expect(refusal(() => applyTexts('help_article', {}, { en_US: { title: 'x' } }))).toEqual([
      'CONTENT_ENGLISH_REQUIRED',
      {},
    ]);
    expect(refusal(() => applyTexts('faq', stored, { en_US: { body: '' } }))).toEqual([
      'CONTENT_ENGLISH_REQUIRED',
      {},
    ]);
    expect(refusal(() => applyTexts('help_category', {}, { en_US: { title: 'x' } }))).toBe(
      'accepted',
    );
  });
});

describe('audit detail', () => {
  const fields: ItemFields = {
    slug: 'fees',
    parentId: null,
    sort: 10,
    pinned: false,
    published: false,
    publishedAt: Date.UTC(2026, 0, 2),
  };

  it('names the changed fields and locales, with bodies by length only', () => {
    const { changes } = applyTexts('faq', stored, { en_US: { body: 'A much longer fee body' } });
    const detail = auditDetail('faq', fields, { ...fields, published: true, sort: 20 }, changes);
    expect(detail).toEqual({
      kind: 'faq',
      slug: 'fees',
      fields: ['sort', 'published'],
      locales: ['en_US'],
      before: { sort: 10, published: false },
      after: { sort: 20, published: true },
      texts: {
        en_US: {
          change: 'edited',
          fields: ['body'],
          title: { before: 'Fees', after: 'Fees' },
          bodyChars: { before: 8, after: 22 },
        },
      },
    });
  });

  it('shows every field of a deleted item, dates in ISO 8601', () => {
    const detail = auditDetail('faq', fields, null, removeAll(stored));
    expect(detail).toMatchObject({
      fields: ['slug', 'parentId', 'sort', 'pinned', 'published', 'publishedAt'],
      locales: ['en_US', 'ja_JP'],
      before: { slug: 'fees', publishedAt: '2026-01-02T00:00:00.000Z' },
      after: null,
    });
  });
});
