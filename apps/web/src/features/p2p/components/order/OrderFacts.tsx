import type { P2pOrder } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../../funding/components/DetailRows';
import { formatDateTime } from '../../../market/format';
import { coinText, fiatText } from '../../format';

/** The order's sums, locked when it was made, and its number and time. */
export function OrderFacts({
  order,
  coinDecimals,
  fiatDecimals,
}: {
  order: P2pOrder;
  coinDecimals: number | undefined;
  fiatDecimals: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <section className="card p2p-card">
      <div className="p2p-order-amount">
        <span className="muted small">{t('p2p.common.amount')}</span>
        <strong data-testid="order-amount">
          {fiatText(order.amount, fiatDecimals)} {order.fiat}
        </strong>
      </div>
      <DetailRows
        rows={[
          {
            label: t('p2p.common.price'),
            value: `${fiatText(order.price, fiatDecimals)} ${order.fiat}`,
            testId: 'order-price',
          },
          {
            label: t('p2p.common.quantity'),
            value: `${coinText(order.quantity, coinDecimals)} ${order.coin}`,
            testId: 'order-quantity',
          },
          {
            label: t('p2p.order.orderNo'),
            value: order.orderNo,
            copy: { text: order.orderNo, label: t('p2p.common.copy') },
          },
          {
            label: t('p2p.order.created'),
            value: formatDateTime(Date.parse(order.createdAt)),
          },
          {
            label: t('p2p.common.paymentTime'),
            value: t('p2p.common.minutes', { count: order.paymentMinutes }),
          },
        ]}
      />
    </section>
  );
}
