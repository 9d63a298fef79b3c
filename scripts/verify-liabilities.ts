/**
 * Checks proof-of-liabilities inclusion proofs offline, with no help from
 * the exchange: `npx tsx scripts/verify-liabilities.ts my-proof.json`, or
 * `npm run verify:liabilities -- my-proof.json`. The file is what the app's
 * "Download my proof" gives: one proof, a list, or `{ "proofs": [...] }`.
 * With `--root <hash>`, every proof must lead to that published root too.
 * Prints one line per asset and exits 1 if any proof fails.
 */
import { readFileSync } from 'node:fs';
import {
  verifyLiabilityProof,
  type LiabilityProof,
} from '../packages/contracts/src/liabilities.js';

function proofsIn(text: string): LiabilityProof[] {
  const parsed = JSON.parse(text) as unknown;
  if (Array.isArray(parsed)) return parsed as LiabilityProof[];
  if (parsed && typeof parsed === 'object' && 'proofs' in parsed)
    return (parsed as { proofs: LiabilityProof[] }).proofs;
  return [parsed as LiabilityProof];
}

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root = rootAt >= 0 ? args[rootAt + 1] : undefined;
const files = args.filter((_arg, i) => rootAt < 0 || (i !== rootAt && i !== rootAt + 1));
if (files.length === 0) {
  console.error(
    'usage: verify-liabilities <proof.json> [more.json] [--root <published root hash>]',
  );
  process.exit(2);
}

let failed = false;
for (const file of files) {
  for (const proof of proofsIn(readFileSync(file, 'utf8'))) {
    const check = verifyLiabilityProof(
      proof,
      root ? { hash: root, total: proof.root?.total ?? '' } : undefined,
    );
    const what = `round ${proof.round} ${proof.asset}: balance ${proof.balance}`;
    if (check.ok) console.log(`OK    ${what} is included; the tree's total is ${check.total}`);
    else {
      failed = true;
      console.log(`FAIL  ${what}: ${check.reason}`);
    }
  }
}
process.exit(failed ? 1 : 0);
