import type { PerpConfig } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import type { BookView } from '../../market/depthBook';
import { formatPrice } from '../../market/format';
import { BookLadder } from '../../spot/components/BookLadder';

/** Levels shown on each side of the contract screen's book. */
export const PERP_BOOK_LEVELS = 8;

/** Sizes are whole lots. */
const LOT_PLACES = 0;

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
  return (
    <BookLadder
      view={view}
      places={{ price: places, amount: LOT_PLACES }}
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
