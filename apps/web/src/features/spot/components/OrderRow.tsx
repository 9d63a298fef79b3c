import type { MarketSummary, SpotOrder } from '@exchange/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice, formatQuantity } from '../../market/format';
import { orderDetailPath } from '../../market/paths';
import { filledShare, orderResult } from '../orderStatus';
import { ResultBadge } from './ResultBadge';
import { RowHead } from './RowHead';

/** Decimals for figures of a market that may not be loaded: exact text until it is. */
export interface Places {
  price: number;
  amount: number;
}

export function placesOf(market: MarketSummary | undefined): Places {
  return { price: market?.pricePrecision ?? 8, amount: market?.amountPrecision ?? 8 };
}

/**
 * One order: side and type, pair, time, status; price, amount and how much
 * filled. The whole row opens the order's detail; `action` (cancel) sits apart.
 */
export function OrderRow({
  order,
  places,
  action,
}: {
  order: SpotOrder;
  places: Places;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const result = orderResult(order);
  const [base = '', quote = ''] = order.symbol.split('/');
  const byQuote = order.amount === null;
  return (
    <li className="order-row" data-testid="order-row">
      <RowHead
        up={order.side === 'buy'}
        label={
          <>
            {t(`trade.side.${order.side}`)} · {t(`trade.${order.type}`)}
          </>
        }
        symbol={order.symbol}
        timeMs={order.createdAt}
      >
        {action ?? <ResultBadge result={result} testId="order-result" />}
      </RowHead>
      <Link to={orderDetailPath(order.orderId)} className="order-figures">
        <span>
          <small className="muted">{t('trade.price')}</small>
          <span className="num">
            {order.price === null ? t('trade.market') : formatPrice(order.price, places.price)}
          </span>
        </span>
        <span>
          <small className="muted">
            {byQuote ? `${t('trade.total')} (${quote})` : `${t('trade.amount')} (${base})`}
          </small>
          <span className="num">
            {byQuote
              ? formatPrice(order.quoteAmount, places.price)
              : formatQuantity(order.amount, places.amount)}
          </span>
        </span>
        <span>
          <small className="muted">{t('trade.orders.filled')}</small>
          <span className="num">{filledShare(order) ?? '--'}</span>
        </span>
      </Link>
    </li>
  );
}
