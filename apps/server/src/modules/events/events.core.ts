import type { FilledOrder } from '../ledger/index.js';

/**
 * The platform's domain events: what happened, named `<module>.<fact>`,
 * with the payload consumers need. Names are append-only, like error
 * codes; a payload may gain optional fields, never lose one. Referral,
 * savings income and notifications consume them.
 */
export interface DomainEvents {
  /** A deposit reached its confirmations and the user's spot balance was credited. */
  'deposit.credited': {
    readonly depositId: number;
    readonly userId: number;
    readonly asset: string;
    readonly chain: string;
    readonly amount: string;
  };
  /** A withdrawal was sent and settled: `amount` left the user, `fee` went to the platform. */
  'withdrawal.settled': {
    readonly withdrawalId: number;
    readonly userId: number;
    readonly asset: string;
    readonly chain: string;
    readonly amount: string;
    readonly fee: string;
    readonly txid: string;
  };
  /**
   * Trading fees paid in one matching batch of the live venue (spot, and
   * the flash exchange's orders on it, or contracts), per user and coin:
   * what left the user's account, before the platform's split of it. Also
   * published for a batch whose fills paid no fee, with `fees` empty.
   * `volumes` (from the sign-up bonus on) is what each user traded in the
   * batch, per quote or settlement coin: the notional of every fill, on
   * each side; events recorded before it lack it.
   */
  'trade.fees_paid': {
    readonly fees: readonly {
      readonly userId: number;
      readonly asset: string;
      readonly amount: string;
    }[];
    readonly volumes?: readonly {
      readonly userId: number;
      readonly asset: string;
      readonly amount: string;
    }[];
  };
  /** A user passed primary identity verification (an operator approved it). */
  'identity.verified': {
    readonly userId: number;
    readonly applicationId: number;
  };
  /** One income day of a mining order paid into the buyer's mining wallet. */
  'mining.income_paid': {
    readonly orderId: string;
    readonly userId: number;
    readonly coin: string;
    readonly day: string;
    readonly amount: string;
  };
  /**
   * A change to a user's account security, from the security log: a
   * sign-in from a device label the user never signed in with before
   * (`new_device`), or a change such as `password_change` (the log's event).
   */
  'account.security': {
    readonly logId: number;
    readonly userId: number;
    readonly change: string;
    readonly ip: string;
    readonly device: string;
  };
  /** An operator approved (to be sent) or rejected (refunded) a withdrawal. */
  'withdrawal.reviewed': {
    readonly withdrawalId: number;
    readonly userId: number;
    readonly asset: string;
    readonly chain: string;
    readonly amount: string;
    readonly approved: boolean;
    readonly reason: string | null;
  };
  /**
   * Orders that one matching batch of the live venue filled completely,
   * spot and contracts: `quantity` in the base coin (spot) or contracts,
   * `price` the average fill price. A contract order closing a liquidated
   * position has `liquidation` set.
   */
  'trade.orders_filled': {
    readonly orders: readonly FilledOrder[];
  };
  /** A contract position's margin rate (maintenance / equity) reached the warning level. */
  'perp.margin_call': {
    readonly userId: number;
    readonly positionId: number;
    readonly symbol: string;
    /** The margin rate, a fraction ("0.85"). */
    readonly rate: string;
  };
  /**
   * A record of a P2P order's case file (status change, chat message,
   * evidence, an operator's proposal), for its parties other than its author.
   * `event` names the order or appeal event e-mails and SMS carry, null for
   * records that are shown only in the app.
   */
  'p2p.record': {
    readonly orderId: number;
    readonly orderNo: string;
    readonly seq: number;
    readonly actor: string;
    readonly category: 'order' | 'appeal' | 'chat';
    readonly event: string | null;
    readonly buyerId: number;
    readonly sellerId: number;
    readonly coin: string;
    readonly fiat: string;
    readonly quantity: string;
    readonly amount: string;
  };
  /**
   * A loan's notice to its borrower (lending): a pledge loan's margin call
   * or liquidation, a credit loan's approval, rejection, overdue term or
   * collection; `values` are its figures, already formatted.
   */
  'lending.notice': {
    readonly userId: number;
    readonly loan: 'pledge' | 'credit';
    readonly loanId: string;
    readonly notice: string;
    readonly values: Readonly<Record<string, string>>;
  };
  /** A support agent wrote to a user (support). `preview` is null for an image. */
  'support.replied': {
    readonly userId: number;
    readonly conversationId: number;
    readonly seq: number;
    readonly agent: string;
    readonly preview: string | null;
  };
  /**
   * A price alert fired (alerts): the market's trades reached `threshold`;
   * `price` is the batch's highest (a rise) or lowest (a fall) trade price.
   * `value` is the target price or the percentage, `basePrice` the last
   * price when the alert was set. Published once, by the process that
   * marked the alert fired.
   */
  'alert.fired': {
    readonly alertId: number;
    readonly userId: number;
    readonly symbol: string;
    readonly kind: 'price_above' | 'price_below' | 'move_up_pct' | 'move_down_pct';
    readonly value: string;
    readonly threshold: string;
    readonly basePrice: string;
    readonly price: string;
    readonly note: string | null;
  };
}

export type EventName = keyof DomainEvents;

export interface DomainEvent<N extends EventName = EventName> {
  readonly id: string;
  readonly name: N;
  /** Unique: publishing the same key twice records one event. */
  readonly key: string;
  readonly payload: DomainEvents[N];
  readonly atMs: number;
}
