import type { EarnProduct } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { meterWidth } from '../../lending/book/bookMath';
import { percentText } from '../../lending/format';
import { formatExact } from '../../wallet/format';
import { soldShare } from '../earnMath';
import '../../lending/book/book.css';

/** The stock: a bar of the part sold, how much of it, and what is left of how much. */
export function StockMeter({ product }: { product: EarnProduct }) {
  const { t } = useTranslation();
  const share = soldShare(product);
  return (
    <div className="earn-stock" data-testid="earn-stock">
      <div className="book-meter" aria-hidden="true">
        <span className="book-meter-fill" style={{ width: meterWidth(share) }} />
      </div>
      <div className="earn-stock-line muted small">
        <span data-testid="earn-stock-sold">
          {t('earn.product.sold', { percent: percentText(share) })}
        </span>
        <span data-testid="earn-stock-left">
          {t('earn.product.left', {
            remaining: formatExact(product.remaining),
            stock: formatExact(product.stock),
            coin: product.coin,
          })}
        </span>
      </div>
    </div>
  );
}
