import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { manualClock } from '../../lib/clock.js';
import { createPGliteDatabase } from '../../test/db.js';
import type { DomainEvent } from './events.core.js';
import { createEvents } from './events.service.js';

let database: Database;
const clock = manualClock(Date.UTC(2026, 10, 27, 12));
beforeAll(async () => {
  database = await createPGliteDatabase();
});
afterAll(() => database.close());

const credited = (depositId: number) => ({
  depositId,
  userId: 7,
  asset: 'USDT',
  chain: 'TRC20',
  amount: '10',
});

describe('domain events', () => {
  it('exist exactly when the change commits, once per key, and reach each consumer once', async () => {
    const events = createEvents({ db: database.db, clock, log: () => {} });
    const seen: Record<string, string[]> = { referral: [], notify: [] };
    events.consume('referral', ['deposit.credited'], async (e) => void seen.referral?.push(e.key));
    events.consume(
      'notify',
      ['deposit.credited', 'withdrawal.settled'],
      async (e) => void seen.notify?.push(e.key),
    );
    await expect(
      database.db.transaction().execute(async (trx) => {
        await events.publish(trx, 'deposit.credited', 'deposit.credited:1', credited(1));
        throw new Error('the credit failed');
      }),
    ).rejects.toThrow('credit failed');
    for (const id of [2, 2, 3])
      await database.db
        .transaction()
        .execute((trx) =>
          events.publish(trx, 'deposit.credited', `deposit.credited:${id}`, credited(id)),
        );
    expect(await events.dispatch()).toBe(4);
    expect(await events.dispatch()).toBe(0);
    expect(seen).toEqual({
      referral: ['deposit.credited:2', 'deposit.credited:3'],
      notify: ['deposit.credited:2', 'deposit.credited:3'],
    });
  });

  it('a failing consumer stops at its event and gets it again; the others go on', async () => {
    const events = createEvents({ db: database.db, clock, log: () => {} });
    let failOnce = true;
    const got: DomainEvent[] = [];
    events.consume('flaky', ['withdrawal.settled'], async (e) => {
      if (failOnce) {
        failOnce = false;
        throw new Error('mail server down');
      }
      got.push(e);
    });
    const steady: string[] = [];
    events.consume('steady', ['withdrawal.settled'], async (e) => void steady.push(e.key));
    for (const id of [1, 2])
      await database.db.transaction().execute((trx) =>
        events.publish(trx, 'withdrawal.settled', `withdrawal.settled:${id}`, {
          withdrawalId: id,
          userId: 7,
          asset: 'USDT',
          chain: 'TRC20',
          amount: '50',
          fee: '1',
          txid: `0x${id}`,
        }),
      );
    expect(await events.dispatch()).toBe(2);
    expect(steady).toEqual(['withdrawal.settled:1', 'withdrawal.settled:2']);
    expect(await events.dispatch()).toBe(2);
    expect(got.map((e) => [e.key, e.payload])).toEqual([
      ['withdrawal.settled:1', expect.objectContaining({ withdrawalId: 1, fee: '1' })],
      ['withdrawal.settled:2', expect.objectContaining({ withdrawalId: 2 })],
    ]);
  });
  it('forgets old events every consumer handled, and keeps any one still waiting', async () => {
    const fresh = await createPGliteDatabase();
    try {
      const events = createEvents({ db: fresh.db, clock, log: () => {} });
      let down = true;
      events.consume('rebates', ['deposit.credited'], async () => {});
      events.consume('mail', ['deposit.credited'], async (e) => {
        if (down && e.key === 'deposit.credited:12') throw new Error('mail server down');
      });
      const publish = (id: number) =>
        fresh.db
          .transaction()
          .execute((trx) =>
            events.publish(trx, 'deposit.credited', `deposit.credited:${id}`, credited(id)),
          );
      const settled = (id: number) =>
        fresh.db.transaction().execute((trx) =>
          events.publish(trx, 'withdrawal.settled', `withdrawal.settled:${id}`, {
            withdrawalId: id,
            userId: 7,
            asset: 'USDT',
            chain: 'TRC20',
            amount: '1',
            fee: '0',
            txid: `tx${id}`,
          }),
        );
      for (const id of [11, 12, 13]) await publish(id);
      await settled(1);
      await events.dispatch();
      clock.advance(31 * 86_400_000);
      await publish(14);
      await events.dispatch();
      const keys = async () =>
        (
          await fresh.db
            .selectFrom('domain_event' as never)
            .select('key' as never)
            .orderBy('id' as never)
            .execute()
        ).map((row) => (row as { key: string }).key);
      // 11 was handled by both consumers and nobody listens to withdrawals;
      // 12 still waits for the mail, and 13 behind it; 14 is new.
      expect(await events.prune(clock.nowMs() - 30 * 86_400_000)).toBe(2);
      expect(await keys()).toEqual([
        'deposit.credited:12',
        'deposit.credited:13',
        'deposit.credited:14',
      ]);
      down = false;
      await events.dispatch();
      expect(await events.prune(clock.nowMs() - 30 * 86_400_000)).toBe(2);
      expect(await keys()).toEqual(['deposit.credited:14']);
      const deliveries = await fresh.db
        .selectFrom('event_delivery' as never)
        .select('consumer' as never)
        .execute();
      expect(deliveries).toHaveLength(2);
    } finally {
      await fresh.close();
    }
  });
});
