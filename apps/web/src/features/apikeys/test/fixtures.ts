import type { ApiKey } from '@exchange/contracts';
import { overviewFixture } from '../../account/test/fakeServer';

export const DAY_MS = 86_400_000;

export const member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 0,
  perpetual_contracts_status: 0,
};

/** A key as the server lists it: an active HMAC key limited to one address, trading. */
export function apiKey(id: number, over: Partial<ApiKey> = {}): ApiKey {
  const now = Date.now();
  return {
    id,
    label: `Bot ${id}`,
    kind: 'hmac',
    apiKey: `k${id}`.padEnd(64, 'A'),
    publicKey: null,
    scopes: { read: true, trade: true, withdraw: false },
    tradeRequested: true,
    ipAllowlist: ['203.0.113.7'],
    status: 'active',
    tradeUntil: null,
    idleExpiresAt: now + 80 * DAY_MS,
    createdAt: now - 10 * DAY_MS,
    lastUsedAt: now - 3_600_000,
    lastUsedIp: '203.0.113.7',
    ...over,
  };
}

/** The security overview with only an authenticator bound: the step-up asks for its code. */
export const overviewRoute = {
  'GET /security/overview': () => ({
    data: { ...overviewFixture, email: '', googleBound: true },
  }),
};

/** The step-up code check, answering with a fresh token. */
export const safeVerifyRoute = (token = 'step-up-fresh') => ({
  'POST /security/safe-verify': () => ({ data: { stepUpToken: token, expiresInS: 300 } }),
});
