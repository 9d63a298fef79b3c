import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './DataTable';
import { FilterBar, type FilterField } from './FilterBar';
import { Page } from './Page';
import { pagedTable, type ServerPage } from './tableQuery';
import type { ListState } from './useList';

/** The table's own props; rows, states, paging and the filter bar come from the list and query. */
type TableProps<T> = Omit<
  DataTableProps<T>,
  'rows' | 'fetching' | 'error' | 'onRetry' | 'paging' | 'toolbar'
>;

export interface PagedTableProps<T, K extends string> extends TableProps<T> {
  /** The filters and page, from `useUrlList` or `useLocalList`. */
  readonly list: ListState<K>;
  /** The server's answer to `list.query`. */
  readonly query: UseQueryResult<ServerPage<T>>;
  /**
   * The filters above the table; absent, the table has none. The list alone
   * decides the filter names, so a field naming no filter is an error here.
   */
  readonly filters?: readonly FilterField<NoInfer<K>>[];
}

/** A server-paged `DataTable` wired to its list state: filters, paging, loading and retry. */
export function PagedTable<T, K extends string>(props: PagedTableProps<T, K>) {
  const { list, query, filters, ...table } = props;
  return (
    <DataTable
      {...table}
      {...pagedTable(query, list)}
      toolbar={
        filters && (
          <FilterBar
            values={list.filters}
            onApply={list.apply}
            onReset={list.reset}
            fields={filters}
          />
        )
      }
    />
  );
}

export interface ListScreenProps<T, K extends string> extends PagedTableProps<T, K> {
  readonly title: string;
  /** Buttons beside the title; a row's own buttons are `actions`. */
  readonly pageActions?: ReactNode;
  /** What the screen opens over the list (dialogs). */
  readonly children?: ReactNode;
}

/** A screen that is one paged list: its title, then the table with its filters. */
export function ListScreen<T, K extends string>(props: ListScreenProps<T, K>) {
  const { title, pageActions, children, ...table } = props;
  return (
    <Page title={title} actions={pageActions}>
      <PagedTable {...table} />
      {children}
    </Page>
  );
}
