/** API keys in the security centre: step-up, sealing, refusals, limits. */
import { ERRORS, type ApiKey, type Session } from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { botOwner, stepUp, storedStepUp } from '../../test/botapi.js';
import { checkLedger } from '../ledger/index.js';
import { checkSpot } from '../spot/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect(await checkLedger(t.database.db, [() => checkSpot(t.database.db)])).toEqual([]);
  await t.close();
});

const DAY_MS = 86_400_000;
type Owner = Session & { email: string };
const keysOf = async (s: Owner) =>
  reply<ApiKey[]>(await t.get('/uc/apiKeys', {}, { token: s.token })).data;

describe('API keys in the security centre', () => {
  let s: Owner;
  beforeAll(async () => {
    s = await botOwner(t);
  });

  it('creates an HMAC key only with a fresh step-up, shows its secret once and keeps it sealed', async () => {
    const refused = reply(
      await t.post(
        '/uc/apiKeys/create',
        { label: 'x', kind: 'hmac', stepUpToken: 'nope' },
        { token: s.token },
      ),
    );
    expect(refused.code).toBe(ERRORS.STEP_UP_REQUIRED.code);
    expect(await keysOf(s)).toEqual([]);

    const token = await stepUp(t, s);
    const created = reply<{ key: ApiKey; secret: string }>(
      await t.post(
        '/uc/apiKeys/create',
        { label: 'grid bot', kind: 'hmac', trade: true, stepUpToken: token },
        { token: s.token },
      ),
    );
    expect(created.code, created.message).toBe(0);
    expect(created.data.secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(created.data.key).toMatchObject({
      label: 'grid bot',
      kind: 'hmac',
      scopes: { read: true, trade: true, withdraw: false },
      status: 'active',
      tradeUntil: t.clock.nowMs() + 30 * DAY_MS,
      ipAllowlist: [],
    });
    // The token was spent with the key.
    const again = reply(
      await t.post(
        '/uc/apiKeys/create',
        { label: 'y', kind: 'hmac', stepUpToken: token },
        { token: s.token },
      ),
    );
    expect(again.code).toBe(ERRORS.STEP_UP_REQUIRED.code);

    const listed = await keysOf(s);
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(created.data.secret);
    const { rows } = await sql<{ secret_sealed: string }>`
      select secret_sealed from api_key where id = ${created.data.key.id}`.execute(t.database.db);
    expect(rows[0]?.secret_sealed).toBeTruthy();
    expect(rows[0]?.secret_sealed).not.toContain(created.data.secret);
  });

  it.each([
    [{ kind: 'ed25519' }, 'API_KEY_PUBLIC_KEY_INVALID'],
    [
      {
        kind: 'ed25519',
        publicKey:
          '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----x',
      },
      'API_KEY_PUBLIC_KEY_INVALID',
    ],
    [{ kind: 'ed25519', publicKey: 'AAAA' }, 'API_KEY_PUBLIC_KEY_INVALID'],
    [{ kind: 'hmac', withdraw: true }, 'API_KEY_WITHDRAW_NEEDS_IP'],
    [{ kind: 'hmac', ipAllowlist: ['10.0.0.300'] }, 'API_KEY_IP_INVALID'],
    [{ kind: 'hmac', ipAllowlist: ['10.0.0.0/33'] }, 'API_KEY_IP_INVALID'],
    [{ kind: 'hmac', ipAllowlist: ['example.com'] }, 'API_KEY_IP_INVALID'],
  ] as const)('refuses %j with %s and creates nothing', async (body, error) => {
    const before = (await keysOf(s)).length;
    const res = reply(
      await t.post(
        '/uc/apiKeys/create',
        { label: 'bad', stepUpToken: await stepUp(t, s), ...body },
        { token: s.token },
      ),
    );
    expect(res.code, res.message).toBe(ERRORS[error].code);
    expect(await keysOf(s)).toHaveLength(before);
  });

  it('accepts an Ed25519 public key as PEM or raw base64, and a withdraw scope only with an allowlist', async () => {
    const raw = 'Gb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=';
    const res = reply<{ key: ApiKey; secret: string | null }>(
      await t.post(
        '/uc/apiKeys/create',
        {
          label: 'ed',
          kind: 'ed25519',
          publicKey: raw,
          withdraw: true,
          ipAllowlist: ['203.0.113.0/24', '2001:DB8::1', '203.0.113.0/24'],
          stepUpToken: await stepUp(t, s),
        },
        { token: s.token },
      ),
    );
    expect(res.code, res.message).toBe(0);
    expect(res.data.secret).toBeNull();
    expect(res.data.key.publicKey).toContain('BEGIN PUBLIC KEY');
    expect(res.data.key.ipAllowlist).toEqual(['203.0.113.0/24', '2001:db8::1']);
    expect(res.data.key.scopes).toEqual({ read: true, trade: false, withdraw: true });
    expect(res.data.key.tradeUntil).toBeNull();
  });

  it('relabels without a step-up, but adds a scope or changes the allowlist only with one', async () => {
    const [key] = await keysOf(s);
    const id = key?.id ?? 0;
    const relabelled = reply<ApiKey>(
      await t.post('/uc/apiKeys/update', { id, label: 'renamed' }, { token: s.token }),
    );
    expect(relabelled.data.label).toBe('renamed');
    const loosen = reply(
      await t.post('/uc/apiKeys/update', { id, ipAllowlist: ['1.2.3.4'] }, { token: s.token }),
    );
    expect(loosen.code).toBe(ERRORS.STEP_UP_REQUIRED.code);
    const other = await botOwner(t);
    const foreign = reply(
      await t.post('/uc/apiKeys/update', { id, label: 'mine now' }, { token: other.token }),
    );
    expect(foreign.code).toBe(ERRORS.API_KEY_NOT_FOUND.code);
  });

  it('holds at most 30 keys per user, even asked for at once', async () => {
    const u = await botOwner(t);
    const tokens = [];
    for (let i = 0; i < 32; i += 1) tokens.push(await storedStepUp(t, u.member.id));
    const results = await Promise.all(
      tokens.map((stepUpToken, i) =>
        t.post(
          '/uc/apiKeys/create',
          { label: `k${i}`, kind: 'hmac', stepUpToken },
          { token: u.token },
        ),
      ),
    );
    const codes = results.map((r) => reply(r).code);
    expect(codes.filter((c) => c === 0)).toHaveLength(30);
    expect(codes.filter((c) => c === ERRORS.API_KEY_LIMIT.code)).toHaveLength(2);
    expect(await keysOf(u)).toHaveLength(30);
  });
});
