import type { KlineInterval } from '@exchange/contracts';
import { decimal, toPlainString } from '@exchange/money';
import type { Kysely } from 'kysely';
import type { Candle } from './candles.core.js';
import type { FavouriteRow, KlineRow, MarketDataTables } from './market.tables.js';

/** A candle as stored: where it belongs and the newest trade it counts. */
export interface StoredCandle {
  readonly symbol: string;
  readonly interval: KlineInterval;
  readonly candle: Candle;
  readonly lastTradeId: string;
}

/** Rows per statement: 11 parameters each keeps us far below PostgreSQL's 65,535. */
const UPSERT_CHUNK = 1000;

export function candleFromRow(row: KlineRow): Candle {
  return {
    openTime: Number(row.open_time),
    open: decimal(row.open),
    high: decimal(row.high),
    low: decimal(row.low),
    close: decimal(row.close),
    volume: decimal(row.volume),
    turnover: decimal(row.turnover),
    count: row.count,
  };
}

export function createMarketStore(db: Kysely<MarketDataTables>) {
  return {
    /** Writes changed candles in one transaction, each chunk one statement. */
    async upsertCandles(candles: readonly StoredCandle[]): Promise<void> {
      if (candles.length === 0) return;
      const rows = candles.map(({ symbol, interval, candle, lastTradeId }) => ({
        symbol,
        interval,
        open_time: candle.openTime,
        open: toPlainString(candle.open),
        high: toPlainString(candle.high),
        low: toPlainString(candle.low),
        close: toPlainString(candle.close),
        volume: toPlainString(candle.volume),
        turnover: toPlainString(candle.turnover),
        count: candle.count,
        last_trade_id: lastTradeId,
      }));
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
          await trx
            .insertInto('kline')
            .values(rows.slice(i, i + UPSERT_CHUNK))
            .onConflict((oc) =>
              oc.columns(['symbol', 'interval', 'open_time']).doUpdateSet((eb) => ({
                open: eb.ref('excluded.open'),
                high: eb.ref('excluded.high'),
                low: eb.ref('excluded.low'),
                close: eb.ref('excluded.close'),
                volume: eb.ref('excluded.volume'),
                turnover: eb.ref('excluded.turnover'),
                count: eb.ref('excluded.count'),
                last_trade_id: eb.ref('excluded.last_trade_id'),
              })),
            )
            .execute();
        }
      });
    },

    /** The newest stored candle of each interval of a market, for resuming at start-up. */
    async latestCandles(symbol: string): Promise<KlineRow[]> {
      return db
        .selectFrom('kline')
        .selectAll()
        .where('symbol', '=', symbol)
        .distinctOn('interval')
        .orderBy('interval')
        .orderBy('open_time', 'desc')
        .execute();
    },

    /**
     * Up to `size` candles with open times in [from, to], oldest first: the
     * first ones from `from` when it is given, else the newest up to `to`.
     */
    async candles(
      symbol: string,
      interval: KlineInterval,
      range: { from?: number | undefined; to?: number | undefined; size: number },
    ): Promise<KlineRow[]> {
      let query = db
        .selectFrom('kline')
        .selectAll()
        .where('symbol', '=', symbol)
        .where('interval', '=', interval);
      if (range.from !== undefined) query = query.where('open_time', '>=', String(range.from));
      if (range.to !== undefined) query = query.where('open_time', '<=', String(range.to));
      const fromStart = range.from !== undefined;
      const rows = await query
        .orderBy('open_time', fromStart ? 'asc' : 'desc')
        .limit(range.size)
        .execute();
      return fromStart ? rows : rows.reverse();
    },

    /** Idempotent: adding a favourite twice keeps the first time. */
    async addFavourite(userId: number, symbol: string, at: Date): Promise<void> {
      await db
        .insertInto('favourite')
        .values({ user_id: userId, symbol, created_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'symbol']).doNothing())
        .execute();
    },

    async removeFavourite(userId: number, symbol: string): Promise<void> {
      await db
        .deleteFrom('favourite')
        .where('user_id', '=', userId)
        .where('symbol', '=', symbol)
        .execute();
    },

    /** In the order they were added. */
    async favourites(userId: number): Promise<FavouriteRow[]> {
      return db
        .selectFrom('favourite')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
    },
  };
}

export type MarketStore = ReturnType<typeof createMarketStore>;
