import type { BusinessState, VerificationState } from '@exchange/contracts';

export type Tone = 'pending' | 'good' | 'bad' | 'muted';

export const LEVEL_TONE: Readonly<Record<VerificationState, Tone>> = {
  not_verified: 'muted',
  under_review: 'pending',
  passed: 'good',
  failed: 'bad',
  resubmit: 'pending',
};

export const BUSINESS_TONE: Readonly<Record<BusinessState, Tone>> = {
  applied: 'pending',
  passed: 'good',
  refused: 'bad',
  refund_requested: 'pending',
  refund_in_progress: 'pending',
  refund_rejected: 'bad',
  refunded: 'muted',
};

/** A state word coloured by how it reads: waiting, done, went wrong, or nothing yet. */
export function StateBadge({ tone, text, testId }: { tone: Tone; text: string; testId?: string }) {
  return (
    <span className={`status-pill ${tone}`} data-testid={testId} data-tone={tone}>
      {text}
    </span>
  );
}
