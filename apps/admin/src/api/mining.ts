import {
  ADMIN_PATHS,
  hashPriceSchema,
  hashPricesPageSchema,
  miningConsoleMachineSchema,
  miningConsolePayoutsSchema,
  miningIncomeAccountsSchema,
  type HashPrice,
  type MiningConsoleMachine,
  type MiningMachineBody,
} from '@exchange/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi, useServices } from '../app/context';
import { listOf, pathOf, type Output, type QueryParams } from './client';

export type MiningIncomeRow = Output<typeof miningIncomeAccountsSchema>[number];
export type MiningPayoutRow = Output<typeof miningConsolePayoutsSchema>['list'][number];
export type HashPriceRow = Output<typeof hashPricesPageSchema>['list'][number];
/** A day's hash price as the publish form sends it. */
export type HashPriceInput = Readonly<
  Record<'algorithm' | 'coin' | 'unit' | 'day' | 'price' | 'sourceName', string>
>;

/**
 * Query keys of the mining console. `all` is what a published price
 * invalidates besides the prices: the machines' economics and the waiting
 * payouts depend on it.
 */
export const miningKeys = {
  all: ['mining'] as const,
  machines: ['mining', 'machines'] as const,
  prices: (query: QueryParams) => ['mining', 'prices', query] as const,
  pricesAll: ['mining', 'prices'] as const,
  income: ['mining', 'income'] as const,
  payouts: (query: QueryParams) => ['mining', 'payouts', query] as const,
};

/** Every machine, drafts included, with its units rented and orders in custody; by sort order. */
export function useMiningMachines() {
  const api = useApi();
  return useQuery({
    queryKey: miningKeys.machines,
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.miningMachines, listOf(miningConsoleMachineSchema), { signal }),
    select: (data): readonly MiningConsoleMachine[] => data,
  });
}

/** One page of published hash prices, the newest day first, optionally of one algorithm. */
export function useHashPrices(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: miningKeys.prices(query),
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.miningHashPrices, hashPricesPageSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Per coin: the mining-income account, the orders waiting on it, income paid and machine sales. */
export function useMiningIncome() {
  const api = useApi();
  return useQuery({
    queryKey: miningKeys.income,
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.miningIncome, miningIncomeAccountsSchema, { signal }),
    select: (data): readonly MiningIncomeRow[] => data,
  });
}

/** One page of payouts (by machine, by day), each with its hash price and the ledger transaction. */
export function useMiningPayouts(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: miningKeys.payouts(query),
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.miningPayouts, miningConsolePayoutsSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The changes to mining machines and hash prices. A machine's change
 * answers with the machine as it now is, put into the list at once; a
 * published price reads the prices and machines again.
 */
export function useMiningActions() {
  const api = useApi();
  const { notices } = useServices();
  const queryClient = useQueryClient();
  const put = (machine: MiningConsoleMachine) =>
    queryClient.setQueryData<MiningConsoleMachine[]>(miningKeys.machines, (list = []) =>
      list.some((m) => m.id === machine.id)
        ? list.map((m) => (m.id === machine.id ? machine : m))
        : [...list, machine],
    );
  return {
    saveMachine: useMutation({
      // A change is POSTed to /mining/machines/:id, as the server registers it (the client has no PUT).
      mutationFn: (v: { id: number | null; body: MiningMachineBody }) =>
        api.post(
          v.id === null
            ? ADMIN_PATHS.miningMachines
            : pathOf(ADMIN_PATHS.miningMachine, { id: v.id }),
          miningConsoleMachineSchema,
          v.body,
        ),
      onSuccess: (machine) => {
        notices.push('ok', { key: 'mining.machineSaved', params: { name: machine.name } });
        put(machine);
      },
    }),
    setStatus: useMutation({
      mutationFn: (v: { id: number; status: 'listed' | 'locked' }) =>
        api.post(
          pathOf(ADMIN_PATHS.miningMachineStatus, { id: v.id }),
          miningConsoleMachineSchema,
          { status: v.status },
        ),
      onSuccess: (machine) => {
        const key = machine.status === 'listed' ? 'mining.listedNotice' : 'mining.lockedNotice';
        notices.push('ok', { key, params: { name: machine.name } });
        put(machine);
      },
    }),
    publishPrice: useMutation({
      mutationFn: (body: HashPriceInput): Promise<HashPrice> =>
        api.post(ADMIN_PATHS.miningHashPrices, hashPriceSchema, body),
      meta: { success: 'mining.pricePublished' },
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: miningKeys.pricesAll }),
          queryClient.invalidateQueries({ queryKey: miningKeys.machines }),
        ]),
    }),
  };
}
