/**
 * Pure perpetual rules: a contract's configuration as the engine's risk
 * arithmetic sees it, conversion between decimal text and the risk module's
 * 12-decimal fixed point, and validation of a placement against the contract
 * and the user's position. No I/O, no clock: time and prices are passed in.
 *
 * One-way mode with isolated margin (spec section 5): a user holds at most
 * one position per contract, so an open in the other direction is refused
 * (OPPOSITE_POSITION) instead of netting, and an open at another leverage is
 * refused (LEVERAGE_MIXED) instead of silently re-margining the position.
 */
import { MAX_LOTS, MAX_PRICE_TICKS, risk } from '@exchange/engine';
import {
  decimal,
  fromBigInt,
  isMultipleOf,
  isPositive,
  toPlainString,
  toUnits,
  type Decimal,
} from '@exchange/money';
import type { Selectable } from 'kysely';
import { AppError } from '../../http/app-error.js';
import { isTradingTime } from '../spot/index.js';
import type {
  PerpAction,
  PerpContractTable,
  PerpContractType,
  PerpDirection,
  StoredTier,
} from './perp.tables.js';

export interface Contract {
  readonly symbol: string;
  readonly coin: string;
  readonly contractType: PerpContractType;
  readonly kind: risk.ContractKind;
  readonly quote: 'USDT' | 'USD';
  readonly marginAsset: string;
  /** Decimals of the margin asset: every margin, fee and PnL amount is rounded to them. */
  readonly marginDecimals: number;
  readonly contractSize: Decimal;
  readonly tick: Decimal;
  readonly minOpenLots: number;
  readonly maxOpenLots: number;
  readonly minCloseLots: number;
  readonly maxCloseLots: number;
  readonly leverages: readonly number[];
  readonly defaultLeverage: number;
  readonly tiers: readonly StoredTier[];
  readonly makerFee: Decimal;
  readonly takerFee: Decimal;
  readonly fundingIntervalHours: number;
  readonly tradingHours: string;
  readonly enabled: boolean;
  readonly sort: number;
  /** 'delivery': a fixed-expiry series (`term`, settlement window); margin in the delivery wallet. */
  readonly product: 'perpetual' | 'delivery';
  readonly term: string | null;
  readonly settleWindowMinutes: number | null;
  readonly wallet: 'contract' | 'delivery';
  /** The same contract for `@exchange/engine`'s risk arithmetic. */
  readonly spec: risk.ContractSpec;
}

/** Market orders fill only within this fraction of the mark price (price protection). */
export const MARKET_BAND = decimal('0.05');

/** Stored NUMERIC text without the trailing zeros PostgreSQL pads it with. */
export const trimZeros = (stored: string): string =>
  stored.includes('.') ? stored.replace(/0+$/, '').replace(/\.$/, '') : stored;

export function contractFromRow(
  row: Selectable<PerpContractTable>,
  decimalsOf: (coin: string) => number | undefined,
): Contract {
  const marginDecimals = decimalsOf(row.margin_asset);
  if (marginDecimals === undefined)
    throw new Error(`contract ${row.symbol}: unknown margin asset ${row.margin_asset}`);
  const kind = row.contract_type === 'usdt' ? 'linear' : 'inverse';
  const leverages = [...row.leverages].sort((a, b) => a - b);
  if (!leverages.includes(row.default_leverage))
    throw new Error(`contract ${row.symbol}: default leverage is not offered`);
  // defineContract also refuses a tier whose leverage cap would let a
  // position open with less initial margin than maintenance.
  const spec = risk.defineContract({
    kind,
    contractSize: risk.fx(trimZeros(row.contract_size)),
    tiers: row.tiers.map((t) => ({
      maxNotional: risk.fx(t.maxNotional),
      maintenanceRate: risk.fx(t.maintenanceRate),
      maxLeverage: t.maxLeverage,
    })),
    takerFee: risk.fx(trimZeros(row.taker_fee)),
    makerFee: risk.fx(trimZeros(row.maker_fee)),
  });
  return {
    symbol: row.symbol,
    coin: row.coin,
    contractType: row.contract_type,
    kind,
    quote: row.quote,
    marginAsset: row.margin_asset,
    marginDecimals,
    contractSize: decimal(trimZeros(row.contract_size)),
    tick: decimal(trimZeros(row.tick_size)),
    minOpenLots: Number(row.min_open_lots),
    maxOpenLots: Math.min(Number(row.max_open_lots), MAX_LOTS),
    minCloseLots: Number(row.min_close_lots),
    maxCloseLots: Math.min(Number(row.max_close_lots), MAX_LOTS),
    leverages,
    defaultLeverage: row.default_leverage,
    tiers: row.tiers,
    makerFee: decimal(trimZeros(row.maker_fee)),
    takerFee: decimal(trimZeros(row.taker_fee)),
    fundingIntervalHours: row.funding_interval_hours,
    tradingHours: row.trading_hours,
    enabled: row.enabled,
    sort: row.sort,
    product: row.product,
    term: row.term,
    settleWindowMinutes: row.settle_window_minutes,
    wallet: row.product === 'delivery' ? 'delivery' : 'contract',
    spec,
  };
}

/** Decimal to the risk module's fixed point (12 decimals; prices and rates never need more). */
export const toFx = (value: Decimal): bigint => risk.fx(value.toString());

/** Fixed point back to a decimal. */
export const fromFx = (value: bigint): Decimal => fromBigInt(value, risk.DECIMALS);

/** Lots as the risk module's quantity. */
export const lotsFx = (lots: number): bigint => BigInt(lots) * risk.ONE;

/**
 * The notional that picks a position's maintenance tier: the value in USDT
 * at `price` for a linear contract, the USD face value for an inverse one
 * (see `risk.MaintenanceTier`). Rounded up, so a size on a tier's edge
 * counts in the higher tier.
 */
export function tierNotional(contract: Contract, lots: number, price: Decimal): bigint {
  return contract.kind === 'linear'
    ? risk.positionValue(contract.spec, lotsFx(lots), toFx(price), 'ceil')
    : risk.mulDiv(lotsFx(lots), contract.spec.contractSize, risk.ONE, 'ceil');
}

/** What a user holds in a contract, as validation needs it. */
export interface PositionView {
  readonly direction: PerpDirection;
  readonly lots: number;
  /** Lots not already promised to a pending close order. */
  readonly closableLots: number;
  readonly leverage: number;
}

export interface PlacementInput {
  readonly direction: PerpDirection;
  readonly action: PerpAction;
  readonly type: 'limit' | 'market';
  readonly price?: string | undefined;
  readonly lots: number;
  readonly leverage?: number | undefined;
}

export interface ValidPlacement {
  readonly direction: PerpDirection;
  readonly action: PerpAction;
  readonly type: 'limit' | 'market';
  readonly price: Decimal | null;
  readonly priceTicks: number | null;
  readonly lots: number;
  readonly leverage: number;
}

/**
 * Checks a placement against the contract and the user's position; throws
 * the spec's error for the first rule broken. Closing takes the position's
 * own leverage; opening needs one of the offered leverages, the same as the
 * position's, and a size within the tier that leverage allows.
 */
export function validatePlacement(
  contract: Contract,
  input: PlacementInput,
  position: PositionView | null,
  context: { readonly nowMs: number; readonly markPrice: Decimal | null },
): ValidPlacement {
  if (!contract.enabled) throw new AppError('CONTRACT_SUSPENDED');
  if (!isTradingTime(contract.tradingHours, context.nowMs))
    throw new AppError('CONTRACT_CLOSED', { hours: contract.tradingHours });
  if (!Number.isSafeInteger(input.lots) || input.lots <= 0) throw new AppError('LOTS_NOT_POSITIVE');

  let price: Decimal | null = null;
  let priceTicks: number | null = null;
  if (input.type === 'limit') {
    price = decimal(input.price ?? '0');
    if (!isPositive(price)) throw new AppError('PRICE_NOT_POSITIVE');
    if (!isMultipleOf(price, contract.tick))
      throw new AppError('PRICE_PRECISION', { tick: toPlainString(contract.tick) });
    const ticks = toUnits(price, contract.tick.scale) / toUnits(contract.tick, contract.tick.scale);
    if (ticks > BigInt(MAX_PRICE_TICKS))
      throw new AppError('PRICE_PRECISION', { tick: toPlainString(contract.tick) });
    priceTicks = Number(ticks);
  }

  if (input.action === 'close') {
    if (!position || position.direction !== input.direction)
      throw new AppError('POSITION_NOT_FOUND');
    // Closing everything that is left is always allowed, even below the minimum.
    if (input.lots < contract.minCloseLots && input.lots !== position.closableLots)
      throw new AppError('CLOSE_LOTS_BELOW_MIN', { min: contract.minCloseLots });
    if (input.lots > contract.maxCloseLots)
      throw new AppError('CLOSE_LOTS_ABOVE_MAX', { max: contract.maxCloseLots });
    if (input.lots > position.closableLots)
      throw new AppError('CLOSABLE_LOTS_INSUFFICIENT', { closable: position.closableLots });
    return { ...input, price, priceTicks, leverage: position.leverage };
  }

  if (input.lots < contract.minOpenLots)
    throw new AppError('OPEN_LOTS_BELOW_MIN', { min: contract.minOpenLots });
  if (input.lots > contract.maxOpenLots)
    throw new AppError('OPEN_LOTS_ABOVE_MAX', { max: contract.maxOpenLots });
  if (input.leverage === undefined) throw new AppError('LEVERAGE_REQUIRED');
  const leverage = input.leverage;
  if (!contract.leverages.includes(leverage))
    throw new AppError('LEVERAGE_INVALID', { leverages: contract.leverages.join(', ') });
  if (position) {
    if (position.direction !== input.direction) throw new AppError('OPPOSITE_POSITION');
    if (position.leverage !== leverage) throw new AppError('LEVERAGE_MIXED');
  }
  // The tier of the position after this open decides the highest leverage allowed.
  const reference = price ?? context.markPrice;
  if (reference === null) throw new AppError('MARK_PRICE_UNAVAILABLE');
  const lotsAfter = input.lots + (position?.lots ?? 0);
  const tier = risk.tierFor(contract.spec, tierNotional(contract, lotsAfter, reference));
  if (leverage > tier.maxLeverage)
    throw new AppError('LEVERAGE_ABOVE_TIER', { max: tier.maxLeverage });
  return { ...input, price, priceTicks, leverage };
}
