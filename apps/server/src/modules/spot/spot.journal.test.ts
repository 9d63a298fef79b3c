/**
 * The journal's model test. The same rounds of commands go to two fresh
 * databases: one runs uninterrupted; in the other, the projection of chosen
 * rounds fails in its commit after the callers were answered (what a crash
 * between the journal commit and the postings leaves behind), while the
 * next round is already being journaled, so the runner rebuilds from the
 * database and replays the journal rows left. Both must answer every
 * command alike and end with the same orders, trades, holds and balances,
 * and the same ledger postings, key by key and line by line.
 *
 * A round's commands are sent in one turn, so each round is one batch on
 * both sides (the runner starts draining after the turn).
 */
import { mulberry32 } from '@exchange/engine';
import type { SpotOrder } from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { manualClock } from '../../lib/clock.js';
import {
  createPGliteDatabase,
  createPostgresDatabase,
  describeWithPostgres,
} from '../../test/db.js';
import { dropFault, failProjection, ledgerSnapshot } from '../../test/journal.js';
import { createCoinService, createCoinStore } from '../coin/index.js';
import { checkLedger, postBatch, type Posting } from '../ledger/index.js';
import { checkSpot } from './spot.check.js';
import { createSpotService, type SpotService } from './spot.service.js';

const SYMBOL = 'BTC/USDT';
const USERS = 6;
const ROUNDS = 40;
/**
 * Rounds whose projection fails once, after a delay, so the next round is
 * journaled meanwhile (never two in a row: a rebuild that fails halts the
 * market, which refuses commands the uninterrupted side accepts).
 */
const FAULTY = new Set([5, 17, 31]);
/** A faulty round after whose answers the fee rates change. */
const FEE_CHANGE = 17;

interface Venue {
  readonly database: Database;
  readonly spot: SpotService;
  readonly clock: ReturnType<typeof manualClock>;
  /** What the runner logged: each failed projection says so. */
  readonly logged: string[];
}

async function venue(
  database?: Database,
  funds: readonly (readonly [string, string])[] = [
    ['USDT', '500000'],
    ['BTC', '8'],
  ],
): Promise<Venue> {
  database ??= await createPGliteDatabase();
  const clock = manualClock(Date.UTC(2026, 10, 21, 12));
  const postings: Posting[] = [];
  for (let userId = 1; userId <= USERS; userId += 1)
    for (const [asset, amount] of funds)
      postings.push({
        idempotencyKey: `fund-${asset}-${userId}`,
        type: 'recharge',
        reference: `fund-${asset}-${userId}`,
        lines: [
          { account: { system: 'custody:TRON', asset }, part: 'available', amount: `-${amount}` },
          { account: { userId, wallet: 'spot', asset }, part: 'available', amount },
        ],
      });
  await database.db
    .transaction()
    .execute((trx) => postBatch(trx, postings, { partial: false, nowMs: clock.nowMs() }));
  const logged: string[] = [];
  const spot = createSpotService({
    db: database.db,
    writer: database.writer,
    clock,
    coins: createCoinService(createCoinStore(database.db)),
    log: (_error, message) => logged.push(message),
  });
  await spot.start();
  return { database, spot, clock, logged };
}

type Command =
  | { kind: 'place'; userId: number; body: Parameters<SpotService['place']>[1] }
  | { kind: 'cancel'; userId: number; pick: number };

/** One round: a few placements near 60,000 (limits, IOC, market by amount and by quote), or cancels. */
function round(random: () => number, r: number): Command[] {
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  // Placements and cancels never share a round: a batch places before it cancels,
  // and the model keeps that order out of the comparison's way.
  if (r % 4 === 3)
    return Array.from({ length: int(1, 3) }, () => ({
      kind: 'cancel' as const,
      userId: int(1, USERS),
      pick: int(0, 1000),
    }));
  return Array.from({ length: int(1, 8) }, (_, i) => {
    const side = random() < 0.5 ? ('buy' as const) : ('sell' as const);
    const userId = int(1, USERS);
    const clientOrderId = `r${r}n${i}`;
    const roll = int(0, 99);
    if (roll < 8)
      return {
        kind: 'place' as const,
        userId,
        body:
          side === 'buy'
            ? {
                symbol: SYMBOL,
                side,
                type: 'market' as const,
                quoteAmount: String(int(100, 3000)),
                clientOrderId,
              }
            : {
                symbol: SYMBOL,
                side,
                type: 'market' as const,
                amount: `0.0${int(10, 99)}`,
                clientOrderId,
              },
      };
    return {
      kind: 'place' as const,
      userId,
      body: {
        symbol: SYMBOL,
        side,
        type: 'limit' as const,
        price: String(60_000 + (side === 'buy' ? int(-8, 4) : int(-4, 8))),
        amount: `0.${String(int(5, 400)).padStart(4, '0')}`,
        timeInForce: roll < 25 ? ('IOC' as const) : ('GTC' as const),
        clientOrderId,
      },
    };
  });
}

type Outcome = { ok: SpotOrder } | { error: string };

/** Sends a round in one turn; resolves with each command's outcome. */
async function send(v: Venue, commands: readonly Command[], resting: readonly SpotOrder[][]) {
  const sent = commands.map((c) => {
    if (c.kind === 'place') return v.spot.place(c.userId, c.body);
    const mine = resting[c.userId] ?? [];
    const target = mine[c.pick % Math.max(1, mine.length)];
    return target
      ? v.spot.cancel(c.userId, target.orderId)
      : Promise.reject(Object.assign(new Error('none'), { key: 'NOTHING_TO_CANCEL' }));
  });
  const settled = await Promise.allSettled(sent);
  return settled.map((s): Outcome =>
    s.status === 'fulfilled'
      ? { ok: s.value }
      : { error: String((s.reason as { key?: string }).key ?? s.reason) },
  );
}

/** What must be equal: every row a batch writes, in a stable order (`ledgerSnapshot` says what the ledger's leave aside). */
async function snapshot(db: Database['db']) {
  const rows = async (query: ReturnType<typeof sql<Record<string, unknown>>>) =>
    (await query.execute(db)).rows;
  return {
    orders: await rows(sql`select * from spot_order order by id`),
    trades: await rows(sql`select * from spot_trade order by trade_no`),
    market: await rows(sql`select last_seq, last_trade from spot_market where symbol = ${SYMBOL}`),
    ...(await ledgerSnapshot(db)),
    journal: await rows(sql`select id from spot_journal`),
  };
}

describe('spot journal: replay after a failed projection equals the uninterrupted path', () => {
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
    const resting: SpotOrder[][] = Array.from({ length: USERS + 1 }, () => []);
    for (let r = 0; r < ROUNDS; r += 1) {
      const commands = round(random, r);
      for (const v of [plain, faulty]) v.clock.advance(1000);
      const fault = FAULTY.has(r);
      if (fault) await failProjection(faulty.database.db, 'spot_journal', r, 150, r === FEE_CHANGE);
      const [a, b] = await Promise.all([
        send(plain, commands, resting),
        send(faulty, commands, resting),
      ]);
      expect(b, `round ${r}`).toEqual(a);
      // An operator changes the fees while the market cannot write this round (its
      // rebuilds keep failing): the replay must still charge the answers' rates.
      if (r === FEE_CHANGE) {
        for (const v of [plain, faulty])
          await v.spot.reconfigure({ symbol: SYMBOL, makerFee: '0.002', takerFee: '0.0025' });
        await dropFault(faulty.database.db, 'spot_journal', r);
        await faulty.spot.settled();
      }
      // The next round goes in while a failed projection is still being rebuilt.
      if (!fault && !FAULTY.has(r - 1))
        await Promise.all([plain.spot.settled(), faulty.spot.settled()]);
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
    await Promise.all([plain.spot.settled(), faulty.spot.settled()]);
    for (const r of FAULTY)
      if (r !== FEE_CHANGE) await dropFault(faulty.database.db, 'spot_journal', r);
    // Each fault failed one projection; the rebuild after it worked at once, except
    // at the fee change, where it failed until the fault went.
    expect(plain.logged).toEqual([]);
    const halted = faulty.logged.filter((m) => m.includes('rebuild failed, market halted'));
    expect(halted.length).toBeGreaterThan(0);
    // A failed rebuild is its replay's projection failing, logged as such too.
    expect(faulty.logged.filter((m) => m.includes('projection failed'))).toHaveLength(
      FAULTY.size + halted.length,
    );
    expect(faulty.logged).toHaveLength(FAULTY.size + 2 * halted.length);

    const [x, y] = [await snapshot(plain.database.db), await snapshot(faulty.database.db)];
    expect(x.trades.length).toBeGreaterThan(20);
    expect(x.journal).toEqual([]);
    expect(y).toEqual(x);
    for (const v of [plain, faulty])
      expect(await checkLedger(v.database.db, [() => checkSpot(v.database.db)])).toEqual([]);
  }, 120_000);
});

describeWithPostgres(
  'spot journal on PostgreSQL: a placement short of funds while its proceeds are still being written',
  () => {
    let v: Venue;
    beforeAll(async () => {
      // User 1 holds BTC only, user 2 USDT only.
      const database = await createPostgresDatabase();
      v = await venue(database, []);
      await database.db.transaction().execute((trx) =>
        postBatch(
          trx,
          (
            [
              [1, 'BTC', '1'],
              [2, 'USDT', '100000'],
            ] as const
          ).map(([userId, asset, amount]) => ({
            idempotencyKey: `pg-fund-${userId}`,
            type: 'recharge' as const,
            reference: `pg-fund-${userId}`,
            lines: [
              {
                account: { system: 'custody:TRON' as const, asset },
                part: 'available' as const,
                amount: `-${amount}`,
              },
              {
                account: { userId, wallet: 'spot' as const, asset },
                part: 'available' as const,
                amount,
              },
            ],
          })),
          { partial: false, nowMs: v.clock.nowMs() },
        ),
      );
    }, 60_000);
    afterAll(async () => {
      await v?.database.close();
    });

    it('waits for them and goes in; one beyond them is refused', async () => {
      const { db } = v.database;
      const buy = (userId: number, price: string, amount: string) =>
        v.spot.place(userId, { symbol: SYMBOL, side: 'buy', type: 'limit', price, amount });
      expect((await buy(2, '50000', '0.5')).status).toBe('PENDING');
      await v.spot.settled();
      // Projections now take a while, so the sale below is answered long before its proceeds land.
      await sql
        .raw(
          `create function slow_projection() returns trigger language plpgsql as $$
        begin perform pg_sleep(0.3); return old; end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger slow_projection before delete on spot_journal
        for each row execute function slow_projection()`,
        )
        .execute(db);
      try {
        const sold = await v.spot.place(1, {
          symbol: SYMBOL,
          side: 'sell',
          type: 'limit',
          price: '50000',
          amount: '0.5',
        });
        expect(sold.status).toBe('FILLED');
        const proceeds = (
          await sql<{ available: string }>`select available from ledger_account
        where user_id = 1 and asset = 'USDT'`.execute(db)
        ).rows[0]?.available;
        // Not written yet: the buy below finds no USDT at first.
        expect(proceeds === undefined || Number(proceeds) === 0).toBe(true);
        // The sale brings 25,000 USDT less the taker's 0.15 %: 24,000 fits, 28,000 does not.
        const [fits, beyond] = await Promise.allSettled([
          buy(1, '40000', '0.6'),
          buy(1, '40000', '0.7'),
        ]);
        expect(fits.status === 'fulfilled' && fits.value.status).toBe('PENDING');
        expect(beyond.status === 'rejected' && (beyond.reason as { key?: string }).key).toBe(
          'INSUFFICIENT_BALANCE',
        );
      } finally {
        await sql.raw('drop trigger slow_projection on spot_journal').execute(db);
        await sql.raw('drop function slow_projection').execute(db);
      }
      await v.spot.settled();
      expect(await checkLedger(db, [() => checkSpot(db)])).toEqual([]);
    }, 60_000);
  },
);
