import type { MarketSummary } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import type { BookView } from '../../market/depthBook';
import { PriceFiat } from '../../market/components/PriceFiat';
import { formatPrice, toneOf } from '../../market/format';
import { BookLadder } from './BookLadder';

/** Levels shown on each side of the trade screen's book. */
export const BOOK_LEVELS = 10;

/**
 * The order book: asks in red above (best at the bottom), the last price in
 * the middle, bids in green below, each with a bar for its cumulative depth.
 * Tapping a level puts its price in the order form.
 */
export function OrderBook({
  view,
  market,
  onPick,
}: {
  view: BookView;
  market: MarketSummary;
  onPick: (price: string) => void;
}) {
  const { t } = useTranslation();
  const { last, changePercent } = market.ticker;
  return (
    <BookLadder
      view={view}
      places={{ price: market.pricePrecision, amount: market.amountPrecision }}
      priceTitle={t('market.depth.price', { asset: market.quote })}
      amountTitle={t('market.depth.amount', { asset: market.base })}
      middle={
        <>
          <strong className={`num ${last === null ? 'flat' : toneOf(changePercent)}`}>
            {formatPrice(last, market.pricePrecision)}
          </strong>
          <PriceFiat price={last} quote={market.quote} className="muted small num" />
        </>
      }
      onPick={onPick}
    />
  );
}
