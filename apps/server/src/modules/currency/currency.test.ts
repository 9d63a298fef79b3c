import { ERRORS } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCurrencyService } from './currency.service.js';
import { createCurrencyStore } from './currency.store.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /uc/member/currency', () => {
  it('lists USD first with symbol $ and rate 1, then the major fiat currencies', async () => {
    const res = JSON.parse((await t.get('/uc/member/currency')).body);
    expect(res.code).toBe(0);
    expect(res.data[0]).toMatchObject({
      name: 'USD',
      currency_symbol: '$',
      rate: '1',
      decimals: 2,
    });
    const codes = res.data.map((c: { name: string }) => c.name);
    for (const code of ['CNY', 'EUR', 'JPY', 'KRW', 'HKD', 'GBP', 'THB', 'IDR'])
      expect(codes).toContain(code);
    for (const currency of res.data) {
      expect(typeof currency.id).toBe('number');
      expect(currency.rate).toMatch(/^\d+(\.\d+)?$/);
    }
  });
});

describe('currency service', () => {
  it('lets an operator change a rate, exactly, and shows when', async () => {
    const clock = manualClock(Date.UTC(2026, 10, 20));
    const service = createCurrencyService(createCurrencyStore(t.database.db), clock);
    const updated = await service.updateRate('EUR', '0.912345678901');
    expect(updated).toMatchObject({
      name: 'EUR',
      rate: '0.912345678901',
      updatedAt: '2026-11-20T00:00:00.000Z',
    });
    expect((await service.list()).find((c) => c.name === 'EUR')?.rate).toBe('0.912345678901');
  });

  it.each([
    ['EUR', '0', 'AMOUNT_INVALID'],
    ['EUR', '-1', 'AMOUNT_INVALID'],
    ['EUR', 'abc', 'AMOUNT_INVALID'],
    ['USD', '2', 'FIELD_FORMAT'],
    ['XYZ', '2', 'CURRENCY_NOT_FOUND'],
  ] as const)('refuses %s=%s with %s and changes nothing', async (code, rate, key) => {
    const service = createCurrencyService(createCurrencyStore(t.database.db), manualClock());
    const before = await service.list();
    await expect(service.updateRate(code, rate)).rejects.toMatchObject({ code: ERRORS[key].code });
    expect(await service.list()).toEqual(before);
  });
});
