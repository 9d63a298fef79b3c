/**
 * kill -9 during an order load (DESIGN.md section 4: commands are durable
 * before they are acknowledged; after a crash no acknowledged order or fill
 * is lost or duplicated).
 *
 * The real server runs as a child process (`test/crash/server-process.ts`) on a
 * schema of its own on the real PostgreSQL server. Twelve clients place
 * limit and market orders on both sides of BTC/USDT and cancel some of what
 * rests, while the server is SIGKILLed three to five times and restarted.
 * One kill is aimed between a batch's journal commit and its projection,
 * once its callers have their answers: the start-up replay of the journal
 * must then make exactly what they were told. A cut request is resent with
 * the same clientOrderId until answered. After a clean restart the database
 * must show every acknowledged order exactly once and as answered, no
 * duplicated fill, nothing SUBMITTED or journaled, and clean ledger and spot
 * checks.
 *
 * Some clients also place conditional orders (stop-market, stop-limit, OCO,
 * trailing) around the price. Every acknowledged one must exist once, hold
 * what the spot checks say, and, once the clean restart has handled them,
 * no waiting one may be one a trade since its placement reached: a trigger
 * a kill interrupted fires after the restart.
 *
 * CRASH_SEED=<n> repeats a run's choices; the interleaving and the kill
 * moments stay real-time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERRORS, PATHS, type SpotOrder, type SpotStop } from '@exchange/contracts';
import { decimal, eq, gte } from '@exchange/money';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Database } from '../../db/database.js';
import { systemClock } from '../../lib/clock.js';
import { createPostgresDatabase, describeWithPostgres, TEST_DATABASE_URL } from '../../test/db.js';
import { checkLedger, createLedger } from '../ledger/index.js';
import { checkSpot } from './spot.check.js';
import { deposit } from '../ledger/ledger.test-support.js';
import {
  call,
  seededRandom,
  registerTraders,
  startCrashServer,
  type ServerSupervisor,
  sleep,
  type Cancel,
  type Envelope,
  type OrderRow,
  type Placement,
  type Trader,
} from '../../test/crash/harness.js';

const SYMBOL = 'BTC/USDT';
const SIGN_SECRET = 'crash-test-sign-secret';
const USERS = 24;
const CLIENTS = 12;
/** A bound on the load (cancels come on top); it ends after the last kill and a tail. */
const MAX_PLACEMENTS = 6000;
const PACE_MS = 25;
const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const path = (p: string) => `/uc${p}`;

let database: Database & { schema: string };
let servers: ServerSupervisor;
let dataDir: string;
let baseUrl: string;
let traders: Trader[] = [];

describeWithPostgres('spot: kill -9 during an order load', () => {
  beforeAll(async () => {
    database = await createPostgresDatabase({ poolSize: 4 });
    dataDir = mkdtempSync(join(tmpdir(), 'exchange-crash-'));
    ({ servers, baseUrl } = await startCrashServer({
      databaseUrl: TEST_DATABASE_URL,
      schema: database.schema,
      dataDir,
      signSecret: SIGN_SECRET,
    }));
    traders = await registerTraders(baseUrl, SIGN_SECRET, `crash${SEED.toString(36)}`, USERS);
    const ledger = createLedger(database.db, systemClock);
    for (const t of traders) {
      await deposit(ledger, `crash-usdt-${t.id}`, t.id, '2000000');
      await deposit(ledger, `crash-btc-${t.id}`, t.id, '40', 'BTC');
    }
  }, 180_000);

  afterAll(async () => {
    await servers?.close();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged order exactly once, no fill twice, the ledger whole', async () => {
    console.info(`[crash] seed ${SEED} (CRASH_SEED=${SEED} repeats the mix and the kill count)`);
    onTestFailed(() => {
      console.error(
        `[crash] seed ${SEED}; the servers' last output:\n${servers.output.join('\n')}`,
      );
    });
    const began = Date.now();
    const deadlineMs = Date.now() + 150_000;
    const ints = (random: () => number) => (lo: number, hi: number) =>
      lo + Math.floor(random() * (hi - lo + 1));

    const placements: Placement[] = [];
    const cancels: Cancel[] = [];
    let reserved = 0;
    let answered = 0;
    let stopping = false;

    const killerInt = ints(seededRandom(SEED));
    const kills = killerInt(3, 5);
    /** One kill waits for an answered order not yet projected, to exercise the replay for sure. */
    const targeted = killerInt(0, kills - 1);
    /** The orders SUBMITTED (journaled, not projected) at each kill. */
    const submittedAtKill: string[][] = [];
    /** Orders whose answer had reached the client, and when. */
    const answeredIds = new Map<string, number>();
    const killTimes: number[] = [];

    const order = (int: (lo: number, hi: number) => number, n: number): Placement['body'] => {
      const side = int(0, 1) === 0 ? 'buy' : 'sell';
      const clientOrderId = `s${SEED.toString(36)}n${n}`;
      const roll = int(0, 99);
      const lots = int(10, 200);
      const amount = `0.${String(lots).padStart(4, '0')}`;
      if (roll < 10)
        return side === 'buy'
          ? {
              symbol: SYMBOL,
              side,
              type: 'market',
              timeInForce: 'GTC',
              clientOrderId,
              quoteAmount: String(int(50, 900)),
            }
          : { symbol: SYMBOL, side, type: 'market', timeInForce: 'GTC', clientOrderId, amount };
      // Buyers a little above 60,000 and sellers a little below: many cross.
      const price = String(60_000 + (side === 'buy' ? int(-6, 4) : int(-4, 6)));
      return {
        symbol: SYMBOL,
        side,
        type: 'limit',
        timeInForce: roll < 20 ? 'IOC' : 'GTC',
        clientOrderId,
        price,
        amount,
      };
    };

    /** Conditional placements, answered or refused. */
    const stopPlacements: {
      trader: Trader;
      body: Record<string, string>;
      reply?: Envelope<SpotStop>;
    }[] = [];
    const stopBody = (int: (lo: number, hi: number) => number, n: number) => {
      const clientOrderId = `t${SEED.toString(36)}n${n}`;
      const amount = `0.${String(int(10, 60)).padStart(4, '0')}`;
      const below = String(60_000 - int(1, 5));
      const above = String(60_000 + int(1, 5));
      const base = { symbol: SYMBOL, clientOrderId, amount };
      switch (int(0, 3)) {
        case 0:
          return { ...base, kind: 'stop_market', side: 'sell', stopPrice: below };
        case 1:
          return {
            ...base,
            kind: 'stop_limit',
            side: 'buy',
            stopPrice: above,
            price: String(Number(above) + 2),
          };
        case 2:
          return {
            ...base,
            kind: 'oco',
            side: 'sell',
            price: String(60_000 + int(9, 12)),
            stopPrice: below,
            stopLimitPrice: String(Number(below) - 1),
          };
        default:
          return { ...base, kind: 'trailing', side: 'sell', callbackRate: '0.1' };
      }
    };

    async function client(index: number): Promise<void> {
      const int = ints(seededRandom(SEED + 1 + index));
      const mine = traders.filter((_, i) => i % CLIENTS === index);
      const resting: { trader: Trader; orderId: string }[] = [];
      while (!stopping && reserved < MAX_PLACEMENTS) {
        // At most one request per client every PACE_MS, so a fast machine does not
        // run up tens of thousands of orders between kills.
        const pace = sleep(PACE_MS);
        const roll = int(0, 99);
        if (roll >= 85 && index % 3 === 0) {
          reserved += 1;
          const trader = mine[int(0, mine.length - 1)] as Trader;
          const placement: (typeof stopPlacements)[number] = {
            trader,
            body: stopBody(int, reserved),
          };
          stopPlacements.push(placement);
          const { reply } = await call<SpotStop>(
            baseUrl,
            SIGN_SECRET,
            path(PATHS.stopPlace),
            placement.body,
            { token: trader.token, deadlineMs },
          );
          placement.reply = reply;
        } else if (resting.length > 0 && roll < 15) {
          const [target] = resting.splice(int(0, resting.length - 1), 1);
          if (!target) continue;
          const cancel: Cancel = { ...target, failures: 0 };
          cancels.push(cancel);
          const { reply, failures } = await call<SpotOrder>(
            baseUrl,
            SIGN_SECRET,
            path(PATHS.orderCancel),
            { orderId: target.orderId },
            { token: target.trader.token, deadlineMs },
          );
          cancel.reply = reply;
          cancel.failures = failures;
        } else {
          reserved += 1;
          const trader = mine[int(0, mine.length - 1)] as Trader;
          const placement: Placement = { trader, body: order(int, reserved), failures: 0 };
          placements.push(placement);
          placement.sentAt = Date.now();
          const { reply, failures } = await call<SpotOrder>(
            baseUrl,
            SIGN_SECRET,
            path(PATHS.orderPlace),
            placement.body,
            { token: trader.token, deadlineMs },
          );
          placement.reply = reply;
          placement.failures = failures;
          placement.answeredAt = Date.now();
          answered += 1;
          if (reply.code === 0) answeredIds.set(reply.data.orderId, placement.answeredAt);
          if (reply.code === 0 && reply.data.status === 'PENDING')
            resting.push({ trader, orderId: reply.data.orderId });
        }
        await pace;
      }
    }

    /** Waits until `n` more placements are answered: the load is flowing. */
    async function flowing(n: number): Promise<void> {
      const from = answered;
      while (answered - from < n && reserved < MAX_PLACEMENTS) await sleep(2);
    }

    /** Waits until an order its client has been answered for is still SUBMITTED: journaled only. */
    async function untilAnsweredUnprojected(timeoutMs: number): Promise<void> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const { rows } = await sql<{ id: string }>`
          select id from spot_order where status = 'SUBMITTED'`.execute(database.db);
        if (rows.some((row) => answeredIds.has(row.id))) return;
      }
    }

    async function killer(): Promise<void> {
      try {
        for (let k = 0; k < kills; k += 1) {
          await flowing(12);
          // A moment unrelated to batch boundaries, or the window between a batch's
          // journal commit and its projection, after its answers went out.
          if (k === targeted) await untilAnsweredUnprojected(5000);
          else await sleep(killerInt(200, 1500));
          await servers.kill9();
          killTimes.push(Date.now());
          // The clients' own orders: one a trigger placed, or an OCO's limit leg, was
          // answered to nobody here (the conditional-order checks below cover them).
          const { rows } = await sql<{ id: string }>`
            select id from spot_order where status = 'SUBMITTED'
              and fingerprint not like 'stop:%'
              and coalesce(client_order_id, '') not like '%.oco'`.execute(database.db);
          submittedAtKill.push(rows.map((row) => row.id));
          await servers.start();
        }
        await flowing(40);
        await sleep(200);
      } finally {
        stopping = true;
      }
    }

    const loadStarted = Date.now();
    await Promise.all([killer(), ...Array.from({ length: CLIENTS }, (_, i) => client(i))]);
    const loadMs = Date.now() - loadStarted;

    // A clean stop and a clean start: start-up replays anything SUBMITTED.
    await servers.stop();
    await servers.start({ prepareNext: false });

    const db = database.db;
    const { rows: orders } = await sql<OrderRow>`
      select id, user_id, client_order_id, status, cancel_reason, filled_amount, filled_quote,
        frozen, created_at
      from spot_order
      where market = ${SYMBOL} and user_id in (${sql.join(traders.map((t) => t.id))})
        -- What conditional orders placed is checked with them, below.
        and fingerprint not like 'stop:%' and coalesce(client_order_id, '') not like '%.oco'`.execute(
      db,
    );
    const byId = new Map(orders.map((o) => [o.id, o]));
    const byClientId = new Map(orders.map((o) => [`${o.user_id}:${o.client_order_id}`, o]));

    // Replies: every request was answered with an order or an expected refusal.
    const acked = placements.filter((p) => p.reply?.code === 0);
    const refused = placements.filter((p) => p.reply?.code !== 0);
    const unexpected = refused.filter((p) => p.reply?.code !== ERRORS.TOO_MANY_OPEN_ORDERS.code);
    expect(
      unexpected.map((p) => p.reply),
      'placements refused other than for too many open orders',
    ).toEqual([]);
    expect(placements.every((p) => p.reply !== undefined)).toBe(true);
    expect(killTimes.length).toBe(kills);
    expect(servers.restartsMs.length).toBe(kills + 2);

    // Every acknowledged order exactly once, as it was answered.
    expect(new Set(acked.map((p) => p.reply?.data.orderId)).size).toBe(acked.length);
    expect(orders.length).toBe(acked.length);
    expect(byClientId.size).toBe(orders.length);
    for (const p of acked) {
      const answer = p.reply?.data as SpotOrder;
      const row = byId.get(answer.orderId);
      expect(row, `acknowledged order ${answer.orderId} is missing`).toBeDefined();
      if (!row) continue;
      expect(byClientId.get(`${p.trader.id}:${p.body.clientOrderId}`)?.id).toBe(answer.orderId);
      expect([row.user_id, row.client_order_id]).toEqual([p.trader.id, p.body.clientOrderId]);
      expect(answer.status).not.toBe('SUBMITTED');
      if (answer.status === 'FILLED' || answer.status === 'CANCELLED') {
        expect(row.status, `order ${row.id}`).toBe(answer.status);
        expect(eq(decimal(row.filled_amount), decimal(answer.filledAmount))).toBe(true);
        expect(eq(decimal(row.filled_quote), decimal(answer.filledQuote))).toBe(true);
      } else {
        expect(gte(decimal(row.filled_amount), decimal(answer.filledAmount))).toBe(true);
      }
      if (p.body.timeInForce === 'IOC' || p.body.type === 'market')
        expect(answer.status).not.toBe('PENDING');
    }
    for (const p of refused)
      expect(byClientId.has(`${p.trader.id}:${p.body.clientOrderId}`)).toBe(false);
    for (const c of cancels) {
      const row = byId.get(c.orderId);
      if (c.reply?.code === 0) {
        expect(row?.status).toBe('CANCELLED');
        expect(row?.cancel_reason).toBe('user');
        expect(eq(decimal(row?.filled_amount ?? '0'), decimal(c.reply.data.filledAmount))).toBe(
          true,
        );
      } else {
        // Already finished (filled, or cancelled by an attempt cut by a kill).
        expect(c.reply?.code, JSON.stringify(c.reply)).toBe(ERRORS.ORDER_ALREADY_CLOSED.code);
        expect(['FILLED', 'CANCELLED']).toContain(row?.status);
      }
    }

    const rowsOf = async (query: ReturnType<typeof sql<Record<string, unknown>>>) =>
      (await query.execute(db)).rows;

    // Conditional orders: each acknowledged one once, refused only for where the price is (or its absence before the first trade).
    const stopRefusals = new Set<number>(
      (
        [
          'NO_LAST_PRICE',
          'STOP_PRICE_AT_LAST',
          'OCO_PRICES_INVALID',
          'TOO_MANY_STOP_ORDERS',
        ] as const
      ).map((key) => ERRORS[key].code),
    );
    expect(
      stopPlacements
        .filter((p) => p.reply?.code !== 0 && !stopRefusals.has(p.reply?.code ?? -1))
        .map((p) => p.reply),
      'conditional placements refused for another reason',
    ).toEqual([]);
    const stopAcks = stopPlacements.filter((p) => p.reply?.code === 0);
    const stopRows = await rowsOf(sql`
      select id, user_id, client_order_id, status from spot_stop_order
      where market = ${SYMBOL} and user_id in (${sql.join(traders.map((t) => t.id))})`);
    expect(stopRows.length).toBe(stopAcks.length);
    for (const p of stopAcks)
      expect(
        stopRows.filter(
          (r) => r.user_id === p.trader.id && r.client_order_id === p.body.clientOrderId,
        ),
      ).toHaveLength(1);
    // The restart fires what the trades since reached; then none waits that a trade reached.
    const reachedButWaiting = () =>
      rowsOf(sql`
        select s.id, s.kind, s.direction, s.stop_price from spot_stop_order s
        where s.status = 'WAITING' and s.kind <> 'trailing' and exists (
          select 1 from spot_trade t where t.market = s.market and t.created_at > s.created_at
            and case when s.direction = 'rise' then t.price >= s.stop_price
              else t.price <= s.stop_price end)`);
    for (let i = 0; i < 100 && (await reachedButWaiting()).length > 0; i += 1) await sleep(100);
    expect(await reachedButWaiting()).toEqual([]);
    const stopStatuses = Object.fromEntries(
      ['WAITING', 'TRIGGERED', 'CANCELLED', 'REJECTED'].map((s) => [
        s,
        stopRows.filter((r) => r.status === s).length,
      ]),
    );

    // Nothing left half-done after the clean start.
    expect(
      await rowsOf(sql`select id, user_id from spot_order where status = 'SUBMITTED'`),
    ).toEqual([]);
    expect(await rowsOf(sql`select id from spot_journal`)).toEqual([]);

    // No fill duplicated.
    const [tradeStats] = await rowsOf(sql`
      select count(*)::int as n, count(distinct (maker_order_id, taker_order_id))::int as pairs,
        coalesce(min(trade_no), 0)::int as first, coalesce(max(trade_no), 0)::int as last,
        (select last_trade::int from spot_market where symbol = ${SYMBOL}) as market_last
      from spot_trade where market = ${SYMBOL}`);
    const trades = Number(tradeStats?.n);
    expect(trades).toBeGreaterThan(10);
    expect(tradeStats).toEqual({
      n: trades,
      pairs: trades,
      first: 1,
      last: trades,
      market_last: trades,
    });
    // Postings per trade, fills adding up, holds against frozen funds.
    expect(await checkSpot(db)).toEqual([]);

    // With the ledger's own rule (frozen equals the sum of open holds) this also
    // proves each user's frozen balance is what their resting orders hold.
    expect(await checkLedger(db)).toEqual([]);

    // The load really was cut: requests were retried, some of them answered by orders
    // the killed process had already made durable.
    const retried = placements.filter((p) => p.failures > 0);
    expect(retried.length).toBeGreaterThan(0);
    for (const p of retried.filter((p) => p.reply?.code === 0))
      expect(
        orders.filter(
          (o) => o.user_id === p.trader.id && o.client_order_id === p.body.clientOrderId,
        ),
      ).toHaveLength(1);
    const recovered = retried.filter((p) => {
      const row = p.reply?.code === 0 ? byId.get(p.reply.data.orderId) : undefined;
      const kill = killTimes.filter((k) => p.answeredAt !== undefined && k <= p.answeredAt).at(-1);
      return row !== undefined && kill !== undefined && row.created_at.getTime() < kill;
    });
    // Each order found SUBMITTED after a kill was answered: before the kill (journaled and
    // answered, its projection cut; the assertions above hold it to that answer), or after
    // the restart to a cut request resent.
    const answeredBeforeKill = submittedAtKill.flatMap((ids, k) =>
      ids.filter((id) => (answeredIds.get(id) ?? Infinity) <= (killTimes[k] ?? 0)),
    );
    const recoveredIds = new Set(recovered.map((p) => p.reply?.code === 0 && p.reply.data.orderId));
    const unaccounted = submittedAtKill.flatMap((ids, k) =>
      ids.filter(
        (id) => (answeredIds.get(id) ?? Infinity) > (killTimes[k] ?? 0) && !recoveredIds.has(id),
      ),
    );
    expect(unaccounted).toEqual([]);
    expect(answeredBeforeKill.length).toBeGreaterThan(0);
    const latencies = placements
      .filter((p) => p.failures === 0 && p.sentAt !== undefined && p.answeredAt !== undefined)
      .map((p) => (p.answeredAt ?? 0) - (p.sentAt ?? 0))
      .sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.floor(q * (latencies.length - 1))] ?? 0;
    const byStatus = Object.fromEntries(
      ['PENDING', 'FILLED', 'CANCELLED'].map((s) => [
        s,
        orders.filter((o) => o.status === s).length,
      ]),
    );
    console.info(
      `[crash] seed ${SEED}: ${kills} kills (kill ${targeted + 1} aimed between an answer and its projection); ` +
        `restarts ${servers.restartsMs.join('/')} ms; load ${loadMs} ms; ` +
        `placement round trip p50 ${at(0.5)} ms, p99 ${at(0.99)} ms; ` +
        `${acked.length} orders acknowledged (${JSON.stringify(byStatus)}), ${refused.length} refused, ` +
        `${cancels.length} cancels, ${trades} trades; ` +
        `${stopAcks.length} conditional orders (${JSON.stringify(stopStatuses)}); ` +
        `${retried.length} placements retried, ` +
        `${recovered.length} of them answered with the order the killed process had committed; ` +
        `SUBMITTED at each kill ${submittedAtKill.map((ids) => ids.length).join('/')}, ` +
        `${answeredBeforeKill.length} of them answered before the kill; test ${Date.now() - began} ms`,
    );
  }, 180_000);
});
