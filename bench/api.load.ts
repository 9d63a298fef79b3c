/**
 * The load generator of `api.bench.ts`, run in a child process of its own
 * (forked, IPC messages below) so it never shares the server's event loop.
 *
 * Pacing is loadtest's (npm `loadtest`): with `requestsPerSecond` its timer
 * starts each request on schedule whether or not earlier ones have been
 * answered (an open loop), taking an idle client or adding one. autocannon
 * was tried first and does not do this: its `overallRate` only caps each
 * connection at rate / connections requests per second, reset by a
 * one-second interval, so each connection sends back to back as soon as
 * answers come until its budget is spent and then waits for the next second
 * (bursts at every second, a closed loop within it); and with a rate set it
 * "corrects" for coordinated omission with an expected interval of
 * ceil(1 / rate) = 1 ms, adding made-up samples to every slower answer.
 *
 * Each request is built here by loadtest's `requestGenerator` hook: a
 * distinct order (fixed seed: user, side, price near 60,000, amount, a
 * unique client order id), signed at the moment it is sent (the web app's
 * `sign` header over the current second with the user's session token; or
 * the bot API's HMAC-SHA256 over the form body with the current timestamp
 * and the user's key). Requests go over keep-alive connections, at most
 * `sockets` of them (many clients, each with one connection); a request
 * that finds them all busy waits in the agent's queue, and that wait is in
 * its latency. Latency is timed here with performance.now() from the moment
 * the request is started to the end of its answer (loadtest's own figures
 * are whole milliseconds and forget requests still open when its time is
 * up); requests still unanswered `drainSeconds` after the last one was
 * sent are given up and counted as such.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { HEADER, requestSign } from '@exchange/contracts';
import { loadTest } from 'loadtest';
import { seeded } from './app-server.js';

export interface LoadUser {
  /** Session token, for the web app's route. */
  readonly token: string;
  /** API key and HMAC secret, for the bot API. */
  readonly apiKey: string;
  readonly secret: string;
}

export type Entry = 'web' | 'bot';

export interface PassRequest {
  readonly kind: 'pass';
  readonly name: string;
  readonly entry: Entry;
  readonly port: number;
  readonly rate: number;
  readonly seconds: number;
  readonly drainSeconds: number;
  readonly seed: number;
  /** Makes every client order id of the run unique. */
  readonly idPrefix: string;
  readonly signSecret: string;
  readonly users: readonly LoadUser[];
  readonly sockets: number;
}

export interface PassResult {
  readonly kind: 'result';
  readonly name: string;
  readonly sent: number;
  /** From the first request started to the last. */
  readonly sendSeconds: number;
  readonly answered: number;
  /** From the first request started to the last answer. */
  readonly answerSeconds: number;
  /** Answered in time and accepted (HTTP 200; the web envelope's code 0). */
  readonly ok: number;
  /** Answered with a status outside 200-299. */
  readonly non2xx: number;
  /** Every answered request's latency (ms), ascending. */
  readonly latencies: Float64Array;
  /** Refusals by "HTTP <status> code <code>", with one message. */
  readonly refusals: Readonly<Record<string, { count: number; message: string }>>;
  /** Transport errors by message. */
  readonly errors: Readonly<Record<string, number>>;
  readonly unanswered: number;
  readonly peakInFlight: number;
  /** This process's CPU over the pass, in shares of one core. */
  readonly cpu: number;
}

export const WEB_PATH = '/uc/exchange/order/add';
export const BOT_PATH = '/api/v3/order';

interface Order {
  readonly user: number;
  readonly side: 'buy' | 'sell';
  readonly price: string;
  readonly amount: string;
  readonly timeInForce: 'GTC' | 'IOC';
}

/**
 * The fixed-seed orders, as durable.bench draws them: limits one to six
 * dollars around 60,000 (buyers a little above, sellers a little below, so a
 * fair share crosses), 0.0010 to 0.0200 BTC, 5 % IOC; users in turn.
 */
function orders(seed: number, users: number): (index: number) => Order {
  const random = seeded(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  return (index) => {
    const side = random() < 0.5 ? 'buy' : 'sell';
    return {
      user: index % users,
      side,
      price: String(60_000 + (side === 'buy' ? int(-5, 3) : int(-3, 5))),
      amount: `0.${String(int(10, 200)).padStart(4, '0')}`,
      timeInForce: random() < 0.05 ? 'IOC' : 'GTC',
    };
  };
}

interface Built {
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

function webRequest(pass: PassRequest, order: Order, user: LoadUser, id: string): Built {
  const ts = String(Math.floor(Date.now() / 1000));
  return {
    path: WEB_PATH,
    headers: {
      'content-type': 'application/json',
      [HEADER.sign]: requestSign(pass.signSecret, ts),
      [HEADER.timestamp]: ts,
      [HEADER.token]: user.token,
    },
    body: JSON.stringify({
      symbol: 'BTC/USDT',
      side: order.side,
      type: 'limit',
      price: order.price,
      amount: order.amount,
      timeInForce: order.timeInForce,
      clientOrderId: id,
    }),
  };
}

/** As ccxt sends a limit order: a form body, recvWindow 10 s, the signature last. */
function botRequest(order: Order, user: LoadUser, id: string): Built {
  const query = new URLSearchParams({
    symbol: 'BTCUSDT',
    side: order.side === 'buy' ? 'BUY' : 'SELL',
    type: 'LIMIT',
    timeInForce: order.timeInForce,
    quantity: order.amount,
    price: order.price,
    newClientOrderId: id,
    recvWindow: '10000',
    timestamp: String(Date.now()),
  }).toString();
  const signature = createHmac('sha256', user.secret).update(query).digest('hex');
  return {
    path: BOT_PATH,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-mbx-apikey': user.apiKey,
    },
    body: `${query}&signature=${signature}`,
  };
}

/** "HTTP <status> code <code>" and the message of a refusal, from either dialect's body. */
function refusalOf(status: number, body: string): { key: string; message: string } {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) {
      const code: unknown = Reflect.get(parsed, 'code');
      const message: unknown = Reflect.get(parsed, 'message') ?? Reflect.get(parsed, 'msg');
      return { key: `HTTP ${status} code ${String(code)}`, message: String(message) };
    }
  } catch {
    // not JSON: the status alone
  }
  return { key: `HTTP ${status}`, message: body.slice(0, 80) };
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function runPass(pass: PassRequest): Promise<PassResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: pass.sockets });
  const orderAt = orders(pass.seed, pass.users.length);
  const latencies: number[] = [];
  const refusals: Record<string, { count: number; message: string }> = {};
  const errors: Record<string, number> = {};
  const open = new Set<http.ClientRequest>();
  let sent = 0;
  let ok = 0;
  let non2xx = 0;
  let answered = 0;
  let peakInFlight = 0;
  let firstSent = Number.NaN;
  let lastSent = Number.NaN;
  let lastAnswer = Number.NaN;
  let stopped = false;

  const refuse = (key: string, message: string) => {
    const entry = (refusals[key] ??= { count: 0, message });
    entry.count += 1;
  };

  /** loadtest's hook: (its options, its request params, http.request, its response callback). */
  const requestGenerator = (
    _options: unknown,
    _params: unknown,
    _request: unknown,
    callback: unknown,
  ): http.ClientRequest => {
    const index = sent;
    sent += 1;
    const order = orderAt(index);
    const user = pass.users[order.user] as LoadUser;
    const id = `${pass.idPrefix}${index}`;
    const built =
      pass.entry === 'web' ? webRequest(pass, order, user, id) : botRequest(order, user, id);
    const started = performance.now();
    if (Number.isNaN(firstSent)) firstSent = started;
    lastSent = started;
    const request = http.request(
      {
        host: '127.0.0.1',
        port: pass.port,
        method: 'POST',
        path: built.path,
        headers: { ...built.headers, 'content-length': String(Buffer.byteLength(built.body)) },
        agent,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (!open.delete(request)) return;
          const at = performance.now();
          latencies.push(at - started);
          lastAnswer = at;
          answered += 1;
          const status = response.statusCode ?? 0;
          if (status < 200 || status > 299) non2xx += 1;
          const body = Buffer.concat(chunks).toString('utf8');
          const accepted =
            status === 200 && (pass.entry === 'bot' || body.startsWith('{"code":0,'));
          if (accepted) ok += 1;
          else {
            const { key, message } = refusalOf(status, body);
            refuse(key, message);
          }
        });
        // loadtest's own bookkeeping (frees its client for the next request).
        if (typeof callback === 'function')
          (callback as (response: http.IncomingMessage) => void)(response);
      },
    );
    request.on('error', (error) => {
      if (!open.delete(request) || stopped) return;
      errors[error.message] = (errors[error.message] ?? 0) + 1;
    });
    open.add(request);
    peakInFlight = Math.max(peakInFlight, open.size);
    request.write(built.body);
    return request; // loadtest ends it
  };

  const cpuBefore = process.cpuUsage();
  const cpuStarted = performance.now();
  await new Promise<void>((resolve, reject) => {
    loadTest(
      {
        url: `http://127.0.0.1:${pass.port}${pass.entry === 'web' ? WEB_PATH : BOT_PATH}`,
        method: 'POST',
        requestsPerSecond: pass.rate,
        maxSeconds: pass.seconds,
        quiet: true,
        requestGenerator,
      },
      (error: unknown) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
    );
  });
  const deadline = performance.now() + pass.drainSeconds * 1000;
  while (open.size > 0 && performance.now() < deadline) await sleep(20);
  const unanswered = open.size;
  stopped = true;
  for (const request of open) request.destroy();
  open.clear();
  agent.destroy();
  const cpu = process.cpuUsage(cpuBefore);
  const seconds = (performance.now() - cpuStarted) / 1000;
  return {
    kind: 'result',
    name: pass.name,
    sent,
    sendSeconds: (lastSent - firstSent) / 1000,
    answered,
    answerSeconds: (lastAnswer - firstSent) / 1000,
    ok,
    non2xx,
    latencies: Float64Array.from(latencies).sort(),
    refusals,
    errors,
    unanswered,
    peakInFlight,
    cpu: (cpu.user + cpu.system) / 1e6 / seconds,
  };
}

function isPassRequest(message: unknown): message is PassRequest {
  return typeof message === 'object' && message !== null && Reflect.get(message, 'kind') === 'pass';
}

// Forked by api.bench.ts: one pass per message, answered with its result; done when the parent disconnects.
if (process.send) {
  process.on('message', (message: unknown) => {
    if (!isPassRequest(message)) return;
    runPass(message).then(
      (result) => process.send?.(result),
      (error: unknown) => {
        console.error('load pass failed', error);
        process.exit(1);
      },
    );
  });
  process.on('disconnect', () => process.exit(0));
}
