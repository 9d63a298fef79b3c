import {
  ADMIN_PATHS,
  consoleAdsSchema,
  consoleMerchantsSchema,
  myAdSchema,
} from '@exchange/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../app/context';
import { pathOf, type Output, type QueryParams } from './client';
import { keys } from './keys';

export type ConsoleAd = Output<typeof consoleAdsSchema>['list'][number];
export type Advertiser = Output<typeof consoleMerchantsSchema>['list'][number];

/** Every owner's ads, by status or owner, newest first. */
export function useP2pAds(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: keys.p2pAds.list(query),
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.p2pAds, consoleAdsSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Takes a listed ad off the market, with the reason (audited); its open orders go on. */
export function useDelistAd() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    // `adNo` is for the notice; the server knows the ad by its id.
    mutationFn: (v: { id: number; adNo: string; reason: string }) =>
      api.post(pathOf(ADMIN_PATHS.p2pAdDelist, { id: v.id }), myAdSchema, { reason: v.reason }),
    meta: { success: 'ads.delisted' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.p2pAds.all }),
        queryClient.invalidateQueries({ queryKey: keys.p2pMerchants.all }),
      ]),
  });
}

/** Every user who has posted an ad, with their open orders, appeals and 30-day figures. */
export function useP2pMerchants() {
  const api = useApi();
  return useQuery({
    queryKey: keys.p2pMerchants.all,
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.p2pMerchants, consoleMerchantsSchema, { signal }),
    select: (data) => data.list,
  });
}
