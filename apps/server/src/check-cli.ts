import { checkAll, rulesOf } from './checks.js';
import { loadConfig } from './config.js';
import { existsSync } from 'node:fs';
import { openDatabase, openSibling, pgliteDirFor, type Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import type { Violation } from './modules/ledger/index.js';

/**
 * `npm run ledger:check`: checks every ledger invariant against the configured
 * database and exits non-zero on any violation. With the embedded database,
 * stop the server first: PGlite opens a data directory from one process only.
 */

/** Prints each rule's result and returns how many violations there were. */
function report(title: string, violations: readonly Violation[]): number {
  console.log(`${title}:`);
  for (const rule of rulesOf()) {
    const broken = violations.filter((v) => v.rule === rule);
    console.log(`${broken.length === 0 ? 'ok  ' : 'FAIL'} ${rule}`);
    for (const v of broken.slice(0, 20)) console.log(`       ${v.detail}`);
  }
  console.log(
    violations.length === 0
      ? `${title}: all invariants hold`
      : `${title}: ${violations.length} violation(s)`,
  );
  return violations.length;
}

async function check(database: Database): Promise<Violation[]> {
  await migrateToLatest(database.db);
  return checkAll(database.db);
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const where = { databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) };
  const database = await openDatabase(where);
  let failed = 0;
  try {
    failed += report('ledger', await check(database));
  } finally {
    await database.close();
  }
  // The demo venue keeps a ledger of its own (virtual funds), held to the same rules.
  if (config.databaseUrl || existsSync(`${where.pgliteDir}-demo`)) {
    const demo = await openSibling(where, 'demo');
    try {
      failed += report('demo venue ledger', await check(demo));
    } finally {
      await demo.close();
    }
  }
  process.exitCode = failed === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
