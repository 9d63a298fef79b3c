import type { CreditProduct } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { percentText } from '../../format';

/**
 * The loan agreement the applicant accepts, as the rules the server
 * applies: who may borrow, one at a time, two reviewers, who lends, how
 * and when it is repaid, and what lateness costs, with this product's
 * rates beside their APR.
 */
export function Agreement({ product }: { product: CreditProduct }) {
  const { t } = useTranslation();
  return (
    <section className="card lending-card lending-inline" data-testid="credit-agreement">
      <h3 className="card-title">{t('lending.credit.agreement.title')}</h3>
      <ol className="lending-rules">
        <li>{t('lending.credit.agreement.advanced')}</li>
        <li>{t('lending.credit.agreement.oneAtATime')}</li>
        <li>{t('lending.credit.agreement.review')}</li>
        <li>{t('lending.credit.agreement.lender', { lender: product.lender })}</li>
        <li>
          {t('lending.credit.agreement.rate', {
            rate: percentText(product.dailyRate),
            apr: percentText(product.apr),
          })}
        </li>
        <li>{t('lending.credit.agreement.repayment', { days: product.cycleDays })}</li>
        <li>{t('lending.credit.agreement.collect')}</li>
        <li>
          {t('lending.credit.agreement.late', {
            rate: percentText(product.lateDailyRate),
            apr: percentText(product.lateApr),
          })}
        </li>
      </ol>
    </section>
  );
}
