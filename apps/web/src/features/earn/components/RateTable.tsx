import { useTranslation } from 'react-i18next';
import { percentText } from '../../lending/format';
import type { EarnRate } from '../queries';

/** The daily rates, newest first: the last 30 income days and every one published ahead. */
export function RateTable({ rates }: { rates: readonly EarnRate[] }) {
  const { t } = useTranslation();
  return (
    <section className="card lending-card lending-inline" data-testid="earn-rates">
      <h3 className="card-title">{t('earn.rates.title')}</h3>
      <p className="muted small lending-note">{t('earn.rates.note')}</p>
      {rates.length === 0 ? (
        <p className="muted lending-none" data-testid="earn-rates-empty">
          {t('earn.rates.empty')}
        </p>
      ) : (
        <table className="earn-table">
          <thead>
            <tr>
              <th scope="col">{t('earn.rates.day')}</th>
              <th scope="col">{t('earn.rates.rate')}</th>
              <th scope="col">{t('earn.rates.apr')}</th>
              <th scope="col">{t('earn.rates.source')}</th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate) => (
              <tr key={rate.day} data-testid={`earn-rate-${rate.day}`}>
                <td>{rate.day}</td>
                <td>{percentText(rate.rate)}</td>
                <td>{percentText(rate.apr)}</td>
                <td>{t(`earn.source.${rate.source}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
