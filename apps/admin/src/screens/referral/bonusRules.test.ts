import { describe, expect, it } from 'vitest';
import {
  bonusBodyOf,
  bonusChanged,
  bonusProblems,
  budgetShort,
  progressPercent,
  turnoverOf,
} from './bonusRules';
import { BONUS } from './promotionFixtures';

const fields = (amount: string, turnoverMultiple: string) =>
  bonusProblems({ enabled: true, amount, turnoverMultiple }).map((p) => p.key);

describe('the sign-up bonus rules', () => {
  it('take an amount above 0 in whole cents and a multiple from 1 to 100, as the server does', () => {
    expect(fields('3000', '10')).toEqual([]);
    expect(fields('0.01', '1')).toEqual([]);
    expect(fields('5.5', '100.0')).toEqual([]);
    expect(fields('0', '10')).toEqual(['referral.bonus.problem.amount']);
    expect(fields('', '10')).toEqual(['referral.bonus.problem.amount']);
    expect(fields('1e3', '10')).toEqual(['referral.bonus.problem.amount']);
    expect(fields('1.001', '10')).toEqual(['referral.bonus.problem.amountPlaces']);
    expect(fields('10', '0.5')).toEqual(['referral.bonus.problem.multiple']);
    expect(fields('10', '100.01')).toEqual(['referral.bonus.problem.multiple']);
    expect(fields('10', '')).toEqual(['referral.bonus.problem.multiple']);
  });

  it('work out the turnover exactly and the progress on the digits', () => {
    expect(turnoverOf('3000', '10')).toBe('30000');
    expect(turnoverOf('0.1', '3')).toBe('0.3');
    expect(turnoverOf('12.34', '2.5')).toBe('30.85');
    expect(turnoverOf('', '10')).toBeNull();
    expect(progressPercent('12000', '30000')).toBe(40);
    expect(progressPercent('0.29999', '0.3')).toBe(99);
    expect(progressPercent('30250.75', '30000')).toBe(100);
    expect(progressPercent('0', '0')).toBe(100);
    expect(progressPercent('x', '1')).toBeNull();
  });

  it('see a change only where a value changed, and send the fields trimmed', () => {
    const same = { enabled: true, amount: '3000.00', turnoverMultiple: '10' };
    expect(bonusChanged(BONUS, same)).toBe(false);
    expect(bonusChanged(BONUS, { ...same, enabled: false })).toBe(true);
    expect(bonusChanged(BONUS, { ...same, turnoverMultiple: '11' })).toBe(true);
    expect(bonusBodyOf({ enabled: true, amount: ' 5 ', turnoverMultiple: '2 ' })).toEqual({
      enabled: true,
      amount: '5',
      turnoverMultiple: '2',
    });
  });

  it('call the budget short only below one bonus', () => {
    expect(budgetShort({ budget: '3000', amount: '3000' })).toBe(false);
    expect(budgetShort({ budget: '2999.99', amount: '3000' })).toBe(true);
  });
});
