import type { ReactNode } from 'react';
import { QueryState } from '../../../components/QueryState';

interface PanelListProps {
  /** The query that fills the list: its loading and failed states show in place of it. */
  query: { isPending: boolean; error: unknown; refetch: () => Promise<unknown> };
  count: number;
  /** Said when the list is empty. */
  emptyText: string;
  /** The bulk action above the rows (cancel all, close all). */
  tools: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/** One tab of the contract screen's panels: the rows under their bulk action, or why there are none. */
export function PanelList({ query, count, emptyText, tools, children }: PanelListProps) {
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {count === 0 ? (
        <p className="orders-empty muted">{emptyText}</p>
      ) : (
        <>
          <div className="perp-panel-tools">{tools}</div>
          <ul className="order-list">{children}</ul>
        </>
      )}
    </QueryState>
  );
}
