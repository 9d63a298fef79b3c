/**
 * What a new mark price sets off, run as one task of the contract's runner:
 * liquidations first, then take-profit and stop-loss triggers.
 *
 * Liquidation (equity at or below maintenance margin at the mark price,
 * `risk.isLiquidatable`): every order of the user in the contract is
 * cancelled, then the whole position is sold (bought) through the book by an
 * IOC close whose limit is the bankruptcy price, extended by what the
 * insurance fund could cover for a linear contract, and never worse than
 * the protection band. Whatever equity is left after the fills goes to the
 * insurance fund; a loss beyond the margin is paid by it (`closeLots`).
 *
 * A cross position is first offered to its account (`perp.cross.ts`): the
 * free balance tops it up while the account's equity exceeds its
 * maintenance, and joins its margin when it does not, before the isolated
 * path below liquidates it.
 *
 * Auto-deleveraging, the last resort: lots the book could not take (a gap,
 * an empty book) are closed against the opposite positions ranked by profit
 * and leverage, at the liquidated position's bankruptcy price, or at the
 * counterparty's own bankruptcy price when that is nearer, so neither side
 * is left with negative equity; any difference is the insurance fund's.
 */
import { risk } from '@exchange/engine';
import type { Posting } from '../ledger/index.js';
import { closeLots } from './perp.close.js';
import { backCrossPosition, type CrossDeps } from './perp.cross.js';
import { lotsFx } from './perp.core.js';
import { bandTicks, ticksOf } from './perp.place.js';
import { commitDirect, orderIds, persist } from './perp.direct.js';
import type { ContractRunner } from './perp.runner.js';
import type { PerpTradeRecord } from './perp.settle.js';
import { engineSide, type Fixed, type PerpOrderState, type PositionState } from './perp.state.js';
import { closeNow } from './perp.tasks.js';
import type { PerpTrigger } from './perp.tables.js';

export interface RiskDeps {
  readonly nowMs: () => number;
  /** The insurance fund's available balance in a margin asset. */
  readonly insurance: (asset: string) => Promise<Fixed>;
  readonly log: (error: unknown, message: string) => void;
  /** Told once a day per position at most while its margin rate is at the margin-call level. */
  readonly marginCall?: MarginCallSink;
  /** Cross positions' account (`perp.cross.ts`); without it a cross position is judged alone. */
  readonly cross?: CrossDeps;
}

/**
 * Told that a position's margin rate (maintenance / equity) reached
 * `MARGIN_CALL_RATE`: the live venue records a domain event, keyed by the
 * position and the UTC day, so a user is called at most once a day per
 * position however often the mark moves.
 */
export type MarginCallSink = (call: {
  readonly userId: number;
  readonly positionId: number;
  readonly symbol: string;
  readonly rate: string;
  readonly day: string;
}) => Promise<void>;

/** The margin rate at which a position's holder is warned: 80 % of its equity is maintenance. */
export const MARGIN_CALL_RATE: Fixed = (risk.ONE * 8n) / 10n;

export interface RiskOutcome {
  readonly liquidated: number[];
  readonly deleveraged: number[];
  readonly triggered: { positionId: number; trigger: PerpTrigger }[];
}

const qtyOf = (p: PositionState) => lotsFx(p.lots);

export function isLiquidatable(runner: ContractRunner, p: PositionState, mark: Fixed): boolean {
  return risk.isLiquidatable(
    runner.contract.spec,
    p.direction,
    qtyOf(p),
    p.entryPrice,
    p.margin,
    mark,
  );
}

/** The trigger a mark price fires on a position, if any; a stop-loss wins a tie. */
export function firedTrigger(p: PositionState, mark: Fixed): PerpTrigger | null {
  const up = p.direction === 'long';
  if (p.stopLoss !== null && (up ? mark <= p.stopLoss : mark >= p.stopLoss)) return 'stop_loss';
  if (p.takeProfit !== null && (up ? mark >= p.takeProfit : mark <= p.takeProfit))
    return 'take_profit';
  return null;
}

/** One pass over the contract's positions at the runner's mark price. Call inside a task. */
export async function riskTick(runner: ContractRunner, deps: RiskDeps): Promise<RiskOutcome> {
  const outcome: RiskOutcome = { liquidated: [], deleveraged: [], triggered: [] };
  const mark = runner.mark;
  if (mark === null) return outcome;
  for (const position of runner.allPositions()) {
    if (runner.position(position.userId) !== position || position.lots === 0) continue;
    try {
      // A cross position its own margin no longer carries is the account's to carry or not.
      let verdict: 'liquidate' | 'backed' | 'safe' = isLiquidatable(runner, position, mark)
        ? 'liquidate'
        : 'safe';
      if (verdict === 'liquidate' && position.marginMode === 'cross' && deps.cross)
        verdict = await backCrossPosition(runner, position, mark, deps.cross);
      if (verdict === 'liquidate') {
        outcome.liquidated.push(position.id);
        if (await liquidate(runner, position, deps)) outcome.deleveraged.push(position.id);
        continue;
      }
      await callMargin(runner, position, mark, deps);
      const trigger = firedTrigger(position, mark);
      if (trigger === null) continue;
      outcome.triggered.push({ positionId: position.id, trigger });
      // A trigger fires once: what the market close cannot fill stays open.
      position.takeProfit = null;
      position.stopLoss = null;
      await closeNow(runner, position, { trigger, nowMs: deps.nowMs, cancel: 'closes' });
      if (runner.position(position.userId) === position) await persist(runner, [position]);
    } catch (error) {
      deps.log(error, `perp ${runner.contract.symbol}: risk on position ${position.id} failed`);
    }
  }
  return outcome;
}

/** Warns the holder of a position whose margin rate reached the margin-call level. */
async function callMargin(
  runner: ContractRunner,
  p: PositionState,
  mark: Fixed,
  deps: RiskDeps,
): Promise<void> {
  if (!deps.marginCall) return;
  const { spec } = runner.contract;
  const qty = qtyOf(p);
  const equity = p.margin + risk.unrealisedPnl(spec, p.direction, qty, p.entryPrice, mark);
  const rate = risk.marginRate(spec, qty, mark, equity);
  if (rate === null || rate < MARGIN_CALL_RATE) return;
  const day = new Date(deps.nowMs()).toISOString().slice(0, 10);
  // The sink's key makes it once a day; this spares it a write on every tick.
  if (called.get(p) === day) return;
  await deps.marginCall({
    userId: p.userId,
    positionId: p.id,
    symbol: runner.contract.symbol,
    rate: risk.fxToString(rate),
    day,
  });
  called.set(p, day);
}

/** The day each position in memory was last called on. */
const called = new WeakMap<PositionState, string>();

/** Liquidates a position; returns whether auto-deleveraging was needed. */
export async function liquidate(
  runner: ContractRunner,
  position: PositionState,
  deps: RiskDeps,
): Promise<boolean> {
  const { contract } = runner;
  const mark = runner.mark;
  if (mark === null) return false;
  const long = position.direction === 'long';
  const side = engineSide(position.direction, 'close');
  const bankrupt = risk.bankruptcyPrice(
    contract.spec,
    position.direction,
    qtyOf(position),
    position.entryPrice,
    position.margin,
  );
  let priceTicks = bandTicks(contract, mark, side);
  if (bankrupt !== null) {
    let worst = bankrupt;
    const fund = contract.kind === 'linear' ? await deps.insurance(contract.marginAsset) : 0n;
    if (fund > 0n) {
      const reach = risk.mulDiv(
        fund,
        risk.ONE * risk.ONE,
        qtyOf(position) * contract.spec.contractSize,
        'floor',
      );
      worst = long ? bankrupt - reach : bankrupt + reach;
    }
    const limit = worst > 0n ? ticksOf(contract, worst, long ? 'ceil' : 'floor') : 1;
    priceTicks = long ? Math.max(limit, priceTicks) : Math.min(limit, priceTicks);
  }
  await closeNow(runner, position, {
    trigger: 'liquidation',
    nowMs: deps.nowMs,
    cancel: 'all',
    priceTicks,
  });
  if (runner.position(position.userId) !== position || position.lots === 0) return false;
  await deleverage(runner, position, deps);
  return true;
}

/** Ranking for auto-deleveraging: profit ratio times leverage, highest first. */
function adlScore(runner: ContractRunner, p: PositionState, mark: Fixed): bigint {
  const pnl = risk.unrealisedPnl(runner.contract.spec, p.direction, qtyOf(p), p.entryPrice, mark);
  const margin = p.margin > 0n ? p.margin : 1n;
  return (pnl * BigInt(p.leverage) * risk.ONE) / margin;
}

/** Closes what is left of a liquidated position against ranked opposite positions. */
export async function deleverage(
  runner: ContractRunner,
  target: PositionState,
  deps: RiskDeps,
): Promise<void> {
  const { contract } = runner;
  const mark = runner.mark ?? target.entryPrice;
  const ranked = runner
    .allPositions()
    .filter((p) => p.direction !== target.direction && p.userId !== target.userId && p.lots > 0)
    .sort((a, b) => {
      const d = adlScore(runner, b, mark) - adlScore(runner, a, mark);
      return d > 0n ? 1 : d < 0n ? -1 : a.id - b.id;
    });
  const chosen: PositionState[] = [];
  let left = target.lots;
  for (const p of ranked) {
    if (left <= 0) break;
    chosen.push(p);
    left -= p.lots;
  }
  // Counterparties' pending close orders would outlive the lots they promise.
  const cancels = chosen.flatMap((p) =>
    runner
      .ordersOf(p.userId)
      .filter((o) => o.action === 'close' && o.status === 'PENDING')
      .map((o) => ({ orderId: o.id, reason: 'position_closed' })),
  );
  if (cancels.length > 0) await runner.submit(() => [], 0, cancels);

  const ids = await orderIds(runner, 2 * chosen.length);
  const now = deps.nowMs();
  const orders: PerpOrderState[] = [];
  const trades: Omit<PerpTradeRecord, 'tradeNo'>[] = [];
  const postings: Posting[] = [];
  const touched = new Set<PositionState>([target]);
  const bankruptcy = (p: PositionState) =>
    risk.bankruptcyPrice(contract.spec, p.direction, qtyOf(p), p.entryPrice, p.margin);
  let index = 0;
  for (const counter of chosen) {
    if (target.lots === 0) break;
    const lots = Math.min(target.lots, counter.lots);
    const own = bankruptcy(target) ?? mark;
    const theirs = bankruptcy(counter) ?? own;
    const price =
      target.direction === 'long' ? (theirs < own ? theirs : own) : theirs > own ? theirs : own;
    const xOrder = adlOrder(target, ids[index++] ?? 0, lots, price, 'liquidation', now);
    const yOrder = adlOrder(counter, ids[index++] ?? 0, lots, price, 'adl', now);
    const x = closeLots(contract, target, lots, price, 'none', `perp:adl:${xOrder.id}`, now, true);
    const y = closeLots(contract, counter, lots, price, 'none', `perp:adl:${yOrder.id}`, now);
    xOrder.realisedPnl = x.pnl;
    yOrder.realisedPnl = y.pnl;
    if (target.lots === 0) target.closedBy = 'liquidation';
    if (counter.lots === 0) counter.closedBy = 'adl';
    postings.push(...x.postings, ...y.postings);
    orders.push(xOrder, yOrder);
    touched.add(counter);
    trades.push({
      price,
      lots,
      takerOrderId: xOrder.id,
      makerOrderId: yOrder.id,
      takerUserId: target.userId,
      makerUserId: counter.userId,
      takerDirection: target.direction,
      takerAction: 'close',
      makerFee: 0n,
      takerFee: 0n,
      makerPnl: y.pnl,
      takerPnl: x.pnl,
    });
  }
  if (target.lots > 0)
    deps.log(
      new Error(`${target.lots} lots had no counterparty`),
      `perp ${contract.symbol}: auto-deleveraging of position ${target.id} incomplete`,
    );
  await commitDirect(runner, { orders, trades, positions: [...touched], postings });
}

function adlOrder(
  p: PositionState,
  id: number,
  lots: number,
  price: Fixed,
  trigger: PerpTrigger,
  now: number,
): PerpOrderState {
  return {
    id,
    userId: p.userId,
    clientOrderId: null,
    fingerprint: `${trigger}:${p.id}`,
    direction: p.direction,
    action: 'close',
    type: 'market',
    timeInForce: 'IOC',
    price: null,
    priceTicks: 0,
    lots,
    remainingLots: 0,
    leverage: p.leverage,
    margin: 0n,
    frozen: 0n,
    filledLots: lots,
    filledValue: BigInt(lots) * price,
    fee: 0n,
    realisedPnl: 0n,
    // Auto-deleveraging charges no fee; the rates are only recorded.
    feeRates: { maker: 0n, taker: 0n },
    takeProfit: null,
    stopLoss: null,
    trigger,
    positionId: p.id,
    status: 'FILLED',
    cancelReason: null,
    seq: null,
    createdAt: now,
    updatedAt: now,
  };
}
