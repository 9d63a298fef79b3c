import { decimal } from '@exchange/money';
import { describe, expect, it } from 'vitest';
import {
  amountForPercent,
  floorToStep,
  orderTotal,
  stepInput,
  totalForPercent,
  withStepPlaces,
} from './orderMath';

describe('order maths', () => {
  it('multiplies price by amount exactly', () => {
    expect(orderTotal('27000.01', '0.0003')).toBe('8.100003');
    expect(orderTotal('0.1', '0.2')).toBe('0.02');
    expect(orderTotal('', '1')).toBeNull();
    expect(orderTotal('1.', '.5')).toBe('0.5');
  });

  it('floors to the step grid', () => {
    expect(floorToStep(decimal('1.23456'), decimal('0.001')).toString()).toBe('1.234');
    expect(withStepPlaces(decimal('27000.1'), decimal('0.01'))).toBe('27000.10');
  });

  it('buys with a share of the quote balance at the price, rounded down to the lot', () => {
    const buy = (percent: 0 | 25 | 50 | 75 | 100) =>
      amountForPercent({
        percent,
        side: 'buy',
        available: '1000',
        price: '27000.00',
        lotSize: '0.0001',
      });
    // 1000 / 27000 = 0.037037...: never more than the balance pays for.
    expect(buy(100)).toBe('0.0370');
    expect(buy(50)).toBe('0.0185');
    expect(buy(25)).toBe('0.0092');
    expect(buy(0)).toBe('0.0000');
  });

  it('sells a share of the base balance, rounded down to the lot', () => {
    expect(
      amountForPercent({
        percent: 75,
        side: 'sell',
        available: '0.123456789',
        price: null,
        lotSize: '0.001',
      }),
    ).toBe('0.092');
  });

  it('cannot size a buy without a price or with a bad balance', () => {
    const input = { percent: 50 as const, side: 'buy' as const, lotSize: '0.01' };
    expect(amountForPercent({ ...input, available: '10', price: null })).toBeNull();
    expect(amountForPercent({ ...input, available: '10', price: '0' })).toBeNull();
    expect(amountForPercent({ ...input, available: 'x', price: '1' })).toBeNull();
  });

  it('spends a share of the quote balance for a market buy by total', () => {
    expect(totalForPercent(25, '1000.555', 2)).toBe('250.13');
    expect(totalForPercent(100, '1000.555', 2)).toBe('1000.55');
  });

  it('steps along the grid and lands on it from an off-grid value', () => {
    expect(stepInput('27000.10', '0.01', 'up')).toBe('27000.11');
    expect(stepInput('27000.10', '0.01', 'down')).toBe('27000.09');
    expect(stepInput('27000.123', '0.01', 'up')).toBe('27000.13');
    expect(stepInput('27000.123', '0.01', 'down')).toBe('27000.12');
    expect(stepInput('', '0.001', 'up')).toBe('0.001');
    expect(stepInput('0', '0.001', 'down')).toBe('0.000');
  });
});
