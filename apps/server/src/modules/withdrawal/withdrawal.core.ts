import type { WithdrawalStatus } from '@exchange/contracts';
import type { ErrorKey } from '@exchange/contracts';
import { cmp, decimal, gt, lt, scaleOf, type Decimal } from '@exchange/money';

/** Every allowed status change, in one table: anything else is refused with WITHDRAW_STATE. */
export const TRANSITIONS: Readonly<Record<WithdrawalStatus, readonly WithdrawalStatus[]>> = {
  applied: ['review_passed', 'review_failed', 'cancelled'],
  review_passed: ['success', 'not_arrived'],
  review_failed: [],
  success: [],
  not_arrived: [],
  cancelled: [],
};

export function canMove(from: WithdrawalStatus, to: WithdrawalStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export interface ChainLimits {
  readonly withdrawMin: string;
  readonly withdrawMax: string;
  readonly withdrawFee: string;
  readonly decimals: number;
}

/**
 * Spec section 5 on the amount: above 0 (the schema), above the fee, within
 * minimum and maximum, and no finer than the coin's decimals.
 */
export function amountProblem(
  amount: Decimal,
  limits: ChainLimits,
): { key: ErrorKey; params: Record<string, string | number> } | null {
  if (scaleOf(amount) > limits.decimals)
    return { key: 'AMOUNT_PRECISION', params: { places: limits.decimals } };
  if (!gt(amount, decimal(limits.withdrawFee)))
    return { key: 'WITHDRAW_NOT_ABOVE_FEE', params: { fee: limits.withdrawFee } };
  if (lt(amount, decimal(limits.withdrawMin)))
    return { key: 'WITHDRAW_BELOW_MIN', params: { min: limits.withdrawMin } };
  if (cmp(amount, decimal(limits.withdrawMax)) > 0)
    return { key: 'WITHDRAW_ABOVE_MAX', params: { max: limits.withdrawMax } };
  return null;
}

/** Whether `nowMs` falls in a UTC "HH:MM-HH:MM" window; a window may wrap past midnight. */
export function inWindow(window: string, nowMs: number): boolean {
  const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(window);
  if (!match) return false;
  const [, h1, m1, h2, m2] = match;
  const start = Number(h1) * 60 + Number(m1);
  const end = Number(h2) * 60 + Number(m2);
  const date = new Date(nowMs);
  const minute = date.getUTCHours() * 60 + date.getUTCMinutes();
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}
