import { ALERT_ACTIVE_MAX } from '@exchange/contracts';
import { decimal } from '@exchange/money';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { createPostgresDatabase, describeWithPostgres } from '../../test/db.js';
import { createAlerts } from './alerts.service.js';
import type { AlertDb } from './alerts.tables.js';

const SYMBOL = 'BTC/USDT';

/**
 * Two processes evaluating the same alerts against one PostgreSQL database
 * at once (PGlite is one connection and proves nothing here): every alert
 * fires once and is told once, a cancel racing a fire leaves one outcome,
 * and the per-user limit holds under concurrent requests.
 */
describeWithPostgres('price alerts on PostgreSQL', () => {
  it('fires each alert once, told once, however many processes evaluate the same batches at once', async () => {
    const database = await createPostgresDatabase();
    const t = await createTestApp({ database });
    try {
      const user = await registerAccount(t);
      const process = () =>
        createAlerts({
          db: database.db as unknown as AlertDb,
          nowMs: () => t.clock.nowMs(),
          events: t.app.events,
          market: () => ({ pricePlaces: 2 }),
          lastPrice: () => decimal('100'),
          log: () => {},
        });
      const [a, b] = [process(), process()];
      const made = [];
      for (let i = 0; i < 20; i += 1)
        made.push(
          await a.create(user.member.id, {
            symbol: SYMBOL,
            kind: 'price_above',
            value: `${101 + i}`,
          }),
        );
      const cancelled = made.slice(0, 5);
      await Promise.all([a.load(), b.load()]);
      expect(b.held()).toBeGreaterThanOrEqual(20);

      // Both processes see the same batches, and a user cancels five alerts meanwhile.
      const high = decimal('150');
      const low = decimal('100');
      const results = await Promise.all([
        ...[a, b, a, b].map((p) => p.onTrades(SYMBOL, high, low)),
        ...cancelled.map((alert) =>
          a.cancel(user.member.id, alert.id).then(
            () => 'cancelled',
            (e: Error) => e.message,
          ),
        ),
      ]);
      const fired = (results.slice(0, 4) as number[]).reduce((x, y) => x + y, 0);

      const rows = await sql<{ id: number; status: string; events: string }>`
        select a.id, a.status, (select count(*) from domain_event e where e.key = 'alert.fired:' || a.id) as events
        from price_alert a where a.user_id = ${user.member.id} order by a.id`.execute(database.db);
      expect(rows.rows).toHaveLength(20);
      for (const row of rows.rows) {
        expect(['FIRED', 'CANCELLED']).toContain(row.status);
        // Told exactly when it fired.
        expect(Number(row.events), `alert ${row.id}`).toBe(row.status === 'FIRED' ? 1 : 0);
      }
      const firedRows = rows.rows.filter((r) => r.status === 'FIRED').length;
      expect(fired).toBe(firedRows);
      // A cancel that lost to a fire says so; one that won leaves the alert cancelled.
      const lost = results.slice(4).filter((r) => r !== 'cancelled');
      expect(lost.every((m) => m === 'ALERT_NOT_ACTIVE')).toBe(true);
      expect(20 - firedRows).toBe(cancelled.length - lost.length);
    } finally {
      // Closing the app closes its database, which drops the schema.
      await t.close();
    }
  });

  it('keeps the active limit when many alerts are asked for at once', async () => {
    const database = await createPostgresDatabase();
    const t = await createTestApp({ database });
    try {
      const user = await registerAccount(t);
      const alerts = createAlerts({
        db: database.db as unknown as AlertDb,
        nowMs: () => t.clock.nowMs(),
        events: t.app.events,
        market: () => ({ pricePlaces: 2 }),
        lastPrice: () => decimal('100'),
        log: () => {},
      });
      const outcomes = await Promise.all(
        Array.from({ length: ALERT_ACTIVE_MAX + 10 }, (_, i) =>
          alerts
            .create(user.member.id, {
              symbol: SYMBOL,
              kind: 'price_below',
              value: `${50 + i / 100}`,
            })
            .then(
              () => 'ok',
              (e: Error) => e.message,
            ),
        ),
      );
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(ALERT_ACTIVE_MAX);
      expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'ALERT_LIMIT')).toBe(true);
    } finally {
      // Closing the app closes its database, which drops the schema.
      await t.close();
    }
  });
});
