import {
  CONTENT_FALLBACK_LOCALE,
  CONTENT_KINDS,
  LOCALES,
  type ContentKind,
  type ContentRow,
  type ContentStatus,
  type Locale,
} from '@exchange/contracts';
import { sql, type Kysely } from 'kysely';
import type { Page } from '../../lib/paging.js';
import type { ContentTables } from './content.store.js';

export interface ContentListFilter {
  readonly kind?: ContentKind | undefined;
  readonly status?: ContentStatus | undefined;
  readonly parentId?: number | undefined;
  /** Matches the slug or a title in any locale, case-blind. */
  readonly q?: string | undefined;
  readonly pageNo: number;
  readonly pageSize: number;
}

/** The kinds in the order the console lists them when no kind is chosen. */
const KIND_ORDER = sql.raw(
  `case i.kind ${CONTENT_KINDS.map((kind, n) => `when '${kind}' then ${n}`).join(' ')} end`,
);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The console's list of content, drafts included: each kind in the order
 * users see it (articles grouped by their category's order, the sorted
 * kinds by `sort`, announcements pinned first, then newest), with the
 * English title and the locales each item has.
 */
export async function listContent(
  db: Kysely<ContentTables>,
  f: ContentListFilter,
): Promise<Page<ContentRow>> {
  let base = db
    .selectFrom('content_item as i')
    .leftJoin('content_text as e', (join) =>
      join.onRef('e.item_id', '=', 'i.id').on('e.locale', '=', CONTENT_FALLBACK_LOCALE),
    )
    .leftJoin('content_item as p', 'p.id', 'i.parent_id')
    .leftJoin('content_text as pe', (join) =>
      join.onRef('pe.item_id', '=', 'p.id').on('pe.locale', '=', CONTENT_FALLBACK_LOCALE),
    );
  if (f.kind) base = base.where('i.kind', '=', f.kind);
  if (f.status) base = base.where('i.published', '=', f.status === 'published');
  if (f.parentId !== undefined) base = base.where('i.parent_id', '=', f.parentId);
  if (f.q) {
    const pattern = `%${escapeLike(f.q)}%`;
    base = base.where((eb) =>
      eb.or([
        eb('i.slug', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('content_text as t')
            .select('t.item_id')
            .whereRef('t.item_id', '=', 'i.id')
            .where('t.title', 'ilike', pattern),
        ),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select([
        'i.id',
        'i.kind',
        'i.slug',
        'i.parent_id',
        'i.sort',
        'i.pinned',
        'i.published',
        'i.published_at',
        'i.updated_at',
        'e.title',
        'pe.title as parent_title',
      ])
      .orderBy(KIND_ORDER)
      .orderBy('p.sort')
      .orderBy('p.id')
      .orderBy('i.sort')
      .orderBy('i.pinned', 'desc')
      .orderBy('i.published_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(f.pageSize)
      .offset((f.pageNo - 1) * f.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const locales = await localesOf(
    db,
    rows.map((r) => r.id),
  );
  const list: ContentRow[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    slug: r.slug,
    parentId: r.parent_id,
    parentTitle: r.parent_title,
    sort: r.sort,
    pinned: r.pinned,
    published: r.published,
    publishedAt: r.published_at.getTime(),
    updatedAt: r.updated_at.getTime(),
    title: r.title ?? '',
    locales: locales.get(r.id) ?? [],
  }));
  return { list, total: Number(count.n), pageNo: f.pageNo, pageSize: f.pageSize };
}

/** The locales each item has text in, in the order of LOCALES. */
async function localesOf(
  db: Kysely<ContentTables>,
  ids: readonly number[],
): Promise<Map<number, Locale[]>> {
  const byItem = new Map<number, Locale[]>();
  if (ids.length === 0) return byItem;
  const rows = await db
    .selectFrom('content_text')
    .select(['item_id', 'locale'])
    .where('item_id', 'in', ids)
    .execute();
  for (const id of ids) {
    const present = new Set(rows.filter((r) => r.item_id === id).map((r) => r.locale));
    byItem.set(
      id,
      LOCALES.filter((l) => present.has(l)),
    );
  }
  return byItem;
}
