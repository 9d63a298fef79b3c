import type { P2pOrder } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../app/notify';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { fiatText } from '../../format';
import { usePayOrder } from '../../mutations';

/** The buyer's "I have paid", asked once more before it is sent. */
export function PayAction({
  order,
  fiatDecimals,
}: {
  order: P2pOrder;
  fiatDecimals: number | undefined;
}) {
  const { t } = useTranslation();
  const pay = usePayOrder();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    setAsking(false);
    try {
      await pay.mutateAsync(order.id);
      notify.info(t('p2p.order.pay.done'));
    } catch {
      // Shown by the API client.
    }
  };
  return (
    <>
      <Button
        block
        shape="rounded"
        color="primary"
        size="large"
        loading={pay.isPending}
        data-testid="order-pay"
        onClick={() => setAsking(true)}
      >
        {t('p2p.order.pay.button')}
      </Button>
      <ConfirmDialog
        visible={asking}
        title={t('p2p.order.pay.title')}
        body={t('p2p.order.pay.body', {
          amount: fiatText(order.amount, fiatDecimals),
          fiat: order.fiat,
          name: order.payment.realName,
        })}
        confirmText={t('p2p.order.pay.confirm')}
        keepText={t('p2p.order.pay.keep')}
        danger={false}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
        testId="order-pay-dialog"
      />
    </>
  );
}
