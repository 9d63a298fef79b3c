import {
  ADMIN_PATHS,
  adminLiabilityRoundSchema,
  adminReserveAddressSchema,
  reserveChallengeSchema,
  type AddReserveBody,
  type AdminLiabilityRound,
  type AdminReserveAddress,
  type ReserveChallenge,
} from '@exchange/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi, useServices } from '../app/context';
import { listOf, pathOf } from './client';

/**
 * Query keys of proof of reserves. A round on demand reads the rounds
 * again; an address published or removed reads the addresses again (past
 * rounds keep the holdings they read, so the rounds stay as they are).
 */
export const liabilityKeys = {
  all: ['liabilities'] as const,
  rounds: ['liabilities', 'rounds'] as const,
  addresses: ['liabilities', 'addresses'] as const,
};

/** Every round, newest first, failed ones included, each with the ledger's totals beside the trees'. */
export function useLiabilityRounds() {
  const api = useApi();
  return useQuery({
    queryKey: liabilityKeys.rounds,
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.liabilityRounds, listOf(adminLiabilityRoundSchema), { signal }),
    select: (data): readonly AdminLiabilityRound[] => data,
  });
}

/** The custody addresses, published and removed, each with its signed proof of control. */
export function useReserveAddresses() {
  const api = useApi();
  return useQuery({
    queryKey: liabilityKeys.addresses,
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.reserveAddresses, listOf(adminReserveAddressSchema), { signal }),
    select: (data): readonly AdminReserveAddress[] => data,
  });
}

/**
 * The changes (liabilities.publish). A round run now answers with the round
 * as it ended, published or failed: the screen shows it, so the notice says
 * which. Asking for the message to sign and publishing an address are
 * `quiet`: the dialog shows a refusal beside the fields it concerns.
 */
export function useLiabilityActions() {
  const api = useApi();
  const { notices } = useServices();
  const queryClient = useQueryClient();
  return {
    run: useMutation({
      mutationFn: () => api.post(ADMIN_PATHS.liabilityRun, adminLiabilityRoundSchema),
      onSuccess: (round) => {
        notices.push(round.status === 'failed' ? 'bad' : 'ok', {
          key: round.status === 'failed' ? 'reserves.runFailed' : 'reserves.runDone',
          params: { id: round.id },
        });
        return queryClient.invalidateQueries({ queryKey: liabilityKeys.rounds });
      },
    }),
    challenge: useMutation({
      mutationFn: (query: { network: string; address: string }): Promise<ReserveChallenge> =>
        api.get(ADMIN_PATHS.reserveChallenge, reserveChallengeSchema, { query }),
      meta: { quiet: true },
    }),
    add: useMutation({
      mutationFn: (body: AddReserveBody) =>
        api.post(ADMIN_PATHS.reserveAddresses, adminReserveAddressSchema, body),
      meta: { success: 'reserves.added', quiet: true },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: liabilityKeys.addresses }),
    }),
    remove: useMutation({
      mutationFn: (v: { id: number; address: string }) =>
        api.post(pathOf(ADMIN_PATHS.reserveRemove, v), adminReserveAddressSchema),
      meta: { success: 'reserves.removed' },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: liabilityKeys.addresses }),
    }),
  };
}
