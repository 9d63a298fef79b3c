import type { PerpOrder } from '@exchange/contracts';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { DetailRows } from '../../funding/components/DetailRows';
import { formatDateTime, formatPrice } from '../../market/format';
import { ResultBadge } from '../../spot/components/ResultBadge';
import { formatLots, formatMoney, formatPnl, leverageText } from '../format';
import { cancelReasonKey, perpOrderResult } from '../orderStatus';
import { buys } from '../perpRules';
import { usePerpOrder, usePerpOrderFills } from '../queries';
import { PerpFillRow } from './PerpFillRow';

function OrderFacts({ order, places }: { order: PerpOrder; places: number }) {
  const { t } = useTranslation();
  const result = perpOrderResult(order);
  const asset = order.marginAsset;
  return (
    <DetailRows
      rows={[
        {
          label: t('trade.detail.status'),
          value: <ResultBadge result={result} />,
          testId: 'sheet-status',
        },
        order.cancelReason !== null && {
          label: t('trade.detail.reason'),
          value: t(cancelReasonKey(order.cancelReason)),
        },
        order.trigger !== null && {
          label: t('perp.order.trigger'),
          value: t(`perp.closedBy.${order.trigger}`),
        },
        {
          label: t('trade.detail.type'),
          value: (
            <span className={buys(order) ? 'up' : 'down'}>
              {t(`perp.submit.${order.action}.${order.direction}`)} · {t(`trade.${order.type}`)}
            </span>
          ),
        },
        {
          label: t('trade.detail.price'),
          value: order.price === null ? t('trade.market') : formatPrice(order.price, places),
        },
        {
          label: t('perp.order.filledOfLots'),
          value: `${formatLots(order.filledLots)} / ${formatLots(order.lots)}`,
        },
        { label: t('trade.detail.average'), value: formatPrice(order.averagePrice, places) },
        { label: t('perp.leverage.title'), value: leverageText(order.leverage) },
        order.action === 'open' && {
          label: t('perp.position.margin', { asset }),
          value: formatMoney(order.margin, asset),
        },
        order.action === 'close' && {
          label: t('perp.position.realised', { asset }),
          value: formatPnl(order.realisedPnl, asset),
        },
        { label: t('perp.pnl.fees', { asset }), value: formatMoney(order.fee, asset) },
        order.takeProfit !== null && {
          label: t('perp.position.takeProfit'),
          value: formatPrice(order.takeProfit, places),
        },
        order.stopLoss !== null && {
          label: t('perp.position.stopLoss'),
          value: formatPrice(order.stopLoss, places),
        },
        { label: t('trade.detail.orderId'), value: order.orderId },
        { label: t('trade.detail.created'), value: formatDateTime(order.createdAt) },
        { label: t('trade.detail.updated'), value: formatDateTime(order.updatedAt) },
      ]}
    />
  );
}

function SheetBody({
  orderId,
  known,
  places,
}: {
  orderId: string;
  known: PerpOrder | undefined;
  places: number;
}) {
  const { t } = useTranslation();
  const order = usePerpOrder(orderId, known);
  const fills = usePerpOrderFills(orderId);
  return (
    <div className="order-sheet" data-testid="order-sheet">
      <h2 className="sheet-title">{t('trade.detail.title')}</h2>
      <QueryState
        isPending={order.isPending}
        error={order.error}
        onRetry={() => void order.refetch()}
      >
        {order.data && <OrderFacts order={order.data} places={places} />}
      </QueryState>
      <h3 className="detail-section-title">{t('trade.detail.fills')}</h3>
      <QueryState
        isPending={fills.isPending}
        error={fills.error}
        onRetry={() => void fills.refetch()}
      >
        {(fills.data ?? []).length === 0 ? (
          <p className="orders-empty muted">{t('trade.detail.noFills')}</p>
        ) : (
          <ul className="order-list">
            {(fills.data ?? []).map((fill) => (
              <PerpFillRow key={fill.tradeId} fill={fill} places={places} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

/** An entrust and its fills in a bottom sheet, open while `orderId` is set. */
export function OrderSheet({
  orderId,
  known,
  places,
  onClose,
}: {
  orderId: string | null;
  /** The row tapped, shown while the fresh copy loads. */
  known?: PerpOrder | undefined;
  places: number;
  onClose: () => void;
}) {
  return (
    <Popup
      visible={orderId !== null}
      position="bottom"
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="perp-sheet"
      destroyOnClose
    >
      {orderId !== null && <SheetBody orderId={orderId} known={known} places={places} />}
    </Popup>
  );
}
