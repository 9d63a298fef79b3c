import { TARGET_ACTIVITY_KINDS, type Activity, type ActivityKind } from '@exchange/contracts';
import { decimal, div, isPositive, min, mul, parseDecimal, ROUNDING } from '@exchange/money';

/**
 * Activities' rules mirrored from the server (contracts `activityJoinBody`
 * and the promotions service), so a wrong address shows before sending.
 * The server stays the judge; its refusals are shown in its words.
 */

export const ACTIVITIES_PATH = '/activities';

/** As `activityJoinBody`: 10 to 100 letters, digits, `:`, `_` or `-`. */
const ADDRESS = /^[A-Za-z0-9:_-]{10,100}$/;

export function isWalletAddress(address: string): boolean {
  return ADDRESS.test(address.trim());
}

/**
 * What the card offers: not started yet (no action), open to join or claim,
 * the caller's entry (joining: counting deposits or trading; joined:
 * rewarded), or over.
 */
export type ActivityPhase = 'upcoming' | 'open' | 'joining' | 'joined' | 'expired';

export function phaseOf(activity: Activity, nowMs: number): ActivityPhase {
  if (activity.state === 'joined') return 'joined';
  if (activity.state === 'expired') return 'expired';
  if (activity.state === 'joining') return 'joining';
  if (activity.startsAt > nowMs) return 'upcoming';
  if (activity.endsAt <= nowMs) return 'expired';
  return 'open';
}

/** Rewards still to give; null when the activity has no limit. */
export function slotsLeft(activity: Activity): number | null {
  return activity.slots === null ? null : Math.max(0, activity.slots - activity.rewarded);
}

/**
 * The kinds with a target in USDT to reach after joining (the contract's
 * `TARGET_ACTIVITY_KINDS`): deposits credited for `deposit`, trading (every
 * fill's notional, spot and contracts, both sides) for `trade`.
 */
export type TargetKind = Exclude<ActivityKind, 'claim'>;

export function hasTarget(kind: ActivityKind): kind is TargetKind {
  return TARGET_ACTIVITY_KINDS.includes(kind);
}

/** How far the deposits or trading counted are towards the target, in whole percent (0 to 100). */
export function progressPercent(activity: Activity): number {
  const target = parseDecimal(activity.targetUsdt ?? '');
  const progress = parseDecimal(activity.progressUsdt ?? '0') ?? decimal('0');
  if (target === null || !isPositive(target) || !isPositive(progress)) return 0;
  const percent = div(mul(progress, decimal('100')), target, 0, ROUNDING.down);
  return Number(min(percent, decimal('100')).toString());
}
