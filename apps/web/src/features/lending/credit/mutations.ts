import {
  creditApplyResultSchema,
  creditRepayResultSchema,
  ERROR_CODES,
  PATHS,
  type CreditDocument,
} from '@exchange/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api';
import { walletKeys } from '../../wallet/queries';
import { creditKeys } from './queries';

/**
 * The writes. Each carries a `requestId` that the screens keep for a retry
 * of the same submission (`useIdempotentSubmit`), so a lost answer never
 * applies twice or repays twice.
 */

export interface CreditApplyRequest {
  productId: number;
  amount: string;
  /** File ids of the documents uploaded, by name; the optional ones may be absent. */
  documents: Partial<Record<CreditDocument, string>>;
  agreeTerms: true;
  requestId: string;
}

/** Applications and loans changed: the statistics, the history and the balances are read again. */
function creditChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: creditKeys.statistics() });
  void queryClient.invalidateQueries({ queryKey: creditKeys.histories() });
  void queryClient.invalidateQueries({ queryKey: walletKeys.all() });
}

/**
 * A new application. A user without advanced verification is told so on
 * the form, with the way to verify, instead of by a toast.
 */
export function useCreditApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditApplyRequest) =>
      api.post(PATHS.creditApply, creditApplyResultSchema, {
        body,
        quietCodes: [ERROR_CODES.ADVANCED_REQUIRED],
      }),
    onSuccess: () => creditChanged(queryClient),
  });
}

/** The whole loan as owed at that moment, from the spot wallet. */
export function useCreditRepay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; requestId: string }) =>
      api.post(PATHS.creditRepay, creditRepayResultSchema, { body }),
    onSuccess: () => creditChanged(queryClient),
  });
}
