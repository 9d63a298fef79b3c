import { spotOrderSchema, type SpotOrder, type SpotOrderStatus } from '@exchange/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useStream } from '../../api/stream';
import { useSession } from '../../state/session';
import { itemsOf, TOPICS } from '../market/live';
import { walletKeys } from '../wallet/queries';
import { spotKeys } from './queries';
import { stopKeys } from './stopQueries';

interface LivePage<O> {
  list: O[];
  total: number;
  pageSize: number;
}

export interface OrderPage extends LivePage<SpotOrder> {
  pageNo: number;
}

/** The fields the open-orders list needs of an order, spot or contract. */
export interface LiveOrder {
  orderId: string;
  symbol: string;
  status: SpotOrderStatus;
  createdAt: number;
  updatedAt: number;
}

const OPEN_STATUSES: readonly SpotOrderStatus[] = ['SUBMITTED', 'PENDING'];

export function isOpen(order: Pick<LiveOrder, 'status'>): boolean {
  return OPEN_STATUSES.includes(order.status);
}

/**
 * The open-orders page with changed orders applied: an open one is added or
 * replaced, a finished one leaves. Orders of other markets or contracts are
 * ignored (`symbol` null keeps every one). An older state arriving late (by
 * `updatedAt`) does not overwrite a newer one. Spot and contracts share it.
 */
export function applyOrderChanges<P extends LivePage<LiveOrder>>(
  page: P,
  changes: readonly P['list'][number][],
  symbol: string | null,
): P {
  const byId = new Map(page.list.map((order) => [order.orderId, order]));
  let total = page.total;
  for (const order of changes) {
    if (symbol !== null && order.symbol !== symbol) continue;
    const known = byId.get(order.orderId);
    if (known && known.updatedAt > order.updatedAt) continue;
    if (isOpen(order)) {
      if (!known) total += 1;
      byId.set(order.orderId, order);
    } else if (known) {
      byId.delete(order.orderId);
      total = Math.max(0, total - 1);
    }
  }
  const list = [...byId.values()].sort((a, b) => b.createdAt - a.createdAt);
  return { ...page, list: list.slice(0, page.pageSize), total };
}

/**
 * The signed-in user's private topics: order changes update the trade
 * screen's open orders at once and mark the records for refetching; balance
 * changes refetch the wallet (its stream payload is not in the contracts).
 */
export function useLiveOrders(symbol: string): void {
  const queryClient = useQueryClient();
  const signedIn = useSession((state) => state.token !== null);

  useStream(signedIn ? TOPICS.orders : null, (message) => {
    const changes = itemsOf<SpotOrder>(message.data, spotOrderSchema);
    if (changes.length === 0) return;
    queryClient.setQueryData(spotKeys.open(symbol), (page: OrderPage | undefined) =>
      page === undefined ? page : applyOrderChanges(page, changes, symbol),
    );
    void queryClient.invalidateQueries({ queryKey: [...spotKeys.all(), 'pages'] });
    // A triggered stop placed this order (or an OCO leg filled): the stops have moved on.
    void queryClient.invalidateQueries({ queryKey: stopKeys.all() });
    for (const order of changes) {
      void queryClient.invalidateQueries({ queryKey: spotKeys.detail(order.orderId) });
    }
  });

  useStream(signedIn ? TOPICS.balances : null, () => {
    void queryClient.invalidateQueries({ queryKey: walletKeys.overview() });
  });
}
