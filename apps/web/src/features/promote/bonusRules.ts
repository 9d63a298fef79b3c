import type { Bonus, BonusCredit } from '@exchange/contracts';
import { decimal, div, isPositive, min, mul, parseDecimal, ROUNDING } from '@exchange/money';

/**
 * The sign-up bonus as the server states it (contracts `bonusSchema`): an
 * offer to a user not yet granted one, or the caller's credit, which the
 * server keeps locked until enough has been traded. The server stays the
 * judge of every figure; this only picks what the card shows.
 */

/** The promotion centre, where the full card is. */
export const PROMOTE_PATH = '/promote';

/**
 * What the card shows: the credit when there is one (whatever is offered
 * now), else the offer, else nothing.
 */
export type BonusView =
  | { kind: 'credit'; credit: BonusCredit }
  | { kind: 'offer'; offer: NonNullable<Bonus['offer']> }
  | { kind: 'none' };

export function bonusView(bonus: Bonus): BonusView {
  if (bonus.credit) return { kind: 'credit', credit: bonus.credit };
  if (bonus.offer) return { kind: 'offer', offer: bonus.offer };
  return { kind: 'none' };
}

/** How far the trading counted is towards the turnover required, in whole percent (0 to 100). */
export function turnoverPercent(credit: BonusCredit): number {
  const required = parseDecimal(credit.turnoverRequired.trim());
  const traded = parseDecimal(credit.traded.trim()) ?? decimal('0');
  if (required === null || !isPositive(required)) return credit.status === 'released' ? 100 : 0;
  if (!isPositive(traded)) return 0;
  const percent = div(mul(traded, decimal('100')), required, 0, ROUNDING.down);
  return Number(min(percent, decimal('100')).toString());
}
