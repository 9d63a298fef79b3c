import { decimal, gte, lte, toPlainString } from '@exchange/money';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { breakevenDays, dayIncome, nextDue, remainingDays, renewalOpen } from './mining.core.js';
import { httpFeed, simulatedFeed } from './mining.feed.js';

const text = (d: { toString(): string }) => toPlainString(decimal(d.toString()));
const ASIC = { hashRate: decimal('200'), powerW: 3500, electricity: decimal('0.06') };
const UTC = { hour: 4, zone: 'UTC' };

describe('mining arithmetic', () => {
  it('pays hash rate × hash price − power, per unit, never below zero', () => {
    const day = dayIncome(ASIC, decimal('0.05'), 2, 6);
    expect([text(day.gross), text(day.power), text(day.net)]).toEqual(['20', '10.08', '9.92']);
    // 200 × 0.025 = 5 < 5.04: a day that costs more to run than it mines pays nothing.
    expect(text(dayIncome(ASIC, decimal('0.025'), 1, 6).net)).toBe('0');
    // Rounded down to the coin's places: 200 × 0.0512345 − 5.04 = 5.2069.
    expect(text(dayIncome(ASIC, decimal('0.0512345'), 1, 2).net)).toBe('5.2');
  });

  it('shows breakeven days rounded up, and none when the net is zero', () => {
    expect(breakevenDays(decimal('800'), decimal('4.96'))).toBe(162);
    expect(breakevenDays(decimal('800'), decimal('8'))).toBe(100);
    expect(breakevenDays(decimal('800'), decimal('0'))).toBeNull();
  });

  it('counts remaining days by the calendar and opens renewal within one term', () => {
    const first = Date.parse('2026-11-23T04:00:00Z');
    expect(remainingDays(3, first, first - 1)).toBe(3);
    expect(remainingDays(3, first, first)).toBe(2);
    expect(remainingDays(3, first, first + 2 * 86_400_000)).toBe(0);
    expect(renewalOpen(180, 180)).toBe(true);
    expect(renewalOpen(180, 181)).toBe(false);
  });

  it('is next due at its next payout, or its machines’ return once every day is paid', () => {
    const order = { start_date: '2026-11-22', term_days: 3, days_paid: 1, status: 'custody' };
    expect(nextDue(order, UTC)?.toISOString()).toBe('2026-11-24T04:00:00.000Z');
    expect(nextDue({ ...order, days_paid: 3 }, UTC)?.toISOString()).toBe(
      '2026-11-25T04:00:00.000Z',
    );
    expect(nextDue({ ...order, days_paid: 3, status: 'returned' }, UTC)).toBeNull();
  });
});

describe('hash price feeds', () => {
  it('simulates a labelled price that is the same for the same day, within ±8 % of its base', async () => {
    const query = { algorithm: 'SHA-256', coin: 'USDT', unit: 'TH/s', day: '2026-11-22' };
    const a = await simulatedFeed.price(query);
    expect(await simulatedFeed.price(query)).toBe(a);
    const value = decimal(a ?? '0');
    expect(gte(value, decimal('0.0506')) && lte(value, decimal('0.0594'))).toBe(true);
    expect(simulatedFeed.name).toContain('not market data');
    // An algorithm or unit it does not know has no price: the day waits for an operator.
    expect(await simulatedFeed.price({ ...query, algorithm: 'Equihash' })).toBeNull();
    expect(await simulatedFeed.price({ ...query, unit: 'PH/s' })).toBeNull();
  });

  it('reads a configured feed over HTTP, and treats a bad answer as no price', async () => {
    const asked: string[] = [];
    const server = createServer((req, res) => {
      asked.push(req.url ?? '');
      const day = new URL(req.url ?? '', 'http://x').searchParams.get('day');
      res.setHeader('content-type', 'application/json');
      if (day === '2026-11-22') res.end(JSON.stringify({ price: '0.0521' }));
      else if (day === '2026-11-23') res.end(JSON.stringify({ price: -1 }));
      else {
        res.statusCode = 503;
        res.end('{}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hashprice`;
      const feed = httpFeed(url);
      const query = { algorithm: 'SHA-256', coin: 'USDT', unit: 'TH/s', day: '2026-11-22' };
      expect(await feed.price(query)).toBe('0.0521');
      expect(await feed.price({ ...query, day: '2026-11-23' })).toBeNull();
      expect(await feed.price({ ...query, day: '2026-11-24' })).toBeNull();
      expect(asked[0]).toBe('/hashprice?algorithm=SHA-256&coin=USDT&unit=TH%2Fs&day=2026-11-22');
      expect(feed).toMatchObject({ source: 'feed', name: url });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
