import type { P2pOrder, P2pOrderState } from '@exchange/contracts';
import type { TextKey } from '../../i18n/types';
import { isOpenOrder } from './queries';

/**
 * What an order shows and offers its two parties, by state and role: one
 * table, as the server's transition table (`p2p.order.core.ts`) allows.
 * Only the buyer pays and cancels; only the seller releases, from payment
 * on (also when release is overdue or in appeal).
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

export interface OrderActions {
  pay: boolean;
  cancel: boolean;
  release: boolean;
}

export function actionsOf(order: Pick<P2pOrder, 'role' | 'status'>): OrderActions {
  const buyer = order.role === 'buyer';
  return {
    pay: buyer && order.status === 'unpaid',
    cancel: buyer && isOpenOrder(order.status),
    release: !buyer && RELEASABLE.includes(order.status),
  };
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
 * The reason the server stores when the payment time runs out. It is kept
 * in English, so it is shown in the reader's language instead.
 */
export const EXPIRED_REASON = 'payment time ran out';
