import { describe, expect, it } from 'vitest';
import { FUND } from '../../test/earn';
import { firstFutureDay, isDay, localDate, payoutInstant } from './earnDays';
import { productBody, productDraft, productProblems, rateProblems, termsLocked } from './earnRules';

describe('earn days in the payout zone', () => {
  it('counts days and payout hours as the server does', () => {
    // 2025-01-01 17:00 UTC is already 2 January in Shanghai (UTC+8).
    const ms = Date.UTC(2025, 0, 1, 17);
    expect(localDate(ms, 'Asia/Shanghai')).toBe('2025-01-02');
    expect(localDate(ms, 'UTC')).toBe('2025-01-01');
    expect(firstFutureDay(ms, 'Asia/Shanghai')).toBe('2025-01-03');
    expect(payoutInstant('2025-03-01', 4, 'Asia/Shanghai')).toBe(Date.UTC(2025, 1, 28, 20));
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2024-02-29')).toBe(true);
  });
});

describe('earn product rules', () => {
  it('sends a sold product as it is, its other names kept', () => {
    const ctx = { product: FUND, clock: { hour: 4, zone: 'Asia/Shanghai' } };
    const draft = { ...productDraft(FUND), nameZh: '' };
    expect(termsLocked(ctx.product)).toBe(true);
    expect(productProblems(draft, ctx)).toEqual([]);
    expect(productBody(draft, ctx).name).toEqual({
      en_US: '30-day USDT fund',
      ja_JP: '30日USDTファンド',
    });
  });

  it('takes a rate within the range, for a day not yet begun', () => {
    const range = { rateMin: '0.0001', rateMax: '0.0002' };
    expect(rateProblems({ day: '2025-01-03', rate: '0.00020' }, range, '2025-01-03')).toEqual([]);
    expect(
      rateProblems({ day: '2025-01-02', rate: '0.00021' }, range, '2025-01-03').map((p) => p.key),
    ).toEqual(['earn.problem.futureDay', 'earn.problem.rateRange']);
  });
});
