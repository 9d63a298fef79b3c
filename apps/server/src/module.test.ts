import { ERRORS, PERMISSIONS, type DemoSession } from '@exchange/contracts';
import { sql, type Generated, type Kysely } from 'kysely';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './http/envelope.js';
import { callerOf, session } from './http/user-routes.js';
import { defineModule } from './module.js';
import { MODULES } from './modules.js';
import { registerAccount, reply } from './test/accounts.js';
import { createTestApp, type TestApp } from './test/app.js';
import { consoleGet, consoleOperator } from './test/console.js';

/**
 * A small module joining the platform through the contract alone: its own
 * table (a migration, in a real module), one line in the module list (here
 * the list handed to the app), a user route, a console route, a recurring
 * job and an invariant check. Nothing else in the server changes.
 */
interface NoteTables {
  note: { id: Generated<number>; user_id: number; text: string };
}
let ticks = 0;
const notes = defineModule<NoteTables>({
  name: 'notes',
  checks: [
    {
      rules: ['a note has text'],
      run: async (db: Kysely<NoteTables>) =>
        (await db.selectFrom('note').select('id').where('text', '=', '').execute()).map((row) => ({
          rule: 'a note has text',
          detail: JSON.stringify(row),
        })),
    },
  ],
  create: ({ db }) => ({
    userRoutes: (api) =>
      api.post(
        '/notes',
        { config: session('refuse'), schema: { body: z.object({ text: z.string() }) } },
        async (req) => {
          const { user } = callerOf(req);
          await db.insertInto('note').values({ user_id: user.id, text: req.body.text }).execute();
          return ok(null);
        },
      ),
    consoleRoutes: ({ secured }) =>
      secured('GET', '/notes', 'users.read', {}, async () =>
        db.selectFrom('note').select(['user_id', 'text']).orderBy('id').execute(),
      ),
    jobs: [{ name: 'tick', everyMs: 60_000, run: async () => (ticks += 1) }],
  }),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [...MODULES, notes] });
  await sql`create table note (id serial primary key, user_id int not null, text text not null)`.execute(
    t.database.db,
  );
});
afterAll(() => t.close());

describe('a module joining through the list', () => {
  it('serves its user routes under their declared access', async () => {
    const user = await registerAccount(t);
    expect(reply(await t.post('/uc/notes', { text: 'hello' }, { token: user.token })).code).toBe(0);
    expect(reply(await t.post('/uc/notes', { text: 'x' })).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    const demo = reply<DemoSession>(await t.post('/uc/demo/enter', {}, { token: user.token })).data;
    expect(reply(await t.post('/uc/notes', { text: 'x' }, { token: demo.token })).code).toBe(
      ERRORS.DEMO_RESTRICTED.code,
    );
    expect(t.app.userRoutes).toContainEqual({
      method: 'POST',
      url: '/uc/notes',
      access: { auth: 'session', demo: 'refuse' },
    });
  });

  it('serves its console routes under their permission', async () => {
    const reader = await consoleOperator(t, ['users.read']);
    const other = await consoleOperator(
      t,
      PERMISSIONS.filter((p) => p !== 'users.read'),
    );
    const read = await consoleGet(t, reader.token, '/notes');
    expect(read.json<{ data: unknown }>().data).toEqual([
      { user_id: expect.any(Number) as number, text: 'hello' },
    ]);
    expect(read.json<{ code: number }>().code).toBe(0);
    expect((await consoleGet(t, other.token, '/notes')).json<{ code: number }>().code).toBe(
      ERRORS.PERMISSION_DENIED.code,
    );
    expect(t.app.console.routes).toContainEqual({
      method: 'GET',
      path: '/notes',
      permission: 'users.read',
    });
  });

  it('runs its jobs from the durable queue and its checks with the ledger report', async () => {
    await t.app.jobQueue.runDue();
    expect(ticks).toBe(1);
    const clean = await t.app.console.services.check();
    expect(clean.rules).toContainEqual(
      expect.objectContaining({ rule: 'a note has text', ok: true }),
    );
    await sql`insert into note (user_id, text) values (1, '')`.execute(t.database.db);
    const broken = await t.app.console.services.check();
    expect(broken.rules).toContainEqual(
      expect.objectContaining({ rule: 'a note has text', ok: false }),
    );
  });
});
