import { mulberry32, risk } from '@exchange/engine';
import { decimal, isZero, mul, toPlainString, type Decimal } from '@exchange/money';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAll } from './checks.js';
import { FORGET_AFTER_MS } from './demo-makers.js';
import { createLedger, type Ledger } from './modules/ledger/index.js';
import { deposit, user } from './modules/ledger/ledger.test-support.js';
import { createPerpMaker } from './modules/perp/index.js';
import { createMarketMaker } from './modules/spot/index.js';
import { registerAccount } from './test/accounts.js';
import { createTestApp, type TestApp } from './test/app.js';
import { createPostgresDatabase, describeWithPostgres } from './test/db.js';
import type { Database } from './db/database.js';

let SPOT: Record<string, string> = {};
let index = '';
let t: TestApp;
let ledger: Ledger;

/** A test app on `database` (in-memory PGlite by default), with the index where the scenario starts. */
function onApp(database?: () => Promise<Database>) {
  beforeAll(async () => {
    t = await createTestApp(database ? { database: await database() } : {});
    ledger = createLedger(t.database.db, t.clock);
    SPOT = { BTC: '95000', ETH: '3400', SOL: '180', XRP: '2.2' };
    index = '95000';
  });
  afterAll(() => t.close());
}

const makers = () => {
  const serviceAccount = (name: string) => t.app.accounts.serviceAccount(name);
  return {
    spot: createMarketMaker({
      spot: t.app.spot,
      ledger,
      serviceAccount,
      indexPrice: (base): Decimal | null => (SPOT[base] ? decimal(SPOT[base]) : null),
      random: mulberry32(11),
    }),
    perp: createPerpMaker({
      perp: t.app.perp,
      ledger,
      serviceAccount,
      indexPrice: () => index,
      random: () => 0,
    }),
  };
};

/** Every contract gets its turn within a few passes (a couple per pass). */
async function quoteAll(maker: { quote(): Promise<void> }): Promise<void> {
  for (let pass = 0; pass < 8; pass += 1) await maker.quote();
}

/** Moves every index up 5 %: each ladder is replaced whole, every old order cancelled. */
function move(): void {
  const up = (price: string) => toPlainString(mul(decimal(price), decimal('1.05')));
  for (const [coin, price] of Object.entries(SPOT)) SPOT[coin] = up(price);
  index = up(index);
  t.app.perp.runner('BTCUSDT').mark = risk.fx(index);
}

async function orders(table: 'spot_order' | 'perp_order', userIds: readonly number[]) {
  const filled = table === 'spot_order' ? sql`filled_amount` : sql`filled_lots`;
  const { rows } = await sql<{ id: string; status: string; filled: string; updated_at: Date }>`
    select id, status, ${filled}::text as filled, updated_at from ${sql.table(table)}
    where user_id in (${sql.join(userIds)})`.execute(t.database.db);
  return rows;
}

/** Postings with lines about these orders: their own reference, or their transaction's. */
const references = async (prefix: string, ids: readonly string[]) => {
  if (ids.length === 0) return 0;
  const { rows } = await sql<{ n: string }>`select count(distinct x.id) as n
    from ledger_entry e join ledger_transaction x on x.id = e.transaction_id
    where coalesce(e.reference, x.reference)
      in (${sql.join(ids.map((id) => `${prefix}:${id}`))})`.execute(t.database.db);
  return Number(rows[0]?.n);
};

/**
 * The makers quote, users and the taker trade, the index moves twice (every
 * old order cancelled), and `forget` runs with a cut-off between the two
 * moves; with `racing`, two runs at once, as two server processes would.
 */
async function scenario(racing: boolean): Promise<void> {
  const { spot, perp } = makers();
  await spot.start();
  await perp.start();
  t.app.perp.runner('BTCUSDT').mark = risk.fx(index);
  await spot.quote();
  await quoteAll(perp);

  // Fills: the taker's market orders and a user's buy take part of some levels.
  for (let i = 0; i < 12; i += 1) await spot.take();
  const trader = await registerAccount(t);
  await deposit(ledger, `demo-forget-${trader.usercode}`, trader.member.id, '100000');
  await ledger.post({
    idempotencyKey: `demo-forget-t-${trader.usercode}`,
    type: 'transfer',
    reference: `demo-forget-t-${trader.usercode}`,
    lines: [
      { account: user(trader.member.id), part: 'available', amount: '-50000' },
      { account: user(trader.member.id, 'USDT', 'contract'), part: 'available', amount: '50000' },
    ],
  });
  const [ask] = t.app.perp.runner('BTCUSDT').depth(1).asks;
  await t.app.perp.place(trader.member.id, {
    symbol: 'BTCUSDT',
    direction: 'long',
    action: 'open',
    type: 'limit',
    price: '96000',
    lots: Math.max(1, (ask?.[1] ?? 2) - 1),
    leverage: 10,
    takeProfit: null,
    stopLoss: null,
    timeInForce: 'IOC',
    clientOrderId: null,
  });
  // The user's own orders, placed and cancelled without a fill: their history stays.
  const spotOrder = await t.app.spot.place(trader.member.id, {
    symbol: 'BTC/USDT',
    side: 'buy',
    type: 'limit',
    price: '50000',
    amount: '0.01',
  });
  await t.app.spot.cancel(trader.member.id, spotOrder.orderId);
  const perpOrder = await t.app.perp.place(trader.member.id, {
    symbol: 'BTCUSDT',
    direction: 'long',
    action: 'open',
    type: 'limit',
    price: '80000',
    lots: 1,
    leverage: 10,
    takeProfit: null,
    stopLoss: null,
    timeInForce: 'GTC',
    clientOrderId: null,
  });
  await t.app.perp.cancel(trader.member.id, perpOrder.orderId);

  // The index moves: every resting maker order is cancelled, those users took from included.
  move();
  await spot.quote();
  await quoteAll(perp);
  t.clock.advance(FORGET_AFTER_MS + 1000);
  // Cancelled just now: too recent to go.
  move();
  await spot.quote();
  await quoteAll(perp);

  const spotIds = await Promise.all(
    ['demomarketmaker', 'demotaker'].map(async (n) => (await t.app.accounts.serviceAccount(n)).id),
  );
  const perpIds = await Promise.all(
    ['demoperplong', 'demoperpshort'].map(async (n) => (await t.app.accounts.serviceAccount(n)).id),
  );
  const before = t.clock.nowMs() - FORGET_AFTER_MS;
  const old = (o: { status: string; filled: string; updated_at: Date }) =>
    o.status === 'CANCELLED' && isZero(decimal(o.filled)) && o.updated_at.getTime() < before;
  const spotBefore = await orders('spot_order', spotIds);
  const perpBefore = await orders('perp_order', perpIds);
  const spotOld = spotBefore.filter(old).map((o) => o.id);
  const perpOld = perpBefore.filter(old).map((o) => o.id);
  expect(spotOld.length).toBeGreaterThan(10);
  expect(perpOld.length).toBeGreaterThan(10);
  // Some maker orders were filled in part before the move cancelled them.
  expect(spotBefore.some((o) => o.status === 'CANCELLED' && !isZero(decimal(o.filled)))).toBe(true);
  expect(perpBefore.some((o) => o.status === 'CANCELLED' && !isZero(decimal(o.filled)))).toBe(true);
  const balances =
    await sql`select id, available, frozen, locked from ledger_account order by id`.execute(
      t.database.db,
    );

  const forget = async (maker: { forget(beforeMs: number): Promise<number> }) => {
    const runs = await Promise.all(
      racing ? [maker.forget(before), maker.forget(before)] : [maker.forget(before)],
    );
    return runs.reduce((a, b) => a + b, 0);
  };
  expect(await forget(spot)).toBe(spotOld.length);
  expect(await forget(perp)).toBe(perpOld.length);

  const spotAfter = await orders('spot_order', spotIds);
  const perpAfter = await orders('perp_order', perpIds);
  const kept = (all: { id: string }[], gone: string[]) => all.filter((o) => !gone.includes(o.id));
  expect(spotAfter.map((o) => o.id).sort()).toEqual(
    kept(spotBefore, spotOld)
      .map((o) => o.id)
      .sort(),
  );
  expect(perpAfter.map((o) => o.id).sort()).toEqual(
    kept(perpBefore, perpOld)
      .map((o) => o.id)
      .sort(),
  );
  // Those cancelled since the cut-off stay, as do those that traded.
  const unfilled = (o: { status: string; filled: string }) =>
    o.status === 'CANCELLED' && isZero(decimal(o.filled));
  expect(spotAfter.filter(unfilled).length).toBeGreaterThan(10);
  expect(perpAfter.filter(unfilled).length).toBeGreaterThan(10);
  expect(await references('spot_order', spotOld)).toBe(0);
  expect(await references('perp_order', perpOld)).toBe(0);
  // The user's cancelled orders and their freeze and release are all there.
  expect(await orders('spot_order', [trader.member.id])).toContainEqual(
    expect.objectContaining({ id: spotOrder.orderId, status: 'CANCELLED' }),
  );
  expect(await orders('perp_order', [trader.member.id])).toContainEqual(
    expect.objectContaining({ id: perpOrder.orderId, status: 'CANCELLED' }),
  );
  expect(await references('spot_order', [spotOrder.orderId])).toBe(2);
  expect(await references('perp_order', [perpOrder.orderId])).toBe(2);
  // No balance moved, and every invariant of every module still holds.
  expect(
    await sql`select id, available, frozen, locked from ledger_account order by id`.execute(
      t.database.db,
    ),
  ).toEqual(balances);
  expect(await checkAll(t.database.db)).toEqual([]);
  // Done once: a second run finds nothing more.
  expect(await spot.forget(before)).toBe(0);
  expect(await perp.forget(before)).toBe(0);
}

const TITLE =
  'deletes their orders cancelled without a fill a while ago, with their postings, and nobody else’s';

describe("the demo makers' history", () => {
  onApp();
  it(TITLE, () => scenario(false));
});

describeWithPostgres("the demo makers' history on PostgreSQL", () => {
  onApp(() => createPostgresDatabase());
  it(`${TITLE}, once when two runs race`, () => scenario(true));
});
