import {
  CONTENT_KINDS,
  CONTENT_STATUSES,
  LOCALES,
  LOCALE_NATIVE_NAMES,
  type ContentKind,
  type ContentRow,
} from '@exchange/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useContentActions, useContentCategories, useContentList } from '../api/content';
import { useI18n } from '../app/context';
import { Badge } from '../components/Badge';
import {
  clippedColumn,
  idColumn,
  termColumn,
  textColumn,
  timeColumn,
  WIDTH,
} from '../components/cells';
import type { Column } from '../components/columns';
import { ACTIONS_WIDTH } from '../components/DataTable';
import { ConfirmDialog } from '../components/dialogs';
import type { FilterField } from '../components/FilterBar';
import { PagedTable } from '../components/ListScreen';
import { Page } from '../components/Page';
import { useUrlList } from '../components/useList';
import { KIND_FIELDS, isCreatable } from './contentForm';

type Filter = 'kind' | 'status' | 'q' | 'parentId';

/** A column only some kinds have (all of them on the "All" tab). */
const when = (shown: boolean, column: Column<ContentRow>) => (shown ? [column] : []);

/**
 * Every content item, drafts included, one kind per tab (the tab, filters
 * and page live in the address). A row opens the editor; pages can only be
 * edited, the rest also deleted.
 */
export function ContentScreen() {
  const i18n = useI18n();
  const { t, term } = i18n;
  const navigate = useNavigate();
  const list = useUrlList<Filter>({ kind: 'announcement', status: '', q: '', parentId: '' }, 50);
  const kind = CONTENT_KINDS.find((k) => k === list.filters.kind);
  const query = useContentList(list.query);
  const categories = useContentCategories(kind === 'help_article');
  const { remove } = useContentActions();
  const [deleting, setDeleting] = useState<ContentRow | null>(null);
  const fields = kind ? KIND_FIELDS[kind] : null;
  const titleOf = (row: ContentRow) => row.title || row.slug;

  const columns: Column<ContentRow>[] = [
    idColumn('id', t('col.id'), (r) => r.id),
    {
      ...textColumn('title', t('content.col.title'), (r) => r.title),
      render: (r) => (
        <Link to={`/content/${r.id}`} data-testid="content-link">
          {r.title || <span className="muted">{t('content.untitled')}</span>}
        </Link>
      ),
      wrap: true,
    },
    {
      ...clippedColumn('slug', t('content.col.slug'), (r) => r.slug, 160),
      render: (r) => <code>{r.slug}</code>,
    },
    ...when(
      !kind,
      termColumn(i18n, 'kind', t('col.kind'), 'contentKind', (r) => r.kind),
    ),
    ...when(
      !fields || fields.parent,
      textColumn('category', t('content.col.category'), (r) => r.parentTitle),
    ),
    {
      id: 'status',
      header: t('content.col.status'),
      value: (r) => (r.published ? 'published' : 'draft'),
      render: (r) => (
        <Badge tone={r.published ? 'ok' : 'warn'}>
          {t(r.published ? 'content.status.published' : 'content.status.draft')}
        </Badge>
      ),
      csv: (r) => t(r.published ? 'content.status.published' : 'content.status.draft'),
      sort: 'text',
      width: WIDTH.status,
    },
    ...when(!fields || fields.pinned, {
      id: 'pinned',
      header: t('content.col.pinned'),
      value: (r) => r.pinned,
      render: (r) => (r.pinned ? t('common.yes') : ''),
      csv: (r) => (r.pinned ? t('common.yes') : t('common.no')),
      sort: 'text',
      width: WIDTH.flag,
    }),
    {
      id: 'languages',
      header: t('content.col.languages'),
      value: (r) => r.locales.length,
      render: (r) => {
        const missing = LOCALES.filter((l) => !r.locales.includes(l));
        const hint =
          missing.length === 0
            ? t('content.languagesAll')
            : t('content.languagesMissing', {
                locales: missing.map((l) => LOCALE_NATIVE_NAMES[l]).join(', '),
              });
        return (
          <span title={hint} data-testid="content-languages">
            <Badge tone={missing.length === 0 ? 'ok' : 'neutral'}>
              {`${r.locales.length}/${LOCALES.length}`}
            </Badge>
          </span>
        );
      },
      csv: (r) => r.locales.join(' '),
      sort: 'number',
      numeric: true,
      width: WIDTH.id,
    },
    ...when(
      !fields || fields.sort,
      idColumn('sort', t('content.col.sort'), (r) => r.sort),
    ),
    ...when(
      !fields || fields.publishedAt,
      timeColumn('publishedAt', t('content.col.publishedAt'), (r) => r.publishedAt),
    ),
    timeColumn('updated', t('col.updated'), (r) => r.updatedAt),
  ];

  const filters: FilterField<Filter>[] = [
    {
      name: 'q',
      kind: 'text',
      label: t('content.filter.search'),
      placeholder: t('content.filter.searchHint'),
    },
    {
      name: 'status',
      kind: 'select',
      label: t('filter.status'),
      options: CONTENT_STATUSES.map((s) => ({ value: s, label: t(`content.status.${s}`) })),
    },
    ...(kind === 'help_article'
      ? [
          {
            name: 'parentId' as const,
            kind: 'select' as const,
            label: t('content.filter.category'),
            options: (categories.data ?? []).map((c) => ({
              value: String(c.id),
              label: c.title || c.slug,
            })),
          },
        ]
      : []),
  ];

  const chooseKind = (next: ContentKind | '') =>
    list.apply({ ...list.filters, kind: next, parentId: '' });
  const newPath = kind === undefined ? '/content/new' : `/content/new?kind=${kind}`;

  return (
    <Page
      title={t('content.title')}
      actions={
        (kind === undefined || isCreatable(kind)) && (
          <button
            type="button"
            className="primary"
            data-testid="content-new"
            onClick={() => navigate(newPath)}
          >
            {kind === undefined ? t('content.new.any') : t(`content.new.${kind}`)}
          </button>
        )
      }
    >
      <div className="content-tabs" role="tablist" data-testid="content-tabs">
        {(['', ...CONTENT_KINDS] as const).map((k) => (
          <button
            key={k || 'all'}
            type="button"
            role="tab"
            aria-selected={(kind ?? '') === k}
            data-testid={`content-tab-${k || 'all'}`}
            onClick={() => chooseKind(k)}
          >
            {t(`content.tab.${k || 'all'}`)}
          </button>
        ))}
      </div>
      {kind === 'page' && <p className="muted">{t('content.pagesNote')}</p>}
      <PagedTable
        testId="content-table"
        columns={columns}
        rowKey={(r) => r.id}
        rowTestId="content-row"
        exportName={`content-${kind ?? 'all'}`}
        list={list}
        query={query}
        filters={filters}
        actionsWidth={ACTIONS_WIDTH.two}
        actions={(r) => (
          <div className="row-actions">
            <button
              type="button"
              className="small"
              data-testid="content-edit"
              onClick={() => navigate(`/content/${r.id}`)}
            >
              {t('common.edit')}
            </button>
            <button
              type="button"
              className="danger small"
              data-testid="content-delete"
              disabled={r.kind === 'page'}
              title={r.kind === 'page' ? t('content.pageFixed') : undefined}
              onClick={() => setDeleting(r)}
            >
              {t('common.delete')}
            </button>
          </div>
        )}
      />
      {deleting && (
        <ConfirmDialog
          title={t('content.deleteTitle', { kind: term('contentKind', deleting.kind) })}
          message={t('content.deleteConfirm', { title: titleOf(deleting) })}
          confirmLabel={t('common.delete')}
          danger
          pending={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(
              { id: deleting.id, title: titleOf(deleting) },
              { onSuccess: () => setDeleting(null) },
            )
          }
        />
      )}
    </Page>
  );
}
