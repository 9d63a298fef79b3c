/**
 * What the PostgreSQL benchmarks share (`durable-harness.ts`,
 * `app-server.ts` and the modules over them): the database URL and its
 * checks, a seeded random source, funding users through the ledger, and the
 * small number formats of their reports.
 */
import pg from 'pg';
import type { Database } from '../apps/server/src/db/database.js';
import {
  postBatch,
  type Posting,
  type AccountRef,
} from '../apps/server/src/modules/ledger/index.js';

/** A positive number from the environment, else `fallback`. */
export const env = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
/** The URL without its credentials, for printing. */
export const SAFE_URL = DATABASE_URL.replace(/\/\/[^@/]*@/, '//');

/** Undefined when PostgreSQL answers at `url`, else why not. */
export async function unreachable(url = DATABASE_URL): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs one statement on its own connection (creating and dropping schemas). */
export async function admin(text: string, url = DATABASE_URL): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Deterministic [0, 1) from a seed: the engine workload's mulberry32. */
export { mulberry32 as seeded } from '@exchange/engine';

/** Credits each user's `wallet` with `assets` (decimal strings) in one ledger batch. */
export async function fund(
  database: Database,
  userIds: readonly number[],
  assets: Readonly<Record<string, string>>,
  wallet: Extract<AccountRef, { userId: number }>['wallet'] = 'spot',
): Promise<void> {
  const postings: Posting[] = [];
  for (const userId of userIds)
    for (const [asset, amount] of Object.entries(assets))
      postings.push({
        idempotencyKey: `bench-fund-${wallet}-${asset}-${userId}`,
        type: 'recharge',
        reference: `bench-fund-${wallet}-${asset}-${userId}`,
        lines: [
          { account: { system: 'custody:TRON', asset }, part: 'available', amount: `-${amount}` },
          { account: { userId, wallet, asset }, part: 'available', amount },
        ],
      });
  await database.db
    .transaction()
    .execute((trx) => postBatch(trx, postings, { partial: false, nowMs: Date.now() }));
}

/** The value at percentile `p` (0-100) of ascending `sorted`; NaN when empty. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export const count = (value: number): string => Math.round(value).toLocaleString('en-US');
