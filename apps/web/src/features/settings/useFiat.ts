import { useCallback } from 'react';
import { useLocale } from '../../state/settings';
import { formatFiat, type FiatOptions } from './fiat';
import { useSelectedCurrency } from './queries';

/** Formats USD amounts in the user's pricing currency; re-renders when either choice changes. */
export function useFiat(): (usd: string, options?: FiatOptions) => string {
  const currency = useSelectedCurrency();
  const locale = useLocale();
  return useCallback(
    (usd: string, options?: FiatOptions) => formatFiat(usd, currency, locale, options),
    [currency, locale],
  );
}
