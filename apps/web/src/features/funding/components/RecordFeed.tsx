import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';

interface PagedQuery<T> {
  data: { pages: readonly { list: readonly T[] }[] } | undefined;
  isPending: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
}

/** Records newest first, 20 to a page, with "load more" and an end marker. */
export function RecordFeed<T>({
  query,
  row,
}: {
  query: PagedQuery<T>;
  row: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      isEmpty={items.length === 0}
      onRetry={() => void query.refetch()}
    >
      <ul className="record-list">{items.map(row)}</ul>
      {query.hasNextPage ? (
        <Button
          block
          fill="none"
          size="small"
          className="history-more"
          data-testid="records-more"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('wallet.history.more')}
        </Button>
      ) : (
        <p className="history-end muted small">{t('common.noMore')}</p>
      )}
    </QueryState>
  );
}
