import {
  COMPLIANCE_FREE_LEVELS,
  REFERRAL_TIERS,
  type RebateBasis,
  type ReferralProgramme,
  type ReferralTier,
  type ReferralTierRange,
} from '@exchange/contracts';
import { decimal, gt, gte, isZero, lte, mul, round, type Decimal } from '@exchange/money';

/**
 * The referral programme's rules, pure: what a programme needs, which
 * tier a total earns, what a rebate is and whether it is paid.
 */

const DAY_MS = 86_400_000;

/**
 * Deposit-based rebates and more than two levels are the spec's full scheme,
 * which matches the legal tests for pyramid schemes (rewards for recruiting
 * and deposits rather than for sales; in one large market, 30 participants
 * and 3 levels): allowed only with the compliance switch on.
 */
export function needsCompliance(programme: ReferralProgramme): boolean {
  return programme.levels > COMPLIANCE_FREE_LEVELS || programme.rates.deposit.length > 0;
}

/** Why a programme is not valid, or null. */
export function programmeProblem(programme: ReferralProgramme): string | null {
  for (const [basis, rates] of Object.entries(programme.rates))
    if (rates.length > programme.levels)
      return `${basis} has ${rates.length} rates for ${programme.levels} levels`;
  const names = programme.tiers.map((tier) => tier.name);
  if (new Set(names).size !== names.length) return 'a tier is named twice';
  for (const tier of programme.tiers) {
    if (tier.minUsdt === null && tier.maxUsdt !== null)
      return `${tier.name} has a maximum without a minimum`;
    if (
      tier.minUsdt !== null &&
      tier.maxUsdt !== null &&
      gt(decimal(tier.minUsdt), decimal(tier.maxUsdt))
    )
      return `${tier.name}'s minimum is above its maximum`;
  }
  return null;
}

const rangeOf = (tier: ReferralTierRange) =>
  tier.minUsdt === null
    ? null
    : { min: decimal(tier.minUsdt), max: tier.maxUsdt === null ? null : decimal(tier.maxUsdt) };

/** Pairs of tiers whose ranges overlap, as "bronze/silver" (the spec's given ranges do: both are recorded). */
export function tierOverlaps(tiers: readonly ReferralTierRange[]): string[] {
  const overlaps: string[] = [];
  tiers.forEach((first, i) => {
    for (const second of tiers.slice(i + 1)) {
      const a = rangeOf(first);
      const b = rangeOf(second);
      if (!a || !b) continue;
      const aBelowB = a.max !== null && gt(b.min, a.max);
      const bBelowA = b.max !== null && gt(a.min, b.max);
      if (!aBelowB && !bBelowA) overlaps.push(`${first.name}/${second.name}`);
    }
  });
  return overlaps;
}

/** The highest tier (in the spec's order) whose range holds `usdt`; overlapping ranges give the higher one. */
export function tierOf(tiers: readonly ReferralTierRange[], usdt: Decimal): ReferralTier | null {
  let best: ReferralTier | null = null;
  for (const tier of tiers) {
    const range = rangeOf(tier);
    if (!range || !gte(usdt, range.min) || (range.max !== null && !lte(usdt, range.max))) continue;
    if (best === null || REFERRAL_TIERS.indexOf(tier.name) > REFERRAL_TIERS.indexOf(best))
      best = tier.name;
  }
  return best;
}

/** Level `level`'s rate for `basis` (1-based), or null when the programme pays nothing there. */
export function rateAt(
  programme: ReferralProgramme,
  basis: RebateBasis,
  level: number,
): Decimal | null {
  if (level > programme.levels) return null;
  const rate = programme.rates[basis][level - 1];
  return rate === undefined ? null : decimal(rate);
}

/** A rebate: the base times the rate, rounded down to the coin's decimals (never more than the programme says). */
export function rebateOf(base: Decimal, rate: Decimal, places: number): Decimal | null {
  const amount = round(mul(base, rate), places, 'down');
  return isZero(amount) ? null : amount;
}

/** What stops a rebate before money is looked at: the reason it is recorded unpaid, or null. */
export function eligibility(input: {
  readonly verified: boolean;
  /** Inviter and invitee are linked (same address, payment account, name) and not cleared. */
  readonly flagged: boolean;
  readonly minerLevelRule: boolean;
  readonly referrerMinerLevel: number;
  readonly inviteeMinerLevel: number;
  readonly usdt: Decimal | null;
}): 'unverified' | 'flagged' | 'miner_level' | 'unpriced' | null {
  if (!input.verified) return 'unverified';
  if (input.flagged) return 'flagged';
  if (input.minerLevelRule && input.referrerMinerLevel < input.inviteeMinerLevel)
    return 'miner_level';
  if (input.usdt === null) return 'unpriced';
  return null;
}

/** The UTC day of an instant, `YYYY-MM-DD`: the daily cap's, the qualifying recharge's and the claim's day. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The start of the next UTC day after `ms`. */
export const nextUtcDay = (ms: number): number => (Math.floor(ms / DAY_MS) + 1) * DAY_MS;

/** When a rebate accrued at `ms` vests. */
export const vestsAt = (ms: number, vestingDays: number): number => ms + vestingDays * DAY_MS;
