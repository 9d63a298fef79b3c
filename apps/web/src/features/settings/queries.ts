import { currencySchema, PATHS, type Currency } from '@exchange/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { listOf } from '../../api/schema';
import { useSettings } from '../../state/settings';

export const settingsKeys = {
  config: () => ['config'] as const,
  currencies: () => ['currencies'] as const,
};

/** Spec section 3: the default pricing currency is USD, symbol $, rate 1. */
export const USD: Currency = {
  id: 0,
  name: 'USD',
  currency_symbol: '$',
  rate: '1',
  decimals: 2,
  // The built-in default is not an operator-set rate, so it has no update time.
  updatedAt: '',
};

export function useClientConfig() {
  return useQuery({
    queryKey: settingsKeys.config(),
    queryFn: () => api.config(),
    staleTime: Infinity,
  });
}

export function useCurrencies() {
  return useQuery({
    queryKey: settingsKeys.currencies(),
    queryFn: ({ signal }) =>
      api.get(PATHS.currencies, listOf(currencySchema), { signal, spinner: false }),
    staleTime: 5 * 60_000,
  });
}

/** The chosen pricing currency, or USD until the list arrives or if the choice vanished. */
export function useSelectedCurrency(): Currency {
  const currencyId = useSettings((state) => state.currencyId);
  const { data } = useCurrencies();
  return pickCurrency(data, currencyId);
}

export function pickCurrency(list: readonly Currency[] | undefined, id: number | null): Currency {
  const chosen = list?.find((currency) => currency.id === id);
  return chosen ?? list?.find((currency) => currency.name === USD.name) ?? USD;
}
