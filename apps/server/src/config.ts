import type { HashPriceFeedOption } from './module.js';
import { z } from 'zod';

/**
 * Configuration comes only from the environment, is validated once at start-up
 * and is then passed down explicitly. A bad value stops the process with a
 * message naming the variable, so a typo never becomes a silent default.
 */

const DEV_SIGN_SECRET = 'exchange-dev-sign-secret';

/** One trusted proxy: a keyword, an IPv4 or IPv6 address, optionally a CIDR range. */
const PROXY_ENTRY =
  '(loopback|linklocal|uniquelocal|(\\d{1,3}(\\.\\d{1,3}){3}|[0-9a-fA-F]*:[0-9a-fA-F:.]*)(/\\d{1,3})?)';

const portSchema = z.coerce.number().int().min(1).max(65_535);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: portSchema.default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  API_SIGN_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  SIGN_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CUSTOMER_SERVICE_URL: z.string().url('must be a URL').or(z.literal('')).default(''),
  RATE_LIMIT_PER_MIN: z.coerce.number().int().min(1).default(1200),
  TRUST_PROXY: z
    .string()
    .regex(
      new RegExp(`^${PROXY_ENTRY}(,\\s*${PROXY_ENTRY})*$`),
      'a comma list of proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal)',
    )
    .optional(),
  CAPTCHA: z.enum(['on', 'off']).default('on'),
  XPUB_BTC: z.string().min(100).optional(),
  XPUB_EVM: z.string().min(100).optional(),
  XPUB_TRON: z.string().min(100).optional(),
  EVM_RPC_URL: z.string().url('must be a URL').optional(),
  EVM_SIGNER_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte hex private key')
    .optional(),
  SIM_BLOCK_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  DEPOSIT_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  SECRETS_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Exchange <no-reply@localhost>'),
  SMS_PROVIDER: z.enum(['twilio']).optional(),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_BASE_URL: z.string().url().optional(),
  PRICE_FEED: z.enum(['simulated', 'exchanges']).optional(),
  /** Mining hash prices: an HTTP feed answering {"price"}; without it, production pays only operator-published prices. */
  MINING_FEED_URL: z.string().url().optional(),
  PRICE_EXCHANGES: z
    .string()
    .regex(
      /^(binance|okx|coinbase|kraken)(,(binance|okx|coinbase|kraken))*$/,
      'a comma list of binance, okx, coinbase, kraken',
    )
    .default('binance,okx,coinbase,kraken'),
  PRICE_BINANCE_URL: z.string().url().optional(),
  PRICE_OKX_URL: z.string().url().optional(),
  PRICE_COINBASE_URL: z.string().url().optional(),
  PRICE_KRAKEN_URL: z.string().url().optional(),
  PRICE_POLL_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  PRICE_MAX_AGE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  PRICE_MIN_SOURCES: z.coerce.number().int().min(1).max(10).optional(),
  PRICE_SIM_SEED: z.coerce.number().int().min(0).default(1),
  PRICE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  MARKET_MAKER: z.enum(['on', 'off']).optional(),
  /** A clock a browser test may move forward (POST /__test/clock); test environment only. */
  TEST_CLOCK: z.enum(['on', 'off']).default('off'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  readonly env: Env['NODE_ENV'];
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** Absent: embedded PGlite under `dataDir`. */
  readonly databaseUrl: string | undefined;
  readonly signSecret: string;
  readonly signWindowS: number;
  readonly logLevel: Env['LOG_LEVEL'];
  readonly customerServiceUrl: string;
  readonly rateLimitPerMin: number;
  /**
   * The reverse proxies whose X-Forwarded-For is believed, so the client's
   * own address is what rate limits and sign-in throttles count. Absent:
   * the connecting address is the client.
   */
  readonly trustProxy: string | undefined;
  /** False only with CAPTCHA=off outside production. */
  readonly captchaEnabled: boolean;
  readonly chains: {
    readonly xpubs: { btc?: string; evm?: string; tron?: string };
    readonly evmRpcUrl: string | undefined;
    /** Hot-wallet key for EVM withdrawals; only the signer job uses it. */
    readonly evmSignerKey: string | undefined;
    /** Outside production: public demo keys, simulated chains and the faucet. */
    readonly demo: boolean;
    readonly simBlockMs: number;
    readonly pollMs: number;
  };
  /** Seals authenticator secrets; absent outside production means DATA_DIR/secrets.key. */
  readonly secretsKey: Buffer | undefined;
  readonly smtp: { readonly url: string; readonly from: string } | undefined;
  readonly prices: {
    readonly feed: 'simulated' | 'exchanges';
    readonly exchanges: readonly ExchangeName[];
    readonly baseUrls: Partial<Record<ExchangeName, string>>;
    readonly seed: number;
    readonly pollMs: number;
    readonly maxAgeMs: number;
    readonly minSources: number;
    readonly timeoutMs: number;
  };
  /** The demo market maker: on by default with the simulated feed, never in production. */
  readonly marketMaker: boolean;
  /**
   * Mining hash prices not published by an operator: MINING_FEED_URL, else
   * the simulated feed outside production and none in it.
   */
  readonly hashPriceFeed: HashPriceFeedOption;
  /** TEST_CLOCK=on: a clock a browser test moves forward; refused outside NODE_ENV=test. */
  readonly testClock: boolean;
  readonly twilio:
    | {
        readonly accountSid: string;
        readonly authToken: string;
        readonly from: string;
        readonly baseUrl?: string;
      }
    | undefined;
}

export type ExchangeName = 'binance' | 'okx' | 'coinbase' | 'kraken';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses `env` (usually `process.env`); throws ConfigError listing every bad variable. */
export function loadConfig(env: Readonly<Record<string, string | undefined>>): Config {
  // An empty variable is treated as unset, as shells and .env files often export them empty.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}=${JSON.stringify(env[String(issue.path[0])])}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.API_SIGN_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  API_SIGN_SECRET: required when NODE_ENV=production',
    );
  }
  if (e.NODE_ENV === 'production' && !e.SECRETS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  SECRETS_KEY: required when NODE_ENV=production (32 random bytes, base64)',
    );
  }
  if (e.CAPTCHA === 'off' && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  CAPTCHA=off: not allowed when NODE_ENV=production',
    );
  }
  // Production reads real exchanges unless told otherwise; elsewhere the labelled simulator.
  const feed = e.PRICE_FEED ?? (e.NODE_ENV === 'production' ? 'exchanges' : 'simulated');
  if (e.NODE_ENV === 'production' && feed === 'simulated') {
    throw new ConfigError(
      'Invalid configuration:\n  PRICE_FEED=simulated: not allowed when NODE_ENV=production (use exchanges)',
    );
  }
  if (e.TEST_CLOCK === 'on' && e.NODE_ENV !== 'test') {
    throw new ConfigError(
      'Invalid configuration:\n  TEST_CLOCK=on: only with NODE_ENV=test (browser tests move that clock)',
    );
  }
  if (e.NODE_ENV === 'production' && e.MARKET_MAKER === 'on') {
    throw new ConfigError(
      'Invalid configuration:\n  MARKET_MAKER=on: the demo market maker never runs in production',
    );
  }
  if (
    e.SMS_PROVIDER === 'twilio' &&
    !(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  SMS_PROVIDER=twilio: needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    signSecret: e.API_SIGN_SECRET ?? DEV_SIGN_SECRET,
    signWindowS: e.SIGN_WINDOW_S,
    logLevel: e.LOG_LEVEL,
    customerServiceUrl: e.CUSTOMER_SERVICE_URL,
    rateLimitPerMin: e.RATE_LIMIT_PER_MIN,
    trustProxy: e.TRUST_PROXY,
    captchaEnabled: e.CAPTCHA === 'on',
    chains: {
      xpubs: {
        ...(e.XPUB_BTC ? { btc: e.XPUB_BTC } : {}),
        ...(e.XPUB_EVM ? { evm: e.XPUB_EVM } : {}),
        ...(e.XPUB_TRON ? { tron: e.XPUB_TRON } : {}),
      },
      evmRpcUrl: e.EVM_RPC_URL,
      evmSignerKey: e.EVM_SIGNER_KEY,
      demo: e.NODE_ENV !== 'production',
      simBlockMs: e.SIM_BLOCK_MS,
      pollMs: e.DEPOSIT_POLL_MS,
    },
    secretsKey: e.SECRETS_KEY ? Buffer.from(e.SECRETS_KEY, 'base64') : undefined,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    prices: {
      feed,
      exchanges: e.PRICE_EXCHANGES.split(',') as ExchangeName[],
      baseUrls: {
        ...(e.PRICE_BINANCE_URL ? { binance: e.PRICE_BINANCE_URL } : {}),
        ...(e.PRICE_OKX_URL ? { okx: e.PRICE_OKX_URL } : {}),
        ...(e.PRICE_COINBASE_URL ? { coinbase: e.PRICE_COINBASE_URL } : {}),
        ...(e.PRICE_KRAKEN_URL ? { kraken: e.PRICE_KRAKEN_URL } : {}),
      },
      seed: e.PRICE_SIM_SEED,
      pollMs: e.PRICE_POLL_MS ?? (feed === 'simulated' ? 1000 : 3000),
      maxAgeMs: e.PRICE_MAX_AGE_MS,
      minSources: e.PRICE_MIN_SOURCES ?? (feed === 'simulated' ? 1 : 3),
      timeoutMs: e.PRICE_TIMEOUT_MS,
    },
    marketMaker: e.MARKET_MAKER === 'on' || (e.MARKET_MAKER === undefined && feed === 'simulated'),
    hashPriceFeed: e.MINING_FEED_URL
      ? { kind: 'http', url: e.MINING_FEED_URL }
      : { kind: e.NODE_ENV === 'production' ? 'none' : 'simulated' },
    testClock: e.TEST_CLOCK === 'on',
    twilio:
      e.SMS_PROVIDER === 'twilio' && e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            ...(e.TWILIO_BASE_URL ? { baseUrl: e.TWILIO_BASE_URL } : {}),
          }
        : undefined,
  };
}
