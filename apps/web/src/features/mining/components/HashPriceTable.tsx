import type { HashPrice } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatExact } from '../../wallet/format';
import { HashSourceLabel } from './MiningBadges';

/**
 * The proof behind the economics: each of the last 30 days' hash price,
 * newest first, with its date, its source and who published it.
 */
export function HashPriceTable({ prices }: { prices: readonly HashPrice[] }) {
  const { t } = useTranslation();
  const first = prices[0];
  return (
    <section className="card lending-card lending-inline" data-testid="mining-hash-prices">
      <h3 className="card-title">{t('mining.prices.title')}</h3>
      <p className="muted small lending-note">
        {first
          ? t('mining.prices.note', { coin: first.coin, unit: first.unit })
          : t('mining.prices.noteEmpty')}
      </p>
      {prices.length === 0 ? (
        <p className="muted lending-none" data-testid="mining-hash-prices-empty">
          {t('mining.prices.empty')}
        </p>
      ) : (
        <table className="earn-table">
          <thead>
            <tr>
              <th scope="col">{t('mining.prices.day')}</th>
              <th scope="col">{t('mining.prices.price')}</th>
              <th scope="col">{t('mining.prices.source')}</th>
            </tr>
          </thead>
          <tbody>
            {prices.map((price) => (
              <tr key={price.day} data-testid={`mining-hash-price-${price.day}`}>
                <td>{price.day}</td>
                <td>{formatExact(price.price)}</td>
                <td>
                  <HashSourceLabel source={price.source} />
                  <span className="muted small earn-cell-note">{price.sourceName}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
