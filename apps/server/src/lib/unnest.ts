import { sql, type RawBuilder } from 'kysely';

/**
 * Many rows as one set: `unnest($1::bigint[], $2::text[], ...)`, one array
 * parameter per column however many rows there are. A multi-row VALUES list
 * sends and plans a parameter per cell (8,000 for a thousand rows of eight
 * columns) and has to be cut into chunks under PostgreSQL's 65,535; with
 * unnest a batch of any size is one statement with a handful of parameters,
 * which is what lets the runners' group commits write large batches cheaply.
 *
 * Each column is its values, one per row (null allowed), and the SQL type
 * of one element; the driver sends a JavaScript array as an array literal.
 * Types come from this file's callers, never from input.
 */
export type Column = readonly [values: readonly unknown[], type: SqlType];

export type SqlType =
  'bigint' | 'integer' | 'text' | 'numeric' | 'timestamptz' | 'boolean' | 'jsonb';

export function unnest(columns: readonly Column[]): RawBuilder<unknown> {
  const rows = columns[0]?.[0].length ?? 0;
  for (const [values] of columns)
    if (values.length !== rows) throw new Error('unnest: columns of different lengths');
  return sql`unnest(${sql.join(
    columns.map(([values, type]) => sql`${values}::${sql.raw(type)}[]`),
  )})`;
}
