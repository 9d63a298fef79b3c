import { risk } from '@exchange/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashOf, fxText, specOf, type PositionShape } from './perpRisk';
import { priceForRoe, readPreset, roeAtPrice, type PresetKind } from './presetRoe';
import { contract } from './test/fixtures';

const linear = contract('BTCUSDT');
const inverse = contract('BTCUSD');
const TICK = risk.fx('0.1');
const spec = (config: typeof linear) => {
  const built = specOf(config);
  if (built === null) throw new Error('fixture contract refused');
  return built;
};

/** 10 lots at 26,500, 10x: 26.5 USDT (linear) or 10 × 100 / (26,500 × 10) BTC (inverse). */
const shape = (side: 'long' | 'short', margin: string): PositionShape => ({
  side,
  lots: 10,
  entry: risk.fx('26500'),
  margin: risk.fx(margin),
});

const price = (config: typeof linear, s: PositionShape, which: PresetKind, roe: string) => {
  const found = priceForRoe(spec(config), s, which, risk.fx(roe), TICK);
  return found === null ? null : fxText(found);
};

describe('trigger price for an ROE', () => {
  it('moves a linear price by ROE / leverage, rounded away from the entry', () => {
    // +50 % of 26.5 USDT = 13.25 over 0.01 BTC: 26,500 + 1,325
    expect(price(linear, shape('long', '26.5'), 'takeProfit', '50')).toBe('27825');
    expect(price(linear, shape('long', '26.5'), 'stopLoss', '50')).toBe('25175');
    expect(price(linear, shape('short', '26.5'), 'takeProfit', '50')).toBe('25175');
    expect(price(linear, shape('short', '26.5'), 'stopLoss', '50')).toBe('27825');
    // +33.33 % is 8.832345 USDT, 883.2345 a coin: 27,383.2345 up to 27,383.3
    expect(price(linear, shape('long', '26.5'), 'takeProfit', '33.33')).toBe('27383.3');
    expect(price(linear, shape('long', '26.5'), 'stopLoss', '33.33')).toBe('25616.7');
  });

  it('inverts the inverse PnL, and finds no price beyond an inverse long gain', () => {
    const margin = '0.00377359'; // 1000 / (26,500 × 10), rounded up
    // Gain 0.001886795 BTC. Long: 1000 × 26,500 / (1000 − 0.001886795 × 26,500)
    // = 27,894.739..., up; short: 1000 × 26,500 / (1000 + 50.0000675) = 25,238.09..., down.
    expect(price(inverse, shape('long', margin), 'takeProfit', '50')).toBe('27894.8');
    expect(price(inverse, shape('short', margin), 'takeProfit', '50')).toBe('25238');
    // A long's gain is at most 1000 / 26,500 BTC, 1000 % of this margin.
    expect(price(inverse, shape('long', margin), 'takeProfit', '1000')).toBeNull();
    // A short's loss likewise.
    expect(price(inverse, shape('short', margin), 'stopLoss', '1000')).toBeNull();
  });

  it('finds no price for a linear loss beyond the whole value', () => {
    expect(price(linear, shape('long', '26.5'), 'stopLoss', '1000')).toBeNull();
    expect(price(linear, shape('short', '26.5'), 'takeProfit', '1000')).toBeNull();
    expect(price(linear, shape('long', '26.5'), 'takeProfit', '0')).toBeNull();
  });

  it('gives the ROE a price reaches, with the engine PnL', () => {
    expect(roeAtPrice(spec(linear), shape('long', '26.5'), risk.fx('27825'))).toBe('50');
    expect(roeAtPrice(spec(linear), shape('short', '26.5'), risk.fx('27825'))).toBe('-50');
  });
});

describe('reading a preset field', () => {
  const at = shape('long', '26.5');
  it('works out the price from an ROE, and the ROE of a typed price', () => {
    expect(readPreset('takeProfit', 'roe', '50', linear, at)).toEqual({
      price: '27825',
      roe: '50',
    });
    expect(readPreset('stopLoss', 'price', '25175', linear, at)).toEqual({
      price: '25175',
      roe: '-50',
    });
    expect(readPreset('takeProfit', 'roe', '', linear, at)).toEqual({ price: '', roe: null });
  });

  it('says why there is no price', () => {
    const problem = (text: string, s: PositionShape | null = at) =>
      readPreset('stopLoss', 'roe', text, linear, s).problem?.key;
    expect(problem('abc')).toBe('trade.error.format');
    expect(problem('0')).toBe('trade.error.positive');
    expect(problem('10', null)).toBe('perp.error.roeNoEntry');
    expect(problem('1000')).toBe('perp.error.roeUnreachable');
  });
});

describe('ROE to price and back, against the engine', () => {
  const kinds = { linear: spec(linear), inverse: spec(inverse) };
  const arbitrary = fc.record({
    kind: fc.constantFrom('linear' as const, 'inverse' as const),
    side: fc.constantFrom('long' as const, 'short' as const),
    which: fc.constantFrom('takeProfit' as const, 'stopLoss' as const),
    lots: fc.integer({ min: 1, max: 100_000 }),
    entryTicks: fc.bigInt({ min: 10n, max: 2_000_000n }),
    leverage: fc.integer({ min: 1, max: 100 }),
    decimals: fc.constantFrom(2, 6, 8),
    roeHundredths: fc.bigInt({ min: 1n, max: 500_000n }),
  });

  it('reaches at least the asked gain (TP) or loss (SL), and one tick nearer it does not', () => {
    fc.assert(
      fc.property(arbitrary, (c) => {
        const s = kinds[c.kind];
        const entry = c.entryTicks * TICK;
        const qty = BigInt(c.lots) * risk.ONE;
        const margin = cashOf(risk.initialMargin(s, qty, entry, c.leverage), c.decimals, 'ceil');
        const at: PositionShape = { side: c.side, lots: c.lots, entry, margin };
        const roe = (c.roeHundredths * risk.ONE) / 100n;
        // PnL / margin ≥ roe / 100 (TP) or ≤ −roe / 100 (SL), exactly.
        const meets = (p: bigint) => {
          const pnl = risk.unrealisedPnl(s, c.side, qty, entry, p) * 100n * risk.ONE;
          return c.which === 'takeProfit' ? pnl >= roe * margin : pnl <= -roe * margin;
        };
        const found = priceForRoe(s, at, c.which, roe, TICK);
        const awayUp = (c.side === 'long') === (c.which === 'takeProfit');
        if (found === null) {
          // No tick on that side reaches it: not the smallest, not a huge one.
          expect(meets(awayUp ? entry * 1_000_000n : TICK)).toBe(false);
          return;
        }
        expect(found % TICK).toBe(0n);
        expect(meets(found)).toBe(true);
        const nearer = awayUp ? found - TICK : found + TICK;
        if (nearer > 0n) expect(meets(nearer)).toBe(false);
      }),
      {
        numRuns: 5000,
        // Once found: an inverse short's stop-loss whose exact price lies far out,
        // where one unit of PnL spans many ticks.
        examples: [
          [
            {
              kind: 'inverse',
              side: 'short',
              which: 'stopLoss',
              lots: 1,
              entryTicks: 10245n,
              leverage: 50,
              decimals: 8,
              roeHundredths: 499612n,
            },
          ],
        ],
      },
    );
  });
});
