import { randomBytes } from 'node:crypto';
import { bytesToHex } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LIABILITY_PROOF_VERSION,
  buildLiabilityTree,
  leafNode,
  liabilityAmount,
  proofPath,
  verifyLiabilityProof,
  type LiabilityProof,
} from './liabilities.js';

interface Account {
  readonly account: string;
  readonly nonce: Uint8Array;
  readonly units: bigint;
}

/** Builds a round for one asset and every account's proof. */
function round(accounts: readonly Account[], decimals = 8) {
  const leaves = accounts.map((a) => ({
    a,
    node: leafNode(3, 'BTC', a.account, a.nonce, a.units),
  }));
  const tree = buildLiabilityTree(leaves.map((l) => l.node));
  const at = new Map(tree.levels[0]?.map((node, index) => [bytesToHex(node.hash), index]));
  const root = {
    hash: bytesToHex(tree.root.hash),
    sum: String(tree.root.sum),
    total: liabilityAmount(tree.root.sum, decimals),
  };
  const proofs = leaves.map(({ a, node }): LiabilityProof => {
    const index = at.get(bytesToHex(node.hash)) ?? -1;
    return {
      version: LIABILITY_PROOF_VERSION,
      round: 3,
      asset: 'BTC',
      decimals,
      snapshotAt: 1,
      account: a.account,
      nonce: bytesToHex(a.nonce),
      balance: liabilityAmount(a.units, decimals),
      index,
      path: proofPath(tree, index),
      root,
    };
  });
  return { tree, root, proofs };
}

const accountArb = fc.record({
  account: fc.stringMatching(/^[0-9]{8}$/),
  nonce: fc.uint8Array({ minLength: 32, maxLength: 32 }),
  units: fc.bigInt({ min: 0n, max: 10n ** 20n }),
});

describe('the liability tree', () => {
  it('totals every balance at its root, and every proof verifies', () => {
    fc.assert(
      fc.property(fc.array(accountArb, { minLength: 1, maxLength: 40 }), (accounts) => {
        const { tree, root, proofs } = round(accounts);
        expect(tree.root.sum).toBe(accounts.reduce((s, a) => s + a.units, 0n));
        for (const proof of proofs)
          expect(verifyLiabilityProof(proof, root)).toEqual({ ok: true, total: root.total });
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a negative balance when building', () => {
    expect(() => leafNode(1, 'BTC', 'u1', randomBytes(32), -1n)).toThrow(RangeError);
  });

  it('rejects a tampered proof, whatever was changed', () => {
    const accounts = Array.from({ length: 9 }, (_, i) => ({
      account: `1000000${i}`,
      nonce: new Uint8Array(32).fill(i + 1),
      units: BigInt(i * 100_000_000 + 5),
    }));
    const { root, proofs } = round(accounts);
    const proof = proofs[4] as LiabilityProof;
    const sibling = proof.path[1] as { hash: string; sum: string };
    const cases: [Partial<LiabilityProof>, string][] = [
      [{ balance: liabilityAmount(accounts[4]!.units + 1n, 8) }, 'root_mismatch'],
      [{ balance: '-1' }, 'negative'],
      [{ account: '99999999' }, 'root_mismatch'],
      [{ nonce: bytesToHex(randomBytes(32)) }, 'root_mismatch'],
      [{ index: proof.index ^ 1 }, 'root_mismatch'],
      [{ round: 4 }, 'root_mismatch'],
      [{ asset: 'ETH' }, 'root_mismatch'],
      [
        {
          path: proof.path.map((p, i) => (i === 1 ? { ...p, sum: String(BigInt(p.sum) + 1n) } : p)),
        },
        'root_mismatch',
      ],
      [{ path: proof.path.map((p, i) => (i === 1 ? { ...sibling, sum: '-5' } : p)) }, 'negative'],
      // One level short: the index no longer fits the path, or the path no longer reaches the root.
      [
        { path: proof.path.slice(1) },
        proof.index < 2 ** (proof.path.length - 1) ? 'root_mismatch' : 'malformed',
      ],
      [{ root: { ...root, total: '0.1' } }, 'sum_mismatch'],
      [{ version: 2 }, 'version'],
      [{ nonce: 'zz' }, 'malformed'],
      [{ balance: '1.000000001' }, 'malformed'],
    ];
    for (const [change, reason] of cases)
      expect(verifyLiabilityProof({ ...proof, ...change }, root), JSON.stringify(change)).toEqual({
        ok: false,
        reason,
      });
    // A valid proof of another round's root is not this round's.
    expect(verifyLiabilityProof(proof, { hash: '0'.repeat(64), total: root.total })).toEqual({
      ok: false,
      reason: 'not_published',
    });
  });

  it('binds each child’s sum in its parent: moving value between siblings changes the root', () => {
    const a = leafNode(1, 'BTC', 'a', new Uint8Array(32), 10n);
    const b = leafNode(1, 'BTC', 'b', new Uint8Array(32).fill(1), 20n);
    const honest = buildLiabilityTree([a, b]);
    const shifted = buildLiabilityTree([
      { hash: a.hash, sum: 0n },
      { hash: b.hash, sum: 30n },
    ]);
    expect(shifted.root.sum).toBe(honest.root.sum);
    expect(bytesToHex(shifted.root.hash)).not.toBe(bytesToHex(honest.root.hash));
  });

  it('builds an empty tree and a single leaf', () => {
    expect(buildLiabilityTree([]).root.sum).toBe(0n);
    const { proofs, root } = round([{ account: '1', nonce: new Uint8Array(32), units: 7n }]);
    expect(proofs[0]?.path).toEqual([]);
    expect(verifyLiabilityProof(proofs[0]!, root)).toMatchObject({ ok: true });
  });
});
