import { describe, expect, it } from 'vitest';
import { expiryOf } from './expiry';

const NOW = 1_760_000_000_000;

describe('delivery expiry', () => {
  it('counts down in minutes under an hour and in hours under a day', () => {
    expect(expiryOf(NOW + 192_000, NOW)).toEqual({ state: 'countdown', text: '03:12' });
    // Part of a second left still shows that second.
    expect(expiryOf(NOW + 191_001, NOW)).toEqual({ state: 'countdown', text: '03:12' });
    expect(expiryOf(NOW + 1, NOW)).toEqual({ state: 'countdown', text: '00:01' });
    expect(expiryOf(NOW + 3_599_000, NOW)).toEqual({ state: 'countdown', text: '59:59' });
    expect(expiryOf(NOW + 3_600_000, NOW)).toEqual({ state: 'countdown', text: '01:00:00' });
    expect(expiryOf(NOW + 86_399_000, NOW)).toEqual({ state: 'countdown', text: '23:59:59' });
  });

  it('gives the date for a day or more, and settles at expiry', () => {
    expect(expiryOf(NOW + 86_400_000, NOW)).toEqual({ state: 'date', atMs: NOW + 86_400_000 });
    expect(expiryOf(NOW, NOW)).toEqual({ state: 'settling' });
    expect(expiryOf(NOW - 5_000, NOW)).toEqual({ state: 'settling' });
    expect(expiryOf(null, NOW)).toEqual({ state: 'unknown' });
  });
});
