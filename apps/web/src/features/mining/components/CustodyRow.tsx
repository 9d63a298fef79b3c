import type { CustodyOrder } from '@exchange/contracts';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailRows } from '../../funding/components/DetailRows';
import { formatDateTime } from '../../market/format';
import { formatBalance } from '../../wallet/format';
import { orderPath } from '../../earn/paths';
import { miningOrderPath } from '../paths';

/** A fund or lock-up opens on the earn order page, machines on the mining one. */
export function custodyOrderPath(order: Pick<CustodyOrder, 'kind' | 'id'>): string {
  return order.kind === 'machine' ? miningOrderPath(order.id) : orderPath(order.id);
}

/**
 * One order holding coins or machines in custody: its kind and name, the
 * principal (or the price paid and the machines held), start, end, days
 * left and income paid. The whole row opens its order.
 */
export function CustodyRow({ order }: { order: CustodyOrder }) {
  const { t } = useTranslation();
  const ofCoin = (text: string) => `${formatBalance(text)} ${order.coin}`;
  const machines = order.kind === 'machine';
  return (
    <li>
      <Link
        to={custodyOrderPath(order)}
        className="lending-row"
        data-testid={`custody-${order.kind}-${order.id}`}
      >
        <span className="p2p-order-row-head">
          <span className="badge" data-testid="custody-kind">
            {t(`mining.custody.kind.${order.kind}`)}
          </span>
          <strong>{order.name}</strong>
          <RightOutline className="p2p-row-arrow" aria-hidden="true" />
        </span>
        <DetailRows
          rows={[
            {
              label: machines ? t('mining.custody.paid') : t('mining.custody.principal'),
              value: <strong>{ofCoin(order.amount)}</strong>,
              testId: 'custody-amount',
            },
            machines &&
              order.quantity !== null && {
                label: t('mining.custody.machines'),
                value: order.quantity,
                testId: 'custody-quantity',
              },
            { label: t('mining.custody.start'), value: order.startDate, testId: 'custody-start' },
            {
              label: t('mining.custody.end'),
              value: formatDateTime(order.endAt),
              testId: 'custody-end',
            },
            {
              label: t('mining.order.remaining'),
              value: t('lending.common.days', { days: order.remainingDays }),
              testId: 'custody-remaining',
            },
            {
              label: t('mining.order.incomePaid'),
              value: <span className="lending-up">{ofCoin(order.incomePaid)}</span>,
              testId: 'custody-income',
            },
          ]}
        />
      </Link>
    </li>
  );
}
