import type { Ad } from '@exchange/contracts';
import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import { useAdMarket } from '../../queries';
import { adSideFor, type Intent } from '../../tradeRules';
import { AdCard } from './AdCard';
import type { AdFilters } from './MarketFilters';

/**
 * The self-select zone: the market's ads for the user's intent (sell ads
 * for a buyer, buy ads for a seller), best price first, a page at a time.
 */
export function MarketList({
  intent,
  coin,
  fiat,
  filters,
  coinDecimals,
  fiatDecimals,
  onTrade,
}: {
  intent: Intent;
  coin: string;
  fiat: string;
  filters: AdFilters;
  coinDecimals: number | undefined;
  fiatDecimals: number | undefined;
  onTrade: (ad: Ad) => void;
}) {
  const { t } = useTranslation();
  const market = useAdMarket({ side: adSideFor(intent), coin, fiat, ...filters });
  const ads = market.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <QueryState
      isPending={market.isPending}
      error={market.error}
      onRetry={() => void market.refetch()}
    >
      {ads.length === 0 ? (
        <div className="p2p-empty" data-testid="p2p-ads-empty">
          <ErrorBlock
            status="empty"
            title={t('p2p.market.empty')}
            description={t('p2p.market.emptyHint')}
          />
        </div>
      ) : (
        <ul className="p2p-ads" data-testid="p2p-ads">
          {ads.map((ad) => (
            <AdCard
              key={ad.id}
              ad={ad}
              intent={intent}
              coinDecimals={coinDecimals}
              fiatDecimals={fiatDecimals}
              onTrade={onTrade}
            />
          ))}
        </ul>
      )}
      {market.hasNextPage && (
        <Button
          block
          fill="none"
          size="small"
          data-testid="p2p-ads-more"
          loading={market.isFetchingNextPage}
          onClick={() => void market.fetchNextPage()}
        >
          {t('p2p.common.more')}
        </Button>
      )}
    </QueryState>
  );
}
