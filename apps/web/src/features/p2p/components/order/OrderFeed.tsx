import { Button, ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import { SegmentTabs } from '../../../account/components/SegmentTabs';
import { coinDecimalsOf, fiatDecimalsOf } from '../../format';
import { useFiats, useMyOrders, useP2pCoins, type OrderScope, type OrderSide } from '../../queries';
import { OrderRow } from './OrderRow';

/** The caller's orders of one scope and side, newest first, a page at a time. */
export function OrderList({ scope, side = 'any' }: { scope: OrderScope; side?: OrderSide }) {
  const { t } = useTranslation();
  const orders = useMyOrders(scope, side);
  const coins = useP2pCoins();
  const fiats = useFiats();
  const list = orders.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <QueryState
      isPending={orders.isPending}
      error={orders.error}
      onRetry={() => void orders.refetch()}
    >
      {list.length === 0 ? (
        <div className="p2p-empty" data-testid="p2p-orders-empty">
          <ErrorBlock status="empty" title={t('p2p.order.empty')} description="" />
        </div>
      ) : (
        <ul className="p2p-order-list" data-testid="p2p-order-list">
          {list.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              markOwnAds={side === 'any'}
              coinDecimals={coinDecimalsOf(coins.data, order.coin)}
              fiatDecimals={fiatDecimalsOf(fiats.data, order.fiat)}
            />
          ))}
        </ul>
      )}
      {orders.hasNextPage ? (
        <Button
          block
          fill="none"
          size="small"
          data-testid="p2p-orders-more"
          loading={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
        >
          {t('p2p.common.more')}
        </Button>
      ) : (
        list.length > 0 && <p className="p2p-end muted small">{t('p2p.common.end')}</p>
      )}
    </QueryState>
  );
}

/**
 * The caller's orders, those in progress or those finished, newest first:
 * all of them, or (`advertiser`) only those on their own ads.
 */
export function OrderFeed({ side = 'any' }: { side?: OrderSide }) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<OrderScope>('open');
  return (
    <div className="p2p-orders">
      <SegmentTabs
        items={[
          { key: 'open', label: t('p2p.order.open') },
          { key: 'finished', label: t('p2p.order.finished') },
        ]}
        value={scope}
        onChange={setScope}
        testIdPrefix="p2p-scope"
      />
      <OrderList key={scope} scope={scope} side={side} />
    </div>
  );
}
