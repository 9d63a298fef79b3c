import { ERRORS } from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { manualClock } from '../../lib/clock.js';
import { createPostgresDatabase, describeWithPostgres } from '../../test/db.js';
import { checkLedger } from './ledger.check.js';
import { createLedger, type Ledger } from './ledger.service.js';
import { deposit, freezeForWithdrawal, transfer, user } from './ledger.test-support.js';

describeWithPostgres('ledger under concurrency (PostgreSQL)', () => {
  let database: Database;
  let ledger: Ledger;
  beforeAll(async () => {
    database = await createPostgresDatabase({ poolSize: 20 });
    ledger = createLedger(database.db, manualClock());
  });
  afterAll(async () => {
    expect(await checkLedger(database.db)).toEqual([]);
    await database.close();
  });

  it('accepts exactly one of 200 simultaneous withdrawals of the whole balance', async () => {
    await deposit(ledger, 'c1-dep', 101, '1000');
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => freezeForWithdrawal(ledger, `c1-w-${i}`, 101, '1000')),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(accepted).toHaveLength(1);
    for (const r of refused)
      expect(r.reason).toMatchObject({ code: ERRORS.INSUFFICIENT_BALANCE.code });
    expect(await ledger.balance(user(101))).toEqual({
      available: '0',
      frozen: '1000',
      locked: '0',
    });
  });

  it('runs crossing transfers A->B and B->A without a visible failure or a negative balance', async () => {
    await deposit(ledger, 'c2-a', 201, '500');
    await deposit(ledger, 'c2-b', 202, '500');
    const results = await Promise.allSettled(
      Array.from({ length: 300 }, (_, i) =>
        i % 2 === 0
          ? transfer(ledger, `c2-ab-${i}`, user(201), user(202), '3')
          : transfer(ledger, `c2-ba-${i}`, user(202), user(201), '2'),
      ),
    );
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    // Deadlocks and serialization failures are retried inside; only an honest overdraft may surface.
    for (const f of failures)
      expect(f.reason).toMatchObject({ code: ERRORS.INSUFFICIENT_BALANCE.code });
    const a = await ledger.balance(user(201));
    const b = await ledger.balance(user(202));
    const okAB = results.filter((r, i) => i % 2 === 0 && r.status === 'fulfilled').length;
    const okBA = results.filter((r, i) => i % 2 === 1 && r.status === 'fulfilled').length;
    expect(Number(a.available)).toBe(500 - okAB * 3 + okBA * 2);
    expect(Number(b.available)).toBe(500 + okAB * 3 - okBA * 2);
    expect(Number(a.available)).toBeGreaterThanOrEqual(0);
    expect(Number(b.available)).toBeGreaterThanOrEqual(0);
  });

  it('makes one transaction for one key repeated at the same moment, with identical replies', async () => {
    await deposit(ledger, 'c3-dep', 301, '10');
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        transfer(ledger, 'c3-same', user(301), user(301, 'USDT', 'contract'), '7'),
      ),
    );
    const ids = new Set(results.map((r) => r.transactionId));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const { rows } = await sql<{
      n: string;
    }>`select count(*) as n from ledger_transaction where idempotency_key = 'c3-same'`.execute(
      database.db,
    );
    expect(rows[0]?.n).toBe('1');
    expect(await ledger.balance(user(301))).toEqual({ available: '3', frozen: '0', locked: '0' });
  });
});
