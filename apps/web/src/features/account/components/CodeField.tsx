import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './Field';
import { SendCodeButton, type SendResult } from './SendCodeButton';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  onSend: () => Promise<SendResult>;
  canSend?: () => boolean;
  label?: string;
  testId?: string;
  /**
   * For codes to an address the user typed while logged out: the server does
   * not say whether an account exists, so neither does the hint.
   */
  privacyHint?: boolean;
  /** The code was already sent: where to, and how long until it may be resent. */
  alreadySent?: { maskedTarget: string; resendInS: number };
}

/** A 6-digit code with its "Send code" button and a note of where the code went. */
export function CodeField(props: CodeFieldProps) {
  const { onSend, canSend, privacyHint, label, testId, alreadySent, ...field } = props;
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(alreadySent?.maskedTarget ?? null);
  const hint =
    sentTo === null
      ? undefined
      : privacyHint
        ? t('account.code.maybeSent')
        : t('account.code.sentTo', { target: sentTo });
  return (
    <TextField
      {...field}
      label={label ?? t('account.field.code')}
      placeholder={t('account.field.codePlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      testId={testId}
      hint={hint}
      onChange={(value) => field.onChange(value.replace(/\D/g, '').slice(0, 6))}
      suffix={
        <SendCodeButton
          onSend={onSend}
          canSend={canSend}
          testId={testId ? `${testId}-send` : undefined}
          initialWaitS={alreadySent?.resendInS}
          onSent={(result) => setSentTo(result.maskedTarget)}
        />
      }
    />
  );
}
