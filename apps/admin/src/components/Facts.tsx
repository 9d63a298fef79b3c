import { Fragment, type ReactNode } from 'react';

/** One fact: its label and value; null leaves it out (a field the record does not have). */
export type Fact = readonly [string, ReactNode] | null;

/** A term list of label and value, as a detail page shows a record's fields. */
export function Facts(props: { rows: readonly Fact[]; testId?: string }) {
  return (
    <dl className="facts" data-testid={props.testId}>
      {props.rows.map(
        (row) =>
          row && (
            <Fragment key={row[0]}>
              <dt>{row[0]}</dt>
              <dd>{row[1]}</dd>
            </Fragment>
          ),
      )}
    </dl>
  );
}
