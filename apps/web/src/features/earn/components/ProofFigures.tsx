import type { EarnProof } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../funding/components/DetailRows';
import { percentText } from '../../lending/format';
import { formatBalance } from '../../wallet/format';
import { fundingCovers } from '../earnMath';

/**
 * Where a product's income comes from: its funding account (free and
 * reserved for open orders), the most the unsold stock could still be
 * owed and whether the free part covers it, what has been paid, and the
 * principal in custody.
 */
export function ProofFigures({ proof }: { proof: EarnProof }) {
  const { t } = useTranslation();
  const ofCoin = (text: string) => `${formatBalance(text)} ${proof.coin}`;
  const covers = fundingCovers(proof);
  return (
    <section className="card lending-card lending-inline" data-testid="earn-proof-figures">
      <h3 className="card-title">{t('earn.proof.account')}</h3>
      <DetailRows
        rows={[
          {
            label: t('earn.proof.funded'),
            value: <strong>{ofCoin(proof.funded)}</strong>,
            testId: 'earn-proof-funded',
          },
          {
            label: t('earn.proof.reserved'),
            value: ofCoin(proof.reserved),
            testId: 'earn-proof-reserved',
          },
          { label: t('earn.proof.free'), value: ofCoin(proof.free), testId: 'earn-proof-free' },
          {
            label: t('earn.proof.unsold'),
            value: ofCoin(proof.unsoldMaxIncome),
            testId: 'earn-proof-unsold',
          },
          { label: t('earn.proof.paid'), value: ofCoin(proof.paid), testId: 'earn-proof-paid' },
          {
            label: t('earn.proof.principal'),
            value: ofCoin(proof.principalInCustody),
            testId: 'earn-proof-principal',
          },
        ]}
      />
      <p
        className={covers ? 'notice lending-inline' : 'notice notice-warn lending-inline'}
        data-testid="earn-proof-covers"
      >
        {covers ? t('earn.proof.covered') : t('earn.proof.notCovered')}
      </p>
    </section>
  );
}

/** Per income day of the last 30: the rate and how it was set, the orders and principal paid, the income. */
export function ProofDays({ proof }: { proof: EarnProof }) {
  const { t } = useTranslation();
  return (
    <section className="card lending-card lending-inline" data-testid="earn-proof-days">
      <h3 className="card-title">{t('earn.proof.days')}</h3>
      {proof.days.length === 0 ? (
        <p className="muted lending-none" data-testid="earn-proof-days-empty">
          {t('earn.proof.empty')}
        </p>
      ) : (
        <table className="earn-table">
          <thead>
            <tr>
              <th scope="col">{t('earn.rates.day')}</th>
              <th scope="col">{t('earn.rates.rate')}</th>
              <th scope="col">{t('earn.proof.orders')}</th>
              <th scope="col">{t('earn.proof.principalColumn')}</th>
              <th scope="col">{t('earn.proof.paidColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {proof.days.map((day) => (
              <tr key={day.day} data-testid={`earn-proof-day-${day.day}`}>
                <td>{day.day}</td>
                <td>
                  {percentText(day.rate)}
                  {day.source !== null && (
                    <span className="muted small earn-cell-note">
                      {t(`earn.source.${day.source}`)}
                    </span>
                  )}
                </td>
                <td>{day.orders}</td>
                <td>{formatBalance(day.principal)}</td>
                <td>{formatBalance(day.paid)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="muted small lending-note">{t('earn.proof.daysNote', { coin: proof.coin })}</p>
    </section>
  );
}
