import {
  ADMIN_PATHS,
  API_BASE,
  PATHS,
  lendingSettingsSchema,
  loanBookSchema,
  loanPairConfigsSchema,
  savingsCoinConfigsSchema,
  type LendingSettings,
  type LoanPairConfig,
} from '@exchange/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi, useServices } from '../app/context';
import { LOCALE_OF } from '../state/lang';
import { createApiClient, type ApiClient, type Output } from './client';

export type LoanPairRow = Output<typeof loanPairConfigsSchema>['pairs'][number];
export type SavingsCoinConfig = Output<typeof savingsCoinConfigsSchema>['coins'][number];
export type LoanBook = Output<typeof loanBookSchema>;

/** Query keys of the lending configuration, one per resource the server sends whole. */
export const lendingKeys = {
  settings: ['lendingSettings'] as const,
  pairs: ['lendingPairs'] as const,
  coins: ['savingsCoins'] as const,
  book: ['public', 'loanBook'] as const,
};

/** Savings and pledge loans' settings: savers' share, payout hour and zone, wait, liquidation. */
export function useLendingSettings() {
  const api = useApi();
  return useQuery({
    queryKey: lendingKeys.settings,
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.lendingSettings, lendingSettingsSchema, { signal }),
  });
}

/** The pledge pairs with their ratios, rates (and APR), terms and minimum. */
export function useLoanPairs() {
  const api = useApi();
  return useQuery({
    queryKey: lendingKeys.pairs,
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.lendingPairs, loanPairConfigsSchema, { signal }),
    select: (data): readonly LoanPairRow[] => data.pairs,
  });
}

/** The coins offered for flexible savings. */
export function useSavingsCoins() {
  const api = useApi();
  return useQuery({
    queryKey: lendingKeys.coins,
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.lendingSavingsCoins, savingsCoinConfigsSchema, { signal }),
    select: (data): readonly SavingsCoinConfig[] => data.coins,
  });
}

/**
 * A client of the users' API (`/uc`) without a session: the loan book is
 * public there, and the console API has no copy of it. Same envelope, same
 * errors, the answer in the console's language.
 */
function usePublicApi(): ApiClient {
  const { fetch, lang } = useServices();
  return useMemo(
    () =>
      createApiClient({
        fetch,
        baseUrl: API_BASE,
        getToken: () => null,
        getLocale: () => LOCALE_OF[lang.get()],
        onSessionInvalid: () => undefined,
      }),
    [fetch, lang],
  );
}

/** The public loan book: the pools, loans by pledge ratio, the last 30 days and the payouts. */
export function useLoanBook() {
  const api = usePublicApi();
  return useQuery({
    queryKey: lendingKeys.book,
    queryFn: ({ signal }) => api.get(PATHS.loanBook, loanBookSchema, { signal }),
  });
}

/**
 * The lending configuration's changes. A settings patch carries only the
 * fields changed, so it never writes back a stale value of another; each
 * reply is what the server now holds.
 */
export function useLendingActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  return {
    saveSettings: useMutation({
      mutationFn: (v: Partial<LendingSettings>) =>
        api.post(ADMIN_PATHS.lendingSettings, lendingSettingsSchema, v),
      meta: { success: 'lending.settingsSaved' },
      onSuccess: (data) => queryClient.setQueryData(lendingKeys.settings, data),
    }),
    savePair: useMutation({
      mutationFn: (v: LoanPairConfig) =>
        api.post(ADMIN_PATHS.lendingPairs, loanPairConfigsSchema, v),
      meta: { success: 'lending.pairSaved' },
      onSuccess: (data) => queryClient.setQueryData(lendingKeys.pairs, data),
    }),
    saveCoin: useMutation({
      mutationFn: (v: SavingsCoinConfig) =>
        api.post(ADMIN_PATHS.lendingSavingsCoins, savingsCoinConfigsSchema, v),
      meta: { success: 'lending.coinSaved' },
      onSuccess: (data) => queryClient.setQueryData(lendingKeys.coins, data),
    }),
  };
}
