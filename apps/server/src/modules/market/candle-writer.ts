import type { Kline, KlineInterval } from '@exchange/contracts';
import type { Candle } from './candles.core.js';
import { toKline } from './live-market.js';
import { candleFromRow, type MarketStore, type StoredCandle } from './market.store.js';

const keyOf = (c: StoredCandle) => `${c.symbol}|${c.interval}|${c.candle.openTime}`;

/**
 * Candles waiting to be written. Each tick's changes are upserted in one
 * transaction; a candle changed several times between writes is written once,
 * in its newest state. A failed write puts the candles back for the next tick.
 */
export function createCandleWriter(store: MarketStore) {
  const dirty = new Map<string, StoredCandle>();
  let writing: readonly StoredCandle[] = [];

  return {
    mark(stored: StoredCandle): void {
      dirty.set(keyOf(stored), stored);
    },

    async persist(): Promise<void> {
      // One write at a time; what changes meanwhile waits for the next call.
      if (dirty.size === 0 || writing.length > 0) return;
      writing = [...dirty.values()];
      dirty.clear();
      try {
        await store.upsertCandles(writing);
      } catch (error) {
        // Put them back unless a newer version arrived meanwhile.
        for (const candle of writing)
          if (!dirty.has(keyOf(candle))) dirty.set(keyOf(candle), candle);
        throw error;
      } finally {
        writing = [];
      }
    },

    /** Candles of one series not yet in the database (being written or waiting), oldest state first. */
    unwritten(symbol: string, interval: KlineInterval): Candle[] {
      return [...writing, ...dirty.values()]
        .filter((c) => c.symbol === symbol && c.interval === interval)
        .map((c) => c.candle);
    },
  };
}

export type CandleWriter = ReturnType<typeof createCandleWriter>;

/**
 * Candles oldest first, the open one (`head`) included: the first `size`
 * from `from` when it is given, else the newest `size` up to `to`. Memory
 * is newer than the database (unwritten and live candles), so it wins.
 */
export async function readKlines(
  store: MarketStore,
  writer: CandleWriter,
  series: { symbol: string; interval: KlineInterval; head: Candle | undefined },
  range: { from?: number | undefined; to?: number | undefined; size: number },
): Promise<Kline[]> {
  const { symbol, interval, head } = series;
  const byTime = new Map<number, Candle>();
  for (const row of await store.candles(symbol, interval, range))
    byTime.set(Number(row.open_time), candleFromRow(row));
  for (const candle of writer.unwritten(symbol, interval)) byTime.set(candle.openTime, candle);
  if (head) byTime.set(head.openTime, head);
  const inRange = [...byTime.values()]
    .filter((c) => (range.from ?? 0) <= c.openTime && c.openTime <= (range.to ?? Infinity))
    .sort((a, b) => a.openTime - b.openTime);
  const chosen =
    range.from !== undefined ? inRange.slice(0, range.size) : inRange.slice(-range.size);
  return chosen.map(toKline);
}
