import type { PerpConfig, PerpDirection, PerpPosition } from '@exchange/contracts';
import { risk } from '@exchange/engine';
import { decimal, div, mul, parseDecimal, ROUNDING, toPlainString } from '@exchange/money';
import { inputValue } from '../spot/orderMath';
import { MARGIN_SCALE } from './perpMath';

/**
 * The contract risk figures the web shows before and after opening, from the
 * engine's own arithmetic (`@exchange/engine` risk: initialMargin,
 * liquidationPrice, unrealisedPnl), fed the same contract spec and the same
 * roundings the server applies (`perp.core.ts` contractFromRow, `perp.place.ts`,
 * `perp.wire.ts`), so an estimate here is the figure the server will post.
 * Every amount is a bigint of 10^-12 units (`risk.Fixed`); nothing is a JS number.
 */

type Fixed = bigint;

/** What of a contract's configuration the risk arithmetic needs. */
export type RiskConfig = Pick<
  PerpConfig,
  'kind' | 'contractSize' | 'maintenanceTiers' | 'takerFee' | 'makerFee' | 'tickSize'
>;

/** The resulting isolated position: its side, whole lots, entry price and margin. */
export interface PositionShape {
  side: PerpDirection;
  lots: number;
  entry: Fixed;
  margin: Fixed;
}

/** Decimal text ("30000.50", "1.") as Fixed; null when it is not a plain decimal of at most 12 places. */
export function fxOf(text: string | null | undefined): Fixed | null {
  const value = text === null || text === undefined ? null : inputValue(text);
  if (value === null) return null;
  try {
    return risk.fx(toPlainString(value));
  } catch {
    return null; // more decimals than the risk arithmetic carries
  }
}

/** Fixed as plain decimal text, trailing zeros dropped. */
export const fxText = (value: Fixed): string => risk.fxToString(value);

/** Configs are kept by the query cache, so each is checked once. */
const specCache = new WeakMap<RiskConfig, risk.ContractSpec | null>();

/**
 * The contract as the engine sees it, built as the server's `contractFromRow`
 * builds it: linear for USDT-margined, inverse for coin-margined, the tiers
 * and fee rates as configured. Null when the configuration is one the engine
 * refuses (the server would not have listed it) or a figure is unreadable.
 */
export function specOf(config: RiskConfig): risk.ContractSpec | null {
  const cached = specCache.get(config);
  if (cached !== undefined) return cached;
  let spec: risk.ContractSpec | null;
  try {
    const tiers = config.maintenanceTiers.map((tier) => ({
      maxNotional: risk.fx(toPlainString(decimal(tier.maxNotional))),
      maintenanceRate: risk.fx(toPlainString(decimal(tier.maintenanceRate))),
      maxLeverage: tier.maxLeverage,
    }));
    spec = risk.defineContract({
      kind: config.kind,
      contractSize: risk.fx(toPlainString(decimal(config.contractSize))),
      tiers,
      takerFee: risk.fx(toPlainString(decimal(config.takerFee))),
      makerFee: risk.fx(toPlainString(decimal(config.makerFee))),
    });
  } catch {
    spec = null;
  }
  specCache.set(config, spec);
  return spec;
}

const lotsFx = (lots: number): Fixed => BigInt(lots) * risk.ONE;

/** An amount rounded to the margin asset's decimals, as the server's `cash` does. */
export function cashOf(amount: Fixed, decimals: number, rounding: risk.Rounding): Fixed {
  const unit = 10n ** BigInt(risk.DECIMALS - Math.min(Math.max(decimals, 0), risk.DECIMALS));
  return risk.mulDiv(amount, 1n, unit, rounding) * unit;
}

/**
 * The entry price after adding `lots` at `price` to `held` lots at `entry`,
 * as the server's `averageEntry` (perp.settle.ts) computes it: weighted by
 * lots for linear, harmonic for inverse (lots are USD face), half-even.
 */
export function averageEntry(
  kind: PerpConfig['kind'],
  held: number,
  entry: Fixed,
  lots: number,
  price: Fixed,
): Fixed {
  if (held === 0) return price;
  const total = BigInt(held + lots);
  if (kind === 'linear') {
    return risk.mulDiv(BigInt(held) * entry + BigInt(lots) * price, 1n, total, 'half-even');
  }
  return risk.mulDiv(
    total,
    entry * price,
    BigInt(held) * price + BigInt(lots) * entry,
    'half-even',
  );
}

/** A price rounded to whole ticks as asked; null when it is not above zero then. */
export function toTick(price: Fixed, tick: Fixed, rounding: risk.Rounding): Fixed | null {
  if (tick <= 0n) return null;
  const ticks = risk.mulDiv(price, 1n, tick, rounding);
  return ticks > 0n ? ticks * tick : null;
}

export interface OpeningInput {
  config: RiskConfig;
  /** Decimals of the margin asset: the server rounds every margin to them. */
  marginDecimals: number | undefined;
  side: PerpDirection;
  lots: number | null;
  /** The price the order is expected to fill at. */
  price: string | null;
  leverage: number;
  /** The user's open position in the contract, if any. */
  position?: PerpPosition | undefined;
  /**
   * Cross margin only: the margin asset's available balance in the
   * product's wallet before the order (undefined: isolated). What the
   * order's freeze leaves of it also carries the position.
   */
  crossAvailable?: string | undefined;
}

export interface OpeningEstimate {
  /** Initial margin the order posts (server: cash(initialMargin, ceil)). */
  margin: Fixed;
  /** The isolated position after the fill, the held one included. */
  shape: PositionShape;
  /** Its liquidation price on the tick (null: it cannot be liquidated). */
  liquidation: Fixed | null;
  /** Whether the held position is part of the estimate. */
  withHeld: boolean;
  /** Cross margin: the free balance counted in the liquidation price; null when isolated. */
  crossFree: Fixed | null;
}

/**
 * What opening `lots` at `price` needs and leads to: the margin, as the server
 * posts it into the position at a fill at that price, and the liquidation
 * price of the resulting isolated position, on the tick toward the side that
 * warns earlier (as `positionToWire` shows it). A held position on the same
 * side and leverage is added to (entry averaged, margins summed); one the
 * server would refuse to add to gives no estimate. Null while a figure is
 * missing or not positive.
 *
 * Cross margin: the free balance tops the position up before it is
 * liquidated, so the liquidation price is the isolated one with that balance
 * added to the margin. It is an estimate: the user's other cross positions
 * share the same balance and are left out.
 */
export function openingEstimate(input: OpeningInput): OpeningEstimate | null {
  const spec = specOf(input.config);
  const price = fxOf(input.price);
  const tick = fxOf(input.config.tickSize);
  const { lots, leverage, position } = input;
  if (spec === null || price === null || price <= 0n || tick === null) return null;
  if (lots === null || lots <= 0 || !Number.isSafeInteger(leverage) || leverage < 1) return null;
  const held = position !== undefined && position.lots > 0 ? position : undefined;
  if (held !== undefined && (held.direction !== input.side || held.leverage !== leverage)) {
    return null;
  }
  const heldEntry = fxOf(held?.entryPrice);
  const heldMargin = fxOf(held?.margin);
  if (held !== undefined && (heldEntry === null || heldMargin === null)) return null;
  const decimals = input.marginDecimals ?? MARGIN_SCALE;
  const margin = cashOf(risk.initialMargin(spec, lotsFx(lots), price, leverage), decimals, 'ceil');
  const heldLots = held?.lots ?? 0;
  const shape: PositionShape = {
    side: input.side,
    lots: heldLots + lots,
    entry: averageEntry(spec.kind, heldLots, heldEntry ?? price, lots, price),
    margin: (heldMargin ?? 0n) + margin,
  };
  const crossFree =
    input.crossAvailable === undefined
      ? null
      : freeAfterFreeze(spec, input.crossAvailable, margin, lots, price, decimals);
  return {
    margin,
    shape,
    liquidation: liquidationOf(spec, { ...shape, margin: shape.margin + (crossFree ?? 0n) }, tick),
    withHeld: held !== undefined,
    crossFree,
  };
}

/**
 * The available balance left once the order is placed: the server freezes
 * its initial margin and its taker fee (perp.place.ts). Never below zero; an
 * unreadable balance counts as none, which only brings the estimate closer.
 */
function freeAfterFreeze(
  spec: risk.ContractSpec,
  availableText: string,
  margin: Fixed,
  lots: number,
  price: Fixed,
  decimals: number,
): Fixed {
  const available = fxOf(availableText) ?? 0n;
  const fee = cashOf(risk.tradingFee(spec, lotsFx(lots), price, 'taker'), decimals, 'ceil');
  const free = available - margin - fee;
  return free > 0n ? free : 0n;
}

function liquidationOf(spec: risk.ContractSpec, shape: PositionShape, tick: Fixed): Fixed | null {
  const exact = risk.liquidationPrice(
    spec,
    shape.side,
    lotsFx(shape.lots),
    shape.entry,
    shape.margin,
  );
  return exact === null ? null : toTick(exact, tick, shape.side === 'long' ? 'ceil' : 'floor');
}

/** An open position as a shape; null when a figure is missing or it holds nothing. */
export function shapeOf(position: PerpPosition): PositionShape | null {
  const entry = fxOf(position.entryPrice);
  const margin = fxOf(position.margin);
  if (entry === null || margin === null || entry <= 0n || position.lots <= 0) return null;
  return { side: position.direction, lots: position.lots, entry, margin };
}

/**
 * Return on equity in percent, pnl / margin × 100, rounded half-up to two
 * places (plain text, "-12.5"); null when either is missing or the margin is
 * not positive.
 */
export function roePercent(pnlText: string | null, marginText: string | null): string | null {
  const pnl = pnlText === null ? null : parseDecimal(pnlText.trim());
  const margin = marginText === null ? null : parseDecimal(marginText.trim());
  if (pnl === null || margin === null || margin.units <= 0n) return null;
  return toPlainString(div(mul(pnl, decimal('100')), margin, 2, ROUNDING.half_up));
}

/** Fixed lots of a shape, for the engine's functions. */
export const shapeQty = (shape: PositionShape): Fixed => lotsFx(shape.lots);
