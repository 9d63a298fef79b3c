import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button, ErrorBlock } from 'antd-mobile';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { SegmentTabs } from '../../account/components/SegmentTabs';
import '../../p2p/trade.css';

/** What a paged list needs of an infinite query whose pages hold a `list`. */
type PagedQuery<T> = Pick<
  UseInfiniteQueryResult<InfiniteData<{ list: readonly T[] }>, unknown>,
  | 'data'
  | 'isPending'
  | 'error'
  | 'hasNextPage'
  | 'isFetchingNextPage'
  | 'refetch'
  | 'fetchNextPage'
>;

/** The list's test ids: the list itself, its empty state and its "more" button. */
export interface PagedListTestIds {
  list: string;
  empty: string;
  more: string;
}

/** Every page loaded so far, a row an item, with "more" while pages remain and an end marker after. */
export function PagedList<T>({
  query,
  emptyTitle,
  emptyExtra,
  testIds,
  row,
}: {
  query: PagedQuery<T>;
  emptyTitle: string;
  /** Under the empty state, e.g. a link to start. */
  emptyExtra?: ReactNode;
  testIds: PagedListTestIds;
  /** One item as a keyed `<li>`. */
  row: (item: T, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const list = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {list.length === 0 ? (
        <div className="p2p-empty" data-testid={testIds.empty}>
          <ErrorBlock status="empty" title={emptyTitle} description="" />
          {emptyExtra}
        </div>
      ) : (
        <ul className="p2p-order-list" data-testid={testIds.list}>
          {list.map(row)}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button
          block
          fill="none"
          size="small"
          data-testid={testIds.more}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('lending.common.more')}
        </Button>
      ) : (
        list.length > 0 && <p className="p2p-end muted small">{t('lending.common.end')}</p>
      )}
    </QueryState>
  );
}

/**
 * Tabs over paged lists: the list of the chosen tab is mounted afresh on
 * each switch, so it starts again at its first page.
 */
export function PagedTabs<K extends string>({
  items,
  initial,
  testIdPrefix,
  children,
}: {
  items: readonly { key: K; label: string }[];
  initial: K;
  testIdPrefix: string;
  children: (key: K) => ReactNode;
}) {
  const [value, setValue] = useState<K>(initial);
  return (
    <>
      <SegmentTabs items={items} value={value} onChange={setValue} testIdPrefix={testIdPrefix} />
      <Fragment key={value}>{children(value)}</Fragment>
    </>
  );
}
