import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton';

export interface DetailRow {
  label: string;
  value: ReactNode;
  /** Long values (addresses, hashes) wrap anywhere and get a copy button. */
  copy?: { text: string; label: string };
  testId?: string;
}

/** Label and value pairs of a record; rows without a value are left out. */
export function DetailRows({ rows }: { rows: readonly (DetailRow | false)[] }) {
  return (
    <dl className="detail-rows">
      {rows.map(
        (row) =>
          row && (
            <div key={row.label} className={row.copy ? 'detail-row long' : 'detail-row'}>
              <dt>{row.label}</dt>
              <dd>
                <span data-testid={row.testId}>{row.value}</span>
                {row.copy && <CopyButton text={row.copy.text} label={row.copy.label} />}
              </dd>
            </div>
          ),
      )}
    </dl>
  );
}
