import type { PerpConfig } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { stepPlaces } from '../../market/bookGrouping';
import { BookControls } from '../../market/components/BookControls';
import type { DepthBook } from '../../market/depthBook';
import { formatPrice } from '../../market/format';
import { useBookLadder } from '../../market/useBookLadder';
import { BookLadder } from '../../spot/components/BookLadder';
import { LOT_PLACES } from '../chart';

/** Levels shown on each side of the contract screen's book (twice as many with one side). */
export const PERP_BOOK_LEVELS = 8;

/**
 * The contract's book: asks above, bids below, sizes in lots; between them
 * the last traded price and the mark price. Prices are grouped by the step
 * and shown in the layout the user chose for this contract, with the same
 * controls as a spot book. Tapping a level puts its price in the order form.
 */
export function PerpBook({
  book,
  contract,
  onPick,
}: {
  book: DepthBook | null;
  contract: PerpConfig;
  onPick: (price: string) => void;
}) {
  const { t } = useTranslation();
  const places = contract.pricePrecision;
  const { choice, sides } = useBookLadder({
    symbol: contract.symbol,
    tickSize: contract.tickSize,
    referencePrice: contract.lastPrice ?? contract.markPrice ?? contract.indexPrice,
    book,
    rows: PERP_BOOK_LEVELS,
  });
  return (
    <BookLadder
      sides={sides}
      layout={choice.layout}
      places={{ price: stepPlaces(places, choice.step), amount: LOT_PLACES }}
      controls={<BookControls choice={choice} />}
      priceTitle={t('perp.book.price', { asset: contract.quote })}
      amountTitle={t('perp.book.lots')}
      middle={
        <>
          <strong className="num" data-testid="last-price">
            {formatPrice(contract.lastPrice ?? contract.markPrice, places)}
          </strong>
          <span className="muted small num">
            {t('perp.book.mark', { price: formatPrice(contract.markPrice, places) })}
          </span>
        </>
      }
      onPick={onPick}
    />
  );
}
