import type { RedPacketKind } from '@exchange/contracts';

/**
 * Red packets' arithmetic, pure, in the coin's smallest units (bigint):
 * how a total splits into shares, and the packet's code.
 */

/** Shares are cut to at most this many decimals: finer than that is dust. */
export const SHARE_PLACES = 8;

/** The places shares are cut to for a coin with `decimals`. */
export const sharePlaces = (decimals: number) => Math.min(decimals, SHARE_PLACES);

/**
 * Splits `total` units into `shares` shares of at least one unit each, or
 * null when there are fewer units than shares. Equal: the same to each, the
 * remainder one unit at a time to the first shares. Lucky: each share but
 * the last drawn uniformly from one unit to twice the mean of what is left
 * (so the expected share stays the mean, as the usual scheme has it), never
 * leaving less than one unit for each share after it; the last takes the
 * rest. `random(n)` is uniform in [0, n).
 */
export function splitShares(
  total: bigint,
  shares: number,
  kind: RedPacketKind,
  random: (below: bigint) => bigint,
): bigint[] | null {
  const count = BigInt(shares);
  if (shares < 1 || total < count) return null;
  if (kind === 'equal') {
    const each = total / count;
    const rest = total % count;
    return Array.from({ length: shares }, (_, i) => each + (BigInt(i) < rest ? 1n : 0n));
  }
  const result: bigint[] = [];
  let left = total;
  for (let i = shares; i > 1; i--) {
    const after = BigInt(i - 1);
    const most = (left * 2n) / BigInt(i);
    const cap = most < left - after ? most : left - after;
    const amount = cap <= 1n ? 1n : 1n + random(cap);
    result.push(amount);
    left -= amount;
  }
  result.push(left);
  return result;
}

/** Letters and digits that cannot be misread (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 10;

/** A packet's code from random bytes (at least `CODE_LENGTH` of them). */
export function packetCode(bytes: Uint8Array): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++)
    code += CODE_ALPHABET[(bytes[i] ?? 0) % CODE_ALPHABET.length];
  return code;
}
