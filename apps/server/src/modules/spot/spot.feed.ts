/**
 * Spot batches on the market log (issue 27): the engine that owns a market
 * appends each batch it has written (`SpotBatchEvent`: trades, changed
 * orders, the users whose balances moved) to the market's subject, and API
 * processes follow the log to feed their WebSocket clients and market data.
 *
 * Appends expect the market's last sequence as this process last saw it
 * under its current lease, so a deposed owner is refused by JetStream (its
 * batch was written under its lease, but the new owner has moved the log
 * on). A follower sees every batch once, in order; it finds a batch missing
 * (a refused append, a crash between the write and the append) by its
 * trade ids, which run without gaps per market, and reads that stretch
 * from the database instead.
 */
import { LogFencedError, type MarketLog } from '../../lib/market-log.js';
import { SerialQueues } from '../../lib/serial-queues.js';
import type { SpotBatchEvent } from './spot.events.js';
import type { SpotService } from './spot.service.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The engine side: appends the owned markets' batches, one market's in order. */
export function publishSpotBatches(
  spot: SpotService,
  log: MarketLog,
  report: (error: unknown, message: string) => void,
) {
  const queues = new SerialQueues(report);
  /** Per market: the lease token and the last sequence appended under it. */
  const cursor = new Map<string, { token: bigint; seq: number }>();
  const stop = spot.view.subscribe((event) => {
    const { symbol } = event;
    const token = spot.leaseToken(symbol);
    queues.run(
      symbol,
      async () => {
        let at = cursor.get(symbol);
        // A new lease (or none: the single-process default) reads where the log stands.
        if (!at || token === null || at.token !== token)
          at = { token: token ?? 0n, seq: await log.last(symbol) };
        try {
          cursor.set(symbol, {
            token: at.token,
            seq: await log.append(symbol, encodeBatch(event), at.seq),
          });
        } catch (error) {
          cursor.delete(symbol);
          if (error instanceof LogFencedError)
            report(error, `spot ${symbol}: batch refused on the log (another owner)`);
          else throw error;
        }
      },
      `spot ${symbol}: appending a batch to the log failed`,
    );
  });
  return {
    /** Resolves once every batch published so far is appended (or refused). */
    idle: () => queues.idle(),
    stop,
  };
}

const encodeBatch = (event: SpotBatchEvent) => encoder.encode(JSON.stringify(event));

/**
 * The API side: every batch of `markets` from the log, in order. `missing`
 * is told the trade ids a gap left out, for a read from the database.
 */
export async function followSpotBatches(
  log: MarketLog,
  markets: readonly string[],
  deliver: (event: SpotBatchEvent) => void,
  missing: (symbol: string, fromTradeId: number, toTradeId: number) => void,
): Promise<() => Promise<void>> {
  const lastTrade = new Map<string, number>();
  return log.follow(markets, 0, (_market, _seq, data) => {
    const event = JSON.parse(decoder.decode(data)) as SpotBatchEvent;
    const first = event.trades[0];
    const last = lastTrade.get(event.symbol);
    if (first && last !== undefined && Number(first.id) > last + 1)
      missing(event.symbol, last + 1, Number(first.id) - 1);
    const newest = event.trades.at(-1);
    if (newest) lastTrade.set(event.symbol, Number(newest.id));
    deliver(event);
  });
}
