import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { bytesToHex } from '@noble/hashes/utils.js';
import { afterAll, describe, expect, it } from 'vitest';
import {
  LIABILITY_PROOF_VERSION,
  buildLiabilityTree,
  leafNode,
  liabilityAmount,
  proofPath,
  type LiabilityProof,
} from '../packages/contracts/src/liabilities.js';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'verify-liabilities-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A two-account USDT round and the first account's proof. */
function proof(): LiabilityProof {
  const nonce = new Uint8Array(32).fill(7);
  const mine = leafNode(5, 'USDT', '12345678', nonce, 1_250_000n);
  const theirs = leafNode(5, 'USDT', '87654321', new Uint8Array(32).fill(9), 3_000_000n);
  const tree = buildLiabilityTree([mine, theirs]);
  const index = tree.levels[0]?.indexOf(tree.levels[0].find((n) => n.hash === mine.hash)!) ?? -1;
  return {
    version: LIABILITY_PROOF_VERSION,
    round: 5,
    asset: 'USDT',
    decimals: 6,
    snapshotAt: 0,
    account: '12345678',
    nonce: bytesToHex(nonce),
    balance: '1.25',
    index,
    path: proofPath(tree, index),
    root: {
      hash: bytesToHex(tree.root.hash),
      sum: String(tree.root.sum),
      total: liabilityAmount(tree.root.sum, 6),
    },
  };
}

async function verify(...args: string[]) {
  try {
    const { stdout } = await run('npx', ['tsx', 'scripts/verify-liabilities.ts', ...args]);
    return { code: 0, stdout };
  } catch (error) {
    const failure = error as { code: number; stdout: string };
    return { code: failure.code, stdout: failure.stdout };
  }
}

describe('the offline verifier', () => {
  it('passes a good proof and fails a tampered one, with no server', async () => {
    const good = proof();
    writeFileSync(join(dir, 'good.json'), JSON.stringify({ proofs: [good] }));
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ ...good, balance: '2.25' }));
    const ok = await verify(join(dir, 'good.json'), '--root', good.root.hash);
    expect(ok).toMatchObject({ code: 0 });
    expect(ok.stdout).toContain(
      "OK    round 5 USDT: balance 1.25 is included; the tree's total is 4.25",
    );
    const bad = await verify(join(dir, 'bad.json'));
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('FAIL  round 5 USDT: balance 2.25: root_mismatch');
    const otherRoot = await verify(join(dir, 'good.json'), '--root', 'f'.repeat(64));
    expect(otherRoot.stdout).toContain('not_published');
  });
});
