import { sql, type Kysely } from 'kysely';
import { SEED_ANNOUNCEMENTS } from '../../modules/content/seed/announcements.js';
import { SEED_FAQ } from '../../modules/content/seed/faq.js';
import { SEED_HELP } from '../../modules/content/seed/help.js';
import { SEED_PAGES } from '../../modules/content/seed/pages.js';
import type { SeedLocale, SeedTranslations } from '../../modules/content/seed/seed.types.js';

/** First content of a new installation; operators edit it from the console afterwards. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const a of SEED_ANNOUNCEMENTS) {
    const id = await insertItem(db, 'announcement', a.slug, {
      pinned: a.pinned,
      publishedAt: a.publishedAt,
    });
    await insertTexts(db, id, a.text);
  }
  let categorySort = 0;
  for (const category of SEED_HELP) {
    categorySort += 10;
    const categoryId = await insertItem(db, 'help_category', category.slug, { sort: categorySort });
    for (const [locale, title] of Object.entries(category.title) as [SeedLocale, string][]) {
      await sql`insert into content_text (item_id, locale, title) values (${categoryId}, ${locale}, ${title})`.execute(
        db,
      );
    }
    let articleSort = 0;
    for (const article of category.articles) {
      articleSort += 10;
      const id = await insertItem(db, 'help_article', article.slug, {
        sort: articleSort,
        parentId: categoryId,
      });
      await insertTexts(db, id, article.text);
    }
  }
  let faqSort = 0;
  for (const faq of SEED_FAQ) {
    faqSort += 10;
    await insertTexts(db, await insertItem(db, 'faq', faq.slug, { sort: faqSort }), faq.text);
  }
  for (const page of SEED_PAGES) {
    await insertTexts(db, await insertItem(db, 'page', page.slug, {}), page.text);
  }
}

interface ItemOptions {
  readonly sort?: number;
  readonly pinned?: boolean;
  readonly publishedAt?: string;
  readonly parentId?: number;
}

async function insertItem(
  db: Kysely<unknown>,
  kind: string,
  slug: string,
  o: ItemOptions,
): Promise<number> {
  const publishedAt = o.publishedAt ?? '2026-11-01T00:00:00Z';
  const result = await sql<{ id: number }>`
    insert into content_item (kind, slug, parent_id, sort, pinned, published_at, updated_at)
    values (${kind}, ${slug}, ${o.parentId ?? null}, ${o.sort ?? 0}, ${o.pinned ?? false}, ${publishedAt}, ${publishedAt})
    returning id`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error(`content seed: no id returned for ${kind}/${slug}`);
  return row.id;
}

async function insertTexts(
  db: Kysely<unknown>,
  itemId: number,
  text: SeedTranslations,
): Promise<void> {
  for (const [locale, t] of Object.entries(text) as [
    SeedLocale,
    { title: string; summary?: string; body: string },
  ][]) {
    await sql`
      insert into content_text (item_id, locale, title, summary, body)
      values (${itemId}, ${locale}, ${t.title}, ${t.summary ?? ''}, ${t.body})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from content_item where parent_id is not null`.execute(db);
  await sql`delete from content_item`.execute(db);
}
