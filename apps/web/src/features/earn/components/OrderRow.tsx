import type { EarnOrder } from '@exchange/contracts';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBalance } from '../../wallet/format';
import { orderPath } from '../paths';
import { OrderStatusBadge } from './EarnBadges';
import { RateRange } from './RateRange';
import '../../p2p/trade.css';

/** One order in a list: its product and state, the amount, the rates, its term and the income paid. */
export function OrderRow({ order }: { order: EarnOrder }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={orderPath(order.id)} className="lending-row" data-testid={`earn-order-${order.id}`}>
        <span className="p2p-order-row-head">
          <strong>{order.name}</strong>
          <OrderStatusBadge status={order.status} />
          <RightOutline className="p2p-row-arrow" aria-hidden="true" />
        </span>
        <span className="p2p-order-row-figures">
          <span>
            <span className="muted small">{t('earn.order.amount')}</span>
            <span data-testid="earn-row-amount">
              {formatBalance(order.amount)} {order.coin}
            </span>
          </span>
          <span>
            <span className="muted small">{t('earn.order.incomePaid')}</span>
            <span className="lending-up" data-testid="earn-row-income">
              {formatBalance(order.incomePaid)} {order.coin}
            </span>
          </span>
        </span>
        <RateRange
          rateMin={order.rateMin}
          rateMax={order.rateMax}
          aprMin={order.aprMin}
          aprMax={order.aprMax}
          testId="earn-row-rate"
        />
        <span className="muted small" data-testid="earn-row-term">
          {t('earn.orders.term', { from: order.valueDate, to: order.maturityDate })}
        </span>
      </Link>
    </li>
  );
}
