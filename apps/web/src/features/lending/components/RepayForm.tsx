import type { PledgeLoan } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { formatBalance, formatExact } from '../../wallet/format';
import { canonicalAmount } from '../../wallet/transferRules';
import { useIdempotentSubmit } from '../../wallet/useIdempotentSubmit';
import { useProblemText } from '../../wallet/useProblemText';
import { checkRepay } from '../lendingRules';
import { useRepay } from '../mutations';
import { AmountInput } from './AmountInput';
import { FormFoot } from './FormFoot';

type RepayDraft = { id: number; amount: string } | { id: number; full: true };

/**
 * A partial repayment of an amount (at most the debt, out of the spot
 * balance), or "repay all", which sends `full` and lets the server repay
 * the debt as it stands at that moment (interest to the hour included).
 */
export function RepayForm({
  loan,
  decimals,
  available,
  onDone,
}: {
  loan: PledgeLoan;
  decimals: number | undefined;
  available: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const repay = useRepay();
  const { submit, outcome } = useIdempotentSubmit((body: RepayDraft, requestId: string) =>
    repay.mutateAsync({ ...body, requestId }),
  );
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const problem = checkRepay(amount, loan, decimals, available);
  const coin = loan.loanCoin;

  const send = async (draft: RepayDraft) => {
    const result = await submit(draft);
    if (!result) return;
    notify.info(
      result.settled
        ? t('lending.loan.repay.settled', { coin: loan.collateral })
        : t('lending.loan.repay.done', { amount: formatExact(result.paid), coin }),
    );
    onDone();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (repay.isPending) return;
    setSubmitted(true);
    const asked = canonicalAmount(amount);
    if (problem || asked === null) return;
    await send({ id: loan.id, amount: asked });
  };

  return (
    <form
      className="account-form lending-form"
      noValidate
      data-testid="repay-form"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 className="lending-sheet-title">{t('lending.loan.repay.title', { coin })}</h2>
      <p className="lending-owed" data-testid="repay-debt">
        {t('lending.loan.repay.owed', { amount: formatBalance(loan.debt), coin })}
      </p>
      <AmountInput
        label={t('lending.loan.repay.amount')}
        coin={coin}
        value={amount}
        onChange={setAmount}
        decimals={decimals}
        available={available}
        error={submitted ? problemText(problem) : undefined}
        placeholder={t('lending.loan.repay.placeholder')}
        testId="repay-amount"
      />
      <FormFoot
        note={t('lending.loan.repay.order')}
        outcome={outcome}
        pending={repay.isPending}
        submitText={t('lending.loan.repay.partial')}
        testId="repay-submit"
      />
      <p className="muted small lending-note">{t('lending.loan.repay.allNote')}</p>
      <Button
        type="button"
        shape="rounded"
        block
        fill="outline"
        color="primary"
        disabled={repay.isPending}
        data-testid="repay-all"
        onClick={() => void send({ id: loan.id, full: true })}
      >
        {t('lending.loan.repay.all')}
      </Button>
    </form>
  );
}
