import type { DemoSession, Session, WalletOverview } from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { manualClock } from '../../lib/clock.js';
import { registerAccount, reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  createPostgresDatabase,
  createPostgresSibling,
  describeWithPostgres,
} from '../../test/db.js';
import { perpHarness } from '../../test/perp.js';
import { checkLedger, createLedger, type Ledger } from '../ledger/index.js';
import { deposit } from '../ledger/ledger.test-support.js';
import { checkPerp } from '../perp/index.js';
import { checkSpot } from '../spot/index.js';

/**
 * Demo accounts trading hard on real PostgreSQL while real traders move the
 * live books under them: switches raced, spot and contract orders, cancels,
 * transfers and resets raced. The demo venue's ledger keeps every invariant,
 * no demo account ever appears in the live database's money or order tables,
 * and each reset lands on exactly the grant.
 */
describeWithPostgres('demo trading under concurrency (PostgreSQL)', () => {
  let database: Database & { schema: string };
  let t: TestApp;
  let ledger: Ledger;
  beforeAll(async () => {
    database = await createPostgresDatabase({ poolSize: 20 });
    const schema = database.schema;
    t = await createTestApp({
      database,
      demoDatabase: () => createPostgresSibling(schema, 'demo'),
    });
    ledger = createLedger(database.db, manualClock());
  });
  afterAll(async () => {
    const { db } = database;
    expect(await checkLedger(db, [() => checkSpot(db), () => checkPerp(db)])).toEqual([]);
    await t.close();
  });

  let n = 0;
  const coid = () => `q${(n += 1)}x${Date.now().toString(36)}`;
  const spot = (token: string, body: Record<string, unknown>) =>
    t.post(
      '/uc/exchange/order/add',
      { symbol: 'BTC/USDT', clientOrderId: coid(), ...body },
      { token },
    );

  it('keeps the venues apart and the demo ledger whole', async () => {
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

    // Live liquidity, and a live trader who keeps moving the book during the run.
    const maker = await registerAccount(t);
    await deposit(ledger, 'mk-u', maker.member.id, '10000000');
    await deposit(ledger, 'mk-b', maker.member.id, '100', 'BTC');
    for (let i = 0; i < 5; i += 1) {
      await spot(maker.token, {
        side: 'buy',
        type: 'limit',
        price: String(90000 - i * 100),
        amount: '1',
      });
      await spot(maker.token, {
        side: 'sell',
        type: 'limit',
        price: String(91000 + i * 100),
        amount: '1',
      });
    }
    const perp = perpHarness(t, ledger);
    perp.setMark('95000');
    await perp.openLong(await perp.trader('1000000'), 400, '94000', 5);
    await perp.openShort(await perp.trader('1000000'), 400, '96000', 5);

    // Twelve users switch, each twice at once: one demo account each.
    const reals: Session[] = [];
    for (let i = 0; i < 12; i += 1) reals.push(await registerAccount(t));
    const entered = await Promise.all(
      reals.flatMap((s) => [0, 1].map(() => t.post('/uc/demo/enter', {}, { token: s.token }))),
    );
    const sessions = entered.map((res) => reply<DemoSession>(res).data);
    expect(new Set(sessions.map((s) => s.uid)).size).toBe(12);
    const demoIds = (
      await sql<{ id: number }>`select id from app_user where is_demo`.execute(database.db)
    ).rows.map((r) => r.id);
    expect(demoIds).toHaveLength(12);

    const tokens = sessions.map((s) => s.token);
    const moves = [
      (tk: string) =>
        spot(tk, {
          side: 'buy',
          type: 'market',
          quoteAmount: String(100 + Math.floor(random() * 400)),
        }),
      (tk: string) => spot(tk, { side: 'sell', type: 'market', amount: '0.001' }),
      (tk: string) =>
        spot(tk, {
          side: 'buy',
          type: 'limit',
          price: String(89000 + Math.floor(random() * 3000)),
          amount: '0.002',
        }),
      (tk: string) =>
        t.post('/uc/exchange/order/cancel-all', { symbol: 'BTC/USDT' }, { token: tk }),
      (tk: string) =>
        t.post(
          '/uc/asset/transfer',
          { asset: 'USDT', from: 'spot', to: 'contract', amount: '50', requestId: coid() },
          { token: tk },
        ),
      (tk: string) =>
        t.get(
          '/uc/contract/perpetual/order',
          {
            symbol: 'BTCUSDT',
            direction: 'long',
            action: 'open',
            type: 'market',
            lots: 1 + Math.floor(random() * 3),
            leverage: 10,
          },
          { token: tk },
        ),
      (tk: string) =>
        t.get(
          '/uc/contract/perpetual/order',
          { symbol: 'BTCUSDT', direction: 'long', action: 'close', type: 'market', lots: 1 },
          { token: tk },
        ),
    ];
    const live = () =>
      spot(maker.token, {
        side: pick(['buy', 'sell'] as const),
        type: 'limit',
        price: String(pick([89950, 90050, 90950, 91050])),
        amount: '0.05',
      });
    const replies = await Promise.all(
      Array.from({ length: 300 }, (_, i) => (i % 10 === 0 ? live() : pick(moves)(pick(tokens)))),
    );
    // Refusals are business answers (balance, closable lots), never server errors.
    for (const res of replies) expect(res.statusCode, res.body).toBeLessThan(500);
    expect(replies.filter((r) => reply(r).code === 0).length).toBeGreaterThan(100);

    // Three resets at once per account: one sweep and one grant each.
    const resets = await Promise.all(
      tokens
        .slice(0, 4)
        .flatMap((tk) => [0, 1, 2].map(() => t.post('/uc/demo/reset', {}, { token: tk }))),
    );
    for (const res of resets) expect(reply(res).code, res.body).toBe(0);

    const venue = t.app.demo.venues.get();
    expect(await venue.check()).toEqual([]);
    for (const tk of tokens.slice(0, 4)) {
      const wallet = reply<WalletOverview>(await t.get('/uc/asset/wallet', {}, { token: tk })).data;
      const held = wallet.accounts.flatMap((a) =>
        a.assets.filter((x) => x.total !== '0').map((x) => `${a.wallet} ${x.asset} ${x.total}`),
      );
      expect(held).toEqual(['spot USDT 3000']);
    }
    // No demo account in the live venue's money or order tables.
    for (const table of ['ledger_account', 'spot_order', 'perp_order', 'perp_position'])
      expect(
        (
          await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}
            where user_id in (${sql.join(demoIds)})`.execute(database.db)
        ).rows[0]?.n,
        table,
      ).toBe('0');
    const { db } = database;
    expect(await checkLedger(db, [() => checkSpot(db), () => checkPerp(db)])).toEqual([]);
  });
});
