/**
 * Turns the engine's events on one contract into money and positions: for
 * every fill, each side either opens (adds to) or closes (reduces) its
 * position; releases of frozen funds when an order finishes; trade rows; the
 * new state of each order and position touched. Pure: the runner owns the
 * states and passes them in; this mutates them and returns the postings.
 *
 * Opening fill of k lots at price P: the margin k lots need at P and the fee
 * leave the order's freeze; the margin joins the position's isolated margin
 * and the entry price becomes the size-weighted average (harmonic for an
 * inverse contract, so PnL of a round trip telescopes to zero).
 *
 * Closing fill: the closed share of the margin is released, the price PnL
 * (rounded toward minus infinity) is paid from or to `perp_pnl`, then
 * the fee. Isolated margin limits a loss: the part of a loss beyond the
 * released margin is paid by the insurance fund, and a fee that no margin is
 * left to pay is waived. Neither happens unless the price went past the
 * bankruptcy price, which liquidation normally prevents.
 */
import { risk, type EngineEvent, type RejectReason } from '@exchange/engine';
import type { Posting } from '../ledger/index.js';
import type { MarginMode } from './perp.tables.js';
import type { Contract } from './perp.core.js';
import { lotsFx } from './perp.core.js';
import { closeLots } from './perp.close.js';
import { BatchFees } from './perp.fees.js';
import {
  accountsOf,
  cash,
  minFx,
  orderHold,
  posting,
  pricedAt,
  releasePostings,
  rollMarginHold,
  text,
  type Fixed,
  type PerpOrderState,
  type PositionState,
} from './perp.state.js';

export interface PerpTradeRecord {
  readonly tradeNo: number;
  readonly price: Fixed;
  readonly lots: number;
  readonly takerOrderId: number;
  readonly makerOrderId: number;
  readonly makerUserId: number;
  readonly takerUserId: number;
  readonly takerDirection: PerpOrderState['direction'];
  readonly takerAction: PerpOrderState['action'];
  makerFee: Fixed;
  takerFee: Fixed;
  makerPnl: Fixed;
  takerPnl: Fixed;
}

export interface PerpSettlement {
  readonly postings: Posting[];
  readonly trades: PerpTradeRecord[];
  readonly changedOrders: Set<number>;
  readonly changedPositions: Map<number, PositionState>;
  readonly lastTradeNo: number;
}

export interface SettleContext {
  readonly orders: ReadonlyMap<number, PerpOrderState>;
  /** OPEN positions by user id; a position that closes is removed. */
  readonly positions: Map<number, PositionState>;
  readonly newPositionId: () => number;
  /** The user's margin mode in this contract, which a new position takes. */
  readonly marginModeOf: (userId: number) => MarginMode;
  readonly lastTradeNo: number;
  readonly nowMs: number;
  /** The batch's first sequence number: its fee posting's key (`perp.fees.ts`). */
  readonly batchSeq: number;
}

const REJECT_TO_REASON: Partial<Record<RejectReason, string>> = {
  POST_ONLY_WOULD_TAKE: 'post_only_would_take',
  FOK_NOT_FILLABLE: 'fok_not_fillable',
  NO_LIQUIDITY: 'no_liquidity',
};

/** The new entry price after adding `lots` at `price` to a position. */
export function averageEntry(
  contract: Contract,
  held: number,
  entry: Fixed,
  lots: number,
  price: Fixed,
): Fixed {
  if (held === 0) return price;
  const total = BigInt(held + lots);
  if (contract.kind === 'linear')
    return risk.mulDiv(BigInt(held) * entry + BigInt(lots) * price, 1n, total, 'half-even');
  // Inverse: lots are USD face value, so the average is harmonic.
  return risk.mulDiv(
    total,
    entry * price,
    BigInt(held) * price + BigInt(lots) * entry,
    'half-even',
  );
}

export function settle(
  contract: Contract,
  events: readonly EngineEvent[],
  context: SettleContext,
): PerpSettlement {
  const postings: Posting[] = [];
  /** Finished orders with what they still held, freed after the fills and their fees. */
  const releasing: PerpOrderState[] = [];
  const fees = new BatchFees(contract, context.batchSeq);
  const trades: PerpTradeRecord[] = [];
  const changedOrders = new Set<number>();
  const changedPositions = new Map<number, PositionState>();
  let tradeNo = context.lastTradeNo;
  const now = context.nowMs;

  const get = (id: number): PerpOrderState => {
    const order = context.orders.get(id);
    if (!order) throw new Error(`engine event for unknown order ${id}`);
    changedOrders.add(id);
    order.updatedAt = now;
    return order;
  };
  const finish = (order: PerpOrderState, status: 'FILLED' | 'CANCELLED', reason: string | null) => {
    order.status = status;
    order.cancelReason = reason;
    if (order.frozen > 0n) releasing.push({ ...order });
    order.frozen = 0n;
    if (order.action === 'close' && order.remainingLots > 0) {
      const position = context.positions.get(order.userId);
      if (position) {
        position.pendingCloseLots -= order.remainingLots;
        changedPositions.set(position.id, position);
      }
    }
    order.remainingLots = 0;
  };

  for (const event of events) {
    switch (event.kind) {
      case 'accepted':
        break;
      case 'rested': {
        const order = get(event.orderId);
        order.status = 'PENDING';
        break;
      }
      case 'fill': {
        tradeNo += 1;
        const price = BigInt(event.priceTicks) * risk.fx(contract.tick.toString());
        const maker = get(event.makerOrderId);
        const taker = get(event.takerOrderId);
        const trade: PerpTradeRecord = {
          tradeNo,
          price,
          lots: event.lots,
          takerOrderId: taker.id,
          makerOrderId: maker.id,
          makerUserId: maker.userId,
          takerUserId: taker.userId,
          takerDirection: taker.direction,
          takerAction: taker.action,
          makerFee: 0n,
          takerFee: 0n,
          makerPnl: 0n,
          takerPnl: 0n,
        };
        const m = fill(maker, event.lots, price, 'maker', tradeNo);
        const t = fill(taker, event.lots, price, 'taker', tradeNo);
        trade.makerFee = m.fee;
        trade.makerPnl = m.pnl;
        trade.takerFee = t.fee;
        trade.takerPnl = t.pnl;
        trades.push(trade);
        for (const order of [maker, taker]) {
          if (order.remainingLots === 0) finish(order, 'FILLED', null);
        }
        break;
      }
      case 'cancelled': {
        const order = get(event.orderId);
        finish(
          order,
          order.filledLots > 0 && order.remainingLots === 0 ? 'FILLED' : 'CANCELLED',
          event.reason,
        );
        break;
      }
      case 'rejected': {
        const order = get(event.orderId);
        finish(order, 'CANCELLED', REJECT_TO_REASON[event.reason] ?? 'rejected');
        break;
      }
      case 'done': {
        const order = get(event.orderId);
        if (order.status !== 'FILLED' && order.status !== 'CANCELLED')
          finish(order, 'FILLED', null);
        break;
      }
    }
  }
  const fee = fees.posting();
  return {
    postings: [
      ...postings,
      ...(fee ? [fee] : []),
      ...releasePostings(contract, releasing, context.batchSeq),
    ],
    trades,
    changedOrders,
    changedPositions,
    lastTradeNo: tradeNo,
  };

  function fill(
    order: PerpOrderState,
    lots: number,
    price: Fixed,
    role: 'maker' | 'taker',
    no: number,
  ): { fee: Fixed; pnl: Fixed } {
    order.remainingLots -= lots;
    order.filledLots += lots;
    order.filledValue += BigInt(lots) * price;
    const key = `perp:${contract.symbol}:${no}:${role}`;
    const result =
      order.action === 'open'
        ? openFill(order, lots, price, role, key)
        : closeFill(order, lots, price, role, key);
    order.fee += result.fee;
    order.realisedPnl += result.pnl;
    return result;
  }

  function openFill(
    order: PerpOrderState,
    lots: number,
    price: Fixed,
    role: 'maker' | 'taker',
    key: string,
  ): { fee: Fixed; pnl: Fixed } {
    let position = context.positions.get(order.userId);
    if (!position) {
      position = newPosition(order, price);
      context.positions.set(order.userId, position);
    }
    const qty = lotsFx(lots);
    // The freeze was sized at the order's worst price; a taker filled at a
    // price that needs more than what is left (possible only for a sell
    // above the band, or an inverse buy below it) posts what is left.
    const { spec } = pricedAt(contract, order.feeRates);
    const fee = minFx(
      cash(contract, risk.tradingFee(spec, qty, price, role), 'ceil'),
      order.frozen,
    );
    const wanted = cash(
      contract,
      risk.initialMargin(contract.spec, qty, price, order.leverage),
      'ceil',
    );
    const margin = minFx(wanted, order.frozen - fee);
    order.frozen -= fee + margin;
    order.positionId = position.id;

    position.entryPrice = averageEntry(contract, position.lots, position.entryPrice, lots, price);
    position.lots += lots;
    position.margin += margin;
    position.fees += fee;
    if (order.takeProfit !== null) position.takeProfit = order.takeProfit;
    if (order.stopLoss !== null) position.stopLoss = order.stopLoss;
    position.updatedAt = now;
    changedPositions.set(position.id, position);

    const { user } = accountsOf(contract);
    const account = user(order.userId);
    const roll = rollMarginHold(contract, position, margin);
    postings.push(
      posting(
        `${key}:open`,
        'perpetual_open',
        `perp_position:${position.id}`,
        'margin',
        [[account, 'frozen', -margin], ...roll.lines],
        {
          release: [
            { key: orderHold(order.id), amount: text(margin) },
            ...(roll.holds.release ?? []),
          ],
          open: roll.holds.open ?? [],
        },
      ),
    );
    fees.fromOrder(order.userId, order.id, fee);
    return { fee, pnl: 0n };
  }

  function closeFill(
    order: PerpOrderState,
    lots: number,
    price: Fixed,
    role: 'maker' | 'taker',
    key: string,
  ): { fee: Fixed; pnl: Fixed } {
    const position = context.positions.get(order.userId);
    if (!position || position.direction !== order.direction || position.lots < lots)
      throw new Error(`close order ${order.id} has no position to close`);
    const r = closeLots(
      pricedAt(contract, order.feeRates),
      position,
      lots,
      price,
      role,
      key,
      now,
      order.trigger === 'liquidation',
      fees,
    );
    postings.push(...r.postings);
    order.positionId = position.id;
    position.pendingCloseLots -= lots;
    changedPositions.set(position.id, position);
    if (position.lots === 0) {
      position.closedBy = order.trigger ?? 'user';
      context.positions.delete(order.userId);
    }
    return { fee: r.fee, pnl: r.pnl };
  }

  function newPosition(order: PerpOrderState, price: Fixed): PositionState {
    return {
      id: context.newPositionId(),
      userId: order.userId,
      direction: order.direction,
      leverage: order.leverage,
      lots: 0,
      closedLots: 0,
      entryPrice: price,
      margin: 0n,
      realisedPnl: 0n,
      fundingFees: 0n,
      fees: 0n,
      takeProfit: null,
      stopLoss: null,
      closeValue: 0n,
      status: 'OPEN',
      closedBy: null,
      holdVersion: 0,
      marginMode: context.marginModeOf(order.userId),
      pendingCloseLots: 0,
      openedAt: now,
      closedAt: null,
      updatedAt: now,
    };
  }
}
