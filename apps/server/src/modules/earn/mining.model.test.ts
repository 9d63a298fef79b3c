import type { Session } from '@exchange/contracts';
import { add, decimal, gte, toPlainString } from '@exchange/money';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkAll } from '../../checks.js';
import { miningApp, SEEDED, type MiningApp } from '../../test/mining.js';
import { earnModule } from './index.js';

/**
 * A model test of mining machines: random purchases (the trial machine
 * among them), renewals, reward withdrawals, hash prices published and
 * pool payouts put into `mining:income` in amounts small enough that days
 * must wait, and the clock moving on. After every step the ledger's and
 * the module's invariants hold (no reward outside its hold, no payout not
 * taken from `mining:income`, which never goes below zero); at the end
 * every coin is accounted for. MINING_SEED=<n> repeats a run.
 */
const SEED = Number(process.env.MINING_SEED ?? Math.floor(Math.random() * 2 ** 31));

function seeded(seed: number) {
  let state = seed >>> 0;
  return (lo: number, hi: number) => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return lo + (state % (hi - lo + 1));
  };
}

let M: MiningApp;
beforeAll(async () => {
  M = await miningApp();
});
afterAll(async () => {
  await M.t.close();
});

it('keeps every invariant through random purchases, renewals, payouts, waits and withdrawals', async () => {
  console.info(`[mining model] seed ${SEED} (MINING_SEED=${SEED} repeats it)`);
  const int = seeded(SEED);
  const start = M.t.clock.nowMs();
  for (const id of [SEEDED.trial, SEEDED.asic, SEEDED.gpu]) await M.list(id);
  // A 2-day machine of an algorithm the simulated feed does not know.
  const rig = await M.createMachine({ stock: 40 });
  await M.list(rig.data.id);
  const machines = [SEEDED.trial, SEEDED.asic, SEEDED.gpu, rig.data.id];
  const users: Session[] = [];
  for (let i = 0; i < 4; i += 1) users.push(await M.user({ USDT: '5000' }));
  const put = decimal(String(4 * 5000));
  let filled = decimal('0');
  const orders: { s: Session; id: string }[] = [];
  let hours = 0;
  for (let step = 0; step < 50; step += 1) {
    const roll = int(0, 99);
    const s = users[int(0, users.length - 1)]!;
    if (roll < 30) {
      const machine = machines[int(0, machines.length - 1)]!;
      const res = await M.buy(s, machine, int(1, 3));
      if (res.code === 0) orders.push({ s, id: res.data.order.id });
    } else if (roll < 40 && orders.length > 0) {
      const { s: owner, id } = orders[int(0, orders.length - 1)]!;
      await M.renew(owner, id);
    } else if (roll < 50) {
      await M.withdraw(s);
    } else if (roll < 60) {
      const amount = `${int(0, 30)}.${String(int(0, 99)).padStart(2, '0')}`;
      if (decimal(amount).toString() !== '0') {
        await M.fillIncome(amount);
        filled = add(filled, decimal(amount));
      }
    } else if (roll < 70) {
      const back = new Date(M.t.clock.nowMs() - int(0, 2) * 86_400_000).toISOString().slice(0, 10);
      await M.publishPrice(back, `0.0${int(1, 3)}`, 'Equihash', 'kSol/s');
    } else {
      hours += int(1, 30);
      M.t.clock.set(start + hours * 3_600_000);
      await M.t.app.jobQueue.runDue(100);
    }
    expect(await checkAll(M.t.database.db, [earnModule]), `seed ${SEED} step ${step}`).toEqual([]);
  }
  expect(orders.length, 'the run bought something').toBeGreaterThan(0);
  // Every coin is accounted for: users' spot and mining wallets, the income
  // account and the sales account hold what was put in and filled.
  let held = decimal('0');
  for (const s of users) {
    const mining = await M.miningWallet(s);
    held = add(
      held,
      add(decimal(await M.spot(s)), add(decimal(mining.available), decimal(mining.locked))),
    );
  }
  const income = decimal(await M.incomeAccount());
  expect(gte(income, decimal('0'))).toBe(true);
  const total = add(held, add(income, decimal(await M.salesAccount())));
  expect(toPlainString(total)).toBe(toPlainString(add(put, filled)));
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from mining_payout p
    where p.amount > 0 and p.transaction_id is null`.execute(M.t.database.db);
  expect(rows[0]?.n).toBe('0');
});
