import type { Deposit, Withdrawal, WithdrawalStatus } from '@exchange/contracts';

/** How a status reads at a glance: still moving, done, went wrong, or withdrawn by the user. */
export type Tone = 'pending' | 'good' | 'bad' | 'muted';

export const DEPOSIT_TONE: Readonly<Record<Deposit['status'], Tone>> = {
  confirming: 'pending',
  review: 'pending',
  credited: 'good',
  rejected: 'bad',
  below_minimum: 'bad',
  orphaned: 'bad',
};

export const WITHDRAWAL_TONE: Readonly<Record<WithdrawalStatus, Tone>> = {
  applied: 'pending',
  review_passed: 'pending',
  review_failed: 'bad',
  success: 'good',
  not_arrived: 'bad',
  cancelled: 'muted',
};

/** `failed`: went wrong; `ended`: stopped on purpose (the user cancelled), not an error. */
export type StepState = 'done' | 'current' | 'todo' | 'failed' | 'ended';
export type TimelineKey =
  | 'submitted'
  | 'review'
  | 'passed'
  | 'failed'
  | 'cancelled'
  | 'held'
  | 'sending'
  | 'sent'
  | 'confirming'
  | 'notArrived';
export interface TimelineStep {
  key: TimelineKey;
  state: StepState;
}

const step = (key: TimelineKey, state: StepState): TimelineStep => ({ key, state });

/**
 * The withdrawal timeline for each status, in one table (the server's
 * transition table: applied -> review passed -> success or not arrived;
 * applied -> review failed or cancelled). A refused or cancelled withdrawal
 * ends early: it never reaches the chain.
 */
export const WITHDRAWAL_TIMELINE: Readonly<Record<WithdrawalStatus, readonly TimelineStep[]>> = {
  applied: [step('submitted', 'done'), step('review', 'current'), step('sent', 'todo')],
  review_passed: [step('submitted', 'done'), step('passed', 'done'), step('sending', 'current')],
  success: [step('submitted', 'done'), step('passed', 'done'), step('sent', 'done')],
  not_arrived: [step('submitted', 'done'), step('passed', 'done'), step('notArrived', 'failed')],
  review_failed: [step('submitted', 'done'), step('failed', 'failed')],
  cancelled: [step('submitted', 'done'), step('cancelled', 'ended')],
};

/**
 * The timeline of one withdrawal: an approved one still inside its 24-hour
 * new-address hold is "held until ...", not "being sent", which it is only
 * once the hold has passed; once its transaction is broadcast (it has a
 * txid) it is "sent, confirming" until the network confirms it.
 */
export function withdrawalTimeline(
  withdrawal: Pick<Withdrawal, 'status' | 'holdUntil' | 'txid'>,
  nowMs: number,
): readonly TimelineStep[] {
  const steps = WITHDRAWAL_TIMELINE[withdrawal.status];
  if (withdrawal.status === 'review_passed' && withdrawal.txid !== '')
    return steps.map((s) => (s.key === 'sending' ? step('confirming', 'current') : s));
  const held =
    withdrawal.status === 'review_passed' &&
    withdrawal.holdUntil !== null &&
    Date.parse(withdrawal.holdUntil) > nowMs;
  return held ? steps.map((s) => (s.key === 'sending' ? step('held', 'current') : s)) : steps;
}

/**
 * Funds frozen for a refused or cancelled withdrawal, or one the network
 * reverted (not arrived: nothing left the hot wallet), are back in the spot
 * account.
 */
export function fundsReturned(status: WithdrawalStatus): boolean {
  return status === 'review_failed' || status === 'cancelled' || status === 'not_arrived';
}

export interface Progress {
  /** Confirmations shown, capped at the number required ("12 / 12", never "15 / 12"). */
  shown: number;
  required: number;
  /** 0 to 100, for the bar's width. */
  percent: number;
}

/** Confirmation counts (block counts, not money), as "x / required" and a bar. */
export function confirmationProgress(count: number, required: number): Progress {
  const shown = Math.max(0, Math.min(count, required));
  const percent = required <= 0 ? 100 : Math.round((shown / required) * 100);
  return { shown, required, percent };
}
