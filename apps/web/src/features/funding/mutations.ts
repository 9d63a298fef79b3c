import { faucetResultSchema, PATHS, withdrawalSchema, type Withdrawal } from '@exchange/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { walletKeys } from '../wallet/queries';
import { fundingKeys } from './queries';

export interface WithdrawBody {
  symbol: string;
  chain: string;
  address: string;
  amount: string;
  fundPassword: string;
  stepUpToken: string;
  requestId: string;
}

/**
 * After a withdrawal is applied or cancelled, balances (frozen or returned
 * funds) and the record lists are stale; the record itself is known from the
 * reply, so its screen shows at once without another read.
 */
function useWithdrawalWrite<B>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B): Promise<Withdrawal> => api.post(path, withdrawalSchema, { body }),
    onSuccess: (withdrawal) => {
      queryClient.setQueryData(fundingKeys.withdrawal(withdrawal.id), withdrawal);
      // Not awaited: the next screen shows at once while lists refresh.
      void queryClient.invalidateQueries({ queryKey: fundingKeys.withdrawals() });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all() });
    },
  });
}

export const useApplyWithdrawal = () => useWithdrawalWrite<WithdrawBody>(PATHS.withdraw);
export const useCancelWithdrawal = () => useWithdrawalWrite<{ id: number }>(PATHS.withdrawCancel);

/** Demo faucet: only offered when the address reply says the chain is simulated. */
export function useFaucet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { symbol: string; chain: string }) =>
      api.post(PATHS.faucet, faucetResultSchema, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: fundingKeys.deposits() }),
  });
}
