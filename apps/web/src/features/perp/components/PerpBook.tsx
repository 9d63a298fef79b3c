import type { PerpConfig } from '@exchange/contracts';
import { decimal, gt, parseDecimal } from '@exchange/money';
import { useTranslation } from 'react-i18next';
import { compactNumber } from '../../../lib/numbers';
import { useLocale } from '../../../state/settings';
import type { BookRow, BookView } from '../../market/depthBook';
import { formatPrice, formatQuantity } from '../../market/format';

/** Levels shown on each side of the contract screen's book. */
export const PERP_BOOK_LEVELS = 8;

const COMPACT_ABOVE = decimal('10000');

/** Lots, or 万/亿 and K/M above 10,000 (spec section 9). */
function useLotsText(): (text: string) => string {
  const locale = useLocale();
  return (text) => {
    const value = parseDecimal(text);
    return value !== null && gt(value, COMPACT_ABOVE)
      ? compactNumber(text, locale)
      : formatQuantity(text, 0);
  };
}

interface SideProps {
  rows: readonly (BookRow | null)[];
  side: 'ask' | 'bid';
  places: number;
  onPick: (price: string) => void;
}

function BookSide({ rows, side, places, onPick }: SideProps) {
  const lotsText = useLotsText();
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
              <span className="book-price num">{formatPrice(row.price, places)}</span>
              <span className="book-amount num">{lotsText(row.amount)}</span>
            </button>
          </li>
        ),
      )}
    </ol>
  );
}

/** Pads a side so the middle line stays put as levels come and go. */
function padded(rows: readonly BookRow[], count: number, atStart: boolean): (BookRow | null)[] {
  const blanks: null[] = Array.from({ length: Math.max(0, count - rows.length) }, () => null);
  return atStart ? [...blanks, ...rows] : [...rows, ...blanks];
}

/**
 * The contract's book: asks above, bids below, sizes in lots; between them
 * the last traded price and the mark price. Tapping a level puts its price
 * in the order form.
 */
export function PerpBook({
  view,
  contract,
  onPick,
}: {
  view: BookView;
  contract: PerpConfig;
  onPick: (price: string) => void;
}) {
  const { t } = useTranslation();
  const places = contract.pricePrecision;
  const asks = padded([...view.asks].reverse(), PERP_BOOK_LEVELS, true);
  const bids = padded(view.bids, PERP_BOOK_LEVELS, false);
  return (
    <section className="order-book" data-testid="order-book">
      <div className="book-head muted">
        <span>{t('perp.book.price', { asset: contract.quote })}</span>
        <span>{t('perp.book.lots')}</span>
      </div>
      <BookSide rows={asks} side="ask" places={places} onPick={onPick} />
      <div className="book-last" data-testid="book-last">
        <strong className="num">
          {formatPrice(contract.lastPrice ?? contract.markPrice, places)}
        </strong>
        <span className="muted small num">
          {t('perp.book.mark', { price: formatPrice(contract.markPrice, places) })}
        </span>
      </div>
      <BookSide rows={bids} side="bid" places={places} onPick={onPick} />
    </section>
  );
}
