import { join } from 'node:path';
import { loadConfig } from '../../config.js';
import { openDatabase, pgliteDirFor } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { systemClock } from '../../lib/clock.js';
import { createSecretBox, loadOrCreateKeyFile } from '../../lib/secret-box.js';
import { createOperatorService } from './admin.operators.js';
import { bootstrapOperator } from './bootstrap.js';

/**
 * `npm run admin:create -- [username]`: the console's first operator on the
 * configured database, credentials written to DATA_DIR/console-operator.txt.
 * ADMIN_PASSWORD sets the password (else one is generated). Refused once any
 * operator exists: further operators are created in the console, audited.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirFor(config.dataDir),
  });
  try {
    await migrateToLatest(database.db);
    const key =
      config.secretsKey ?? (await loadOrCreateKeyFile(join(config.dataDir, 'secrets.key')));
    const operators = createOperatorService({
      db: database.db,
      clock: systemClock,
      box: createSecretBox(key),
    });
    const file = join(config.dataDir, 'console-operator.txt');
    const made = await bootstrapOperator(
      operators,
      file,
      process.argv[2] ?? 'admin',
      process.env.ADMIN_PASSWORD || undefined,
    );
    console.log(
      made
        ? `operator created; credentials in ${file}`
        : 'an operator already exists; nothing done',
    );
    process.exitCode = made ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
