import type { EarnProduct } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../funding/components/DetailRows';
import { hourText, percentText } from '../../lending/format';
import { formatDateTime } from '../../market/format';
import { formatExact } from '../../wallet/format';
import { SaleBadge } from './EarnBadges';
import { RateRange } from './RateRange';
import { StockMeter } from './StockMeter';

/** The product at a glance: its name, kind and sale state, the rates beside their APR, the stock. */
export function ProductHead({ product }: { product: EarnProduct }) {
  const { t } = useTranslation();
  return (
    <section className="card lending-card lending-inline" data-testid="earn-product-head">
      <div className="lending-card-head">
        <strong className="earn-product-name">{product.name}</strong>
        <span className="badge">{t(`earn.kindOne.${product.kind}`)}</span>
        <SaleBadge sale={product.sale} />
      </div>
      <div className="lending-hero">
        <span className="muted small">{t('earn.product.daily')}</span>
        <RateRange
          rateMin={product.rateMin}
          rateMax={product.rateMax}
          aprMin={product.aprMin}
          aprMax={product.aprMax}
          testId="earn-detail-rate"
          large
        />
      </div>
      <StockMeter product={product} />
    </section>
  );
}

/** Every term of the product, rows that do not apply to its kind left out. */
export function ProductTerms({ product }: { product: EarnProduct }) {
  const { t } = useTranslation();
  const { coin } = product;
  return (
    <section className="card lending-card lending-inline" data-testid="earn-terms">
      <h3 className="card-title">{t('earn.product.terms')}</h3>
      <DetailRows
        rows={[
          { label: t('earn.product.coin'), value: coin },
          {
            label: t('earn.product.cycle'),
            value: t('lending.common.days', { days: product.cycleDays }),
            testId: 'earn-terms-cycle',
          },
          {
            label: t('earn.product.perPurchase'),
            value: `${formatExact(product.minAmount)} – ${formatExact(product.maxAmount)} ${coin}`,
            testId: 'earn-terms-range',
          },
          {
            label: t('earn.product.userLimit'),
            value: `${formatExact(product.userLimit)} ${coin}`,
            testId: 'earn-terms-limit',
          },
          product.lockDate !== null && {
            label: t('earn.product.lockDate'),
            value: product.lockDate,
            testId: 'earn-terms-lock-date',
          },
          {
            label: t('earn.product.payout'),
            value: t('earn.product.payoutAt', {
              hour: hourText(product.payoutHour),
              zone: product.timeZone,
            }),
            testId: 'earn-terms-payout',
          },
          product.kind === 'fund' && {
            label: t('earn.product.penalty'),
            value: t('earn.product.penaltyValue', { ratio: percentText(product.penaltyRatio) }),
            testId: 'earn-terms-penalty',
          },
          { label: t('earn.product.opensAt'), value: formatDateTime(product.opensAt) },
          { label: t('earn.product.closesAt'), value: formatDateTime(product.closesAt) },
        ]}
      />
    </section>
  );
}
