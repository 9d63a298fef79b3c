import type { CreditProduct } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import '../../../p2p/trade.css';

/** The products as chips: coin and term. */
export function ProductChoice({
  products,
  chosen,
  onChoose,
}: {
  products: readonly CreditProduct[];
  chosen: number;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="p2p-choice-group">
      <legend className="field-label">{t('lending.credit.form.product')}</legend>
      <div className="p2p-choices">
        {products.map((entry) => (
          <button
            key={entry.id}
            type="button"
            className={
              entry.id === chosen ? 'p2p-choice lending-choice active' : 'p2p-choice lending-choice'
            }
            aria-pressed={entry.id === chosen}
            data-testid={`credit-product-choice-${entry.id}`}
            onClick={() => onChoose(entry.id)}
          >
            {t('lending.credit.form.productName', { coin: entry.coin, days: entry.cycleDays })}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
