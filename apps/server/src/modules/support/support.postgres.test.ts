import { ERRORS, type ErrorKey } from '@exchange/contracts';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { checkAll } from '../../checks.js';
import { MODULES } from '../../modules.js';
import { registerAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { consoleOperator, type ConsoleOperator } from '../../test/console.js';
import { createPostgresDatabase, describeWithPostgres } from '../../test/db.js';
import { clientId, supportCalls } from '../../test/support.js';

const code = (key: ErrorKey) => ERRORS[key].code;

/** Two servers on one real PostgreSQL database, agents racing through both. */
describeWithPostgres('the desk on PostgreSQL', () => {
  it('gives agents racing for the queue each conversation once, oldest first, none above capacity', async () => {
    const database = await createPostgresDatabase();
    const A = await createTestApp({ database });
    const B = await createTestApp({ database });
    try {
      const racers: ConsoleOperator[] = [];
      for (let i = 0; i < 4; i += 1) racers.push(await consoleOperator(A, ['support.chat']));
      for (const r of racers)
        await sql`insert into support_agent (operator_id, display_name, capacity, updated_at)
          values (${r.id}, ${`Racer ${r.id}`}, 2, now())`.execute(database.db);
      const api = supportCalls(A);
      const ids: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const user = await registerAccount(A);
        await api.send(user, { clientId: clientId(), text: `question ${i}` });
        const id = (await api.current(user)).data!.id;
        await api.handoff(user, { conversationId: id });
        ids.push(id);
      }
      // Sixteen "take next" at once through two servers: capacity 8 for 7 waiting.
      const calls = racers.flatMap((r, i) =>
        Array.from({ length: 4 }, (_, k) => supportCalls((i + k) % 2 === 0 ? A : B).desk.next(r)),
      );
      const results = await Promise.all(calls);
      const taken = results.filter((r) => r.code === 0).map((r) => r.data.conversation.id);
      expect(taken.sort((x, y) => x - y)).toEqual(ids);
      expect(
        results
          .filter((r) => r.code !== 0)
          .every((r) =>
            ([code('SUPPORT_QUEUE_EMPTY'), code('SUPPORT_AGENT_AT_CAPACITY')] as number[]).includes(
              r.code,
            ),
          ),
      ).toBe(true);
      const { rows } = await sql<{ assignee_id: number; n: string }>`
        select assignee_id, count(*) as n from support_conversation
        where assignee_id is not null group by assignee_id`.execute(database.db);
      for (const row of rows) expect(Number(row.n)).toBeLessThanOrEqual(2);

      // Five agents on one conversation at once: exactly one wins.
      const user = await registerAccount(A);
      await api.send(user, { clientId: clientId(), text: 'race me' });
      const id = (await api.current(user)).data!.id;
      await api.handoff(user, { conversationId: id });
      const more = [...racers];
      for (let i = 0; i < 1; i += 1) more.push(await consoleOperator(A, ['support.chat']));
      await sql`update support_agent set capacity = 5`.execute(database.db);
      const takes = await Promise.all(
        more.map((r, i) => supportCalls(i % 2 === 0 ? A : B).desk.takeover(r, id)),
      );
      expect(takes.filter((r) => r.code === 0)).toHaveLength(1);
      expect(takes.filter((r) => r.code === code('SUPPORT_ALREADY_TAKEN'))).toHaveLength(
        more.length - 1,
      );
      expect(await checkAll(database.db, MODULES)).toEqual([]);
    } finally {
      await A.app.close();
      await B.close();
    }
  });
});
