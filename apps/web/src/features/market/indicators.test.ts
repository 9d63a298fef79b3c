import type { Kline } from '@exchange/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bollinger,
  ema,
  exponentialAverages,
  kdj,
  macd,
  movingAverages,
  rsi,
  sma,
  toBars,
  volumes,
  type Bar,
  type Line,
} from './indicators';

/*
 * The expected numbers below are worked out by hand from the definitions
 * (the working is in the comments), not copied from the code's output.
 */

const closes = (...values: number[]): Bar[] =>
  values.map((close) => ({ open: close, high: close, low: close, close, volume: 1 }));

const bar = (high: number, low: number, close: number, open = close, volume = 1): Bar => ({
  open,
  high,
  low,
  close,
  volume,
});

/** Compares lines entry by entry: nulls exactly, numbers to 9 decimals. */
function expectLine(actual: Line, expected: Line) {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((value, index) => {
    const got = actual[index];
    if (value === null) expect(got, `entry ${index}`).toBeNull();
    else expect(got, `entry ${index}`).toBeCloseTo(value, 9);
  });
}

const warmUp = (line: Line) => line.findIndex((value) => value !== null);

describe('parsing candles', () => {
  it('reads each decimal string of a kline once, as a number for drawing', () => {
    const kline: Kline = {
      time: 0,
      open: '95012.3',
      high: '95100',
      low: '94990.05',
      close: '95050.5',
      volume: '12.3456',
      turnover: '1',
      count: 3,
    };
    expect(toBars([kline])).toEqual([
      { open: 95012.3, high: 95100, low: 94990.05, close: 95050.5, volume: 12.3456 },
    ]);
  });
});

describe('moving averages', () => {
  it('averages the last n closes once there are n of them', () => {
    // (1+2+3)/3 = 2, (2+3+4)/3 = 3, (3+4+8)/3 = 5
    expectLine(sma([1, 2, 3, 4, 8], 3), [null, null, 2, 3, 5]);
    expectLine(sma([5], 1), [5]);
    expectLine(sma([1, 2], 3), [null, null]);
    expect(sma([], 3)).toEqual([]);
  });

  it('gives MA 7, 25 and 99 by default', () => {
    const lines = movingAverages(closes(...Array.from({ length: 100 }, (_, i) => i + 1)));
    expect(lines.map((line) => line.period)).toEqual([7, 25, 99]);
    // The mean of 1..7 is 4; of 76..100 is 88; of 2..100 is 51.
    expect(lines[0]?.values[6]).toBe(4);
    expect(lines[1]?.values[99]).toBe(88);
    expect(lines[2]?.values[99]).toBe(51);
    expect(lines.map((line) => warmUp(line.values))).toEqual([6, 24, 98]);
  });

  it('refuses a period that is not a whole number of candles', () => {
    expect(() => sma([1], 0)).toThrow(RangeError);
    expect(() => ema([1], 2.5)).toThrow(RangeError);
    expect(() => rsi(closes(1, 2), -1)).toThrow(RangeError);
  });
});

describe('exponential moving average', () => {
  it('starts from the simple average, then weighs the newest close 2/(n+1)', () => {
    // n = 3, weight 1/2. Seed (2+4+6)/3 = 4; 8/2 + 4/2 = 6; 20/2 + 6/2 = 13.
    expectLine(ema([2, 4, 6, 8, 20], 3), [null, null, 4, 6, 13]);
  });

  it('starts after the input’s own warm-up', () => {
    // n = 2, weight 2/3. Seed (2+4)/2 = 3; 6·2/3 + 3/3 = 5; 8·2/3 + 5/3 = 7.
    expectLine(ema([null, null, 2, 4, 6, 8], 2), [null, null, null, 3, 5, 7]);
  });

  it('gives EMA 7, 25 and 99 by default', () => {
    const lines = exponentialAverages(closes(...Array.from({ length: 100 }, () => 3)));
    expect(lines.map((line) => line.period)).toEqual([7, 25, 99]);
    expect(lines.map((line) => warmUp(line.values))).toEqual([6, 24, 98]);
  });
});

describe('Bollinger bands', () => {
  it('puts the bands k population deviations around the simple average', () => {
    // 2,4,4,4,5,5,7,9: mean 5, squared deviations 9+1+1+1+0+0+4+16 = 32, 32/8 = 4, σ = 2.
    const bands = bollinger(closes(2, 4, 4, 4, 5, 5, 7, 9), 8, 2);
    const early = Array.from({ length: 7 }, () => null);
    expectLine(bands.middle, [...early, 5]);
    expectLine(bands.upper, [...early, 9]);
    expectLine(bands.lower, [...early, 1]);
    // Width 1 moves each band by one σ.
    expectLine(bollinger(closes(2, 4, 4, 4, 5, 5, 7, 9), 8, 1).upper, [...early, 7]);
  });

  it('uses a moving window', () => {
    // (1,3): mean 2, σ 1 -> 4 and 0. (3,7): mean 5, σ 2 -> 9 and 1.
    const bands = bollinger(closes(1, 3, 7), 2, 2);
    expectLine(bands.middle, [null, 2, 5]);
    expectLine(bands.upper, [null, 4, 9]);
    expectLine(bands.lower, [null, 0, 1]);
  });

  it('is BOLL(20, 2) by default', () => {
    const bands = bollinger(closes(...Array.from({ length: 25 }, (_, i) => (i % 2 === 0 ? 1 : 3))));
    expect(warmUp(bands.middle)).toBe(19);
    // Ten 1s and ten 3s: mean 2, σ 1.
    expect(bands.upper[19]).toBeCloseTo(4, 9);
    expect(bands.lower[19]).toBeCloseTo(0, 9);
  });
});

describe('volume', () => {
  it('colours each bar by its candle and averages the volume over 5 and 10', () => {
    const bars = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((volume, index) =>
      bar(2, 1, index % 2 === 0 ? 2 : 1, index % 2 === 0 ? 1 : 2, volume),
    );
    bars.push(bar(2, 1, 1.5, 1.5, 110));
    const result = volumes(bars);
    expect(result.bars.map((item) => item.value)).toEqual([
      10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110,
    ]);
    // A close equal to the open counts as rising, as the candle is drawn.
    expect(result.bars.map((item) => item.rising)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
    expect(result.averages.map((line) => line.period)).toEqual([5, 10]);
    // (10..50)/5 = 30, then 40 ... (70..110)/5 = 90; (10..100)/10 = 55, (20..110)/10 = 65.
    expectLine(result.averages[0]?.values ?? [], [
      null,
      null,
      null,
      null,
      30,
      40,
      50,
      60,
      70,
      80,
      90,
    ]);
    expectLine(result.averages[1]?.values ?? [], [
      ...Array.from({ length: 9 }, () => null),
      55,
      65,
    ]);
  });
});

describe('MACD', () => {
  it('is DIF = fast EMA − slow EMA, DEA = EMA of DIF, histogram 2·(DIF − DEA)', () => {
    // Closes 10, 12, 11, 15, 14, 20 with fast 2, slow 3, signal 2.
    // EMA2 (weight 2/3): seed 11, 11, 41/3, 125/9, 485/27.
    // EMA3 (weight 1/2): seed 11, 13, 13.5, 16.75.
    // DIF: 0, 2/3, 7/18, 131/108.
    // DEA (EMA2 of DIF): seed (0 + 2/3)/2 = 1/3, then 7/18·2/3 + 1/9 = 10/27,
    //   then 131/108·2/3 + 10/81 = 151/162.
    // Histogram: 2(2/3 − 1/3) = 2/3, 2(7/18 − 10/27) = 1/27, 2(131/108 − 151/162) = 91/162.
    const result = macd(closes(10, 12, 11, 15, 14, 20), 2, 3, 2);
    expectLine(result.dif, [null, null, 0, 2 / 3, 7 / 18, 131 / 108]);
    expectLine(result.dea, [null, null, null, 1 / 3, 10 / 27, 151 / 162]);
    expectLine(result.histogram, [null, null, null, 2 / 3, 1 / 27, 91 / 162]);
  });

  it('is MACD(12, 26, 9) by default: DIF from the 26th candle, DEA and histogram from the 34th', () => {
    const result = macd(closes(...Array.from({ length: 40 }, (_, i) => 100 + ((i * 7) % 11))));
    expect(warmUp(result.dif)).toBe(25);
    expect(warmUp(result.dea)).toBe(33);
    expect(warmUp(result.histogram)).toBe(33);
  });
});

describe('RSI', () => {
  it('smooths gains and losses the Wilder way', () => {
    // Closes 10, 11, 10, 12, 13, 11; changes +1, −1, +2, +1, −2; period 3.
    // First averages: gain (1+0+2)/3 = 1, loss (0+1+0)/3 = 1/3; RS 3, RSI 100 − 100/4 = 75.
    // Next: gain (2·1 + 1)/3 = 1, loss (2·1/3 + 0)/3 = 2/9; RS 4.5, RSI 100 − 100/5.5 = 900/11.
    // Next: gain (2·1 + 0)/3 = 2/3, loss (2·2/9 + 2)/3 = 22/27; RS 9/11, RSI 100 − 100·11/20 = 45.
    expectLine(rsi(closes(10, 11, 10, 12, 13, 11), 3), [null, null, null, 75, 900 / 11, 45]);
  });

  it('is 100 with only gains, 0 with only losses, 50 without movement', () => {
    expectLine(rsi(closes(1, 2, 3, 4), 2), [null, null, 100, 100]);
    expectLine(rsi(closes(4, 3, 2, 1), 2), [null, null, 0, 0]);
    expectLine(rsi(closes(5, 5, 5), 2), [null, null, 50]);
    expect(rsi([], 6)).toEqual([]);
    expectLine(rsi(closes(5), 6), [null]);
  });
});

describe('KDJ', () => {
  it('smooths RSV into K and D from 50, with J = 3K − 2D', () => {
    // Period 3. Candle 2: low 8, high 12 over candles 0-2, close 12: RSV 100.
    //   K = 50·2/3 + 100/3 = 200/3; D = 50·2/3 + 200/9 = 500/9; J = 200 − 1000/9 = 800/9.
    // Candle 3: low 9, high 13 over candles 1-3, close 10: RSV 25.
    //   K = 200/3·2/3 + 25/3 = 475/9; D = 500/9·2/3 + 475/27 = 1475/27;
    //   J = 475/3 − 2950/27 = 1325/27.
    const result = kdj([bar(10, 8, 9), bar(11, 9, 10), bar(12, 9, 12), bar(13, 10, 10)], 3, 3, 3);
    expectLine(result.k, [null, null, 200 / 3, 475 / 9]);
    expectLine(result.d, [null, null, 500 / 9, 1475 / 27]);
    expectLine(result.j, [null, null, 800 / 9, 1325 / 27]);
  });

  it('takes RSV as 50 when the window has no range, and is KDJ(9, 3, 3) by default', () => {
    const result = kdj(closes(...Array.from({ length: 12 }, () => 7)));
    expect(warmUp(result.k)).toBe(8);
    expect(result.k.slice(8)).toEqual([50, 50, 50, 50]);
    expect(result.d.slice(8)).toEqual([50, 50, 50, 50]);
    expect(result.j.slice(8)).toEqual([50, 50, 50, 50]);
  });
});

// Properties over random candle series.

const barArbitrary = fc
  .record({
    open: fc.double({ min: 1, max: 100_000, noNaN: true }),
    close: fc.double({ min: 1, max: 100_000, noNaN: true }),
    above: fc.double({ min: 0, max: 1_000, noNaN: true }),
    below: fc.double({ min: 0, max: 1, noNaN: true }),
    volume: fc.double({ min: 0, max: 1_000_000, noNaN: true }),
  })
  .map(({ open, close, above, below, volume }) => ({
    open,
    close,
    high: Math.max(open, close) + above,
    low: Math.min(open, close) * (1 - below),
    volume,
  }));

const series = (minLength: number, maxLength = 140) =>
  fc.array(barArbitrary, { minLength, maxLength });

/** Every line each indicator draws, with the defaults, by name. */
function allLines(bars: readonly Bar[]): Record<string, Line> {
  const lines: Record<string, Line> = {};
  movingAverages(bars).forEach((line) => (lines[`MA${line.period}`] = line.values));
  exponentialAverages(bars).forEach((line) => (lines[`EMA${line.period}`] = line.values));
  const bands = bollinger(bars);
  Object.assign(lines, { UP: bands.upper, MB: bands.middle, DN: bands.lower });
  volumes(bars).averages.forEach((line) => (lines[`MAVOL${line.period}`] = line.values));
  const m = macd(bars);
  Object.assign(lines, { DIF: m.dif, DEA: m.dea, MACD: m.histogram });
  [6, 12, 24].forEach((period) => (lines[`RSI${period}`] = rsi(bars, period)));
  const s = kdj(bars);
  Object.assign(lines, { K: s.k, D: s.d, J: s.j });
  return lines;
}

/** Where each line's first value is: the warm-up length of each definition. */
const WARM_UP: Record<string, number> = {
  MA7: 6,
  MA25: 24,
  MA99: 98,
  EMA7: 6,
  EMA25: 24,
  EMA99: 98,
  UP: 19,
  MB: 19,
  DN: 19,
  MAVOL5: 4,
  MAVOL10: 9,
  DIF: 25,
  DEA: 33,
  MACD: 33,
  RSI6: 6,
  RSI12: 12,
  RSI24: 24,
  K: 8,
  D: 8,
  J: 8,
};

describe('indicator properties', () => {
  it('has one entry per candle, null exactly during the warm-up and a number after', () => {
    fc.assert(
      fc.property(series(0), (bars) => {
        for (const [name, line] of Object.entries(allLines(bars))) {
          expect(line, name).toHaveLength(bars.length);
          const first = WARM_UP[name] ?? -1;
          line.forEach((value, index) => {
            if (index < first) expect(value, `${name} ${index}`).toBeNull();
            else expect(Number.isFinite(value), `${name} ${index}`).toBe(true);
          });
        }
        expect(Object.keys(allLines(bars)).sort()).toEqual(Object.keys(WARM_UP).sort());
      }),
      { numRuns: 60 },
    );
  });

  it('keeps earlier values when a candle is appended, and changes at most the last when it is updated', () => {
    fc.assert(
      fc.property(series(1), barArbitrary, (bars, next) => {
        const before = allLines(bars);
        const appended = allLines([...bars, next]);
        const updated = allLines([...bars.slice(0, -1), next]);
        for (const [name, line] of Object.entries(before)) {
          expect(appended[name]?.slice(0, bars.length), name).toEqual(line);
          expect(updated[name]?.slice(0, bars.length - 1), name).toEqual(line.slice(0, -1));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('gives the constant for every average of a constant series, and collapses the bands', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.00000001, max: 1_000_000, noNaN: true }),
        fc.integer({ min: 100, max: 130 }),
        (price, length) => {
          const flat = closes(...Array.from({ length }, () => price));
          const lines = allLines(flat);
          for (const name of ['MA7', 'MA25', 'MA99', 'EMA7', 'EMA25', 'EMA99', 'MB', 'UP', 'DN']) {
            for (const value of lines[name]?.slice(WARM_UP[name]) ?? []) {
              expect(Math.abs((value ?? Number.NaN) - price), name).toBeLessThanOrEqual(
                price * 1e-12,
              );
            }
          }
          for (const name of ['DIF', 'DEA', 'MACD']) {
            for (const value of lines[name]?.slice(WARM_UP[name]) ?? []) {
              expect(Math.abs(value ?? Number.NaN), name).toBeLessThanOrEqual(price * 1e-12);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps RSI within 0 to 100, and at 100 on a strictly rising series', () => {
    fc.assert(
      fc.property(series(7), (bars) => {
        for (const period of [6, 12, 24]) {
          for (const value of rsi(bars, period)) {
            if (value === null) continue;
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(100);
          }
        }
      }),
      { numRuns: 60 },
    );
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.001, max: 1_000, noNaN: true }), {
          minLength: 7,
          maxLength: 60,
        }),
        fc.double({ min: 1, max: 1_000, noNaN: true }),
        (steps, start) => {
          let price = start;
          const rising = closes(start, ...steps.map((step) => (price += step)));
          const line = rsi(rising, 6);
          expect(line.slice(6).every((value) => value === 100)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps K and D within 0 to 100, and J at 3K − 2D', () => {
    fc.assert(
      fc.property(series(9), (bars) => {
        const { k, d, j } = kdj(bars);
        k.forEach((value, index) => {
          if (value === null) return;
          const dValue = d[index] ?? Number.NaN;
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
          expect(dValue).toBeGreaterThanOrEqual(0);
          expect(dValue).toBeLessThanOrEqual(100);
          expect(j[index]).toBeCloseTo(3 * value - 2 * dValue, 9);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('keeps the bands around the middle and MACD’s histogram at twice DIF − DEA', () => {
    fc.assert(
      fc.property(series(34), (bars) => {
        const bands = bollinger(bars);
        bands.middle.forEach((middle, index) => {
          if (middle === null) return;
          expect(bands.upper[index]).toBeGreaterThanOrEqual(middle);
          expect(bands.lower[index]).toBeLessThanOrEqual(middle);
          expect((bands.upper[index] ?? 0) - middle).toBeCloseTo(
            middle - (bands.lower[index] ?? 0),
            6,
          );
        });
        const m = macd(bars);
        m.histogram.forEach((value, index) => {
          if (value === null) return;
          expect(value).toBeCloseTo(2 * ((m.dif[index] ?? 0) - (m.dea[index] ?? 0)), 6);
        });
      }),
      { numRuns: 60 },
    );
  });
});
