import {
  ADMIN_PATHS,
  adminContractSchema,
  adminSpotMarketSchema,
  type AdminContract,
  type AdminSpotMarket,
  type ContractSettings,
  type DeliverySeriesListing,
  type SpotMarketListing,
  type SpotMarketSettings,
} from '@exchange/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../app/context';
import type { TextKey } from '../i18n';
import { listOf, type Schema } from './client';
import { keys } from './keys';

/** Every spot market with its limits, fee rates, hours and listing state, in the server's order. */
export function useSpotMarkets() {
  const api = useApi();
  return useQuery({
    queryKey: keys.spotMarkets.all,
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.configSpotMarkets, listOf(adminSpotMarketSchema), { signal }),
  });
}

/** Every perpetual contract and delivery series with its settings and open orders and positions. */
export function useContracts() {
  const api = useApi();
  return useQuery({
    queryKey: keys.contracts.all,
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.configContracts, listOf(adminContractSchema), { signal }),
  });
}

/** A POST that changes one of the lists: says so on success, then refetches the list. */
function useListChange<Body, Reply>(
  path: string,
  schema: Schema<Reply>,
  success: TextKey,
  list: readonly string[],
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post(path, schema, body),
    meta: { success },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: list }),
  });
}

/**
 * The changes and listings. A change's body is the symbol plus only the
 * settings that differ from what the server sent (the symbol travels in the
 * body because spot symbols contain a slash), so an edit never writes back a
 * stale value. A listing answers the new market or series, which starts
 * suspended unless the operator opened it.
 */
export function useMarketActions() {
  return {
    saveSpotMarket: useListChange<SpotMarketSettings, AdminSpotMarket>(
      ADMIN_PATHS.configSpotMarket,
      adminSpotMarketSchema,
      'markets.saved',
      keys.spotMarkets.all,
    ),
    saveContract: useListChange<ContractSettings, AdminContract>(
      ADMIN_PATHS.configContract,
      adminContractSchema,
      'contracts.saved',
      keys.contracts.all,
    ),
    listSpotMarket: useListChange<SpotMarketListing, AdminSpotMarket>(
      ADMIN_PATHS.configSpotMarketList,
      adminSpotMarketSchema,
      'markets.listed',
      keys.spotMarkets.all,
    ),
    listDeliverySeries: useListChange<DeliverySeriesListing, AdminContract>(
      ADMIN_PATHS.configDeliveryList,
      adminContractSchema,
      'contracts.listed',
      keys.contracts.all,
    ),
  };
}
