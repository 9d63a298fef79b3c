import { describe, expect, it } from 'vitest';
import { CODE_LENGTH, packetCode, sharePlaces, splitShares } from './redpacket.core.js';

/** A seeded generator, so each case is the same every run. */
function seeded(seed: number) {
  let state = seed;
  return (below: bigint) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return BigInt(state) % below;
  };
}
const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);

describe('splitting a red packet', () => {
  it('splits equally, the remainder a unit at a time to the first shares', () => {
    expect(splitShares(10n, 3, 'equal', seeded(1))).toEqual([4n, 3n, 3n]);
    expect(splitShares(9n, 3, 'equal', seeded(1))).toEqual([3n, 3n, 3n]);
    expect(splitShares(1n, 1, 'equal', seeded(1))).toEqual([1n]);
  });

  it('refuses fewer units than shares', () => {
    expect(splitShares(2n, 3, 'equal', seeded(1))).toBeNull();
    expect(splitShares(2n, 3, 'lucky', seeded(1))).toBeNull();
    expect(splitShares(5n, 0, 'equal', seeded(1))).toBeNull();
  });

  it('draws lucky shares that add up to the total, each at least one unit, for many totals and counts', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const random = seeded(seed);
      const shares = 1 + (seed % 100);
      const total = BigInt(shares) + BigInt(seed * 7919);
      const split = splitShares(total, shares, 'lucky', random);
      expect(split).not.toBeNull();
      expect(split).toHaveLength(shares);
      expect(sum(split ?? [])).toBe(total);
      expect((split ?? []).every((share) => share >= 1n)).toBe(true);
    }
    // The tightest case: exactly one unit each.
    expect(splitShares(5n, 5, 'lucky', seeded(3))).toEqual([1n, 1n, 1n, 1n, 1n]);
  });

  it('cuts shares to at most eight places', () => {
    expect(sharePlaces(18)).toBe(8);
    expect(sharePlaces(6)).toBe(6);
  });

  it('makes codes of the unambiguous alphabet', () => {
    const code = packetCode(new Uint8Array(16).map((_, i) => i * 37));
    expect(code).toHaveLength(CODE_LENGTH);
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
  });
});
