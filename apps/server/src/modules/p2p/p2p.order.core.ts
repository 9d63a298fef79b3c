import type { ErrorKey } from '@exchange/contracts';

/**
 * A P2P order's life (spec 001 section 4), as one table. The buyer pays
 * fiat outside the platform; the seller's coins wait in escrow.
 *
 * - unpaid: waiting for the buyer's payment; at the payment deadline the
 *   system cancels it.
 * - paid: the buyer marked it paid; the seller releases.
 * - timed_out: paid, and the seller let the release window pass; either
 *   side may appeal, the seller may still release.
 * - appeal: an operator decides; the escrow stays locked. The seller may
 *   still release; the appellant may withdraw the appeal, which returns the
 *   order to awaiting release (spec: not to cancelled).
 * - completed, cancelled: final.
 *
 * Who may act follows the spec's side rules in one principle: only the
 * buyer pays and cancels (a cancel always returns the coins to the seller,
 * so it can never hurt the other side); only the seller releases (with the
 * fund password, irreversibly). Hence "a seller cannot cancel a buy order",
 * "a user cannot pay or cancel a sell order" (there the user sells) and "an
 * acceptor cannot pay or cancel a buy order" (there the acceptor sells).
 */
export const ORDER_STATES = [
  'unpaid',
  'paid',
  'timed_out',
  'appeal',
  'completed',
  'cancelled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_ROLES = ['buyer', 'seller', 'system', 'operator'] as const;
export type OrderRole = (typeof ORDER_ROLES)[number];

export const ORDER_ACTIONS = [
  /** The buyer says the fiat is sent. */
  'pay',
  /** The buyer gives the order up (with a reason); the coins go back to the seller. */
  'cancel',
  /** The seller confirms receipt and gives the coins to the buyer. */
  'release',
  /** Either side asks an operator to decide. */
  'appeal',
  /** The appellant withdraws the appeal. */
  'withdraw_appeal',
  /** The payment deadline passed with the order unpaid. */
  'expire',
  /** The release window passed with the order paid and not released. */
  'overdue',
  /** An operator's decision: the coins to the buyer. */
  'decide_release',
  /** An operator's decision: the coins back to the seller. */
  'decide_return',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

type Rule = {
  readonly from: readonly OrderState[];
  readonly by: OrderRole;
  readonly to: OrderState;
};

const RULES: Readonly<Record<OrderAction, Rule>> = {
  pay: { from: ['unpaid'], by: 'buyer', to: 'paid' },
  cancel: { from: ['unpaid', 'paid', 'timed_out', 'appeal'], by: 'buyer', to: 'cancelled' },
  release: { from: ['paid', 'timed_out', 'appeal'], by: 'seller', to: 'completed' },
  appeal: { from: ['paid', 'timed_out'], by: 'buyer', to: 'appeal' },
  withdraw_appeal: { from: ['appeal'], by: 'buyer', to: 'paid' },
  expire: { from: ['unpaid'], by: 'system', to: 'cancelled' },
  overdue: { from: ['paid'], by: 'system', to: 'timed_out' },
  decide_release: { from: ['appeal'], by: 'operator', to: 'completed' },
  decide_return: { from: ['appeal'], by: 'operator', to: 'cancelled' },
};

/**
 * Actions either party may take. Withdrawing an appeal is the appellant's
 * alone, which the order service checks (the table does not know who appealed).
 */
const EITHER_PARTY: ReadonlySet<OrderAction> = new Set(['appeal', 'withdraw_appeal']);

export type Step = { readonly to: OrderState } | { readonly error: ErrorKey };

/**
 * Where `action` by `role` takes an order in `state`, or the refusal:
 * P2P_ORDER_FINISHED on a final order, P2P_ORDER_STATE for an action the
 * state does not allow or a role that may not take it.
 */
export function step(state: OrderState, action: OrderAction, role: OrderRole): Step {
  if (state === 'completed' || state === 'cancelled') return { error: 'P2P_ORDER_FINISHED' };
  const rule = RULES[action];
  const party = role === 'buyer' || role === 'seller';
  const allowed = rule.by === role || (EITHER_PARTY.has(action) && party);
  if (!allowed || !rule.from.includes(state)) return { error: 'P2P_ORDER_STATE' };
  return { to: rule.to };
}
