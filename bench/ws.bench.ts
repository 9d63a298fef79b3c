/**
 * WebSocket fan-out (DESIGN.md section 7: 10,000 subscribers to one
 * market's depth and trades, coalesced updates, delivery p99 at most
 * 100 ms). WS_SUBSCRIBERS clients (default 10,000) subscribe to
 * `depth:BTC/USDT` and `trades:BTC/USDT` through the real endpoint (/uc/ws:
 * the transport, the hub, market data's snapshots) while the book moves.
 *
 * Server: `buildApp` in this process on a fresh PostgreSQL schema (dropped
 * afterwards), listening on 127.0.0.1, with the per-address request limit
 * raised through its option (every client connects from 127.0.0.1; the
 * hub's own limits, 100 topics and 20 frames a second per connection, are
 * far above what a subscriber uses). The market data tick runs every
 * 100 ms as the server schedules it, here from this file so that each tick
 * is timed: a tick publishes at most one depth delta and one trades update,
 * coalescing every spot batch since the previous tick. The clients are in a
 * child process (bench/ws.clients.ts, npm `ws`), so the server's memory and
 * event loop are its own.
 *
 * Book: WS_USERS users (default 200) funded through the ledger; 400 resting
 * orders first, then, for WS_SECONDS (default 20 s) after every client has
 * subscribed, an open loop of WS_BOOK_RATE operations a second (default
 * 300) on the spot service directly, as durable.bench drives it: 65 %
 * limits that rest within 25 dollars of 60,000, 25 % IOC limits that cross
 * up to 3 dollars into the other side, 10 % cancels of resting orders.
 *
 * Delivery latency is client receive time minus the time the server emitted
 * the engine event (the spot batch event, after its commit), on the
 * system's monotonic clock, which both processes read (`monoMs`; the
 * messages' own `time` fields are whole milliseconds, and depth deltas carry
 * none). This file records, per published update (keyed by the depth seq,
 * or the oldest trade id of a trades update), when each batch it carries
 * was emitted and when its tick began; the clients stamp each frame on
 * arrival and work the latencies out at the end: from each engine event to
 * each client (this includes waiting for the next tick, up to 100 ms, by
 * design), and from the tick to each client (serialising once, 10,000
 * sends, the loopback and the client process, which receives every copy
 * on one core).
 *
 * Memory: this process's heap and RSS after two forced collections
 * (bench/run.ts passes --expose-gc) before the clients connect and once
 * all have subscribed, divided by the subscribers. Also printed: the
 * connection and subscription time, updates published vs delivered per
 * client, engine batches per delivered message, the tick's synchronous
 * fan-out time, and CPU. Figures are printed, never asserted.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { API_BASE, PATHS } from '@exchange/contracts';
import type { FastifyInstance } from 'fastify';
import { collectGarbage } from './harness.js';
import {
  count,
  cpuMeter,
  env,
  fund,
  ms,
  pct,
  percentile,
  SAFE_URL,
  seeded,
  startAppServer,
  unreachable,
} from './app-server.js';
import {
  monoMs,
  type ClientCommand,
  type ClientReply,
  type Distribution,
  type Published,
  type TopicFigures,
} from './ws.clients.js';

const SUBSCRIBERS = env('WS_SUBSCRIBERS', 10_000);
const SECONDS = env('WS_SECONDS', 20);
const BOOK_RATE = env('WS_BOOK_RATE', 300);
const USERS = env('WS_USERS', 200);
const CONNECT_CONCURRENCY = env('WS_CONNECT_CONCURRENCY', 100);
const SEED = env('WS_SEED', 42);
const TICK_MS = 100;
const TARGET_P99_MS = 100;
const SYMBOL = 'BTC/USDT';
const TOPICS = [`depth:${SYMBOL}`, `trades:${SYMBOL}`];
const CLIENTS = fileURLToPath(new URL('./ws.clients.ts', import.meta.url));

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function ask<K extends ClientReply['kind']>(
  child: ChildProcess,
  command: ClientCommand,
  kind: K,
): Promise<Extract<ClientReply, { kind: K }>> {
  child.send(command);
  for (;;) {
    const [message] = (await once(child, 'message')) as [unknown];
    if (typeof message === 'object' && message !== null && Reflect.get(message, 'kind') === kind)
      return message as Extract<ClientReply, { kind: K }>;
  }
}

async function memory(): Promise<{ heap: number; rss: number }> {
  for (let i = 0; i < 2; i += 1) {
    collectGarbage();
    await sleep(100);
  }
  const { heapUsed, rss } = process.memoryUsage();
  return { heap: heapUsed, rss };
}

/**
 * The market data tick every 100 ms, never overlapping itself (as
 * `scheduleJobs` runs it), timed: while `measuring`, each tick that
 * published is recorded with the engine events it carried.
 */
function timedTicks(app: FastifyInstance) {
  const state = {
    measuring: false,
    batches: 0,
    bookBatches: 0,
    tradeBatches: 0,
    trades: 0,
    depth: [] as Published[],
    tradeUpdates: [] as Published[],
    fanOutMs: [] as number[],
  };
  let bookEvents: number[] = [];
  let tradeEvents: number[] = [];
  let oldestTrade = Number.POSITIVE_INFINITY;
  app.spot.view.subscribe((event) => {
    if (event.symbol !== SYMBOL) return;
    const at = monoMs();
    if (state.measuring) {
      state.batches += 1;
      if (event.bookChanged) state.bookBatches += 1;
      if (event.trades.length > 0) state.tradeBatches += 1;
      state.trades += event.trades.length;
    }
    if (event.bookChanged) bookEvents.push(at);
    if (event.trades.length > 0) tradeEvents.push(at);
    for (const trade of event.trades) oldestTrade = Math.min(oldestTrade, Number(trade.id));
  });
  const depthSeq = () => app.marketData.depth(SYMBOL, 0).seq;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const book = bookEvents;
    const traded = tradeEvents;
    const oldest = oldestTrade;
    bookEvents = [];
    tradeEvents = [];
    oldestTrade = Number.POSITIVE_INFINITY;
    const measuring = state.measuring;
    const seqBefore = measuring ? depthSeq() : 0;
    const publishedAt = monoMs();
    // Its synchronous part publishes: serialises each update once and hands it
    // to every subscriber's corked socket; the hub uncorks them all (the
    // writes) in a process.nextTick queued before this one.
    const done = app.marketData.tick();
    process.nextTick(() => {
      if (measuring) record(monoMs());
    });
    const record = (sentAt: number) => {
      const seqAfter = depthSeq();
      if (seqAfter !== seqBefore)
        state.depth.push({ key: seqAfter, publishedAt, sentAt, events: book });
      if (traded.length > 0)
        state.tradeUpdates.push({ key: oldest, publishedAt, sentAt, events: traded });
      if (seqAfter !== seqBefore || traded.length > 0) state.fanOutMs.push(sentAt - publishedAt);
    };
    done
      .catch((error: unknown) => console.error('market data tick', error))
      .finally(() => {
        running = false;
      });
  }, TICK_MS);
  return { state, stop: () => clearInterval(timer) };
}

interface DriveResult {
  placed: number;
  answered: number;
  refused: number;
  cancels: number;
}

/** An open loop of `rate` operations a second for `seconds` on the spot service. */
async function drive(
  app: FastifyInstance,
  random: () => number,
  resting: { userId: number; orderId: string }[],
  rate: number,
  seconds: number,
  mix: { cross: number; cancel: number },
): Promise<DriveResult> {
  const result: DriveResult = { placed: 0, answered: 0, refused: 0, cancels: 0 };
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const one = async () => {
    const roll = random();
    if (roll < mix.cancel && resting.length > 0) {
      const [target] = resting.splice(Math.floor(random() * resting.length), 1);
      if (!target) return;
      result.cancels += 1;
      await app.spot.cancel(target.userId, target.orderId).catch(() => undefined);
      return;
    }
    const side = random() < 0.5 ? 'buy' : 'sell';
    const cross = roll < mix.cancel + mix.cross;
    const offset = cross ? -int(1, 3) : int(1, 25);
    const userId = int(1, USERS);
    result.placed += 1;
    try {
      const order = await app.spot.place(userId, {
        symbol: SYMBOL,
        side,
        type: 'limit',
        price: String(60_000 + (side === 'buy' ? -offset : offset)),
        amount: `0.${String(int(10, 200)).padStart(4, '0')}`,
        timeInForce: cross ? 'IOC' : 'GTC',
      });
      result.answered += 1;
      if (order.status === 'PENDING') resting.push({ userId, orderId: order.orderId });
    } catch {
      result.refused += 1;
    }
  };
  const total = Math.round(rate * seconds);
  const open = new Set<Promise<void>>();
  const started = performance.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
    for (; sent < due; sent += 1) {
      const placing = one();
      open.add(placing);
      void placing.finally(() => open.delete(placing));
    }
    await sleep(5);
  }
  await Promise.all(open);
  return result;
}

export async function run(): Promise<void> {
  const why = await unreachable();
  if (why) {
    console.log(`ws: skipped, no PostgreSQL at ${SAFE_URL} (${why})`);
    return;
  }
  let ticks: ReturnType<typeof timedTicks> | undefined;
  const server = await startAppServer('ws', (app) => {
    ticks = timedTicks(app);
  });
  let child: ChildProcess | undefined;
  try {
    const { app } = server;
    const timed = ticks as ReturnType<typeof timedTicks>;
    await fund(
      server.database,
      Array.from({ length: USERS }, (_, index) => index + 1),
      { USDT: '10000000', BTC: '200' },
    );
    const random = seeded(SEED);
    const resting: { userId: number; orderId: string }[] = [];
    // A book to subscribe to: 400 resting orders within 25 dollars of 60,000.
    await drive(app, random, resting, 1000, 0.4, { cross: 0, cancel: 0 });
    await sleep(3 * TICK_MS);
    const book = app.marketData.depth(SYMBOL, 500);
    console.log(
      `PostgreSQL ${SAFE_URL}, schema ${server.schema}; ${count(USERS)} funded users; seed ${SEED}; ` +
        `book ${book.bids.length} bid and ${book.asks.length} ask levels; topics ${TOPICS.join(', ')}`,
    );

    const before = await memory();
    child = fork(CLIENTS, [], { serialization: 'advanced', stdio: 'inherit' });
    const connectCpu = cpuMeter();
    const connected = await ask(
      child,
      {
        kind: 'connect',
        url: `ws://127.0.0.1:${server.port}${API_BASE}${PATHS.websocket}`,
        count: SUBSCRIBERS,
        concurrency: CONNECT_CONCURRENCY,
        topics: TOPICS,
      },
      'connected',
    );
    const connectUsed = connectCpu();
    const after = await memory();
    const sockets = app.websocketServer.clients.size;

    await ask(child, { kind: 'start' }, 'started');
    timed.state.measuring = true;
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const cpu = cpuMeter();
    const moved = await drive(app, random, resting, BOOK_RATE, SECONDS, {
      cross: 0.25,
      cancel: 0.1,
    });
    // The last batches' tick, and its frames on their way.
    await sleep(3 * TICK_MS + 500);
    timed.state.measuring = false;
    const used = cpu();
    delay.disable();
    const results = await ask(
      child,
      { kind: 'collect', depth: timed.state.depth, trades: timed.state.tradeUpdates },
      'results',
    );
    await ask(child, { kind: 'close' }, 'closed');
    timed.stop();

    const subscribers = Math.max(1, connected.connected);
    console.log(
      `\nsubscribers: ${count(connected.connected)} connected and subscribed, ${count(connected.failed)} failed` +
        (Object.keys(connected.errors).length > 0 ? ` (${JSON.stringify(connected.errors)})` : '') +
        ` in ${connected.seconds.toFixed(1)} s (${count(connected.connected / connected.seconds)}/s, ` +
        `${count(CONNECT_CONCURRENCY)} at a time); the server holds ${count(sockets)} sockets`,
    );
    console.log(
      `  connect to "subscribed" (snapshots included): p50 ${ms(connected.subscribe.p50)}, ` +
        `p99 ${ms(connected.subscribe.p99)}, max ${ms(connected.subscribe.max)}; ` +
        `server CPU ${pct(connectUsed.process)} of one core while connecting`,
    );
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
    const kb = (bytes: number) => `${(bytes / 1e3).toFixed(1)} KB`;
    console.log(
      `  server memory after GC: heap ${mb(before.heap)} -> ${mb(after.heap)}, RSS ${mb(before.rss)} -> ` +
        `${mb(after.rss)}: ${kb((after.heap - before.heap) / subscribers)} heap and ` +
        `${kb((after.rss - before.rss) / subscribers)} RSS per subscriber`,
    );
    const { state } = timed;
    console.log(
      `\nbook moved for ${SECONDS} s at ${count(BOOK_RATE)} operations/s offered: ${count(moved.placed)} placements ` +
        `(${count(moved.refused)} refused), ${count(moved.cancels)} cancels; ${count(state.batches)} engine batches ` +
        `(${count(state.bookBatches)} changed the book, ${count(state.tradeBatches)} with trades), ${count(state.trades)} trades`,
    );
    const line = (name: string, published: readonly Published[], figures: TopicFigures) => {
      const events = published.reduce((sum, update) => sum + update.events.length, 0);
      console.log(
        `${name}: ${count(published.length)} updates published (${(events / Math.max(1, published.length)).toFixed(1)} ` +
          `engine batches each); delivered per client mean ${figures.perClient.mean.toFixed(1)}, ` +
          `min ${count(figures.perClient.min)}, max ${count(figures.perClient.max)}` +
          (figures.unmatched > 0 ? `; ${count(figures.unmatched)} unmatched` : ''),
      );
      console.log(
        `  from engine event: ${dist(figures.fromEvent)}   target p99 <= ${TARGET_P99_MS} ms: ` +
          `${figures.fromEvent.p99 <= TARGET_P99_MS ? 'met' : 'not met'}`,
      );
      console.log(`  from the tick:     ${dist(figures.fromPublish)}`);
    };
    line('depth', state.depth, results.depth);
    line('trades', state.tradeUpdates, results.trades);
    const fanOut = [...state.fanOutMs].sort((a, b) => a - b);
    console.log(
      `resynchronised (snapshots in the window) ${count(results.snapshots)}, seq gaps seen ${count(results.gaps)}, ` +
        `closed by the server ${JSON.stringify(results.closed)}`,
    );
    console.log(
      `server: a publishing tick's synchronous part (serialise once, send to every subscriber, the writes) ` +
        `p50 ${ms(percentile(fanOut, 50))}, p99 ${ms(percentile(fanOut, 99))}, max ${ms(fanOut.at(-1) ?? Number.NaN)}; ` +
        `CPU ${pct(used.process)} of one core (hub, market data, the spot path and the book driver), ` +
        `event-loop delay p99 ${ms(delay.percentile(99) / 1e6)}, max ${ms(delay.max / 1e6)}; ` +
        `clients ${pct(results.cpu)}; machine ${pct(used.machine)} of all cores (load average ${used.load.toFixed(1)})`,
    );
  } finally {
    ticks?.stop();
    child?.disconnect();
    if (child && child.exitCode === null) await once(child, 'exit');
    await server.close();
  }
}

function dist(d: Distribution): string {
  return `p50 ${ms(d.p50)}, p90 ${ms(d.p90)}, p99 ${ms(d.p99)}, max ${ms(d.max)} (${count(d.samples)} deliveries)`;
}
