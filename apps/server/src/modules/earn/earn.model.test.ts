import type { Session } from '@exchange/contracts';
import { add, decimal, gte, toPlainString } from '@exchange/money';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkAll } from '../../checks.js';
import { earnApp, type EarnApp } from '../../test/earn.js';
import { earnModule } from './index.js';

/**
 * A model test: random purchases, early redemptions, lock-up cancellations,
 * daily payouts and maturities over two funds and a lock-up. After every
 * step the ledger's and the module's invariants hold, no order has been
 * paid more than it reserved, and what users, products and the treasury
 * hold adds up to what was put in. EARN_SEED=<n> repeats a run.
 */
const SEED = Number(process.env.EARN_SEED ?? Math.floor(Math.random() * 2 ** 31));

function seeded(seed: number) {
  let state = seed >>> 0;
  return (lo: number, hi: number) => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return lo + (state % (hi - lo + 1));
  };
}

let E: EarnApp;
beforeAll(async () => {
  E = await earnApp();
});
afterAll(async () => {
  await E.t.close();
});

it('keeps every invariant through random purchases, redemptions, payouts and maturities', async () => {
  console.info(`[earn model] seed ${SEED} (EARN_SEED=${SEED} repeats it)`);
  const int = seeded(SEED);
  const start = E.t.clock.nowMs();
  const products = [
    await E.listed({ stock: '30000', closesAt: start + 40 * 86_400_000 }),
    await E.listed({
      cycleDays: 3,
      rateMin: '0.0011',
      rateMax: '0.0037',
      penaltyRatio: '0.0015',
      stock: '30000',
      closesAt: start + 40 * 86_400_000,
    }),
    await E.listed({
      kind: 'lockup',
      name: { en_US: 'USDT 4-day lock-up' },
      cycleDays: 4,
      rateMin: '0.0021',
      rateMax: '0.0021',
      penaltyRatio: '0',
      lockDate: '2026-11-24',
      stock: '30000',
      closesAt: Date.parse('2026-11-24T04:00:00Z'),
    }),
  ];
  const users: Session[] = [];
  for (let i = 0; i < 4; i += 1) users.push(await E.user({ USDT: '40000' }));
  const put = 4 * 40000;
  const orders: { s: Session; id: string }[] = [];
  let day = 0;
  for (let step = 0; step < 40; step += 1) {
    const roll = int(0, 99);
    const s = users[int(0, users.length - 1)]!;
    if (roll < 45) {
      const product = products[int(0, products.length - 1)]!;
      const amount = `${int(100, 5000)}.${String(int(0, 999999)).padStart(6, '0')}`;
      const res = await E.buy(s, product.id, amount);
      if (res.code === 0) orders.push({ s, id: res.data.order.id });
    } else if (roll < 65 && orders.length > 0) {
      const { s: owner, id } = orders[int(0, orders.length - 1)]!;
      await E.redeem(owner, id);
    } else if (roll < 75) {
      const product = products[int(0, products.length - 1)]!;
      const ahead = new Date(E.t.clock.nowMs() + int(1, 3) * 86_400_000).toISOString().slice(0, 10);
      const rate = `0.00${int(30, 50)}`;
      await E.publish(product.id, ahead, rate);
    } else {
      // The clock moves on to a later hour, running whatever is due.
      day += int(0, 1);
      const hour = int(0, 23);
      E.t.clock.set(start + day * 86_400_000 + hour * 3_600_000);
      await E.t.app.jobQueue.runDue(100);
    }
    expect(await checkAll(E.t.database.db, [earnModule]), `seed ${SEED} step ${step}`).toEqual([]);
  }
  // Everything matures in the end.
  E.t.clock.set(start + (day + 10) * 86_400_000);
  await E.t.app.jobQueue.runDue(100);
  expect(await checkAll(E.t.database.db, [earnModule]), `seed ${SEED} at the end`).toEqual([]);
  const open = await sql<{ n: string }>`
    select count(*) as n from earn_order where status in ('confirming', 'custody')`.execute(
    E.t.database.db,
  );
  expect(open.rows[0]?.n).toBe('0');
  const paid = await sql<{ n: string }>`select count(*) as n from earn_payout`.execute(
    E.t.database.db,
  );
  expect(orders.length, 'the run bought something').toBeGreaterThan(0);
  expect(Number(paid.rows[0]?.n), 'and paid income').toBeGreaterThan(0);
  // No product paid more than it reserved, and the money adds up: users hold
  // what they put in plus income less penalties; income and penalties are
  // the products' funding moved, never coins made.
  let users_ = decimal('0');
  for (const s of users) users_ = add(users_, decimal(await E.spot(s)));
  let products_ = decimal('0');
  for (const product of products) {
    const funding = await E.funding(product.id);
    products_ = add(products_, add(decimal(funding.free), decimal(funding.reserved)));
    expect(funding.reserved).toBe('0');
  }
  let funded = decimal('0');
  for (const product of products) funded = add(funded, decimal(product.funding.unsoldMaxIncome));
  expect(toPlainString(add(users_, products_))).toBe(
    toPlainString(add(decimal(String(put)), funded)),
  );
  expect(gte(products_, decimal('0'))).toBe(true);
});
