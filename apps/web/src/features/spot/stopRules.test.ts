import { describe, expect, it } from 'vitest';
import { market as marketFixture } from '../market/test/fixtures';
import {
  checkCallbackRate,
  checkStop,
  directionTo,
  hasStopProblems,
  heldFor,
  stopRequest,
  type StopDraft,
} from './stopRules';

// The fixture's rules: tick 0.01, lot 0.0001, minimum amount 0.001, minimum value 5.
const market = marketFixture('BTC/USDT', 'Bitcoin');
const context = { market, available: '1000', last: '27000' };
const assets = { base: 'BTC', quote: 'USDT' };

function draft(overrides: Partial<StopDraft>): StopDraft {
  return {
    kind: 'stop_limit',
    side: 'sell',
    stopPrice: '',
    price: '',
    stopLimitPrice: '',
    amount: '',
    total: '',
    callbackRate: '',
    activationPrice: '',
    ...overrides,
  };
}

describe('conditional order checks', () => {
  it('passes a stop-limit sell below the last price and sends its three figures', () => {
    const sell = draft({ stopPrice: '26000', price: '25990.5', amount: '0.01' });
    expect(hasStopProblems(checkStop(sell, context))).toBe(false);
    expect(stopRequest(sell, 'BTC/USDT')).toEqual({
      symbol: 'BTC/USDT',
      side: 'sell',
      kind: 'stop_limit',
      stopPrice: '26000',
      price: '25990.5',
      amount: '0.01',
    });
  });

  it('refuses a trigger at the last price, off the tick, or with no last price', () => {
    const at = draft({ stopPrice: '27000.00', price: '26000', amount: '0.01' });
    expect(checkStop(at, context).stopPrice).toEqual({ key: 'stops.error.atLast' });
    const offTick = draft({ stopPrice: '26000.005', price: '26000', amount: '0.01' });
    expect(checkStop(offTick, context).stopPrice?.key).toBe('trade.error.tick');
    expect(checkStop(at, { ...context, last: null }).stopPrice).toEqual({
      key: 'stops.error.noLast',
    });
  });

  it('holds a buy to what the limit costs, and refuses more than is available', () => {
    const buy = draft({ side: 'buy', stopPrice: '28000', price: '28000', amount: '0.04' });
    expect(checkStop(buy, context).amount).toEqual({ key: 'trade.error.insufficient' });
    expect(heldFor(buy, assets)).toEqual({ amount: '1120', asset: 'USDT' });
    const small = { ...buy, amount: '0.001' };
    expect(
      checkStop(small, { ...context, market: { ...market, minNotional: '50' } }).amount,
    ).toEqual({ key: 'trade.error.minNotional', params: { min: '50', asset: 'USDT' } });
  });

  it('sizes a stop-market buy by the total to spend and a sell by amount', () => {
    const buy = draft({ kind: 'stop_market', side: 'buy', stopPrice: '28000', total: '100' });
    expect(hasStopProblems(checkStop(buy, context))).toBe(false);
    expect(stopRequest(buy, 'BTC/USDT')).toEqual({
      symbol: 'BTC/USDT',
      side: 'buy',
      kind: 'stop_market',
      stopPrice: '28000',
      quoteAmount: '100',
    });
    expect(heldFor(buy, assets)).toEqual({ amount: '100', asset: 'USDT' });
    const sell = draft({ kind: 'stop_market', stopPrice: '26000', amount: '0.02' });
    expect(stopRequest(sell, 'BTC/USDT')).toMatchObject({ amount: '0.02' });
    expect(heldFor(sell, assets)).toEqual({ amount: '0.02', asset: 'BTC' });
  });

  it('keeps an OCO sell limit above and its trigger below the last price, a buy the other way', () => {
    const good = draft({
      kind: 'oco',
      price: '28000',
      stopPrice: '26000',
      stopLimitPrice: '25900',
      amount: '0.01',
    });
    expect(hasStopProblems(checkStop(good, context))).toBe(false);
    const swapped = { ...good, price: '26000', stopPrice: '28000' };
    expect(checkStop(swapped, context).price).toEqual({
      key: 'stops.error.above',
      params: { price: '27000' },
    });
    expect(checkStop(swapped, context).stopPrice).toEqual({
      key: 'stops.error.below',
      params: { price: '27000' },
    });
    // The same prices are right for a buy, which holds its dearer leg.
    const buy = { ...swapped, side: 'buy' as const, stopLimitPrice: '28100' };
    expect(hasStopProblems(checkStop(buy, context))).toBe(false);
    expect(heldFor(buy, assets)).toEqual({ amount: '281', asset: 'USDT' });
    expect(stopRequest(buy, 'BTC/USDT')).toEqual({
      symbol: 'BTC/USDT',
      side: 'buy',
      kind: 'oco',
      price: '26000',
      stopPrice: '28000',
      stopLimitPrice: '28100',
      amount: '0.01',
    });
  });

  it('keeps the callback rate within TRAILING_RATE with two decimals at most', () => {
    expect(checkCallbackRate('0.1')).toBeUndefined();
    expect(checkCallbackRate('10')).toBeUndefined();
    expect(checkCallbackRate('2.55')).toBeUndefined();
    for (const bad of ['0.09', '10.01', '1.555']) {
      expect(checkCallbackRate(bad), bad).toEqual({
        key: 'stops.error.rate',
        params: { min: '0.1', max: '10' },
      });
    }
    expect(checkCallbackRate('')).toEqual({ key: 'account.error.required' });
  });

  it('activates a trailing sell above the last price only, and sends the activation when given', () => {
    const trailing = draft({ kind: 'trailing', callbackRate: '2', amount: '0.01' });
    expect(hasStopProblems(checkStop(trailing, context))).toBe(false);
    expect(stopRequest(trailing, 'BTC/USDT')).toEqual({
      symbol: 'BTC/USDT',
      side: 'sell',
      kind: 'trailing',
      callbackRate: '2',
      amount: '0.01',
    });
    const below = { ...trailing, activationPrice: '26000' };
    expect(checkStop(below, context).activationPrice?.key).toBe('stops.error.above');
    const above = { ...trailing, activationPrice: '28000' };
    expect(stopRequest(above, 'BTC/USDT')).toMatchObject({ activationPrice: '28000' });
  });

  it('tells which way the price must go to reach a trigger', () => {
    expect(directionTo('28000', '27000')).toBe('rise');
    expect(directionTo('26000', '27000')).toBe('fall');
    expect(directionTo('27000.00', '27000')).toBeNull();
    expect(directionTo('26000', null)).toBeNull();
  });
});
