/**
 * Work on a position that runs as one of its runner's exclusive tasks:
 * closing it at market (the user's close button, close all, and the
 * take-profit and stop-loss triggers) and changing its presets.
 */
import { risk } from '@exchange/engine';
import type { PerpModifyPreset } from '@exchange/contracts';
import { decimal } from '@exchange/money';
import { AppError } from '../../http/app-error.js';
import { isTradingTime } from '../spot/index.js';
import { toFx } from './perp.core.js';
import { bandTicks, checkPresets, refuseLiquidating, tickFx } from './perp.place.js';
import type { ContractRunner } from './perp.runner.js';
import { currentFees, engineSide, type PerpOrderState, type PositionState } from './perp.state.js';
import type { PerpTrigger } from './perp.tables.js';

/** A market order closing every lot of `position`, as the runner places it. */
function marketClose(
  runner: ContractRunner,
  position: PositionState,
  id: number,
  trigger: PerpTrigger | null,
  now: number,
): PerpOrderState {
  const mark = runner.mark;
  if (mark === null) throw new AppError('MARK_PRICE_UNAVAILABLE');
  return {
    id,
    userId: position.userId,
    clientOrderId: null,
    fingerprint: `close:${position.id}`,
    direction: position.direction,
    action: 'close',
    type: 'market',
    timeInForce: 'IOC',
    price: null,
    priceTicks: bandTicks(runner.contract, mark, engineSide(position.direction, 'close')),
    lots: position.lots,
    remainingLots: position.lots,
    leverage: position.leverage,
    margin: 0n,
    frozen: 0n,
    filledLots: 0,
    filledValue: 0n,
    fee: 0n,
    realisedPnl: 0n,
    feeRates: currentFees(runner.contract),
    takeProfit: null,
    stopLoss: null,
    trigger,
    positionId: position.id,
    status: 'SUBMITTED',
    cancelReason: null,
    seq: null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Closes a whole position at market: its pending close orders are cancelled
 * first ('position_closed'), then one IOC close of every lot is placed at the
 * protection band. Resolves with that close order as matched.
 */
export function closePosition(
  runner: ContractRunner,
  userId: number,
  positionId: number | null,
  nowMs: () => number,
): Promise<PerpOrderState> {
  return runner.exclusive(async () => {
    const position = runner.position(userId);
    if (!position || (positionId !== null && position.id !== positionId))
      throw new AppError('POSITION_NOT_FOUND');
    const { contract } = runner;
    if (!contract.enabled) throw new AppError('CONTRACT_SUSPENDED');
    if (!isTradingTime(contract.tradingHours, nowMs()))
      throw new AppError('CONTRACT_CLOSED', { hours: contract.tradingHours });
    if (runner.mark === null) throw new AppError('MARK_PRICE_UNAVAILABLE');
    refuseLiquidating(contract, position, runner.mark);
    return closeNow(runner, position, { trigger: null, nowMs, cancel: 'closes' });
  });
}

/**
 * The body of a close, for callers already inside a task: cancels the
 * user's pending close orders (or every order, for a liquidation), then
 * places one IOC close of every lot at `priceTicks` (the band by default).
 */
export async function closeNow(
  runner: ContractRunner,
  position: PositionState,
  options: {
    readonly trigger: PerpTrigger | null;
    readonly nowMs: () => number;
    readonly cancel: 'closes' | 'all';
    readonly priceTicks?: number;
  },
): Promise<PerpOrderState> {
  const reason = options.cancel === 'all' ? 'liquidation' : 'position_closed';
  const cancels = runner
    .ordersOf(position.userId)
    .filter((o) => o.status === 'PENDING' && (options.cancel === 'all' || o.action === 'close'))
    .map((o) => ({ orderId: o.id, reason }));
  if (cancels.length > 0) await runner.submit(() => [], 0, cancels);
  const [order] = await runner.submit(
    ([id]) => {
      const close = marketClose(runner, position, id ?? 0, options.trigger, options.nowMs());
      return [
        options.priceTicks === undefined ? close : { ...close, priceTicks: options.priceTicks },
      ];
    },
    1,
    [],
  );
  if (!order) throw new Error('close order was not placed');
  return order;
}

/**
 * Sets or removes a position's take-profit and stop-loss. A changed price
 * (not a new or removed one) may move at most 10 % (ADJUSTMENT_TOO_LARGE).
 * The position row is written at once, outside any batch.
 */
export function modifyPresets(
  runner: ContractRunner,
  userId: number,
  change: PerpModifyPreset,
  nowMs: number,
  save: (position: PositionState) => Promise<void>,
): Promise<PositionState> {
  return runner.exclusive(async () => {
    const position = runner.position(userId);
    if (!position || String(position.id) !== change.id) throw new AppError('POSITION_NOT_FOUND');
    const mark = runner.mark;
    if (mark === null) throw new AppError('MARK_PRICE_UNAVAILABLE');
    refuseLiquidating(runner.contract, position, mark);
    const next = (value: string | null | undefined, previous: bigint | null) => {
      if (value === undefined) return previous;
      if (value === null) return null;
      const price = toFx(decimal(value));
      if (price % tickFx(runner.contract) !== 0n)
        throw new AppError('PRICE_PRECISION', { tick: runner.contract.tick.toString() });
      if (previous !== null && risk.checkAdjustment(previous, price) !== null)
        throw new AppError('ADJUSTMENT_TOO_LARGE', { max: '10%' });
      return price;
    };
    const takeProfit = next(change.takeProfit, position.takeProfit);
    const stopLoss = next(change.stopLoss, position.stopLoss);
    checkPresets(
      runner.contract,
      {
        direction: position.direction,
        lots: position.lots,
        entry: position.entryPrice,
        margin: position.margin,
      },
      mark,
      takeProfit,
      stopLoss,
    );
    const before = {
      takeProfit: position.takeProfit,
      stopLoss: position.stopLoss,
      updatedAt: position.updatedAt,
    };
    position.takeProfit = takeProfit;
    position.stopLoss = stopLoss;
    position.updatedAt = Math.max(nowMs, position.updatedAt);
    try {
      await save(position);
    } catch (error) {
      Object.assign(position, before);
      throw error;
    }
    return position;
  });
}
