import type { P2pOrder, P2pOrderState } from '@exchange/contracts';
import type { TextKey } from '../../i18n/types';
import { isOpenOrder } from './queries';

/**
 * What an order shows and offers its two parties, by state and role: one
 * table, as the server's transition table (`p2p.order.core.ts`) allows.
 * Only the buyer pays and cancels; only the seller releases, from payment
 * on (also when release is overdue or in appeal); either party appeals a
 * paid or overdue order (an order in appeal has its appeal already).
 */

export type Tone = 'pending' | 'good' | 'bad' | 'muted';

export const STATE_TONES: Readonly<Record<P2pOrderState, Tone>> = {
  unpaid: 'pending',
  paid: 'pending',
  timed_out: 'bad',
  appeal: 'bad',
  completed: 'good',
  cancelled: 'muted',
};

const RELEASABLE: readonly P2pOrderState[] = ['paid', 'timed_out', 'appeal'];
const APPEALABLE: readonly P2pOrderState[] = ['paid', 'timed_out'];

export interface OrderActions {
  pay: boolean;
  cancel: boolean;
  release: boolean;
  appeal: boolean;
}

export function actionsOf(order: Pick<P2pOrder, 'role' | 'status'>): OrderActions {
  const buyer = order.role === 'buyer';
  return {
    pay: buyer && order.status === 'unpaid',
    cancel: buyer && isOpenOrder(order.status),
    release: !buyer && RELEASABLE.includes(order.status),
    appeal: APPEALABLE.includes(order.status),
  };
}

/** Whether the order waits for the caller: a buyer to pay, a seller to check and release. */
export function awaitsCaller(order: Pick<P2pOrder, 'role' | 'status'>): boolean {
  if (order.role === 'buyer') return order.status === 'unpaid';
  return order.status === 'paid' || order.status === 'timed_out';
}

/** The banner's heading and sentence for the caller's side of the order. */
export function bannerOf(order: Pick<P2pOrder, 'role' | 'status'>): {
  title: TextKey;
  body: TextKey;
} {
  return {
    title: `p2p.order.banner.${order.status}.${order.role}.title`,
    body: `p2p.order.banner.${order.status}.${order.role}.body`,
  };
}

/**
 * Why a cancelled order was cancelled, in the reader's language: the
 * payment time ran out (the server's reason is English, so it is not
 * shown), an operator returned the coins on appeal (with their note), or
 * the buyer's own reason.
 */
export function cancelTextOf(
  order: Pick<P2pOrder, 'cancelledBy' | 'cancelReason'>,
): { key: TextKey; reason: string | null } | null {
  const reason = order.cancelReason?.trim() || null;
  if (order.cancelledBy === 'system') return { key: 'p2p.order.expired', reason: null };
  if (order.cancelledBy === 'operator') return { key: 'p2p.order.byOperator', reason };
  return reason === null ? null : { key: 'p2p.order.reason', reason };
}
