import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { bootstrapOperator } from './modules/admin/index.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase, openSibling, pgliteDirFor } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { offsetClock, systemClock } from './lib/clock.js';
import { loadOrCreateKeyFile } from './lib/secret-box.js';
import {
  outboxMessenger,
  routeByChannel,
  smtpMessenger,
  twilioMessenger,
  type Messenger,
} from './modules/verification/index.js';
import { join } from 'node:path';

/** Composition root: configuration, adapters, the app, signals. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const where = { databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) };
  const database = await openDatabase(where);
  const applied = await migrateToLatest(database.db);
  const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
  const adminDist = fileURLToPath(new URL('../../admin/dist', import.meta.url));
  // Without SMTP or an SMS provider, messages go to DATA_DIR/outbox.jsonl (the embedded default).
  const outbox: Messenger = outboxMessenger(join(config.dataDir, 'outbox.jsonl'), (line) =>
    console.info(line),
  );
  const messenger = routeByChannel(
    config.smtp ? smtpMessenger(config.smtp.url, config.smtp.from) : outbox,
    config.twilio ? twilioMessenger(config.twilio) : outbox,
  );
  // Browser tests (TEST_CLOCK=on, test environment only) may move this clock forward.
  const testClock = config.testClock ? offsetClock() : undefined;
  const app = await buildApp({
    chains: config.chains,
    prices: config.prices,
    marketMaker: config.marketMaker,
    hashPriceFeed: config.hashPriceFeed,
    jobs: true,
    messenger,
    secretsKey:
      config.secretsKey ?? (await loadOrCreateKeyFile(join(config.dataDir, 'secrets.key'))),
    captchaEnabled: config.captchaEnabled,
    database,
    // The demo venue's database, opened when the first user switches to demo
    // (the app closes it): DATA_DIR/pgdata-demo, or schema `demo` on PostgreSQL.
    demoDatabase: async () => {
      const demo = await openSibling(where, 'demo');
      await migrateToLatest(demo.db);
      return demo;
    },
    clock: testClock ?? systemClock,
    ...(testClock ? { testClock } : {}),
    signSecret: config.signSecret,
    signWindowS: config.signWindowS,
    customerServiceUrl: config.customerServiceUrl,
    rateLimitPerMin: config.rateLimitPerMin,
    ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
    logLevel: config.logLevel,
    staticRoots: { web: webDist, admin: adminDist },
    // Encrypted uploads, outside both static roots so only the owner check reaches them.
    filesDir: join(config.dataDir, 'files'),
  });
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  // The embedded default gets a first console operator at once; production uses `npm run admin:create`.
  const operatorFile = join(config.dataDir, 'console-operator.txt');
  if (
    database.kind === 'pglite' &&
    (await bootstrapOperator(app.console.services.operators, operatorFile))
  )
    app.log.info(`console operator created; credentials in ${operatorFile}`);
  if (!existsSync(webDist))
    app.log.warn('apps/web/dist is missing: run `npm run build` to serve the web app');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${database.kind === 'pglite' ? `embedded PostgreSQL in ${pgliteDirFor(config.dataDir)}` : 'PostgreSQL'}; web http://${config.host}:${config.port}/ console /admin/ api /uc/`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
