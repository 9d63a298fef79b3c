import { earnFundingBody, type EarnConsoleProduct } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { describeError } from '../../api/describe';
import { useEarnActions, useEarnTreasury } from '../../api/earn';
import { useI18n } from '../../app/context';
import { Facts } from '../../components/Facts';
import { FormButtons, Modal } from '../../components/Modal';
import { newRequestId } from '../../lib/requestId';
import { Field } from '../marketFields';
import { fits } from '../marketRules';

type Direction = 'in' | 'out';

/**
 * Money between the coin's earn treasury and the product's funding
 * account: in, up to what the treasury holds; out, only what is free
 * (for a listed product, what stays free must still cover its unsold
 * stock). The request id is chosen when the dialog opens and kept through
 * retries: sending again after a lost answer moves nothing twice, and a
 * changed amount under the same id is refused rather than moved.
 */
export function EarnFundingDialog(props: { product: EarnConsoleProduct; onClose(): void }) {
  const { t } = useI18n();
  const { fund } = useEarnActions();
  const treasury = useEarnTreasury();
  const { product: p } = props;
  const [requestId] = useState(newRequestId);
  const [direction, setDirection] = useState<Direction>('in');
  const [amount, setAmount] = useState('');
  const valid = fits(earnFundingBody.shape.amount, amount);
  const available = treasury.data?.find((row) => row.coin === p.coin)?.available;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid)
      fund.mutate({ id: p.id, direction, amount, requestId }, { onSuccess: props.onClose });
  };
  const money = (value: string | undefined) => (value === undefined ? '—' : `${value} ${p.coin}`);

  return (
    <Modal
      title={t('earn.fundTitle', { name: p.name })}
      onClose={props.onClose}
      testId="earn-fund-form"
    >
      <form className="stack" onSubmit={submit}>
        <Facts
          testId="earn-fund-facts"
          rows={[
            [t('earn.treasuryAvailable'), money(available)],
            [t('earn.free'), money(p.funding.free)],
            [t('earn.reserved'), money(p.funding.reserved)],
            [t('earn.unsoldMaxIncome'), money(p.funding.unsoldMaxIncome)],
          ]}
        />
        <div className="field" role="radiogroup" aria-label={t('earn.direction')}>
          <span>{t('earn.direction')}</span>
          {(['in', 'out'] as const).map((value) => (
            <label key={value} className="check">
              <input
                type="radio"
                name="earn-direction"
                data-testid={`earn-direction-${value}`}
                checked={direction === value}
                onChange={() => setDirection(value)}
              />
              <span>{t(`earn.direction.${value}`)}</span>
            </label>
          ))}
        </div>
        <Field
          label={t('earn.amount')}
          testId="earn-fund-amount"
          value={amount}
          onChange={setAmount}
          invalid={amount !== '' && !valid}
          unit={p.coin}
          hint={t(direction === 'in' ? 'earn.fundInHint' : 'earn.fundOutHint')}
          autoFocus
        />
        {fund.error !== null && !fund.isPending && (
          <p className="form-error" role="alert" data-testid="earn-fund-error">
            {describeError(fund.error, t)}
          </p>
        )}
        <FormButtons
          submitLabel={t(direction === 'in' ? 'earn.fundIn' : 'earn.fundOut')}
          submitTestId="earn-fund-submit"
          disabled={fund.isPending || !valid}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
