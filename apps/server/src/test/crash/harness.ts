/**
 * Test support for the crash tests (`spot.crash.test.ts`,
 * `perp.crash.test.ts`): a supervisor that runs the real server as a child
 * process, kills it with SIGKILL and restarts it from a warm standby, and a
 * signed HTTP client that survives the kills.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  ERROR_CODES,
  HEADER,
  PATHS,
  requestSign,
  type Session,
  type SpotOrder,
} from '@exchange/contracts';
import type { ChildMessage, ParentMessage } from './server-process.js';

export const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const ENTRY = fileURLToPath(new URL('./server-process.ts', import.meta.url));

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Deterministic [0, 1) from a 32-bit seed (the engine workload's mulberry32). */
export { mulberry32 as seededRandom } from '@exchange/engine';

/** A free loopback port, chosen by the OS. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface Child {
  readonly n: number;
  readonly process: ChildProcess;
  readonly exited: Promise<void>;
  readonly messages: ChildMessage[];
  next(kind: ChildMessage['kind']): Promise<ChildMessage>;
}

/**
 * Runs the server from source (`node --import tsx`, workspace packages by
 * their `source` condition), so the test never depends on a stale build.
 * One process serves at a time; the next one is always loading in the
 * background and is told to open the database only after the previous one
 * is dead.
 */
export class ServerSupervisor {
  private standby: Promise<Child> | undefined;
  private current: Child | undefined;
  private started = 0;
  /** The servers' output, newest last, for the failure report. */
  readonly output: string[] = [];
  readonly restartsMs: number[] = [];

  /** @param dispose runs after `close()` stopped every process (drops what they made). */
  constructor(
    private readonly env: Record<string, string>,
    private readonly dispose: () => Promise<void> = async () => {},
  ) {}

  /** Starts loading the next process; it waits for `start()`. */
  prepare(): void {
    this.standby ??= this.spawn();
  }

  private async spawn(): Promise<Child> {
    this.started += 1;
    const n = this.started;
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', ENTRY], {
      cwd: REPO_ROOT,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim() !== '') this.output.push(`[server ${n}] ${line}`);
      if (this.output.length > 400) this.output.splice(0, this.output.length - 400);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const messages: ChildMessage[] = [];
    const waiters: { kind: ChildMessage['kind']; resolve(m: ChildMessage): void }[] = [];
    child.on('message', (raw) => {
      const message = raw as ChildMessage;
      messages.push(message);
      for (const w of waiters.filter((w) => w.kind === message.kind || message.kind === 'failed'))
        w.resolve(message);
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const next = (kind: ChildMessage['kind']) =>
      new Promise<ChildMessage>((resolve, reject) => {
        const seen = messages.find((m) => m.kind === kind || m.kind === 'failed');
        if (seen) return resolve(seen);
        waiters.push({ kind, resolve });
        void exited.then(() => reject(new Error(`server ${n} exited before '${kind}'`)));
      });
    const handle: Child = { n, process: child, exited, messages, next };
    const loaded = await next('loaded');
    if (loaded.kind === 'failed') throw new Error(loaded.error);
    return handle;
  }

  /**
   * Opens the database in the standby process and waits until it listens;
   * then loads the next standby unless told this is the last start.
   */
  async start(options: { prepareNext?: boolean } = {}): Promise<void> {
    if (this.current) throw new Error('a server is already running');
    this.prepare();
    const child = await (this.standby as Promise<Child>);
    this.standby = undefined;
    const started = Date.now();
    child.process.send({ kind: 'start' } satisfies ParentMessage);
    const reply = await child.next('listening');
    if (reply.kind === 'failed') throw new Error(`server ${child.n} failed: ${reply.error}`);
    this.restartsMs.push(Date.now() - started);
    this.current = child;
    if (options.prepareNext !== false) this.prepare();
  }

  /** kill -9 of the serving process; returns once it is gone. */
  async kill9(): Promise<void> {
    const child = this.current;
    if (!child) throw new Error('no server running');
    this.current = undefined;
    child.process.kill('SIGKILL');
    await child.exited;
  }

  /** A clean stop (SIGTERM) of the serving process, if any. */
  async stop(): Promise<void> {
    const child = this.current;
    this.current = undefined;
    if (!child || child.process.exitCode !== null) return;
    child.process.kill('SIGTERM');
    await Promise.race([child.exited, sleep(10_000)]);
    if (child.process.exitCode === null && child.process.signalCode === null) {
      child.process.kill('SIGKILL');
      await child.exited;
    }
  }

  /** Stops everything, the standby included. */
  async close(): Promise<void> {
    await this.stop();
    const standby = this.standby;
    this.standby = undefined;
    const child = await standby?.catch(() => undefined);
    if (child && child.process.exitCode === null) {
      child.process.kill('SIGKILL');
      await child.exited;
    }
    await this.dispose();
  }
}

export interface Envelope<T = unknown> {
  readonly code: number;
  readonly message: string;
  readonly data: T;
}

/**
 * A signed request that outlives the server: a refused connection, a reset
 * or a cut reply is retried with the very same body until a whole envelope
 * arrives. Returns the envelope and how many attempts failed on the way.
 */
export async function call<T>(
  baseUrl: string,
  signSecret: string,
  path: string,
  body: unknown,
  options: { token?: string; deadlineMs: number; method?: 'GET' | 'POST' },
): Promise<{ reply: Envelope<T>; failures: number }> {
  let failures = 0;
  const get = options.method === 'GET';
  const query = get
    ? `?${new URLSearchParams(Object.entries(body as Record<string, string>)).toString()}`
    : '';
  for (;;) {
    const ts = String(Math.floor(Date.now() / 1000));
    try {
      const res = await fetch(`${baseUrl}${path}${query}`, {
        method: get ? 'GET' : 'POST',
        headers: {
          ...(get ? {} : { 'content-type': 'application/json' }),
          [HEADER.sign]: requestSign(signSecret, ts),
          [HEADER.timestamp]: ts,
          ...(options.token ? { [HEADER.token]: options.token } : {}),
        },
        ...(get ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
      const reply = JSON.parse(await res.text()) as Envelope<T>;
      return { reply, failures };
    } catch (error) {
      failures += 1;
      if (Date.now() > options.deadlineMs)
        throw new Error(`${path} still failing at the deadline`, { cause: error });
      await sleep(20 + Math.floor(Math.random() * 30));
    }
  }
}

// What the crash test records of its load.

export interface Trader {
  readonly id: number;
  readonly token: string;
}

export interface Placement {
  readonly trader: Trader;
  readonly body: {
    symbol: string;
    side: 'buy' | 'sell';
    type: 'limit' | 'market';
    timeInForce: 'GTC' | 'IOC';
    clientOrderId: string;
    price?: string;
    amount?: string;
    quoteAmount?: string;
  };
  /** Attempts cut by a kill (connection refused, reset, reply cut short). */
  failures: number;
  reply?: Envelope<SpotOrder>;
  sentAt?: number;
  answeredAt?: number;
}

export interface Cancel {
  readonly trader: Trader;
  readonly orderId: string;
  failures: number;
  reply?: Envelope<SpotOrder>;
}

export interface OrderRow {
  id: string;
  user_id: number;
  client_order_id: string | null;
  status: string;
  cancel_reason: string | null;
  filled_amount: string;
  filled_quote: string;
  frozen: string;
  created_at: Date;
}

/**
 * Starts the crash tests' server: a child process on the test schema of the
 * real PostgreSQL server, with a data folder, loopback port and sign secret
 * of its own; the demo chains' jobs idle and no demo market maker (it would
 * trade on the same books).
 */
export async function startCrashServer(options: {
  readonly databaseUrl: string;
  readonly schema: string;
  readonly dataDir: string;
  readonly signSecret: string;
}): Promise<{ servers: ServerSupervisor; baseUrl: string }> {
  const port = await freePort();
  const url = new URL(options.databaseUrl);
  url.searchParams.set('options', `-c search_path=${options.schema}`);
  const demoSchema = `${options.schema}_demo`;
  const servers = new ServerSupervisor(
    {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? options.dataDir,
      NODE_ENV: 'test',
      DATABASE_URL: url.toString(),
      DATA_DIR: options.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      CAPTCHA: 'off',
      API_SIGN_SECRET: options.signSecret,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MIN: '10000000',
      SIM_BLOCK_MS: '600000',
      DEPOSIT_POLL_MS: '600000',
      MARKET_MAKER: 'off',
      CRASH_SCHEMA: options.schema,
    },
    // The demo venue's sibling schema (server-process.ts), which the test's own close does not know.
    async () => {
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${demoSchema} cascade`);
      } finally {
        await client.end();
      }
    },
  );
  await servers.start();
  return { servers, baseUrl: `http://127.0.0.1:${port}` };
}

/** Registers `count` account-name users through the API; the puzzle is off on the crash server. */
export async function registerTraders(
  baseUrl: string,
  signSecret: string,
  prefix: string,
  count: number,
): Promise<Trader[]> {
  const deadlineMs = Date.now() + 60_000;
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const username = `${prefix}u${i}`;
      const password = 'correct horse battery staple';
      const registered = await call<Session>(
        baseUrl,
        signSecret,
        `/uc${PATHS.register}`,
        { type: 'account', username, password, agreeTerms: true, captchaToken: 'off' },
        { deadlineMs },
      );
      let reply = registered.reply;
      // A loaded CI machine can cut the first attempt after the server committed it;
      // the retry then meets our own account, so we sign in to it instead.
      if (registered.failures > 0 && reply.code === ERROR_CODES.USERNAME_TAKEN) {
        ({ reply } = await call<Session>(
          baseUrl,
          signSecret,
          `/uc${PATHS.login}`,
          { username, password, captchaToken: 'off' },
          { deadlineMs },
        ));
      }
      if (reply.code !== 0) throw new Error(`registration refused: ${reply.message}`);
      return { id: reply.data.member.id, token: reply.data.token };
    }),
  );
}
