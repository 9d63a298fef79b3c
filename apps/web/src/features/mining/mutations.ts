import { miningOrderResultSchema, miningWithdrawResultSchema, PATHS } from '@exchange/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { walletKeys } from '../wallet/queries';
import { miningKeys } from './queries';

/**
 * The writes. Each carries a `requestId` kept for a retry of the same
 * request (`useIdempotentSubmit`), so a lost answer never buys, renews or
 * withdraws twice; the server answers a replay with `replayed: true`.
 */

export interface MiningBuyRequest {
  machineId: number;
  quantity: number;
  requestId: string;
}

/** Something was bought, renewed or withdrawn: machines (stock), the caller's figures and balances are read again. */
function miningChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: miningKeys.all() });
  void queryClient.invalidateQueries({ queryKey: miningKeys.mine() });
  void queryClient.invalidateQueries({ queryKey: miningKeys.custodyAll() });
  void queryClient.invalidateQueries({ queryKey: walletKeys.all() });
}

/** Spot coins for machines held in custody on the farm for one term. */
export function useMiningBuy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MiningBuyRequest) =>
      api.post(PATHS.miningBuy, miningOrderResultSchema, { body }),
    onSuccess: () => miningChanged(queryClient),
  });
}

/** One more term for a machine order in custody, at its machine's price. */
export function useMiningRenew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderId: string; requestId: string }) =>
      api.post(PATHS.miningRenew, miningOrderResultSchema, { body }),
    onSuccess: () => miningChanged(queryClient),
  });
}

/** Every coin's rewards from the mining wallet to spot (once every 12 hours). */
export function useMiningWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { requestId: string }) =>
      api.post(PATHS.miningWithdraw, miningWithdrawResultSchema, { body }),
    onSuccess: () => miningChanged(queryClient),
  });
}
