import type {
  PerpConfig,
  PerpStop,
  PerpStopBody,
  PerpStopKind,
  PerpStopSource,
} from '@exchange/contracts';
import { eq, gt, lt, parseDecimal } from '@exchange/money';
import { checkCallbackRate } from '../spot/stopRules';
import type { TriggerCondition } from '../spot/stopStatus';
import { canonicalAmount, type Problem } from '../wallet/transferRules';
import {
  buys,
  checkPriceText,
  isProblem,
  type PerpDraft,
  type PerpOrderRequest,
} from './perpRules';

/**
 * Client checks and the request for a contract conditional order (contracts
 * `perpStopBody`, server `perp.stops.ts`): the trigger on the tick and not
 * the current mark or last price (it would trigger at once), a trailing
 * stop's callback within TRAILING_RATE and its activation beyond the
 * current price. The order it places is checked as any order is; nothing is
 * held until the trigger, so the margin is not checked here.
 */

export interface PerpStopDraft {
  kind: PerpStopKind;
  source: PerpStopSource;
  triggerPrice: string;
  /** Trailing: the pull-back in percent. */
  callbackRate: string;
  /** Trailing: optional; empty means it follows the price from placement. */
  activationPrice: string;
}

export type PerpStopField = 'triggerPrice' | 'callbackRate' | 'activationPrice';
export type PerpStopProblems = Partial<Record<PerpStopField, Problem | undefined>>;

/** The price the stop watches, as the contract list has it now; null before there is one. */
export function sourcePrice(config: PerpConfig, source: PerpStopSource): string | null {
  return source === 'mark' ? config.markPrice : config.lastPrice;
}

const noPrice = (source: PerpStopSource): Problem => ({
  key: source === 'mark' ? 'perp.stops.error.noMark' : 'stops.error.noLast',
});

function checkTrigger(stop: PerpStopDraft, config: PerpConfig): Problem | undefined {
  const value = checkPriceText(stop.triggerPrice, config.tickSize);
  if (isProblem(value)) return value;
  const current = sourcePrice(config, stop.source);
  const now = current === null ? null : parseDecimal(current);
  if (now === null) return noPrice(stop.source);
  return eq(value, now) ? { key: 'perp.stops.error.atCurrent' } : undefined;
}

/** A sell (closing a long, opening a short) trails the high: it activates above the price. */
function checkActivation(
  stop: PerpStopDraft,
  order: Pick<PerpDraft, 'action' | 'direction'>,
  config: PerpConfig,
): Problem | undefined {
  if (stop.activationPrice.trim() === '') return undefined;
  const value = checkPriceText(stop.activationPrice, config.tickSize);
  if (isProblem(value)) return value;
  const current = sourcePrice(config, stop.source);
  const now = current === null ? null : parseDecimal(current);
  if (current === null || now === null) return noPrice(stop.source);
  const above = !buys(order);
  if (above ? gt(value, now) : lt(value, now)) return undefined;
  return {
    key: above ? 'perp.stops.error.activationAbove' : 'perp.stops.error.activationBelow',
    params: { price: current },
  };
}

/** The conditional fields' problems; the order's own are checkPerpOrder's. */
export function checkPerpStop(
  stop: PerpStopDraft,
  order: Pick<PerpDraft, 'action' | 'direction'>,
  config: PerpConfig,
): PerpStopProblems {
  if (stop.kind === 'trigger') return { triggerPrice: checkTrigger(stop, config) };
  return {
    callbackRate: checkCallbackRate(stop.callbackRate),
    activationPrice: checkActivation(stop, order, config),
  };
}

export type PerpStopRequest = Omit<PerpStopBody, 'clientOrderId'>;

const plain = (text: string) => canonicalAmount(text) ?? text.trim();

/**
 * The body of `POST /contract/stop/add` without its client order id: the
 * order's request with the trigger. A trailing stop places a market order,
 * so it sends no price and no time in force.
 */
export function perpStopRequest(stop: PerpStopDraft, order: PerpOrderRequest): PerpStopRequest {
  if (stop.kind === 'trigger') {
    return {
      ...order,
      kind: 'trigger',
      source: stop.source,
      triggerPrice: plain(stop.triggerPrice),
    };
  }
  const { price: _price, timeInForce: _tif, ...market } = order;
  const activation = stop.activationPrice.trim();
  return {
    ...market,
    type: 'market',
    kind: 'trailing',
    source: stop.source,
    callbackRate: plain(stop.callbackRate),
    ...(activation === '' ? {} : { activationPrice: plain(activation) }),
  };
}

/**
 * What the watched price must reach: a trigger goes the way the server set
 * at placement; a trailing stop's trigger follows the best price, and is
 * null until it activates.
 */
export function perpTriggerCondition(
  stop: Pick<PerpStop, 'kind' | 'trigger' | 'triggerPrice' | 'trailingTrigger'>,
): TriggerCondition {
  return {
    op: stop.trigger === 'rise' ? 'gte' : 'lte',
    price: stop.kind === 'trailing' ? stop.trailingTrigger : stop.triggerPrice,
  };
}
