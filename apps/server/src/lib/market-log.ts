/**
 * Each market's output on the bus (issue 27): one JetStream stream,
 * `MARKETS`, with a subject per market. Only the market's owner appends,
 * and every append names the stream sequence of the market's last message
 * (`Nats-Expected-Last-Subject-Sequence`): an owner that was deposed, and
 * missed the new owner's appends, is refused by JetStream itself, the
 * second fence beside the lease's in PostgreSQL (`market-lease.ts`).
 * A new owner continues the sequence from `last`.
 */
import {
  DeliverPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type JetStreamClient,
  type JetStreamManager,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';

export const MARKET_STREAM = 'MARKETS';

/** A market's subject: `market.<symbol>` ("BTC/USDT", "BTCUSDT-Q"; NATS takes both). */
export const marketSubject = (market: string): string => `market.${market}`;

/** An append refused because the market's log moved on without this writer. */
export class LogFencedError extends Error {
  constructor(
    readonly market: string,
    readonly expected: number,
  ) {
    super(`market log of ${market} is past ${expected}: another owner appended`);
    this.name = 'LogFencedError';
  }
}

export interface MarketLogOptions {
  /** Copies of each message: 1 on one server, 3 in a production cluster. */
  readonly replicas: number;
  /** How long messages are kept for a late reader (a reconnecting API process). */
  readonly maxAgeMs: number;
}

export class MarketLog {
  private constructor(
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
  ) {}

  /** Creates the stream, or checks and updates its settings. */
  static async open(nc: NatsConnection, options: MarketLogOptions): Promise<MarketLog> {
    const jsm = await jetstreamManager(nc);
    const config = {
      subjects: ['market.>'],
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      num_replicas: options.replicas,
      max_age: options.maxAgeMs * 1_000_000,
      duplicate_window: 120 * 1_000_000_000,
    };
    try {
      await jsm.streams.info(MARKET_STREAM);
      await jsm.streams.update(MARKET_STREAM, config);
    } catch (error) {
      if (!(error instanceof JetStreamApiError) || error.code !== JetStreamApiCodes.StreamNotFound)
        throw error;
      await jsm.streams.add({ name: MARKET_STREAM, ...config });
    }
    return new MarketLog(jetstream(nc), jsm);
  }

  /**
   * Every message of `markets` from stream sequence `from` on, in order, to
   * `deliver`, until the returned stop is called (an API process's feed).
   */
  async follow(
    markets: readonly string[],
    from: number,
    deliver: (market: string, seq: number, data: Uint8Array) => void,
  ): Promise<() => Promise<void>> {
    const consumer = await this.js.consumers.get(MARKET_STREAM, {
      filter_subjects: markets.map(marketSubject),
      ...(from > 0 ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: from } : {}),
    });
    const messages = await consumer.consume();
    const done = (async () => {
      for await (const message of messages)
        deliver(message.subject.slice('market.'.length), message.seq, message.data);
    })();
    return async () => {
      await messages.close();
      await done;
    };
  }

  /** The stream sequence of the market's last message; 0 before the first. */
  async last(market: string): Promise<number> {
    const message = await this.jsm.streams.getMessage(MARKET_STREAM, {
      last_by_subj: marketSubject(market),
    });
    return message?.seq ?? 0;
  }

  /**
   * Appends one message if the market's last one is still `expected`;
   * returns its sequence, which the next append expects. `id`, when given,
   * makes a retried append a no-op within the duplicate window.
   */
  async append(market: string, data: Uint8Array, expected: number, id?: string): Promise<number> {
    try {
      const ack = await this.js.publish(marketSubject(market), data, {
        ...(id === undefined ? {} : { msgID: id }),
        expect: { lastSubjectSequence: expected },
      });
      return ack.seq;
    } catch (error) {
      if (
        error instanceof JetStreamApiError &&
        error.code === JetStreamApiCodes.StreamWrongLastSequence
      )
        throw new LogFencedError(market, expected);
      throw error;
    }
  }
}
