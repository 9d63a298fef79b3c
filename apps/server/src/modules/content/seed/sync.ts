import { sql, type Kysely } from 'kysely';
import { SEED_ANNOUNCEMENTS } from './announcements.js';
import { SEED_FAQ } from './faq.js';
import { SEED_HELP } from './help.js';
import { SEED_PAGES } from './pages.js';
import type { SeedTranslations } from './seed.types.js';

type Kind = 'announcement' | 'help_category' | 'help_article' | 'faq' | 'page';

/**
 * Seeded items that described features the platform does not have. They
 * are removed where nobody has edited them; an operator who edited one made
 * it theirs, and it stays.
 */
export const RETIRED: readonly { kind: Kind; slug: string }[] = [
  { kind: 'help_article', slug: 'buy-crypto-with-p2p' },
  { kind: 'help_article', slug: 'sell-crypto-with-p2p' },
  { kind: 'help_article', slug: 'p2p-appeals' },
  { kind: 'help_article', slug: 'become-a-p2p-advertiser' },
  { kind: 'help_category', slug: 'p2p-trading' },
  { kind: 'help_article', slug: 'identity-verification' },
  { kind: 'faq', slug: 'p2p-seller-not-releasing' },
  { kind: 'faq', slug: 'proof-of-liabilities' },
];

/** The stamp of seeded help, FAQ and pages (announcements carry their own). */
const SEEDED_AT = '2026-11-01T00:00:00Z';

/**
 * An item is as seeded while its `updated_at` still equals its
 * `published_at`: the seed writes both alike, and every console change
 * (text, publishing, pinning, order) moves `updated_at` to the moment of
 * the change.
 */
const UNEDITED = sql`updated_at = published_at`;

/**
 * Brings the seeded content of an installation up to the current seed:
 * retired items go (where unedited), items new to the seed are added, and
 * unedited items get the seed's text in every language. Items an operator
 * has edited, and items an operator created, are left exactly as they are.
 * Running it twice changes nothing the second time.
 */
export async function syncSeededContent(db: Kysely<unknown>): Promise<void> {
  for (const { kind, slug } of RETIRED) {
    // A category goes only once no article points at it (an edited article
    // keeps its category, and the foreign key would refuse anyway).
    await sql`
      delete from content_item i
      where kind = ${kind} and slug = ${slug} and ${UNEDITED}
        and not exists (select 1 from content_item c where c.parent_id = i.id)`.execute(db);
  }
  for (const a of SEED_ANNOUNCEMENTS) {
    await upsert(db, 'announcement', a.slug, a.text, { pinned: a.pinned, stamp: a.publishedAt });
  }
  for (const [i, category] of SEED_HELP.entries()) {
    const parentId = await upsertCategory(db, category.slug, category.title, (i + 1) * 10);
    for (const [j, article] of category.articles.entries()) {
      await upsert(db, 'help_article', article.slug, article.text, {
        sort: (j + 1) * 10,
        parentId,
      });
    }
  }
  for (const [i, faq] of SEED_FAQ.entries()) {
    await upsert(db, 'faq', faq.slug, faq.text, { sort: (i + 1) * 10 });
  }
  for (const page of SEED_PAGES) await upsert(db, 'page', page.slug, page.text, {});
}

interface Placement {
  readonly sort?: number;
  readonly pinned?: boolean;
  readonly stamp?: string;
  readonly parentId?: number;
}

/** The item's id, and whether its text is the seed's to replace. */
async function place(
  db: Kysely<unknown>,
  kind: Kind,
  slug: string,
  o: Placement,
): Promise<{ id: number; replace: boolean }> {
  const stamp = o.stamp ?? SEEDED_AT;
  const { rows } = await sql<{ id: number; unedited: boolean }>`
    select id, ${UNEDITED} as unedited from content_item
    where kind = ${kind} and slug = ${slug}`.execute(db);
  const found = rows[0];
  if (found) {
    if (found.unedited) {
      await sql`update content_item set sort = ${o.sort ?? 0} where id = ${found.id}`.execute(db);
    }
    return { id: found.id, replace: found.unedited };
  }
  const inserted = await sql<{ id: number }>`
    insert into content_item (kind, slug, parent_id, sort, pinned, published_at, updated_at)
    values (${kind}, ${slug}, ${o.parentId ?? null}, ${o.sort ?? 0}, ${o.pinned ?? false},
            ${stamp}, ${stamp})
    returning id`.execute(db);
  const row = inserted.rows[0];
  if (!row) throw new Error(`content seed: no id returned for ${kind}/${slug}`);
  return { id: row.id, replace: true };
}

async function upsert(
  db: Kysely<unknown>,
  kind: Kind,
  slug: string,
  text: SeedTranslations,
  o: Placement,
): Promise<void> {
  const { id, replace } = await place(db, kind, slug, o);
  if (!replace) return;
  await sql`delete from content_text where item_id = ${id}`.execute(db);
  for (const [locale, t] of Object.entries(text)) {
    if (!t) continue;
    await sql`
      insert into content_text (item_id, locale, title, summary, body)
      values (${id}, ${locale}, ${t.title}, ${t.summary ?? ''}, ${t.body})`.execute(db);
  }
}

async function upsertCategory(
  db: Kysely<unknown>,
  slug: string,
  titles: Readonly<Record<string, string | undefined>>,
  sort: number,
): Promise<number> {
  const { id, replace } = await place(db, 'help_category', slug, { sort });
  if (replace) {
    await sql`delete from content_text where item_id = ${id}`.execute(db);
    for (const [locale, title] of Object.entries(titles)) {
      if (!title) continue;
      await sql`insert into content_text (item_id, locale, title) values (${id}, ${locale}, ${title})`.execute(
        db,
      );
    }
  }
  return id;
}
