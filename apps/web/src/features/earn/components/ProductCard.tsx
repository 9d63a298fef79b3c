import type { EarnProduct } from '@exchange/contracts';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailRows } from '../../funding/components/DetailRows';
import { formatDateTime } from '../../market/format';
import { formatExact } from '../../wallet/format';
import { productPath } from '../paths';
import { SaleBadge } from './EarnBadges';
import { RateRange } from './RateRange';
import { StockMeter } from './StockMeter';

/**
 * One product in the list: its name and sale state, the daily rate range
 * beside its APR, the term, the minimum, a lock-up's lock date, when an
 * upcoming sale opens, and the stock left. The whole card opens its page.
 */
export function ProductCard({ product }: { product: EarnProduct }) {
  const { t } = useTranslation();
  const { coin } = product;
  return (
    <li>
      <Link
        to={productPath(product.id)}
        className="card lending-card earn-product"
        data-testid={`earn-product-${product.id}`}
      >
        <span className="lending-card-head">
          <strong className="earn-product-name">{product.name}</strong>
          <SaleBadge sale={product.sale} />
          <RightOutline className="p2p-row-arrow" aria-hidden="true" />
        </span>
        <span className="lending-hero">
          <span className="muted small">{t('earn.product.daily')}</span>
          <RateRange
            rateMin={product.rateMin}
            rateMax={product.rateMax}
            aprMin={product.aprMin}
            aprMax={product.aprMax}
            testId="earn-product-rate"
            large
          />
        </span>
        <DetailRows
          rows={[
            {
              label: t('earn.product.cycle'),
              value: t('lending.common.days', { days: product.cycleDays }),
              testId: 'earn-product-cycle',
            },
            {
              label: t('earn.product.minAmount'),
              value: `${formatExact(product.minAmount)} ${coin}`,
              testId: 'earn-product-min',
            },
            product.lockDate !== null && {
              label: t('earn.product.lockDate'),
              value: product.lockDate,
              testId: 'earn-product-lock-date',
            },
            product.sale === 'upcoming' && {
              label: t('earn.product.opensAt'),
              value: formatDateTime(product.opensAt),
              testId: 'earn-product-opens',
            },
          ]}
        />
        <StockMeter product={product} />
      </Link>
    </li>
  );
}
