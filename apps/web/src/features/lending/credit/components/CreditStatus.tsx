import type { CreditState } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';

type Tone = 'pending' | 'good' | 'bad' | 'muted';

const STATE_TONES: Readonly<Record<CreditState, Tone>> = {
  pending: 'pending',
  rejected: 'muted',
  lending: 'pending',
  repaid: 'good',
  overdue: 'bad',
};

/** An application's or loan's state in words: pending review, rejected, lending, repaid, overdue. */
export function CreditStatusBadge({ status }: { status: CreditState }) {
  const { t } = useTranslation();
  return (
    <span
      className={`status-pill ${STATE_TONES[status]}`}
      data-testid="credit-status"
      data-status={status}
    >
      {t(`lending.credit.status.${status}`)}
    </span>
  );
}

/** A loan that may be repaid now: paid out and not yet closed. */
export function isRepayable(status: CreditState): boolean {
  return status === 'lending' || status === 'overdue';
}
