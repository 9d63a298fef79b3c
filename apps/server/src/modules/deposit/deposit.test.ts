import { sql } from 'kysely';
import { ERRORS } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { manualClock } from '../../lib/clock.js';
import { createPGliteDatabase } from '../../test/db.js';
import { createSimulatedChain, type SimulatedChain } from '../chain/index.js';
import { createCoinStore } from '../coin/index.js';
import { createEvents } from '../events/index.js';
import { checkLedger, createLedger, type Ledger } from '../ledger/index.js';
import { checkDeposits } from './deposit.check.js';
import { demoKeys } from './demo-keys.js';
import { createDepositService, type DepositService } from './deposit.service.js';

const TRC20_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
let database: Database;
let ledger: Ledger;
let tron: SimulatedChain;
let eth: SimulatedChain;
let deposits: DepositService;

beforeAll(async () => {
  database = await createPGliteDatabase();
  const clock = manualClock();
  ledger = createLedger(database.db, clock);
  tron = createSimulatedChain(database.db, 'TRON');
  eth = createSimulatedChain(database.db, 'ETH');
  deposits = createDepositService({
    db: database.db,
    ledger,
    events: createEvents({ db: database.db, clock, log: () => {} }),
    chains: createCoinStore(database.db).chains,
    clock,
    keys: demoKeys(),
    addressNetwork: 'mainnet',
    watchers: [tron.watcher, eth.watcher],
    simulated: true,
  });
});
afterAll(async () => {
  expect(await checkLedger(database.db, [() => checkDeposits(database.db)])).toEqual([]);
  await database.close();
});

const spot = (userId: number, asset: string) => ledger.balance({ userId, wallet: 'spot', asset });

describe('deposits on a simulated chain', () => {
  it('gives each user a fixed address per network family, shared by the coins on it', async () => {
    const usdt = await deposits.address(7, 'USDT', 'TRC20');
    const trx = await deposits.address(7, 'TRX', 'TRON');
    expect(usdt.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(trx.address).toBe(usdt.address);
    expect((await deposits.address(8, 'USDT', 'TRC20')).address).not.toBe(usdt.address);
    expect((await deposits.address(7, 'ETH', 'ETH')).address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect((await deposits.address(7, 'USDT', 'TRC20')).address).toBe(usdt.address);
  });

  it('credits after the required confirmations, exactly once', async () => {
    const { address, confirmations } = await deposits.address(11, 'USDT', 'TRC20');
    await tron.send(address, 25_500_000n, TRC20_USDT);
    await tron.mine(1);
    await deposits.pollOnce();
    let [record] = (await deposits.list(11, 1, 10)).list;
    expect(record).toMatchObject({
      symbol: 'USDT',
      chain: 'TRC20',
      amount: '25.5',
      status: 'confirming',
      confirmations: 1,
    });
    expect((await spot(11, 'USDT')).available).toBe('0');

    await tron.mine(confirmations - 1);
    await deposits.pollOnce();
    await deposits.pollOnce();
    [record] = (await deposits.list(11, 1, 10)).list;
    expect(record).toMatchObject({ status: 'credited', confirmations });
    expect((await spot(11, 'USDT')).available).toBe('25.5');
    // The credit published its event in the same commit, once.
    const { rows } = await sql<{ key: string; payload: unknown }>`
      select key, payload from domain_event where name = 'deposit.credited'`.execute(database.db);
    expect(rows).toEqual([
      {
        key: expect.stringMatching(/^deposit\.credited:\d+$/),
        payload: {
          depositId: expect.any(Number),
          userId: 11,
          asset: 'USDT',
          chain: 'TRC20',
          amount: '25.5',
        },
      },
    ]);
  });

  it('records a deposit below the minimum without crediting it', async () => {
    const { address } = await deposits.address(12, 'USDT', 'TRC20');
    await tron.send(address, 500_000n, TRC20_USDT);
    await tron.mine(30);
    await deposits.pollOnce();
    const [record] = (await deposits.list(12, 1, 10)).list;
    expect(record).toMatchObject({ amount: '0.5', status: 'below_minimum' });
    expect((await spot(12, 'USDT')).available).toBe('0');
  });

  it('holds a deposit above the review threshold until an operator decides: passed is credited once, failed never', async () => {
    await sql`update coin_chain set deposit_review_above = 10000 where symbol = 'USDT' and chain = 'TRC20'`.execute(
      database.db,
    );
    try {
      const { address, reviewAbove } = await deposits.address(14, 'USDT', 'TRC20');
      expect(reviewAbove).toBe('10000');
      await tron.send(address, 20_000_000_000n, TRC20_USDT); // 20,000 USDT
      await tron.send(address, 15_000_000_000n, TRC20_USDT); // 15,000 USDT
      await tron.send(address, 10_000_000_000n, TRC20_USDT); // exactly the threshold: no review
      await tron.mine(30);
      await deposits.pollOnce();
      await deposits.pollOnce();
      const records = (await deposits.list(14, 1, 10)).list;
      const byAmount = (amount: string) => records.find((r) => r.amount === amount);
      expect(byAmount('10000')).toMatchObject({ status: 'credited', reviewedAt: null });
      expect(byAmount('20000')).toMatchObject({ status: 'review', creditedAt: null });
      expect(byAmount('15000')).toMatchObject({ status: 'review' });
      expect((await spot(14, 'USDT')).available).toBe('10000');

      const big = byAmount('20000')?.id ?? 0;
      const other = byAmount('15000')?.id ?? 0;
      // Two reviewers pass the same deposit at once: one credit.
      const both = await Promise.allSettled([
        deposits.review(big, { approve: true, operatorId: 1, note: 'source of funds checked' }),
        deposits.review(big, { approve: true, operatorId: 2, note: 'ok' }),
      ]);
      expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      await deposits.review(other, { approve: false, operatorId: 1, note: 'sanctioned source' });
      await expect(
        deposits.review(other, { approve: true, operatorId: 1, note: 'changed my mind' }),
      ).rejects.toMatchObject({ code: ERRORS.DEPOSIT_NOT_IN_REVIEW.code });
      await expect(
        deposits.review(999_999, { approve: true, operatorId: 1, note: 'x' }),
      ).rejects.toMatchObject({ code: ERRORS.DEPOSIT_NOT_FOUND.code });

      const after = (await deposits.list(14, 1, 10)).list;
      expect(after.find((r) => r.id === big)).toMatchObject({
        status: 'credited',
        reviewedAt: expect.any(String),
      });
      expect(after.find((r) => r.id === other)).toMatchObject({
        status: 'rejected',
        creditedAt: null,
        reviewedAt: expect.any(String),
      });
      expect((await spot(14, 'USDT')).available).toBe('30000');
      // Polling again changes nothing.
      await deposits.pollOnce();
      expect((await spot(14, 'USDT')).available).toBe('30000');
    } finally {
      await sql`update coin_chain set deposit_review_above = null`.execute(database.db);
    }
  });

  it('ignores transfers to addresses that are not ours and tokens we do not list', async () => {
    const { address } = await deposits.address(13, 'ETH', 'ETH');
    await eth.send('0x000000000000000000000000000000000000dead', 10n ** 18n);
    await eth.send(address.toLowerCase(), 10n ** 18n, '0x1111111111111111111111111111111111111111');
    await eth.mine(20);
    await deposits.pollOnce();
    expect((await deposits.list(13, 1, 10)).total).toBe(0);
  });

  it('refuses a coin on a network it does not use, and closed channels', async () => {
    await expect(deposits.address(7, 'USDT', 'BTC')).rejects.toMatchObject({
      code: ERRORS.DEPOSIT_CHAIN_WRONG.code,
    });
    await expect(deposits.address(7, 'LTC', 'LTC')).rejects.toMatchObject({
      code: ERRORS.CHANNEL_NOT_OPEN.code,
    });
    await expect(deposits.detail(7, 999)).rejects.toMatchObject({
      code: ERRORS.DEPOSIT_NOT_FOUND.code,
    });
  });
});
