import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe } from 'vitest';
import { openDatabase, openSibling, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * Test databases. Every test gets its own: a fresh in-memory PGlite, or a
 * fresh schema on the real PostgreSQL server for tests that need concurrent
 * connections (PGlite is one connection and proves nothing about concurrency).
 */

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let template: Promise<Blob | File> | undefined;

/**
 * A fresh, migrated in-memory PGlite. The first call in a test process
 * migrates one database and dumps it; later calls start from that image,
 * which is several times faster than migrating again.
 */
export async function createPGliteDatabase(): Promise<Database> {
  template ??= (async () => {
    const database = await openDatabase({});
    await migrateToLatest(database.db);
    if (!database.dump) throw new Error('PGlite database without dump()');
    const image = await database.dump();
    await database.close();
    return image;
  })();
  return openDatabase({ pgliteImage: await template });
}

/** A migrated, empty schema of its own on the real server; `close()` drops it. */
export async function createPostgresDatabase(
  options: { poolSize?: number; migrate?: boolean } = {},
): Promise<Database & { schema: string }> {
  const schema = `t_${process.pid}_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create schema ${schema}`);
  const database = await openDatabase({
    databaseUrl: TEST_DATABASE_URL,
    searchPath: schema,
    poolSize: options.poolSize ?? 10,
  });
  if (options.migrate !== false) await migrateToLatest(database.db);
  return {
    ...database,
    schema,
    async close() {
      await database.close();
      await adminQuery(`drop schema ${schema} cascade`);
    },
  };
}

/** The migrated sibling schema `<schema>_<name>` beside a test schema (the demo venue's); `close()` drops it. */
export async function createPostgresSibling(schema: string, name: string): Promise<Database> {
  const database = await openSibling({ databaseUrl: TEST_DATABASE_URL, searchPath: schema }, name);
  await migrateToLatest(database.db);
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(`drop schema ${schema}_${name} cascade`);
    },
  };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({
    connectionString: TEST_DATABASE_URL,
    connectionTimeoutMillis: 2000,
  });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function probePostgres(): Promise<string | undefined> {
  try {
    await adminQuery('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const unavailableReason = await probePostgres();
const inCi = process.env.CI === 'true' || process.env.CI === '1';

/**
 * `describe` for tests that need the real PostgreSQL server. Without one they
 * are skipped with a printed reason, except in CI, where they are required and
 * fail loudly instead.
 */
export function describeWithPostgres(name: string, body: () => void): void {
  if (unavailableReason && inCi) {
    describe(name, () => {
      throw new Error(`PostgreSQL at ${TEST_DATABASE_URL} is required in CI: ${unavailableReason}`);
    });
    return;
  }
  if (unavailableReason) {
    console.warn(`[skipped] ${name}: no PostgreSQL at ${TEST_DATABASE_URL} (${unavailableReason})`);
  }
  describe.skipIf(Boolean(unavailableReason))(name, body);
}
