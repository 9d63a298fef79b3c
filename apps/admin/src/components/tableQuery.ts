import type { UseQueryResult } from '@tanstack/react-query';
import type { Paging } from './Pager';
import type { ListState } from './useList';

/** One page of a list as the server sends it. */
export interface ServerPage<T> {
  readonly list: readonly T[];
  readonly total: number;
}

/** A paged query and its list state as `DataTable` props: rows, states and paging. */
export function pagedTable<T, K extends string>(
  query: UseQueryResult<ServerPage<T>>,
  list: ListState<K>,
): {
  rows: readonly T[] | undefined;
  fetching: boolean;
  error: unknown;
  onRetry: () => void;
  paging: Paging;
} {
  return {
    rows: query.data?.list,
    fetching: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
    paging: {
      pageNo: list.pageNo,
      pageSize: list.pageSize,
      total: query.data?.total ?? 0,
      onPage: list.setPage,
      onPageSize: list.setPageSize,
    },
  };
}

/** The same for a list the server sends whole. */
export function wholeTable<T>(query: UseQueryResult<readonly T[]>) {
  return {
    rows: query.data,
    fetching: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}
