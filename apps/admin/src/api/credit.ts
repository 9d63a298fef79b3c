import {
  ADMIN_PATHS,
  creditApplicationSchema,
  creditBudgetsSchema,
  creditProductConfigsSchema,
  creditQueueSchema,
  type CreditApplication,
  type CreditBudget,
  type CreditLimitRule,
  type CreditProductConfig,
} from '@exchange/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi, useServices } from '../app/context';
import type { KeyedMessage } from '../i18n';
import { pathOf, type Output, type QueryParams } from './client';

export type CreditQueueItem = Output<typeof creditQueueSchema>['list'][number];
export type CreditProductRow = Output<typeof creditProductConfigsSchema>['products'][number];

/**
 * Query keys of credit loans: the review (queue and applications) and the
 * configuration (products, budgets). `all` is what a decision invalidates.
 */
export const creditKeys = {
  all: ['credit'] as const,
  list: (query: QueryParams) => ['credit', 'list', query] as const,
  one: (id: number) => ['credit', 'one', id] as const,
  products: ['creditProducts'] as const,
  budgets: ['creditBudgets'] as const,
};

/** The applications of one status (pending by default, the oldest first). */
export function useCreditQueue(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: creditKeys.list(query),
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.creditQueue, creditQueueSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One application with its review: the decisions, a proposal and what this operator opened. */
export function useCreditApplication(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: creditKeys.one(id),
    queryFn: ({ signal }) =>
      api.get(pathOf(ADMIN_PATHS.creditApplication, { id }), creditApplicationSchema, { signal }),
  });
}

export interface ApproveInput {
  readonly id: number;
  /** The first approval's proposal; a confirmation leaves both out (the server takes the proposal). */
  readonly amount?: string;
  readonly rule?: CreditLimitRule;
  readonly note: string;
}

/** What the notice says after an approval, from the state the server answered with. */
function approvalNotice(application: CreditApplication): KeyedMessage {
  const params = { id: application.id };
  return application.status === 'pending'
    ? { key: 'credit.proposedNotice', params }
    : { key: 'credit.paidNotice', params };
}

/**
 * The decisions on an application. Each answers with the application as
 * it now is, shown at once; the queue and the budgets are read again (a
 * confirmation pays the loan out of the lending account).
 */
export function useCreditActions() {
  const api = useApi();
  const { notices } = useServices();
  const queryClient = useQueryClient();
  const settle = (application: CreditApplication) => {
    queryClient.setQueryData(creditKeys.one(application.id), application);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: [...creditKeys.all, 'list'] }),
      queryClient.invalidateQueries({ queryKey: creditKeys.budgets }),
    ]);
  };
  return {
    // The notice depends on the answer (a proposal or the loan paid out), so it is pushed here.
    approve: useMutation({
      mutationFn: (v: ApproveInput) =>
        api.post(pathOf(ADMIN_PATHS.creditApprove, { id: v.id }), creditApplicationSchema, {
          ...(v.amount === undefined ? {} : { amount: v.amount }),
          ...(v.rule === undefined ? {} : { rule: v.rule }),
          note: v.note,
        }),
      onSuccess: (application) => {
        notices.push('ok', approvalNotice(application));
        return settle(application);
      },
    }),
    reject: useMutation({
      mutationFn: (v: { id: number; reason: string }) =>
        api.post(pathOf(ADMIN_PATHS.creditReject, { id: v.id }), creditApplicationSchema, {
          reason: v.reason,
        }),
      meta: { success: 'credit.rejectedNotice' },
      onSuccess: settle,
    }),
  };
}

/** The credit products, enabled or not, with their rates' annual equivalents. */
export function useCreditProducts() {
  const api = useApi();
  return useQuery({
    queryKey: creditKeys.products,
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.creditProducts, creditProductConfigsSchema, { signal }),
    select: (data) => data.products,
  });
}

/** Per coin: the budget, the lending account's fund, what is lent and what it earned. */
export function useCreditBudgets() {
  const api = useApi();
  return useQuery({
    queryKey: creditKeys.budgets,
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.creditBudget, creditBudgetsSchema, { signal }),
    select: (data): readonly CreditBudget[] => data.budgets,
  });
}

/** The configuration of credit loans; each reply is what the server now holds. */
export function useCreditConfigActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  return {
    saveProduct: useMutation({
      mutationFn: (v: CreditProductConfig) =>
        api.post(ADMIN_PATHS.creditProducts, creditProductConfigsSchema, v),
      meta: { success: 'credit.productSaved' },
      onSuccess: (data) => queryClient.setQueryData(creditKeys.products, data),
    }),
    saveBudget: useMutation({
      mutationFn: (v: { coin: string; budget: string }) =>
        api.post(ADMIN_PATHS.creditBudget, creditBudgetsSchema, v),
      meta: { success: 'credit.budgetSaved' },
      onSuccess: (data) => queryClient.setQueryData(creditKeys.budgets, data),
    }),
  };
}
