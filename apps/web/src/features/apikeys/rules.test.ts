import { describe, expect, it } from 'vitest';
import {
  changesOf,
  ipEntries,
  looksLikeIp,
  loosens,
  publicKeyProblem,
  sameIps,
  labelProblem,
} from './rules';
import { apiKey } from './test/fixtures';

describe('API key rules', () => {
  it('takes IPv4 and IPv6 addresses and CIDR ranges, roughly', () => {
    for (const ok of ['203.0.113.7', '203.0.113.0/24', '2001:db8::1', '2001:db8::/32', '::1'])
      expect(looksLikeIp(ok), ok).toBe(true);
    for (const bad of ['203.0.113', '256.1.1.1', '1.2.3.4/33', 'example.com', '1.2.3.4/24/1', ''])
      expect(looksLikeIp(bad), bad).toBe(false);
  });

  it('reads the allowlist rows trimmed, without blanks or repeats', () => {
    expect(ipEntries([' 203.0.113.7 ', '', '203.0.113.7', '::1'])).toEqual(['203.0.113.7', '::1']);
    expect(sameIps(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameIps(['a'], ['a', 'b'])).toBe(false);
  });

  it('checks the name and never lets a private key through', () => {
    expect(labelProblem('  ')).toBe('required');
    expect(labelProblem('x'.repeat(41))).toBe('tooLong');
    expect(labelProblem(' Grid ')).toBeNull();
    expect(publicKeyProblem('')).toBe('required');
    expect(publicKeyProblem('-----BEGIN PRIVATE KEY-----\nabc')).toBe('private');
    expect(publicKeyProblem('-----BEGIN PUBLIC KEY-----\nabc')).toBeNull();
  });

  it('sends only what changed, and asks for a step-up only when that loosens the key', () => {
    const key = apiKey(1, {
      tradeRequested: false,
      scopes: { read: true, trade: false, withdraw: false },
    });
    const form = { label: 'Bot 1', trade: false, withdraw: false, ips: ['203.0.113.7'] };
    expect(changesOf(key, form)).toEqual({});
    const renamed = changesOf(key, { ...form, label: ' New ' });
    expect(renamed).toEqual({ label: 'New' });
    expect(loosens(key, renamed)).toBe(false);
    expect(loosens(key, changesOf(key, { ...form, trade: true }))).toBe(true);
    expect(loosens(key, changesOf(key, { ...form, withdraw: true }))).toBe(true);
    expect(loosens(key, changesOf(key, { ...form, ips: [] }))).toBe(true);
    expect(loosens(key, changesOf(key, { ...form, ips: ['203.0.113.7'] }))).toBe(false);
  });
});
