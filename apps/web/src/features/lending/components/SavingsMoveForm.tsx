import type { SavingsCoin } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { formatExact } from '../../wallet/format';
import { canonicalAmount } from '../../wallet/transferRules';
import { useIdempotentSubmit } from '../../wallet/useIdempotentSubmit';
import { useProblemText } from '../../wallet/useProblemText';
import { redeemable } from '../lendingMath';
import { checkRedeem, checkSubscribe } from '../lendingRules';
import { useRedeem, useSubscribe } from '../mutations';
import { AmountInput } from './AmountInput';
import { FormFoot } from './FormFoot';

export type SavingsMove = 'subscribe' | 'redeem';

/** How long the queued-redemption toast stays: it says something the user must not miss. */
const QUEUED_TOAST_MS = 4_000;

/**
 * Subscribing (out of the spot balance, at least the coin's minimum) or
 * redeeming (at most what is earning and waiting). The request id is kept
 * for a retry of the same amount and renewed after a success.
 */
export function SavingsMoveForm({
  coin,
  move,
  available,
  holdHours,
  onDone,
}: {
  coin: SavingsCoin;
  move: SavingsMove;
  /** The spot balance of the coin; null while unknown. */
  available: string | null;
  holdHours: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const subscribe = useSubscribe();
  const redeem = useRedeem();
  const mutation = move === 'subscribe' ? subscribe : redeem;
  const { submit, outcome } = useIdempotentSubmit(
    (body: { asset: string; amount: string }, requestId: string) =>
      mutation.mutateAsync({ ...body, requestId }),
  );
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const subscribing = move === 'subscribe';
  const most = redeemable(coin.holding);
  const problem = subscribing ? checkSubscribe(amount, coin, available) : checkRedeem(amount, coin);
  const params = { coin: coin.asset };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setSubmitted(true);
    if (problem) return;
    const sent = canonicalAmount(amount) ?? amount;
    const result = await submit({ asset: coin.asset, amount: sent });
    if (!result) return;
    const shown = { amount: formatExact(sent), coin: coin.asset };
    if (subscribing) notify.info(t('lending.savings.form.subscribed', shown));
    else if (result.queued) notify.info(t('lending.savings.form.queued', shown), QUEUED_TOAST_MS);
    else notify.info(t('lending.savings.form.redeemed', shown));
    onDone();
  };

  return (
    <form
      className="account-form lending-form"
      noValidate
      data-testid={`savings-${move}-form`}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 className="lending-sheet-title">
        {subscribing
          ? t('lending.savings.form.subscribeTitle', params)
          : t('lending.savings.form.redeemTitle', params)}
      </h2>
      <AmountInput
        label={t('lending.savings.form.amount')}
        coin={coin.asset}
        value={amount}
        onChange={setAmount}
        max={subscribing ? available : most}
        decimals={coin.decimals}
        available={subscribing ? available : undefined}
        error={submitted ? problemText(problem) : undefined}
        placeholder={t('lending.savings.form.placeholder')}
        testId="savings-amount"
        hint={
          subscribing
            ? t('lending.savings.form.minimum', { min: formatExact(coin.minSubscribe), ...params })
            : t('lending.savings.form.redeemable', { amount: formatExact(most), ...params })
        }
      />
      <FormFoot
        note={
          subscribing
            ? t('lending.savings.form.subscribeNote', { hours: holdHours })
            : t('lending.savings.form.redeemNote')
        }
        outcome={outcome}
        pending={mutation.isPending}
        submitText={subscribing ? t('lending.savings.subscribe') : t('lending.savings.redeem')}
        testId={`savings-${move}-submit`}
        onCancel={onDone}
      />
    </form>
  );
}
