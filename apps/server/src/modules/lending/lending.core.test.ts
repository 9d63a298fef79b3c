import { add, decimal, isNegative, isPositive, lte, min, sub } from '@exchange/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accrue,
  borrowable,
  chargedHours,
  healthOf,
  HOUR_MS,
  pledgeRatio,
  priceAtRatio,
  ratesOfHourly,
  splitRepayment,
} from './lending.core.js';
import {
  earnsAt,
  latestPayout,
  localDate,
  payoutInstant,
  sharePrice,
  sharesFor,
  sharesToRedeem,
  splitIncome,
  valueOf,
} from './savings.core.js';

const d = decimal;
const T0 = Date.UTC(2026, 0, 10, 9, 0, 0);
const terms = (overrides: Partial<Parameters<typeof accrue>[0]> = {}) => ({
  principal: d('1000'),
  hourlyRate: d('0.002'),
  lateHourlyRate: d('0.001'),
  throughMs: T0,
  termEndMs: T0 + 7 * 24 * HOUR_MS,
  places: 8,
  ...overrides,
});

describe('pledge loan interest', () => {
  it('charges every hour begun as a whole hour, from its first millisecond', () => {
    expect(chargedHours(T0, T0)).toBe(0);
    expect(chargedHours(T0, T0 + 1)).toBe(1);
    expect(chargedHours(T0, T0 + HOUR_MS)).toBe(1);
    expect(chargedHours(T0, T0 + HOUR_MS + 1)).toBe(2);
    expect(chargedHours(T0, T0 - 5)).toBe(0);
    const minute = accrue(terms(), T0 + 60_000);
    expect(minute).toEqual({
      interest: d('2'),
      hours: 1,
      lateHours: 0,
      throughMs: T0 + HOUR_MS,
    });
    // The spec's example: 0.2 % an hour is 4.8 % a day.
    expect(accrue(terms(), T0 + 24 * HOUR_MS).interest.toString()).toBe('48');
  });

  it('charges nothing again for an hour already charged, and resumes at its end', () => {
    const first = accrue(terms(), T0 + 60_000);
    expect(accrue(terms({ throughMs: first.throughMs }), T0 + 59 * 60_000).hours).toBe(0);
    const next = accrue(terms({ throughMs: first.throughMs }), T0 + HOUR_MS + 1);
    expect(next.hours).toBe(1);
    expect(next.throughMs).toBe(T0 + 2 * HOUR_MS);
  });

  it('adds the late rate to each hour that begins at or after the term ends', () => {
    const end = T0 + 2 * HOUR_MS;
    const result = accrue(terms({ termEndMs: end }), T0 + 3 * HOUR_MS + 1);
    expect(result.hours).toBe(4);
    expect(result.lateHours).toBe(2);
    // 1000 × (4 × 0.002 + 2 × 0.001)
    expect(result.interest.toString()).toBe('10');
    // An hour that starts just before the end is on time.
    expect(accrue(terms({ termEndMs: T0 + HOUR_MS + 1 }), T0 + 2 * HOUR_MS).lateHours).toBe(0);
  });

  it('rounds interest up to the coin, so the pool never loses a unit', () => {
    const result = accrue(terms({ principal: d('0.00000001'), places: 8 }), T0 + 1);
    expect(result.interest.toString()).toBe('0.00000001');
  });

  it('gives the same interest however the time is cut into charges', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 * HOUR_MS }), { minLength: 1, maxLength: 8 }),
        (steps) => {
          // Charged in whole hours, so pieces add up to the whole (interest is exact here).
          let through = T0;
          let now = T0;
          let hours = 0;
          for (const step of steps) {
            now += step;
            const piece = accrue(terms({ throughMs: through, places: 18 }), now);
            hours += piece.hours;
            through = piece.throughMs;
          }
          expect(hours).toBe(chargedHours(T0, now));
          expect(through).toBeGreaterThanOrEqual(now);
          expect(through - now).toBeLessThan(HOUR_MS);
        },
      ),
    );
  });
});

describe('pledge ratio and limits', () => {
  it('values debt over collateral at the index, rounded against the borrower', () => {
    // 1 BTC at 60 000, 30 000 USDT at 1: 50 %.
    expect(pledgeRatio(d('30000'), d('1'), d('1'), d('60000'))?.toString()).toBe('0.5');
    expect(pledgeRatio(d('1'), d('1'), d('3'), d('1'))?.toString()).toBe('0.333334');
    expect(pledgeRatio(d('1'), d('1'), d('0'), d('1'))).toBeNull();
  });

  it('lends the collateral value times the initial ratio, rounded down', () => {
    expect(borrowable(d('1'), d('60000'), d('1'), d('0.5'), 6).toString()).toBe('30000');
    expect(borrowable(d('1'), d('1'), d('3'), d('0.5'), 6).toString()).toBe('0.166666');
    expect(borrowable(d('1'), d('1'), d('0'), d('0.5'), 6).toString()).toBe('0');
  });

  it('names the collateral price at which a level is reached', () => {
    // 30 000 owed on 1 BTC reaches 85 % when BTC is 35 294.117647...
    expect(priceAtRatio(d('30000'), d('1'), d('1'), d('0.85'))?.toString()).toBe(
      '35294.117647058824',
    );
    expect(priceAtRatio(d('1'), d('1'), d('0'), d('0.85'))).toBeNull();
  });

  it('sorts ratios into healthy, margin call (from 60 %) and liquidation (from 85 %)', () => {
    const levels = { callRatio: d('0.6'), liquidationRatio: d('0.85') };
    expect(healthOf(d('0.5999'), levels)).toBe('healthy');
    expect(healthOf(d('0.6'), levels)).toBe('call');
    expect(healthOf(d('0.8499'), levels)).toBe('call');
    expect(healthOf(d('0.85'), levels)).toBe('liquidate');
    expect(healthOf(null, levels)).toBe('liquidate');
  });

  it('shows an hourly rate as daily and yearly', () => {
    const rates = ratesOfHourly(d('0.002'));
    expect(rates.daily.toString()).toBe('0.048');
    expect(rates.apr.toString()).toBe('17.52');
  });

  it('pays interest before principal', () => {
    const owed = { interest: d('5'), principal: d('100') };
    expect(splitRepayment(d('3'), owed)).toEqual({ interest: d('3'), principal: d('0') });
    expect(splitRepayment(d('50'), owed)).toEqual({ interest: d('5'), principal: d('45') });
    expect(splitRepayment(d('105'), owed)).toEqual({ interest: d('5'), principal: d('100') });
  });
});

describe('savings shares', () => {
  it('starts at a price of 1 and grows only with income', () => {
    expect(sharePrice(d('0'), d('0')).toString()).toBe('1');
    expect(sharePrice(d('1001'), d('1000')).toString()).toBe('1.001');
    expect(sharesFor(d('100'), d('1.001')).toString()).toBe('99.900099900099900099');
    expect(valueOf(d('99.900099900099900099'), d('1.001'), 8).toString()).toBe('99.99999999');
  });

  it('burns enough shares for a redemption, never more than held', () => {
    expect(sharesToRedeem(d('100'), d('1.001'), d('500')).toString()).toBe('99.9000999000999001');
    expect(sharesToRedeem(d('100'), d('1'), d('40')).toString()).toBe('40');
  });

  it('never lets holders be owed more than the pool after buying and redeeming', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            buy: fc.boolean(),
            amount: fc.integer({ min: 1, max: 10_000_000 }),
            income: fc.integer({ min: 0, max: 1000 }),
          }),
          { maxLength: 30 },
        ),
        (steps) => {
          let owed = d('0');
          let shares = d('0');
          for (const step of steps) {
            const amount = d(String(step.amount / 100));
            const price = sharePrice(owed, shares);
            if (step.buy) {
              shares = add(shares, sharesFor(amount, price));
              owed = add(owed, amount);
            } else if (isPositive(shares)) {
              const pay = min(amount, valueOf(shares, price, 8));
              shares = sub(shares, sharesToRedeem(pay, price, shares));
              owed = sub(owed, pay);
            }
            owed = add(owed, d(String(step.income / 100)));
            expect(isNegative(owed)).toBe(false);
            expect(isNegative(shares)).toBe(false);
            expect(lte(valueOf(shares, sharePrice(owed, shares), 8), owed)).toBe(true);
          }
        },
      ),
    );
  });

  it('splits the day’s interest 90/10 with the dust to the security fund', () => {
    const split = splitIncome(d('0.00000019'), d('0.9'), 8);
    expect(split).toEqual({ savers: d('0.00000017'), fund: d('0.00000002') });
    expect(splitIncome(d('0'), d('0.9'), 8)).toEqual({ savers: d('0'), fund: d('0') });
  });

  it('earns from the first payout 24 hours after subscribing', () => {
    expect(earnsAt(T0, T0 + 24 * HOUR_MS)).toBe(true);
    expect(earnsAt(T0, T0 + 24 * HOUR_MS - 1)).toBe(false);
  });
});

describe('the daily payout hour', () => {
  it('finds 04:00 in the configured zone', () => {
    expect(new Date(payoutInstant('2026-01-10', 4, 'UTC')).toISOString()).toBe(
      '2026-01-10T04:00:00.000Z',
    );
    expect(new Date(payoutInstant('2026-01-10', 4, 'Asia/Shanghai')).toISOString()).toBe(
      '2026-01-09T20:00:00.000Z',
    );
    // New York in summer and in winter.
    expect(new Date(payoutInstant('2026-07-01', 4, 'America/New_York')).toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    expect(new Date(payoutInstant('2026-01-10', 4, 'America/New_York')).toISOString()).toBe(
      '2026-01-10T09:00:00.000Z',
    );
    expect(localDate(Date.UTC(2026, 0, 9, 20), 'Asia/Shanghai')).toBe('2026-01-10');
  });

  it('is today’s once the hour has struck, else yesterday’s', () => {
    expect(latestPayout(Date.UTC(2026, 0, 10, 3, 59), 4, 'UTC')).toEqual({
      date: '2026-01-09',
      atMs: Date.UTC(2026, 0, 9, 4),
    });
    expect(latestPayout(Date.UTC(2026, 0, 10, 4), 4, 'UTC')).toEqual({
      date: '2026-01-10',
      atMs: Date.UTC(2026, 0, 10, 4),
    });
    expect(latestPayout(Date.UTC(2026, 0, 1, 1), 4, 'UTC').date).toBe('2025-12-31');
  });
});
