import type { PerpOrder } from '@exchange/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../market/format';
import { ResultBadge } from '../../spot/components/ResultBadge';
import { RowHead } from '../../spot/components/RowHead';
import { formatLots } from '../format';
import { perpOrderResult } from '../orderStatus';
import { buys } from '../perpRules';
import { Figure } from './Figure';

/**
 * One entrust: what it does (open long, close short...) and its type, the
 * contract, time and status; price, filled of total lots, average price.
 * `action` (cancel) replaces the status; `onOpen` makes the figures open its
 * detail.
 */
export function PerpOrderRow({
  order,
  places,
  action,
  onOpen,
}: {
  order: PerpOrder;
  /** The contract's price decimals. */
  places: number;
  action?: ReactNode;
  onOpen?: () => void;
}) {
  const { t } = useTranslation();
  const result = perpOrderResult(order);
  const figures = (
    <>
      <Figure label={t('trade.price')}>
        {order.price === null ? t('trade.market') : formatPrice(order.price, places)}
      </Figure>
      <Figure label={t('perp.order.filledOfLots')} testId="order-filled-lots">
        {`${formatLots(order.filledLots)} / ${formatLots(order.lots)}`}
      </Figure>
      <Figure label={t('trade.detail.average')}>{formatPrice(order.averagePrice, places)}</Figure>
    </>
  );
  return (
    <li className="order-row" data-testid="perp-order-row">
      <RowHead
        up={buys(order)}
        label={
          <>
            {t(`perp.submit.${order.action}.${order.direction}`)} · {t(`trade.${order.type}`)}
          </>
        }
        symbol={order.symbol}
        timeMs={order.createdAt}
      >
        {action ?? <ResultBadge result={result} testId="order-result" />}
      </RowHead>
      {onOpen ? (
        <button
          type="button"
          className="perp-figures perp-figures-3 perp-open"
          data-testid="open-order"
          onClick={onOpen}
        >
          {figures}
        </button>
      ) : (
        <div className="perp-figures perp-figures-3">{figures}</div>
      )}
    </li>
  );
}
