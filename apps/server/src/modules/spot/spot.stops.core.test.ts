import { decimal, lte, gte, mul, toPlainString } from '@exchange/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.js';
import { marketFromRow, type PlaceInput } from './spot.core.js';
import {
  StopBook,
  trailingReached,
  trailingTrigger,
  validateStop,
  type Direction,
  type LiveStop,
} from './spot.stops.core.js';

const market = marketFromRow(
  {
    symbol: 'BTC/USDT',
    base: 'BTC',
    quote: 'USDT',
    tick_size: '0.01',
    lot_size: '0.0001',
    min_amount: '0.0001',
    max_amount: '1000',
    min_notional: '5',
    maker_fee: '0.001',
    taker_fee: '0.001',
    trading_hours: '00:00-24:00',
    enabled: true,
    sort: 1,
  },
  (coin) => ({ BTC: 8, USDT: 6 })[coin],
);
/** 30,000.00 in ticks of 0.01. */
const LAST = 3_000_000;
const NOW = Date.UTC(2026, 10, 29, 12);

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.key;
    throw error;
  }
  return null;
};

describe('validateStop: what a conditional placement must satisfy', () => {
  const base = {
    side: 'sell',
    kind: 'stop_limit',
    stopPrice: '29000',
    price: '28990',
    amount: '0.5',
  } as const;

  it('fixes the direction from the last price and holds what the order will need', () => {
    const sell = validateStop(market, base, LAST, NOW);
    expect(sell.direction).toBe('fall');
    expect(toPlainString(sell.frozen)).toBe('0.5');
    expect(sell.freezeAsset).toBe('BTC');
    const buy = validateStop(
      market,
      { side: 'buy', kind: 'stop_limit', stopPrice: '31000', price: '31010', amount: '0.5' },
      LAST,
      NOW,
    );
    expect(buy.direction).toBe('rise');
    expect(toPlainString(buy.frozen)).toBe('15505');
    const market_ = validateStop(
      market,
      { side: 'buy', kind: 'stop_market', stopPrice: '31000', quoteAmount: '1000' },
      LAST,
      NOW,
    );
    expect(toPlainString(market_.frozen)).toBe('1000');
    expect(market_.input).toMatchObject({ type: 'market', quoteAmount: '1000' });
  });

  it('an OCO sell holds nothing beyond its limit leg; a buy holds the difference', () => {
    const sell = validateStop(
      market,
      {
        side: 'sell',
        kind: 'oco',
        price: '32000',
        stopPrice: '29000',
        stopLimitPrice: '28900',
        amount: '1',
      },
      LAST,
      NOW,
    );
    expect(toPlainString(sell.frozen)).toBe('0');
    expect(sell.ocoLeg).toMatchObject({ type: 'limit', price: '32000', amount: '1' });
    expect(sell.input).toMatchObject({ type: 'limit', price: '28900' });
    const buy = validateStop(
      market,
      {
        side: 'buy',
        kind: 'oco',
        price: '28000',
        stopPrice: '31000',
        stopLimitPrice: '31100',
        amount: '1',
      },
      LAST,
      NOW,
    );
    expect(toPlainString(buy.frozen)).toBe('3100');
  });

  it.each([
    [{ ...base, stopPrice: '30000' }, LAST, 'STOP_PRICE_AT_LAST'],
    [base, null, 'NO_LAST_PRICE'],
    [{ ...base, stopPrice: '29000.001' }, LAST, 'PRICE_PRECISION'],
    [{ ...base, stopPrice: '0' }, LAST, 'PRICE_NOT_POSITIVE'],
    [{ ...base, stopPrice: undefined }, LAST, 'PRICE_NOT_POSITIVE'],
    [{ ...base, price: '28990.005' }, LAST, 'PRICE_PRECISION'],
    [{ ...base, amount: '0.00001' }, LAST, 'LOT_PRECISION'],
    [{ ...base, amount: '0.0001', price: '1' }, LAST, 'NOTIONAL_BELOW_MIN'],
    [{ ...base, quoteAmount: '10' }, LAST, 'PARAM_INVALID'],
    [{ ...base, callbackRate: '1' }, LAST, 'PARAM_INVALID'],
    [{ ...base, stopLimitPrice: '1' }, LAST, 'PARAM_INVALID'],
    [
      { side: 'buy', kind: 'stop_market', stopPrice: '31000', amount: '1' },
      LAST,
      'QUOTE_AMOUNT_REQUIRED',
    ],
    [
      { side: 'buy', kind: 'trailing', callbackRate: '1', amount: '1' },
      LAST,
      'QUOTE_AMOUNT_REQUIRED',
    ],
    [
      {
        side: 'sell',
        kind: 'oco',
        price: '29500',
        stopPrice: '29000',
        stopLimitPrice: '28900',
        amount: '1',
      },
      LAST,
      'OCO_PRICES_INVALID',
    ],
    [
      {
        side: 'sell',
        kind: 'oco',
        price: '32000',
        stopPrice: '31000',
        stopLimitPrice: '30900',
        amount: '1',
      },
      LAST,
      'OCO_PRICES_INVALID',
    ],
    [
      {
        side: 'buy',
        kind: 'oco',
        price: '31000',
        stopPrice: '32000',
        stopLimitPrice: '32100',
        amount: '1',
      },
      LAST,
      'OCO_PRICES_INVALID',
    ],
    [
      { side: 'sell', kind: 'trailing', callbackRate: '0.09', amount: '1' },
      LAST,
      'TRAILING_RATE_INVALID',
    ],
    [
      { side: 'sell', kind: 'trailing', callbackRate: '10.01', amount: '1' },
      LAST,
      'TRAILING_RATE_INVALID',
    ],
    [
      { side: 'sell', kind: 'trailing', callbackRate: '1.005', amount: '1' },
      LAST,
      'TRAILING_RATE_INVALID',
    ],
    [
      { side: 'sell', kind: 'trailing', callbackRate: 'x', amount: '1' },
      LAST,
      'TRAILING_RATE_INVALID',
    ],
    [
      { side: 'sell', kind: 'trailing', callbackRate: '1', amount: '1', stopPrice: '1' },
      LAST,
      'PARAM_INVALID',
    ],
    [
      { side: 'sell', kind: 'trailing', callbackRate: '1', amount: '1', activationPrice: '29000' },
      LAST,
      'TRAILING_ACTIVATION_INVALID',
    ],
    [
      {
        side: 'buy',
        kind: 'trailing',
        callbackRate: '1',
        quoteAmount: '100',
        activationPrice: '30000',
      },
      LAST,
      'TRAILING_ACTIVATION_INVALID',
    ],
  ] as const)('%o at last %s: %s', (body, last, key) => {
    expect(refusal(() => validateStop(market, body, last, NOW))).toBe(key);
  });

  it('a trailing stop without an activation price starts from the last price', () => {
    const valid = validateStop(
      market,
      { side: 'sell', kind: 'trailing', callbackRate: '1.5', amount: '1' },
      LAST,
      NOW,
    );
    expect(valid.trailing).toEqual({ rateBp: 150, activationTicks: null, extremeTicks: LAST });
    expect(toPlainString(trailingTrigger(market.tick, 'fall', valid.trailing!)!)).toBe('29550');
  });
});

let nextId = 0;
const input: PlaceInput = { side: 'sell', type: 'market', amount: '1', timeInForce: 'IOC' };
function fixed(direction: Direction, stopTicks: number, id = (nextId += 1)): LiveStop {
  return {
    id,
    userId: 1,
    direction,
    stopTicks,
    trailing: null,
    ocoOrderId: null,
    input,
    frozen: decimal('1'),
  };
}
function trailing(
  direction: Direction,
  rateBp: number,
  activationTicks: number | null,
  extremeTicks: number | null,
  id = (nextId += 1),
): LiveStop {
  return {
    id,
    userId: 1,
    direction,
    stopTicks: null,
    trailing: { rateBp, activationTicks, extremeTicks },
    ocoOrderId: null,
    input,
    frozen: decimal('1'),
  };
}
const ids = (fired: { stop: LiveStop }[]) => fired.map((f) => f.stop.id);

describe('StopBook: a path of trade prices triggers stops', () => {
  it('a gap past the price, an exact touch, and a cross that comes back all trigger; a near miss does not', () => {
    const book = new StopBook<LiveStop>();
    const gap = fixed('fall', 2_900_000, 1);
    const touch = fixed('rise', 3_100_000, 2);
    const crossed = fixed('fall', 2_950_000, 3);
    const missed = fixed('rise', 3_200_000, 4);
    for (const s of [gap, touch, crossed, missed]) book.add(s);
    // One batch: up to the touch, down through both falling stops, back up.
    const fired = book.path([3_050_000, 3_100_000, 2_800_000, 3_199_999]);
    expect(fired.map((f) => [f.stop.id, f.ticks])).toEqual([
      [2, 3_100_000],
      [1, 2_800_000],
      [3, 2_800_000],
    ]);
    expect(book.size).toBe(1);
    expect(book.path([3_200_000]).map((f) => f.stop.id)).toEqual([4]);
    expect(book.lastTicks).toBe(3_200_000);
  });

  it('fires each stop once, however many later prices also reach it', () => {
    const book = new StopBook<LiveStop>();
    book.add(fixed('rise', 100, 7));
    expect(ids(book.path([100, 101, 102]))).toEqual([7]);
    expect(ids(book.path([200]))).toEqual([]);
  });

  it('a removed stop never fires; counts per user follow adds and removes', () => {
    const book = new StopBook<LiveStop>();
    const a = fixed('rise', 100, 1);
    book.add(a);
    book.add({ ...fixed('rise', 90, 2), userId: 2 });
    expect(book.countOf(1)).toBe(1);
    expect(book.remove(1)).toBe(a);
    expect(book.remove(1)).toBeUndefined();
    expect(book.countOf(1)).toBe(0);
    expect(ids(book.path([150]))).toEqual([2]);
    expect(book.countOf(2)).toBe(0);
  });

  it('a trailing sell follows the highest price and fires on the exact callback, not a tick before', () => {
    const book = new StopBook<LiveStop>();
    // 1 % below a best price of 30,000.00 is 29,700.00 exactly.
    const stop = trailing('fall', 100, null, 2_900_000, 1);
    book.add(stop);
    expect(ids(book.path([3_000_000, 2_970_001]))).toEqual([]);
    expect(stop.trailing?.extremeTicks).toBe(3_000_000);
    expect(ids(book.path([2_970_000]))).toEqual([1]);
  });

  it('a trailing buy waits for its activation price, then follows the lowest price', () => {
    const book = new StopBook<LiveStop>();
    const stop = trailing('rise', 200, 2_900_000, null, 1);
    book.add(stop);
    // Before activation a rise of any size does nothing.
    expect(ids(book.path([2_950_000, 3_500_000]))).toEqual([]);
    expect(stop.trailing?.extremeTicks).toBeNull();
    expect(ids(book.path([2_900_000, 2_800_000, 2_855_999]))).toEqual([]);
    expect(ids(book.path([2_856_000]))).toEqual([1]);
  });

  it('catchUp after a restart fires what the trades since placement reached', () => {
    const book = new StopBook<LiveStop>();
    book.lastTicks = 3_000_000;
    book.add(fixed('rise', 3_100_000, 1));
    book.add(fixed('fall', 2_900_000, 2));
    book.add(trailing('fall', 100, null, 3_000_000, 3));
    expect(book.catchUp(1, 3_099_999, 2_950_000)).toBeNull();
    expect(book.catchUp(1, 3_150_000, 2_950_000)?.ticks).toBe(3_150_000);
    expect(book.catchUp(2, 3_000_000, 2_900_000)?.ticks).toBe(2_900_000);
    // Trades reached 31,000 since; the last price 30,690 is 1 % below it.
    book.lastTicks = 3_069_000;
    expect(book.catchUp(3, 3_100_000, 3_000_000)?.ticks).toBe(3_069_000);
    expect(book.size).toBe(0);
  });
});

/**
 * The reference: every stop checked on its own at every price, with decimal
 * arithmetic instead of the book's sorted lists and bigint products.
 */
function reference(stops: readonly LiveStop[], paths: readonly (readonly number[])[]) {
  const state = stops.map((s) => ({ s, extreme: s.trailing?.extremeTicks ?? null, done: false }));
  const fired: [number, number][] = [];
  for (const price of paths.flat()) {
    const now: number[] = [];
    for (const x of state) {
      if (x.done) continue;
      const t = x.s.trailing;
      if (!t) {
        const stop = x.s.stopTicks ?? 0;
        if (x.s.direction === 'rise' ? price >= stop : price <= stop) now.push(x.s.id);
        continue;
      }
      if (x.extreme === null) {
        const a = t.activationTicks;
        if (a === null || (x.s.direction === 'fall' ? price >= a : price <= a)) x.extreme = price;
        continue;
      }
      x.extreme =
        x.s.direction === 'fall' ? Math.max(x.extreme, price) : Math.min(x.extreme, price);
      const factor = decimal(
        String(x.s.direction === 'fall' ? 10_000 - t.rateBp : 10_000 + t.rateBp),
      );
      const line = mul(decimal(String(x.extreme)), factor);
      const p = mul(decimal(String(price)), decimal('10000'));
      if (x.s.direction === 'fall' ? lte(p, line) : gte(p, line)) now.push(x.s.id);
    }
    for (const id of now.sort((a, b) => a - b)) {
      fired.push([id, price]);
      const x = state.find((y) => y.s.id === id);
      if (x) x.done = true;
    }
  }
  return fired;
}

describe('StopBook against a naive reference (property)', () => {
  const stopArb = fc.oneof(
    fc.record({
      kind: fc.constant('fixed' as const),
      direction: fc.constantFrom<Direction>('rise', 'fall'),
      ticks: fc.integer({ min: 90, max: 110 }),
    }),
    fc.record({
      kind: fc.constant('trailing' as const),
      direction: fc.constantFrom<Direction>('rise', 'fall'),
      rateBp: fc.integer({ min: 10, max: 1000 }),
      activation: fc.option(fc.integer({ min: 90, max: 110 }), { nil: null }),
    }),
  );

  it('fires the same stops at the same prices, however the path is cut into batches', () => {
    fc.assert(
      fc.property(
        fc.array(stopArb, { maxLength: 25 }),
        fc.array(fc.array(fc.integer({ min: 85, max: 115 }), { maxLength: 6 }), { maxLength: 12 }),
        (specs, paths) => {
          const make = (): LiveStop[] =>
            specs.map((spec, i) =>
              spec.kind === 'fixed'
                ? fixed(spec.direction, spec.ticks, i + 1)
                : trailing(
                    spec.direction,
                    spec.rateBp,
                    spec.activation,
                    spec.activation === null ? 100 : null,
                    i + 1,
                  ),
            );
          const expected = reference(make(), paths);
          const batched = new StopBook<LiveStop>();
          for (const s of make()) batched.add(s);
          const got = paths.flatMap((p) => batched.path(p).map((f) => [f.stop.id, f.ticks]));
          expect(got).toEqual(expected);
          // One batch for the whole path: the same, since the book walks prices in order.
          const whole = new StopBook<LiveStop>();
          for (const s of make()) whole.add(s);
          expect(whole.path(paths.flat()).map((f) => [f.stop.id, f.ticks])).toEqual(expected);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('the bigint callback test equals the decimal one at every boundary', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 10, max: 1000 }),
        fc.integer({ min: -3, max: 3 }),
        (extreme, rateBp, nudge) => {
          const line = mul(decimal(String(extreme)), decimal(String((10_000 - rateBp) / 10_000)));
          const price = Math.max(1, Math.floor(Number(toPlainString(line))) + nudge);
          const t = { rateBp, activationTicks: null, extremeTicks: extreme };
          expect(trailingReached('fall', t, price)).toBe(lte(decimal(String(price)), line));
        },
      ),
    );
  });
});
