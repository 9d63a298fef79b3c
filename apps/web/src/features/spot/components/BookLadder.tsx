import { decimal, gt, parseDecimal } from '@exchange/money';
import type { ReactNode } from 'react';
import { compactNumber } from '../../../lib/numbers';
import { useLocale } from '../../../state/settings';
import type { BookLayout } from '../../market/bookGrouping';
import type { BookRow, LadderSides } from '../../market/depthBook';
import { formatPrice, formatQuantity } from '../../market/format';

const COMPACT_ABOVE = decimal('10000');

/** Book amounts: `places` decimals, or 万/亿 and K/M above 10,000 (spec section 9). */
function useAmountText(places: number): (text: string) => string {
  const locale = useLocale();
  return (text) => {
    const value = parseDecimal(text);
    return value !== null && gt(value, COMPACT_ABOVE)
      ? compactNumber(text, locale)
      : formatQuantity(text, places);
  };
}

interface Places {
  price: number;
  amount: number;
}

interface SideProps {
  /** A level, or null for an empty slot at the far end of a thinner side. */
  rows: readonly (BookRow | null)[];
  side: 'ask' | 'bid';
  places: Places;
  onPick: (price: string) => void;
}

function BookSide({ rows, side, places, onPick }: SideProps) {
  const amountText = useAmountText(places.amount);
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
              <span className="book-price num">{formatPrice(row.price, places.price)}</span>
              <span className="book-amount num">{amountText(row.amount)}</span>
            </button>
          </li>
        ),
      )}
    </ol>
  );
}

interface BookLadderProps {
  /** The rows to draw, each side top to bottom (`groupedLadder`). */
  sides: LadderSides;
  /** Which sides are drawn: a one-sided ladder has the middle line at its best end. */
  layout: BookLayout;
  places: Places;
  /** The line above the column titles: the layout and grouping choices. */
  controls: ReactNode;
  /** The column titles: price, then amount. */
  priceTitle: string;
  amountTitle: string;
  /** The middle line between asks and bids (the last price). */
  middle: ReactNode;
  onPick: (price: string) => void;
}

/**
 * A book as the spot and the contract screens show it: asks above (best at
 * the bottom, against the middle), bids below, each level with a bar for its
 * cumulative depth, and `middle` between them. With both sides, each has as
 * many rows as the deeper one (`ladderSides`), a thinner side's empty slots
 * at its far end; with one side, that side alone fills the ladder, the
 * middle line at its best end. Tapping a level puts its price in the order
 * form.
 */
export function BookLadder({
  sides,
  layout,
  places,
  controls,
  priceTitle,
  amountTitle,
  middle,
  onPick,
}: BookLadderProps) {
  return (
    <section className="order-book" data-testid="order-book" data-layout={layout}>
      {controls}
      <div className="book-head muted">
        <span>{priceTitle}</span>
        <span>{amountTitle}</span>
      </div>
      {layout !== 'bids' && (
        <BookSide rows={sides.asks} side="ask" places={places} onPick={onPick} />
      )}
      <div className="book-last" data-testid="book-last">
        {middle}
      </div>
      {layout !== 'asks' && (
        <BookSide rows={sides.bids} side="bid" places={places} onPick={onPick} />
      )}
    </section>
  );
}
