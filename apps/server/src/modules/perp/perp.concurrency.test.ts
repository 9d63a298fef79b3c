import type { Session } from '@exchange/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { manualClock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createPostgresDatabase, describeWithPostgres } from '../../test/db.js';
import { perpHarness } from '../../test/perp.js';
import { checkLedger, createLedger } from '../ledger/index.js';
import { checkPerp } from './perp.check.js';
import type { PositionState } from './perp.state.js';

/**
 * Hundreds of requests at once from a dozen users on two contracts, against
 * a real PostgreSQL: opens and closes, limit and market, cancels, close-all,
 * with risk passes at moving marks racing them (half the users in cross
 * margin, whose free balance those passes move).
 * Whatever interleaving the pool and the runners produce, the ledger and the
 * contract invariants hold, and a fresh server started on the same database
 * rebuilds exactly the positions the first one held in memory.
 */
describeWithPostgres('perpetuals under concurrency (PostgreSQL)', () => {
  let database: Database;
  let t: TestApp;
  let h: ReturnType<typeof perpHarness>;
  beforeAll(async () => {
    database = await createPostgresDatabase({ poolSize: 20 });
    t = await createTestApp({ database });
    h = perpHarness(t, createLedger(database.db, manualClock()));
  });
  afterAll(async () => {
    expect(await checkLedger(database.db, [() => checkPerp(database.db)])).toEqual([]);
    await database.close();
  });

  it('keeps every invariant and rebuilds the same state after a restart', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const marks: Record<string, number> = { BTCUSDT: 95000, ETHUSDT: 3000 };
    for (const [symbol, mark] of Object.entries(marks)) h.setMark(String(mark), symbol);
    const users: Session[] = [];
    for (let i = 0; i < 12; i += 1) users.push(await h.trader('50000'));
    // Half of them trade in cross margin: their top-ups, releases and
    // liquidations move the free balance that their placements freeze.
    for (const u of users.slice(0, 6))
      for (const symbol of Object.keys(marks))
        await t.app.perp.setMarginMode(u.member.id, symbol, 'cross');

    const request = (s: Session) => {
      const symbol = pick(Object.keys(marks));
      const mark = marks[symbol] ?? 1;
      const tick = symbol === 'BTCUSDT' ? 0.1 : 0.01;
      const price = (Math.round((mark * (0.995 + random() * 0.01)) / tick) * tick).toFixed(2);
      const direction = pick(['long', 'short'] as const);
      const kind = random();
      const base = { symbol, direction, lots: 1 + Math.floor(random() * 5) };
      if (kind < 0.55)
        return h.place(s, {
          ...base,
          action: 'open',
          type: 'limit',
          price,
          leverage: pick([5, 10, 20, 50]),
        });
      if (kind < 0.7) return h.place(s, { ...base, action: 'open', type: 'market', leverage: 10 });
      if (kind < 0.85)
        return h.place(s, {
          ...base,
          action: 'close',
          type: pick(['limit', 'market']),
          ...(random() < 0.5 ? { price } : {}),
        });
      if (kind < 0.95) return h.get('/api/contractApplyOrder!cancelAll.action', s, { symbol });
      return h.get('/api/contractOrder!closeAll.action', s, { symbol });
    };
    /** A risk pass at a mark up to 8 % away, some time into the requests. */
    const pass = async (symbol: string, delayMs: number) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const mark = (marks[symbol] ?? 1) * (0.92 + random() * 0.16);
      h.setMark(mark.toFixed(2), symbol);
      await t.app.perp.riskPass(symbol);
    };
    for (let round = 0; round < 3; round += 1) {
      const passes = Array.from({ length: 6 }, (_, i) => pass(pick(Object.keys(marks)), i * 40));
      const replies = await Promise.all(Array.from({ length: 120 }, () => request(pick(users))));
      await Promise.all(passes);
      // Every reply is an answer (success or a coded refusal), never a crash.
      for (const res of replies) expect(typeof res.json().code, res.body).toBe('number');
      for (const res of replies) expect(res.statusCode, res.body).toBeLessThan(500);
    }
    expect(await checkLedger(database.db, [() => checkPerp(database.db)])).toEqual([]);

    const shape = (p: PositionState) => ({
      id: p.id,
      userId: p.userId,
      direction: p.direction,
      mode: p.marginMode,
      lots: p.lots,
      entry: String(p.entryPrice),
      margin: String(p.margin),
      closable: p.lots - p.pendingCloseLots,
    });
    const memory = Object.keys(marks).map((symbol) =>
      t.app.perp
        .runner(symbol)
        .allPositions()
        .map(shape)
        .sort((a, b) => a.id - b.id),
    );
    expect(memory.flat().length).toBeGreaterThan(0);
    const lastPrices = Object.keys(marks).map((symbol) => t.app.perp.runner(symbol).lastPrice);
    expect(lastPrices.every((price) => price !== null)).toBe(true);
    await t.app.close();
    t = await createTestApp({ database });
    const rebuilt = Object.keys(marks).map((symbol) =>
      t.app.perp
        .runner(symbol)
        .allPositions()
        .map(shape)
        .sort((a, b) => a.id - b.id),
    );
    expect(rebuilt).toEqual(memory);
    expect(Object.keys(marks).map((symbol) => t.app.perp.runner(symbol).lastPrice)).toEqual(
      lastPrices,
    );
    await t.app.close();
  }, 120_000);
});
