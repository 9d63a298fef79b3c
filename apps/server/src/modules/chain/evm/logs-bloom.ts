import { hexToBytes, keccak256 } from 'viem';
import type { Hex } from 'viem';

const BLOOM_BYTES = 256;

/**
 * Whether a block's 2048-bit logs bloom may contain `item` (a log address or topic), as
 * defined in the Ethereum yellow paper (section 4.3.1): three 11-bit indices taken from
 * the item's keccak-256. False means the block certainly has no such log; true may be a
 * false positive. The watcher uses this to tell "the node returned no logs for this
 * block" from "the block has none", so a lagging node cannot make it skip a deposit.
 */
export function bloomMayContain(logsBloom: string, item: string): boolean {
  const bloom = hexToBytes(logsBloom as Hex);
  if (bloom.length !== BLOOM_BYTES) throw new Error(`logs bloom is ${bloom.length} bytes, not 256`);
  const hash = hexToBytes(keccak256(item as Hex));
  for (let pair = 0; pair < 6; pair += 2) {
    const bit = (((hash[pair] ?? 0) << 8) | (hash[pair + 1] ?? 0)) & 2047;
    // Bit 0 is the lowest bit of the last byte: the bloom is one big-endian number.
    const byte = bloom[BLOOM_BYTES - 1 - (bit >> 3)] ?? 0;
    if ((byte & (1 << (bit & 7))) === 0) return false;
  }
  return true;
}
