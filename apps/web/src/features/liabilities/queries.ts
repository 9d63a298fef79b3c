import {
  PATHS,
  liabilityRoundListSchema,
  myLiabilityProofsSchema,
  verifyLiabilityProof,
  type LiabilityRound,
  type MyLiabilityProofs,
  type ProofCheck,
} from '@exchange/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../api';

export { LIABILITIES_PATH } from './paths';

export const liabilityKeys = {
  rounds: () => ['liabilities', 'rounds'] as const,
};

/** Published rounds, newest first: public, no session needed. */
export function useLiabilityRounds() {
  return useQuery({
    queryKey: liabilityKeys.rounds(),
    queryFn: ({ signal }) =>
      api.get(PATHS.liabilityRounds, liabilityRoundListSchema, { signal, spinner: false }),
  });
}

/** One asset's result, checked here in the browser against the published root. */
export interface AssetCheck {
  readonly asset: string;
  readonly balance: string;
  readonly check: ProofCheck;
}

export interface MyVerification {
  readonly proofs: MyLiabilityProofs;
  readonly checks: AssetCheck[];
}

/**
 * Downloads the caller's proofs of `round` and verifies each with the
 * same code the offline command runs, against the root the round
 * published (read from the public list, not from the proof). When every
 * proof holds, tells the server the user verified (counted once).
 */
export function useVerifyMine() {
  return useMutation({
    mutationFn: async (round: LiabilityRound): Promise<MyVerification> => {
      const proofs = await api.get(PATHS.liabilityProof, myLiabilityProofsSchema, {
        query: { round: round.id },
      });
      const checks = proofs.proofs.map((proof) => ({
        asset: proof.asset,
        balance: proof.balance,
        check: verifyLiabilityProof(
          proof,
          round.roots.find((r) => r.asset === proof.asset),
        ),
      }));
      if (checks.length > 0 && checks.every((c) => c.check.ok))
        await api.post(PATHS.liabilityVerified, z.null(), { body: { round: round.id } });
      return { proofs, checks };
    },
  });
}

/** The proofs as a file for the offline command (`npm run verify:liabilities -- <file>`). */
export function downloadProofs(proofs: MyLiabilityProofs): void {
  const blob = new Blob([JSON.stringify({ proofs: proofs.proofs }, null, 2)], {
    type: 'application/json',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `liabilities-round-${proofs.round.id}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
