import { z } from 'zod';

/**
 * API keys for bots (the security centre's "API management"), used by the
 * Binance-compatible `/api/v3` on the same server. A key signs requests
 * with HMAC-SHA256 (the server generates the secret, shows it once and
 * keeps it sealed) or Ed25519 (the user uploads a public key; the server
 * never holds the private one).
 *
 * Scopes: read always; trade on request, and lost after
 * `API_KEY_TRADE_WITHOUT_IP_DAYS` days when the key has no IP allowlist;
 * withdraw off by default and allowed only with an IP allowlist. A key
 * unused for `API_KEY_IDLE_DAYS` days expires. Creating a key, or
 * loosening one (a scope added, the allowlist changed), needs a fresh
 * step-up token (`/safeVerify`).
 */
export const API_KEY_KINDS = ['hmac', 'ed25519'] as const;
export type ApiKeyKind = (typeof API_KEY_KINDS)[number];
export const API_KEY_STATUSES = ['active', 'disabled', 'expired'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

/** Most keys one user holds (deleted keys do not count). */
export const API_KEY_MAX_PER_USER = 30;
/** Most entries of one key's IP allowlist. */
export const API_KEY_MAX_IPS = 30;
/** A key without an IP allowlist trades for this many days after its creation. */
export const API_KEY_TRADE_WITHOUT_IP_DAYS = 30;
/** A key nobody used for this many days (counted from its creation or last use) expires. */
export const API_KEY_IDLE_DAYS = 90;

/** An IPv4 or IPv6 address, or a CIDR block of either; checked exactly on the server. */
const ipEntry = z.string().trim().min(2).max(49);

export const apiKeyScopesSchema = z.object({
  read: z.literal(true),
  trade: z.boolean(),
  withdraw: z.boolean(),
});
export type ApiKeyScopes = z.infer<typeof apiKeyScopesSchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  label: z.string(),
  kind: z.enum(API_KEY_KINDS),
  /** The key's public name, sent in `X-MBX-APIKEY`. */
  apiKey: z.string(),
  /** An Ed25519 key's public key (PEM); null for HMAC keys. */
  publicKey: z.string().nullable(),
  /** What the key may do now (a lapsed trade scope reads false). */
  scopes: apiKeyScopesSchema,
  /** Trade asked for at creation, whatever has lapsed since. */
  tradeRequested: z.boolean(),
  ipAllowlist: z.array(z.string()),
  status: z.enum(API_KEY_STATUSES),
  /** When trading stops for a key without an allowlist; null when it has one or never trades. */
  tradeUntil: z.number().int().nullable(),
  /** When the key expires unless used before. */
  idleExpiresAt: z.number().int(),
  createdAt: z.number().int(),
  lastUsedAt: z.number().int().nullable(),
  lastUsedIp: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.array(apiKeySchema);

/** A new key: for HMAC, the secret, shown this once and never again. */
export const createdApiKeySchema = z.object({
  key: apiKeySchema,
  secret: z.string().nullable(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

const label = () =>
  z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(40, { error: 'FIELD_FORMAT' });

export const createApiKeyBody = z.object({
  label: label(),
  kind: z.enum(API_KEY_KINDS),
  /** Ed25519 only: the public key as PEM (SPKI), or its 32 raw bytes in base64. */
  publicKey: z.string().trim().max(400).optional(),
  trade: z.boolean().default(false),
  withdraw: z.boolean().default(false),
  ipAllowlist: z.array(ipEntry).max(API_KEY_MAX_IPS).default([]),
  stepUpToken: z.string().min(1).max(200),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;

/** Relabels a key; a change of scopes or allowlist also needs a step-up token. */
export const updateApiKeyBody = z.object({
  id: z.number().int().positive(),
  label: label().optional(),
  trade: z.boolean().optional(),
  withdraw: z.boolean().optional(),
  ipAllowlist: z.array(ipEntry).max(API_KEY_MAX_IPS).optional(),
  stepUpToken: z.string().min(1).max(200).optional(),
});
export type UpdateApiKeyBody = z.input<typeof updateApiKeyBody>;

/** Disables (stops at once, kept in the list), enables (step-up) or deletes a key. */
export const apiKeyIdBody = z.object({
  id: z.number().int().positive(),
  stepUpToken: z.string().min(1).max(200).optional(),
});

/** Why a signed request was refused, as the console's abuse view counts them. */
export const API_KEY_REFUSALS = [
  'unknown_key',
  'bad_signature',
  'timestamp',
  'ip_not_allowed',
  'scope',
  'key_inactive',
  'rate_limited',
] as const;
export type ApiKeyRefusal = (typeof API_KEY_REFUSALS)[number];

/** The console's view of a key: whose it is, what it may do, and how often it was refused. */
export const adminApiKeySchema = apiKeySchema.omit({ publicKey: true }).extend({
  userId: z.number().int(),
  uid: z.string(),
  /** Refused requests presenting this key in the last 24 hours. */
  refusals24h: z.number().int(),
});
export type AdminApiKey = z.infer<typeof adminApiKeySchema>;

export const adminApiKeyQuery = z.object({
  /** A user's UID, e-mail or phone, or a key's public name. */
  q: z.string().trim().max(100).optional(),
  status: z.enum(API_KEY_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Refused signed requests, counted per presented key, address and reason in hourly buckets. */
export const apiKeyRefusalSchema = z.object({
  /** The key name the caller presented (it may name no key). */
  apiKey: z.string(),
  keyId: z.number().int().nullable(),
  uid: z.string().nullable(),
  ip: z.string(),
  reason: z.enum(API_KEY_REFUSALS),
  count: z.number().int(),
  firstAt: z.number().int(),
  lastAt: z.number().int(),
});
export const apiKeyAbuseSchema = z.object({
  /** The last 24 hours, most refused first. */
  refusals: z.array(apiKeyRefusalSchema),
  /** Addresses banned (418) now for ignoring rate limits: this process's view. */
  bans: z.array(
    z.object({ ip: z.string(), bannedUntil: z.number().int(), bans: z.number().int() }),
  ),
});
export type ApiKeyAbuse = z.infer<typeof apiKeyAbuseSchema>;
