import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ed25519PublicKey,
  ed25519Valid,
  hmacValid,
  ipMatcher,
  normaliseIpEntry,
  signedPayload,
  timestampFresh,
} from './sign.core.js';
import { createWeights } from './weights.js';

describe('the signed payload', () => {
  it('is the query string then the body, as sent, without the signature', () => {
    expect(signedPayload('symbol=BTCUSDT&timestamp=1&signature=ab', '')).toEqual({
      ok: true,
      payload: 'symbol=BTCUSDT&timestamp=1',
      signature: 'ab',
    });
    expect(signedPayload('', 'side=BUY&timestamp=1&signature=cd%2B')).toEqual({
      ok: true,
      payload: 'side=BUY&timestamp=1',
      signature: 'cd+',
    });
    // Query and body are joined without a separator, as the dialect defines it.
    expect(signedPayload('symbol=X', 'timestamp=1&signature=ef')).toMatchObject({
      payload: 'symbol=Xtimestamp=1',
    });
    expect(signedPayload('a=1', 'b=2')).toEqual({ ok: false, reason: 'missing' });
    expect(signedPayload('signature=a', 'signature=b')).toEqual({ ok: false, reason: 'repeated' });
  });

  it('checks HMAC in constant time and refuses anything but 64 hex digits', () => {
    const good = createHmac('sha256', 'secret').update('a=1').digest('hex');
    expect(hmacValid('secret', 'a=1', good)).toBe(true);
    expect(hmacValid('secret', 'a=1', good.toUpperCase())).toBe(true);
    expect(hmacValid('secret', 'a=2', good)).toBe(false);
    expect(hmacValid('other', 'a=1', good)).toBe(false);
    expect(hmacValid('secret', 'a=1', good.slice(1))).toBe(false);
  });

  it('checks Ed25519 with the public key only, and reads PEM or raw keys, nothing else', () => {
    const pair = generateKeyPairSync('ed25519');
    const pem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const parsed = ed25519PublicKey(pem);
    expect(parsed?.pem).toBe(pem.trim());
    const raw = pair.publicKey.export({ format: 'jwk' }).x ?? '';
    const fromRaw = ed25519PublicKey(Buffer.from(raw, 'base64url').toString('base64'));
    expect(fromRaw?.pem).toBe(pem.trim());
    const signature = sign(null, Buffer.from('a=1'), pair.privateKey).toString('base64');
    expect(ed25519Valid(parsed!.key, 'a=1', signature)).toBe(true);
    expect(ed25519Valid(parsed!.key, 'a=2', signature)).toBe(false);
    expect(ed25519Valid(parsed!.key, 'a=1', 'AAAA')).toBe(false);

    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 });
    expect(
      ed25519PublicKey(rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString()),
    ).toBeNull();
    expect(
      ed25519PublicKey(pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
    ).toBeNull();
    expect(ed25519PublicKey('not a key')).toBeNull();
  });
});

describe('timestamps', () => {
  it('accepts up to recvWindow behind and 1 s ahead, and a window of at most 60 s', () => {
    expect(timestampFresh(10_000, 5_000, 5_000)).toEqual({ ok: true });
    expect(timestampFresh(10_000, 4_999, 5_000)).toEqual({ ok: false, reason: 'outside' });
    expect(timestampFresh(10_000, 11_000, 5_000)).toEqual({ ok: true });
    expect(timestampFresh(10_000, 11_001, 5_000)).toEqual({ ok: false, reason: 'ahead' });
    expect(timestampFresh(100_000, 40_000, 60_000)).toEqual({ ok: true });
    expect(timestampFresh(100_000, 99_000, 60_001)).toEqual({
      ok: false,
      reason: 'window_too_large',
    });
  });
});

describe('IP allowlists', () => {
  it('normalises addresses and blocks, and refuses the rest', () => {
    expect(normaliseIpEntry(' 10.0.0.1 ')).toBe('10.0.0.1');
    expect(normaliseIpEntry('2001:DB8::/32')).toBe('2001:db8::/32');
    for (const bad of ['10.0.0.256', '10.0.0.0/33', '::/129', 'host', '1.2.3.4/8/9', '1.2.3.4/x'])
      expect(normaliseIpEntry(bad), bad).toBeNull();
  });

  it('matches addresses, blocks and IPv4-mapped callers', () => {
    const allowed = ipMatcher(['203.0.113.0/24', '2001:db8::1']);
    expect(allowed('203.0.113.200')).toBe(true);
    expect(allowed('::ffff:203.0.113.9')).toBe(true);
    expect(allowed('203.0.114.1')).toBe(false);
    expect(allowed('2001:db8::1')).toBe(true);
    expect(allowed('2001:db8::2')).toBe(false);
    expect(allowed('garbage')).toBe(false);
  });
});

describe('request weights', () => {
  it('limits per minute, bans after repeated refusals, and doubles each ban', () => {
    const weights = createWeights({ perMinute: 10, refusalsBeforeBan: 2 });
    expect(weights.charge('a', 10, 0)).toEqual({ kind: 'ok', used: 10 });
    expect(weights.charge('a', 1, 1_000)).toEqual({ kind: 'limited', used: 10, retryAfterS: 59 });
    expect(weights.charge('b', 1, 1_000)).toEqual({ kind: 'ok', used: 1 });
    expect(weights.charge('a', 1, 2_000).kind).toBe('limited');
    expect(weights.charge('a', 1, 3_000)).toEqual({
      kind: 'banned',
      untilMs: 123_000,
      retryAfterS: 120,
    });
    expect(weights.charge('a', 1, 122_999).kind).toBe('banned');
    expect(weights.charge('a', 1, 123_000)).toEqual({ kind: 'ok', used: 1 });
    expect(weights.charge('a', 10, 123_001).kind).toBe('limited');
    expect(weights.charge('a', 10, 123_002).kind).toBe('limited');
    // The second ban lasts twice as long.
    expect(weights.charge('a', 10, 123_003)).toEqual({
      kind: 'banned',
      untilMs: 363_003,
      retryAfterS: 240,
    });
  });
});
