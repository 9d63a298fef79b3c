import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { withQuery } from '../params';
import { useCoinIndex, useWalletHistory, type HistoryFilter } from '../queries';
import { HistoryRow } from './HistoryRow';

interface HistoryFeedProps {
  filter: HistoryFilter;
  /** Pages on with "load more"; otherwise one page and a link to the full list. */
  paged: boolean;
}

/** Statement lines, newest first, 20 to a page (spec section 9). */
export function HistoryFeed({ filter, paged }: HistoryFeedProps) {
  const { t } = useTranslation();
  const history = useWalletHistory(filter);
  const coins = useCoinIndex();
  const entries = paged
    ? (history.data?.pages.flatMap((page) => page.list) ?? [])
    : (history.data?.pages[0]?.list ?? []);
  return (
    <QueryState
      isPending={history.isPending}
      error={history.error}
      isEmpty={entries.length === 0}
      onRetry={() => void history.refetch()}
    >
      <ul className="history-list">
        {entries.map((line) => (
          <HistoryRow key={line.id} line={line} decimals={(asset) => coins.get(asset)?.decimals} />
        ))}
      </ul>
      {history.hasNextPage &&
        (paged ? (
          <Button
            block
            fill="none"
            size="small"
            className="history-more"
            data-testid="history-more"
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {t('wallet.history.more')}
          </Button>
        ) : (
          <Link className="history-all" to={withQuery('/accountChange', { asset: filter.asset })}>
            {t('wallet.detail.viewAll')}
          </Link>
        ))}
      {paged && !history.hasNextPage && entries.length > 0 && (
        <p className="history-end muted small">{t('common.noMore')}</p>
      )}
    </QueryState>
  );
}
