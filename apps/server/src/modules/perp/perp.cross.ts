/**
 * Cross margin on the server (issue 26): the margin-mode switch, and what a
 * mark price does to a cross position before the isolated rules of
 * `perp.risk.ts` take over.
 *
 * The account. A user's cross positions in one margin asset (across every
 * contract of the contract wallet) share the wallet's free balance F. Each
 * still holds its initial margin m_i, locked as an isolated position's is,
 * so the account in the engine's terms (`risk.isCrossLiquidatable`) has the
 * balance F + sum m_i and the positions at their own contracts' marks: it
 * is liquidated when F + sum (m_i + PnL_i) <= sum maintenance_i.
 *
 * On each mark, only a cross position that its own margin no longer carries
 * (isolated-liquidatable) needs the account:
 * - account liquidatable: the whole free balance joins the position's
 *   margin and it is liquidated, insured and auto-deleveraged exactly as an
 *   isolated one (`liquidate`), so a loss beyond everything the account had
 *   is the insurance fund's and no balance goes negative. As on the largest
 *   exchanges, a cross liquidation can take the account's whole free
 *   balance: what is left after the fills goes to the insurance fund.
 * - account safe: free balance tops the position up to its initial margin
 *   at the mark (a ledger posting from available into its margin hold).
 *   When the free balance is not enough (the account is safe thanks to
 *   another position's profit), that position's runner is asked to release
 *   what it holds beyond its own initial margin at its mark, for the next
 *   mark to move here. The position stays open meanwhile: the account, not
 *   the position, decides.
 *
 * The mode is the user's per contract and changes only while they hold no
 * position and no order in it, as a task of the contract's runner, so every
 * position a batch opens takes the mode its orders were placed under.
 */
import { risk } from '@exchange/engine';
import { AppError } from '../../http/app-error.js';
import { lotsFx } from './perp.core.js';
import { commitDirect } from './perp.direct.js';
import type { ContractRunner } from './perp.runner.js';
import {
  accountsOf,
  cash,
  max,
  minFx,
  posting,
  rollMarginHold,
  type Fixed,
  type PositionState,
} from './perp.state.js';
import type { MarginMode } from './perp.tables.js';

export interface CrossDeps {
  /**
   * The user's balance in a contract's wallet and margin asset: available
   * (free), and frozen by their opening orders.
   */
  readonly balance: (
    userId: number,
    runner: ContractRunner,
  ) => Promise<{ readonly free: Fixed; readonly frozen: Fixed }>;
  /** Every contract's runner: the user's cross positions in the others. */
  readonly runners: () => Iterable<ContractRunner>;
  readonly log: (error: unknown, message: string) => void;
}

/** One open cross position and the runner that owns it. */
export interface CrossEntry {
  readonly runner: ContractRunner;
  readonly position: PositionState;
}

/** The user's open cross positions sharing `runner`'s wallet and margin asset, this one's first. */
export function crossEntries(
  runners: Iterable<ContractRunner>,
  userId: number,
  runner: ContractRunner,
): CrossEntry[] {
  const { wallet, marginAsset } = runner.contract;
  const entries: CrossEntry[] = [];
  for (const other of runners) {
    if (other.contract.wallet !== wallet || other.contract.marginAsset !== marginAsset) continue;
    const position = other.position(userId);
    if (!position || position.marginMode !== 'cross' || position.lots === 0) continue;
    const entry = { runner: other, position };
    if (other === runner) entries.unshift(entry);
    else entries.push(entry);
  }
  return entries;
}

/** The engine's account: free balance plus held margins, each position at its own mark (entry without one). */
export function crossAccount(entries: readonly CrossEntry[], free: Fixed): risk.CrossAccount {
  return {
    balance: entries.reduce((sum, e) => sum + e.position.margin, free),
    positions: entries.map(({ runner, position: p }) => ({
      spec: runner.contract.spec,
      side: p.direction,
      qty: lotsFx(p.lots),
      entryPrice: p.entryPrice,
      markPrice: runner.mark ?? p.entryPrice,
    })),
  };
}

/** What a cross position shows: the account's margin rate and its own estimated liquidation price. */
export function crossFigures(
  entries: readonly CrossEntry[],
  free: Fixed,
  position: PositionState,
): { rate: Fixed | null; liquidation: Fixed | null } {
  const index = entries.findIndex((e) => e.position === position);
  if (index < 0) return { rate: null, liquidation: null };
  const account = crossAccount(entries, free);
  return {
    rate: risk.crossMarginRate(account),
    liquidation: risk.crossLiquidationPrice(account, index),
  };
}

/**
 * Moves `amount` of the user's free balance into a position's margin (or,
 * negative, out of it), written at once; the hold rolls to a new version.
 */
async function moveMargin(
  runner: ContractRunner,
  position: PositionState,
  amount: Fixed,
  memo: string,
): Promise<void> {
  const { contract } = runner;
  const account = accountsOf(contract).user(position.userId);
  position.margin += amount;
  position.updatedAt = runner.deps.clock.nowMs();
  const roll = rollMarginHold(contract, position, amount);
  const key = `perp:cross:${position.id}:${position.holdVersion}`;
  const entry = posting(
    key,
    amount > 0n ? 'perpetual_open' : 'perpetual_close',
    `perp_position:${position.id}`,
    memo,
    [...roll.lines, [account, 'available', -amount]],
    roll.holds,
  );
  await commitDirect(runner, { orders: [], trades: [], positions: [position], postings: [entry] });
}

/**
 * The margin a position needs at the mark to stand on its own: its initial
 * margin less its PnL, and never less than its maintenance margin (a
 * profit lets it hold less, not nothing).
 */
function marginNeeded(runner: ContractRunner, p: PositionState, mark: Fixed): Fixed {
  const { spec } = runner.contract;
  const qty = lotsFx(p.lots);
  const initial = risk.initialMargin(spec, qty, mark, p.leverage);
  const pnl = risk.unrealisedPnl(spec, p.direction, qty, p.entryPrice, mark);
  const maintenance = risk.maintenanceMargin(spec, qty, mark);
  return cash(runner.contract, max(initial - pnl, maintenance), 'ceil');
}

/**
 * A cross position its own margin no longer carries, at `mark`: tops it up
 * from the free balance, or decides the account is to be liquidated (after
 * moving the whole free balance into this position). Returns whether to
 * liquidate. Call inside a task of the position's runner.
 */
export async function backCrossPosition(
  runner: ContractRunner,
  position: PositionState,
  mark: Fixed,
  deps: CrossDeps,
): Promise<'liquidate' | 'backed'> {
  const { free, frozen } = await deps.balance(position.userId, runner);
  const entries = crossEntries(deps.runners(), position.userId, runner);
  if (risk.isCrossLiquidatable(crossAccount(entries, free))) {
    // What the user's opening orders froze would carry it: they are
    // cancelled (as exchanges cancel orders before liquidating), and the
    // next mark finds their funds free.
    const carried = frozen > 0n && !risk.isCrossLiquidatable(crossAccount(entries, free + frozen));
    // Nothing to cancel (the freezes are orders still being placed): no reprieve.
    if (!carried || cancelOpens(deps.runners(), position.userId, runner, deps.log) === 0) {
      if (free > 0n)
        await moveMargin(runner, position, free, 'cross: free balance to a liquidation');
      return 'liquidate';
    }
  }
  const want = marginNeeded(runner, position, mark) - position.margin;
  const add = minFx(want, free);
  if (add > 0n) await moveMargin(runner, position, add, 'cross: margin from the free balance');
  if (add < want)
    for (const other of entries)
      if (other.runner !== runner)
        // Not awaited: that runner may be waiting for this one's turn in the tick.
        other.runner
          .exclusive(() => releaseSurplus(other.runner, other.position.userId))
          .catch((error: unknown) =>
            deps.log(error, `perp ${other.runner.contract.symbol}: cross release failed`),
          );
  return 'backed';
}

/**
 * Cancels the user's resting opening orders in every contract sharing the
 * runner's wallet and asset, not awaited; how many it asked to cancel.
 */
function cancelOpens(
  runners: Iterable<ContractRunner>,
  userId: number,
  runner: ContractRunner,
  log: CrossDeps['log'],
): number {
  const { wallet, marginAsset } = runner.contract;
  let asked = 0;
  for (const other of runners) {
    if (other.contract.wallet !== wallet || other.contract.marginAsset !== marginAsset) continue;
    for (const order of other.ordersOf(userId))
      if (order.action === 'open' && order.status === 'PENDING') {
        asked += 1;
        other
          .cancel(userId, order.id)
          .catch((error: unknown) =>
            log(error, `perp ${other.contract.symbol}: cross cancel of ${order.id} failed`),
          );
      }
  }
  return asked;
}

/**
 * The free balance the user's cross positions in a runner's wallet and asset
 * need to stand on their own at the marks (each topped up to its initial
 * margin, a profit counting against another's need): what a transfer out
 * of the wallet must leave behind.
 */
export function crossReserve(
  runners: Iterable<ContractRunner>,
  userId: number,
  runner: ContractRunner,
): Fixed {
  const need = crossEntries(runners, userId, runner).reduce(
    (sum, { runner: r, position }) =>
      sum + marginNeeded(r, position, r.mark ?? position.entryPrice) - position.margin,
    0n,
  );
  return need > 0n ? need : 0n;
}

/**
 * Releases to the free balance what the user's cross position here holds
 * beyond its initial margin at the mark (a profit lets it hold less), so a
 * sister position short of margin can draw on it. Call inside a task.
 */
export async function releaseSurplus(runner: ContractRunner, userId: number): Promise<Fixed> {
  const position = runner.position(userId);
  const mark = runner.mark;
  if (!position || position.marginMode !== 'cross' || position.lots === 0 || mark === null)
    return 0n;
  const surplus = minFx(position.margin, position.margin - marginNeeded(runner, position, mark));
  if (surplus <= 0n) return 0n;
  await moveMargin(runner, position, -surplus, 'cross: surplus margin to the free balance');
  return surplus;
}

/**
 * Sets a user's margin mode in a runner's contract: refused while they hold
 * a position or any live order there (either would carry the old mode).
 */
export function setMarginMode(
  runner: ContractRunner,
  userId: number,
  mode: MarginMode,
  save: () => Promise<void>,
): Promise<MarginMode> {
  return runner.exclusive(async () => {
    const current: MarginMode = runner.cross.has(userId) ? 'cross' : 'isolated';
    if (current === mode) return mode;
    if (runner.position(userId)) throw new AppError('MARGIN_MODE_POSITION_OPEN');
    if (runner.ordersOf(userId).length > 0) throw new AppError('MARGIN_MODE_ORDERS_PENDING');
    await save();
    if (mode === 'cross') runner.cross.add(userId);
    else runner.cross.delete(userId);
    return mode;
  });
}
