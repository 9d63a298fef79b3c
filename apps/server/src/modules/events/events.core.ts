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
