/**
 * Every invariant the platform checks, in one place: the ledger's own
 * rules, then each module's. The console's dashboard and `npm run
 * ledger:check` both run this list, so they cannot disagree.
 */
import type { Kysely } from 'kysely';
import type { InvariantCheck, ServerModule } from './module.js';
import { MODULES } from './modules.js';
import { checkDeposits } from './modules/deposit/index.js';
import { LEDGER_RULES, checkLedger, type Violation } from './modules/ledger/index.js';
import { PERP_RULES, checkPerp } from './modules/perp/index.js';
import { SPOT_RULES, checkSpot } from './modules/spot/index.js';
import { checkWithdrawals } from './modules/withdrawal/index.js';

const PLATFORM_CHECKS: readonly InvariantCheck[] = [
  { rules: ['one credit per (chain, txid, output)'], run: checkDeposits },
  { rules: ['one effect per withdrawal id'], run: checkWithdrawals },
  { rules: SPOT_RULES, run: checkSpot },
  { rules: PERP_RULES, run: checkPerp },
];

const checksOf = (modules: readonly ServerModule[]) => [
  ...PLATFORM_CHECKS,
  ...modules.flatMap((module) => module.checks ?? []),
];

/** Every rule, in the order the checker reports them. */
export const rulesOf = (modules: readonly ServerModule[] = MODULES): readonly string[] => [
  ...LEDGER_RULES,
  ...checksOf(modules).flatMap((check) => check.rules),
];

/** Every invariant of the live database: the ledger's, then each module's. */
export function checkAll<T>(
  db: Kysely<T>,
  modules: readonly ServerModule[] = MODULES,
): Promise<Violation[]> {
  // Each check is typed to its module's tables, all in this database.
  const handle = db as unknown as Kysely<unknown>;
  return checkLedger(db, [...checksOf(modules).map((check) => () => check.run(handle))]);
}
