import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { OrderCancels } from '../useOrderCancels';

/** The controls of useOrderCancels, shared by the spot and the contract order lists. */

export function CancelAllButton({ cancels }: { cancels: OrderCancels }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="orders-cancel-all"
      data-testid="cancel-all"
      disabled={cancels.cancellingAll}
      onClick={cancels.ask}
    >
      {t('trade.orders.cancelAll')}
    </button>
  );
}

export function CancelOrderButton({
  cancels,
  orderId,
}: {
  cancels: OrderCancels;
  orderId: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="mini"
      shape="rounded"
      className="order-cancel"
      loading={cancels.cancelling(orderId)}
      data-testid="cancel-order"
      onClick={() => void cancels.cancelOne(orderId)}
    >
      {t('trade.orders.cancel')}
    </Button>
  );
}

/** Asks before cancelling every order; `body` names what would be cancelled. */
export function CancelAllDialog({ cancels, body }: { cancels: OrderCancels; body: string }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      visible={cancels.asking}
      title={t('trade.orders.cancelAllTitle')}
      body={body}
      confirmText={t('trade.orders.cancelAll')}
      keepText={t('trade.orders.keep')}
      onConfirm={() => void cancels.confirmAll()}
      onClose={cancels.keep}
      testId="cancel-all-dialog"
    />
  );
}
