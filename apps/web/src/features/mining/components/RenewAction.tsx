import type { MiningOrder } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DetailRows } from '../../funding/components/DetailRows';
import { OutcomeUnknown } from '../../lending/components/Notices';
import { formatDateTime } from '../../market/format';
import { NO_VALUE } from '../../settings/fiat';
import { formatBalance, formatExact } from '../../wallet/format';
import { useIdempotentSubmit } from '../../wallet/useIdempotentSubmit';
import { timesQuantity } from '../miningMath';
import { useMiningRenew } from '../mutations';

/** What a renewal costs (the unit price × the machines) and what it adds. */
function RenewFigures({ order }: { order: MiningOrder }) {
  const { t } = useTranslation();
  const cost = timesQuantity(order.unitPrice, order.quantity);
  return (
    <div className="lending-dialog">
      <DetailRows
        rows={[
          {
            label: t('mining.order.renew.cost'),
            value: (
              <strong>{cost === null ? NO_VALUE : `${formatBalance(cost)} ${order.coin}`}</strong>
            ),
            testId: 'mining-renew-cost',
          },
          {
            label: t('mining.order.renew.adds'),
            value: t('lending.common.days', { days: order.termDays }),
            testId: 'mining-renew-days',
          },
        ]}
      />
      <p className="muted small lending-note" data-testid="mining-renew-formula">
        {t('mining.order.renew.formula', {
          price: formatExact(order.unitPrice),
          quantity: order.quantity,
          cost: cost === null ? NO_VALUE : formatExact(cost),
          coin: order.coin,
        })}
      </p>
      <p className="muted small lending-note">{t('mining.order.renew.note')}</p>
    </div>
  );
}

/**
 * Renewal of a machine order in custody: one more term at its machine's
 * price, open once the days left are at most one term (never the trial).
 * Before then it says when it opens. The request id is kept for a retry;
 * the server's refusals are toasted.
 */
export function RenewAction({ order }: { order: MiningOrder }) {
  const { t } = useTranslation();
  const renew = useMiningRenew();
  const { submit, outcome } = useIdempotentSubmit((body: { orderId: string }, requestId: string) =>
    renew.mutateAsync({ ...body, requestId }),
  );
  const [asking, setAsking] = useState(false);
  if (order.status !== 'custody' || order.type === 'trial') return null;
  if (!order.renewable) {
    return order.renewFrom === null ? null : (
      <p className="muted small lending-note" data-testid="mining-renew-opens">
        {t('mining.order.renew.opens', { time: formatDateTime(order.renewFrom) })}
      </p>
    );
  }

  const confirm = async () => {
    setAsking(false);
    if (renew.isPending) return;
    const result = await submit({ orderId: order.id });
    if (result) {
      notify.info(t('mining.order.renew.done', { end: result.order.endDate }));
    }
  };

  return (
    <section className="lending-actions" data-testid="mining-order-actions">
      <Button
        block
        shape="rounded"
        color="primary"
        loading={renew.isPending}
        data-testid="mining-renew"
        onClick={() => setAsking(true)}
      >
        {t('mining.order.renew.button')}
      </Button>
      <OutcomeUnknown outcome={outcome} />
      <ConfirmDialog
        visible={asking}
        className="lending-dialog"
        title={t('mining.order.renew.title')}
        body={<RenewFigures order={order} />}
        confirmText={t('mining.order.renew.confirm')}
        keepText={t('mining.order.renew.keep')}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
        testId="mining-renew-dialog"
        danger={false}
      />
    </section>
  );
}
