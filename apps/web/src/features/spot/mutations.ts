import { cancelAllResultSchema, PATHS, spotOrderSchema, type SpotOrder } from '@exchange/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { ignoreReply } from '../account/queries';
import { walletKeys } from '../wallet/queries';
import type { OrderRequest } from './orderRules';
import { spotKeys } from './queries';

/**
 * Order writes. Afterwards the user's orders and balances may all have
 * changed; the stream usually says so first, and these refreshes cover a
 * socket that is down.
 */
export function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: spotKeys.all() });
    void queryClient.invalidateQueries({ queryKey: walletKeys.overview() });
  };
}

export type PlaceOrderBody = OrderRequest & { clientOrderId: string };

export function usePlaceOrder() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (body: PlaceOrderBody): Promise<SpotOrder> =>
      api.post(PATHS.orderPlace, spotOrderSchema, { body }),
    onSuccess: refresh,
  });
}

export function useCancelOrder() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (orderId: string) =>
      api.post(PATHS.orderCancel, ignoreReply, { body: { orderId }, spinner: false }),
    onSettled: refresh,
  });
}

export function useCancelAll() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (symbol: string) =>
      api.post(PATHS.orderCancelAll, cancelAllResultSchema, { body: { symbol } }),
    onSettled: refresh,
  });
}
