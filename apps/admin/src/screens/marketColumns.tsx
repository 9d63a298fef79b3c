import { amountColumn, textColumn, WIDTH } from '../components/cells';
import { Badge } from '../components/Badge';
import type { Column } from '../components/columns';
import type { Translator } from '../i18n';
import { percentOf } from './marketRules';

/** Columns the spot market and contract lists share: rates in per cent, units, hours, listing. */

/** A fee rate sent as a fraction, shown and exported in per cent; sorted as a decimal. */
export function percentColumn<T>(id: string, header: string, get: (row: T) => string): Column<T> {
  const text = (row: T) => `${percentOf(get(row))}%`;
  return {
    id,
    header,
    value: get,
    render: text,
    csv: text,
    sort: 'decimal',
    numeric: true,
    width: WIDTH.id,
  };
}

/** An amount with the asset it counts beside it (tick in the quote asset, lot in the base). */
export function unitColumn<T>(
  id: string,
  header: string,
  get: (row: T) => string,
  unit: (row: T) => string,
): Column<T> {
  return {
    ...amountColumn(id, header, get),
    render: (row) => (
      <>
        {get(row)} <small className="muted">{unit(row)}</small>
      </>
    ),
  };
}

/** Trading hours as the server keeps them: UTC windows, in a fixed-width font. */
export function hoursColumn<T>(header: string, get: (row: T) => string): Column<T> {
  return {
    ...textColumn('hours', header, get),
    render: (row) => <span className="mono">{get(row)}</span>,
  };
}

/** Open for trading or suspended, as a badge; exported as the same word. */
export function listingColumn<T>(i18n: Translator, get: (row: T) => boolean): Column<T> {
  const label = (row: T) => i18n.t(get(row) ? 'markets.enabled' : 'markets.suspended');
  return {
    id: 'status',
    header: i18n.t('col.status'),
    value: label,
    render: (row) => <Badge tone={get(row) ? 'ok' : 'bad'}>{label(row)}</Badge>,
    sort: 'text',
    width: WIDTH.status,
  };
}
