import { PATHS, transferResultSchema, type UserWalletName } from '@exchange/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { walletKeys } from './queries';

export interface OwnTransferBody {
  asset: string;
  from: UserWalletName;
  to: UserWalletName;
  amount: string;
}

export interface UserTransferBody {
  asset: string;
  toUid: string;
  amount: string;
  fundPassword: string;
}

/** `transferResultSchema`: `replayed` means an earlier attempt with this id had already gone through. */
export interface TransferResult {
  transactionId: string;
  replayed: boolean;
}

type WithRequestId<T> = T & { requestId: string };

/** A money move: afterwards every balance and history list may have changed. */
function useWalletWrite<B>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithRequestId<B>): Promise<TransferResult> =>
      api.post(path, transferResultSchema, { body }),
    // Not awaited: the success toast shows at once while balances refresh.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: walletKeys.all() }),
  });
}

export const useOwnTransfer = () => useWalletWrite<OwnTransferBody>(PATHS.transfer);
export const useUserTransfer = () => useWalletWrite<UserTransferBody>(PATHS.userTransfer);
