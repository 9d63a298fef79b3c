import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DigitInput } from '../../account/components/DigitInput';
import { checkFundPassword } from '../../wallet/transferRules';
import { useProblemText } from '../../wallet/useProblemText';
import type { Outcome } from '../../wallet/requestId';

interface FundPasswordStepProps {
  pending: boolean;
  outcome: Outcome | null;
  /** Sends the withdrawal; resolves true when it was applied. */
  onSubmit: (fundPassword: string) => Promise<boolean>;
}

/** The 6-digit fund password and the button that sends the withdrawal. */
export function FundPasswordStep({ pending, outcome, onSubmit }: FundPasswordStepProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const [fundPassword, setFundPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const problem = checkFundPassword(fundPassword);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (pending || problem) return;
    const applied = await onSubmit(fundPassword);
    // A refused or unconfirmed attempt clears the digits: they are not kept on screen longer than needed.
    if (!applied) {
      setFundPassword('');
      setSubmitted(false);
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <DigitInput
        label={t('funding.verify.fundPassword')}
        value={fundPassword}
        onChange={setFundPassword}
        masked
        testId="withdraw-fund-password"
        error={submitted ? problemText(problem) : undefined}
      />
      {outcome === 'unknown' && (
        <div
          className="notice notice-warn wallet-notice"
          role="status"
          data-testid="withdraw-unknown"
        >
          {t('funding.verify.unknown')}
        </div>
      )}
      <Button
        type="submit"
        color="primary"
        shape="rounded"
        block
        size="large"
        loading={pending}
        data-testid="withdraw-submit"
      >
        {t('funding.verify.submit')}
      </Button>
    </form>
  );
}
