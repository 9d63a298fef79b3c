import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createPostgresDatabase, describeWithPostgres } from '../test/db.js';
import { createMarketLeases, LeaseLostError, type MarketLeases } from './market-lease.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The market lease and its fence on a real PostgreSQL, with concurrent
 * connections: exactly one owner at a time, a token that grows with every
 * change of owner, and no write of a deposed owner after its takeover.
 */
describeWithPostgres('market leases (PostgreSQL)', () => {
  let database: Database;
  let leases: MarketLeases;
  beforeAll(async () => {
    database = await createPostgresDatabase({ poolSize: 12 });
    leases = createMarketLeases(database.db as unknown as Kysely<unknown>);
    await sql`create table fenced_write (market text, owner text, n integer)`.execute(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  /** A write of the market's state, as an owner makes it: fenced first. */
  const write = (lease: NonNullable<Awaited<ReturnType<MarketLeases['acquire']>>>, n: number) =>
    (database.db as unknown as Kysely<unknown>).transaction().execute(async (trx) => {
      await leases.fence(trx, lease);
      await sql`insert into fenced_write values (${lease.market}, ${lease.owner}, ${n})`.execute(
        trx,
      );
    });

  it('gives a market to exactly one of many processes asking at once', async () => {
    const owners = Array.from({ length: 10 }, (_, i) => `engine-${i}`);
    const taken = await Promise.all(owners.map((o) => leases.acquire('BTC/USDT', o, 5_000)));
    const winners = taken.filter((lease) => lease !== null);
    expect(winners).toHaveLength(1);
    expect(winners[0]?.token).toBe(1n);
    expect((await leases.holder('BTC/USDT'))?.owner).toBe(winners[0]?.owner);
    // A renewal keeps it; the others still cannot take it.
    const renewed = await leases.renew(winners[0]!, 5_000);
    expect(renewed?.token).toBe(1n);
    expect(await leases.acquire('BTC/USDT', 'engine-late', 5_000)).toBeNull();
  });

  it('lets another process take over once the lease runs out, and fences the old owner off', async () => {
    const old = await leases.acquire('ETHUSDT', 'engine-a', 300);
    expect(old).not.toBeNull();
    await write(old!, 1);
    expect(await leases.acquire('ETHUSDT', 'engine-b', 5_000)).toBeNull();
    await sleep(400);
    const taken = await leases.acquire('ETHUSDT', 'engine-b', 5_000);
    expect(taken).toMatchObject({ owner: 'engine-b', token: old!.token + 1n });
    // The old owner wakes up: it can neither renew nor write.
    expect(await leases.renew(old!, 5_000)).toBeNull();
    await expect(write(old!, 2)).rejects.toBeInstanceOf(LeaseLostError);
    await write(taken!, 3);
    const { rows } = await sql<{ owner: string; n: number }>`
      select owner, n from fenced_write where market = 'ETHUSDT' order by n`.execute(database.db);
    expect(rows).toEqual([
      { owner: 'engine-a', n: 1 },
      { owner: 'engine-b', n: 3 },
    ]);
  });

  it('makes a takeover wait for a write that passed the fence, so nothing commits after it', async () => {
    const old = await leases.acquire('SOL/USDT', 'engine-a', 300);
    let passed!: () => void;
    const fenced = new Promise<void>((resolve) => (passed = resolve));
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const slow = (database.db as unknown as Kysely<unknown>).transaction().execute(async (trx) => {
      await leases.fence(trx, old!);
      passed();
      await held;
      await sql`insert into fenced_write values ('SOL/USDT', 'engine-a', 1)`.execute(trx);
    });
    await fenced;
    await sleep(400); // the lease has run out while the write is under way
    let takenAt = 0;
    const takeover = leases.acquire('SOL/USDT', 'engine-b', 5_000).then((lease) => {
      takenAt = Date.now();
      return lease;
    });
    await sleep(200);
    expect(takenAt).toBe(0); // waiting on the write's share lock
    const committedAt = Date.now();
    finish();
    await slow;
    const taken = await takeover;
    expect(taken?.owner).toBe('engine-b');
    expect(takenAt).toBeGreaterThanOrEqual(committedAt);
    // The new owner, reading after its takeover, sees the old owner's last write.
    const { rows } = await sql<{ n: number }>`
      select n from fenced_write where market = 'SOL/USDT'`.execute(database.db);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('restarts under the same name with a new token, and a release hands the market over at once', async () => {
    const first = await leases.acquire('XRP/USDT', 'engine-a', 60_000);
    const again = await leases.acquire('XRP/USDT', 'engine-a', 60_000);
    expect(again?.token).toBe(first!.token + 1n);
    await expect(write(first!, 1)).rejects.toBeInstanceOf(LeaseLostError);
    await leases.release(again!);
    expect(await leases.holder('XRP/USDT')).toBeNull();
    expect((await leases.acquire('XRP/USDT', 'engine-b', 60_000))?.token).toBe(again!.token + 1n);
  });
});
