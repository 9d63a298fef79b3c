import type { ReactNode } from 'react';
import { compareDecimal } from '../lib/decimal';

export type CellValue = string | number | boolean | null;

/** One column of a `DataTable`. */
export interface Column<T> {
  readonly id: string;
  readonly header: string;
  /** The raw value: what sorting compares and, unless `csv` says otherwise, what is exported. */
  readonly value: (row: T) => CellValue;
  /** What the cell shows; the value when absent. */
  readonly render?: (row: T) => ReactNode;
  /** Export text when the raw value is not what a reader wants (times as ISO 8601). */
  readonly csv?: (row: T) => string;
  /** How the column sorts; absent, it does not. `decimal` compares money strings exactly. */
  readonly sort?: 'text' | 'number' | 'decimal';
  /** Amounts and counts: right-aligned tabular figures. */
  readonly numeric?: boolean;
  /** Free text (memos, reasons) may wrap; every other cell stays on one line. */
  readonly wrap?: boolean;
  /**
   * Pixels the column gets at least; content may widen it, except an
   * `ellipsis` column's. The widths add up to the table's scroll width: a
   * narrower window scrolls the table sideways instead of squeezing it.
   */
  readonly width: number;
  /**
   * Long opaque text (addresses, hashes, references): cut to the width with
   * "…", whole in the tooltip and the export. Numeric columns ignore it:
   * an amount is never cut.
   */
  readonly ellipsis?: boolean;
}

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  readonly id: string;
  readonly direction: SortDirection;
}

/** Header clicks cycle ascending, descending, unsorted (the server's order). */
export function nextSort(current: SortState | null, id: string): SortState | null {
  if (current?.id !== id) return { id, direction: 'asc' };
  return current.direction === 'asc' ? { id, direction: 'desc' } : null;
}

function compareValues(kind: 'text' | 'number' | 'decimal', a: CellValue, b: CellValue): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (kind === 'decimal') return compareDecimal(String(a), String(b));
  if (kind === 'number') return Number(a) - Number(b);
  return String(a).localeCompare(String(b));
}

/** The loaded rows in the chosen order; a stable sort, so ties keep the server's order. */
export function sortRows<T>(
  rows: readonly T[],
  columns: readonly Column<T>[],
  sort: SortState | null,
): readonly T[] {
  const column = sort && columns.find((c) => c.id === sort.id);
  if (!sort || !column?.sort) return rows;
  const kind = column.sort;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareValues(kind, column.value(a), column.value(b)));
}

/** The rows as the export shows them: header texts, then each column's text. */
export function exportRows<T>(columns: readonly Column<T>[], rows: readonly T[]) {
  return {
    header: columns.map((c) => c.header),
    rows: rows.map((row) => columns.map((c) => (c.csv ? c.csv(row) : c.value(row)))),
  };
}
