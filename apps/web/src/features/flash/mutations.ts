import { PATHS, quickExchangeSchema, type QuickExchange } from '@exchange/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { walletKeys } from '../wallet/queries';
import { exchangeKeys } from './queries';

export interface ConfirmBody {
  quoteId: string;
  fundPassword: string;
}

/**
 * Executes a quote. POST with a JSON body, so the fund password stays out of
 * URLs and logs. Quiet: every refusal is explained on the confirm screen
 * (a new rate to reconfirm, a wrong or locked password). Afterwards the
 * balances and the records may have changed, whatever the answer: a
 * RATE_CHANGED may follow a first leg that did run.
 */
export function useConfirmExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmBody): Promise<QuickExchange> =>
      api.post(PATHS.quickExchange, quickExchangeSchema, { body, toast: false }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.overview() });
      void queryClient.invalidateQueries({ queryKey: exchangeKeys.history() });
    },
  });
}
