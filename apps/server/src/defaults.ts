import { openDatabase, type Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import type { PriceOptions } from './modules/price/index.js';

/** The labelled price simulator: what `buildApp` uses when given no price sources (tests, the embedded default). */
export const DEMO_PRICES: PriceOptions = {
  feed: 'simulated',
  exchanges: [],
  seed: 1,
  pollMs: 1000,
  maxAgeMs: 30_000,
  minSources: 1,
  timeoutMs: 5000,
};

/** A migrated in-memory PGlite (the demo venue's database when none is given). */
export async function inMemoryDatabase(): Promise<Database> {
  const database = await openDatabase({});
  await migrateToLatest(database.db);
  return database;
}
