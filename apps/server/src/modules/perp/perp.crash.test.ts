/**
 * kill -9 during a contract order load, as `spot.crash.test.ts` does for
 * spot: commands are durable before they are acknowledged, and after a
 * crash no acknowledged order or fill is lost or duplicated, and the
 * positions rebuilt from the database are the ones the trades made.
 *
 * The real server runs as a child process (`test/crash/server-process.ts`)
 * on a schema of its own on the real PostgreSQL server. Clients open longs
 * and shorts on BTCUSDT (each trader one direction, one leverage) with
 * limit, IOC and market orders around the mark, and cancel some of what
 * rests, and close parts of their positions (positions shrink, close and
 * reopen), while the server is SIGKILLed three to five times (once aimed
 * between a batch's journal commit and its projection, at orders already
 * answered) and restarted. A cut request is resent
 * with the same clientOrderId until answered. After a clean restart the
 * database must show every acknowledged order exactly once, no duplicated
 * fill, nothing SUBMITTED or journaled, and clean ledger and contract checks (open longs
 * equal open shorts, every margin and freeze held by its hold).
 *
 * CRASH_SEED=<n> repeats a run's choices; the interleaving and the kill
 * moments stay real-time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERRORS, PATHS, type PerpConfig, type PerpOrder } from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Database } from '../../db/database.js';
import { systemClock } from '../../lib/clock.js';
import {
  call,
  seededRandom,
  registerTraders,
  startCrashServer,
  type ServerSupervisor,
  sleep,
  type Envelope,
  type Trader,
} from '../../test/crash/harness.js';
import { createPostgresDatabase, describeWithPostgres, TEST_DATABASE_URL } from '../../test/db.js';
import { checkLedger, createLedger } from '../ledger/index.js';
import { deposit } from '../ledger/ledger.test-support.js';
import { checkPerp } from './perp.check.js';

const SYMBOL = 'BTCUSDT';
const SIGN_SECRET = 'crash-test-sign-secret';
const USERS = 16;
const CLIENTS = 8;
const MAX_PLACEMENTS = 3000;
const PACE_MS = 25;
const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Refusals a correct server may give this load; anything else fails the test. */
const EXPECTED_REFUSALS = new Set<number>([
  ERRORS.TOO_MANY_OPEN_ORDERS.code,
  ERRORS.NO_LIQUIDITY.code,
  // A close sent without a position, or beyond what is left to close.
  ERRORS.POSITION_NOT_FOUND.code,
  ERRORS.CLOSABLE_LOTS_INSUFFICIENT.code,
]);
const path = (p: string) => `/uc${p}`;

interface Placement {
  readonly trader: Trader & { direction: 'long' | 'short' };
  readonly body: Record<string, string | number>;
  failures: number;
  reply?: Envelope<PerpOrder>;
  answeredAt?: number;
}

let database: Database & { schema: string };
let servers: ServerSupervisor;
let dataDir: string;
let baseUrl: string;
let traders: (Trader & { direction: 'long' | 'short' })[] = [];

describeWithPostgres('contracts: kill -9 during an order load', () => {
  beforeAll(async () => {
    database = await createPostgresDatabase({ poolSize: 4 });
    dataDir = mkdtempSync(join(tmpdir(), 'exchange-perp-crash-'));
    ({ servers, baseUrl } = await startCrashServer({
      databaseUrl: TEST_DATABASE_URL,
      schema: database.schema,
      dataDir,
      signSecret: SIGN_SECRET,
    }));
    const registered = await registerTraders(
      baseUrl,
      SIGN_SECRET,
      `pcrash${SEED.toString(36)}`,
      USERS,
    );
    traders = registered.map((t, i) => ({
      ...t,
      direction: i % 2 === 0 ? ('long' as const) : ('short' as const),
    }));
    const ledger = createLedger(database.db, systemClock);
    for (const t of traders) {
      await deposit(ledger, `pcrash-usdt-${t.id}`, t.id, '5000000');
      await ledger.post({
        idempotencyKey: `pcrash-move-${t.id}`,
        type: 'transfer',
        reference: `pcrash-move-${t.id}`,
        lines: [
          {
            account: { userId: t.id, wallet: 'spot', asset: 'USDT' },
            part: 'available',
            amount: '-5000000',
          },
          {
            account: { userId: t.id, wallet: 'contract', asset: 'USDT' },
            part: 'available',
            amount: '5000000',
          },
        ],
      });
    }
  }, 180_000);

  afterAll(async () => {
    await servers?.close();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged order exactly once, no fill twice, positions and ledger whole', async () => {
    console.info(
      `[perp crash] seed ${SEED} (CRASH_SEED=${SEED} repeats the mix and the kill count)`,
    );
    onTestFailed(() => {
      console.error(
        `[perp crash] seed ${SEED}; the servers' last output:\n${servers.output.join('\n')}`,
      );
    });
    const began = Date.now();
    const deadlineMs = Date.now() + 150_000;
    const ints = (random: () => number) => (lo: number, hi: number) =>
      lo + Math.floor(random() * (hi - lo + 1));

    // The mark comes from the server's own index: orders are placed around it.
    let mark = 0;
    while (mark === 0 && Date.now() < deadlineMs) {
      const { reply } = await call<PerpConfig>(
        baseUrl,
        SIGN_SECRET,
        path(PATHS.perpConfig),
        { symbol: SYMBOL },
        { deadlineMs, method: 'GET' },
      );
      mark = Math.round(Number(reply.data.markPrice ?? 0));
      if (mark === 0) await sleep(200);
    }
    expect(mark).toBeGreaterThan(0);

    const placements: Placement[] = [];
    const cancels: { orderId: string; reply?: Envelope<PerpOrder> }[] = [];
    let reserved = 0;
    let answered = 0;
    let stopping = false;

    const killerInt = ints(seededRandom(SEED));
    const kills = killerInt(3, 5);
    /** One kill waits for an answered order not yet written, to exercise the replay for sure. */
    const targeted = killerInt(0, kills - 1);
    const killTimes: number[] = [];
    /** The orders SUBMITTED (journaled, not written) at each kill. */
    const submittedAtKill: string[][] = [];
    /** Orders whose answer had reached the client, and when. */
    const answeredIds = new Map<string, number>();

    const order = (
      int: (lo: number, hi: number) => number,
      trader: Placement['trader'],
      n: number,
    ): Placement['body'] => {
      const roll = int(0, 99);
      const clientOrderId = `p${SEED.toString(36)}n${n}`;
      if (roll >= 75) {
        // A close of part of the trader's position: positions shrink, close and reopen.
        const close = {
          symbol: SYMBOL,
          direction: trader.direction,
          action: 'close',
          lots: int(2, 10),
          clientOrderId,
        };
        if (roll >= 92) return { ...close, type: 'market' };
        const offset = trader.direction === 'long' ? int(-5, 8) : int(-8, 5);
        return { ...close, type: 'limit', price: String(mark + offset) };
      }
      const base = {
        symbol: SYMBOL,
        direction: trader.direction,
        action: 'open',
        lots: int(1, 5),
        leverage: 10,
        clientOrderId,
      };
      if (roll < 10) return { ...base, type: 'market' };
      // Longs a little above the mark and shorts a little below: many cross.
      const offset = trader.direction === 'long' ? int(-8, 5) : int(-5, 8);
      return {
        ...base,
        type: 'limit',
        price: String(mark + offset),
        timeInForce: roll < 20 ? 'IOC' : 'GTC',
      };
    };

    async function client(index: number): Promise<void> {
      const int = ints(seededRandom(SEED + 1 + index));
      const mine = traders.filter((_, i) => i % CLIENTS === index);
      const resting: { trader: Trader; orderId: string }[] = [];
      while (!stopping && reserved < MAX_PLACEMENTS) {
        const pace = sleep(PACE_MS);
        if (resting.length > 0 && int(0, 99) < 15) {
          const [target] = resting.splice(int(0, resting.length - 1), 1);
          if (!target) continue;
          const cancel: { orderId: string; reply?: Envelope<PerpOrder> } = {
            orderId: target.orderId,
          };
          cancels.push(cancel);
          cancel.reply = (
            await call<PerpOrder>(
              baseUrl,
              SIGN_SECRET,
              path(PATHS.perpCancel),
              { id: target.orderId },
              { token: target.trader.token, deadlineMs, method: 'GET' },
            )
          ).reply;
        } else {
          reserved += 1;
          const trader = mine[int(0, mine.length - 1)] as Placement['trader'];
          const placement: Placement = { trader, body: order(int, trader, reserved), failures: 0 };
          placements.push(placement);
          const { reply, failures } = await call<PerpOrder>(
            baseUrl,
            SIGN_SECRET,
            path(PATHS.perpOrder),
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

    async function flowing(n: number): Promise<void> {
      const from = answered;
      while (answered - from < n && reserved < MAX_PLACEMENTS) await sleep(2);
    }

    /** Waits until an order its client has been answered for is still SUBMITTED: journaled only. */
    async function untilAnsweredUnwritten(timeoutMs: number): Promise<void> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const { rows } = await sql<{ id: string }>`
          select id from perp_order where status = 'SUBMITTED'`.execute(database.db);
        if (rows.some((row) => answeredIds.has(row.id))) return;
      }
    }

    async function killer(): Promise<void> {
      try {
        for (let k = 0; k < kills; k += 1) {
          await flowing(12);
          // A moment unrelated to batch boundaries, or the window between a batch's
          // journal commit and its projection, after its answers went out.
          if (k === targeted) await untilAnsweredUnwritten(5000);
          else await sleep(killerInt(200, 1500));
          await servers.kill9();
          killTimes.push(Date.now());
          const { rows } = await sql<{ id: string }>`
            select id from perp_order where status = 'SUBMITTED'`.execute(database.db);
          submittedAtKill.push(rows.map((row) => row.id));
          await servers.start();
        }
        await flowing(40);
        await sleep(200);
      } finally {
        stopping = true;
      }
    }

    await Promise.all([killer(), ...Array.from({ length: CLIENTS }, (_, i) => client(i))]);
    await servers.stop();
    await servers.start({ prepareNext: false });

    const db = database.db;
    const { rows: orders } = await sql<{
      id: string;
      user_id: number;
      client_order_id: string | null;
      status: string;
      remaining_lots: string;
    }>`select id, user_id, client_order_id, status, remaining_lots from perp_order
      where contract = ${SYMBOL}`.execute(db);
    const byId = new Map(orders.map((o) => [o.id, o]));
    const byClientId = new Map(orders.map((o) => [`${o.user_id}:${o.client_order_id}`, o]));

    const acked = placements.filter((p) => p.reply?.code === 0);
    const refused = placements.filter((p) => p.reply?.code !== 0);
    expect(
      refused.filter((p) => !EXPECTED_REFUSALS.has(p.reply?.code ?? -1)).map((p) => p.reply),
      'placements refused for an unexpected reason',
    ).toEqual([]);
    expect(placements.every((p) => p.reply !== undefined)).toBe(true);
    expect(killTimes.length).toBe(kills);

    // Every acknowledged order exactly once, as it was answered.
    expect(new Set(acked.map((p) => p.reply?.data.orderId)).size).toBe(acked.length);
    expect(orders.length).toBe(acked.length);
    expect(byClientId.size).toBe(orders.length);
    for (const p of acked) {
      const answer = p.reply?.data as PerpOrder;
      const row = byId.get(answer.orderId);
      expect(row, `acknowledged order ${answer.orderId} is missing`).toBeDefined();
      expect(byClientId.get(`${p.trader.id}:${String(p.body.clientOrderId)}`)?.id).toBe(
        answer.orderId,
      );
      expect(answer.status).not.toBe('SUBMITTED');
      if (answer.status === 'FILLED' || answer.status === 'CANCELLED')
        expect(row?.status, `order ${answer.orderId}`).toBe(answer.status);
    }
    for (const p of refused)
      expect(byClientId.has(`${p.trader.id}:${String(p.body.clientOrderId)}`)).toBe(false);
    for (const c of cancels) {
      const row = byId.get(c.orderId);
      if (c.reply?.code === 0) expect(row?.status).toBe('CANCELLED');
      else {
        expect(c.reply?.code, JSON.stringify(c.reply)).toBe(ERRORS.ORDER_ALREADY_CLOSED.code);
        expect(['FILLED', 'CANCELLED']).toContain(row?.status);
      }
    }

    const rowsOf = async (query: ReturnType<typeof sql<Record<string, unknown>>>) =>
      (await query.execute(db)).rows;
    expect(await rowsOf(sql`select id from perp_order where status = 'SUBMITTED'`)).toEqual([]);
    expect(await rowsOf(sql`select id from perp_journal`)).toEqual([]);

    // No fill duplicated: trade numbers run 1..n, each maker-taker pair once.
    const [trades] = await rowsOf(sql`
      select count(*)::int as n, count(distinct (maker_order_id, taker_order_id))::int as pairs,
        coalesce(min(trade_no), 0)::int as first, coalesce(max(trade_no), 0)::int as last
      from perp_trade where contract = ${SYMBOL}`);
    const n = Number(trades?.n);
    expect(n).toBeGreaterThan(10);
    expect(trades).toEqual({ n, pairs: n, first: 1, last: n });

    // Longs equal shorts, every margin and freeze held by its hold, PnL and fees booked.
    expect(await checkPerp(db)).toEqual([]);
    expect(await checkLedger(db)).toEqual([]);

    const retried = placements.filter((p) => p.failures > 0);
    expect(retried.length).toBeGreaterThan(0);
    // Orders answered and still SUBMITTED when the server died: the replay made them.
    const answeredBeforeKill = submittedAtKill.flatMap((ids, k) =>
      ids.filter((id) => (answeredIds.get(id) ?? Infinity) <= (killTimes[k] ?? 0)),
    );
    for (const id of answeredBeforeKill) expect(byId.get(id)?.status).not.toBe('SUBMITTED');
    const closes = acked.filter((p) => p.body.action === 'close').length;
    const [positions] = await rowsOf(sql`
      select count(*)::int as n, count(*) filter (where status = 'CLOSED')::int as closed
      from perp_position where contract = ${SYMBOL}`);
    console.info(
      `[perp crash] seed ${SEED}: ${kills} kills (kill ${targeted + 1} aimed between an answer and its projection); ` +
        `restarts ${servers.restartsMs.join('/')} ms; ${acked.length} orders acknowledged ` +
        `(${closes} closes), ${refused.length} refused, ${cancels.length} cancels, ${n} trades, ` +
        `${String(positions?.n)} positions (${String(positions?.closed)} closed), ` +
        `${retried.length} placements retried; SUBMITTED at each kill ` +
        `${submittedAtKill.map((ids) => ids.length).join('/')}, ${answeredBeforeKill.length} of them ` +
        `answered before the kill; test ${Date.now() - began} ms`,
    );
  }, 180_000);
});
