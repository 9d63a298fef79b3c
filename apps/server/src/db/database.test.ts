import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createPGliteDatabase, createPostgresDatabase, describeWithPostgres } from '../test/db.js';
import { openDatabase, type Database } from './database.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.close()));
});
async function track<T extends Database>(database: Promise<T>): Promise<T> {
  const d = await database;
  opened.push(d);
  return d;
}

describe('PGlite', () => {
  it('on disk, keeps its write-ahead log small and vacuums and checkpoints on request', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pglite-'));
    try {
      const database = await track(openDatabase({ pgliteDir: dir }));
      const { rows } = await sql<{ max_wal_size: string }>`show max_wal_size`.execute(database.db);
      // The default, 1 GB, is what a long-running embedded install grew towards.
      expect(rows[0]?.max_wal_size).toBe('48MB');
      await sql`create table churn (n int)`.execute(database.db);
      await sql`insert into churn select generate_series(1, 10000)`.execute(database.db);
      await sql`delete from churn`.execute(database.db);
      // Vacuum frees the dead rows; with none left it truncates the table's pages.
      const size = async () => {
        const { rows: sized } = await sql<{ n: string }>`
          select pg_relation_size('churn') as n`.execute(database.db);
        return Number(sized[0]?.n);
      };
      expect(await size()).toBeGreaterThan(0);
      await database.maintain?.();
      expect(await size()).toBe(0);
      await database.close();
      opened.splice(opened.indexOf(database), 1);
      // A second start finds the settings in place.
      const again = await track(openDatabase({ pgliteDir: dir }));
      const { rows: still } = await sql<{ max_wal_size: string }>`show max_wal_size`.execute(
        again.db,
      );
      expect(still[0]?.max_wal_size).toBe('48MB');
    } finally {
      await Promise.all(opened.splice(0).map((d) => d.close()));
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('applies every migration once, and a second run applies none', async () => {
    const database = await track(openDatabase({}));
    expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('returns NUMERIC and BIGINT as exact strings', async () => {
    const database = await track(createPGliteDatabase());
    const { rows } = await sql<{
      n: string;
      b: string;
    }>`select 123456789012345678.123456789::numeric as n, 9007199254740993::int8 as b`.execute(
      database.db,
    );
    expect(rows[0]).toEqual({ n: '123456789012345678.123456789', b: '9007199254740993' });
  });

  it('keeps concurrent transactions apart on its single connection', async () => {
    const database = await track(createPGliteDatabase());
    await sql`create table counter (n integer not null)`.execute(database.db);
    await sql`insert into counter values (0)`.execute(database.db);
    // Each transaction reads, yields, then writes: interleaving would lose updates.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ n: number }>`select n from counter`.execute(trx);
          await new Promise((resolve) => setImmediate(resolve));
          await sql`update counter set n = ${(rows[0]?.n ?? 0) + 1}`.execute(trx);
        }),
      ),
    );
    const { rows } = await sql<{ n: number }>`select n from counter`.execute(database.db);
    expect(rows[0]?.n).toBe(20);
  });

  it('rolls a failed transaction back and stays usable', async () => {
    const database = await track(createPGliteDatabase());
    await sql`create table t (n integer primary key)`.execute(database.db);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into t values (1)`.execute(trx);
        await sql`insert into t values (1)`.execute(trx);
      }),
    ).rejects.toThrow();
    const { rows } = await sql<{ c: string }>`select count(*) as c from t`.execute(database.db);
    expect(rows[0]?.c).toBe('0');
  });
});

describeWithPostgres('PostgreSQL', () => {
  it('returns NUMERIC and BIGINT as exact strings, like PGlite', async () => {
    const database = await track(createPostgresDatabase());
    const { rows } = await sql<{
      n: string;
      b: string;
    }>`select 123456789012345678.123456789::numeric as n, 9007199254740993::int8 as b`.execute(
      database.db,
    );
    expect(rows[0]).toEqual({ n: '123456789012345678.123456789', b: '9007199254740993' });
  });

  it('migrates once when several processes start at the same moment', async () => {
    const first = await track(createPostgresDatabase({ migrate: false }));
    const others = await Promise.all(
      Array.from({ length: 3 }, () =>
        track(
          openDatabase({
            databaseUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
            searchPath: first.schema,
          }),
        ),
      ),
    );
    const applied = await Promise.all([first, ...others].map((d) => migrateToLatest(d.db)));
    expect(applied.flat().sort()).toEqual(Object.keys(migrations).sort());
    const { rows } = await sql<{
      c: string;
    }>`select count(*) as c from pricing_currency where code = 'USD'`.execute(first.db);
    expect(rows[0]?.c).toBe('1');
  });

  it('gives each test database its own schema', async () => {
    const a = await track(createPostgresDatabase());
    const b = await track(createPostgresDatabase());
    await sql`update pricing_currency set rate = 9 where code = 'EUR'`.execute(a.db);
    const { rows } = await sql<{
      rate: string;
    }>`select rate from pricing_currency where code = 'EUR'`.execute(b.db);
    expect(rows[0]?.rate).not.toBe('9.000000000000');
  });
});
