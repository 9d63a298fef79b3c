import { abs, cmp, decimal, fromBigInt, gte, lte, sub, toPlainString } from '@exchange/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertRules, computeIndex, freshQuotes, mean, median } from './price.core.js';
import type { Quote } from './price.types.js';

const NOW = Date.UTC(2026, 0, 1);
const rules = { maxAgeMs: 30_000, minSources: 1 };
const q = (source: string, price: string, ageMs = 0): Quote => ({
  source,
  symbol: 'BTC',
  price,
  atMs: NOW - ageMs,
});
const text = (outcome: ReturnType<typeof computeIndex>) =>
  outcome.ok ? toPlainString(outcome.price) : null;

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(toPlainString(median(['3', '1', '2'].map(decimal), 0))).toBe('2');
    expect(toPlainString(median(['95000.5', '94000', '1000000'].map(decimal), 1))).toBe('95000.5');
  });

  it.each([
    [['1.01', '1.02'], '1.02'], // 1.015: the tie goes to the even neighbour
    [['1.03', '1.04'], '1.04'], // 1.035
    [['1.01', '1.04'], '1.02'], // 1.025
    [['1.00', '1.07'], '1.04'], // 1.035
    [['94999.99', '95000', '1', '200000'], '95000'], // 94999.995: 9 is odd, so up
  ])('averages the two middle values of %j, rounding half-even', (values, expected) => {
    expect(toPlainString(median(values.map(decimal), 2))).toBe(expected);
  });

  it('refuses an empty list, which is a caller bug', () => {
    expect(() => median([], 2)).toThrow(RangeError);
    expect(() => mean([], 2)).toThrow(RangeError);
  });

  it('means with the named rounding', () => {
    expect(toPlainString(mean(['1', '2', '2'].map(decimal), 4))).toBe('1.6667');
  });
});

describe('freshness and sources', () => {
  it('keeps a quote exactly maxAgeMs old and drops one a millisecond older', () => {
    expect(text(computeIndex([q('a', '100', 30_000)], NOW, rules))).toBe('100');
    expect(computeIndex([q('a', '100', 30_001)], NOW, rules)).toEqual({
      ok: false,
      fresh: 0,
      required: 1,
    });
  });

  it('drops quotes from the future, which would otherwise never go stale', () => {
    expect(freshQuotes([q('a', '100', -1)], NOW, 30_000)).toEqual([]);
  });

  it('ignores stale sources when taking the median', () => {
    const quotes = [q('a', '100.1'), q('b', '101.2'), q('c', '500', 60_000)];
    expect(text(computeIndex(quotes, NOW, rules))).toBe('100.6'); // 100.65, tie to the even 6
  });

  it('gives no price with fewer fresh sources than required', () => {
    const quotes = [q('a', '100'), q('b', '101', 31_000)];
    expect(computeIndex(quotes, NOW, { ...rules, minSources: 2 })).toEqual({
      ok: false,
      fresh: 1,
      required: 2,
    });
    expect(text(computeIndex([...quotes, q('c', '102')], NOW, { ...rules, minSources: 2 }))).toBe(
      '101',
    );
  });

  it('gives each source one vote: its latest quote', () => {
    const quotes = [q('a', '100', 5_000), q('a', '110', 1_000), q('a', '90', 3_000), q('b', '120')];
    expect(freshQuotes(quotes, NOW, 30_000).map((f) => toPlainString(f.price))).toEqual([
      '110',
      '120',
    ]);
    expect(text(computeIndex(quotes, NOW, rules))).toBe('115');
  });

  it.each(['abc', '', '0', '-1', '1e5', ' 1', 'NaN', '0x10'])(
    'ignores the price %j, which parseDecimal refuses or is not above zero',
    (price) => {
      expect(computeIndex([q('a', price)], NOW, rules).ok).toBe(false);
    },
  );

  it('reports the oldest input time and the sources used', () => {
    const outcome = computeIndex([q('b', '1', 2_000), q('a', '2', 7_000)], NOW, rules);
    expect(outcome).toMatchObject({ ok: true, atMs: NOW - 7_000, sources: ['a', 'b'] });
  });

  it('rounds to the widest scale the sources used unless told otherwise', () => {
    expect(text(computeIndex([q('a', '1.5'), q('b', '2')], NOW, rules))).toBe('1.8'); // 1.75
    expect(text(computeIndex([q('a', '1.5'), q('b', '2')], NOW, rules, 2))).toBe('1.75');
  });

  it('refuses nonsensical rules at start-up', () => {
    expect(() => assertRules({ maxAgeMs: 0, minSources: 1 })).toThrow(RangeError);
    expect(() => assertRules({ maxAgeMs: 1000, minSources: 0 })).toThrow(RangeError);
    expect(() => assertRules({ maxAgeMs: 1.5, minSources: 1 })).toThrow(RangeError);
    expect(() => assertRules({ maxAgeMs: 1000, minSources: 3 })).not.toThrow();
  });
});

/** A positive price with up to 8 decimals, as sources send them. */
const price = fc
  .tuple(fc.bigInt({ min: 1n, max: 10n ** 14n }), fc.integer({ min: 0, max: 8 }))
  .map(([units, scale]) => toPlainString(fromBigInt(units, scale)));
/** What a broken or malicious source might send: any number, huge, negative, or junk. */
const anything = fc.oneof(
  price,
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.string(),
);

describe('one bad source cannot move the median (property)', () => {
  it('with 3 or more sources, a single source set to any value moves it by at most the honest spread', () => {
    fc.assert(
      fc.property(fc.array(price, { minLength: 2, maxLength: 9 }), anything, (honest, bad) => {
        const quotes = honest.map((p, i) => q(`honest${i}`, p));
        const before = computeIndex(quotes, NOW, rules);
        const after = computeIndex([...quotes, q('bad', bad)], NOW, rules);
        if (!before.ok || !after.ok) return false;
        const values = honest.map(decimal).sort(cmp);
        const low = values[0]!;
        const high = values[values.length - 1]!;
        return (
          gte(after.price, low) &&
          lte(after.price, high) &&
          lte(abs(sub(after.price, before.price)), sub(high, low))
        );
      }),
    );
  });

  it('stays inside the honest range while fewer than half of the sources lie', () => {
    fc.assert(
      fc.property(
        fc.array(price, { minLength: 1, maxLength: 7 }),
        fc.array(anything, { maxLength: 6 }),
        (honest, bad) => {
          fc.pre(bad.length < honest.length);
          const quotes = [
            ...honest.map((p, i) => q(`honest${i}`, p)),
            ...bad.map((p, i) => q(`bad${i}`, p)),
          ];
          const outcome = computeIndex(quotes, NOW, rules);
          const values = honest.map(decimal).sort(cmp);
          return outcome.ok && gte(outcome.price, values[0]!) && lte(outcome.price, values.at(-1)!);
        },
      ),
    );
  });

  it('with only two sources, one bad source does move it: why production needs three', () => {
    const outcome = computeIndex([q('honest', '95000'), q('bad', '1000000')], NOW, rules);
    expect(text(outcome)).toBe('547500');
  });
});
