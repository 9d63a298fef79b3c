import {
  ADMIN_PATHS,
  chainInfoSchema,
  coinSchema,
  consoleSettingsSchema,
  currencySchema,
  type ChainConfig,
  type ChainInfo,
  type Coin,
} from '@exchange/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../app/context';
import { listOf, pathOf } from './client';
import { keys } from './keys';

/** One coin on one chain: a row of the chain settings, keyed by `symbol` and `chain`. */
export interface CoinChain extends ChainInfo {
  readonly symbol: string;
}

/** The coins flattened to their chains, in the server's order. */
function coinChains(coins: readonly Coin[]): CoinChain[] {
  return coins.flatMap((coin) => coin.chains.map((chain) => ({ ...chain, symbol: coin.symbol })));
}

/** The listed coins, one reply shared by every screen that asks. */
function useCoinQuery<T>(select: (coins: Coin[]) => T) {
  const api = useApi();
  return useQuery({
    queryKey: keys.coins.all,
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.configCoins, listOf(coinSchema), { signal }),
    select,
  });
}

/** Every coin's deposit and withdrawal settings, one row per chain. */
export const useCoinChains = () => useCoinQuery(coinChains);

const asListed = (coins: Coin[]) => coins;

/** The listed coins with their decimals, in the server's order: what a new market may trade. */
export const useCoins = () => useCoinQuery(asListed);

/** The pricing currencies and their rates (units per 1 USD). */
export function useCurrencies() {
  const api = useApi();
  return useQuery({
    queryKey: keys.currencies.all,
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.configCurrencies, listOf(currencySchema), { signal }),
  });
}

/** The console's own settings (the withdrawal code threshold). */
export function useConsoleSettings() {
  const api = useApi();
  return useQuery({
    queryKey: keys.settings.all,
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.configSettings, consoleSettingsSchema, { signal }),
  });
}

/**
 * The changes an operator may make. `change` holds only the fields that
 * differ from what the server sent, so an edit never overwrites a value
 * someone else changed meanwhile with the stale one the form started from.
 */
export function useConfigActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  return {
    saveChain: useMutation({
      mutationFn: (v: { symbol: string; chain: string; change: ChainConfig }) =>
        api.post(
          pathOf(ADMIN_PATHS.configChain, { symbol: v.symbol, chain: v.chain }),
          chainInfoSchema,
          v.change,
        ),
      meta: { success: 'config.chainSaved' },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.coins.all }),
    }),
    saveRate: useMutation({
      mutationFn: (v: { code: string; rate: string }) =>
        api.post(pathOf(ADMIN_PATHS.configCurrency, v), currencySchema, { rate: v.rate }),
      meta: { success: 'config.rateSaved' },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.currencies.all }),
    }),
    saveSettings: useMutation({
      mutationFn: (v: { withdrawalCodeAboveUsdt: string }) =>
        api.post(ADMIN_PATHS.configSettings, consoleSettingsSchema, v),
      meta: { success: 'config.settingsSaved' },
      // The queue's "code required" marks follow the threshold.
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: keys.settings.all }),
          queryClient.invalidateQueries({ queryKey: keys.withdrawals.all }),
        ]),
    }),
  };
}
