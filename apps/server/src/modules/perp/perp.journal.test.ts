/**
 * The contract journal's model test, as spot's (`spot.journal.test.ts`):
 * the same rounds of commands go to two fresh databases. One runs
 * uninterrupted; in the other, the projection of chosen rounds fails in its
 * commit after the callers were answered (what a crash between the journal
 * commit and the postings leaves behind) while the next round is already
 * being journaled, so the runner rebuilds from the database and replays the
 * journal rows left: positions opened, grown, closed and reopened, with the
 * position ids the journal kept. Both must answer every command alike and
 * end with the same orders, positions, trades, holds and balances, and the
 * same ledger postings, key by key and line by line.
 *
 * A round's commands are sent in one turn, so each round is one batch on
 * both sides.
 */
import { risk, mulberry32 } from '@exchange/engine';
import type { PerpOrder, PerpPlaceOrder } from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { manualClock } from '../../lib/clock.js';
import { createPGliteDatabase } from '../../test/db.js';
import { dropFault, failProjection, ledgerSnapshot } from '../../test/journal.js';
import { createCoinService, createCoinStore } from '../coin/index.js';
import { checkLedger, postBatch, type Posting } from '../ledger/index.js';
import { checkPerp } from './perp.check.js';
import { createPerpService } from './perp.service.js';

const SYMBOL = 'BTCUSDT';
const MARK = 95_000;
/** Odd users hold longs, even ones shorts (one direction each, as the contract requires). */
const USERS = 8;
const ROUNDS = 40;
/** Rounds whose projection fails once, after a delay, so the next round is journaled meanwhile. */
const FAULTY = new Set([4, 13, 22, 33]);

type PerpService = ReturnType<typeof createPerpService>;

interface Venue {
  readonly database: Database;
  readonly perp: PerpService;
  readonly clock: ReturnType<typeof manualClock>;
  readonly logged: string[];
}

async function venue(): Promise<Venue> {
  const database = await createPGliteDatabase();
  const clock = manualClock(Date.UTC(2026, 10, 29, 12));
  const postings: Posting[] = [];
  for (let userId = 1; userId <= USERS; userId += 1)
    postings.push({
      idempotencyKey: `fund-${userId}`,
      type: 'recharge',
      reference: `fund-${userId}`,
      lines: [
        {
          account: { system: 'custody:TRON', asset: 'USDT' },
          part: 'available',
          amount: '-50000',
        },
        {
          account: { userId, wallet: 'contract', asset: 'USDT' },
          part: 'available',
          amount: '50000',
        },
      ],
    });
  await database.db
    .transaction()
    .execute((trx) => postBatch(trx, postings, { partial: false, nowMs: clock.nowMs() }));
  const logged: string[] = [];
  const perp = createPerpService({
    db: database.db,
    writer: database.writer,
    clock,
    coins: createCoinService(createCoinStore(database.db)),
    indexPrice: () => String(MARK),
    log: (_error, message) => logged.push(message),
  });
  await perp.start();
  perp.runner(SYMBOL).mark = risk.fx(String(MARK));
  return { database, perp, clock, logged };
}

type Command =
  | { kind: 'place'; userId: number; body: PerpPlaceOrder }
  | { kind: 'cancel'; userId: number; pick: number };

/**
 * One round: opens and closes near the mark (limits, IOC, market), or
 * cancels; one command per user, since the service queues a user's second
 * command on a coin behind the first, which would split the round in two
 * batches.
 */
function round(random: () => number, r: number): Command[] {
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const users = Array.from({ length: USERS }, (_, i) => i + 1)
    .map((userId) => ({ userId, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map((u) => u.userId);
  if (r % 4 === 3)
    return users.slice(0, int(1, 3)).map((userId) => ({
      kind: 'cancel' as const,
      userId,
      pick: int(0, 1000),
    }));
  return users.slice(0, int(1, USERS)).map((userId, i) => {
    const direction = userId % 2 === 1 ? ('long' as const) : ('short' as const);
    const close = int(0, 99) < 50;
    const roll = int(0, 99);
    // Opening longs and closing shorts buy: a little above the mark crosses.
    const buys = (direction === 'long') === !close;
    const body: PerpPlaceOrder = {
      symbol: SYMBOL,
      direction,
      action: close ? 'close' : 'open',
      type: roll < 10 ? 'market' : 'limit',
      price: roll < 10 ? null : String(MARK + (buys ? int(-6, 3) : int(-3, 6))),
      lots: close ? int(1, 10) : int(1, 4),
      leverage: close ? null : 10,
      takeProfit: null,
      stopLoss: null,
      timeInForce: roll < 10 || roll > 85 ? 'IOC' : 'GTC',
      clientOrderId: `r${r}n${i}`,
    };
    return { kind: 'place' as const, userId, body };
  });
}

type Outcome = { ok: PerpOrder } | { error: string };

/** Sends a round in one turn; resolves with each command's outcome. */
async function send(v: Venue, commands: readonly Command[], resting: readonly PerpOrder[][]) {
  const sent = commands.map((c) => {
    if (c.kind === 'place') return v.perp.place(c.userId, c.body);
    const mine = resting[c.userId] ?? [];
    const target = mine[c.pick % Math.max(1, mine.length)];
    return target
      ? v.perp.cancel(c.userId, target.orderId)
      : Promise.reject(Object.assign(new Error('none'), { key: 'NOTHING_TO_CANCEL' }));
  });
  const settled = await Promise.allSettled(sent);
  return settled.map((s): Outcome =>
    s.status === 'fulfilled'
      ? { ok: s.value }
      : { error: String((s.reason as { key?: string }).key ?? s.reason) },
  );
}

/** What must be equal: every row a batch writes, in a stable order (`ledgerSnapshot` says what the ledger's leave aside), but the trades' serial row ids. */
async function snapshot(db: Database['db']) {
  const rows = async (query: ReturnType<typeof sql<Record<string, unknown>>>) =>
    (await query.execute(db)).rows;
  return {
    orders: await rows(sql`select * from perp_order order by id`),
    positions: await rows(sql`select * from perp_position order by id`),
    // A trade is its number; the row id is a serial, which a rolled-back projection advances.
    trades: (await rows(sql`select * from perp_trade order by trade_no`)).map(
      ({ id: _id, ...trade }) => trade,
    ),
    contract: await rows(
      sql`select last_seq, last_trade from perp_contract where symbol = ${SYMBOL}`,
    ),
    ...(await ledgerSnapshot(db)),
    journal: await rows(sql`select id from perp_journal`),
  };
}

describe('contract journal: replay after a failed projection equals the uninterrupted path', () => {
  let plain: Venue;
  let faulty: Venue;
  beforeAll(async () => {
    [plain, faulty] = [await venue(), await venue()];
  }, 60_000);
  afterAll(async () => {
    await plain?.database.close();
    await faulty?.database.close();
  });

  it('answers, rows and postings alike', async () => {
    const random = mulberry32(20261129);
    const resting: PerpOrder[][] = Array.from({ length: USERS + 1 }, () => []);
    for (let r = 0; r < ROUNDS; r += 1) {
      const commands = round(random, r);
      for (const v of [plain, faulty]) v.clock.advance(1000);
      const fault = FAULTY.has(r);
      if (fault) await failProjection(faulty.database.db, 'perp_journal', r, 150);
      const [a, b] = await Promise.all([
        send(plain, commands, resting),
        send(faulty, commands, resting),
      ]);
      expect(b, `round ${r}`).toEqual(a);
      // Time moves on before a rebuild replays the round: the replay must use the row's time.
      for (const v of [plain, faulty]) v.clock.advance(500);
      // The next round goes in while a failed projection is still being rebuilt.
      if (!fault) await Promise.all([plain.perp.settled(), faulty.perp.settled()]);
      for (const [i, c] of commands.entries()) {
        const outcome = a[i];
        if (c.kind !== 'place' || !outcome || !('ok' in outcome)) continue;
        if (outcome.ok.status === 'PENDING') resting[c.userId]?.push(outcome.ok);
      }
      for (const [i, c] of commands.entries()) {
        const outcome = a[i];
        if (c.kind !== 'cancel' || !outcome || !('ok' in outcome)) continue;
        const mine = resting[c.userId] ?? [];
        resting[c.userId] = mine.filter((o) => o.orderId !== outcome.ok.orderId);
      }
    }
    await Promise.all([plain.perp.settled(), faulty.perp.settled()]);
    for (const r of FAULTY) await dropFault(faulty.database.db, 'perp_journal', r);
    // Each fault failed one projection; the rebuild after it worked at once.
    expect(plain.logged).toEqual([]);
    expect(faulty.logged).toEqual(
      [...FAULTY].map(() => `perp ${SYMBOL}: projection failed, rebuilding`),
    );

    const [x, y] = [await snapshot(plain.database.db), await snapshot(faulty.database.db)];
    expect(x.trades.length).toBeGreaterThan(20);
    // Positions closed and reopened, so the replay drew the journaled position ids.
    expect(x.positions.filter((p) => p.status === 'CLOSED').length).toBeGreaterThan(0);
    expect(x.journal).toEqual([]);
    expect(y).toEqual(x);
    for (const v of [plain, faulty])
      expect(await checkLedger(v.database.db, [() => checkPerp(v.database.db)])).toEqual([]);
  }, 120_000);
});
