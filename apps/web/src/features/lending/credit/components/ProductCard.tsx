import type { CreditProduct } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DetailRows } from '../../../funding/components/DetailRows';
import { formatBalance, formatExact } from '../../../wallet/format';
import { RatePair } from '../../components/RatePair';
import { applyPath } from '../paths';

/**
 * One product as offered: its coin, range and term, the daily and late
 * rates each beside its APR, how it is repaid, who lends, and the interest
 * on the maximum over the whole term. "Apply" only while nothing is open.
 */
export function ProductCard({ product, canApply }: { product: CreditProduct; canApply: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { coin } = product;
  return (
    <section
      className="card lending-card lending-inline"
      data-testid={`credit-product-${product.id}`}
    >
      <div className="lending-card-head">
        <strong className="lending-coin">{coin}</strong>
        <span className="muted small">{t('lending.common.days', { days: product.cycleDays })}</span>
      </div>
      <DetailRows
        rows={[
          {
            label: t('lending.credit.product.range'),
            value: `${formatExact(product.minAmount)} – ${formatExact(product.maxAmount)} ${coin}`,
            testId: 'product-range',
          },
          {
            label: t('lending.credit.product.cycle'),
            value: t('lending.common.days', { days: product.cycleDays }),
            testId: 'product-cycle',
          },
          {
            label: t('lending.credit.product.daily'),
            value: <RatePair rate={product.dailyRate} apr={product.apr} per="day" />,
            testId: 'product-daily',
          },
          {
            label: t('lending.credit.product.late'),
            value: <RatePair rate={product.lateDailyRate} apr={product.lateApr} per="day" />,
            testId: 'product-late',
          },
          {
            label: t('lending.credit.product.repayment'),
            value: t(`lending.credit.repayment.${product.repayment}`),
            testId: 'product-repayment',
          },
          {
            label: t('lending.credit.product.lender'),
            value: product.lender,
            testId: 'product-lender',
          },
        ]}
      />
      <p className="muted small lending-note" data-testid="product-repayment-note">
        {t(`lending.credit.repaymentNote.${product.repayment}`)}
      </p>
      <p className="muted small lending-note" data-testid="product-example">
        {t('lending.credit.product.example', {
          amount: formatExact(product.maxAmount),
          coin,
          days: product.cycleDays,
          interest: formatBalance(product.exampleInterest, product.coinDecimals),
        })}
      </p>
      {canApply && (
        <Button
          block
          shape="rounded"
          color="primary"
          data-testid={`credit-apply-${product.id}`}
          onClick={() => navigate(applyPath(product.id))}
        >
          {t('lending.credit.product.apply', { coin })}
        </Button>
      )}
    </section>
  );
}
