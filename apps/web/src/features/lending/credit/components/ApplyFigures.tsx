import type { CreditProduct } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../../funding/components/DetailRows';
import { NO_VALUE } from '../../../settings/fiat';
import { formatBalance } from '../../../wallet/format';
import { RatePair } from '../../components/RatePair';
import { creditTermInterest, creditTotalToRepay } from '../creditMath';

/**
 * The form's figures as the user types: the rates beside their APR, the
 * whole term's interest and the total to repay at its end (if approved as
 * asked), and how the loan is repaid.
 */
export function ApplyFigures({
  product,
  amount,
}: {
  product: CreditProduct;
  amount: string | null;
}) {
  const { t } = useTranslation();
  const interest = amount === null ? null : creditTermInterest(amount, product);
  const total = amount === null ? null : creditTotalToRepay(amount, product);
  const ofCoin = (text: string | null) =>
    text === null ? NO_VALUE : `${formatBalance(text, product.coinDecimals)} ${product.coin}`;
  return (
    <section className="card lending-card lending-inline" data-testid="credit-figures">
      <h3 className="card-title">{t('lending.credit.form.figures')}</h3>
      <DetailRows
        rows={[
          {
            label: t('lending.credit.product.daily'),
            value: <RatePair rate={product.dailyRate} apr={product.apr} per="day" />,
            testId: 'credit-form-daily',
          },
          {
            label: t('lending.credit.product.late'),
            value: <RatePair rate={product.lateDailyRate} apr={product.lateApr} per="day" />,
            testId: 'credit-form-late',
          },
          {
            label: t('lending.credit.product.lender'),
            value: product.lender,
          },
          {
            label: t('lending.credit.form.interest', { days: product.cycleDays }),
            value: ofCoin(interest),
            testId: 'credit-form-interest',
          },
          {
            label: t('lending.credit.form.total'),
            value: <strong>{ofCoin(total)}</strong>,
            testId: 'credit-form-total',
          },
        ]}
      />
      <p className="muted small lending-note" data-testid="credit-form-repayment">
        {t(`lending.credit.repaymentNote.${product.repayment}`)}
      </p>
      <p className="muted small lending-note">{t('lending.credit.form.totalNote')}</p>
    </section>
  );
}
