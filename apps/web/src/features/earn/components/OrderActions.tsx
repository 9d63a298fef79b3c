import type { EarnOrder } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DetailRows } from '../../funding/components/DetailRows';
import { percentText } from '../../lending/format';
import { formatBalance, formatExact } from '../../wallet/format';
import { useEarnRedeem } from '../mutations';

type Redemption = NonNullable<EarnOrder['redeemNow']>;

/** What early redemption costs now, as the server computes it, with its formula. */
function RedeemFigures({ order, now }: { order: EarnOrder; now: Redemption }) {
  const { t } = useTranslation();
  const ofCoin = (text: string) => `${formatBalance(text)} ${order.coin}`;
  return (
    <div className="lending-dialog">
      <DetailRows
        rows={[
          {
            label: t('earn.order.redeem.remaining'),
            value: t('lending.common.days', { days: now.remainingDays }),
            testId: 'earn-redeem-days',
          },
          {
            label: t('earn.order.redeem.penalty'),
            value: ofCoin(now.penalty),
            testId: 'earn-redeem-penalty',
          },
          {
            label: t('earn.order.redeem.returned'),
            value: <strong>{ofCoin(now.returned)}</strong>,
            testId: 'earn-redeem-returned',
          },
        ]}
      />
      <p className="muted small lending-note" data-testid="earn-redeem-formula">
        {t('earn.order.redeem.formula', {
          ratio: percentText(order.penaltyRatio),
          days: now.remainingDays,
          amount: formatExact(order.amount),
          penalty: formatExact(now.penalty),
          coin: order.coin,
        })}
      </p>
      <p className="muted small lending-note">{t('earn.order.redeem.note')}</p>
    </div>
  );
}

/**
 * What may be done with an order now: redeem a fund in custody early (its
 * penalty and what comes back shown before confirming), or cancel a
 * lock-up still confirming. A lock-up in its lock says it ends by itself.
 * The server's refusals (EARN_NOT_REDEEMABLE...) are toasted.
 */
export function OrderActions({ order }: { order: EarnOrder }) {
  const { t } = useTranslation();
  const redeem = useEarnRedeem();
  const [asking, setAsking] = useState(false);
  const cancelling = order.cancellable;
  const now = order.redeemNow;
  if (!cancelling && now === null) {
    return order.kind === 'lockup' && order.status === 'custody' ? (
      <p className="muted small lending-note" data-testid="earn-order-locked">
        {t('earn.order.lockedNote')}
      </p>
    ) : null;
  }

  const confirm = () => {
    setAsking(false);
    redeem.mutate(
      { orderId: order.id },
      {
        onSuccess: ({ order: ended }) => {
          const shown = { amount: formatExact(ended.returned ?? order.amount), coin: order.coin };
          notify.info(
            cancelling ? t('earn.order.cancel.done', shown) : t('earn.order.redeem.done', shown),
          );
        },
      },
    );
  };

  return (
    <section className="lending-actions" data-testid="earn-order-actions">
      <Button
        block
        shape="rounded"
        color={cancelling ? 'default' : 'primary'}
        loading={redeem.isPending}
        data-testid={cancelling ? 'earn-cancel' : 'earn-redeem'}
        onClick={() => setAsking(true)}
      >
        {cancelling ? t('earn.order.cancel.button') : t('earn.order.redeem.button')}
      </Button>
      <ConfirmDialog
        visible={asking}
        className="lending-dialog"
        title={cancelling ? t('earn.order.cancel.title') : t('earn.order.redeem.title')}
        body={
          now !== null && !cancelling ? (
            <RedeemFigures order={order} now={now} />
          ) : (
            t('earn.order.cancel.body', { amount: formatExact(order.amount), coin: order.coin })
          )
        }
        confirmText={cancelling ? t('earn.order.cancel.confirm') : t('earn.order.redeem.confirm')}
        keepText={t('earn.order.keep')}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
        testId={cancelling ? 'earn-cancel-dialog' : 'earn-redeem-dialog'}
      />
    </section>
  );
}
