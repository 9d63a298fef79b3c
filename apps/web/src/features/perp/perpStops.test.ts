import { describe, expect, it } from 'vitest';
import {
  perpStopRequest,
  checkPerpStop,
  perpTriggerCondition,
  type PerpStopDraft,
} from './perpStops';
import type { PerpOrderRequest } from './perpRules';
import { contract } from './test/fixtures';
import { perpStop } from './test/stopFixtures';

const btc = contract('BTCUSDT'); // mark 27,000, last 27,001, tick 0.1
const trigger = (overrides: Partial<PerpStopDraft> = {}): PerpStopDraft => ({
  kind: 'trigger',
  source: 'mark',
  triggerPrice: '28000',
  callbackRate: '',
  activationPrice: '',
  ...overrides,
});
const trailing = (overrides: Partial<PerpStopDraft> = {}) =>
  trigger({ kind: 'trailing', triggerPrice: '', callbackRate: '1', ...overrides });
const openLong = { action: 'open', direction: 'long' } as const;
const closeLong = { action: 'close', direction: 'long' } as const;

describe('checkPerpStop', () => {
  it('takes a trigger on the tick away from the watched price', () => {
    expect(checkPerpStop(trigger(), openLong, btc)).toEqual({ triggerPrice: undefined });
    expect(checkPerpStop(trigger({ triggerPrice: '26000.1' }), openLong, btc).triggerPrice).toBe(
      undefined,
    );
  });

  it('refuses a trigger at the current mark or last price, off the tick, or with no price', () => {
    expect(checkPerpStop(trigger({ triggerPrice: '27000' }), openLong, btc).triggerPrice).toEqual({
      key: 'perp.stops.error.atCurrent',
    });
    // 27,000 is not the last price (27,001): fine on the last price.
    expect(
      checkPerpStop(trigger({ source: 'last', triggerPrice: '27000' }), openLong, btc).triggerPrice,
    ).toBe(undefined);
    expect(
      checkPerpStop(trigger({ source: 'last', triggerPrice: '27001.0' }), openLong, btc)
        .triggerPrice?.key,
    ).toBe('perp.stops.error.atCurrent');
    expect(
      checkPerpStop(trigger({ triggerPrice: '28000.05' }), openLong, btc).triggerPrice,
    ).toEqual({ key: 'trade.error.tick', params: { tick: '0.1' } });
    expect(checkPerpStop(trigger({ triggerPrice: '' }), openLong, btc).triggerPrice?.key).toBe(
      'account.error.required',
    );
    const noMark = contract('BTCUSDT', { markPrice: null, lastPrice: null });
    expect(checkPerpStop(trigger(), openLong, noMark).triggerPrice?.key).toBe(
      'perp.stops.error.noMark',
    );
    expect(checkPerpStop(trigger({ source: 'last' }), openLong, noMark).triggerPrice?.key).toBe(
      'stops.error.noLast',
    );
  });

  it('keeps the callback within TRAILING_RATE', () => {
    for (const rate of ['0.1', '2', '10', '1.25']) {
      expect(checkPerpStop(trailing({ callbackRate: rate }), openLong, btc).callbackRate).toBe(
        undefined,
      );
    }
    for (const rate of ['0.05', '10.01', '1.255']) {
      expect(checkPerpStop(trailing({ callbackRate: rate }), openLong, btc).callbackRate?.key).toBe(
        'stops.error.rate',
      );
    }
  });

  it('puts a buy’s activation below the price and a sell’s above it', () => {
    const check = (order: typeof openLong | typeof closeLong, price: string) =>
      checkPerpStop(trailing({ activationPrice: price }), order, btc).activationPrice;
    expect(check(openLong, '26000')).toBe(undefined);
    expect(check(openLong, '28000')).toEqual({
      key: 'perp.stops.error.activationBelow',
      params: { price: '27000' },
    });
    expect(check(closeLong, '28000')).toBe(undefined);
    expect(check(closeLong, '27000')?.key).toBe('perp.stops.error.activationAbove');
    expect(check(closeLong, '')).toBe(undefined);
  });
});

describe('perpStopRequest', () => {
  const order: PerpOrderRequest = {
    symbol: 'BTCUSDT',
    direction: 'long',
    action: 'open',
    type: 'limit',
    price: '27900',
    lots: 2,
    leverage: 10,
    timeInForce: 'GTC',
  };

  it('adds the trigger to the order', () => {
    expect(perpStopRequest(trigger({ triggerPrice: '28000.' }), order)).toEqual({
      ...order,
      kind: 'trigger',
      source: 'mark',
      triggerPrice: '28000',
    });
  });

  it('makes a trailing stop a market order, its activation only when given', () => {
    const { price: _price, timeInForce: _tif, ...market } = order;
    expect(perpStopRequest(trailing({ source: 'last' }), order)).toEqual({
      ...market,
      type: 'market',
      kind: 'trailing',
      source: 'last',
      callbackRate: '1',
    });
    expect(perpStopRequest(trailing({ activationPrice: '26000' }), order)).toMatchObject({
      activationPrice: '26000',
    });
  });
});

describe('perpTriggerCondition', () => {
  it('reads a trigger by the side the server set, a trailing stop by its moving trigger', () => {
    expect(perpTriggerCondition(perpStop())).toEqual({ op: 'gte', price: '28000' });
    expect(
      perpTriggerCondition(
        perpStop({ kind: 'trailing', trigger: 'fall', triggerPrice: null, trailingTrigger: null }),
      ),
    ).toEqual({ op: 'lte', price: null });
  });
});
