import { loadConfig } from '../../config.js';
import { openDatabase, pgliteDirFor } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { checkDeposits } from '../deposit/deposit.check.js';
import { checkPerp, PERP_RULES } from '../perp/perp.check.js';
import { checkSpot, SPOT_RULES } from '../spot/spot.check.js';
import { checkWithdrawals } from '../withdrawal/withdrawal.check.js';
import { LEDGER_RULES, checkLedger } from './ledger.check.js';

/**
 * `npm run ledger:check`: checks every ledger invariant against the configured
 * database and exits non-zero on any violation. With the embedded database,
 * stop the server first: PGlite opens a data directory from one process only.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirFor(config.dataDir),
  });
  try {
    await migrateToLatest(database.db);
    const violations = await checkLedger(database.db, [
      () => checkDeposits(database.db),
      () => checkWithdrawals(database.db),
      () => checkSpot(database.db),
      () => checkPerp(database.db),
    ]);
    for (const rule of [
      ...LEDGER_RULES,
      'one credit per (chain, txid, output)',
      'one effect per withdrawal id',
      ...SPOT_RULES,
      ...PERP_RULES,
    ]) {
      const broken = violations.filter((v) => v.rule === rule);
      console.log(`${broken.length === 0 ? 'ok  ' : 'FAIL'} ${rule}`);
      for (const v of broken.slice(0, 20)) console.log(`       ${v.detail}`);
    }
    console.log(
      violations.length === 0
        ? 'ledger: all invariants hold'
        : `ledger: ${violations.length} violation(s)`,
    );
    process.exitCode = violations.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
