import type { ReactNode } from 'react';

/** One figure under the contract header: a small label over its value, with an optional note. */
export function Stat(props: {
  label: string;
  value: ReactNode;
  note?: string | undefined;
  testId: string;
  /** Spans the whole row: a sentence rather than a figure. */
  wide?: boolean;
}) {
  return (
    <div className={props.wide ? 'perp-stat perp-stat-wide' : 'perp-stat'}>
      <dt className="muted">{props.label}</dt>
      <dd className="num" data-testid={props.testId}>
        {props.value}
      </dd>
      {props.note && <dd className="perp-stat-note muted num">{props.note}</dd>}
    </div>
  );
}
