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
