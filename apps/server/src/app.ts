import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { openApiOptions } from './http/openapi.js';
import {
  ADMIN_API_BASE,
  ADMIN_PATHS,
  API_BASE,
  PATHS,
  type SecurityEvent,
} from '@exchange/contracts';
import { decimal } from '@exchange/money';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/database.js';
import { AppError } from './http/app-error.js';
import { clientError, frameworkError, registerErrorHandling, sendError } from './http/envelope.js';
import { loggerOptions } from './http/logging.js';
import { registerRequestContext } from './http/request-context.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerSignCheck } from './http/sign.js';
import { registerStatic, sendPage } from './http/static.js';
import type { Api } from './http/types.js';
import {
  declareUserRoutes,
  PUBLIC,
  type ByVenue,
  type DeclaredRoute,
  type VenueName,
} from './http/user-routes.js';
import { createVenue, tradeFacts, type VenueDeps } from './venue.js';
import { validatorCompiler } from './http/validation.js';
import { randomInt } from 'node:crypto';
import { createSecretBox } from './lib/secret-box.js';
import { createAccountModule, type AccountService } from './modules/account/index.js';
import { createCustodyReader } from './modules/chain/index.js';
import { createCoinStore } from './modules/coin/index.js';
import { createDepositModule, type DepositService } from './modules/deposit/index.js';
import { registerWalletRoutes } from './modules/wallet/index.js';
import { registerSpotRoutes, type SpotService } from './modules/spot/index.js';
import {
  createContractCandles,
  createMarketData,
  type ContractCandles,
  type MarketDataService,
  registerMarketRoutes,
} from './modules/market/index.js';
import { createHub, createModuleTopics, registerMarketStream } from './modules/realtime/index.js';
import { createRecordLookups } from './records.js';
import { createPriceModule } from './modules/price/index.js';
import {
  candleSource,
  createPerpStream,
  registerPerpRoutes,
  type PerpService,
} from './modules/perp/index.js';
import { startDemoMakers } from './demo-makers.js';
import { registerFlashRoutes } from './modules/flash/index.js';
import { createDemoModule, type DemoModule, type DemoServices } from './modules/demo/index.js';
import { mountConsole, type Console, createMarketAdmin } from './modules/admin/index.js';
import { DEMO_PRICES, inMemoryDatabase } from './defaults.js';
import { scheduleJobs } from './jobs.js';
import {
  createSigners,
  registerWithdrawalRoutes,
  createWithdrawalService,
  type WithdrawalService,
} from './modules/withdrawal/index.js';
import { registerCaptchaRoutes, createCaptchaService } from './modules/captcha/index.js';
import { createVerificationService } from './modules/verification/index.js';
import { checkAll, rulesOf } from './checks.js';
import type { ModuleParts, ModuleServices } from './module.js';
import type { AppDeps } from './app.deps.js';

export type { AppDeps } from './app.deps.js';
import { MODULES } from './modules.js';
import {
  registerHealthRoute,
  registerPlatformRoutes,
  registerTestClockRoute,
} from './modules/platform/index.js';
import { createFilesModule } from './modules/files/index.js';
import { createJobQueue, type JobQueue } from './modules/jobs/index.js';
import { createFlows } from './modules/flows/index.js';
import { createEvents, EVENT_RETENTION_MS, type Events } from './modules/events/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    withdrawals: WithdrawalService;
    deposits: DepositService;
    spot: SpotService;
    perp: PerpService;
    accounts: AccountService;
    marketData: MarketDataService;
    contractCandles: ContractCandles;
    demo: DemoModule;
    console: Console;
    /** The durable job queue (started with `jobs`; tests run it by hand with `runDue`). */
    jobQueue: JobQueue;
    /** Domain events (tests hand them to their consumers with `dispatch`, without waiting a second). */
    events: Events;
    /** The deposit module's work once: a block on each simulated chain, then a poll (tests drive chains by hand). */
    depositWork: () => Promise<void>;
    /** Every user route with its declared access (the access test walks them). */
    userRoutes: readonly DeclaredRoute[];
  }
}

/**
 * The security-log entries a user is told of (a notification that cannot
 * be switched off): every change of a factor, and a sign-in from a device
 * never seen before; not ordinary sign-ins or step-up checks.
 */
const SECURITY_NOTICES: ReadonlySet<string> = new Set<SecurityEvent | 'new_device'>([
  'new_device',
  'password_change',
  'password_reset',
  'fund_password_set',
  'fund_password_change',
  'fund_password_reset',
  'fund_password_locked',
  'email_bind',
  'phone_bind',
  'google_bind',
  'google_unbind',
  'wallet_link',
]);

/** Uniform [0, 1) from the OS's secure generator, for puzzle layouts. */
const secureRandom = () => randomInt(0, 2 ** 47) / 2 ** 47;

/** JSON and form bodies above this are refused with PAYLOAD_TOO_LARGE; uploads get their own limits. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** Builds the HTTP application. No listening, no process-wide state: tests build as many as they like. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const version = deps.version ?? '0.1.0';
  const app = Fastify({
    logger: loggerOptions(process.env.DEBUG_LOG ?? deps.logLevel ?? 'silent', deps.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestContext(app);
  registerSecurityHeaders(app);
  registerErrorHandling(app);
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  await app.register(rateLimit, {
    max: deps.rateLimitPerMin ?? 1200,
    timeWindow: 60_000,
    allowList: (request) => request.url === '/healthz',
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
  await app.register(swagger, openApiOptions(version));
  registerSignCheck(app, {
    secret: deps.signSecret,
    windowS: deps.signWindowS,
    clock: deps.clock,
    // Browsers cannot set headers on a WebSocket; the stream authenticates by session instead.
    exempt: [PATHS.clientConfig, PATHS.websocket],
  });

  const { db } = deps.database;
  const captchaEnabled = deps.captchaEnabled ?? true;
  const captcha = createCaptchaService({
    db,
    clock: deps.clock,
    random: secureRandom,
    enabled: captchaEnabled,
  });
  const verification = createVerificationService({
    db,
    clock: deps.clock,
    messenger: deps.messenger,
  });
  // Filled in as the listed modules are built below; withdrawals ask the
  // identity module for the user's limit at request time.
  const services: Partial<ModuleServices> = {};
  const events = createEvents({
    db,
    clock: deps.clock,
    log: (error, message) => app.log.warn({ err: error }, message),
  });
  const accountModule = createAccountModule({
    db,
    clock: deps.clock,
    captcha,
    verification,
    box: createSecretBox(deps.secretsKey),
    // Security changes and sign-ins from new devices are facts users are told of (notifications).
    logged: async (trx, entry) => {
      if (SECURITY_NOTICES.has(entry.change))
        await events.publish(trx, 'account.security', `account.security:${entry.logId}`, entry);
    },
    // Asked at registration; the referral module is built below.
    mayRefer: async (inviterId) =>
      services.referral ? services.referral.mayRefer(inviterId) : true,
    // Read at request time, once both venues below exist.
    totalUsd: async (user) => {
      const wallet = user.is_demo ? (await demoModule.venues.start()).wallet : live.wallet;
      return (await wallet.overview(user.id)).totalUsd;
    },
  });

  const priceModule = createPriceModule({
    clock: deps.clock,
    log: (message, detail) => app.log.warn(detail, message),
    options: deps.prices ?? DEMO_PRICES,
  });
  await priceModule.index.poll();
  const log = (error: unknown, message: string) => app.log.error({ err: error }, message);
  /** The one venue factory: the live venue here, the demo venue on its sibling database. */
  const buildVenue = (
    database: Database,
    flash: VenueDeps['flash'],
    live?: Pick<VenueDeps, 'fees' | 'outflow' | 'marginCall'>,
  ) =>
    createVenue({
      ...live,
      database,
      clock: deps.clock,
      index: priceModule.index,
      accounts: accountModule.accounts,
      security: accountModule.security,
      log,
      flash,
    });
  const live = await buildVenue(
    deps.database,
    () => ({
      verifyFundPassword: (userId, password, context) =>
        accountModule.security.verifyFundPassword(userId, password, context),
    }),
    {
      fees: tradeFacts(events),
      outflow: (userId, asset, amount, trx) =>
        services.promoCredit?.ensureOutflow(userId, asset, amount, trx) ?? Promise.resolve(),
      // A contract margin call, once a day per position (the key), for notifications.
      marginCall: ({ day, ...call }) =>
        db
          .transaction()
          .execute((trx) =>
            events.publish(
              trx,
              'perp.margin_call',
              `perp.margin_call:${call.positionId}:${day}`,
              call,
            ),
          ),
    },
  );
  const { ledger, coins, spot, perp } = live;
  app.decorate('spot', spot);
  // Answered batches are written before the database closes (a later start would replay them).
  app.addHook('onClose', () => spot.settled());
  app.decorate('perp', perp);
  app.addHook('onClose', () => perp.settled());
  app.decorate('accounts', accountModule.accounts);
  const demoModule = await createDemoModule({
    open: deps.demoDatabase ?? inMemoryDatabase,
    build: buildVenue,
    clock: deps.clock,
    index: priceModule.index,
    live: { spot, perp },
    account: accountModule,
    log,
  });
  app.decorate('demo', demoModule);
  app.addHook('onClose', () => demoModule.close());
  // Opening the demo venue (its database migrated, its books listed and
  // mirrored) takes seconds: a server opens it in the background at start,
  // so a user's first switch to demo is answered within the client's 10 s.
  if (deps.jobs)
    app.addHook('onReady', async () => {
      demoModule.venues
        .start()
        .catch((error: unknown) => app.log.error({ err: error }, 'demo venue did not open'));
    });
  /** A service as the caller's venue has it: user routes declared `venue` pick with this. */
  const byVenue =
    <K extends keyof DemoServices>(name: K): ByVenue<DemoServices[K]> =>
    (venue) =>
      venue === 'demo' ? demoModule.services()[name] : live[name];

  const chainOptions = deps.chains ?? { xpubs: {}, demo: true, simBlockMs: 1000, pollMs: 1000 };
  const depositModule = createDepositModule({
    db,
    ledger,
    events,
    clock: deps.clock,
    options: chainOptions,
  });
  const flows = createFlows({
    db,
    clock: deps.clock,
    log: (error, message) => app.log.warn({ err: error }, message),
  });
  const walletPrices = priceModule.index.walletPrices();
  const withdrawals = createWithdrawalService({
    db,
    ledger,
    flows,
    events,
    coins,
    chains: createCoinStore(db).chains,
    security: accountModule.security,
    signer: deps.withdrawalSigner ?? createSigners(db, chainOptions, createCoinStore(db).chains),
    clock: deps.clock,
    dailyLimitUsd: async (userId) =>
      services.identity ? services.identity.withdrawDailyUsd(userId) : null,
    usdPrice: walletPrices,
    p2pHold: async (userId) => (services.p2pHold ? services.p2pHold(userId) : null),
    outflow: (userId, asset, amount, trx, reservedUsd) =>
      services.promoCredit?.ensureOutflow(userId, asset, amount, trx, reservedUsd) ??
      Promise.resolve(),
    walletUsd: async (userId) => decimal((await live.wallet.overview(userId)).totalUsd),
  });
  // Operator actions have no HTTP routes until the console issue; tests and jobs reach them here.
  app.decorate('withdrawals', withdrawals);
  app.decorate('deposits', depositModule.deposits);
  const perpStream = createPerpStream(
    perp,
    () => hub,
    () => deps.clock.nowMs(),
  );
  /** Streams have no route declaration: a private topic is served from its user's venue. */
  const venueOfUser = (userId: number): VenueName => (demoModule.isDemo(userId) ? 'demo' : 'live');
  const moduleTopics = createModuleTopics((error, context) =>
    app.log.warn({ err: error, context }, 'console stream'),
  );
  const hub = createHub({
    snapshot: async (topic, userId, since) => {
      const moduleSnapshot = moduleTopics.userSnapshot(topic, userId ?? null, since);
      if (moduleSnapshot !== undefined) return moduleSnapshot;
      const demoSnapshot = demoModule.snapshot(topic, userId ?? null);
      if (demoSnapshot !== undefined) return demoSnapshot;
      const contractSnapshot = perpStream.snapshot(topic, userId ?? null);
      if (contractSnapshot !== undefined) return contractSnapshot;
      const candleSnapshot = contractCandles.snapshot(topic);
      if (candleSnapshot !== undefined) return candleSnapshot;
      // A P2P order's records come as updates; the client reads what it missed over REST.
      if (topic === 'p2p') return { data: null };
      if (topic === 'orders')
        return userId === undefined || userId === null
          ? null
          : {
              data: (
                await byVenue('spot')(venueOfUser(userId)).orders(userId, { open: true }, 1, 100)
              ).list,
            };
      return marketData.snapshot(topic);
    },
    balancesOf: async (userId) =>
      (await byVenue('wallet')(venueOfUser(userId)).overview(userId)).accounts.find(
        (account) => account.wallet === 'spot',
      ) ?? null,
    onError: (error, context) => app.log.warn({ err: error, context }, 'market stream'),
  });
  const marketData = createMarketData({
    db,
    clock: deps.clock,
    spot: spot.view,
    coins,
    hub,
    indexPrice: (base) => priceModule.index.price(base)?.price ?? null,
    isContract: (symbol) => perp.contracts().some((contract) => contract.symbol === symbol),
  });
  const contractCandles = createContractCandles({
    db,
    clock: deps.clock,
    source: candleSource(perp),
    hub,
  });
  await registerMarketStream(app, {
    path: `${API_BASE}${PATHS.websocket}`,
    hub,
    authenticate: async (token) => (await accountModule.accounts.authenticate(token)).id,
  });
  await marketData.start();
  await contractCandles.start();
  app.decorate('contractCandles', contractCandles);
  app.addHook('onClose', () => contractCandles.stop());
  await demoModule.start(() => hub);
  app.addHook('onClose', perpStream.start());
  app.decorate('marketData', marketData);
  app.addHook('onClose', () => marketData.stop());

  const makerJobs =
    deps.marketMaker && deps.jobs
      ? await startDemoMakers({
          spot,
          perp,
          ledger,
          serviceAccount: (name) => accountModule.accounts.serviceAccount(name),
          indexPrice: (coin) => priceModule.index.price(coin)?.price ?? null,
          nowMs: () => deps.clock.nowMs(),
        })
      : [];
  const depositJobs = await depositModule.jobs();
  app.decorate('depositWork', async () => {
    for (const job of depositJobs) await job.run();
  });
  if (deps.jobs) {
    scheduleJobs(app, [
      ...priceModule.jobs(),
      { name: 'market data', everyMs: 100, run: () => marketData.tick() },
      { name: 'contract candles', everyMs: 100, run: () => contractCandles.tick() },
      {
        name: 'perpetual mark prices and risk',
        everyMs: 1000,
        run: async () => perpStream.onTick((await perp.tick()).keys()),
      },
      ...makerJobs,
      ...demoModule.jobs(),
      ...depositJobs,
    ]);
  }
  const filesModule = await createFilesModule({
    db,
    clock: deps.clock,
    dir: deps.filesDir,
    box: createSecretBox(deps.secretsKey),
    // The console route that shows a file audits the view in the console's
    // audit log (`identity.document_view`); this is the files module's own line.
    audit: (operatorId, fileId) => app.log.info({ operatorId, fileId }, 'operator viewed a file'),
    log: (error, message) => app.log.error({ err: error }, message),
  });
  app.addHook('onClose', () => filesModule.close());

  // Work that must happen once whichever process does it (modules' own
  // one-off jobs included, such as a payment deadline) runs from the durable queue.
  const jobQueue = createJobQueue({
    db,
    clock: deps.clock,
    log: (error, message) => app.log.error({ err: error }, message),
  });

  const records = createRecordLookups({
    spot,
    withdrawals,
    deposits: depositModule.deposits,
  });

  const custody = createCustodyReader({
    db,
    simulated: depositModule.simulatedNetworks,
    evmRpcUrl: chainOptions.evmRpcUrl,
    chains: createCoinStore(db).chains,
  });
  // The listed modules, built in order on the platform's context.
  const built: { name: string; parts: ModuleParts }[] = [];
  const modules = deps.modules ?? MODULES;
  for (const module of modules) {
    const parts = await module.create({
      // Each module is typed to its own tables (`defineModule<Tables>`), all in this database.
      db: db as unknown as Kysely<unknown>,
      clock: deps.clock,
      log,
      box: createSecretBox(deps.secretsKey),
      accounts: accountModule.accounts,
      security: accountModule.security,
      live,
      marketData,
      custody,
      flows,
      events,
      files: filesModule.files,
      withdrawals,
      usdPrice: walletPrices,
      hashPriceFeed: deps.hashPriceFeed ?? { kind: 'simulated' },
      jobs: jobQueue,
      realtime: {
        toUser: (userId, topic, data, numbered) => hub.publishToUser(userId, topic, data, numbered),
        toStaff: (topic, data, numbered) =>
          moduleTopics.staffHub.publishToSubscribers(topic, data, numbered),
        staffOnline: (operatorId) => moduleTopics.staffHub.isConnected(operatorId),
        connect: (socket, options) => hub.connect(socket, options),
      },
      records,
      messages: {
        async send(userId, channel, subject, text) {
          const contact = await accountModule.accounts.contactOf(userId);
          const to = channel === 'email' ? contact.email : contact.phone;
          if (!to) return false;
          await deps.messenger.send({ channel, to, subject, text });
          return true;
        },
      },
      services,
    });
    Object.assign(services, parts.provides);
    moduleTopics.add(parts.topics);
    built.push({ name: module.name, parts });
    if (parts.close) app.addHook('onClose', parts.close);
  }

  // Work that must happen once whichever process does it runs from the
  // durable queue; the ticks above are each process's own (its books, its
  // market data, its makers).
  jobQueue.every('withdrawal.send', chainOptions.pollMs, () => withdrawals.sendApproved());
  jobQueue.every('withdrawal.confirm', chainOptions.pollMs, () => withdrawals.confirmSent());
  jobQueue.every('perp.funding', 60_000, () => perp.funding());
  // Flows a crash or a fault stopped go on from their stored step.
  jobQueue.every('flows.resume', 10_000, () => flows.resume());
  jobQueue.every('events.dispatch', 1000, () => events.dispatch());
  // Handled events are forgotten after their retention, so dispatch reads stay short.
  jobQueue.every('events.prune', 3_600_000, () =>
    events.prune(deps.clock.nowMs() - EVENT_RETENTION_MS),
  );
  for (const { name, parts } of built)
    for (const job of parts.jobs ?? []) jobQueue.every(`${name}.${job.name}`, job.everyMs, job.run);
  app.decorate('jobQueue', jobQueue);
  app.decorate('events', events);
  if (deps.jobs) {
    app.addHook('onReady', async () => jobQueue.start());
    app.addHook('onClose', () => jobQueue.stop());
  }

  const consoleApi = await mountConsole(app, {
    db,
    clock: deps.clock,
    box: createSecretBox(deps.secretsKey),
    ledger,
    coins,
    withdrawals,
    deposits: depositModule.deposits,
    prices: walletPrices,
    rules: rulesOf(modules),
    check: () => checkAll(db, modules),
    demoCheck: async () => (await demoModule.venues.running()?.check()) ?? null,
    moduleRoutes: built.flatMap(({ parts }) => (parts.consoleRoutes ? [parts.consoleRoutes] : [])),
    demoLedger: async () => (await demoModule.venues.start()).ledger,
    markets: createMarketAdmin({
      live: { spot, perp },
      demo: () => demoModule.venues.whenOpen(),
      log: (error, message) => app.log.error({ err: error }, message),
    }),
  });
  app.decorate('console', consoleApi);
  await moduleTopics.mountStaff(app, `${ADMIN_API_BASE}${ADMIN_PATHS.websocket}`, async (token) => {
    const operator = await consoleApi.services.operators.authenticate(token, false);
    return { id: operator.row.id, permissions: operator.permissions };
  });

  registerHealthRoute(app, () => deps.database.ping(), deps.clock, version);
  if (deps.testClock) registerTestClockRoute(app, deps.testClock, deps.clock, jobQueue);
  await app.register(
    async (api: Api) => {
      // Every user route declares its access; the caller is authenticated once, here.
      app.decorate(
        'userRoutes',
        declareUserRoutes(api, {
          authenticate: (token) => accountModule.accounts.authenticate(token),
          ownerOf: (demoUser) => demoModule.owner(demoUser.id),
        }),
      );
      registerPlatformRoutes(
        api,
        {
          signSecret: deps.signSecret,
          signWindowS: deps.signWindowS,
          customerServiceUrl: deps.customerServiceUrl ?? '',
          demoData: deps.database.kind === 'pglite',
          captchaEnabled,
          version,
        },
        deps.clock,
      );
      registerCaptchaRoutes(api, captcha);
      accountModule.register(api);
      demoModule.register(api);
      registerWalletRoutes(api, { wallet: byVenue('wallet'), coins });
      depositModule.register(api);
      registerWithdrawalRoutes(api, { withdrawals });
      registerSpotRoutes(api, { spot: byVenue('spot') });
      registerPerpRoutes(api, { perp: byVenue('perp') });
      registerFlashRoutes(api, { flash: byVenue('flash') });
      priceModule.register(api);
      registerMarketRoutes(api, { marketData, contractCandles });
      filesModule.register(api);
      for (const { parts } of built) parts.userRoutes?.(api);
      api.get(PATHS.docs, { config: PUBLIC, schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_BASE },
  );
  for (const { parts } of built) if (parts.rootRoutes) await parts.rootRoutes(app);

  const indexFor = await registerStatic(app, deps.staticRoots ?? {});
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith(`${API_BASE}/`) &&
      !/\.\w+$/.test(path);
    const page = wantsPage ? indexFor(path) : undefined;
    if (page) return sendPage(request, reply, page);
    return sendError(reply, request, new AppError('NOT_FOUND', { url: path }));
  });

  return app;
}
