import {
  LOCALES,
  SUPPORT_LINK_KINDS,
  SUPPORT_QUEUE_FILTERS,
  type Locale,
  type SupportLinkKind,
} from '@exchange/contracts';
import { describeError } from '../../api/describe';
import {
  useSupportActions,
  useSupportQueue,
  type SupportQueueFilter,
  type SupportQueuePage,
  type SupportQueueQuery,
  type SupportQueueRow,
} from '../../api/support';
import { useI18n } from '../../app/context';
import type { TextKey } from '../../i18n';
import { formatTime } from '../../lib/format';
import { SupportStatusBadge, languageName, useNow, waitText } from './supportParts';

interface QueueProps {
  readonly query: SupportQueueQuery;
  readonly selected: number | null;
  onSelect(id: number): void;
  onFilter(filter: SupportQueueFilter): void;
  onLinkKind(kind: SupportLinkKind | undefined): void;
  onLanguage(language: Locale | undefined): void;
}

function tabLabel(
  t: (key: TextKey, params?: Record<string, number>) => string,
  filter: SupportQueueFilter,
  page: SupportQueuePage | undefined,
): string {
  if (filter === 'waiting') return t('support.tab.waiting', { count: page?.waiting ?? 0 });
  if (filter === 'mine')
    return t('support.tab.mine', { count: page?.mine ?? 0, capacity: page?.capacity ?? 0 });
  return t(`support.tab.${filter}`);
}

/** Waiting: the longest waiting first (the server's order, kept when a live row is patched). */
function ordered(filter: SupportQueueFilter, list: readonly SupportQueueRow[]) {
  if (filter !== 'waiting') return list;
  return [...list].sort(
    (a, b) => (a.waitingSince ?? Infinity) - (b.waitingSince ?? Infinity) || a.id - b.id,
  );
}

/** The desk's queue: a tab per filter with the desk's counts, two filters, "Take next", the rows. */
export function SupportQueue(props: QueueProps) {
  const { t } = useI18n();
  const { query } = props;
  const queue = useSupportQueue(query);
  const { next } = useSupportActions();
  const page = queue.data;
  const rows = page ? ordered(query.filter, page.list) : [];

  return (
    <aside className="support-pane support-queue" aria-label={t('support.queue')}>
      <div className="support-tabs" role="tablist">
        {SUPPORT_QUEUE_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            role="tab"
            aria-selected={query.filter === filter}
            className={query.filter === filter ? 'active' : undefined}
            data-testid={`support-tab-${filter}`}
            onClick={() => props.onFilter(filter)}
          >
            {tabLabel(t, filter, page)}
          </button>
        ))}
      </div>
      <div className="support-filters">
        <label className="field">
          <span>{t('support.filter.linkKind')}</span>
          <select
            data-testid="support-filter-link"
            value={query.linkKind ?? ''}
            onChange={(event) =>
              props.onLinkKind(SUPPORT_LINK_KINDS.find((k) => k === event.target.value))
            }
          >
            <option value="">{t('support.filter.any')}</option>
            {SUPPORT_LINK_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`supportLink.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('support.filter.language')}</span>
          <select
            data-testid="support-filter-language"
            value={query.language ?? ''}
            onChange={(event) => props.onLanguage(LOCALES.find((l) => l === event.target.value))}
          >
            <option value="">{t('support.filter.any')}</option>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {languageName(locale)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <button
        type="button"
        className="primary support-next"
        data-testid="support-next"
        title={t('support.takeNextHint')}
        disabled={next.isPending}
        onClick={() =>
          next.mutate(undefined, {
            onSuccess: (desk) => props.onSelect(desk.conversation.id),
          })
        }
      >
        {t('support.takeNext')}
      </button>
      {queue.error ? (
        <p className="table-error" role="alert">
          {describeError(queue.error, t)}
        </p>
      ) : !page ? (
        <p className="muted">{t('common.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="muted" data-testid="support-queue-empty">
          {t('support.queueEmpty')}
        </p>
      ) : (
        <ul className="support-rows" data-testid="support-rows">
          {rows.map((row) => (
            <QueueRow
              key={row.id}
              row={row}
              selected={row.id === props.selected}
              onSelect={() => props.onSelect(row.id)}
            />
          ))}
        </ul>
      )}
      {page && page.total > rows.length && (
        <p className="muted">{t('support.more', { count: page.total - rows.length })}</p>
      )}
    </aside>
  );
}

function QueueRow(props: { row: SupportQueueRow; selected: boolean; onSelect(): void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const now = useNow(30_000);
  const { row } = props;
  return (
    <li>
      <button
        type="button"
        className={props.selected ? 'support-row selected' : 'support-row'}
        aria-current={props.selected || undefined}
        data-testid="support-row"
        onClick={props.onSelect}
      >
        <span className="support-row-head">
          <strong data-testid="support-row-user">{row.user.name}</strong>
          <span className="tag" title={languageName(row.language)}>
            {row.language}
          </span>
          {row.unread > 0 && (
            <span
              className="support-unread"
              data-testid="support-row-unread"
              title={t('support.unread', { count: row.unread })}
            >
              {row.unread}
            </span>
          )}
        </span>
        <span className="support-row-text muted" data-testid="support-row-text">
          {row.lastText ?? t('support.noText')}
        </span>
        <span className="support-row-meta">
          <SupportStatusBadge status={row.status} />
          {row.waitingSince !== null && (
            <span className="support-wait" data-testid="support-row-wait">
              {waitText(i18n, row.waitingSince, now)}
            </span>
          )}
          {row.status === 'snoozed' && row.snoozedUntil !== null && (
            <span className="muted">
              {t('support.snoozedUntil', { time: formatTime(row.snoozedUntil) })}
            </span>
          )}
        </span>
        {row.links.length > 0 && (
          <span className="badges" data-testid="support-row-links">
            {[...new Set(row.links.map((l) => l.kind))].map((kind) => (
              <span key={kind} className="tag">
                {t(`supportLink.${kind}`)}
              </span>
            ))}
          </span>
        )}
        <span className="support-row-agent muted" data-testid="support-row-agent">
          {row.assignee
            ? t('support.assignee', { name: row.assignee.name })
            : t('support.unassigned')}
        </span>
      </button>
    </li>
  );
}
