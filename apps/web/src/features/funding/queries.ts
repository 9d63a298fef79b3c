import {
  depositAddressSchema,
  depositListSchema,
  depositSchema,
  PATHS,
  withdrawalListSchema,
  withdrawAddressCheckSchema,
  withdrawalSchema,
  withdrawEnableSchema,
  type Deposit,
  type Withdrawal,
} from '@exchange/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, type Schema } from '../../api';
import { accountKeys } from '../account/queries';

/**
 * Deposits and withdrawals belong to the signed-in user, so their keys sit
 * under `account`, which is dropped on login and logout: one user's
 * addresses and records never show to the next.
 */
export const fundingKeys = {
  all: () => [...accountKeys.all(), 'funding'] as const,
  address: (symbol: string, chain: string) =>
    [...fundingKeys.all(), 'address', symbol, chain] as const,
  deposits: () => [...fundingKeys.all(), 'deposits'] as const,
  deposit: (id: number) => [...fundingKeys.all(), 'deposit', id] as const,
  withdrawals: () => [...fundingKeys.all(), 'withdrawals'] as const,
  withdrawal: (id: number) => [...fundingKeys.all(), 'withdrawal', id] as const,
  readiness: () => [...fundingKeys.all(), 'readiness'] as const,
  addressCheck: (symbol: string, chain: string, address: string) =>
    [...fundingKeys.all(), 'address-check', symbol, chain, address] as const,
};

/** How long typing must pause before an address is sent to be checked. */
const ADDRESS_CHECK_DELAY_MS = 300;

/**
 * The server's check of a withdrawal address as it is typed (valid on the
 * network, new or used before), asked once typing pauses and only for an
 * address that passes the local shape check. Undefined data: not asked yet.
 */
export function useWithdrawAddressCheck(
  symbol: string,
  chain: string | undefined,
  address: string,
  shapeOk: boolean,
) {
  const [settled, setSettled] = useState(address);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(address), ADDRESS_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [address]);
  const enabled = chain !== undefined && shapeOk && settled === address;
  return useQuery({
    queryKey: fundingKeys.addressCheck(symbol, chain ?? '', settled),
    queryFn: ({ signal }) =>
      api.get(PATHS.withdrawAddressCheck, withdrawAddressCheckSchema, {
        query: { symbol, chain: chain ?? '', address: settled },
        signal,
        spinner: false,
      }),
    enabled,
    staleTime: 60_000,
    placeholderData: enabled ? undefined : keepPreviousData,
  });
}

/** Spec section 9: wallet history pages hold 20; the deposit and withdrawal lists follow it. */
export const RECORD_PAGE_SIZE = 20;
/** How often a record still moving on its own is read again. */
const CONFIRMING_POLL_MS = 5_000;
const REVIEW_POLL_MS = 15_000;

/** The user's address for a coin on a network; not asked for until a network is chosen. */
export function useDepositAddress(symbol: string, chain: string | undefined) {
  return useQuery({
    queryKey: fundingKeys.address(symbol, chain ?? ''),
    queryFn: ({ signal }) =>
      api.get(PATHS.depositAddress, depositAddressSchema, {
        query: { symbol, chain },
        signal,
        spinner: false,
      }),
    enabled: chain !== undefined,
    // An address, once given, stays the user's: no need to ask again while browsing.
    staleTime: 5 * 60_000,
  });
}

interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** A newest-first record list, 20 to a page, paged on with "load more". */
function usePagedRecords<T>(key: readonly unknown[], path: string, schema: Schema<Page<T>>) {
  return useInfiniteQuery({
    queryKey: key,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(path, schema, {
        query: { pageNo: pageParam, pageSize: RECORD_PAGE_SIZE },
        signal,
        spinner: false,
      }),
    getNextPageParam: (last) =>
      last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined,
  });
}

export const useDepositList = () =>
  usePagedRecords<Deposit>(fundingKeys.deposits(), PATHS.depositList, depositListSchema);

export const useWithdrawalList = () =>
  usePagedRecords<Withdrawal>(fundingKeys.withdrawals(), PATHS.withdrawList, withdrawalListSchema);

/** One deposit; read again while it collects confirmations, and while an operator reviews it. */
export function useDeposit(id: number) {
  return useQuery({
    queryKey: fundingKeys.deposit(id),
    queryFn: ({ signal }) =>
      api.get(PATHS.depositDetail, depositSchema, { query: { id }, signal, spinner: false }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status === 'confirming') return CONFIRMING_POLL_MS;
      return status === 'review' ? REVIEW_POLL_MS : false;
    },
  });
}

/** One withdrawal; read again while an operator or the signer may still move it. */
export function useWithdrawal(id: number) {
  return useQuery({
    queryKey: fundingKeys.withdrawal(id),
    queryFn: ({ signal }) =>
      api.get(PATHS.withdrawDetail, withdrawalSchema, { query: { id }, signal, spinner: false }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'applied' || status === 'review_passed' ? REVIEW_POLL_MS : false;
    },
  });
}

/** Whether the account meets the security rules for withdrawing (spec section 5). */
export function useWithdrawReadiness() {
  return useQuery({
    queryKey: fundingKeys.readiness(),
    queryFn: ({ signal }) =>
      api.get(PATHS.withdrawEnable, withdrawEnableSchema, { signal, spinner: false }),
  });
}
