import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { createPostgresDatabase, describeWithPostgres } from '../../test/db.js';
import { createPreferences } from './notifications.prefs.js';
import { createNotices, SEND_JOB, type Notice } from './notifications.service.js';
import type { NotificationDb } from './notifications.tables.js';

/**
 * Two processes handing the same events to the centre at once (a slow
 * dispatch overlapping the next one elsewhere): each notice is recorded
 * and sent once, and a busy chat thread keeps one unread line.
 */
describeWithPostgres('notifications on PostgreSQL', () => {
  it('records each notice once and sends it once, however many processes post it at the same time', async () => {
    const database = await createPostgresDatabase();
    const A = await createTestApp({ database });
    const B = await createTestApp({ database });
    try {
      const user = await registerAccount(A);
      await sql`update app_user set email = ${`race-${user.member.id}@example.com`}
        where id = ${user.member.id}`.execute(database.db);
      const db = database.db as unknown as NotificationDb;
      const centre = (t: typeof A) =>
        createNotices({
          db,
          nowMs: () => t.clock.nowMs(),
          prefs: createPreferences({
            db,
            nowMs: () => t.clock.nowMs(),
            contactOf: (id) => t.app.accounts.contactOf(id),
          }),
          jobs: t.app.jobQueue,
          hasEmail: async () => true,
          push: () => {},
        });
      const [a, b] = [centre(A), centre(B)];
      const funds = (key: string): Notice => ({
        userId: user.member.id,
        category: 'funds',
        kind: 'withdrawal.sent',
        key,
        params: { amount: '1', asset: 'USDT', chain: 'TRC20', txid: key },
        link: null,
      });
      // Ten notices, each posted eight times over both processes at once.
      const posted = await Promise.all(
        Array.from({ length: 80 }, (_, i) => (i % 2 ? a : b).post(funds(`race:${i % 10}`))),
      );
      expect(posted.filter(Boolean)).toHaveLength(10);
      // Twelve chat messages of one thread at once: one unread line is left.
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 ? a : b).post({
            userId: user.member.id,
            category: 'chat',
            kind: 'p2p.message',
            key: `chat:${i}`,
            params: { no: '1' },
            link: null,
            thread: 'p2p:1',
          }),
        ),
      );
      const { rows } = await sql<{ category: string; n: string; keys: string }>`
        select category, count(*) as n, count(distinct key) as keys from notification
        where user_id = ${user.member.id} group by category order by category`.execute(database.db);
      expect(rows.map((r) => [r.category, Number(r.n), Number(r.keys)])).toEqual([
        ['chat', 1, 1],
        ['funds', 10, 10],
      ]);
      // One e-mail job per funds notice (chat is not e-mailed by default), none twice.
      const jobs = await sql<{ n: string }>`
        select count(*) as n from job where name = ${SEND_JOB}`.execute(database.db);
      expect(Number(jobs.rows[0]?.n)).toBe(10);
      // Both processes running the queue send each e-mail once.
      for (let i = 0; i < 3; i += 1) {
        A.clock.advance(1_000);
        B.clock.advance(1_000);
        await Promise.all([A.app.jobQueue.runDue(100), B.app.jobQueue.runDue(100)]);
      }
      const mailed = [...A.outbox, ...B.outbox].filter(
        (m) => m.to === `race-${user.member.id}@example.com`,
      );
      expect(mailed).toHaveLength(10);
      expect(new Set(mailed.map((m) => m.text)).size).toBe(10);
    } finally {
      await A.app.close();
      await B.close();
    }
  });
});
