import type { MiningOrder } from '@exchange/contracts';
import { CheckCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../wallet/format';
import { MachineTypeBadge, MiningStatusBadge } from './MiningBadges';

/** The order's type, name and state, and its machines, large. */
export function MiningOrderSummary({ order }: { order: MiningOrder }) {
  const { t } = useTranslation();
  return (
    <section className="card lending-card lending-inline" data-testid="mining-order-summary">
      <div className="lending-card-head">
        <MachineTypeBadge type={order.type} />
        <strong className="earn-product-name">{order.name}</strong>
        <MiningStatusBadge status={order.status} />
      </div>
      <div className="lending-total">
        <span className="muted small">{t('mining.order.incomePaid')}</span>
        <strong className="lending-up" data-testid="mining-order-income">
          {formatBalance(order.incomePaid)} {order.coin}
        </strong>
      </div>
    </section>
  );
}

/** The header after a purchase (`?new=1`): it went through, where the machines are, and when they earn. */
export function MiningOrderSuccess({ order }: { order: MiningOrder }) {
  const { t } = useTranslation();
  return (
    <section
      className="notice lending-inline earn-success"
      role="status"
      data-testid="mining-order-new"
    >
      <CheckCircleOutline className="earn-success-icon" aria-hidden="true" />
      <strong>{t('mining.order.newTitle')}</strong>
      <p className="lending-note" data-testid="mining-order-new-text">
        {t('mining.order.newText', {
          quantity: order.quantity,
          name: order.name,
          start: order.startDate,
          end: order.endDate,
        })}
      </p>
    </section>
  );
}
