import {
  ADMIN_PATHS,
  earnConsolePayoutsSchema,
  earnConsoleProductSchema,
  earnRateSchema,
  earnTreasurySchema,
  type EarnConsoleProduct,
  type EarnProductBody,
} from '@exchange/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi, useServices } from '../app/context';
import { listOf, pathOf, type Output, type QueryParams } from './client';

export type EarnRate = Output<typeof earnRateSchema>;
export type EarnTreasuryRow = Output<typeof earnTreasurySchema>[number];
export type EarnPayoutRow = Output<typeof earnConsolePayoutsSchema>['list'][number];

/**
 * Query keys of earn products. `all` is what a move of money invalidates:
 * the products' funding and the treasuries change together.
 */
export const earnKeys = {
  all: ['earn'] as const,
  products: ['earn', 'products'] as const,
  treasury: ['earn', 'treasury'] as const,
  rates: (id: number) => ['earn', 'rates', id] as const,
  payouts: (query: QueryParams) => ['earn', 'payouts', query] as const,
};

/** Every product, drafts included, with its sales and its funding account; the newest first. */
export function useEarnProducts() {
  const api = useApi();
  return useQuery({
    queryKey: earnKeys.products,
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.earnProducts, listOf(earnConsoleProductSchema), { signal }),
    select: (data): readonly EarnConsoleProduct[] => data,
  });
}

/** Per coin: what the earn treasury holds and what is allocated to products. */
export function useEarnTreasury() {
  const api = useApi();
  return useQuery({
    queryKey: earnKeys.treasury,
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.earnTreasury, earnTreasurySchema, { signal }),
    select: (data): readonly EarnTreasuryRow[] => data,
  });
}

/** A product's daily rates, the newest day first: published ahead, the minimum, or fixed. */
export function useEarnRates(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: earnKeys.rates(id),
    queryFn: ({ signal }) =>
      api.get(pathOf(ADMIN_PATHS.earnRates, { id }), listOf(earnRateSchema), { signal }),
    select: (data): readonly EarnRate[] => data,
  });
}

/** One page of payouts (by product, by day), each with the ledger transaction that paid it. */
export function useEarnPayouts(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: earnKeys.payouts(query),
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.earnPayouts, earnConsolePayoutsSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export interface FundingInput {
  readonly id: number;
  readonly direction: 'in' | 'out';
  readonly amount: string;
  /** Chosen when the dialog opens and kept through its retries: a lost answer moves nothing twice. */
  readonly requestId: string;
}

/**
 * The changes to earn products. Each answers with the product as it now
 * is, put into the list at once; a move of money also reads the
 * treasuries again.
 */
export function useEarnActions() {
  const api = useApi();
  const { notices } = useServices();
  const queryClient = useQueryClient();
  const put = (product: EarnConsoleProduct) =>
    queryClient.setQueryData<EarnConsoleProduct[]>(earnKeys.products, (list = []) =>
      list.some((p) => p.id === product.id)
        ? list.map((p) => (p.id === product.id ? product : p))
        : [product, ...list],
    );
  return {
    saveProduct: useMutation({
      mutationFn: (v: { id: number | null; body: EarnProductBody }) =>
        v.id === null
          ? api.post(ADMIN_PATHS.earnProducts, earnConsoleProductSchema, v.body)
          : api.post(
              pathOf(ADMIN_PATHS.earnProduct, { id: v.id }),
              earnConsoleProductSchema,
              v.body,
            ),
      onSuccess: (product) => {
        notices.push('ok', { key: 'earn.productSaved', params: { name: product.name } });
        put(product);
      },
    }),
    setStatus: useMutation({
      mutationFn: (v: { id: number; status: 'listed' | 'delisted' }) =>
        api.post(pathOf(ADMIN_PATHS.earnProductStatus, { id: v.id }), earnConsoleProductSchema, {
          status: v.status,
        }),
      onSuccess: (product) => {
        const key = product.status === 'listed' ? 'earn.listedNotice' : 'earn.delistedNotice';
        notices.push('ok', { key, params: { name: product.name } });
        put(product);
      },
    }),
    fund: useMutation({
      mutationFn: ({ id, ...body }: FundingInput) =>
        api.post(pathOf(ADMIN_PATHS.earnFunding, { id }), earnConsoleProductSchema, body),
      onSuccess: (product, v) => {
        const key = v.direction === 'in' ? 'earn.fundedNotice' : 'earn.defundedNotice';
        notices.push('ok', { key, params: { amount: v.amount, coin: product.coin } });
        put(product);
        return queryClient.invalidateQueries({ queryKey: earnKeys.treasury });
      },
    }),
    publishRate: useMutation({
      mutationFn: (v: { id: number; day: string; rate: string }) =>
        api.post(pathOf(ADMIN_PATHS.earnRates, { id: v.id }), earnRateSchema, {
          day: v.day,
          rate: v.rate,
        }),
      meta: { success: 'earn.ratePublished' },
      onSuccess: (_rate, v) => queryClient.invalidateQueries({ queryKey: earnKeys.rates(v.id) }),
    }),
  };
}
