import type { AdminApiKey, ApiKeyAbuse } from '@exchange/contracts';

/** Fixtures of the API keys' screen, as the console's API sends them. */

const at = (iso: string) => Date.parse(iso);

/** An HMAC key that trades from two allowed addresses, used today, refused a few times. */
export const TRADING: AdminApiKey = {
  id: 5,
  userId: 42,
  uid: '80012345',
  label: 'Grid bot',
  kind: 'hmac',
  apiKey: 'vmPUZE6mv9SD5VNHk4HlWFsOr6aKE2zvsw0MuIgwCIPy6utIco14y7Ju91duEh8A',
  scopes: { read: true, trade: true, withdraw: false },
  tradeRequested: true,
  ipAllowlist: ['203.0.113.7', '198.51.100.0/24'],
  status: 'active',
  tradeUntil: null,
  idleExpiresAt: at('2025-04-01T00:00:00Z'),
  createdAt: at('2025-01-01T00:00:00Z'),
  lastUsedAt: at('2025-01-02T03:04:05Z'),
  lastUsedIp: '203.0.113.7',
  refusals24h: 7,
};

/** An Ed25519 key that only reads, from anywhere, never used, disabled by its user. */
export const DISABLED: AdminApiKey = {
  ...TRADING,
  id: 6,
  userId: 43,
  uid: '80012346',
  label: 'Reader',
  kind: 'ed25519',
  apiKey: 'K3yEd25519NameQ',
  scopes: { read: true, trade: false, withdraw: false },
  tradeRequested: false,
  ipAllowlist: [],
  status: 'disabled',
  lastUsedAt: null,
  lastUsedIp: null,
  refusals24h: 0,
};

export const ABUSE: ApiKeyAbuse = {
  refusals: [
    {
      apiKey: TRADING.apiKey,
      keyId: TRADING.id,
      uid: TRADING.uid,
      ip: '192.0.2.9',
      reason: 'ip_not_allowed',
      count: 6,
      firstAt: at('2025-01-02T01:00:00Z'),
      lastAt: at('2025-01-02T02:30:00Z'),
    },
    {
      apiKey: 'nosuchkey',
      keyId: null,
      uid: null,
      ip: '192.0.2.10',
      reason: 'unknown_key',
      count: 2,
      firstAt: at('2025-01-02T01:10:00Z'),
      lastAt: at('2025-01-02T01:20:00Z'),
    },
  ],
  bans: [{ ip: '192.0.2.66', bannedUntil: at('2025-01-02T05:00:00Z'), bans: 2 }],
};
