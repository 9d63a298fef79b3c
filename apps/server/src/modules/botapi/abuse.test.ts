/** The console's view of bot API keys: every user's keys, refused requests counted by reason, an operator's stop. */
import { ERRORS, type AdminApiKey, type ApiKeyAbuse } from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { botOwner, createKey, signedCall, type BotKey } from '../../test/botapi.js';
import {
  consoleGet,
  consoleOperator,
  consolePost,
  type ConsoleOperator,
} from '../../test/console.js';

let t: TestApp;
let reader: ConsoleOperator;
let guard: ConsoleOperator;
beforeAll(async () => {
  t = await createTestApp();
  // The first operator is the bootstrap one, with every permission.
  guard = await consoleOperator(t, ['users.read', 'users.security']);
  reader = await consoleOperator(t, ['users.read']);
});
afterAll(() => t.close());

const keys = async (query: Record<string, string | number> = {}) =>
  reply<AdminApiKey[]>(await consoleGet(t, reader.token, '/api-keys', query));
const abuse = async () =>
  reply<ApiKeyAbuse>(await consoleGet(t, reader.token, '/api-keys/abuse')).data;

describe('bot API keys in the console', () => {
  let owner: Awaited<ReturnType<typeof botOwner>>;
  let key: BotKey;
  let other: BotKey;
  beforeAll(async () => {
    owner = await botOwner(t);
    key = await createKey(t, owner);
    other = await createKey(t, await botOwner(t));
  });

  it('lists keys by owner UID, e-mail or key name, with status and without secrets', async () => {
    const byUid = await keys({ q: owner.member.uid });
    expect(byUid.code).toBe(0);
    expect(byUid.data.map((k) => k.id)).toEqual([key.id]);
    expect(byUid.data[0]).toMatchObject({
      uid: owner.member.uid,
      status: 'active',
      refusals24h: 0,
    });
    expect(JSON.stringify(byUid.data)).not.toContain(key.secret);
    expect((await keys({ q: owner.email })).data.map((k) => k.id)).toEqual([key.id]);
    expect((await keys({ q: other.apiKey })).data.map((k) => k.id)).toEqual([other.id]);
    expect((await keys({ q: 'nobody-at-all' })).data).toEqual([]);
    const all = (await keys()).data.map((k) => k.id);
    expect(all).toEqual(expect.arrayContaining([key.id, other.id]));
  });

  it('counts refused requests per key, address and reason, and names the owner', async () => {
    for (let i = 0; i < 3; i += 1)
      await signedCall(t, 'GET', '/account', {}, key, { signature: 'ab'.repeat(32) });
    await signedCall(t, 'GET', '/account', {}, key, { timestamp: t.clock.nowMs() - 60_000 });
    await signedCall(t, 'GET', '/account', {}, null, {
      apiKey: 'Z'.repeat(64),
      ip: '198.51.100.7',
    });
    // A good request counts nothing.
    expect((await signedCall(t, 'GET', '/account', {}, key)).statusCode).toBe(200);

    const seen = await abuse();
    const mine = seen.refusals.filter((r) => r.apiKey === key.apiKey);
    expect(mine.map((r) => [r.reason, r.count, r.uid, r.keyId])).toEqual([
      ['bad_signature', 3, owner.member.uid, key.id],
      ['timestamp', 1, owner.member.uid, key.id],
    ]);
    expect(seen.refusals.find((r) => r.ip === '198.51.100.7')).toMatchObject({
      reason: 'unknown_key',
      count: 1,
      keyId: null,
      uid: null,
    });
    expect((await keys({ q: key.apiKey })).data[0]?.refusals24h).toBe(4);

    // Counts written later add to the hour's row rather than repeating it.
    await signedCall(t, 'GET', '/account', {}, key, { signature: 'cd'.repeat(32) });
    const again = (await abuse()).refusals.find(
      (r) => r.apiKey === key.apiKey && r.reason === 'bad_signature',
    );
    expect(again?.count).toBe(4);
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from api_key_refusal where api_key = ${key.apiKey} and reason = 'bad_signature'`.execute(
      t.database.db,
    );
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('lets only users.security stop a key; it stops at once and the owner’s log says so', async () => {
    const refused = reply(await consolePost(t, reader.token, `/api-keys/${other.id}/disable`));
    expect(refused.code).toBe(ERRORS.PERMISSION_DENIED.code);
    expect((await signedCall(t, 'GET', '/account', {}, other)).statusCode).toBe(200);

    const stopped = reply<AdminApiKey>(
      await consolePost(t, guard.token, `/api-keys/${other.id}/disable`),
    );
    expect(stopped.data).toMatchObject({ id: other.id, status: 'disabled' });
    const after = await signedCall(t, 'GET', '/account', {}, other);
    expect(JSON.parse(after.body)).toMatchObject({ code: -2015 });
    expect((await keys({ status: 'disabled' })).data.map((k) => k.id)).toContain(other.id);
    expect((await keys({ status: 'active' })).data.map((k) => k.id)).not.toContain(other.id);
    expect((await abuse()).refusals.find((r) => r.apiKey === other.apiKey)?.reason).toBe(
      'key_inactive',
    );
    const { rows } = await sql<{ event: string }>`
      select event from security_log where user_id = ${stopped.data.userId} and event = 'api_key_disable'`.execute(
      t.database.db,
    );
    expect(rows).toHaveLength(1);
    const audit = await sql<{ action: string; target: string }>`
      select action, target from operator_audit where action = 'api_key.disable'`.execute(
      t.database.db,
    );
    expect(audit.rows).toEqual([{ action: 'api_key.disable', target: `api_key:${other.id}` }]);

    // Unused for the idle days: expired, whatever else it is (the filter runs in SQL).
    const idle = await createKey(t, owner);
    await sql`update api_key set created_at = created_at - interval '91 days', last_used_at = null
      where id = ${idle.id}`.execute(t.database.db);
    expect((await keys({ status: 'expired' })).data.map((k) => k.id)).toEqual([idle.id]);
    expect((await keys({ status: 'active' })).data.map((k) => k.id)).not.toContain(idle.id);

    const unknown = reply(await consolePost(t, guard.token, '/api-keys/999999/disable'));
    expect(unknown.code).toBe(ERRORS.API_KEY_NOT_FOUND.code);
  });
});
