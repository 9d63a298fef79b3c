/**
 * Proof of liabilities: a Merkle sum tree per asset over users' balances,
 * and the check a user runs on their own inclusion proof, in the browser
 * or offline (`scripts/verify-liabilities.ts`), with no help from the
 * server.
 *
 * - A leaf is the salted hash of the round, the asset, the account (the
 *   user's public UID), a 32-byte nonce only that user is given, and the
 *   balance; its sum is the balance. Nobody can tell whose a leaf is.
 * - A parent commits to both children's hashes and both children's sums
 *   (the fix for the flaw in Maxwell's original tree, where a parent held
 *   only the total and two proofs could share one balance).
 * - Sums are integers in the asset's smallest unit, encoded as 16 unsigned
 *   bytes: a negative balance cannot be written, and the builder refuses
 *   one (a fake account with a negative balance would lower the total).
 * - Leaves are ordered by their hash, so a position says nothing; an odd
 *   level is completed with an empty node of sum zero.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import {
  fromBigInt,
  parseDecimal,
  scaleOf,
  toPlainString,
  toUnits as unitsOf,
} from '@exchange/money';

export const LIABILITY_PROOF_VERSION = 1 as const;
/** The largest sum a node may carry: 2^127 - 1 units, far beyond any asset's supply. */
export const LIABILITY_SUM_MAX = (1n << 127n) - 1n;

export interface SumNode {
  readonly hash: Uint8Array;
  readonly sum: bigint;
}

/** One user's inclusion proof in one asset's tree, as the user downloads it. */
export interface LiabilityProof {
  readonly version: number;
  readonly round: number;
  readonly asset: string;
  /** The asset's decimals: balances and sums are counted in units of 10^-decimals. */
  readonly decimals: number;
  readonly snapshotAt: number;
  /** The user's public UID. */
  readonly account: string;
  /** 32 bytes, hex: the leaf's salt, given to this user only. */
  readonly nonce: string;
  /** The user's balance in the asset at the snapshot, as a decimal. */
  readonly balance: string;
  /** The leaf's position: bit i says whether the node at height i is a right child. */
  readonly index: number;
  /** Siblings from the leaf up: hash (hex) and sum (units). */
  readonly path: readonly { readonly hash: string; readonly sum: string }[];
  /** The published root: hash (hex), sum (units) and the total as a decimal. */
  readonly root: { readonly hash: string; readonly sum: string; readonly total: string };
}

const LEAF = 0x00;
const NODE = 0x01;
const EMPTY_TAG = 0x02;

function u128(value: bigint): Uint8Array {
  if (value < 0n || value > LIABILITY_SUM_MAX) throw new RangeError('sum out of range');
  const bytes = new Uint8Array(16);
  let rest = value;
  for (let i = 15; i >= 0; i -= 1) {
    bytes[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  return bytes;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Text fields of a leaf, each length-prefixed so no two leaves read alike. */
function field(text: string): Uint8Array {
  const bytes = utf8ToBytes(text);
  return concat([u128(BigInt(bytes.length)).slice(12), bytes]);
}

export function leafNode(
  round: number,
  asset: string,
  account: string,
  nonce: Uint8Array,
  balance: bigint,
): SumNode {
  if (balance < 0n) throw new RangeError('a balance cannot be negative');
  if (nonce.length !== 32) throw new RangeError('the nonce is 32 bytes');
  return {
    hash: sha256(
      concat([
        Uint8Array.of(LEAF),
        field(String(round)),
        field(asset),
        field(account),
        nonce,
        u128(balance),
      ]),
    ),
    sum: balance,
  };
}

export function parentNode(left: SumNode, right: SumNode): SumNode {
  const sum = left.sum + right.sum;
  return {
    hash: sha256(
      concat([Uint8Array.of(NODE), left.hash, u128(left.sum), right.hash, u128(right.sum)]),
    ),
    // Encoded to check its range: a sum past the limit is refused, never wrapped.
    sum: u128(sum).length === 16 ? sum : 0n,
  };
}

/** The node that completes an odd level. */
export const EMPTY_NODE: SumNode = { hash: sha256(Uint8Array.of(EMPTY_TAG)), sum: 0n };

/** A decimal balance in units of 10^-decimals; null when it has more places or is negative. */
export function liabilityUnits(balance: string, decimals: number): bigint | null {
  const value = parseDecimal(balance);
  if (!value || value.units < 0n || scaleOf(value) > decimals) return null;
  return unitsOf(value, decimals);
}

export const liabilityAmount = (units: bigint, decimals: number): string =>
  toPlainString(fromBigInt(units, decimals));

export type ProofCheck =
  | { readonly ok: true; readonly total: string }
  | { readonly ok: false; readonly reason: ProofFailure };
export type ProofFailure =
  'version' | 'malformed' | 'negative' | 'sum_mismatch' | 'root_mismatch' | 'not_published';

const HEX32 = /^[0-9a-f]{64}$/;
const UNITS = /^(?:0|[1-9]\d{0,38})$/;

/**
 * Checks a proof: the leaf rebuilt from the user's own data, each parent
 * from its children's hashes and sums, every sum within range, the root
 * equal to the proof's, and, when given, to the root the exchange
 * published for that round and asset.
 */
export function verifyLiabilityProof(
  proof: LiabilityProof,
  published?: { readonly hash: string; readonly total: string },
): ProofCheck {
  if (proof.version !== LIABILITY_PROOF_VERSION) return { ok: false, reason: 'version' };
  if (
    !Number.isSafeInteger(proof.round) ||
    !Number.isSafeInteger(proof.index) ||
    proof.index < 0 ||
    !Number.isInteger(proof.decimals) ||
    proof.decimals < 0 ||
    proof.decimals > 30 ||
    !HEX32.test(proof.nonce) ||
    !HEX32.test(proof.root.hash) ||
    !Array.isArray(proof.path) ||
    proof.path.length > 64 ||
    proof.index >= 2 ** proof.path.length
  )
    return { ok: false, reason: 'malformed' };
  if (proof.balance.trim().startsWith('-')) return { ok: false, reason: 'negative' };
  const balance = liabilityUnits(proof.balance, proof.decimals);
  if (balance === null) return { ok: false, reason: 'malformed' };
  let node: SumNode;
  try {
    node = leafNode(proof.round, proof.asset, proof.account, hexToBytes(proof.nonce), balance);
    proof.path.forEach((sibling, height) => {
      if (!HEX32.test(sibling.hash)) throw new RangeError('malformed');
      if (sibling.sum.startsWith('-')) throw new RangeError('negative');
      if (!UNITS.test(sibling.sum)) throw new RangeError('malformed');
      const other = { hash: hexToBytes(sibling.hash), sum: BigInt(sibling.sum) };
      const right = Math.floor(proof.index / 2 ** height) % 2 === 1;
      node = right ? parentNode(other, node) : parentNode(node, other);
    });
  } catch (error) {
    const reason =
      error instanceof RangeError && error.message === 'negative' ? 'negative' : 'malformed';
    return { ok: false, reason };
  }
  if (bytesToHex(node.hash) !== proof.root.hash) return { ok: false, reason: 'root_mismatch' };
  if (
    String(node.sum) !== proof.root.sum ||
    liabilityAmount(node.sum, proof.decimals) !== proof.root.total
  )
    return { ok: false, reason: 'sum_mismatch' };
  if (published && (published.hash !== proof.root.hash || published.total !== proof.root.total))
    return { ok: false, reason: 'not_published' };
  return { ok: true, total: proof.root.total };
}

/** A built tree: every level from the leaves up, the root last. */
export interface LiabilityTree {
  readonly levels: readonly (readonly SumNode[])[];
  readonly root: SumNode;
}

/**
 * Builds one asset's tree from leaves already made (`leafNode`), ordering
 * them by hash. Returns the tree and each leaf's position.
 */
export function buildLiabilityTree(leaves: readonly SumNode[]): LiabilityTree {
  const ordered = [...leaves].sort((a, b) => compareBytes(a.hash, b.hash));
  const levels: SumNode[][] = [ordered.length > 0 ? ordered : [EMPTY_NODE]];
  for (;;) {
    const level = levels[levels.length - 1] ?? [];
    if (level.length === 1) break;
    const next: SumNode[] = [];
    for (let i = 0; i < level.length; i += 2)
      next.push(parentNode(level[i] as SumNode, level[i + 1] ?? EMPTY_NODE));
    levels.push(next);
  }
  return { levels, root: levels[levels.length - 1]?.[0] ?? EMPTY_NODE };
}

/** The siblings of the leaf at `index`, from the leaf up. */
export function proofPath(tree: LiabilityTree, index: number): { hash: string; sum: string }[] {
  const path: { hash: string; sum: string }[] = [];
  let at = index;
  for (const level of tree.levels.slice(0, -1)) {
    const sibling = level[at ^ 1] ?? EMPTY_NODE;
    path.push({ hash: bytesToHex(sibling.hash), sum: String(sibling.sum) });
    at >>= 1;
  }
  return path;
}

export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}
