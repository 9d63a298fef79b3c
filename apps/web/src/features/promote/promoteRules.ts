import {
  UNPAID_REBATE_STATES,
  type AssetAmount,
  type PromotionSummary,
  type RebateRecord,
} from '@exchange/contracts';
import { isPositive, parseDecimal } from '@exchange/money';

/** The link friends register with: this site's origin before the server's path. */
export function inviteLink(origin: string, invitePath: string): string {
  return `${origin.replace(/\/$/, '')}${invitePath.startsWith('/') ? '' : '/'}${invitePath}`;
}

/** Amounts above zero only: a coin listed with nothing in it is not "something". */
export function positiveAmounts(amounts: readonly AssetAmount[]): AssetAmount[] {
  return amounts.filter((item) => {
    const value = parseDecimal(item.amount.trim());
    return value !== null && isPositive(value);
  });
}

export type ClaimState =
  /** Something has vested and the day's claim is open. */
  | { kind: 'open' }
  /** Claimed today (UTC): the next claim opens at `at`. */
  | { kind: 'later'; at: number }
  /** Nothing has vested yet. */
  | { kind: 'nothing' };

/** Whether the claim button works now, and if not, why: the server says whether today's claim is used. */
export function claimState(
  summary: Pick<PromotionSummary, 'claimable' | 'claimedToday' | 'nextClaimAt'>,
): ClaimState {
  if (summary.claimedToday) return { kind: 'later', at: summary.nextClaimAt };
  return positiveAmounts(summary.claimable).length > 0 ? { kind: 'open' } : { kind: 'nothing' };
}

/** The states a record shows: a vesting rebate whose time has come reads "claimable". */
export type RecordStatus = RebateRecord['state'] | 'claimable';

export function recordStatus(record: Pick<RebateRecord, 'state' | 'vestsAt'>, nowMs: number) {
  return record.state === 'vesting' && record.vestsAt <= nowMs ? 'claimable' : record.state;
}

/** Recorded but never paid (or taken back): each says why. */
export const UNPAID_STATES = UNPAID_REBATE_STATES;
export type UnpaidState = (typeof UNPAID_STATES)[number];

export function isUnpaid(state: RecordStatus): state is UnpaidState {
  return (UNPAID_STATES as readonly string[]).includes(state);
}

/** How a status reads: paid and done, waiting, or not paid. */
export function statusTone(state: RecordStatus): 'good' | 'pending' | 'bad' | 'muted' {
  if (state === 'claimed' || state === 'claimable') return 'good';
  if (state === 'vesting') return 'pending';
  if (state === 'clawed_back') return 'muted';
  return 'bad';
}

/** The code a user typed, as the server reads it: trimmed, upper case. */
export function normaliseCode(text: string): string {
  return text.trim().toUpperCase();
}

/** An invitation code is eight letters or digits. */
export function isInviteCode(code: string): boolean {
  return /^[A-Z0-9]{8}$/.test(code);
}
