import {
  API_KEY_TRADE_WITHOUT_IP_DAYS,
  type ApiKey,
  type ApiKeyKind,
  type ApiKeyStatus,
} from '@exchange/contracts';

const DAY_MS = 86_400_000;

/** The contract's limits on a key's name and an Ed25519 public key. */
export const LABEL_MAX = 40;
export const PUBLIC_KEY_MAX = 400;

/** Signature schemes go by their own names in every language. */
export const KIND_NAMES: Readonly<Record<ApiKeyKind, string>> = {
  hmac: 'HMAC-SHA256',
  ed25519: 'Ed25519',
};

/** How a status reads, in the shared `.status-pill` colours. */
export const STATUS_TONE: Readonly<Record<ApiKeyStatus, 'good' | 'muted' | 'bad'>> = {
  active: 'good',
  disabled: 'muted',
  expired: 'bad',
};

/** The allowlist as typed: each row trimmed, empty rows left out, each entry once. */
export function ipEntries(rows: readonly string[]): string[] {
  return [...new Set(rows.map((row) => row.trim()).filter((row) => row !== ''))];
}

/**
 * Roughly an IPv4 or IPv6 address, or a CIDR block of either: catches a
 * typo before the step-up is spent on a refusal. The server checks exactly.
 */
export function looksLikeIp(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits))) return false;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (v4) return v4.slice(1).every((part) => Number(part) <= 255) && Number(bits ?? 0) <= 32;
  return address.includes(':') && /^[0-9a-fA-F:.]+$/.test(address) && Number(bits ?? 0) <= 128;
}

/** Whether two allowlists hold the same entries, in any order. */
export function sameIps(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((ip) => right.has(ip));
}

export type LabelProblem = 'required' | 'tooLong';

export function labelProblem(label: string): LabelProblem | null {
  const trimmed = label.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > LABEL_MAX ? 'tooLong' : null;
}

export type PublicKeyProblem = 'required' | 'private' | 'tooLong';

/** An Ed25519 public key as pasted; a private key pasted by mistake is never sent. */
export function publicKeyProblem(text: string): PublicKeyProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (/PRIVATE KEY/i.test(trimmed)) return 'private';
  return trimmed.length > PUBLIC_KEY_MAX ? 'tooLong' : null;
}

/** When a key made at `createdAt` stops trading while it has no allowlist. */
export function tradeStopsAt(createdAt: number): number {
  return createdAt + API_KEY_TRADE_WITHOUT_IP_DAYS * DAY_MS;
}

/** What may change about a key; left out, it stays as it is. */
export interface KeyChange {
  label?: string;
  trade?: boolean;
  withdraw?: boolean;
  ipAllowlist?: string[];
}

/**
 * The changes between a key and the edited form: only what differs, so a
 * rename alone needs no step-up.
 */
export function changesOf(
  key: ApiKey,
  form: { label: string; trade: boolean; withdraw: boolean; ips: readonly string[] },
): KeyChange {
  const change: KeyChange = {};
  const label = form.label.trim();
  if (label !== key.label) change.label = label;
  if (form.trade !== key.tradeRequested) change.trade = form.trade;
  if (form.withdraw !== key.scopes.withdraw) change.withdraw = form.withdraw;
  if (!sameIps(form.ips, key.ipAllowlist)) change.ipAllowlist = [...form.ips];
  return change;
}

/**
 * Whether a change gives the key more than it has, as the server judges
 * it: a scope added or the allowlist changed. It asks for a step-up then.
 */
export function loosens(key: ApiKey, change: KeyChange): boolean {
  return (
    (change.trade === true && !key.tradeRequested) ||
    (change.withdraw === true && !key.scopes.withdraw) ||
    change.ipAllowlist !== undefined
  );
}
