import type { SpotOrder, SpotOrderStatus } from '@exchange/contracts';
import { div, isPositive, isZero, parseDecimal, ROUNDING, formatPercent } from '@exchange/money';
import type { Tone } from '../funding/status';

/**
 * The spec's order results (section 4): submitted, pending, filled, unfilled
 * and cancelled, one vocabulary for spot and contracts. An open order that
 * nothing has filled yet is "unfilled", one that filled in part "pending";
 * a cancelled order is "cancelled" whatever filled before (its filled share
 * is shown beside it), never "unfilled".
 */
export const ORDER_RESULTS = ['submitted', 'pending', 'filled', 'unfilled', 'cancelled'] as const;
export type OrderResult = (typeof ORDER_RESULTS)[number];

/**
 * The result of an order (spot or contract) from its status and whether
 * anything of it filled.
 */
export function resultOf(status: SpotOrderStatus, nothingFilled: boolean): OrderResult {
  switch (status) {
    case 'SUBMITTED':
      return 'submitted';
    case 'PENDING':
      return nothingFilled ? 'unfilled' : 'pending';
    case 'FILLED':
      return 'filled';
    case 'CANCELLED':
      return 'cancelled';
  }
}

export function orderResult(order: Pick<SpotOrder, 'status' | 'filledAmount'>): OrderResult {
  const filled = parseDecimal(order.filledAmount.trim());
  return resultOf(order.status, filled === null || isZero(filled));
}

export const RESULT_TONE: Readonly<Record<OrderResult, Tone>> = {
  submitted: 'pending',
  pending: 'pending',
  filled: 'good',
  unfilled: 'pending',
  cancelled: 'muted',
};

/**
 * How much of the order has filled, as "37.50%": by base amount, or by quote
 * for a market buy sized by total. Null when the order has no size to compare.
 */
export function filledShare(order: SpotOrder): string | null {
  const byQuote = order.amount === null;
  const size = parseDecimal((byQuote ? order.quoteAmount : order.amount)?.trim() ?? '');
  const done = parseDecimal((byQuote ? order.filledQuote : order.filledAmount).trim());
  if (size === null || done === null || !isPositive(size)) return null;
  return formatPercent(div(done, size, 6, ROUNDING.down), 2, ROUNDING.down);
}
