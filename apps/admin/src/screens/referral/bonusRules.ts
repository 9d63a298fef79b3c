import { bonusSettingsBody, type BonusSettings, type BonusSettingsBody } from '@exchange/contracts';
import { compareDecimal, multiplyDecimal } from '../../lib/decimal';
import { fits, type Problem } from '../marketRules';

/**
 * The sign-up bonus form apart from React: a draft, its problems, its body
 * and the turnover it works out to. Formats are the contract's own field
 * schemas and the ranges mirror the server's (`bonus.console.ts`): an
 * amount above 0 in whole cents, a turnover multiple from 1 to 100. The
 * server checks again and has the last word.
 */

const shape = bonusSettingsBody.shape;

/** A bonus is a sum in whole cents (the server refuses more places: AMOUNT_PRECISION). */
export const BONUS_PLACES = 2;
/** The turnover multiple's range (the server refuses others: FIELD_OUT_OF_RANGE). */
export const MULTIPLE_MIN = '1';
export const MULTIPLE_MAX = '100';

/** The settings as typed: numbers as text. */
export interface BonusDraft {
  readonly enabled: boolean;
  readonly amount: string;
  readonly turnoverMultiple: string;
}

export const bonusDraft = (s: BonusSettings): BonusDraft => ({
  enabled: s.enabled,
  amount: s.amount,
  turnoverMultiple: s.turnoverMultiple,
});

const placesOf = (text: string): number => text.split('.')[1]?.length ?? 0;

/** Everything that stops the settings from being sent, in the form's order. */
export function bonusProblems(d: BonusDraft): Problem[] {
  const problems: Problem[] = [];
  if (!fits(shape.amount, d.amount))
    problems.push({ field: 'amount', key: 'referral.bonus.problem.amount' });
  else if (placesOf(d.amount) > BONUS_PLACES)
    problems.push({
      field: 'amount',
      key: 'referral.bonus.problem.amountPlaces',
      params: { places: BONUS_PLACES },
    });
  if (
    !fits(shape.turnoverMultiple, d.turnoverMultiple) ||
    compareDecimal(d.turnoverMultiple, MULTIPLE_MIN) < 0 ||
    compareDecimal(d.turnoverMultiple, MULTIPLE_MAX) > 0
  )
    problems.push({
      field: 'turnoverMultiple',
      key: 'referral.bonus.problem.multiple',
      params: { min: MULTIPLE_MIN, max: MULTIPLE_MAX },
    });
  return problems;
}

/** Whether the draft differs from the settings saved ("10.0" is "10"). */
export function bonusChanged(s: BonusSettings, d: BonusDraft): boolean {
  return (
    s.enabled !== d.enabled ||
    compareDecimal(s.amount, d.amount) !== 0 ||
    compareDecimal(s.turnoverMultiple, d.turnoverMultiple) !== 0
  );
}

/** What the server gets; only sent without problems. */
export const bonusBodyOf = (d: BonusDraft): BonusSettingsBody => ({
  enabled: d.enabled,
  amount: d.amount.trim(),
  turnoverMultiple: d.turnoverMultiple.trim(),
});

/** The trading a grant of `amount` requires before release, in USDT; null while either is not a number. */
export function turnoverOf(amount: string, multiple: string): string | null {
  if (!fits(shape.amount, amount) || !fits(shape.turnoverMultiple, multiple)) return null;
  return multiplyDecimal(amount, multiple);
}

/** Whether the promotions budget is short of one bonus: a grant now would be recorded as unfunded. */
export const budgetShort = (s: Pick<BonusSettings, 'budget' | 'amount'>): boolean =>
  compareDecimal(s.budget, s.amount) < 0;

const UNITS = /^(\d+)(?:\.(\d+))?$/;

/**
 * How far a grant's trading has come, in whole per cent, rounded down and
 * at most 100 (the server counts on after the target): worked out on the
 * digits, not floats. Null when either is not a plain decimal; a grant that
 * requires nothing is done.
 */
export function progressPercent(traded: string, required: string): number | null {
  const t = UNITS.exec(traded.trim());
  const r = UNITS.exec(required.trim());
  if (!t || !r) return null;
  const places = Math.max(t[2]?.length ?? 0, r[2]?.length ?? 0);
  const units = (m: RegExpExecArray) => BigInt(`${m[1]}${(m[2] ?? '').padEnd(places, '0')}`);
  const done = units(t);
  const needed = units(r);
  if (needed === 0n) return 100;
  const percent = (done * 100n) / needed;
  return percent > 100n ? 100 : Number(percent);
}
