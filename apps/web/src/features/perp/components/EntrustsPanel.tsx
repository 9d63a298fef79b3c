import type { PerpConfig } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { QueryState } from '../../../components/QueryState';
import { useCancelAllPerp, useCancelPerpOrder } from '../mutations';
import type { usePerpEntrusts } from '../queries';
import { ConfirmDialog } from './ConfirmDialog';
import { PerpOrderRow } from './PerpOrderRow';

/** The contract's resting entrusts, each cancellable, with cancel-all. */
export function EntrustsPanel({
  contract,
  entrusts,
}: {
  contract: PerpConfig;
  entrusts: ReturnType<typeof usePerpEntrusts>;
}) {
  const { t } = useTranslation();
  const cancel = useCancelPerpOrder();
  const cancelAll = useCancelAllPerp();
  const [asking, setAsking] = useState(false);
  const list = entrusts.data?.list ?? [];

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
      const result = await cancelAll.mutateAsync(contract.symbol);
      notify.info(t('trade.orders.allCancelled', { count: result.cancelled }));
    } catch {
      // Already toasted.
    }
  };

  return (
    <>
      <QueryState
        isPending={entrusts.isPending}
        error={entrusts.error}
        onRetry={() => void entrusts.refetch()}
      >
        {list.length === 0 ? (
          <p className="orders-empty muted">{t('trade.orders.none')}</p>
        ) : (
          <>
            <div className="perp-panel-tools">
              <button
                type="button"
                className="orders-cancel-all"
                data-testid="cancel-all"
                disabled={cancelAll.isPending}
                onClick={() => setAsking(true)}
              >
                {t('trade.orders.cancelAll')}
              </button>
            </div>
            <ul className="order-list">
              {list.map((order) => (
                <PerpOrderRow
                  key={order.orderId}
                  order={order}
                  places={contract.pricePrecision}
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
          </>
        )}
      </QueryState>
      <ConfirmDialog
        visible={asking}
        title={t('trade.orders.cancelAllTitle')}
        body={t('perp.orders.cancelAllBody', { symbol: contract.symbol })}
        confirmText={t('trade.orders.cancelAll')}
        keepText={t('trade.orders.keep')}
        onConfirm={() => void confirmAll()}
        onClose={() => setAsking(false)}
        testId="cancel-all-dialog"
      />
    </>
  );
}
