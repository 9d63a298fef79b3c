import type {
  ContentCreate,
  ContentItemView,
  ContentKind,
  ContentRow,
  ContentUpdate,
} from '@exchange/contracts';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Page } from '../../lib/paging.js';
import { isUniqueViolation } from '../../db/errors.js';
import {
  applyTexts,
  auditDetail,
  changedFields,
  removeAll,
  type ItemFields,
  type LocaleChange,
  type Texts,
} from './content.core.js';
import { listContent, type ContentListFilter } from './content.listing.js';
import type { ContentItemTable, ContentTables } from './content.store.js';

type Db = Kysely<ContentTables>;
type ItemRow = Selectable<ContentItemTable>;

/** What a change returns: its result, and the detail of its audit entry. */
export interface ContentChange<T> {
  readonly result: T;
  readonly audit: Record<string, unknown>;
}

/** A foreign key refused the statement: a category deleted under an article, or the reverse. */
const isForeignKeyViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';

function fieldsOf(row: ItemRow): ItemFields {
  return {
    slug: row.slug,
    parentId: row.parent_id,
    sort: row.sort,
    pinned: row.pinned,
    published: row.published,
    publishedAt: row.published_at.getTime(),
  };
}

function view(row: ItemRow, texts: Texts): ContentItemView {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    parentId: row.parent_id,
    sort: row.sort,
    pinned: row.pinned,
    published: row.published,
    publishedAt: row.published_at.getTime(),
    updatedAt: row.updated_at.getTime(),
    texts,
  };
}

/**
 * The operators' side of content: every item, drafts included, with the
 * text of every locale, and the changes. Each change runs in one
 * transaction with the item locked, checks everything before it writes,
 * and moves `updated_at`; a refused change writes nothing. The public read
 * side (`content.store.ts`) shows only published items.
 */
export function createContentAdmin(deps: { readonly db: Db; readonly clock: Clock }) {
  const { db, clock } = deps;

  async function textsOf(q: Db, id: number): Promise<Texts> {
    const rows = await q
      .selectFrom('content_text')
      .select(['locale', 'title', 'summary', 'body'])
      .where('item_id', '=', id)
      .execute();
    const texts: Texts = {};
    for (const r of rows) texts[r.locale] = { title: r.title, summary: r.summary, body: r.body };
    return texts;
  }

  /** Errors: CONTENT_NOT_FOUND. */
  async function lockItem(q: Db, id: number): Promise<ItemRow> {
    const row = await q
      .selectFrom('content_item')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('CONTENT_NOT_FOUND');
    return row;
  }

  /**
   * A help article belongs to an existing category, held until the
   * transaction ends; no other kind has a parent. Errors: CONTENT_PARENT_INVALID.
   */
  async function checkParent(q: Db, kind: ContentKind, parentId: number | null | undefined) {
    if (kind !== 'help_article') {
      if (parentId !== undefined && parentId !== null) throw new AppError('CONTENT_PARENT_INVALID');
      return;
    }
    const parent =
      parentId === undefined || parentId === null
        ? undefined
        : await q
            .selectFrom('content_item')
            .select('id')
            .where('id', '=', parentId)
            .where('kind', '=', 'help_category')
            .forShare()
            .executeTakeFirst();
    if (!parent) throw new AppError('CONTENT_PARENT_INVALID');
  }

  /** Errors: CONTENT_SLUG_TAKEN (the unique index says the same in a race). */
  async function checkSlug(q: Db, kind: ContentKind, slug: string, exceptId: number | null) {
    let query = q
      .selectFrom('content_item')
      .select('id')
      .where('kind', '=', kind)
      .where('slug', '=', slug);
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    if (await query.executeTakeFirst()) throw new AppError('CONTENT_SLUG_TAKEN');
  }

  async function writeTexts(q: Db, id: number, changes: readonly LocaleChange[]) {
    for (const { locale, after } of changes) {
      if (!after) {
        await q
          .deleteFrom('content_text')
          .where('item_id', '=', id)
          .where('locale', '=', locale)
          .execute();
        continue;
      }
      await q
        .insertInto('content_text')
        .values({ item_id: id, locale, ...after })
        .onConflict((oc) => oc.columns(['item_id', 'locale']).doUpdateSet(after))
        .execute();
    }
  }

  /** Runs a change; a slug taken by a concurrent change is the same refusal as one seen before. */
  async function change<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (isUniqueViolation(error, 'content_item_kind_slug_key'))
        throw new AppError('CONTENT_SLUG_TAKEN');
      throw error;
    }
  }

  return {
    /** Every item, drafts included, in the order the public sees each kind. */
    list: (filter: ContentListFilter): Promise<Page<ContentRow>> => listContent(db, filter),

    /** One item with every locale's text. Errors: CONTENT_NOT_FOUND. */
    async get(id: number): Promise<ContentItemView> {
      const row = await db
        .selectFrom('content_item')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw new AppError('CONTENT_NOT_FOUND');
      return view(row, await textsOf(db, id));
    },

    /**
     * A new item, a draft unless `published`. Errors: CONTENT_PAGE_FIXED,
     * CONTENT_PARENT_INVALID, CONTENT_SLUG_TAKEN, CONTENT_ENGLISH_REQUIRED,
     * FIELD_REQUIRED (a translation without a title).
     */
    async create(input: ContentCreate): Promise<ContentChange<ContentItemView>> {
      if (input.kind === 'page') throw new AppError('CONTENT_PAGE_FIXED');
      const { after: texts, changes } = applyTexts(input.kind, {}, input.texts);
      const now = new Date(clock.nowMs());
      const row = await change(async (trx) => {
        await checkParent(trx, input.kind, input.parentId);
        await checkSlug(trx, input.kind, input.slug, null);
        const inserted = await trx
          .insertInto('content_item')
          .values({
            kind: input.kind,
            slug: input.slug,
            parent_id: input.parentId ?? null,
            sort: input.sort ?? 0,
            pinned: input.pinned ?? false,
            published: input.published ?? false,
            published_at: input.publishedAt === undefined ? now : new Date(input.publishedAt),
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeTexts(trx, inserted.id, changes);
        return inserted;
      });
      return {
        result: view(row, texts),
        audit: auditDetail(row.kind, null, fieldsOf(row), changes),
      };
    },

    /**
     * Changes the fields sent. Errors: CONTENT_NOT_FOUND, CONTENT_STALE,
     * CONTENT_PAGE_FIXED (a page renamed or unpublished),
     * CONTENT_PARENT_INVALID, CONTENT_SLUG_TAKEN, CONTENT_ENGLISH_REQUIRED,
     * FIELD_REQUIRED.
     */
    async update(id: number, input: ContentUpdate): Promise<ContentChange<ContentItemView>> {
      const now = new Date(clock.nowMs());
      return change(async (trx) => {
        const row = await lockItem(trx, id);
        if (input.updatedAt !== undefined && input.updatedAt !== row.updated_at.getTime())
          throw new AppError('CONTENT_STALE');
        const before = fieldsOf(row);
        const renamed = input.slug !== undefined && input.slug !== row.slug;
        if (row.kind === 'page' && (renamed || input.published === false))
          throw new AppError('CONTENT_PAGE_FIXED');
        if (input.parentId !== undefined) await checkParent(trx, row.kind, input.parentId);
        if (renamed) await checkSlug(trx, row.kind, input.slug ?? row.slug, id);
        // Publishing a draft dates it now, unless the same change gives the date.
        const publishing = input.published === true && !row.published;
        const after: ItemFields = {
          slug: input.slug ?? row.slug,
          parentId: input.parentId ?? row.parent_id,
          sort: input.sort ?? row.sort,
          pinned: input.pinned ?? row.pinned,
          published: input.published ?? row.published,
          publishedAt: input.publishedAt ?? (publishing ? now.getTime() : before.publishedAt),
        };
        const stored = await textsOf(trx, id);
        const { after: texts, changes } = input.texts
          ? applyTexts(row.kind, stored, input.texts)
          : { after: stored, changes: [] };
        const audit = auditDetail(row.kind, before, after, changes);
        // Sending what is already there is not an edit: nothing is written, nothing moves.
        if (changedFields(before, after).length === 0 && changes.length === 0)
          return { result: view(row, stored), audit };
        const updated = await trx
          .updateTable('content_item')
          .set({
            slug: after.slug,
            parent_id: after.parentId,
            sort: after.sort,
            pinned: after.pinned,
            published: after.published,
            published_at: new Date(after.publishedAt),
            updated_at: now,
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeTexts(trx, id, changes);
        return { result: view(updated, texts), audit };
      });
    },

    /**
     * Deletes an item and its texts. Errors: CONTENT_NOT_FOUND,
     * CONTENT_NOT_DELETABLE (static pages), CONTENT_IN_USE (a category
     * with articles, drafts included).
     */
    async remove(id: number): Promise<ContentChange<null>> {
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await lockItem(trx, id);
          if (row.kind === 'page') throw new AppError('CONTENT_NOT_DELETABLE');
          const child = await trx
            .selectFrom('content_item')
            .select('id')
            .where('parent_id', '=', id)
            .limit(1)
            .executeTakeFirst();
          if (child) throw new AppError('CONTENT_IN_USE');
          const texts = await textsOf(trx, id);
          await trx.deleteFrom('content_item').where('id', '=', id).execute();
          return {
            result: null,
            audit: auditDetail(row.kind, fieldsOf(row), null, removeAll(texts)),
          };
        });
      } catch (error) {
        // An article filed under the category meanwhile: the foreign key refuses.
        if (isForeignKeyViolation(error)) throw new AppError('CONTENT_IN_USE');
        throw error;
      }
    },
  };
}

export type ContentAdmin = ReturnType<typeof createContentAdmin>;
