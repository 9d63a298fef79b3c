import type { P2pOrder } from '@exchange/contracts';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../market/format';
import { coinText, fiatText } from '../../format';
import { awaitsCaller } from '../../orderStatus';
import { orderPath } from '../../paths';
import { OrderStateBadge } from '../StateBadge';

/**
 * One order in a list: the caller's side, its state (and whether it waits
 * for them), the sums and who it is with.
 */
export function OrderRow({
  order,
  coinDecimals,
  fiatDecimals,
  markOwnAds,
}: {
  order: P2pOrder;
  coinDecimals: number | undefined;
  fiatDecimals: number | undefined;
  /** In a list of every order: marks those on the caller's own ads. */
  markOwnAds: boolean;
}) {
  const { t } = useTranslation();
  const buying = order.role === 'buyer';
  return (
    <li>
      <Link
        to={orderPath(order.id)}
        className="p2p-order-row"
        data-testid={`p2p-order-${order.id}`}
      >
        <span className="p2p-order-row-head">
          <strong className={buying ? 'up' : 'down'}>
            {buying
              ? t('p2p.common.buyCoin', { coin: order.coin })
              : t('p2p.common.sellCoin', { coin: order.coin })}
          </strong>
          {markOwnAds && order.advertiser && <span className="badge">{t('p2p.order.myAd')}</span>}
          {awaitsCaller(order) && (
            <span className="badge p2p-your-turn" data-testid="order-your-turn">
              {t('p2p.order.yourTurn')}
            </span>
          )}
          <OrderStateBadge state={order.status} />
          <RightOutline className="p2p-row-arrow" aria-hidden="true" />
        </span>
        <span className="p2p-order-row-figures">
          <span>
            <span className="muted small">{t('p2p.common.amount')}</span>
            <span data-testid="order-row-amount">
              {fiatText(order.amount, fiatDecimals)} {order.fiat}
            </span>
          </span>
          <span>
            <span className="muted small">{t('p2p.common.price')}</span>
            <span>{fiatText(order.price, fiatDecimals)}</span>
          </span>
          <span>
            <span className="muted small">{t('p2p.common.quantity')}</span>
            <span>
              {coinText(order.quantity, coinDecimals)} {order.coin}
            </span>
          </span>
        </span>
        <span className="p2p-order-row-foot muted small">
          <span>{order.counterpart.nickname}</span>
          <span>{formatDateTime(Date.parse(order.createdAt))}</span>
        </span>
      </Link>
    </li>
  );
}
