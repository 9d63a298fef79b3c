import { useState, type ReactNode } from 'react';
import { describeError } from '../api/describe';
import { useI18n } from '../app/context';
import { downloadCsv, toCsv } from '../lib/csv';
import { exportRows, nextSort, sortRows, type Column, type SortState } from './columns';
import { Pager, type Paging } from './Pager';
import { useSideOverflow } from './useSideOverflow';

/** Room for a row's buttons: one small button (the default), or two (Edit and Delete). */
export const ACTIONS_WIDTH = { one: 88, two: 136 } as const;

/** A cell's horizontal padding (table.css), which a cut cell's content must leave room for. */
const CELL_PADDING = 20;

export interface DataTableProps<T> {
  readonly columns: readonly Column<T>[];
  /** Undefined until the first answer. */
  readonly rows: readonly T[] | undefined;
  readonly rowKey: (row: T) => string | number;
  /** The screen's own test id on each row's `<tr>`, e.g. `withdrawal-row`. */
  readonly rowTestId?: string;
  /** Buttons at the end of a row, kept in view at the right edge; never exported. */
  readonly actions?: (row: T) => ReactNode;
  /**
   * A line under each row, across the whole table: facts that belong to the
   * row but would make a column too wide to see at 1280 px (it stays in
   * view when the table scrolls sideways).
   */
  readonly detail?: (row: T) => ReactNode;
  /** What the widest row's buttons need; one small button's (ACTIONS_WIDTH.one) when absent. */
  readonly actionsWidth?: number;
  readonly fetching?: boolean;
  readonly error?: unknown;
  readonly onRetry?: () => void;
  /** Server paging; absent for short lists the server sends whole. */
  readonly paging?: Paging;
  /** File name for the CSV export of the rows shown; absent, no export. */
  readonly exportName?: string;
  /** Filters and buttons above the table. */
  readonly toolbar?: ReactNode;
  readonly testId?: string;
}

/**
 * Every list of the console: sortable columns (the loaded page, in the
 * browser), server paging, CSV export of what is shown, and one look for
 * loading, empty and failed. Each row is its own `<tbody data-testid="row">`
 * so a row can carry both the shared test id and the screen's own one.
 *
 * The table is never narrower than its columns' widths (its scroll width):
 * in a narrower box it scrolls sideways, under the actions column that stays
 * at the right edge, and a shadow marks each side that hides columns.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useI18n();
  const [sort, setSort] = useState<SortState | null>(null);
  const rows = props.rows ? sortRows(props.rows, props.columns, sort) : undefined;
  const span = props.columns.length + (props.actions ? 1 : 0);
  const [wrapRef, hidden] = useSideOverflow<HTMLDivElement>();
  const frameClass = [
    'table-frame',
    props.actions && 'has-actions',
    hidden.left && 'more-left',
    hidden.right && 'more-right',
  ]
    .filter(Boolean)
    .join(' ');

  const exportCsv = () => {
    if (!rows || !props.exportName) return;
    const table = exportRows(props.columns, rows);
    downloadCsv(props.exportName, toCsv(table.header, table.rows));
  };

  return (
    <div className="data-table" data-testid={props.testId}>
      {(props.toolbar || props.exportName) && (
        <div className="table-toolbar">
          <div className="table-filters">{props.toolbar}</div>
          {props.exportName && (
            <button
              type="button"
              data-testid="table-export"
              disabled={!rows || rows.length === 0}
              onClick={exportCsv}
            >
              {t('common.exportCsv')}
            </button>
          )}
        </div>
      )}
      {props.error !== undefined && props.error !== null && rows !== undefined && (
        <ErrorLine error={props.error} onRetry={props.onRetry} />
      )}
      <div className={frameClass}>
        <div
          ref={wrapRef}
          className={props.fetching && rows ? 'table-wrap is-fetching' : 'table-wrap'}
        >
          <table style={{ minWidth: scrollWidth(props) }}>
            <colgroup>
              {props.columns.map((column) => (
                <col key={column.id} style={{ width: column.width }} />
              ))}
              {props.actions && <col style={{ width: props.actionsWidth ?? ACTIONS_WIDTH.one }} />}
            </colgroup>
            <thead>
              <tr>
                {props.columns.map((column) => (
                  <HeaderCell
                    key={column.id}
                    column={column}
                    sort={sort}
                    onSort={() => setSort(nextSort(sort, column.id))}
                  />
                ))}
                {props.actions && <th className="actions">{t('common.actions')}</th>}
              </tr>
            </thead>
            {rows === undefined || rows.length === 0 ? (
              <tbody>
                <tr>
                  <td colSpan={span} className="table-state">
                    <TableState {...props} loaded={rows !== undefined} />
                  </td>
                </tr>
              </tbody>
            ) : (
              rows.map((row) => (
                <tbody key={props.rowKey(row)} data-testid="row">
                  <tr
                    data-testid={props.rowTestId}
                    className={props.detail ? 'has-detail' : undefined}
                  >
                    {props.columns.map((column) => (
                      <Cell key={column.id} column={column} row={row} />
                    ))}
                    {props.actions && <td className="actions">{props.actions(row)}</td>}
                  </tr>
                  {props.detail && (
                    <tr className="row-detail">
                      <td colSpan={span}>
                        <div className="row-detail-inner">{props.detail(row)}</div>
                      </td>
                    </tr>
                  )}
                </tbody>
              ))
            )}
          </table>
        </div>
      </div>
      {props.paging && <Pager paging={props.paging} />}
    </div>
  );
}

/** The table's least width: its columns' and its actions' widths together. */
export function scrollWidth<T>(
  props: Pick<DataTableProps<T>, 'columns' | 'actions' | 'actionsWidth'>,
) {
  const columns = props.columns.reduce((sum, column) => sum + column.width, 0);
  return columns + (props.actions ? (props.actionsWidth ?? ACTIONS_WIDTH.one) : 0);
}

function Cell<T>(props: { column: Column<T>; row: T }) {
  const { column, row } = props;
  const content = column.render ? column.render(row) : column.value(row);
  if (column.numeric) return <td className="num">{content}</td>;
  if (column.wrap) return <td className="wrap">{content}</td>;
  if (!column.ellipsis) return <td>{content}</td>;
  // Cut to the column's width; the tooltip has what the export has.
  const whole = column.csv ? column.csv(row) : String(column.value(row) ?? '');
  return (
    <td>
      <div className="cell-clip" style={{ maxWidth: column.width - CELL_PADDING }} title={whole}>
        {content}
      </div>
    </td>
  );
}

function HeaderCell<T>(props: { column: Column<T>; sort: SortState | null; onSort: () => void }) {
  const { t } = useI18n();
  const { column, sort } = props;
  const direction = sort?.id === column.id ? sort.direction : null;
  const className = column.numeric ? 'num' : undefined;
  if (!column.sort) return <th className={className}>{column.header}</th>;
  return (
    <th
      className={className}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
    >
      <button
        type="button"
        className="sort"
        data-testid={`sort-${column.id}`}
        title={t('common.sortBy', { column: column.header })}
        onClick={props.onSort}
      >
        {column.header}
        <span className="sort-mark" aria-hidden="true">
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

function ErrorLine(props: { error: unknown; onRetry?: (() => void) | undefined }) {
  const { t } = useI18n();
  return (
    <div className="table-error" data-testid="table-error" role="alert">
      {describeError(props.error, t)}{' '}
      {props.onRetry && (
        <button type="button" onClick={props.onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

function TableState<T>(props: DataTableProps<T> & { loaded: boolean }) {
  const { t } = useI18n();
  if (props.error && !props.loaded)
    return <ErrorLine error={props.error} onRetry={props.onRetry} />;
  if (!props.loaded) return <span data-testid="table-loading">{t('common.loading')}</span>;
  return (
    <span className="muted" data-testid="table-empty">
      {t('common.empty')}
    </span>
  );
}
