import type { MarketSummary } from '@exchange/contracts';
import { Button, Dialog } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../../../app/notify';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { recordPath } from '../../market/paths';
import { useCancelAll, useCancelOrder } from '../mutations';
import { useOpenOrders } from '../queries';
import { OrderRow, placesOf } from './OrderRow';

/** The market's open orders under the form, each cancellable, with cancel-all and the history. */
export function OpenOrders({ market }: { market: MarketSummary }) {
  const { t } = useTranslation();
  const signedIn = useSession((state) => state.token !== null);
  const open = useOpenOrders(market.symbol);
  const cancel = useCancelOrder();
  const cancelAll = useCancelAll();
  const [asking, setAsking] = useState(false);
  const orders = open.data?.list ?? [];

  const cancelOne = async (orderId: string) => {
    try {
      await cancel.mutateAsync(orderId);
      notify.info(t('trade.orders.cancelled'));
    } catch {
      // Already toasted (it may have filled meanwhile); the stream shows its state.
    }
  };
  const confirmAll = async () => {
    setAsking(false);
    try {
      const result = await cancelAll.mutateAsync(market.symbol);
      notify.info(t('trade.orders.allCancelled', { count: result.cancelled }));
    } catch {
      // Already toasted.
    }
  };

  return (
    <section className="open-orders" data-testid="current-orders">
      <div className="orders-head">
        <h2>
          {signedIn
            ? t('trade.orders.open', { count: open.data?.total ?? 0 })
            : t('trade.record.current')}
        </h2>
        {orders.length > 0 && (
          <button
            type="button"
            className="orders-cancel-all"
            data-testid="cancel-all"
            disabled={cancelAll.isPending}
            onClick={() => setAsking(true)}
          >
            {t('trade.orders.cancelAll')}
          </button>
        )}
        <Link to={recordPath(market.symbol, 'history')} className="orders-history">
          <FileOutline />
          {t('trade.orders.history')}
        </Link>
      </div>
      {!signedIn ? (
        <p className="orders-empty muted">{t('trade.orders.loginToSee')}</p>
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
                  action={
                    <Button
                      size="mini"
                      shape="rounded"
                      className="order-cancel"
                      loading={cancel.isPending && cancel.variables === order.orderId}
                      data-testid="cancel-order"
                      onClick={() => void cancelOne(order.orderId)}
                    >
                      {t('trade.orders.cancel')}
                    </Button>
                  }
                />
              ))}
            </ul>
          )}
        </QueryState>
      )}
      <Dialog
        visible={asking}
        title={t('trade.orders.cancelAllTitle')}
        closeOnMaskClick
        onClose={() => setAsking(false)}
        content={
          <div className="confirm-cancel-all" data-testid="cancel-all-dialog">
            <p className="muted">{t('trade.orders.cancelAllBody', { symbol: market.symbol })}</p>
            <div className="confirm-actions">
              <Button shape="rounded" block onClick={() => setAsking(false)}>
                {t('trade.orders.keep')}
              </Button>
              <Button
                shape="rounded"
                block
                color="danger"
                data-testid="cancel-all-confirm"
                onClick={() => void confirmAll()}
              >
                {t('trade.orders.cancelAll')}
              </Button>
            </div>
          </div>
        }
      />
    </section>
  );
}
