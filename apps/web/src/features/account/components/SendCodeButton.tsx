import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../useCountdown';

/** What a send attempt produced: the server's resend wait, or null when nothing was sent. */
export type SendResult = { resendInS: number; maskedTarget: string } | null;

interface SendCodeButtonProps {
  /** Runs the slider check (where needed) and sends; resolves null if the user gave up. */
  onSend: () => Promise<SendResult>;
  onSent?: (result: NonNullable<SendResult>) => void;
  /** Checked before sending, e.g. "enter your email first". Return false to stop. */
  canSend?: () => boolean;
  testId?: string;
  /** Seconds still to wait when the button appears (a code was just sent elsewhere). */
  initialWaitS?: number;
  nowMs?: () => number;
}

/** "Send code", then the server's resend countdown in seconds, then "Resend". */
export function SendCodeButton(props: SendCodeButtonProps) {
  const { onSend, onSent, canSend, testId, initialWaitS = 0 } = props;
  const { t } = useTranslation();
  const countdown = useCountdown(props.nowMs, initialWaitS);
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(initialWaitS > 0);

  const send = async () => {
    if (sending || countdown.running) return;
    if (canSend && !canSend()) return;
    setSending(true);
    try {
      const result = await onSend();
      if (result) {
        setSentOnce(true);
        countdown.start(result.resendInS);
        onSent?.(result);
      }
    } catch {
      // The API client has already shown why; the button is ready to try again.
    } finally {
      setSending(false);
    }
  };

  const label = countdown.running
    ? t('account.code.resendIn', { seconds: countdown.remainingS })
    : sentOnce
      ? t('account.code.resend')
      : t('account.code.send');
  return (
    <button
      type="button"
      className="send-code"
      disabled={sending || countdown.running}
      data-testid={testId}
      onClick={() => void send()}
    >
      {label}
    </button>
  );
}
