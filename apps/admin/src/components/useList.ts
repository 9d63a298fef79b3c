import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { QueryParams } from '../api/client';

export const PAGE_SIZES = [20, 50, 100] as const;

/**
 * A paged list's filters and page: what the table shows and what the query
 * asks the server. Filters are strings as typed; '' means "any", which for a
 * filter with a default (withdrawals: `applied`) is different from unset.
 */
export interface ListState<K extends string> {
  readonly filters: Readonly<Record<K, string>>;
  readonly pageNo: number;
  readonly pageSize: number;
  /** The filters that are set, plus paging: the route's query string. */
  readonly query: QueryParams;
  apply(next: Readonly<Record<K, string>>): void;
  /** Back to the defaults and the first page. */
  reset(): void;
  setPage(pageNo: number): void;
  setPageSize(pageSize: number): void;
}

type Changes = Record<string, string | null>;

function listState<K extends string>(
  defaults: Readonly<Record<K, string>>,
  defaultPageSize: number,
  read: (name: string) => string | null,
  write: (changes: Changes) => void,
): ListState<K> {
  const names = Object.keys(defaults) as K[];
  const filters = {} as Record<K, string>;
  for (const name of names) filters[name] = read(name) ?? defaults[name];
  const pageNo = Math.max(1, Number.parseInt(read('pageNo') ?? '1', 10) || 1);
  const askedSize = Number(read('pageSize'));
  const pageSize = PAGE_SIZES.some((size) => size === askedSize) ? askedSize : defaultPageSize;
  const query: Record<string, string | number> = { pageNo, pageSize };
  for (const name of names) if (filters[name] !== '') query[name] = filters[name];
  return {
    filters,
    pageNo,
    pageSize,
    query,
    apply(next) {
      const changes: Changes = { pageNo: null };
      for (const name of names) changes[name] = next[name] === defaults[name] ? null : next[name];
      write(changes);
    },
    reset() {
      const changes: Changes = { pageNo: null, pageSize: null };
      for (const name of names) changes[name] = null;
      write(changes);
    },
    setPage: (n) => write({ pageNo: n <= 1 ? null : String(n) }),
    setPageSize: (n) => write({ pageNo: null, pageSize: n === defaultPageSize ? null : String(n) }),
  };
}

/** A list whose state is in the address, so a filtered page can be linked and reloaded. */
export function useUrlList<K extends string>(
  defaults: Readonly<Record<K, string>>,
  defaultPageSize = 20,
): ListState<K> {
  const [params, setParams] = useSearchParams();
  return listState(
    defaults,
    defaultPageSize,
    (name) => params.get(name),
    (changes) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      }),
  );
}

/** The same for a list inside a page that has several (a user's ledger and security log). */
export function useLocalList<K extends string>(
  defaults: Readonly<Record<K, string>>,
  defaultPageSize = 20,
): ListState<K> {
  const [values, setValues] = useState<Readonly<Record<string, string>>>({});
  return listState(
    defaults,
    defaultPageSize,
    (name) => values[name] ?? null,
    (changes) =>
      setValues((current) => {
        const merged = Object.entries({ ...current, ...changes });
        return Object.fromEntries(
          merged.filter((entry): entry is [string, string] => entry[1] !== null),
        );
      }),
  );
}
