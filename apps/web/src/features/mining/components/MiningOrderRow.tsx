import type { MiningOrder } from '@exchange/contracts';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBalance } from '../../wallet/format';
import { miningOrderPath } from '../paths';
import { MiningStatusBadge } from './MiningBadges';

/** One machine order in a list: name, quantity, state, days left, income earned, and why a payout waits. */
export function MiningOrderRow({ order }: { order: MiningOrder }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        to={miningOrderPath(order.id)}
        className="lending-row"
        data-testid={`mining-order-${order.id}`}
      >
        <span className="p2p-order-row-head">
          <strong>{order.name}</strong>
          <MiningStatusBadge status={order.status} />
          <RightOutline className="p2p-row-arrow" aria-hidden="true" />
        </span>
        <span className="p2p-order-row-figures">
          <span>
            <span className="muted small">{t('mining.order.quantity')}</span>
            <span data-testid="mining-row-quantity">{order.quantity}</span>
          </span>
          <span>
            <span className="muted small">{t('mining.order.remaining')}</span>
            <span data-testid="mining-row-remaining">
              {t('lending.common.days', { days: order.remainingDays })}
            </span>
          </span>
          <span>
            <span className="muted small">{t('mining.order.incomePaid')}</span>
            <span className="lending-up" data-testid="mining-row-income">
              {formatBalance(order.incomePaid)} {order.coin}
            </span>
          </span>
        </span>
        <span className="muted small" data-testid="mining-row-term">
          {t('mining.orders.term', { from: order.startDate, to: order.endDate })}
        </span>
        {order.waiting !== null && (
          <span className="mining-waiting-line small" data-testid="mining-row-waiting">
            {t(`mining.waiting.${order.waiting.reason}`)}
          </span>
        )}
      </Link>
    </li>
  );
}
