import {
  PATHS,
  borrowResultSchema,
  renewResultSchema,
  repayResultSchema,
  replayedSchema,
  savingsMoveResultSchema,
  type BorrowBody,
  type SavingsMoveBody,
} from '@exchange/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { walletKeys } from '../wallet/queries';
import { lendingKeys } from './queries';

/**
 * The writes. Each carries a `requestId` that the screens keep for a retry
 * of the same submission (`useIdempotentSubmit`), so a lost answer never
 * moves coins twice.
 */

/** Savings moved: the overview, the history and the spot balances are read again. */
function savingsChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: lendingKeys.savings() });
  void queryClient.invalidateQueries({ queryKey: lendingKeys.histories() });
  void queryClient.invalidateQueries({ queryKey: walletKeys.all() });
}

/** Spot coins into flexible savings. */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavingsMoveBody) =>
      api.post(PATHS.savingsSubscribe, savingsMoveResultSchema, { body }),
    onSuccess: () => savingsChanged(queryClient),
  });
}

/** Savings back to the spot wallet, at once or queued (`queued` in the reply). */
export function useRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavingsMoveBody) =>
      api.post(PATHS.savingsRedeem, savingsMoveResultSchema, { body }),
    onSuccess: () => savingsChanged(queryClient),
  });
}

/** A loan changed: it, the lists, the pool's figures and the spot balances are read again. */
function loanChanged(queryClient: QueryClient, id?: number) {
  if (id !== undefined) void queryClient.invalidateQueries({ queryKey: lendingKeys.loan(id) });
  void queryClient.invalidateQueries({ queryKey: lendingKeys.loanLists() });
  void queryClient.invalidateQueries({ queryKey: lendingKeys.savings() });
  void queryClient.invalidateQueries({ queryKey: walletKeys.all() });
}

export function useBorrow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BorrowBody) => api.post(PATHS.pledgeBorrow, borrowResultSchema, { body }),
    onSuccess: (result) => loanChanged(queryClient, result.id),
  });
}

/** `repayBody`: an amount, or `full` for the whole debt at this moment. */
export type RepayBody =
  { id: number; amount: string; requestId: string } | { id: number; full: true; requestId: string };

export function useRepay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RepayBody) => api.post(PATHS.pledgeRepay, repayResultSchema, { body }),
    onSuccess: (_result, body) => loanChanged(queryClient, body.id),
  });
}

export function useAddCollateral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; amount: string; requestId: string }) =>
      api.post(PATHS.pledgeAddCollateral, replayedSchema, { body }),
    onSuccess: (_result, body) => loanChanged(queryClient, body.id),
  });
}

export function useRenew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; requestId: string }) =>
      api.post(PATHS.pledgeRenew, renewResultSchema, { body }),
    onSuccess: (_result, body) => loanChanged(queryClient, body.id),
  });
}
