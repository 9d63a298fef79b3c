import type { Generated } from 'kysely';

/** A user's API key (migration 0054). Deleting a key deletes its row. */
export interface ApiKeyTable {
  id: Generated<number>;
  user_id: number;
  label: string;
  kind: 'hmac' | 'ed25519';
  /** The public name sent in `X-MBX-APIKEY`. */
  api_key: string;
  /** An HMAC key's secret, sealed with the platform's secret box. */
  secret_sealed: string | null;
  /** An Ed25519 key's public key (PEM, SPKI). */
  public_key: string | null;
  trade: boolean;
  withdraw: boolean;
  /** Addresses and CIDR blocks, normalised; empty: any address. */
  ip_allowlist: string[];
  disabled_at: Date | null;
  created_at: Date;
  last_used_at: Date | null;
  last_used_ip: string | null;
}

/** One hour's use of a key from one address: the security log's line for it, written once. */
export interface ApiKeyUseTable {
  key_id: number;
  ip: string;
  hour: Date;
}

/** Refused requests in one hour for one presented key, address and reason (migration 0057). */
export interface ApiKeyRefusalTable {
  hour: Date;
  api_key: string;
  ip: string;
  reason: string;
  count: number;
  first_at: Date;
  last_at: Date;
}

export interface BotApiTables {
  api_key: ApiKeyTable;
  api_key_use: ApiKeyUseTable;
  api_key_refusal: ApiKeyRefusalTable;
}
