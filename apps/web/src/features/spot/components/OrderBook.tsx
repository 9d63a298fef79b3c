import type { MarketSummary } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { stepPlaces } from '../../market/bookGrouping';
import { BookControls } from '../../market/components/BookControls';
import { PriceFiat } from '../../market/components/PriceFiat';
import type { DepthBook } from '../../market/depthBook';
import { formatPrice, toneOf } from '../../market/format';
import { useBookLadder } from '../../market/useBookLadder';
import { BookLadder } from './BookLadder';

/** Levels shown on each side of the trade screen's book (twice as many with one side). */
export const BOOK_LEVELS = 10;

/**
 * The order book: asks in red above (best at the bottom), the last price in
 * the middle, bids in green below, each with a bar for its cumulative depth,
 * grouped by the step and in the layout the user chose for this market.
 * Tapping a level puts its price in the order form.
 */
export function OrderBook({
  book,
  market,
  onPick,
}: {
  book: DepthBook | null;
  market: MarketSummary;
  onPick: (price: string) => void;
}) {
  const { t } = useTranslation();
  const { last, changePercent, bestBid, bestAsk } = market.ticker;
  const { choice, sides } = useBookLadder({
    symbol: market.symbol,
    tickSize: market.tickSize,
    referencePrice: last ?? bestBid ?? bestAsk,
    book,
    rows: BOOK_LEVELS,
  });
  return (
    <BookLadder
      sides={sides}
      layout={choice.layout}
      places={{
        price: stepPlaces(market.pricePrecision, choice.step),
        amount: market.amountPrecision,
      }}
      controls={<BookControls choice={choice} />}
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
