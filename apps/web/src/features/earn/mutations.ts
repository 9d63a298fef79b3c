import { earnOrderResultSchema, PATHS } from '@exchange/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { walletKeys } from '../wallet/queries';
import { earnKeys } from './queries';

/**
 * The writes. A purchase carries a `requestId` that the buy form keeps for
 * a retry of the same purchase (`useIdempotentSubmit`), so a lost answer
 * never buys twice. A redemption or cancellation names its order, which
 * the server ends once: asking again answers with the order as it ended.
 */

export interface EarnBuyRequest {
  productId: number;
  amount: string;
  requestId: string;
}

/**
 * Something was bought or ended: the products (stock) and proofs, the
 * caller's orders and income, and the balances are read again.
 */
function earnChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: earnKeys.all() });
  void queryClient.invalidateQueries({ queryKey: earnKeys.mine() });
  void queryClient.invalidateQueries({ queryKey: walletKeys.all() });
}

/** Spot coins into a fund or lock-up; the principal is held in the finance wallet. */
export function useEarnBuy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EarnBuyRequest) => api.post(PATHS.earnBuy, earnOrderResultSchema, { body }),
    onSuccess: () => earnChanged(queryClient),
  });
}

/** A fund redeemed early with its penalty, or a confirming lock-up cancelled. */
export function useEarnRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderId: string }) =>
      api.post(PATHS.earnRedeem, earnOrderResultSchema, { body }),
    onSuccess: () => earnChanged(queryClient),
  });
}
