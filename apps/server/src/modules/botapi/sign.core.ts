/**
 * How a bot's request is signed, as the largest exchange's API and the
 * libraries that speak it (ccxt) do: the payload is the query string
 * followed by the form body, exactly as sent, without the `signature`
 * parameter; HMAC keys sign it with hex HMAC-SHA256, Ed25519 keys with a
 * base64 signature. `timestamp` (ms) must lie within `recvWindow` (default
 * 5,000 ms, at most 60,000) behind the server's clock and at most 1 s ahead.
 */
import { createHmac, createPublicKey, timingSafeEqual, verify, type KeyObject } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

export const RECV_WINDOW_DEFAULT_MS = 5_000;
export const RECV_WINDOW_MAX_MS = 60_000;
/** How far ahead of the server's clock a timestamp may be (clients' clocks drift). */
export const AHEAD_TOLERANCE_MS = 1_000;

/** The signed text and the signature, or why they cannot be read. */
export type SignedPayload =
  | { readonly ok: true; readonly payload: string; readonly signature: string }
  | { readonly ok: false; readonly reason: 'missing' | 'repeated' };

/**
 * Splits the signature off a request: it may be in the query string or in
 * the body, once. The rest of both, as sent, is what was signed.
 */
export function signedPayload(rawQuery: string, rawBody: string): SignedPayload {
  const found: string[] = [];
  const strip = (raw: string): string =>
    raw === ''
      ? raw
      : raw
          .split('&')
          .filter((pair) => {
            if (!pair.startsWith('signature=')) return true;
            found.push(decodeURIComponent(pair.slice('signature='.length)));
            return false;
          })
          .join('&');
  const query = strip(rawQuery);
  const body = strip(rawBody);
  if (found.length === 0) return { ok: false, reason: 'missing' };
  if (found.length > 1) return { ok: false, reason: 'repeated' };
  return { ok: true, payload: query + body, signature: found[0] ?? '' };
}

/** Constant-time check of a hex HMAC-SHA256 signature. */
export function hmacValid(secret: string, payload: string, signature: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(payload).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** Checks a base64 Ed25519 signature with the key's public key only. */
export function ed25519Valid(publicKey: KeyObject, payload: string, signature: string): boolean {
  const bytes = Buffer.from(signature, 'base64');
  if (bytes.length !== 64) return false;
  return verify(null, Buffer.from(payload), publicKey, bytes);
}

/**
 * An uploaded Ed25519 public key, as PEM (SPKI) or its 32 raw bytes in
 * base64, normalised to PEM; null when it is anything else (an RSA key, a
 * private key, garbage).
 */
export function ed25519PublicKey(text: string): { pem: string; key: KeyObject } | null {
  const trimmed = text.trim();
  try {
    let key: KeyObject;
    if (trimmed.startsWith('-----BEGIN PUBLIC KEY-----')) key = createPublicKey(trimmed);
    else {
      const raw = Buffer.from(trimmed, 'base64');
      if (raw.length !== 32 || raw.toString('base64') !== trimmed) return null;
      // SPKI prefix of an Ed25519 key (RFC 8410), then the 32 key bytes.
      const der = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), raw]);
      key = createPublicKey({ key: der, format: 'der', type: 'spki' });
    }
    if (key.asymmetricKeyType !== 'ed25519') return null;
    return { pem: key.export({ type: 'spki', format: 'pem' }).toString().trim(), key };
  } catch {
    return null;
  }
}

export type TimestampCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'window_too_large' | 'outside' | 'ahead' };

/** Whether a signed request's timestamp is fresh (`recvWindow` already parsed). */
export function timestampFresh(
  nowMs: number,
  timestamp: number,
  recvWindow: number,
): TimestampCheck {
  if (recvWindow > RECV_WINDOW_MAX_MS) return { ok: false, reason: 'window_too_large' };
  if (timestamp - nowMs > AHEAD_TOLERANCE_MS) return { ok: false, reason: 'ahead' };
  if (nowMs - timestamp > recvWindow) return { ok: false, reason: 'outside' };
  return { ok: true };
}

/**
 * An allowlist entry normalised ("10.0.0.0/8", "2001:db8::1"), or null
 * when it is not an address or a CIDR block of one.
 */
export function normaliseIpEntry(entry: string): string | null {
  const [address = '', bits, extra] = entry.trim().split('/');
  if (extra !== undefined) return null;
  const family = isIP(address);
  if (family === 0) return null;
  if (bits === undefined) return address.toLowerCase();
  if (!/^\d{1,3}$/.test(bits)) return null;
  const prefix = Number(bits);
  if (prefix > (family === 4 ? 32 : 128)) return null;
  return `${address.toLowerCase()}/${prefix}`;
}

/** A matcher over normalised allowlist entries; an IPv4-mapped IPv6 caller matches its IPv4 entry. */
export function ipMatcher(entries: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (ip) => {
    const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    const family = isIP(plain);
    if (family === 0) return false;
    return list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}
