import { describe, expect, it } from 'vitest';
import { fx } from './fixed.js';
import { checkAdjustment, checkTriggers, type TriggerCheck } from './triggers.js';

describe('checkTriggers', () => {
  // Mark 30,000 and a 1 % minimum distance: the stop must be 300 from liquidation.
  const long: TriggerCheck = {
    side: 'long',
    markPrice: fx('30000'),
    liquidationPrice: fx('27108.43'),
    minDistanceRate: fx('0.01'),
  };
  const short: TriggerCheck = { ...long, side: 'short', liquidationPrice: fx('32868.52') };

  it('accepts triggers on the right sides, far enough from liquidation', () => {
    expect(checkTriggers(long)).toBeNull();
    expect(checkTriggers({ ...long, takeProfit: fx('31000'), stopLoss: fx('27500') })).toBeNull();
    expect(checkTriggers({ ...short, takeProfit: fx('29000'), stopLoss: fx('32500') })).toBeNull();
    // Exactly the minimum distance is enough: 27,408.43 - 27,108.43 = 300.
    expect(checkTriggers({ ...long, stopLoss: fx('27408.43') })).toBeNull();
    // A position that cannot be liquidated has no distance to keep.
    expect(checkTriggers({ ...long, stopLoss: fx('100'), liquidationPrice: null })).toBeNull();
  });

  it('rejects a take-profit that is not beyond the mark in the profitable direction', () => {
    expect(checkTriggers({ ...long, takeProfit: fx('30000') })).toBe('TP_WRONG_SIDE');
    expect(checkTriggers({ ...long, takeProfit: fx('29000') })).toBe('TP_WRONG_SIDE');
    expect(checkTriggers({ ...short, takeProfit: fx('31000') })).toBe('TP_WRONG_SIDE');
  });

  it('rejects a stop-loss on the profitable side of the mark', () => {
    expect(checkTriggers({ ...long, stopLoss: fx('30000') })).toBe('SL_WRONG_SIDE');
    expect(checkTriggers({ ...short, stopLoss: fx('29000') })).toBe('SL_WRONG_SIDE');
  });

  it('rejects a stop-loss near or beyond the liquidation price', () => {
    expect(checkTriggers({ ...long, stopLoss: fx('27408.42') })).toBe(
      'SL_TOO_CLOSE_TO_LIQUIDATION',
    );
    expect(checkTriggers({ ...long, stopLoss: fx('27000') })).toBe('SL_TOO_CLOSE_TO_LIQUIDATION');
    expect(checkTriggers({ ...short, stopLoss: fx('32600') })).toBe('SL_TOO_CLOSE_TO_LIQUIDATION');
    expect(checkTriggers({ ...short, stopLoss: fx('33000') })).toBe('SL_TOO_CLOSE_TO_LIQUIDATION');
  });

  it('reports the first failure in the documented order', () => {
    const both = { ...long, takeProfit: fx('29000'), stopLoss: fx('31000') };
    expect(checkTriggers(both)).toBe('TP_WRONG_SIDE');
    expect(checkTriggers({ ...long, takeProfit: fx('31000'), stopLoss: fx('31000') })).toBe(
      'SL_WRONG_SIDE',
    );
  });
});

describe('checkAdjustment', () => {
  it('allows a move of up to 10 % and rejects anything more', () => {
    expect(checkAdjustment(fx('100'), fx('110'))).toBeNull();
    expect(checkAdjustment(fx('100'), fx('90'))).toBeNull();
    expect(checkAdjustment(fx('100'), fx('110.000000000001'))).toBe('ADJUSTMENT_TOO_LARGE');
    expect(checkAdjustment(fx('100'), fx('89.99'))).toBe('ADJUSTMENT_TOO_LARGE');
    expect(checkAdjustment(fx('100'), fx('100'))).toBeNull();
  });

  it('takes another limit when given one', () => {
    expect(checkAdjustment(fx('100'), fx('106'), fx('0.05'))).toBe('ADJUSTMENT_TOO_LARGE');
    expect(checkAdjustment(fx('100'), fx('105'), fx('0.05'))).toBeNull();
  });
});
