import type { MarketSummary } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { formatClock, formatPrice, formatQuantity } from '../format';
import { useLiveTrades } from '../live';
import { useLatestTrades } from '../queries';

/** The market's latest 17 trades (spec section 9), newest first, coloured by the taker's side. */
export function LatestTrades({ market }: { market: MarketSummary }) {
  const { t } = useTranslation();
  const trades = useLatestTrades(market.symbol);
  useLiveTrades(market.symbol);
  const list = trades.data ?? [];
  return (
    <QueryState
      isPending={trades.isPending}
      error={trades.error}
      isEmpty={list.length === 0}
      onRetry={() => void trades.refetch()}
    >
      <div className="trades-table" data-testid="latest-trades">
        <div className="trades-line trades-head muted">
          <span>{t('market.depth.time')}</span>
          <span>{t('market.depth.price', { asset: market.quote })}</span>
          <span>{t('market.depth.amount', { asset: market.base })}</span>
        </div>
        {list.map((trade) => (
          <div className="trades-line" key={trade.id} data-testid="trade-line">
            <span className="num muted">{formatClock(trade.time)}</span>
            <span className={`num ${trade.direction === 'buy' ? 'up' : 'down'}`}>
              {formatPrice(trade.price, market.pricePrecision)}
            </span>
            <span className="num">{formatQuantity(trade.amount, market.amountPrecision)}</span>
          </div>
        ))}
      </div>
    </QueryState>
  );
}
