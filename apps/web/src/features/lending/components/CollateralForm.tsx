import type { PledgeLoan } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { formatExact } from '../../wallet/format';
import { canonicalAmount } from '../../wallet/transferRules';
import { useIdempotentSubmit } from '../../wallet/useIdempotentSubmit';
import { useProblemText } from '../../wallet/useProblemText';
import { checkAddCollateral } from '../lendingRules';
import { useAddCollateral } from '../mutations';
import { AmountInput } from './AmountInput';
import { FormFoot } from './FormFoot';

/** More collateral out of the spot balance, which lowers the pledge ratio. */
export function CollateralForm({
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
  const add = useAddCollateral();
  const { submit, outcome } = useIdempotentSubmit(
    (body: { id: number; amount: string }, requestId: string) =>
      add.mutateAsync({ ...body, requestId }),
  );
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const problem = checkAddCollateral(amount, decimals, available);
  const coin = loan.collateral;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    setSubmitted(true);
    const asked = canonicalAmount(amount);
    if (problem || asked === null) return;
    const result = await submit({ id: loan.id, amount: asked });
    if (!result) return;
    notify.info(t('lending.loan.add.done', { amount: formatExact(asked), coin }));
    onDone();
  };

  return (
    <form
      className="account-form lending-form"
      noValidate
      data-testid="collateral-form"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 className="lending-sheet-title">{t('lending.loan.add.title', { coin })}</h2>
      <AmountInput
        label={t('lending.loan.add.amount')}
        coin={coin}
        value={amount}
        onChange={setAmount}
        max={available}
        decimals={decimals}
        available={available}
        error={submitted ? problemText(problem) : undefined}
        placeholder={t('lending.loan.add.placeholder')}
        testId="collateral-amount"
      />
      <FormFoot
        note={t('lending.loan.add.note')}
        outcome={outcome}
        pending={add.isPending}
        submitText={t('lending.loan.add.submit')}
        testId="collateral-submit"
        onCancel={onDone}
      />
    </form>
  );
}
