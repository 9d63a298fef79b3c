import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendToOwn } from '../codes';
import type { VerifyChannel } from '../factors';
import { useSafeVerify } from '../mutations';
import { checkCode } from '../validation';
import { ChannelTabs } from './ChannelTabs';
import { CodeField } from './CodeField';
import { DigitInput } from './DigitInput';
import { submitThen } from '../submit';

/**
 * The code-entry step: a code sent to a bound email or phone, or the
 * authenticator's. Success stores a step-up token in memory (see stepUp.ts).
 */
export function StepUpForm({
  channels,
  initial,
  onDone,
}: {
  channels: readonly VerifyChannel[];
  initial: VerifyChannel;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const verify = useSafeVerify();
  const [channel, setChannel] = useState(initial);
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const check = checkCode(code);
  const error = submitted && check ? t(check) : undefined;

  const choose = (next: VerifyChannel) => {
    setChannel(next);
    setCode('');
    setSubmitted(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (verify.isPending || check) return;
    void submitThen(verify.mutateAsync, { channel, code }, onDone);
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <ChannelTabs channels={channels} value={channel} onChange={choose} />
      {channel === 'google' ? (
        <DigitInput
          value={code}
          onChange={setCode}
          label={t('account.field.googleCode')}
          error={error}
          autoFocus
          testId="verify-code"
        />
      ) : (
        <CodeField
          key={channel}
          value={code}
          onChange={setCode}
          error={error}
          label={t(`account.verify.codeBy.${channel}`)}
          onSend={() => sendToOwn(channel)}
          testId="verify-code"
        />
      )}
      <Button
        type="submit"
        color="primary"
        shape="rounded"
        block
        size="large"
        loading={verify.isPending}
        data-testid="verify-submit"
      >
        {t('account.verify.submit')}
      </Button>
    </form>
  );
}
