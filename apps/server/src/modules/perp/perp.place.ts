/**
 * A placement as the runner sees it at the moment it is batched: checked
 * against the position and the pending orders the runner holds in memory
 * (so two requests in one batch see each other), priced, and sized.
 *
 * What an opening order freezes: its initial margin and the taker fee at a
 * reference price that bounds what its fills can need. A buy fills at or
 * below its limit, so a linear buy is sized at the limit; a linear sell can
 * fill above its limit as a taker, so it is sized at the higher of the limit
 * and the top of the protection band; an inverse contract's margin grows as
 * the price falls, so the same reasoning runs the other way. Market orders
 * are limit IOC orders at the band edge (price protection, MARKET_BAND).
 */
import { risk } from '@exchange/engine';
import type { PerpPlaceOrder } from '@exchange/contracts';
import { decimal } from '@exchange/money';
import { AppError } from '../../http/app-error.js';
import {
  lotsFx,
  MARKET_BAND,
  toFx,
  validatePlacement,
  type Contract,
  type PositionView,
} from './perp.core.js';
import { averageEntry } from './perp.settle.js';
import {
  cash,
  currentFees,
  engineSide,
  type Fixed,
  type PerpOrderState,
  type PositionState,
} from './perp.state.js';

/** A stop-loss must keep this fraction of the mark price away from the liquidation price. */
export const STOP_MIN_DISTANCE = risk.fx('0.005');

export interface PendingOpens {
  readonly direction: PerpOrderState['direction'];
  readonly leverage: number;
  readonly lots: number;
}

export interface PlacementView {
  readonly contract: Contract;
  readonly mark: Fixed | null;
  readonly position: PositionState | undefined;
  readonly pendingOpens: PendingOpens | null;
  readonly nowMs: number;
  /** A delivery series' current expiry: no order is taken from then until it has settled. */
  readonly expiresAt: number | null;
}

const BAND = toFx(MARKET_BAND);

export const tickFx = (contract: Contract): Fixed => toFx(contract.tick);

/** A price in whole ticks, rounded as asked; at least one tick. */
export function ticksOf(contract: Contract, price: Fixed, rounding: risk.Rounding): number {
  const ticks = risk.mulDiv(price, 1n, tickFx(contract), rounding);
  return Number(ticks < 1n ? 1n : ticks);
}

/** The protection band's edge for a market order on `side`. */
export function bandTicks(contract: Contract, mark: Fixed, side: 'buy' | 'sell'): number {
  return side === 'buy'
    ? ticksOf(contract, risk.mulDiv(mark, risk.ONE + BAND, risk.ONE, 'ceil'), 'ceil')
    : ticksOf(contract, risk.mulDiv(mark, risk.ONE - BAND, risk.ONE, 'floor'), 'floor');
}

function preset(contract: Contract, value: string | null): Fixed | null {
  if (value === null) return null;
  const price = toFx(decimal(value));
  if (price % tickFx(contract) !== 0n)
    throw new AppError('PRICE_PRECISION', { tick: contract.tick.toString() });
  return price;
}

/** The spec's take-profit / stop-loss rules for a position of this shape. */
export function checkPresets(
  contract: Contract,
  shape: { direction: PerpOrderState['direction']; lots: number; entry: Fixed; margin: Fixed },
  mark: Fixed,
  takeProfit: Fixed | null,
  stopLoss: Fixed | null,
): void {
  const liquidation =
    shape.lots > 0
      ? risk.liquidationPrice(
          contract.spec,
          shape.direction,
          lotsFx(shape.lots),
          shape.entry,
          shape.margin,
        )
      : null;
  const rejection = risk.checkTriggers({
    side: shape.direction,
    markPrice: mark,
    ...(takeProfit === null ? {} : { takeProfit }),
    ...(stopLoss === null ? {} : { stopLoss }),
    liquidationPrice: liquidation,
    minDistanceRate: STOP_MIN_DISTANCE,
  });
  if (rejection === 'TP_WRONG_SIDE') throw new AppError('TAKE_PROFIT_WRONG_SIDE');
  if (rejection === 'SL_WRONG_SIDE') throw new AppError('STOP_LOSS_WRONG_SIDE');
  if (rejection === 'SL_TOO_CLOSE_TO_LIQUIDATION')
    throw new AppError('STOP_TOO_CLOSE_TO_LIQUIDATION');
}

/**
 * POSITION_LIQUIDATING when the position is past its liquidation point at
 * the current mark: the risk pass (every second) takes it over, so the user
 * can no longer close it, add to it or move its presets meanwhile.
 */
export function refuseLiquidating(
  contract: Contract,
  position: PositionState,
  mark: Fixed | null,
): void {
  if (mark === null || position.lots === 0) return;
  const qty = lotsFx(position.lots);
  if (
    risk.isLiquidatable(
      contract.spec,
      position.direction,
      qty,
      position.entryPrice,
      position.margin,
      mark,
    )
  )
    throw new AppError('POSITION_LIQUIDATING');
}

/** Validates and sizes one placement; throws the spec's error for the first rule broken. */
export function preparePlacement(
  view: PlacementView,
  userId: number,
  input: PerpPlaceOrder,
  meta: { readonly id: number; readonly fingerprint: string },
): PerpOrderState {
  const { contract, mark, position, pendingOpens } = view;
  if (contract.product === 'delivery' && (view.expiresAt === null || view.nowMs >= view.expiresAt))
    throw new AppError('CONTRACT_SUSPENDED');
  const markDecimal = mark === null ? null : decimal(risk.fxToString(mark));
  let positionView: PositionView | null = null;
  if (position) {
    refuseLiquidating(contract, position, mark);
    positionView = {
      direction: position.direction,
      lots: position.lots + (pendingOpens?.lots ?? 0),
      closableLots: position.lots - position.pendingCloseLots,
      leverage: position.leverage,
    };
  } else if (input.action === 'open' && pendingOpens) {
    if (pendingOpens.direction !== input.direction || pendingOpens.leverage !== input.leverage)
      throw new AppError('PENDING_ORDER_EXISTS');
    // Pending opens will become the position: the tier check counts them.
    positionView = { ...pendingOpens, closableLots: 0 };
  }
  const valid = validatePlacement(
    contract,
    {
      direction: input.direction,
      action: input.action,
      type: input.type,
      price: input.price ?? undefined,
      lots: input.lots,
      leverage: input.leverage ?? undefined,
    },
    positionView,
    { nowMs: view.nowMs, markPrice: markDecimal },
  );
  const side = engineSide(input.direction, input.action);
  if (valid.priceTicks === null && mark === null) throw new AppError('MARK_PRICE_UNAVAILABLE');
  const priceTicks = valid.priceTicks ?? bandTicks(contract, mark ?? 0n, side);
  const limit = valid.price === null ? null : toFx(valid.price);

  let margin = 0n;
  let frozen = 0n;
  const takeProfit = preset(contract, input.takeProfit);
  const stopLoss = preset(contract, input.stopLoss);
  if (input.action === 'open') {
    const qty = lotsFx(input.lots);
    const shown = limit ?? mark ?? 0n;
    margin = cash(contract, risk.initialMargin(contract.spec, qty, shown, valid.leverage), 'ceil');
    const reference = referencePrice(contract, side, priceTicks, mark);
    frozen =
      cash(contract, risk.initialMargin(contract.spec, qty, reference, valid.leverage), 'ceil') +
      cash(contract, risk.tradingFee(contract.spec, qty, reference, 'taker'), 'ceil');
    if (takeProfit !== null || stopLoss !== null) {
      const held = position?.lots ?? 0;
      checkPresets(
        contract,
        {
          direction: input.direction,
          lots: held + input.lots,
          entry: averageEntry(contract, held, position?.entryPrice ?? shown, input.lots, shown),
          margin: (position?.margin ?? 0n) + margin,
        },
        mark ?? shown,
        takeProfit,
        stopLoss,
      );
    }
  }
  return {
    id: meta.id,
    userId,
    clientOrderId: input.clientOrderId,
    fingerprint: meta.fingerprint,
    direction: input.direction,
    action: input.action,
    type: input.type,
    timeInForce: input.timeInForce,
    price: limit,
    priceTicks,
    lots: input.lots,
    remainingLots: input.lots,
    leverage: valid.leverage,
    margin,
    frozen,
    filledLots: 0,
    filledValue: 0n,
    fee: 0n,
    realisedPnl: 0n,
    feeRates: currentFees(contract),
    takeProfit,
    stopLoss,
    trigger: null,
    positionId: position?.id ?? null,
    status: 'SUBMITTED',
    cancelReason: null,
    seq: null,
    createdAt: view.nowMs,
    updatedAt: view.nowMs,
  };
}

/** The price an opening order's freeze is sized at (see the module comment). */
function referencePrice(
  contract: Contract,
  side: 'buy' | 'sell',
  priceTicks: number,
  mark: Fixed | null,
): Fixed {
  const atTicks = BigInt(priceTicks) * tickFx(contract);
  if (mark === null) return atTicks;
  const worst =
    BigInt(bandTicks(contract, mark, contract.kind === 'linear' ? 'buy' : 'sell')) *
    tickFx(contract);
  if (contract.kind === 'linear') return side === 'sell' && worst > atTicks ? worst : atTicks;
  return side === 'buy' && worst < atTicks ? worst : atTicks;
}
