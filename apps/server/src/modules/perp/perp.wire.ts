/** The runner's states and the stored rows as the API answers them (`contract-wire.ts`). */
import { risk } from '@exchange/engine';
import type { PerpConfig, PerpFill, PerpOrder, PerpPosition } from '@exchange/contracts';
import { lotsFx, trimZeros as trim, type Contract } from './perp.core.js';
import { cash, text, type Fixed, type PerpOrderState, type PositionState } from './perp.state.js';
import type { PerpTradeTable } from './perp.tables.js';
import type { Selectable } from 'kysely';

const optional = (value: Fixed | null) => (value === null ? null : text(value));
/** A price for display: at most 12 decimals, trailing zeros dropped. */
const priceText = (value: Fixed) => text(value);

export function orderToWire(contract: Contract, o: PerpOrderState): PerpOrder {
  return {
    orderId: String(o.id),
    clientOrderId: o.clientOrderId,
    symbol: contract.symbol,
    marginAsset: contract.marginAsset,
    direction: o.direction,
    action: o.action,
    type: o.type,
    timeInForce: o.timeInForce,
    price: optional(o.price),
    lots: o.lots,
    filledLots: o.filledLots,
    remainingLots: o.status === 'FILLED' || o.status === 'CANCELLED' ? 0 : o.remainingLots,
    leverage: o.leverage,
    margin: text(o.margin),
    averagePrice:
      o.filledLots === 0
        ? null
        : priceText(risk.mulDiv(o.filledValue, 1n, BigInt(o.filledLots), 'half-even')),
    fee: text(o.fee),
    realisedPnl: text(o.realisedPnl),
    takeProfit: optional(o.takeProfit),
    stopLoss: optional(o.stopLoss),
    positionId: o.positionId === null ? null : String(o.positionId),
    status: o.status,
    cancelReason: (o.cancelReason as PerpOrder['cancelReason']) ?? null,
    trigger: o.trigger,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  };
}

/** Rounds a risk figure to the tick, toward the side that warns earlier. */
function toTick(contract: Contract, price: Fixed, rounding: risk.Rounding): Fixed {
  const tick = risk.fx(contract.tick.toString());
  return risk.mulDiv(price, 1n, tick, rounding) * tick;
}

/**
 * A position on the wire. A cross position's margin rate and liquidation
 * price are the account's (`perp.cross.ts`, `crossFigures`) when given;
 * without them (no balance read yet), its own margin's, which warn earlier.
 */
export function positionToWire(
  contract: Contract,
  p: PositionState,
  mark: Fixed | null,
  cross?: { readonly rate: Fixed | null; readonly liquidation: Fixed | null },
): PerpPosition {
  const open = p.status === 'OPEN' && p.lots > 0;
  const qty = lotsFx(p.lots);
  const side = p.direction;
  const live = open && mark !== null;
  // Money figures at the margin asset's decimals, each rounded the safe way.
  const unrealised = live
    ? cash(contract, risk.unrealisedPnl(contract.spec, side, qty, p.entryPrice, mark), 'floor')
    : null;
  const maintenance = live
    ? cash(contract, risk.maintenanceMargin(contract.spec, qty, mark), 'ceil')
    : null;
  const own = open && cross === undefined;
  const rate =
    live && unrealised !== null
      ? own
        ? risk.marginRate(contract.spec, qty, mark, p.margin + unrealised)
        : (cross?.rate ?? null)
      : null;
  const liquidation = open
    ? own
      ? risk.liquidationPrice(contract.spec, side, qty, p.entryPrice, p.margin)
      : (cross?.liquidation ?? null)
    : null;
  const bankruptcy = open
    ? risk.bankruptcyPrice(contract.spec, side, qty, p.entryPrice, p.margin)
    : null;
  const early: risk.Rounding = side === 'long' ? 'ceil' : 'floor';
  return {
    positionId: String(p.id),
    symbol: contract.symbol,
    marginAsset: contract.marginAsset,
    direction: p.direction,
    marginMode: p.marginMode,
    lots: p.lots,
    openedLots: p.lots + p.closedLots,
    closableLots: open ? Math.max(0, p.lots - p.pendingCloseLots) : 0,
    leverage: p.leverage,
    entryPrice: priceText(p.entryPrice),
    markPrice: open ? optional(mark) : null,
    closePrice:
      p.closedLots === 0 || open
        ? null
        : priceText(risk.mulDiv(p.closeValue, 1n, BigInt(p.closedLots), 'half-even')),
    margin: text(p.margin),
    marginRate: rate === null ? null : text(rate),
    maintenanceMargin: maintenance === null ? null : text(maintenance),
    liquidationPrice: liquidation === null ? null : text(toTick(contract, liquidation, early)),
    bankruptcyPrice: bankruptcy === null ? null : text(toTick(contract, bankruptcy, early)),
    unrealisedPnl: unrealised === null ? null : text(unrealised),
    realisedPnl: text(p.realisedPnl),
    fundingFees: text(p.fundingFees),
    fees: text(p.fees),
    takeProfit: optional(p.takeProfit),
    stopLoss: optional(p.stopLoss),
    status: p.status,
    closedBy: p.status === 'CLOSED' ? (p.closedBy ?? 'user') : null,
    openedAt: p.openedAt,
    closedAt: p.closedAt,
    updatedAt: p.updatedAt,
  };
}

export type FillRow = Selectable<PerpTradeTable> & {
  maker_position_id: string | null;
  taker_position_id: string | null;
  maker_action: 'open' | 'close';
};

/** One fill as the user on one side of it sees it. */
export function fillToWire(contract: Contract, row: FillRow, userId: number): PerpFill {
  const maker = row.maker_user_id === userId;
  const takerBuys = (row.taker_direction === 'long') === (row.taker_action === 'open');
  // The maker traded the other way: a buy that opens is a long, one that closes closes a short.
  const makerBuys = !takerBuys;
  const action = maker ? row.maker_action : row.taker_action;
  const direction = maker
    ? makerBuys === (action === 'open')
      ? 'long'
      : 'short'
    : row.taker_direction;
  const pnl = maker ? row.maker_pnl : row.taker_pnl;
  return {
    tradeId: String(row.id),
    orderId: maker ? row.maker_order_id : row.taker_order_id,
    positionId: (maker ? row.maker_position_id : row.taker_position_id) ?? '',
    symbol: contract.symbol,
    marginAsset: contract.marginAsset,
    direction,
    action,
    price: trim(row.price),
    lots: Number(row.lots),
    fee: trim(maker ? row.maker_fee : row.taker_fee),
    realisedPnl: action === 'close' ? trim(pnl) : null,
    role: maker ? 'maker' : 'taker',
    time: row.created_at.getTime(),
  };
}

export function configToWire(
  contract: Contract,
  live: {
    index: Fixed | null;
    mark: Fixed | null;
    last: Fixed | null;
    fundingRate: Fixed | null;
    nextFundingTime: number | null;
    openInterestLots: number | null;
    expiresAt: number | null;
    lastSettlementPrice: Fixed | null;
  },
): PerpConfig {
  const [base] = [contract.coin];
  return {
    symbol: contract.symbol,
    coinSymbol: contract.coin,
    contractType: contract.contractType,
    kind: contract.kind,
    base: base ?? contract.coin,
    quote: contract.quote,
    marginAsset: contract.marginAsset,
    contractSize: contract.contractSize.toString(),
    tickSize: contract.tick.toString(),
    pricePrecision: contract.tick.scale,
    minOpenLots: contract.minOpenLots,
    maxOpenLots: contract.maxOpenLots,
    minCloseLots: contract.minCloseLots,
    maxCloseLots: contract.maxCloseLots,
    leverages: [...contract.leverages],
    defaultLeverage: contract.defaultLeverage,
    maintenanceTiers: contract.tiers.map((t) => ({ ...t })),
    makerFee: contract.makerFee.toString(),
    takerFee: contract.takerFee.toString(),
    fundingIntervalHours: contract.fundingIntervalHours,
    tradingHours: contract.tradingHours,
    enabled: contract.enabled,
    product: contract.product,
    term: contract.term,
    expiresAt: live.expiresAt,
    settleWindowMinutes: contract.settleWindowMinutes,
    lastSettlementPrice: optional(live.lastSettlementPrice),
    indexPrice: optional(live.index),
    markPrice: optional(live.mark),
    lastPrice: optional(live.last),
    fundingRate: optional(live.fundingRate),
    nextFundingTime: live.nextFundingTime,
    openInterestLots: live.openInterestLots,
  };
}
