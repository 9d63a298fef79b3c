import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DigitInput } from '../../account/components/DigitInput';
import { FundLockNotice } from '../../account/components/FundLockNotice';
import { checkFundPassword } from '../../wallet/transferRules';
import { useProblemText } from '../../wallet/useProblemText';
import type { ConfirmFailure } from '../failure';
import type { ConfirmOutcome } from '../useExchangeConfirm';
import { FailureNotice } from './FailureNotice';

interface ConfirmFormProps {
  /** The quote ran out: the button asks for a new one instead of confirming. */
  expired: boolean;
  pending: boolean;
  failure: ConfirmFailure | null;
  /** From the security overview: a lock still running when the screen opened. */
  lockedUntil: string | null | undefined;
  /** How the confirmation ended (see `useExchangeConfirm`). */
  onConfirm: (fundPassword: string) => Promise<ConfirmOutcome>;
  onRefresh: () => void;
}

/** The 6-digit fund password and Confirm; an expired quote is refreshed first. */
export function ConfirmForm(props: ConfirmFormProps) {
  const { expired, pending, failure } = props;
  const { t } = useTranslation();
  const problemText = useProblemText();
  const [fundPassword, setFundPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const problem = checkFundPassword(fundPassword);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (expired) return props.onRefresh();
    setSubmitted(true);
    if (problem) return;
    // A refusal clears the digits. A moved rate or a quote that ran out
    // keeps them: the password was not judged, and the user only has to
    // confirm the new quote.
    if ((await props.onConfirm(fundPassword)) === 'refused') {
      setFundPassword('');
      setSubmitted(false);
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <FundLockNotice
        lockedUntil={props.lockedUntil}
        serverMessage={failure?.kind === 'locked' ? failure.message : null}
      />
      <DigitInput
        label={t('exchange.fundPassword')}
        value={fundPassword}
        onChange={setFundPassword}
        masked
        testId="exchange-fund-password"
        error={submitted ? problemText(problem) : undefined}
      />
      <FailureNotice failure={failure} />
      <Button
        type="submit"
        color="primary"
        shape="rounded"
        block
        size="large"
        loading={pending}
        data-testid="exchange-confirm"
      >
        {t(expired ? 'exchange.refresh' : 'exchange.confirm')}
      </Button>
    </form>
  );
}
