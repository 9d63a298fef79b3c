import { SPOT_CANCEL_REASONS, type PerpCancelReason, type PerpOrder } from '@exchange/contracts';
import type { TextKey } from '../../i18n/types';
import { resultOf, type OrderResult } from '../spot/orderStatus';

/**
 * The spec's order results (section 4) for an entrust, as for spot: a
 * cancelled entrust that never filled reads "unfilled", one that filled in
 * part reads "cancelled".
 */
export function perpOrderResult(order: Pick<PerpOrder, 'status' | 'filledLots'>): OrderResult {
  return resultOf(order.status, order.filledLots === 0);
}

type SpotReason = (typeof SPOT_CANCEL_REASONS)[number];

function isSpotReason(reason: PerpCancelReason): reason is SpotReason {
  return (SPOT_CANCEL_REASONS as readonly string[]).includes(reason);
}

/** Spot's reasons keep spot's texts; the contract's own two have theirs. */
export function cancelReasonKey(reason: PerpCancelReason): TextKey {
  return isSpotReason(reason) ? `trade.cancelReason.${reason}` : `perp.cancelReason.${reason}`;
}
