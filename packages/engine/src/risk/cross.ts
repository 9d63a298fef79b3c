/**
 * Cross margin: positions that share one account's balance instead of each
 * holding margin of its own.
 *
 * An account in one margin currency has a balance B (its wallet balance:
 * what it deposited, with realised PnL, fees and funding already in it) and
 * positions, each valued at its own contract's mark price. Then, exactly:
 *   equity      = B + sum of unrealised PnL
 *   maintenance = sum of maintenance margins (each at its tier and mark)
 * and the account is liquidated when equity <= maintenance, the isolated
 * rule with the whole account as one position's margin. A single cross
 * position with balance B is therefore an isolated position with margin B,
 * to the unit (the property tests hold the two equal).
 *
 * One position's liquidation price, with every other position's mark held
 * where it is, is the isolated price with the effective margin
 *   M = B + sum over the others of (PnL - maintenance),
 * rounded down (floor), which moves the price toward liquidating earlier
 * for a long and a short alike. The others' marks move too in practice: the
 * price is an estimate to show, while the liquidation itself is decided by
 * `isCrossLiquidatable` on every new set of marks.
 */
import { assert } from '../rules.js';
import { compareRatio, ONE, ratio, roundRatio, type Fixed, type Ratio } from './fixed.js';
import type { ContractSpec, PositionSide } from './contract.js';
import { liquidationWith } from './liquidation.js';
import { maintenanceExact, pnlExact } from './margin.js';

/** One cross position, valued at its own contract's mark price. */
export interface CrossPosition {
  readonly spec: ContractSpec;
  readonly side: PositionSide;
  readonly qty: Fixed;
  readonly entryPrice: Fixed;
  readonly markPrice: Fixed;
}

/** A cross account in one margin currency. */
export interface CrossAccount {
  /** Wallet balance: deposits plus realised PnL, fees and funding; may be negative after a loss. */
  readonly balance: Fixed;
  readonly positions: readonly CrossPosition[];
}

function addRatio(a: Ratio, b: Ratio): Ratio {
  return a.den === b.den
    ? ratio(a.num + b.num, a.den)
    : ratio(a.num * b.den + b.num * a.den, a.den * b.den);
}

const ZERO: Ratio = { num: 0n, den: 1n };
const excess = (p: CrossPosition): Ratio => {
  const pnl = pnlExact(p.spec, p.side, p.qty, p.entryPrice, p.markPrice);
  const mm = maintenanceExact(p.spec, p.qty, p.markPrice);
  return addRatio(pnl, ratio(-mm.num, mm.den));
};

/** Equity exactly: balance plus every position's unrealised PnL at its mark. */
export function crossEquityExact(account: CrossAccount): Ratio {
  return account.positions.reduce(
    (sum, p) => addRatio(sum, pnlExact(p.spec, p.side, p.qty, p.entryPrice, p.markPrice)),
    ratio(account.balance, 1n),
  );
}

/** The sum of every position's maintenance margin at its mark, exactly. */
export function crossMaintenanceExact(account: CrossAccount): Ratio {
  return account.positions.reduce(
    (sum, p) => addRatio(sum, maintenanceExact(p.spec, p.qty, p.markPrice)),
    ZERO,
  );
}

/** The liquidation rule of a cross account: equity at or below maintenance, exactly. */
export function isCrossLiquidatable(account: CrossAccount): boolean {
  if (account.positions.length === 0) return false;
  return compareRatio(crossEquityExact(account), crossMaintenanceExact(account)) <= 0;
}

/**
 * Maintenance over equity, rounded up (it reaches 100 % no later than the
 * exact one); null when equity is zero or below, or nothing is open.
 */
export function crossMarginRate(account: CrossAccount): Fixed | null {
  if (account.positions.length === 0) return null;
  const equity = crossEquityExact(account);
  if (equity.num <= 0n) return null;
  const mm = crossMaintenanceExact(account);
  return roundRatio(ratio(mm.num * equity.den * ONE, mm.den * equity.num), 'ceil');
}

/**
 * Position `index`'s effective margin: the balance and what the others add
 * beyond their own maintenance, rounded down (see the file's comment).
 */
export function crossEffectiveMargin(account: CrossAccount, index: number): Fixed {
  const others = account.positions.filter((_, i) => i !== index);
  const sum = others.reduce((acc, p) => addRatio(acc, excess(p)), ratio(account.balance, 1n));
  return roundRatio(sum, 'floor');
}

/**
 * The mark of position `index` at which the account would be liquidated,
 * the others' marks held; rounded toward liquidating earlier (long up,
 * short down). Null when no positive price liquidates it. An account already
 * liquidatable answers with the position's current mark.
 */
export function crossLiquidationPrice(account: CrossAccount, index: number): Fixed | null {
  const position = account.positions[index];
  assert(position !== undefined, 'no position at that index');
  if (isCrossLiquidatable(account)) return position.markPrice;
  const margin = crossEffectiveMargin(account, index);
  const { spec, side, qty, entryPrice } = position;
  // An inverse long whose loss could exceed every margin at any price is
  // liquidatable everywhere, which the check above has ruled out here.
  if (spec.kind === 'inverse' && side === 'long')
    assert(margin * entryPrice + qty * spec.contractSize > 0n, 'inverse long beyond solving');
  return liquidationWith(spec, side, qty, entryPrice, margin);
}
