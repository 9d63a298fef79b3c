import type { MarketSummary, SpotOrder } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../funding/components/DetailRows';
import { formatDateTime, formatPrice, formatQuantity } from '../../market/format';
import { formatBalance } from '../../wallet/format';
import { orderResult } from '../orderStatus';
import { placesOf } from './OrderRow';
import { ResultBadge } from './ResultBadge';

/** Everything about one order, as label and value rows. */
export function OrderFacts({
  order,
  market,
}: {
  order: SpotOrder;
  market: MarketSummary | undefined;
}) {
  const { t } = useTranslation();
  const places = placesOf(market);
  const [base = '', quote = ''] = order.symbol.split('/');
  const result = orderResult(order);
  return (
    <DetailRows
      rows={[
        {
          label: t('trade.detail.status'),
          value: <ResultBadge result={result} />,
          testId: 'order-status',
        },
        order.cancelReason !== null && {
          label: t('trade.detail.reason'),
          value: t(`trade.cancelReason.${order.cancelReason}`),
        },
        { label: t('trade.detail.pair'), value: order.symbol },
        {
          label: t('trade.detail.type'),
          value: (
            <span className={order.side === 'buy' ? 'up' : 'down'}>
              {t(`trade.side.${order.side}`)} · {t(`trade.${order.type}`)}
            </span>
          ),
        },
        {
          label: t('trade.detail.price'),
          value:
            order.price === null
              ? t('trade.market')
              : `${formatPrice(order.price, places.price)} ${quote}`,
        },
        order.amount !== null && {
          label: t('trade.detail.amount'),
          value: `${formatQuantity(order.amount, places.amount)} ${base}`,
        },
        order.quoteAmount !== null && {
          label: t('trade.detail.quoteAmount'),
          value: `${formatPrice(order.quoteAmount, places.price)} ${quote}`,
        },
        {
          label: t('trade.detail.filled'),
          value: `${formatQuantity(order.filledAmount, places.amount)} ${base}`,
          testId: 'order-filled',
        },
        {
          label: t('trade.detail.average'),
          value:
            order.averagePrice === null
              ? '--'
              : `${formatPrice(order.averagePrice, places.price)} ${quote}`,
        },
        {
          label: t('trade.detail.value'),
          value: `${formatPrice(order.filledQuote, places.price)} ${quote}`,
        },
        {
          label: t('trade.detail.fee'),
          value: `${formatBalance(order.fee)} ${order.feeAsset}`,
        },
        { label: t('trade.detail.orderId'), value: order.orderId },
        { label: t('trade.detail.created'), value: formatDateTime(order.createdAt) },
        { label: t('trade.detail.updated'), value: formatDateTime(order.updatedAt) },
      ]}
    />
  );
}
