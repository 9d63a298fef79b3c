import type { Database } from './db/database.js';
import type { StaticRoots } from './http/static.js';
import type { Clock } from './lib/clock.js';
import type { HashPriceFeedOption, ServerModule } from './module.js';
import type { ChainOptions } from './modules/deposit/index.js';
import type { PriceOptions } from './modules/price/index.js';
import type { Messenger } from './modules/verification/index.js';
import type { WithdrawalSigner } from './modules/withdrawal/index.js';

/** What `buildApp` is built from: the database, the clock, secrets, and the parts tests replace. */
export interface AppDeps {
  readonly database: Database;
  readonly clock: Clock;
  /**
   * A browser test's hold on the clock (TEST_CLOCK=on, test environment
   * only): POST /__test/clock moves it forward and runs what fell due.
   */
  readonly testClock?: { advance(ms: number): void };
  readonly signSecret: string;
  readonly signWindowS: number;
  readonly customerServiceUrl?: string;
  readonly rateLimitPerMin?: number;
  /** Proxies whose X-Forwarded-For names the client (see `Config.trustProxy`); none by default. */
  readonly trustProxy?: string;
  readonly logLevel?: string;
  /** Where log lines go; standard output when absent. Tests capture them here. */
  readonly logStream?: NodeJS.WritableStream;
  readonly staticRoots?: StaticRoots;
  readonly version?: string;
  /** Where verification codes go: SMTP/SMS in production, the outbox file by default, a capture in tests. */
  readonly messenger: Messenger;
  /** False only with CAPTCHA=off outside production. */
  readonly captchaEnabled?: boolean;
  /** 32 bytes, kept outside the database: seals authenticator secrets at rest. */
  readonly secretsKey: Buffer;
  /** Deposit keys and chains; absent means demo keys on simulated chains (tests). */
  readonly chains?: ChainOptions;
  /** Sends and follows withdrawals; absent means the signer each network's family has (tests replace it). */
  readonly withdrawalSigner?: WithdrawalSigner;
  /** The reference-price index; absent means the seeded simulator (tests). */
  readonly prices?: PriceOptions;
  /** Run the demo market maker (with jobs). */
  readonly marketMaker?: boolean;
  /** Mining hash prices nobody published; absent means the simulated feed (tests). */
  readonly hashPriceFeed?: HashPriceFeedOption;
  /** Run background jobs (simulated blocks, deposit polling). The server does; tests drive them by hand. */
  readonly jobs?: boolean;
  /** Opens the demo venue's migrated database, on first use; absent means in-memory PGlite. */
  readonly demoDatabase?: () => Promise<Database>;
  /** Where uploaded files are stored, encrypted; absent means a temporary directory removed on close (tests). */
  readonly filesDir?: string;
  /** The modules built through the module contract; `modules.ts`'s list by default. */
  readonly modules?: readonly ServerModule[];
}
