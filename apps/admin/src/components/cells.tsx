import type { TermGroup, Translator } from '../i18n';
import { isNegative } from '../lib/decimal';
import { formatTime, isoTime, timeValue } from '../lib/format';
import { Badge, StatusBadge } from './Badge';
import type { Column } from './columns';
import type { FilterField } from './FilterBar';

/** Column builders for the kinds of value every list has. */

/**
 * The width each kind of column starts from, padding included, sized for its
 * usual content at the console's 14 px: a column is never narrower, and an
 * amount or a name longer than this widens its column rather than being cut.
 * A column whose content is usually wider says so with its own `width`.
 */
export const WIDTH = {
  id: 72,
  code: 80,
  text: 110,
  flag: 72,
  status: 120,
  amount: 120,
  time: 160,
  long: 180,
  note: 200,
} as const;

export function textColumn<T>(
  id: string,
  header: string,
  get: (row: T) => string | null,
  sortable = true,
): Column<T> {
  return {
    id,
    header,
    value: get,
    render: (row) => get(row) ?? '—',
    width: WIDTH.text,
    ...(sortable ? { sort: 'text' as const } : {}),
  };
}

/** Short codes (coins, chains, assets): sortable text in a narrow column. */
export function codeColumn<T>(id: string, header: string, get: (row: T) => string): Column<T> {
  return { ...textColumn(id, header, get), width: WIDTH.code };
}

/**
 * Text too long to show whole in a list (emails, references, codes of
 * accounts): sortable, cut at `width`, whole in the tooltip and the export.
 */
export function clippedColumn<T>(
  id: string,
  header: string,
  get: (row: T) => string | null,
  width: number = WIDTH.long,
): Column<T> {
  return { ...textColumn(id, header, get), width, ellipsis: true };
}

/** Free text written by people (memos, reasons, messages): wraps, not sorted. */
export function noteColumn<T>(
  id: string,
  header: string,
  get: (row: T) => string | null,
): Column<T> {
  return {
    id,
    header,
    value: get,
    render: (row) => get(row) || '—',
    wrap: true,
    width: WIDTH.note,
  };
}

export function idColumn<T>(id: string, header: string, get: (row: T) => number | null): Column<T> {
  return { id, header, value: get, sort: 'number', numeric: true, width: WIDTH.id };
}

export function timeColumn<T>(
  id: string,
  header: string,
  get: (row: T) => number | string | null,
): Column<T> {
  return {
    id,
    header,
    value: (row) => timeValue(get(row)),
    render: (row) => <span className="nowrap">{formatTime(get(row))}</span>,
    csv: (row) => isoTime(get(row)),
    sort: 'number',
    width: WIDTH.time,
  };
}

/** Decimal strings as sent: right-aligned, exact ordering, negative ones in red. */
export function amountColumn<T>(id: string, header: string, get: (row: T) => string): Column<T> {
  return {
    id,
    header,
    value: get,
    render: (row) => {
      const amount = get(row);
      return <span className={isNegative(amount) ? 'neg' : undefined}>{amount}</span>;
    },
    sort: 'decimal',
    numeric: true,
    width: WIDTH.amount,
  };
}

export function statusColumn<T>(
  id: string,
  header: string,
  group: TermGroup,
  get: (row: T) => string,
): Column<T> {
  return {
    id,
    header,
    value: get,
    render: (row) => <StatusBadge group={group} value={get(row)} />,
    sort: 'text',
    width: WIDTH.status,
  };
}

/** A switch (deposits open, withdrawals open): an on/off badge, exported as the same word. */
export function flagColumn<T>(
  i18n: Translator,
  id: string,
  header: string,
  get: (row: T) => boolean,
): Column<T> {
  const label = (row: T) => (get(row) ? i18n.t('common.on') : i18n.t('common.off'));
  return {
    id,
    header,
    value: get,
    render: (row) => <Badge tone={get(row) ? 'ok' : 'bad'}>{label(row)}</Badge>,
    csv: label,
    sort: 'text',
    width: WIDTH.flag,
  };
}

/** A code shown by its name (types, wallets); exported by its name too. */
export function termColumn<T>(
  i18n: Translator,
  id: string,
  header: string,
  group: TermGroup,
  get: (row: T) => string,
): Column<T> {
  return {
    id,
    header,
    value: get,
    render: (row) => i18n.term(group, get(row)),
    csv: (row) => i18n.term(group, get(row)),
    sort: 'text',
    width: WIDTH.text,
  };
}

/** Long opaque strings (addresses, hashes): cut in the cell, whole in the tooltip and export. */
export function longColumn<T>(id: string, header: string, get: (row: T) => string): Column<T> {
  return {
    id,
    header,
    value: get,
    render: (row) => <span className="mono">{get(row) || '—'}</span>,
    width: WIDTH.long,
    ellipsis: true,
  };
}

/** The options of a status filter, named in the console's language. */
export function termOptions(i18n: Translator, group: TermGroup, values: readonly string[]) {
  return values.map((value) => ({ value, label: i18n.term(group, value) }));
}

/** The `status` filter most lists have: a choice of the statuses, named in the console's language. */
export function statusFilter(
  i18n: Translator,
  group: TermGroup,
  values: readonly string[],
): FilterField<'status'> {
  return {
    name: 'status',
    kind: 'select',
    label: i18n.t('filter.status'),
    options: termOptions(i18n, group, values),
  };
}
