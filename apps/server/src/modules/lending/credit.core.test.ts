import { decimal, toPlainString } from '@exchange/money';
import { describe, expect, it } from 'vitest';
import { daysBegun, owedAt, totalToRepay, type CreditTerms } from './credit.core.js';

const DAY = 86_400_000;
const terms: CreditTerms = {
  principal: decimal('1000'),
  dailyRate: decimal('0.0005'),
  lateDailyRate: decimal('0.001'),
  cycleDays: 30,
  lentAtMs: 0,
  dueAtMs: 30 * DAY,
  places: 6,
};
const owed = (nowMs: number, over: Partial<CreditTerms> = {}) => {
  const o = owedAt({ ...terms, ...over }, nowMs);
  return [toPlainString(o.interest), toPlainString(o.lateFee), toPlainString(o.total), o.overdue];
};

describe('credit loan arithmetic', () => {
  it('counts a part day as a whole one, and nothing before the start', () => {
    expect(daysBegun(0, 0)).toBe(0);
    expect(daysBegun(0, 1)).toBe(1);
    expect(daysBegun(0, DAY)).toBe(1);
    expect(daysBegun(0, DAY + 1)).toBe(2);
    expect(daysBegun(DAY, 0)).toBe(0);
  });

  it('charges the first day at once, the days begun after, and never more than the term', () => {
    expect(owed(0)).toEqual(['0.5', '0', '1000.5', false]);
    expect(owed(DAY + 1)).toEqual(['1', '0', '1001', false]);
    expect(owed(30 * DAY - 1)).toEqual(['15', '0', '1015', false]);
    expect(owed(30 * DAY)).toEqual(['15', '0', '1015', true]);
  });

  it('adds a late fee per day begun past the term, capped at the principal', () => {
    expect(owed(30 * DAY + 1)).toEqual(['15', '1', '1016', true]);
    expect(owed(33 * DAY)).toEqual(['15', '3', '1018', true]);
    expect(owed(3000 * DAY)).toEqual(['15', '1000', '2015', true]);
  });

  it('rounds what the borrower pays up to the coin’s decimals', () => {
    expect(owed(1, { principal: decimal('0.333333'), places: 6 })[0]).toBe('0.000167');
    expect(toPlainString(totalToRepay(decimal('800'), decimal('0.0005'), 30, 6))).toBe('812');
  });
});
