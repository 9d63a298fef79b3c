/**
 * The subscribers of `ws.bench.ts`, in a child process of their own (forked,
 * IPC messages below) so that the server's memory and event loop are
 * measured alone: `count` WebSocket clients (npm `ws`), each subscribing to
 * one market's depth and trades as the web app does
 * (`{"op":"sub","topics":[...]}`), waiting for the `subscribed` answer.
 *
 * Each frame's arrival is stamped with `monoMs()`, the system's monotonic
 * clock (CLOCK_MONOTONIC through `process.hrtime`, the one clock both
 * processes read), and kept with the message's key: a depth update's `seq`,
 * or the oldest trade id of a trades update. Frames are not parsed as JSON:
 * the key is read from the raw bytes (the hub serialises `topic` first), so
 * the clients' own cost per frame stays small; it is still in the figures,
 * since one process receives every subscriber's copy one after another.
 * After the measured window the server sends, per key, when the update was
 * published and which engine events it carries; latencies are worked out
 * here, into histograms of 0.1 ms buckets.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

/** Milliseconds on the system's monotonic clock: the same in every process of the machine. */
const OFFSET_MS = Number(process.hrtime.bigint()) / 1e6 - performance.now();
export const monoMs = (): number => performance.now() + OFFSET_MS;

/** One published update, as the server saw it. */
export interface Published {
  /** Depth: its seq; trades: its oldest trade id. */
  readonly key: number;
  /** Just before the market data tick that published it (monoMs). */
  readonly publishedAt: number;
  /** When that tick's synchronous part, serialising and every socket.send, was done. */
  readonly sentAt: number;
  /** When each engine event (spot batch) it carries was emitted (monoMs). */
  readonly events: readonly number[];
}

export type ClientCommand =
  | {
      readonly kind: 'connect';
      readonly url: string;
      readonly count: number;
      readonly concurrency: number;
      readonly topics: readonly string[];
    }
  | { readonly kind: 'start' }
  | {
      readonly kind: 'collect';
      readonly depth: readonly Published[];
      readonly trades: readonly Published[];
    }
  | { readonly kind: 'close' };

export interface Distribution {
  readonly samples: number;
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
}

export interface TopicFigures {
  /** Updates received per client over the window: mean, least, most. */
  readonly perClient: { readonly mean: number; readonly min: number; readonly max: number };
  /** Updates whose key the server did not report (should be none). */
  readonly unmatched: number;
  /** From each engine event to each client that received it. */
  readonly fromEvent: Distribution;
  /** From the update's publication (the tick) to each client. */
  readonly fromPublish: Distribution;
}

export type ClientReply =
  | {
      readonly kind: 'connected';
      readonly connected: number;
      readonly failed: number;
      readonly seconds: number;
      /** Per connection, from the connect call to the `subscribed` answer (ms). */
      readonly subscribe: Distribution;
      readonly errors: Readonly<Record<string, number>>;
    }
  | { readonly kind: 'started' }
  | {
      readonly kind: 'results';
      readonly depth: TopicFigures;
      readonly trades: TopicFigures;
      /** Snapshots received in the window (a client the hub had to resynchronise). */
      readonly snapshots: number;
      readonly gaps: number;
      readonly closed: Readonly<Record<string, number>>;
      /** This process's CPU over the window, in shares of one core. */
      readonly cpu: number;
      readonly seconds: number;
    }
  | { readonly kind: 'closed' };

const DEPTH = 0;
const TRADES = 1;
const BUCKET_MS = 0.1;
const BUCKETS = 300_000; // 30 s

/** Arrival stamps: kind, key, time; grown in chunks. */
class Arrivals {
  kinds = new Uint8Array(1 << 20);
  keys = new Float64Array(1 << 20);
  times = new Float64Array(1 << 20);
  length = 0;

  push(kind: number, key: number, at: number): void {
    if (this.length === this.kinds.length) {
      const grow = <T extends Uint8Array | Float64Array>(old: T, next: T): T => {
        next.set(old);
        return next;
      };
      const size = this.kinds.length * 2;
      this.kinds = grow(this.kinds, new Uint8Array(size));
      this.keys = grow(this.keys, new Float64Array(size));
      this.times = grow(this.times, new Float64Array(size));
    }
    this.kinds[this.length] = kind;
    this.keys[this.length] = key;
    this.times[this.length] = at;
    this.length += 1;
  }
}

class Histogram {
  private readonly counts = new Float64Array(BUCKETS);
  samples = 0;
  max = 0;

  add(valueMs: number, times = 1): void {
    const bucket = Math.min(BUCKETS - 1, Math.max(0, Math.floor(valueMs / BUCKET_MS)));
    this.counts[bucket] = (this.counts[bucket] ?? 0) + times;
    this.samples += times;
    if (valueMs > this.max) this.max = valueMs;
  }

  at(p: number): number {
    const wanted = (p / 100) * this.samples;
    let seen = 0;
    for (let bucket = 0; bucket < BUCKETS; bucket += 1) {
      seen += this.counts[bucket] ?? 0;
      if (seen > wanted) return (bucket + 1) * BUCKET_MS;
    }
    return this.max;
  }

  summary(): Distribution {
    return {
      samples: this.samples,
      p50: this.at(50),
      p90: this.at(90),
      p99: this.at(99),
      max: this.max,
    };
  }
}

const TOPIC_PREFIX = Buffer.from('{"topic":"');
const TYPE = Buffer.from('"type":"');
const SEQ = Buffer.from('"seq":');
const TRADE_ID = Buffer.from('"id":"');
const SUBSCRIBED = Buffer.from('"type":"subscribed"');

/** The decimal digits at `from` as a number; NaN when there are none. */
function digitsAt(buffer: Buffer, from: number): number {
  let value = 0;
  let index = from;
  for (; index < buffer.length; index += 1) {
    const code = buffer[index] ?? 0;
    if (code < 48 || code > 57) break;
    value = value * 10 + (code - 48);
  }
  return index === from ? Number.NaN : value;
}

function distributionOf(values: readonly number[]): Distribution {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
  return {
    samples: sorted.length,
    p50: at(50),
    p90: at(90),
    p99: at(99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

function createClients() {
  const sockets: WebSocket[] = [];
  /** Index of each client that got its `subscribed` answer. */
  const subscribedClients: number[] = [];
  const arrivals = new Arrivals();
  let measuring = false;
  let depthUpdates = new Uint32Array(0);
  let tradeUpdates = new Uint32Array(0);
  let lastDepthSeq = new Float64Array(0);
  let snapshots = 0;
  let gaps = 0;
  const closed: Record<string, number> = {};
  let cpuStart = process.cpuUsage();
  let windowStart = performance.now();

  function onFrame(client: number, data: Buffer): void {
    const at = monoMs();
    if (!measuring) {
      // Before the window: only follow the depth sequence.
      if (data.indexOf(TOPIC_PREFIX) === 0 && data[TOPIC_PREFIX.length] === 100) {
        const seqAt = data.indexOf(SEQ);
        if (seqAt > 0) lastDepthSeq[client] = digitsAt(data, seqAt + SEQ.length);
      }
      return;
    }
    if (data.indexOf(TOPIC_PREFIX) !== 0) return;
    const kind = data[TOPIC_PREFIX.length] === 100 ? DEPTH : TRADES; // 'd'epth or 't'rades
    const typeAt = data.indexOf(TYPE, TOPIC_PREFIX.length);
    const snapshot = typeAt > 0 && data[typeAt + TYPE.length] === 115; // 's'napshot
    if (kind === DEPTH) {
      const seqAt = data.indexOf(SEQ);
      const seq = seqAt > 0 ? digitsAt(data, seqAt + SEQ.length) : Number.NaN;
      if (!snapshot && seq !== (lastDepthSeq[client] ?? 0) + 1) gaps += 1;
      lastDepthSeq[client] = seq;
      if (snapshot) snapshots += 1;
      else {
        depthUpdates[client] = (depthUpdates[client] ?? 0) + 1;
        arrivals.push(DEPTH, seq, at);
      }
      return;
    }
    if (snapshot) {
      snapshots += 1;
      return;
    }
    tradeUpdates[client] = (tradeUpdates[client] ?? 0) + 1;
    const idAt = data.lastIndexOf(TRADE_ID);
    arrivals.push(TRADES, idAt > 0 ? digitsAt(data, idAt + TRADE_ID.length) : Number.NaN, at);
  }

  async function connect(
    command: Extract<ClientCommand, { kind: 'connect' }>,
  ): Promise<ClientReply> {
    depthUpdates = new Uint32Array(command.count);
    tradeUpdates = new Uint32Array(command.count);
    lastDepthSeq = new Float64Array(command.count);
    const subscribeMs: number[] = [];
    const errors: Record<string, number> = {};
    const started = performance.now();
    let next = 0;
    const sub = JSON.stringify({ op: 'sub', topics: command.topics });
    const one = (client: number) =>
      new Promise<void>((resolve) => {
        const begun = performance.now();
        const socket = new WebSocket(command.url, {
          perMessageDeflate: false,
          skipUTF8Validation: true,
        });
        let subscribed = false;
        const fail = (reason: string) => {
          if (subscribed) return;
          subscribed = true;
          errors[reason] = (errors[reason] ?? 0) + 1;
          resolve();
        };
        socket.on('open', () => socket.send(sub));
        socket.on('message', (data) => {
          if (!Buffer.isBuffer(data)) return;
          if (!subscribed && data.indexOf(SUBSCRIBED) >= 0) {
            subscribed = true;
            subscribeMs.push(performance.now() - begun);
            sockets.push(socket);
            subscribedClients.push(client);
            resolve();
          }
          onFrame(client, data);
        });
        socket.on('error', (error) => fail(error.message));
        socket.on('close', (code) => {
          if (!subscribed) fail(`closed ${code}`);
          else if (measuring) closed[String(code)] = (closed[String(code)] ?? 0) + 1;
        });
      });
    await Promise.all(
      Array.from({ length: command.concurrency }, async () => {
        while (next < command.count) {
          const client = next;
          next += 1;
          await one(client);
        }
      }),
    );
    return {
      kind: 'connected',
      connected: subscribeMs.length,
      failed: command.count - subscribeMs.length,
      seconds: (performance.now() - started) / 1000,
      subscribe: distributionOf(subscribeMs),
      errors,
    };
  }

  function start(): ClientReply {
    depthUpdates.fill(0);
    tradeUpdates.fill(0);
    arrivals.length = 0;
    snapshots = 0;
    gaps = 0;
    cpuStart = process.cpuUsage();
    windowStart = performance.now();
    measuring = true;
    return { kind: 'started' };
  }

  function collect(command: Extract<ClientCommand, { kind: 'collect' }>): ClientReply {
    measuring = false;
    const cpu = process.cpuUsage(cpuStart);
    const seconds = (performance.now() - windowStart) / 1000;
    const figures = (kind: number, published: readonly Published[], perClient: Uint32Array) => {
      const byKey = new Map(published.map((update) => [update.key, update]));
      const fromEvent = new Histogram();
      const fromPublish = new Histogram();
      let unmatched = 0;
      for (let index = 0; index < arrivals.length; index += 1) {
        if (arrivals.kinds[index] !== kind) continue;
        const update = byKey.get(arrivals.keys[index] ?? Number.NaN);
        const at = arrivals.times[index] ?? 0;
        if (!update) {
          unmatched += 1;
          continue;
        }
        fromPublish.add(at - update.publishedAt);
        for (const event of update.events) fromEvent.add(at - event);
      }
      let min = Number.POSITIVE_INFINITY;
      let max = 0;
      let sum = 0;
      for (const client of subscribedClients) {
        const n = perClient[client] ?? 0;
        min = Math.min(min, n);
        max = Math.max(max, n);
        sum += n;
      }
      return {
        perClient: { mean: sum / Math.max(1, subscribedClients.length), min, max },
        unmatched,
        fromEvent: fromEvent.summary(),
        fromPublish: fromPublish.summary(),
      };
    };
    return {
      kind: 'results',
      depth: figures(DEPTH, command.depth, depthUpdates),
      trades: figures(TRADES, command.trades, tradeUpdates),
      snapshots,
      gaps,
      closed,
      cpu: (cpu.user + cpu.system) / 1e6 / seconds,
      seconds,
    };
  }

  async function close(): Promise<ClientReply> {
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === WebSocket.CLOSED) return resolve();
            socket.once('close', () => resolve());
            socket.terminate();
          }),
      ),
    );
    return { kind: 'closed' };
  }

  return { connect, start, collect, close };
}

function isCommand(message: unknown): message is ClientCommand {
  return typeof message === 'object' && message !== null && 'kind' in message;
}

// Forked by ws.bench.ts: one reply per command; done when the parent disconnects.
if (process.send) {
  const clients = createClients();
  const handle = async (command: ClientCommand): Promise<ClientReply> => {
    switch (command.kind) {
      case 'connect':
        return clients.connect(command);
      case 'start':
        return clients.start();
      case 'collect':
        return clients.collect(command);
      case 'close':
        return clients.close();
    }
  };
  process.on('message', (message: unknown) => {
    if (!isCommand(message)) return;
    handle(message).then(
      (reply) => process.send?.(reply),
      (error: unknown) => {
        console.error('websocket clients failed', error);
        process.exit(1);
      },
    );
  });
  process.on('disconnect', () => process.exit(0));
}
