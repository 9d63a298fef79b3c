import type { EarnOrder } from '@exchange/contracts';
import { CheckCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../market/format';
import { formatBalance, formatExact } from '../../wallet/format';
import { OrderStatusBadge } from './EarnBadges';

/** The order's name, state and amount, large. */
export function OrderSummary({ order }: { order: EarnOrder }) {
  const { t } = useTranslation();
  return (
    <section className="card lending-card lending-inline" data-testid="earn-order-summary">
      <div className="lending-card-head">
        <strong className="earn-product-name">{order.name}</strong>
        <OrderStatusBadge status={order.status} />
      </div>
      <div className="lending-total">
        <span className="muted small">{t('earn.order.amount')}</span>
        <strong data-testid="earn-order-amount">
          {formatBalance(order.amount)} {order.coin}
        </strong>
      </div>
    </section>
  );
}

/**
 * The header after a purchase (`?new=1`): it went through, where the coins
 * are, and when income starts, or for a lock-up when its coins lock.
 */
export function OrderSuccess({ order }: { order: EarnOrder }) {
  const { t } = useTranslation();
  const params = {
    amount: formatExact(order.amount),
    coin: order.coin,
    date: order.valueDate,
    time: formatDateTime(order.firstPayoutAt),
  };
  return (
    <section
      className="notice lending-inline earn-success"
      role="status"
      data-testid="earn-order-new"
    >
      <CheckCircleOutline className="earn-success-icon" aria-hidden="true" />
      <strong>{t('earn.order.newTitle')}</strong>
      <p className="lending-note" data-testid="earn-order-new-text">
        {order.kind === 'fund'
          ? t('earn.order.newFund', params)
          : t('earn.order.newLockup', params)}
      </p>
    </section>
  );
}
