import { describe, expect, it } from 'vitest';
import {
  addressKey,
  switched,
  whitelistEnforced,
  whitelistProblem,
} from './withdrawal.addressbook.core.js';

const HOUR_MS = 3_600_000;

describe('addresses compared', () => {
  it('in any letter case on EVM, as written elsewhere', () => {
    expect(addressKey('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(
      '0x52908400098527886e0f7030069857d2e4169ee7',
    );
    expect(addressKey('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH')).toBe(
      'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
    );
  });
});

describe('the whitelist rules', () => {
  const now = Date.UTC(2026, 0, 1);
  const hold = 24 * HOUR_MS;
  it('enforces while on, and while a switch-off waits', () => {
    expect(whitelistEnforced(undefined, now)).toBe(false);
    expect(whitelistEnforced({ enabled: true, enforced_until: null }, now)).toBe(true);
    const waiting = { enabled: false, enforced_until: new Date(now + 1) };
    expect(whitelistEnforced(waiting, now)).toBe(true);
    expect(whitelistEnforced(waiting, now + 1)).toBe(false);
  });

  it('switches on at once and off after the hold', () => {
    expect(switched(undefined, true, now, hold)).toEqual({ enabled: true, enforced_until: null });
    expect(switched(undefined, false, now, hold)).toEqual({ enabled: false, enforced_until: null });
    const on = { enabled: true, enforced_until: null };
    const off = switched(on, false, now, hold);
    expect(off).toEqual({ enabled: false, enforced_until: new Date(now + hold) });
    expect(switched(off, false, now + HOUR_MS, hold)).toBe(off);
    expect(switched(off, true, now + HOUR_MS, hold)).toEqual(on);
    expect(switched(off, false, now + hold, hold)).toEqual({
      enabled: false,
      enforced_until: null,
    });
  });

  it('allows only saved, usable addresses while enforced', () => {
    const usable = { usable_at: new Date(now) };
    const waiting = { usable_at: new Date(now + 60_000) };
    expect(whitelistProblem(false, undefined, now)).toBeNull();
    expect(whitelistProblem(true, usable, now)).toBeNull();
    expect(whitelistProblem(true, undefined, now)?.key).toBe('WITHDRAW_ADDRESS_NOT_SAVED');
    expect(whitelistProblem(true, waiting, now)).toEqual({
      key: 'WITHDRAW_ADDRESS_NOT_YET_USABLE',
      params: { until: '2026-01-01 00:01' },
    });
  });
});
