import type { Locale } from '@exchange/contracts';
import { sql, type Generated, type Kysely } from 'kysely';

export type ContentKind = 'announcement' | 'help_category' | 'help_article' | 'faq' | 'page';

export interface ContentItemTable {
  id: Generated<number>;
  kind: ContentKind;
  slug: string;
  parent_id: number | null;
  sort: Generated<number>;
  pinned: Generated<boolean>;
  published: Generated<boolean>;
  published_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ContentTextTable {
  item_id: number;
  locale: Locale;
  title: string;
  summary: Generated<string>;
  body: Generated<string>;
}

export interface ContentTables {
  content_item: ContentItemTable;
  content_text: ContentTextTable;
}

export interface LocalizedItem {
  readonly id: number;
  readonly slug: string;
  readonly parentId: number | null;
  readonly pinned: boolean;
  readonly publishedAt: Date;
  readonly updatedAt: Date;
  readonly title: string;
  readonly summary: string;
  readonly body: string;
}

interface ItemQuery {
  readonly kind: ContentKind;
  readonly locale: Locale;
  readonly id?: number;
  readonly slug?: string;
  readonly withBody?: boolean;
  readonly limit?: number;
  readonly offset?: number;
}

/**
 * Reads published content in one locale. Every item has English text; a
 * translation, where present, replaces it field by field, so a half-translated
 * item still shows a whole page.
 */
export function createContentStore(db: Kysely<ContentTables>) {
  function select(q: ItemQuery) {
    let query = db
      .selectFrom('content_item as i')
      .innerJoin('content_text as e', (join) =>
        join.onRef('e.item_id', '=', 'i.id').on('e.locale', '=', 'en_US'),
      )
      .leftJoin('content_text as t', (join) =>
        join.onRef('t.item_id', '=', 'i.id').on('t.locale', '=', q.locale),
      )
      .select([
        'i.id',
        'i.slug',
        'i.parent_id as parentId',
        'i.pinned',
        'i.published_at as publishedAt',
        'i.updated_at as updatedAt',
        sql<string>`coalesce(t.title, e.title)`.as('title'),
        sql<string>`coalesce(nullif(t.summary, ''), e.summary)`.as('summary'),
        (q.withBody ? sql<string>`coalesce(nullif(t.body, ''), e.body)` : sql<string>`''`).as(
          'body',
        ),
      ])
      .where('i.kind', '=', q.kind)
      .where('i.published', '=', true);
    if (q.id !== undefined) query = query.where('i.id', '=', q.id);
    if (q.slug !== undefined) query = query.where('i.slug', '=', q.slug);
    return query;
  }

  return {
    async count(kind: ContentKind): Promise<number> {
      const row = await db
        .selectFrom('content_item')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('kind', '=', kind)
        .where('published', '=', true)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Newest first, pinned items ahead of the rest. */
    listByDate(q: ItemQuery): Promise<LocalizedItem[]> {
      return select(q)
        .orderBy('i.pinned', 'desc')
        .orderBy('i.published_at', 'desc')
        .orderBy('i.id', 'desc')
        .limit(q.limit ?? 20)
        .offset(q.offset ?? 0)
        .execute();
    },

    /** In the operator's order: help categories, articles, FAQ. */
    listBySort(q: ItemQuery): Promise<LocalizedItem[]> {
      return select(q).orderBy('i.sort').orderBy('i.id').execute();
    },

    findOne(q: ItemQuery): Promise<LocalizedItem | undefined> {
      return select({ ...q, withBody: true }).executeTakeFirst();
    },
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;
