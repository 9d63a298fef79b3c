import { decimal, toPlainString } from '@exchange/money';
import { describe, expect, it } from 'vitest';
import { addDays, dailyIncome, incomeOver, penaltyFor, scheduleOf } from './earn.core.js';

const utc = { hour: 4, zone: 'UTC' };
const text = (value: ReturnType<typeof decimal>) => toPlainString(value);
const fund = { kind: 'fund' as const, lockDate: null, cycleDays: 5 };

describe('earn arithmetic', () => {
  it('values a fund from the day before its first payout at least 24 hours after purchase', () => {
    // Bought before the hour: the payout 24 h later is the next day's but one.
    expect(scheduleOf(fund, Date.parse('2026-11-21T03:00:00Z'), utc)).toEqual({
      valueDate: '2026-11-21',
      lockAtMs: null,
      firstPayoutAtMs: Date.parse('2026-11-22T04:00:00Z'),
      maturityAtMs: Date.parse('2026-11-26T04:00:00Z'),
    });
    // Exactly on the hour: 24 hours later is itself a payout.
    expect(scheduleOf(fund, Date.parse('2026-11-21T04:00:00Z'), utc).firstPayoutAtMs).toBe(
      Date.parse('2026-11-22T04:00:00Z'),
    );
    expect(scheduleOf(fund, Date.parse('2026-11-21T04:00:01Z'), utc).firstPayoutAtMs).toBe(
      Date.parse('2026-11-23T04:00:00Z'),
    );
  });

  it('pays at 04:00 in the operator’s time zone, across a clock change', () => {
    const ny = { hour: 4, zone: 'America/New_York' };
    // US clocks go back on 2026-11-01: 04:00 EDT is 08:00 UTC, 04:00 EST is 09:00 UTC.
    const schedule = scheduleOf(fund, Date.parse('2026-10-30T12:00:00Z'), ny);
    expect(schedule.valueDate).toBe('2026-10-31');
    expect(schedule.firstPayoutAtMs).toBe(Date.parse('2026-11-01T09:00:00Z'));
  });

  it('locks a lock-up on its date for everyone', () => {
    const lockup = { kind: 'lockup' as const, lockDate: '2026-12-22', cycleDays: 3 };
    expect(scheduleOf(lockup, Date.parse('2026-12-20T12:00:00Z'), utc)).toEqual({
      valueDate: '2026-12-22',
      lockAtMs: Date.parse('2026-12-22T04:00:00Z'),
      firstPayoutAtMs: Date.parse('2026-12-23T04:00:00Z'),
      maturityAtMs: Date.parse('2026-12-25T04:00:00Z'),
    });
  });

  it('rounds each day’s income down and never reserves less than the days can pay', () => {
    expect(text(dailyIncome(decimal('10000'), decimal('0.003'), 6))).toBe('30');
    expect(text(incomeOver(decimal('10000'), decimal('0.005'), 5, 6))).toBe('250');
    expect(text(dailyIncome(decimal('333.333333'), decimal('0.0037'), 6))).toBe('1.233333');
    expect(text(incomeOver(decimal('333.333333'), decimal('0.0037'), 7, 6))).toBe('8.633331');
  });

  it('charges the spec’s penalty, rounded up, never above the amount', () => {
    expect(text(penaltyFor(decimal('1000'), decimal('0.004'), 3, 6))).toBe('12');
    expect(text(penaltyFor(decimal('0.000001'), decimal('0.004'), 3, 6))).toBe('0.000001');
    expect(text(penaltyFor(decimal('1000'), decimal('0.5'), 3, 6))).toBe('1000');
    expect(text(penaltyFor(decimal('1000'), decimal('0.004'), 0, 6))).toBe('0');
  });

  it('counts calendar days both ways', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
