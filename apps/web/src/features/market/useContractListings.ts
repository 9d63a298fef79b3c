import { useMemo } from 'react';
import { DELIVERY, PERPETUAL } from '../perp/product';
import { CONTRACT_TICKERS_REFRESH_MS, useContractTickers, usePerpContracts } from '../perp/queries';
import { contractListings } from './contractList';

/**
 * The contracts the Markets screen lists, of the products asked for, each
 * with its 24-hour ticker. The lists are the contract screens' own caches,
 * re-read now and then for the open interest (not streamed); last price and
 * funding stay live through each contract's mark topic (`LiveMarks`).
 */
export function useContractListings(wanted: { perpetual: boolean; delivery: boolean }) {
  const refresh = { refetchInterval: CONTRACT_TICKERS_REFRESH_MS };
  const perpetual = usePerpContracts(PERPETUAL, { ...refresh, enabled: wanted.perpetual });
  const delivery = usePerpContracts(DELIVERY, { ...refresh, enabled: wanted.delivery });
  const tickers = useContractTickers(wanted.perpetual || wanted.delivery);
  const queries = [
    ...(wanted.perpetual ? [perpetual] : []),
    ...(wanted.delivery ? [delivery] : []),
  ];
  const listings = useMemo(
    () =>
      contractListings(
        [
          ...(wanted.perpetual ? (perpetual.data ?? []) : []),
          ...(wanted.delivery ? (delivery.data ?? []) : []),
        ],
        tickers.data ?? [],
      ),
    [wanted.perpetual, wanted.delivery, perpetual.data, delivery.data, tickers.data],
  );
  return {
    listings,
    isPending: queries.some((query) => query.isPending),
    error: queries.find((query) => query.error)?.error ?? null,
    refetch: () => queries.forEach((query) => void query.refetch()),
  };
}
