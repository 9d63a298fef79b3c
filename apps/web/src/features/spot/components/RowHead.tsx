import type { ReactNode } from 'react';
import { formatDateTime } from '../../market/format';

interface RowHeadProps {
  /** Green for what buys (a buy, opening a long, closing a short), red for what sells. */
  up: boolean;
  /** What the record did: "Buy · Limit", "Open long"... */
  label: ReactNode;
  symbol: string;
  /** When it happened; left out where the row has no single time. */
  timeMs?: number | undefined;
  /** What follows on the line: a status, a role, an action. */
  children?: ReactNode;
}

/** The first line of an order, fill or position row, alike for spot and contracts. */
export function RowHead({ up, label, symbol, timeMs, children }: RowHeadProps) {
  return (
    <div className="order-row-head">
      <span className={`order-side ${up ? 'up' : 'down'}`}>{label}</span>
      <span className="order-pair">{symbol}</span>
      {timeMs !== undefined && (
        <span className="muted small num order-time">{formatDateTime(timeMs)}</span>
      )}
      {children}
    </div>
  );
}
