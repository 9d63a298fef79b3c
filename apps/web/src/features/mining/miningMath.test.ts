import { describe, expect, it } from 'vitest';
import { machineState } from './machineState';
import { hasRewards, quantityMax, timesQuantity } from './miningMath';

describe('mining arithmetic', () => {
  it('multiplies a per-machine figure exactly, as decimal text', () => {
    expect(timesQuantity('240', 2)).toBe('480');
    expect(timesQuantity('0.1', 3)).toBe('0.3');
    expect(timesQuantity('1234567890.123456789', 1000)).toBe('1234567890123.456789');
    expect(timesQuantity('abc', 2)).toBeNull();
    expect(timesQuantity('1', -1)).toBeNull();
  });

  it('has rewards only when some coin holds more than zero', () => {
    expect(hasRewards([])).toBe(false);
    expect(hasRewards([{ rewards: '0' }, { rewards: '0.00' }])).toBe(false);
    expect(hasRewards([{ rewards: '0' }, { rewards: '0.000001' }])).toBe(true);
  });

  it('caps a purchase at the stock left, the user’s limit and 1,000, and a trial at one', () => {
    expect(quantityMax({ type: 'asic', remaining: 40, userLimit: 20 })).toBe(20);
    expect(quantityMax({ type: 'gpu', remaining: 5, userLimit: 20 })).toBe(5);
    expect(quantityMax({ type: 'gpu', remaining: 5000, userLimit: 5000 })).toBe(1000);
    expect(quantityMax({ type: 'trial', remaining: 900, userLimit: 5 })).toBe(1);
    expect(quantityMax({ type: 'trial', remaining: 0, userLimit: 1 })).toBe(0);
  });

  it('says why a machine cannot be bought: locked first, then the trial used, then none left', () => {
    const asic = { type: 'asic' as const, locked: false, remaining: 3 };
    expect(machineState(asic, true)).toBe('open');
    expect(machineState({ ...asic, remaining: 0 }, false)).toBe('sold_out');
    expect(machineState({ ...asic, locked: true, remaining: 0 }, false)).toBe('locked');
    expect(machineState({ ...asic, type: 'trial' }, true)).toBe('used');
    expect(machineState({ ...asic, type: 'trial' }, false)).toBe('open');
  });
});
