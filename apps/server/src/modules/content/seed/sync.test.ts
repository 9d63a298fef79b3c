import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.js';
import { createPGliteDatabase } from '../../../test/db.js';
import { SEED_FAQ } from './faq.js';
import { SEED_HELP } from './help.js';
import { SEED_ANNOUNCEMENTS } from './announcements.js';
import { SEED_PAGES } from './pages.js';
import { RETIRED, syncSeededContent } from './sync.js';

/**
 * An installation seeded before the content was made true still holds the
 * old items; the sync must bring what nobody edited up to the seed and
 * leave every operator's work alone.
 */
describe('bringing seeded content up to the current seed', () => {
  let database: Database;
  let db: Kysely<unknown>;
  beforeEach(async () => {
    database = await createPGliteDatabase();
    db = database.db as unknown as Kysely<unknown>;
  });
  afterEach(() => database.close());

  const item = async (kind: string, slug: string, stamp = '2026-11-01T00:00:00Z') => {
    await sql`delete from content_item where kind = ${kind} and slug = ${slug}`.execute(db);
    const { rows } = await sql<{ id: number }>`
      insert into content_item (kind, slug, published_at, updated_at)
      values (${kind}, ${slug}, ${stamp}, ${stamp}) returning id`.execute(db);
    const id = rows[0]!.id;
    await sql`insert into content_text (item_id, locale, title, body)
      values (${id}, 'en_US', 'Old', 'Old text')`.execute(db);
    return id;
  };
  const edit = (id: number) =>
    sql`update content_item set updated_at = now() where id = ${id}`.execute(db);
  const exists = async (kind: string, slug: string) =>
    (await sql`select 1 from content_item where kind = ${kind} and slug = ${slug}`.execute(db)).rows
      .length === 1;
  const texts = async (kind: string, slug: string) =>
    (
      await sql<{ locale: string; title: string; body: string }>`
        select t.locale, t.title, t.body from content_text t
        join content_item i on i.id = t.item_id
        where i.kind = ${kind} and i.slug = ${slug} order by t.locale`.execute(db)
    ).rows;

  it('retires only what the seed no longer holds', () => {
    const seeded = new Set([
      ...SEED_ANNOUNCEMENTS.map((a) => `announcement/${a.slug}`),
      ...SEED_FAQ.map((f) => `faq/${f.slug}`),
      ...SEED_HELP.map((c) => `help_category/${c.slug}`),
      ...SEED_HELP.flatMap((c) => c.articles.map((a) => `help_article/${a.slug}`)),
      ...SEED_PAGES.map((p) => `page/${p.slug}`),
    ]);
    for (const { kind, slug } of RETIRED) expect(seeded.has(`${kind}/${slug}`), slug).toBe(false);
  });

  it('removes unedited items about absent features, keeps edited ones and their category', async () => {
    await item('faq', 'proof-of-liabilities');
    const appeals = await item('faq', 'p2p-seller-not-releasing');
    await edit(appeals);
    const category = await item('help_category', 'p2p-trading');
    await sql`update content_item set parent_id = null where id = ${category}`.execute(db);
    const { rows } = await sql<{ id: number }>`
      insert into content_item (kind, slug, parent_id, published_at, updated_at)
      values ('help_article', 'p2p-appeals', ${category}, '2026-11-01', '2026-11-01'),
             ('help_article', 'sell-crypto-with-p2p', ${category}, '2026-11-01', '2026-11-01')
      returning id`.execute(db);
    await edit(rows[1]!.id);

    await syncSeededContent(db);

    expect(await exists('faq', 'proof-of-liabilities')).toBe(false);
    expect(await exists('faq', 'p2p-seller-not-releasing')).toBe(true);
    expect(await exists('help_article', 'p2p-appeals')).toBe(false);
    // The operator's edited article keeps the category it lives in.
    expect(await exists('help_article', 'sell-crypto-with-p2p')).toBe(true);
    expect(await exists('help_category', 'p2p-trading')).toBe(true);
  });

  it('gives unedited seeded items the seed text in every language and leaves edited ones', async () => {
    const [first, second] = SEED_FAQ;
    await sql`delete from content_item where kind = 'faq'`.execute(db);
    await item('faq', first!.slug);
    await edit(await item('faq', second!.slug));

    await syncSeededContent(db);

    const synced = await texts('faq', first!.slug);
    expect(synced.map((t) => t.locale)).toHaveLength(10);
    expect(synced.find((t) => t.locale === 'en_US')?.body).toBe(first!.text.en_US.body);
    expect(await texts('faq', second!.slug)).toEqual([
      { locale: 'en_US', title: 'Old', body: 'Old text' },
    ]);
    // An item new to the seed is added.
    expect(await exists('faq', SEED_FAQ.at(-1)!.slug)).toBe(true);
  });

  it('changes nothing when run again, and leaves items operators created alone', async () => {
    const own = await item('faq', 'our-own-question', '2026-11-20T08:00:00Z');
    await edit(own);
    await syncSeededContent(db);
    const before = await sql`select * from content_text order by item_id, locale`.execute(db);
    await syncSeededContent(db);
    const after = await sql`select * from content_text order by item_id, locale`.execute(db);
    expect(after.rows).toEqual(before.rows);
    expect(await texts('faq', 'our-own-question')).toEqual([
      { locale: 'en_US', title: 'Old', body: 'Old text' },
    ]);
    const categories = SEED_HELP.map((c) => c.slug);
    for (const slug of categories) expect(await exists('help_category', slug)).toBe(true);
  });
});
