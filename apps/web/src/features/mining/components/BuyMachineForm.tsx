import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../app/notify';
import { FormFoot } from '../../lending/components/FormFoot';
import { Sheet } from '../../lending/components/Sheet';
import { useSpotAvailable } from '../../lending/queries';
import { formatBalance } from '../../wallet/format';
import { useIdempotentSubmit } from '../../wallet/useIdempotentSubmit';
import { useSettledAmount } from '../../earn/useSettledAmount';
import type { MachineState } from '../machineState';
import { quantityMax } from '../miningMath';
import { useMiningBuy } from '../mutations';
import { miningOrderPath } from '../paths';
import { useMiningQuote, type MiningMachineDetail } from '../queries';
import { BuyMachineConfirm } from './BuyMachineConfirm';
import { ClosedReason } from './MachineStateBadge';
import { MiningQuoteFigures, type QuoteState } from './MiningQuote';
import { QuantityStepper } from './QuantityStepper';

interface BuyDraft {
  machineId: number;
  quantity: number;
}

/**
 * The purchase: a number of machines within the stock left and the
 * user's limit (one trial), the quote for it once stepping pauses, then a
 * confirm sheet. The request id is kept for a retry of the same purchase
 * (a lost answer never buys twice) and renewed after a success, which
 * opens the new order with its success header.
 */
export function BuyMachineForm({
  machine,
  state,
  held = 0,
}: {
  machine: MiningMachineDetail;
  state: MachineState;
  /** Units of this machine the caller already holds in custody. */
  held?: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { availableOf } = useSpotAvailable();
  const buy = useMiningBuy();
  const { submit, outcome } = useIdempotentSubmit((body: BuyDraft, requestId: string) =>
    buy.mutateAsync({ ...body, requestId }),
  );
  const [quantity, setQuantity] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const open = state === 'open';
  const max = quantityMax(machine, held);
  const settled = Number(useSettledAmount(open ? String(quantity) : null) ?? '0');
  const quote = useMiningQuote(machine.id, open && settled > 0 ? settled : null);
  const current = quote.data?.quantity === quantity ? quote.data : undefined;
  let quoteState: QuoteState = 'loading';
  if (current) quoteState = 'ready';
  else if (quote.isError) quoteState = 'failed';
  const available = availableOf(machine.coin);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (open && quantity >= 1 && quantity <= max) setConfirming(true);
  };

  const confirm = async () => {
    if (buy.isPending) return;
    const result = await submit({ machineId: machine.id, quantity });
    if (!result) return;
    notify.info(t('mining.buy.done', { quantity, name: machine.name }));
    setConfirming(false);
    navigate(miningOrderPath(result.order.id, true), { replace: true });
  };

  return (
    <>
      <form
        className="account-form lending-form"
        noValidate
        data-testid="mining-buy-form"
        onSubmit={onSubmit}
      >
        <div className="mining-quantity">
          <span className="mining-quantity-label">{t('mining.buy.quantity')}</span>
          <QuantityStepper value={quantity} max={max} onChange={setQuantity} disabled={!open} />
        </div>
        <p className="muted small lending-note" data-testid="mining-qty-hint">
          {machine.type === 'trial'
            ? t('mining.buy.trialHint')
            : t('mining.buy.maxHint', { max, limit: machine.userLimit })}
        </p>
        {available !== null && (
          <p className="muted small lending-note" data-testid="mining-available">
            {t('lending.common.available', {
              amount: formatBalance(available, machine.decimals),
              coin: machine.coin,
            })}
          </p>
        )}
        {open && (
          <MiningQuoteFigures
            quote={current}
            state={quoteState}
            coin={machine.coin}
            decimals={machine.decimals}
          />
        )}
        <ClosedReason state={state} />
        <FormFoot
          note={t('mining.buy.note')}
          outcome={confirming ? null : outcome}
          pending={buy.isPending}
          disabled={!open}
          submitText={t('mining.machine.buy')}
          testId="mining-buy-submit"
          large
        />
      </form>
      <Sheet open={confirming} onClose={() => setConfirming(false)} testId="mining-confirm-sheet">
        {confirming && (
          <BuyMachineConfirm
            machine={machine}
            quantity={quantity}
            quote={current}
            outcome={outcome}
            pending={buy.isPending}
            onConfirm={() => void confirm()}
            onCancel={() => setConfirming(false)}
          />
        )}
      </Sheet>
    </>
  );
}
