import type { ReactNode } from 'react';

/** One labelled figure of a record row: a small label over its value. */
export function Figure({
  label,
  children,
  tone,
  testId,
}: {
  label: string;
  children: ReactNode;
  /** Colours a gain or loss. */
  tone?: 'up' | 'down' | 'flat' | undefined;
  testId?: string;
}) {
  return (
    <span className="perp-figure">
      <small className="muted">{label}</small>
      <span className={tone ? `num ${tone}` : 'num'} data-testid={testId}>
        {children}
      </span>
    </span>
  );
}
