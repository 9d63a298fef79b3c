import type {
  PerpAction,
  PerpConfig,
  PerpDirection,
  PerpMaintenanceTier,
  PerpOrderType,
  PerpPosition,
  PerpTimeInForce,
} from '@exchange/contracts';
import { eq, gt, isMultipleOf, isPositive, lt, parseDecimal, type Decimal } from '@exchange/money';
import { inputValue } from '../spot/orderMath';
import { canonicalAmount, type Problem } from '../wallet/transferRules';
import { formatMoney, leverageText } from './format';
import { marginFor, notionalOf, tierCap, withinTier } from './perpMath';

/**
 * Client checks for a contract order, mirroring the contract's rules as the
 * server applies them (contracts `perpPlaceOrderBody` and its error list), so
 * a mistake shows before submit with a translated message. The server stays
 * the judge: fees, the exact mark price and the whole position are its to know.
 */

export interface PerpDraft {
  action: PerpAction;
  /** The position's direction, also when closing: closing a long sells. */
  direction: PerpDirection;
  type: PerpOrderType;
  timeInForce: PerpTimeInForce;
  price: string;
  lots: string;
  leverage: number;
  takeProfit: string;
  stopLoss: string;
}

export interface PerpContext {
  config: PerpConfig;
  tiers: readonly PerpMaintenanceTier[];
  /** The contract account's available margin asset; undefined for guests or while loading. */
  available?: string | undefined;
  /** The user's OPEN position in this contract, if any (one-way mode: at most one). */
  position?: PerpPosition | undefined;
}

export interface PerpProblems {
  price?: Problem | undefined;
  lots?: Problem | undefined;
  takeProfit?: Problem | undefined;
  stopLoss?: Problem | undefined;
  /** About the order as a whole: margin, tier cap, the existing position. */
  order?: Problem | undefined;
}

/** Whether the order buys: opening a long or closing a short. */
export function buys(draft: Pick<PerpDraft, 'action' | 'direction'>): boolean {
  return (draft.action === 'open') === (draft.direction === 'long');
}

/** The price an order is judged at: its limit price, or the mark price for a market order. */
export function referencePrice(
  draft: Pick<PerpDraft, 'type' | 'price'>,
  config: PerpConfig,
): string | null {
  return draft.type === 'limit' ? draft.price : config.markPrice;
}

/** Whole lots typed, or null when the text is not a whole number. */
export function lotsOf(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : null;
}

/** A typed figure as the plain decimal the API wants ("1." is "1"). */
const plain = (text: string) => canonicalAmount(text) ?? text.trim();

export function isProblem(value: Decimal | number | Problem): value is Problem {
  return typeof value === 'object' && 'key' in value;
}

/** Filled in, a plain decimal, above zero and on the tick. */
export function checkPriceText(text: string, tickSize: string): Decimal | Problem {
  if (text.trim() === '') return { key: 'account.error.required' };
  const value = inputValue(text);
  if (value === null) return { key: 'trade.error.format' };
  if (!isPositive(value)) return { key: 'trade.error.positive' };
  const tick = parseDecimal(tickSize);
  if (tick !== null && isPositive(tick) && !isMultipleOf(value, tick)) {
    return { key: 'trade.error.tick', params: { tick: tickSize } };
  }
  return value;
}

function checkLots(draft: PerpDraft, context: PerpContext): number | Problem {
  const { config, position } = context;
  const text = draft.lots.trim();
  if (text === '') return { key: 'account.error.required' };
  if (!/^\d+$/.test(text)) return { key: 'perp.error.lotsWhole' };
  const opening = draft.action === 'open';
  const min = opening ? config.minOpenLots : config.minCloseLots;
  const max = opening ? config.maxOpenLots : config.maxCloseLots;
  const lots = lotsOf(text);
  // More than 15 digits is beyond any contract's maximum.
  if (lots === null) return { key: 'perp.error.maxLots', params: { max } };
  if (lots === 0) return { key: 'trade.error.positive' };
  if (lots < min) return { key: 'perp.error.minLots', params: { min } };
  if (max > 0 && lots > max) return { key: 'perp.error.maxLots', params: { max } };
  if (opening) return lots;
  if (position === undefined || position.direction !== draft.direction) {
    return { key: 'perp.error.noPosition' };
  }
  if (lots > position.closableLots) {
    return { key: 'perp.error.closable', params: { closable: position.closableLots } };
  }
  return lots;
}

/**
 * A take-profit or stop-loss: optional, on the tick, and on the right side
 * of `reference` (spec section 5): above it for a long's take-profit, below
 * for its stop-loss, the reverse for a short.
 */
function checkPreset(
  which: 'takeProfit' | 'stopLoss',
  text: string,
  direction: PerpDirection,
  reference: string | null,
  tickSize: string,
): Problem | undefined {
  if (text.trim() === '') return undefined;
  const value = checkPriceText(text, tickSize);
  if (isProblem(value)) return value;
  const at = reference === null ? null : inputValue(reference);
  if (at === null || !isPositive(at)) return undefined;
  const wantsAbove = (which === 'takeProfit') === (direction === 'long');
  if (wantsAbove ? gt(value, at) : lt(value, at)) return undefined;
  return { key: which === 'takeProfit' ? 'perp.error.takeProfitSide' : 'perp.error.stopLossSide' };
}

export interface PresetValues {
  takeProfit: string;
  stopLoss: string;
}

/** Both presets of a position judged against `reference` (the mark price, else the entry). */
export function checkPresets(
  values: PresetValues,
  direction: PerpDirection,
  reference: string | null,
  tickSize: string,
): { takeProfit?: Problem | undefined; stopLoss?: Problem | undefined } {
  return {
    takeProfit: checkPreset('takeProfit', values.takeProfit, direction, reference, tickSize),
    stopLoss: checkPreset('stopLoss', values.stopLoss, direction, reference, tickSize),
  };
}

/**
 * What to send to change a position's presets (contracts
 * `perpModifyPresetQuery`): a field left as it was is not sent, an emptied
 * one is sent as '' (remove), a new price as itself. Null when nothing changed.
 */
export function presetChange(
  position: Pick<PerpPosition, 'takeProfit' | 'stopLoss'>,
  values: PresetValues,
): { takeProfit?: string; stopLoss?: string } | null {
  const changed = (typed: string, current: string | null): string | undefined => {
    if (typed.trim() === '') return current === null ? undefined : '';
    const next = inputValue(typed);
    const now = current === null ? null : parseDecimal(current);
    // "30000.00" typed over "30000" is no change.
    return next !== null && now !== null && eq(next, now) ? undefined : plain(typed);
  };
  const takeProfit = changed(values.takeProfit, position.takeProfit);
  const stopLoss = changed(values.stopLoss, position.stopLoss);
  if (takeProfit === undefined && stopLoss === undefined) return null;
  return {
    ...(takeProfit === undefined ? {} : { takeProfit }),
    ...(stopLoss === undefined ? {} : { stopLoss }),
  };
}

/** What the existing position, the tier caps and the balance say about opening `lots`. */
function checkOpening(draft: PerpDraft, lots: number, context: PerpContext): Problem | undefined {
  const { config, position, tiers, available } = context;
  if (position !== undefined && position.direction !== draft.direction) {
    return { key: 'perp.error.opposite' };
  }
  if (position !== undefined && position.leverage !== draft.leverage) {
    return {
      key: 'perp.error.leverageMixed',
      params: { leverage: leverageText(position.leverage) },
    };
  }
  // Tiers judge the whole position after the fill; a linear one at the mark price.
  const held = position?.lots ?? 0;
  const tierPrice = config.markPrice ?? referencePrice(draft, config);
  const notional = notionalOf(config, held + lots, tierPrice);
  if (notional !== null && !withinTier(tiers, draft.leverage, notional)) {
    return {
      key: 'perp.error.tierCap',
      params: {
        leverage: leverageText(draft.leverage),
        max: formatMoney(tierCap(tiers, draft.leverage) ?? '0'),
        asset: config.quote,
      },
    };
  }
  const margin = marginFor(config, lots, referencePrice(draft, config), draft.leverage);
  const need = margin === null ? null : parseDecimal(margin);
  const limit = available === undefined ? null : parseDecimal(available.trim());
  if (need !== null && limit !== null && gt(need, limit)) {
    return { key: 'trade.error.insufficient' };
  }
  return undefined;
}

/** Every problem with the draft, by field. */
export function checkPerpOrder(draft: PerpDraft, context: PerpContext): PerpProblems {
  const { config } = context;
  const price = draft.type === 'limit' ? checkPriceText(draft.price, config.tickSize) : null;
  const lots = checkLots(draft, context);
  const problems: PerpProblems = {
    price: price !== null && isProblem(price) ? price : undefined,
    lots: isProblem(lots) ? lots : undefined,
  };
  if (draft.action === 'close') return problems;
  const presets = checkPresets(
    draft,
    draft.direction,
    referencePrice(draft, config),
    config.tickSize,
  );
  problems.takeProfit = presets.takeProfit;
  problems.stopLoss = presets.stopLoss;
  if (!isProblem(lots) && problems.price === undefined) {
    problems.order = checkOpening(draft, lots, context);
  }
  return problems;
}

export function hasProblems(problems: PerpProblems): boolean {
  return Object.values(problems).some((problem) => problem !== undefined);
}

/**
 * The body of `POST /contract/perpetual/order` without its client order id,
 * in a fixed key order (so equal orders fingerprint equally). A market order
 * sends no price and no time in force (the server makes it IOC); a close
 * sends no leverage and no presets.
 */
export interface PerpOrderRequest {
  symbol: string;
  direction: PerpDirection;
  action: PerpAction;
  type: PerpOrderType;
  price?: string;
  lots: number;
  leverage?: number;
  takeProfit?: string;
  stopLoss?: string;
  timeInForce?: PerpTimeInForce;
}

/** The request for a checked draft; figures are sent as the plain decimals typed. */
export function perpOrderRequest(draft: PerpDraft, symbol: string): PerpOrderRequest {
  const request: PerpOrderRequest = {
    symbol,
    direction: draft.direction,
    action: draft.action,
    type: draft.type,
    lots: lotsOf(draft.lots) ?? 0,
  };
  if (draft.type === 'limit') request.price = plain(draft.price);
  if (draft.action === 'open') {
    request.leverage = draft.leverage;
    if (draft.takeProfit.trim() !== '') request.takeProfit = plain(draft.takeProfit);
    if (draft.stopLoss.trim() !== '') request.stopLoss = plain(draft.stopLoss);
  }
  if (draft.type === 'limit') request.timeInForce = draft.timeInForce;
  return request;
}
