/**
 * The crash test's server process: `main.ts`'s composition (configuration
 * from the environment, `openDatabase`, migrations, `buildApp` with jobs,
 * `listen`; keep the two in step, static files aside), split in two so a kill -9 is followed by a restart in well under
 * a second:
 *
 *  1. On spawn it only loads the code (the slow part: seconds under tsx) and
 *     sends `{kind: 'loaded'}` over IPC. It touches no database yet, so a
 *     standby can load while the previous process still owns the market.
 *  2. On `{kind: 'start'}` it opens the database, migrates, builds the app
 *     (which rebuilds every book and replays SUBMITTED orders) and listens,
 *     then sends `{kind: 'listening'}`.
 *
 * SIGTERM closes it as `main.ts` does; losing the parent (IPC disconnect)
 * stops it too, so a failed test never leaves a server behind. Test support
 * only: production starts through `main.ts`.
 */
import { join } from 'node:path';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, openSibling, pgliteDirFor } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { systemClock } from '../../lib/clock.js';
import { loadOrCreateKeyFile } from '../../lib/secret-box.js';
import { outboxMessenger } from '../../modules/verification/index.js';

export type ParentMessage = { kind: 'start' };
export type ChildMessage =
  { kind: 'loaded' } | { kind: 'listening'; port: number } | { kind: 'failed'; error: string };

const send = (message: ChildMessage) => process.send?.(message);

async function start(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirFor(config.dataDir),
  });
  await migrateToLatest(database.db);
  const schema = process.env.CRASH_SCHEMA;
  if (!schema) throw new Error('CRASH_SCHEMA is not set');
  const app = await buildApp({
    chains: config.chains,
    prices: config.prices,
    marketMaker: config.marketMaker,
    jobs: true,
    messenger: outboxMessenger(join(config.dataDir, 'outbox.jsonl'), () => {}),
    secretsKey:
      config.secretsKey ?? (await loadOrCreateKeyFile(join(config.dataDir, 'secrets.key'))),
    captchaEnabled: config.captchaEnabled,
    database,
    // As main.ts: the demo venue on a sibling schema of the real server. Left
    // to its default, an in-memory PGlite, its migration would run on this
    // process's event loop for ten seconds after each start, holding every
    // request (the crash tests' clients timed out on it).
    demoDatabase: async () => {
      // The URL names the crash schema in its options, which would win over searchPath.
      const url = new URL(config.databaseUrl ?? '');
      url.searchParams.delete('options');
      const demo = await openSibling({ databaseUrl: url.toString(), searchPath: schema }, 'demo');
      await migrateToLatest(demo.db);
      return demo;
    },
    clock: systemClock,
    signSecret: config.signSecret,
    signWindowS: config.signWindowS,
    customerServiceUrl: config.customerServiceUrl,
    rateLimitPerMin: config.rateLimitPerMin,
    logLevel: config.logLevel,
  });
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
  await app.listen({ port: config.port, host: config.host });
  send({ kind: 'listening', port: config.port });
}

if (!process.send) {
  console.error('server-process.ts is started by spot.crash.test.ts with an IPC channel');
  process.exit(2);
}
process.on('disconnect', () => process.exit(1));
process.once('message', (message: unknown) => {
  if ((message as Partial<ParentMessage> | null)?.kind !== 'start') return;
  start().catch((error: unknown) => {
    send({
      kind: 'failed',
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    process.exit(1);
  });
});
send({ kind: 'loaded' });
