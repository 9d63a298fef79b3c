import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { useLiveTickers } from '../../market/live';
import { hotMarkets } from '../../market/marketList';
import { useMarketList } from '../../market/queries';
import { HotCoins } from './HotCoins';
import { Movers } from './Movers';
import '../../market/market.css';

/** Hot coins, then gainers and losers, kept live over the WebSocket. */
export function HomeMarkets() {
  const { t } = useTranslation();
  const list = useMarketList();
  useLiveTickers();
  const markets = list.data ?? [];
  return (
    <QueryState isPending={list.isPending} error={list.error} onRetry={() => void list.refetch()}>
      {markets.length === 0 ? (
        <p className="notice">{t('market.home.empty')}</p>
      ) : (
        <>
          <HotCoins markets={hotMarkets(markets)} />
          <Movers markets={markets} />
        </>
      )}
    </QueryState>
  );
}
