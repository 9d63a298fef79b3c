/**
 * API order entry through the real HTTP stack (DESIGN.md section 7: p99 at
 * most 10 ms at 2,500 requests/s on loopback). Each request is a POST that
 * places a limit order, through everything a client's order goes through:
 * the per-address limit, the request sign or the bot API's HMAC signature,
 * the session or API key, the route's validation, and the spot service's
 * durable path (answered only once the order is committed and matched), so
 * its latency includes the durable path's commit-wait.
 *
 * Server: `buildApp` in this process on a fresh PostgreSQL schema (dropped
 * afterwards), listening on 127.0.0.1, with the market data tick every
 * 100 ms as the server schedules it; other background jobs off (as in the
 * tests; the durable queue's domain-event dispatch among them). The
 * per-address request limit and the bot API's per-address request weight
 * are raised through their options, as every request comes from one
 * address (bench/app-server.ts). Set-up, not timed: API_USERS users
 * (default 500) registered through POST /uc/register, each funded through
 * the ledger and given an HMAC API key with the trade scope through
 * POST /uc/apiKeys/create.
 *
 * Load: an open loop from a child process (bench/api.load.ts, npm
 * `loadtest`; why not autocannon is said there): each request a distinct
 * order of one of the users in turn, limits around 60,000 on both sides of
 * BTC/USDT so a fair share fills, a unique client order id, signed when
 * sent. Two entry paths: the web app's route (POST /uc/exchange/order/add,
 * session token and `sign` header) and the bot API (POST /api/v3/order,
 * form body signed with HMAC-SHA256, answered with the default FULL
 * response, which reads the order's fills); API_ENTRIES (default
 * `web,bot`) picks them. Passes, each path in turn: a short warm-up at
 * 200/s, API_LOW_RATE (default 200/s, below the 300 to 500 orders/s these
 * routes sustained on this machine, so requests do not queue and what the
 * HTTP stack adds shows) for API_LOW_S (default 5 s), then API_RATE
 * (default 2,500/s, the target) for API_SECONDS (default 10 s). Requests
 * still unanswered API_DRAIN_S (default 5 s) after the last was sent are
 * given up and counted; the server then settles (no spot batch for a
 * second) before the next pass. Percentiles are over every request sent,
 * an unanswered one counted as slower than any answer (and again over the
 * answered ones alone). Keep-alive connections, at most API_SOCKETS
 * (default 512) at a time.
 *
 * Printed per pass: requests sent and answered per second, p50, p90, p99
 * and max latency beside the target; in the server, the time from a
 * request's arrival to its answer and the part of it spent in `spot.place`
 * (the app's own spot service, wrapped in place to time it), so what the
 * HTTP stack adds (parsing, signature, session or key look-up, validation,
 * waiting for a pooled connection for those reads, serialising) is the
 * difference; non-2xx answers, refusals by HTTP status and code, transport
 * errors; this process's CPU (the server, in shares of one core, and per
 * answered request) and its event-loop delay, the load generator's CPU,
 * the whole machine's (shares of all its cores: PostgreSQL is most of the
 * rest); spot batches and trades; and the statements per answered request,
 * counted and timed by a Kysely plugin on the app's database handles
 * (bench/statements.ts). Figures are printed, never asserted.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { API_BASE, HEADER, PATHS, requestSign, type CreatedApiKey } from '@exchange/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { hashToken } from '../apps/server/src/modules/account/index.js';
import { scheduleJobs } from '../apps/server/src/jobs.js';
import {
  cpuMeter,
  count,
  env,
  fund,
  ms,
  pct,
  percentile,
  SAFE_URL,
  startAppServer,
  unreachable,
  type AppServer,
} from './app-server.js';
import {
  BOT_PATH,
  WEB_PATH,
  type Entry,
  type LoadUser,
  type PassRequest,
  type PassResult,
} from './api.load.js';

const USERS = env('API_USERS', 500);
const RATE = env('API_RATE', 2500);
const SECONDS = env('API_SECONDS', 10);
const LOW_RATE = env('API_LOW_RATE', 200);
const LOW_S = env('API_LOW_S', 5);
const DRAIN_S = env('API_DRAIN_S', 5);
const SOCKETS = env('API_SOCKETS', 512);
const SEED = env('API_SEED', 42);
/** Which entry paths to measure: `web`, `bot` or both (comma-separated). */
const ENTRIES = (process.env.API_ENTRIES ?? 'web,bot').split(',');
const TARGET_P99_MS = 10;
const PASSWORD = 'correct horse battery staple';
const LOAD_CLIENT = fileURLToPath(new URL('./api.load.ts', import.meta.url));

/** Runs `work` over `items`, `concurrency` at a time. */
async function inTurn<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}

interface Envelope<T> {
  readonly code: number;
  readonly message: string;
  readonly data: T;
}

/** A signed POST through the app without a socket (set-up only). */
async function post<T>(server: AppServer, path: string, body: object, token?: string): Promise<T> {
  const ts = String(Math.floor(Date.now() / 1000));
  const res = await server.app.inject({
    method: 'POST',
    url: `${API_BASE}${path}`,
    payload: body,
    headers: {
      [HEADER.sign]: requestSign(server.signSecret, ts),
      [HEADER.timestamp]: ts,
      ...(token ? { [HEADER.token]: token } : {}),
    },
  });
  const reply = JSON.parse(res.body) as Envelope<T>;
  if (reply.code !== 0) throw new Error(`${path}: ${reply.code} ${reply.message}`);
  return reply.data;
}

/** Registers, funds and keys the users: their sessions and HMAC keys. */
async function setUpUsers(server: AppServer): Promise<LoadUser[]> {
  const tag = Date.now().toString(36);
  const sessions = await inTurn(
    Array.from({ length: USERS }, (_, index) => index),
    16,
    (index) =>
      post<{ token: string; member: { id: number } }>(server, PATHS.register, {
        type: 'account',
        username: `bench${tag}u${index}`,
        password: PASSWORD,
        agreeTerms: true,
        captchaToken: 'off',
      }),
  );
  await fund(
    server.database,
    sessions.map((session) => session.member.id),
    { USDT: '10000000', BTC: '200' },
  );
  return inTurn(sessions, 8, async (session) => {
    // A step-up token written straight to its table, as the bot API's tests do.
    const stepUpToken = `bench-step-up-${session.member.id}-${tag}`;
    await sql`insert into step_up_token (token_hash, user_id, expires_at, used_at)
      values (${hashToken(stepUpToken)}, ${session.member.id}, ${new Date(Date.now() + 300_000)}, null)`.execute(
      server.database.db,
    );
    const created = await post<CreatedApiKey>(
      server,
      PATHS.apiKeyCreate,
      {
        label: 'bench',
        kind: 'hmac',
        trade: true,
        withdraw: false,
        ipAllowlist: [],
        stepUpToken,
      },
      session.token,
    );
    return { token: session.token, apiKey: created.key.apiKey, secret: created.secret ?? '' };
  });
}

/** Counts spot batches and trades, and when the last batch came. */
function spotActivity(app: FastifyInstance) {
  const seen = { batches: 0, trades: 0, lastAt: performance.now() };
  app.spot.view.subscribe((event) => {
    seen.batches += 1;
    seen.trades += event.trades.length;
    seen.lastAt = performance.now();
  });
  return seen;
}

/**
 * Server-side times of the order routes: from the request's arrival to its
 * answer sent (Fastify's `elapsedTime`), and the time inside `spot.place`
 * (the durable path), the app's own spot service wrapped in place: the
 * routes of both entry paths call the method on this same object.
 */
function serverTimes(app: FastifyInstance) {
  const times = { request: [] as number[], place: [] as number[] };
  app.addHook('onResponse', async (request, reply) => {
    // Accepted orders only: a refusal (a stale signature, say) answers without placing.
    if ((request.url === WEB_PATH || request.url === BOT_PATH) && reply.statusCode === 200)
      times.request.push(reply.elapsedTime);
  });
  const spot = app.spot;
  const place = spot.place.bind(spot);
  spot.place = async (userId, body) => {
    const started = performance.now();
    try {
      return await place(userId, body);
    } finally {
      times.place.push(performance.now() - started);
    }
  };
  return times;
}

async function ask(child: ChildProcess, pass: PassRequest): Promise<PassResult> {
  child.send(pass);
  for (;;) {
    const [message] = (await once(child, 'message')) as [unknown];
    if (
      typeof message === 'object' &&
      message !== null &&
      Reflect.get(message, 'kind') === 'result'
    )
      return message as PassResult;
  }
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

interface PassPlan {
  readonly name: string;
  readonly entry: Entry;
  readonly rate: number;
  readonly seconds: number;
  readonly report: boolean;
}

export async function run(): Promise<void> {
  const why = await unreachable();
  if (why) {
    console.log(`api: skipped, no PostgreSQL at ${SAFE_URL} (${why})`);
    return;
  }
  let activity: ReturnType<typeof spotActivity> | undefined;
  let timed: ReturnType<typeof serverTimes> | undefined;
  const server = await startAppServer('api', (app) => {
    // As the server schedules it (app.ts, `jobs`): the coalesced market data every 100 ms.
    scheduleJobs(app, [{ name: 'market data', everyMs: 100, run: () => app.marketData.tick() }]);
    timed = serverTimes(app);
  });
  let child: ChildProcess | undefined;
  try {
    activity = spotActivity(server.app);
    const setUpStarted = performance.now();
    const users = await setUpUsers(server);
    console.log(
      `PostgreSQL ${SAFE_URL}, schema ${server.schema}; ${count(USERS)} users registered, funded ` +
        `and keyed in ${((performance.now() - setUpStarted) / 1000).toFixed(1)} s; seed ${SEED}; ` +
        `BTC/USDT limits around 60,000 on both sides, 5 % IOC; keep-alive sockets <= ${count(SOCKETS)}`,
    );
    child = fork(LOAD_CLIENT, [], { serialization: 'advanced', stdio: 'inherit' });
    const plans: PassPlan[] = [
      { name: 'warm-up, web', entry: 'web', rate: 200, seconds: 2, report: false },
      { name: 'warm-up, bot API', entry: 'bot', rate: 200, seconds: 2, report: false },
      { name: 'web app route', entry: 'web', rate: LOW_RATE, seconds: LOW_S, report: true },
      { name: 'bot API', entry: 'bot', rate: LOW_RATE, seconds: LOW_S, report: true },
      { name: 'web app route', entry: 'web', rate: RATE, seconds: SECONDS, report: true },
      { name: 'bot API', entry: 'bot', rate: RATE, seconds: SECONDS, report: true },
    ];
    for (const [index, plan] of plans.entries()) {
      if (!ENTRIES.includes(plan.entry)) continue;
      const before = { batches: activity.batches, trades: activity.trades };
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const cpu = cpuMeter();
      server.statements.reset();
      if (timed) {
        timed.request.length = 0;
        timed.place.length = 0;
      }
      const result = await ask(child, {
        kind: 'pass',
        name: plan.name,
        entry: plan.entry,
        port: server.port,
        rate: plan.rate,
        seconds: plan.seconds,
        drainSeconds: DRAIN_S,
        seed: SEED + index,
        idPrefix: `p${index}n`,
        signSecret: server.signSecret,
        users,
        sockets: SOCKETS,
      });
      const used = cpu();
      delay.disable();
      const spot = {
        batches: activity.batches - before.batches,
        trades: activity.trades - before.trades,
      };
      const statements = [...server.statements.stats].sort((a, b) => b[1].n - a[1].n);
      const inServer = {
        request: Float64Array.from(timed?.request ?? []).sort(),
        place: Float64Array.from(timed?.place ?? []).sort(),
      };
      const settled = await settle(activity);
      if (plan.report)
        report(plan, result, {
          server: used.process,
          serverMsPerRequest: (used.process * used.seconds * 1000) / Math.max(1, result.answered),
          machine: used.machine,
          load: used.load,
          loopP99: delay.percentile(99) / 1e6,
          loopMax: delay.max / 1e6,
          spot,
          settled,
          statements,
          inServer,
        });
    }
  } finally {
    child?.disconnect();
    if (child && child.exitCode === null) await once(child, 'exit');
    await server.close();
  }
}

/**
 * Waits (at most 30 s) until no spot batch came for a second: the orders of
 * requests given up (still in the server when their client left) are done.
 */
async function settle(activity: { lastAt: number }): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 30_000) {
    if (performance.now() - activity.lastAt > 1000) break;
    await sleep(50);
  }
  return (performance.now() - started) / 1000;
}

function report(
  plan: PassPlan,
  result: PassResult,
  seen: {
    server: number;
    serverMsPerRequest: number;
    machine: number;
    load: number;
    loopP99: number;
    loopMax: number;
    spot: { batches: number; trades: number };
    settled: number;
    statements: [string, { n: number; ms: number }][];
    inServer: { request: Float64Array; place: Float64Array };
  },
): void {
  const path = plan.entry === 'web' ? WEB_PATH : BOT_PATH;
  console.log(
    `\n${plan.name}, POST ${path}, open loop at ${count(plan.rate)}/s offered for ${plan.seconds} s:`,
  );
  const sentRate = result.sent / Math.max(result.sendSeconds, 1e-9);
  const answerRate = result.answered / Math.max(result.answerSeconds, 1e-9);
  console.log(
    `  sent ${count(result.sent)} (${count(sentRate)}/s); answered ${count(result.answered)} in ` +
      `${result.answerSeconds.toFixed(1)} s (${count(answerRate)}/s achieved); ` +
      `${count(result.ok)} accepted; peak ${count(result.peakInFlight)} open`,
  );
  // Percentiles over every request sent: the unanswered ones are slower than any answer.
  const all = new Float64Array(result.sent);
  all.set(result.latencies);
  all.fill(Number.POSITIVE_INFINITY, result.latencies.length);
  const at = (p: number) => {
    const value = percentile(all, p);
    return Number.isFinite(value) ? ms(value) : 'unanswered';
  };
  const p99 = percentile(all, 99);
  console.log(
    `  latency p50 ${at(50)}, p90 ${at(90)}, p99 ${at(99)}, max ${
      result.unanswered > 0 ? 'unanswered' : ms(result.latencies.at(-1) ?? Number.NaN)
    }   target p99 <= ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'not met'}`,
  );
  const answered = result.latencies;
  if (result.unanswered > 0)
    console.log(
      `  answered ones alone: p50 ${ms(percentile(answered, 50))}, p90 ${ms(percentile(answered, 90))}, ` +
        `p99 ${ms(percentile(answered, 99))}, max ${ms(answered.at(-1) ?? Number.NaN)}`,
    );
  const { request, place } = seen.inServer;
  console.log(
    `  in the server, accepted orders: request to answer p50 ${ms(percentile(request, 50))}, p99 ${ms(percentile(request, 99))}; ` +
      `of which spot.place (durable path) p50 ${ms(percentile(place, 50))}, p99 ${ms(percentile(place, 99))}; ` +
      `difference of the medians (the HTTP stack's part) ${ms(percentile(request, 50) - percentile(place, 50))}`,
  );
  const refused = Object.entries(result.refusals).sort((a, b) => b[1].count - a[1].count);
  const refusedCount = refused.reduce((sum, [, entry]) => sum + entry.count, 0);
  const errorCount = Object.values(result.errors).reduce((sum, n) => sum + n, 0);
  console.log(
    `  non-2xx ${count(result.non2xx)}; refused ${count(refusedCount)}` +
      (refused.length > 0
        ? ` (${refused.map(([key, entry]) => `${key} x${count(entry.count)} "${entry.message}"`).join('; ')})`
        : '') +
      `; transport errors ${count(errorCount)}` +
      (errorCount > 0
        ? ` (${Object.entries(result.errors)
            .map(([message, n]) => `${message} x${n}`)
            .join('; ')})`
        : '') +
      `; unanswered after ${DRAIN_S} s ${count(result.unanswered)}`,
  );
  console.log(
    `  CPU: server ${pct(seen.server)} of one core, ${ms(seen.serverMsPerRequest)} per answered request (event-loop delay p99 ${ms(seen.loopP99)}, ` +
      `max ${ms(seen.loopMax)}), load generator ${pct(result.cpu)}, machine ${pct(seen.machine)} of all cores ` +
      `(load average ${seen.load.toFixed(1)}); ` +
      `spot ${count(seen.spot.batches)} batches, ${count(seen.spot.trades)} trades; ` +
      `settled in ${seen.settled.toFixed(1)} s`,
  );
  const perRequest = (n: number) => (n / Math.max(1, result.answered)).toFixed(2);
  const total = seen.statements.reduce((sum, [, stat]) => sum + stat.n, 0);
  console.log(
    `  statements per answered request ${perRequest(total)}; the most frequent: ` +
      seen.statements
        .slice(0, 4)
        .map(([label, stat]) => `${perRequest(stat.n)} ${label}`)
        .join(', '),
  );
  const byTime = [...seen.statements].sort((a, b) => b[1].ms - a[1].ms).slice(0, 4);
  console.log(
    `  statements by time (total, mean, with pool waits): ` +
      byTime
        .map(([label, stat]) => `${label} ${(stat.ms / 1000).toFixed(1)} s ${ms(stat.ms / stat.n)}`)
        .join(', '),
  );
}
