import type { MarketSummary } from '@exchange/contracts';
import { parseDecimal } from '@exchange/money';
import { useTranslation } from 'react-i18next';
import { regroupView, stepPlaces } from '../bookGrouping';
import { useBookChoice } from '../bookPrefs';
import type { BookRow, BookView } from '../depthBook';
import { formatPrice, formatQuantity } from '../format';
import { PrecisionSelect } from './BookControls';

/** Levels per side on the trend screen's depth table. */
export const DEPTH_TABLE_LEVELS = 20;

interface Places {
  price: number;
  amount: number;
}

function Cell({
  row,
  side,
  places,
}: {
  row: BookRow | undefined;
  side: 'bid' | 'ask';
  places: Places;
}) {
  if (row === undefined) return <div className={`depth-cell ${side} empty`} />;
  const amount = <span className="num">{formatQuantity(row.amount, places.amount)}</span>;
  const price = (
    <span className={`num ${side === 'bid' ? 'up' : 'down'}`}>
      {formatPrice(row.price, places.price)}
    </span>
  );
  return (
    <div className={`depth-cell ${side}`}>
      <span
        className="depth-bar"
        style={{ width: `${Math.round(row.share * 100)}%` }}
        aria-hidden="true"
      />
      {side === 'bid' ? (
        <>
          {amount}
          {price}
        </>
      ) : (
        <>
          {price}
          {amount}
        </>
      )}
    </div>
  );
}

/**
 * The view grouped by the step the user chose for this market (the trade
 * screen's choice too). The screen hands over a view cut to
 * DEPTH_TABLE_LEVELS a side, so the grouping works on those rows
 * (`regroupView`).
 */
function useGroupedView(view: BookView, market: MarketSummary) {
  const { ticker } = market;
  const choice = useBookChoice(
    market.symbol,
    market.tickSize,
    ticker.last ?? view.bestBid ?? view.bestAsk,
  );
  const tick = parseDecimal(market.tickSize.trim());
  const grouped =
    choice.step === null || tick === null
      ? view
      : regroupView(view, choice.step, tick, DEPTH_TABLE_LEVELS);
  return { choice, grouped };
}

/** Bids and asks side by side, best prices meeting in the middle, with cumulative depth bars. */
export function DepthTable({ view, market }: { view: BookView; market: MarketSummary }) {
  const { t } = useTranslation();
  const { choice, grouped } = useGroupedView(view, market);
  const rows = Math.max(grouped.bids.length, grouped.asks.length);
  if (rows === 0) return <p className="market-empty muted">{t('market.depth.empty')}</p>;
  const places = {
    price: stepPlaces(market.pricePrecision, choice.step),
    amount: market.amountPrecision,
  };
  return (
    <div className="depth-table" data-testid="depth-table">
      <div className="book-controls depth-controls">
        <PrecisionSelect choice={choice} />
      </div>
      <div className="depth-head muted">
        <span>{t('market.depth.bid')}</span>
        <span>{t('market.depth.price', { asset: market.quote })}</span>
        <span>{t('market.depth.ask')}</span>
      </div>
      {Array.from({ length: rows }, (_, index) => (
        <div className="depth-line" key={index}>
          <Cell row={grouped.bids[index]} side="bid" places={places} />
          <Cell row={grouped.asks[index]} side="ask" places={places} />
        </div>
      ))}
    </div>
  );
}
