import { favouriteListSchema, favouriteTypeOf, PATHS } from '@exchange/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../api';
import { loginRedirect } from '../../app/guards';
import { useSession } from '../../state/session';
import { accountKeys, ignoreReply } from '../account/queries';

/** Favourites belong to the signed-in user, so they sit under `account` and go at logout. */
export const favouriteKeys = {
  list: () => [...accountKeys.all(), 'favourites'] as const,
};

/**
 * The user's favourite symbols, spot pairs ("BTC/USDT") and contracts
 * ("BTCUSDT", "BTCUSDT-5M") alike; an empty set for guests, who have none.
 */
export function useFavourites() {
  const token = useSession((state) => state.token);
  const query = useQuery({
    queryKey: favouriteKeys.list(),
    queryFn: ({ signal }) =>
      api.get(PATHS.favouriteList, favouriteListSchema, { signal, spinner: false }),
    enabled: token !== null,
    staleTime: 60_000,
  });
  const symbols = useMemo(
    () => new Set((query.data ?? []).map((favourite) => favourite.symbol)),
    [query.data],
  );
  return { symbols, query, signedIn: token !== null };
}

/**
 * Adds or removes a favourite. The star changes at once and the list is
 * re-read afterwards, so a failure (already toasted) puts it back. Guests go
 * to log in and come back here.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const token = useSession((state) => state.token);
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useMutation({
    // POST, as our clients send every write (the server also takes the spec's GET); the
    // symbol goes in the query, where the spec puts it, and in the body like other POSTs.
    // A contract says so: "BTCUSDT" alone is the spot pair to the server.
    mutationFn: ({ symbol, add }: { symbol: string; add: boolean }) => {
      const target =
        favouriteTypeOf(symbol) === 'contract' ? { symbol, type: 'contract' } : { symbol };
      return api.post(add ? PATHS.favouriteAdd : PATHS.favouriteDelete, ignoreReply, {
        body: target,
        query: target,
        spinner: false,
      });
    },
    onMutate: async ({ symbol, add }) => {
      await queryClient.cancelQueries({ queryKey: favouriteKeys.list() });
      queryClient.setQueryData(
        favouriteKeys.list(),
        (list: { symbol: string; addTime: number }[] | undefined) => {
          const rest = (list ?? []).filter((favourite) => favourite.symbol !== symbol);
          return add ? [...rest, { symbol, addTime: Date.now() }] : rest;
        },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.list() }),
  });
  return (symbol: string, add: boolean) => {
    if (token === null) {
      navigate(loginRedirect(`${location.pathname}${location.search}`));
      return;
    }
    mutation.mutate({ symbol, add });
  };
}
