import type { MarketSummary } from '@exchange/contracts';
import { decimal, gt, parseDecimal } from '@exchange/money';
import { useTranslation } from 'react-i18next';
import { compactNumber } from '../../../lib/numbers';
import { useLocale } from '../../../state/settings';
import type { BookRow, BookView } from '../../market/depthBook';
import { PriceFiat } from '../../market/components/PriceFiat';
import { formatPrice, formatQuantity, toneOf } from '../../market/format';

/** Levels shown on each side of the trade screen's book. */
export const BOOK_LEVELS = 10;

const COMPACT_ABOVE = decimal('10000');

/** Book amounts: the market's decimals, or 万/亿 and K/M above 10,000 (spec section 9). */
function useAmountText(places: number): (text: string) => string {
  const locale = useLocale();
  return (text) => {
    const value = parseDecimal(text);
    return value !== null && gt(value, COMPACT_ABOVE)
      ? compactNumber(text, locale)
      : formatQuantity(text, places);
  };
}

interface SideProps {
  rows: readonly (BookRow | null)[];
  side: 'ask' | 'bid';
  market: MarketSummary;
  onPick: (price: string) => void;
}

function BookSide({ rows, side, market, onPick }: SideProps) {
  const amountText = useAmountText(market.amountPrecision);
  return (
    <ol className={`book-side ${side}`}>
      {rows.map((row, index) =>
        row === null ? (
          <li key={`empty-${index}`} className="book-row empty" aria-hidden="true" />
        ) : (
          <li key={row.price} className="book-row">
            <button
              type="button"
              className="book-level"
              data-testid={`book-${side}`}
              onClick={() => onPick(row.price)}
            >
              <span
                className="book-depth"
                style={{ width: `${Math.round(row.share * 100)}%` }}
                aria-hidden="true"
              />
              <span className="book-price num">
                {formatPrice(row.price, market.pricePrecision)}
              </span>
              <span className="book-amount num">{amountText(row.amount)}</span>
            </button>
          </li>
        ),
      )}
    </ol>
  );
}

/** Pads a side to `count` rows so the last price stays put as levels come and go. */
function padded(rows: readonly BookRow[], count: number, atStart: boolean): (BookRow | null)[] {
  const blanks: null[] = Array.from({ length: Math.max(0, count - rows.length) }, () => null);
  return atStart ? [...blanks, ...rows] : [...rows, ...blanks];
}

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
  const asks = padded([...view.asks].reverse(), BOOK_LEVELS, true);
  const bids = padded(view.bids, BOOK_LEVELS, false);
  return (
    <section className="order-book" data-testid="order-book">
      <div className="book-head muted">
        <span>{t('market.depth.price', { asset: market.quote })}</span>
        <span>{t('market.depth.amount', { asset: market.base })}</span>
      </div>
      <BookSide rows={asks} side="ask" market={market} onPick={onPick} />
      <div className="book-last" data-testid="book-last">
        <strong className={`num ${last === null ? 'flat' : toneOf(changePercent)}`}>
          {formatPrice(last, market.pricePrecision)}
        </strong>
        <PriceFiat price={last} quote={market.quote} className="muted small num" />
      </div>
      <BookSide rows={bids} side="bid" market={market} onPick={onPick} />
    </section>
  );
}
