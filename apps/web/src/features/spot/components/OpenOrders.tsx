import type { MarketSummary } from '@exchange/contracts';
import { FileOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { MarketTabs } from '../../market/components/MarketTabs';
import { recordPath } from '../../market/paths';
import { useCancelAll, useCancelOrder } from '../mutations';
import { useOpenOrders } from '../queries';
import { useWaitingStops } from '../stopQueries';
import { useOrderCancels } from '../useOrderCancels';
import { ConditionalOrders } from './ConditionalOrders';
import { CancelAllButton, CancelAllDialog, CancelOrderButton } from './OrderCancelling';
import { OrderRow, placesOf } from './OrderRow';
import './stops.css';

type OrdersTab = 'open' | 'stops';

/**
 * The market's open orders under the form, each cancellable, with cancel-all
 * and the history; beside them the waiting conditional orders.
 */
export function OpenOrders({ market }: { market: MarketSummary }) {
  const { t } = useTranslation();
  const signedIn = useSession((state) => state.token !== null);
  const open = useOpenOrders(market.symbol);
  const cancels = useOrderCancels(market.symbol, useCancelOrder(), useCancelAll());
  const waiting = useWaitingStops(market.symbol);
  const [tab, setTab] = useState<OrdersTab>('open');
  const orders = open.data?.list ?? [];

  return (
    <section className="open-orders" data-testid="current-orders">
      <div className="orders-head">
        {signedIn ? (
          <MarketTabs
            items={[
              { key: 'open', label: t('trade.orders.open', { count: open.data?.total ?? 0 }) },
              { key: 'stops', label: t('stops.tab', { count: waiting.data?.total ?? 0 }) },
            ]}
            value={tab}
            onChange={setTab}
            testIdPrefix="orders-tab"
          />
        ) : (
          <h2>{t('trade.record.current')}</h2>
        )}
        {tab === 'open' && orders.length > 0 && <CancelAllButton cancels={cancels} />}
        <Link
          to={recordPath(market.symbol, tab === 'stops' ? 'stops' : 'history')}
          className="orders-history"
        >
          <FileOutline />
          {t('trade.orders.history')}
        </Link>
      </div>
      {!signedIn ? (
        <p className="orders-empty muted">{t('trade.orders.loginToSee')}</p>
      ) : tab === 'stops' ? (
        <ConditionalOrders market={market} waiting={waiting} />
      ) : (
        <QueryState
          isPending={open.isPending}
          error={open.error}
          onRetry={() => void open.refetch()}
        >
          {orders.length === 0 ? (
            <p className="orders-empty muted">{t('trade.orders.none')}</p>
          ) : (
            <ul className="order-list">
              {orders.map((order) => (
                <OrderRow
                  key={order.orderId}
                  order={order}
                  places={placesOf(market)}
                  action={<CancelOrderButton cancels={cancels} orderId={order.orderId} />}
                />
              ))}
            </ul>
          )}
        </QueryState>
      )}
      <CancelAllDialog
        cancels={cancels}
        body={t('trade.orders.cancelAllBody', { symbol: market.symbol })}
      />
    </section>
  );
}
