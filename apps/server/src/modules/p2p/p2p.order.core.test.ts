import { describe, expect, it } from 'vitest';
import {
  ORDER_ACTIONS,
  ORDER_ROLES,
  ORDER_STATES,
  step,
  type OrderAction,
  type OrderRole,
  type OrderState,
} from './p2p.order.core.js';

/**
 * Every move the table allows, written out by hand: (state, action, role) →
 * new state. Anything not listed must be refused. The test walks every
 * combination, so a rule added or lost in the code cannot go unnoticed.
 */
const ALLOWED: readonly [OrderState, OrderAction, OrderRole, OrderState][] = [
  ['unpaid', 'pay', 'buyer', 'paid'],
  ['unpaid', 'cancel', 'buyer', 'cancelled'],
  ['unpaid', 'expire', 'system', 'cancelled'],
  ['paid', 'cancel', 'buyer', 'cancelled'],
  ['paid', 'release', 'seller', 'completed'],
  ['paid', 'appeal', 'buyer', 'appeal'],
  ['paid', 'appeal', 'seller', 'appeal'],
  ['paid', 'overdue', 'system', 'timed_out'],
  ['timed_out', 'cancel', 'buyer', 'cancelled'],
  ['timed_out', 'release', 'seller', 'completed'],
  ['timed_out', 'appeal', 'buyer', 'appeal'],
  ['timed_out', 'appeal', 'seller', 'appeal'],
  ['appeal', 'cancel', 'buyer', 'cancelled'],
  ['appeal', 'release', 'seller', 'completed'],
  ['appeal', 'withdraw_appeal', 'buyer', 'paid'],
  ['appeal', 'withdraw_appeal', 'seller', 'paid'],
  ['appeal', 'decide_release', 'operator', 'completed'],
  ['appeal', 'decide_return', 'operator', 'cancelled'],
];

describe('the P2P order table', () => {
  it('allows exactly the listed moves and refuses every other, final orders as finished', () => {
    for (const state of ORDER_STATES)
      for (const action of ORDER_ACTIONS)
        for (const role of ORDER_ROLES) {
          const allowed = ALLOWED.find(([s, a, r]) => s === state && a === action && r === role);
          const expected = allowed
            ? { to: allowed[3] }
            : {
                error:
                  state === 'completed' || state === 'cancelled'
                    ? 'P2P_ORDER_FINISHED'
                    : 'P2P_ORDER_STATE',
              };
          expect([state, action, role, step(state, action, role)]).toEqual([
            state,
            action,
            role,
            expected,
          ]);
        }
  });

  it('keeps the spec’s side rules: only the buyer pays or cancels, only the seller releases', () => {
    for (const state of ORDER_STATES) {
      expect(step(state, 'pay', 'seller')).toHaveProperty('error');
      expect(step(state, 'cancel', 'seller')).toHaveProperty('error');
      expect(step(state, 'release', 'buyer')).toHaveProperty('error');
    }
    // Release is refused while unpaid, and on a completed or cancelled order.
    expect(step('unpaid', 'release', 'seller')).toEqual({ error: 'P2P_ORDER_STATE' });
    expect(step('completed', 'release', 'seller')).toEqual({ error: 'P2P_ORDER_FINISHED' });
    expect(step('cancelled', 'release', 'seller')).toEqual({ error: 'P2P_ORDER_FINISHED' });
    // A withdrawn appeal returns the order to awaiting release, not to cancelled.
    expect(step('appeal', 'withdraw_appeal', 'buyer')).toEqual({ to: 'paid' });
  });
});
