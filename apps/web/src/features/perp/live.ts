import {
  perpMarkSchema,
  perpMarkTopic,
  perpOrderSchema,
  perpPositionSchema,
  type PerpConfig,
  type PerpMark,
  type PerpOrder,
  type PerpPosition,
  type PerpPrivateTopic,
} from '@exchange/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notify';
import type { Schema } from '../../api';
import { useStream, type StreamMessage } from '../../api/stream';
import { useSession } from '../../state/session';
import { itemsOf, TOPICS } from '../market/live';
import { applyOrderChanges, isOpen } from '../spot/liveOrders';
import { walletKeys } from '../wallet/queries';
import { perpKeys, type PerpOrderPage, type PerpPositionPage } from './queries';

/**
 * The contract screen's live data (contracts `contract-wire.ts`): the
 * private `perp_orders` and `perp_positions` (a snapshot is the whole open
 * list, an update the items that changed, of any status) and the public
 * `mark:{symbol}`. Frames are checked against their schemas and written into
 * the same caches the REST reads fill.
 */

const TOPIC: Record<'orders' | 'positions', PerpPrivateTopic> = {
  orders: 'perp_orders',
  positions: 'perp_positions',
};

/** A snapshot is every open entrust of the user: this contract's replace the page. */
export function orderSnapshot(
  page: PerpOrderPage | undefined,
  snapshot: readonly PerpOrder[],
  symbol: string,
  pageSize: number,
): PerpOrderPage {
  const list = snapshot
    .filter((order) => order.symbol === symbol && isOpen(order))
    .sort((a, b) => b.createdAt - a.createdAt);
  const size = page?.pageSize ?? pageSize;
  return {
    status: 'PENDING',
    pageNo: 1,
    pageSize: size,
    list: list.slice(0, size),
    total: list.length,
  };
}

/**
 * The open-positions page with changed positions applied: an OPEN one is
 * added or replaced (mark-price moves arrive this way), a CLOSED one leaves.
 */
export function applyPositionChanges(
  page: PerpPositionPage,
  changes: readonly PerpPosition[],
  symbol: string,
): PerpPositionPage {
  const byId = new Map(page.list.map((position) => [position.positionId, position]));
  for (const position of changes) {
    if (position.symbol !== symbol) continue;
    // A copy older than the one shown (a late frame, a slow refetch) changes nothing;
    // a mark tick re-sends the same updatedAt with new PnL, so equal wins.
    const shown = byId.get(position.positionId);
    if (shown && position.updatedAt < shown.updatedAt) continue;
    if (position.status === 'OPEN') byId.set(position.positionId, position);
    else byId.delete(position.positionId);
  }
  const list = [...byId.values()].sort((a, b) => b.openedAt - a.openedAt);
  return { ...page, list, total: list.length };
}

export function positionSnapshot(
  page: PerpPositionPage | undefined,
  snapshot: readonly PerpPosition[],
  symbol: string,
  pageSize: number,
): PerpPositionPage {
  const list = snapshot
    .filter((position) => position.symbol === symbol && position.status === 'OPEN')
    .sort((a, b) => b.openedAt - a.openedAt);
  return {
    status: 'OPEN',
    pageNo: 1,
    pageSize: page?.pageSize ?? pageSize,
    list,
    total: list.length,
  };
}

/** The contract list with one contract's last trade, index, mark and funding replaced by a mark frame. */
export function applyMark(list: readonly PerpConfig[], mark: PerpMark): PerpConfig[] {
  return list.map((contract) =>
    contract.symbol === mark.symbol
      ? {
          ...contract,
          lastPrice: mark.lastPrice,
          indexPrice: mark.indexPrice,
          markPrice: mark.markPrice,
          fundingRate: mark.fundingRate,
          nextFundingTime: mark.nextFundingTime,
        }
      : contract,
  );
}

/** Long enough to read a price and a PnL. */
const CLOSED_NOTICE_MS = 8_000;

/**
 * What to tell the user when the platform closed their position: a
 * delivery settlement at expiry, a liquidation or an auto-deleveraging,
 * with the price and the realised PnL. Null for a close of their own.
 */
export function closedNotice(position: PerpPosition): {
  cause: 'settlement' | 'liquidation' | 'adl';
  params: { symbol: string; price: string; pnl: string; asset: string };
} | null {
  if (position.status !== 'CLOSED') return null;
  const cause = position.closedBy;
  if (cause !== 'settlement' && cause !== 'liquidation' && cause !== 'adl') return null;
  return {
    cause,
    params: {
      symbol: position.symbol,
      price: position.closePrice ?? '--',
      pnl: position.realisedPnl,
      asset: position.marginAsset,
    },
  };
}

/** The last item of a frame that matches its schema (a mark frame carries one). */
function lastOf<T>(message: StreamMessage, schema: Schema<T>): T | null {
  const items = itemsOf<T>(message.data, schema);
  return items[items.length - 1] ?? null;
}

/** Keeps the contract's last price, index, mark and funding live in its product's contract list. */
export function useLiveMark(symbol: string, product: PerpConfig['product']): void {
  const queryClient = useQueryClient();
  // Frames may come out of order after a reconnect; an older one must not undo a newer one.
  const newest = useRef(0);
  useStream(perpMarkTopic(symbol), (message) => {
    const mark = lastOf<PerpMark>(message, perpMarkSchema);
    if (mark === null || mark.symbol !== symbol || mark.time < newest.current) return;
    newest.current = mark.time;
    queryClient.setQueryData(perpKeys.contracts(product), (list: PerpConfig[] | undefined) =>
      list === undefined ? list : applyMark(list, mark),
    );
  });
}

/**
 * The signed-in user's contract topics: entrust and position changes update
 * the screen's lists at once and mark the records for refetching; anything
 * that moves margin refetches the wallet.
 */
export function useLivePerpAccount(symbol: string, pageSize: number): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const signedIn = useSession((state) => state.token !== null);
  const refreshRecords = () => {
    void queryClient.invalidateQueries({ queryKey: [...perpKeys.all(), 'pages'] });
    // A triggered conditional order shows only as the order it placed.
    void queryClient.invalidateQueries({ queryKey: [...perpKeys.all(), 'stops'] });
    void queryClient.invalidateQueries({ queryKey: walletKeys.overview() });
  };

  useStream(signedIn ? TOPIC.orders : null, (message) => {
    const orders = itemsOf<PerpOrder>(message.data, perpOrderSchema);
    queryClient.setQueryData(
      perpKeys.open('PENDING', symbol),
      (page: PerpOrderPage | undefined) => {
        if (message.type === 'snapshot') return orderSnapshot(page, orders, symbol, pageSize);
        return page === undefined ? page : applyOrderChanges(page, orders, symbol);
      },
    );
    if (message.type === 'snapshot' || orders.length === 0) return;
    refreshRecords();
    for (const order of orders) {
      void queryClient.invalidateQueries({ queryKey: perpKeys.order(order.orderId) });
      void queryClient.invalidateQueries({ queryKey: perpKeys.orderFills(order.orderId) });
    }
  });

  useStream(signedIn ? TOPIC.positions : null, (message) => {
    const positions = itemsOf<PerpPosition>(message.data, perpPositionSchema);
    queryClient.setQueryData(
      perpKeys.open('OPEN', symbol),
      (page: PerpPositionPage | undefined) => {
        if (message.type === 'snapshot') return positionSnapshot(page, positions, symbol, pageSize);
        return page === undefined ? page : applyPositionChanges(page, positions, symbol);
      },
    );
    if (positions.some((position) => position.status === 'CLOSED')) refreshRecords();
    // A position closed by the platform, not the user, never leaves without a word.
    if (message.type === 'update') {
      for (const closed of positions) {
        const notice = closedNotice(closed);
        if (notice)
          notify.info(t(`perp.closedNotice.${notice.cause}`, notice.params), CLOSED_NOTICE_MS);
      }
    }
  });

  useStream(signedIn ? TOPICS.balances : null, () => {
    void queryClient.invalidateQueries({ queryKey: walletKeys.overview() });
  });
}
