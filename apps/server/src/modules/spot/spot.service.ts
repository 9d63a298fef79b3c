import { createHash } from 'node:crypto';
import type { MarketConfig, PlaceOrderBody, SpotOrder, UserTrade } from '@exchange/contracts';
import { decimal, parseDecimal, toPlainString } from '@exchange/money';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { forgetCancelledOrders } from '../../lib/forget-orders.js';
import type { MarketLease, MarketLeases } from '../../lib/market-lease.js';
import type { CoinService } from '../coin/index.js';
import { forgetUnusedHolds, type FeeSink } from '../ledger/index.js';
import { createSpotConfig, spotMarketView } from './spot.config.js';
import { marketConfig, marketFromRow, validatePlacement, type Market } from './spot.core.js';
import type { SpotListener, SpotMarketView, SpotTradeEvent } from './spot.events.js';
import { MarketRunner } from './spot.runner.js';
import { holdKey } from './spot.postings.js';
import { toWire } from './spot.settle.js';
import { createSpotStore, orderFromRow, type SpotRange } from './spot.store.js';
import { createStopDesk, type StopDesk } from './spot.stops.js';
import { createStopStore } from './spot.stops.store.js';
import type { SpotOrderTable, SpotTables, SpotTradeTable } from './spot.tables.js';

export interface SpotDeps<T> {
  readonly db: Kysely<T>;
  /** The runners' transactions; defaults to `db` (see `Database.writer`). */
  readonly writer?: Kysely<T>;
  readonly clock: Clock;
  readonly coins: CoinService;
  readonly log: (error: unknown, message: string) => void;
  /** See `RunnerDeps.fees`. */
  readonly fees?: FeeSink;
  /** See `RunnerDeps.projected`. */
  readonly projected?: (lagsMs: readonly number[]) => void;
  /**
   * Several engine processes on one database (issue 27): serve only the
   * markets whose lease this process holds, every runner's transactions
   * fenced by it (`lib/market-lease.ts`). Without it, every market is this
   * process's, as in the single-process default.
   */
  readonly ownership?: {
    readonly leases: MarketLeases;
    /** This process's name in the leases. */
    readonly owner: string;
    readonly ttlMs: number;
  };
}

/** What makes two placements "the same order" for a reused client order id. */
function fingerprintOf(
  symbol: string,
  body: Omit<PlaceOrderBody, 'symbol' | 'clientOrderId'>,
): string {
  const canonical = (value: string | undefined) => {
    const parsed = value === undefined ? null : parseDecimal(value.trim());
    return parsed === null ? (value ?? '') : toPlainString(parsed);
  };
  return createHash('sha256')
    .update(
      [
        symbol,
        body.side,
        body.type,
        canonical(body.price),
        canonical(body.amount),
        canonical(body.quoteAmount),
        body.timeInForce ?? 'GTC',
      ].join('|'),
    )
    .digest('hex')
    .slice(0, 32);
}

/**
 * Spot trading: one runner (single writer) per market, orders and trades, and
 * the read side for market data. Errors: MARKET_UNKNOWN and those of
 * validatePlacement, INSUFFICIENT_BALANCE, TOO_MANY_OPEN_ORDERS,
 * CLIENT_ORDER_ID_REUSED, ORDER_NOT_FOUND, ORDER_ALREADY_CLOSED.
 */
export function createSpotService<T>(deps: SpotDeps<T>) {
  // Kysely<DB> does not widen to Kysely<unknown> (see ARCHITECTURE.md); the
  // module touches only its own and the ledger's tables.
  const db = deps.db as unknown as Kysely<unknown>;
  const store = createSpotStore(db);
  const runners = new Map<string, MarketRunner>();
  const listeners = new Set<SpotListener>();
  const stopStore = createStopStore(db);
  /** Placements in flight per user and client order id: a concurrent repeat waits for the first. */
  const inFlight = new Map<string, { fingerprint: string; result: Promise<SpotOrder> }>();

  /** With `ownership`: the leases held, and the markets another process owns. */
  const held = new Map<string, MarketLease>();
  const elsewhere = new Map<string, Market>();
  const runnerOf = (symbol: string): MarketRunner => {
    const runner = runners.get(symbol);
    if (!runner) throw new AppError(elsewhere.has(symbol) ? 'MARKET_BUSY' : 'MARKET_UNKNOWN');
    return runner;
  };
  /** The market's lease was found lost: its runner stops serving here. */
  function depose(market: Market): void {
    runners.delete(market.symbol);
    held.delete(market.symbol);
    elsewhere.set(market.symbol, market);
  }
  /**
   * The writer for a market's runner: the database as it is, or, with
   * `ownership`, fenced by the market's lease (null while another owns it).
   */
  async function writerFor(market: Market): Promise<Kysely<unknown> | null> {
    const writer = (deps.writer ?? deps.db) as unknown as Kysely<unknown>;
    const own = deps.ownership;
    if (!own) return writer;
    const lease = await own.leases.acquire(market.symbol, own.owner, own.ttlMs);
    if (!lease) {
      elsewhere.set(market.symbol, market);
      return null;
    }
    elsewhere.delete(market.symbol);
    held.set(market.symbol, lease);
    return own.leases.fenced(writer, lease, () => depose(market));
  }
  const marketOf = (symbol: string): Market => runnerOf(symbol).market;
  /** Runners in the operators' order (a change of `sort` reorders them at once). */
  const ordered = () => [...runners.values()].sort((a, b) => a.market.sort - b.market.sort);
  /** Starts a market's runner: its book rebuilt, its unmatched orders replayed. */
  async function open(market: Market): Promise<void> {
    const writer = await writerFor(market);
    if (!writer) return;
    const runner = new MarketRunner(market, {
      db: writer,
      store,
      stops: stopStore,
      stopsMoved: (runner, fired, ocoEnded) => stops.moved(runner, fired, ocoEnded),
      clock: deps.clock,
      log: deps.log,
      ...(deps.fees ? { fees: deps.fees } : {}),
      ...(deps.projected ? { projected: deps.projected } : {}),
      unsettled: (userId) => {
        const pending = [...runners.values()].flatMap((r) => r.unsettled(userId) ?? []);
        return pending.length > 0 ? Promise.all(pending).then(() => undefined) : null;
      },
      replay: (row) => toWire(marketOf(row.market), stateOf(row)),
      publish: (event) => {
        for (const listener of listeners) listener(event);
      },
    });
    await runner.start();
    runners.set(market.symbol, runner);
    await stops.attach(runner);
  }
  /**
   * An order as its owner should see it: the runner's state while it holds
   * the order (a batch answered and not yet projected leaves the row behind
   * by one projection), else the row.
   */
  const stateOf = (row: SpotOrderTable) =>
    runners.get(row.market)?.owns(Number(row.id)) ?? orderFromRow(row);
  const stops: StopDesk = createStopDesk({
    db: (deps.writer ?? deps.db) as unknown as Kysely<unknown>,
    store: stopStore,
    clock: deps.clock,
    log: deps.log,
    runnerOf,
    placeOrder: (userId, body) => service.place(userId, body),
    cancelOrder: (userId, orderId) => service.cancel(userId, orderId),
  });
  const config = createSpotConfig({
    db: deps.db as unknown as Kysely<SpotTables>,
    runnerOf,
    listed: (symbol) => runners.has(symbol),
    open,
    decimalsOf: async () => {
      const decimals = new Map((await deps.coins.list()).map((c) => [c.symbol, c.decimals]));
      return (coin) => decimals.get(coin);
    },
  });

  function userTrade(row: SpotTradeTable, userId: number): UserTrade {
    const market = marketOf(row.market);
    const maker = row.maker_user_id === userId;
    const side = maker ? (row.taker_side === 'buy' ? 'sell' : 'buy') : row.taker_side;
    return {
      tradeId: `${row.market}:${row.trade_no}`,
      orderId: maker ? row.maker_order_id : row.taker_order_id,
      symbol: row.market,
      side,
      role: maker ? 'maker' : 'taker',
      price: toPlainString(decimal(row.price)),
      amount: toPlainString(decimal(row.amount)),
      quoteAmount: toPlainString(decimal(row.quote_amount)),
      fee: toPlainString(decimal(maker ? row.maker_fee : row.taker_fee)),
      feeAsset: side === 'buy' ? market.base : market.quote,
      time: row.created_at.getTime(),
    };
  }

  async function ownOrder(userId: number, orderId: string) {
    const row = await store.orderById(orderId);
    if (!row || row.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }

  const view: SpotMarketView = {
    markets: () => ordered().map((r) => marketConfig(r.market)),
    market: (symbol) => {
      const runner = runners.get(symbol);
      return runner ? marketConfig(runner.market) : undefined;
    },
    depth: (symbol, levels) => runnerOf(symbol).depth(levels),
    async tradesSince(symbol, sinceMs): Promise<SpotTradeEvent[]> {
      const rows = await store.tradesSince(symbol, sinceMs);
      return rows.map((row) => ({
        id: row.trade_no,
        symbol,
        price: toPlainString(decimal(row.price)),
        amount: toPlainString(decimal(row.amount)),
        quoteAmount: toPlainString(decimal(row.quote_amount)),
        takerSide: row.taker_side,
        time: row.created_at.getTime(),
      }));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  const service = {
    view,
    /** Conditional orders (`spot.stops.ts`). */
    stops,

    /** Loads the markets and rebuilds every book; call once before serving. */
    async start(): Promise<void> {
      const decimals = new Map(
        (await deps.coins.list()).map((coin) => [coin.symbol, coin.decimals]),
      );
      for (const row of await store.markets())
        await open(marketFromRow(row, (coin) => decimals.get(coin)));
    },

    /**
     * With `ownership`, run every `ttlMs / 3`: renews the leases held
     * (a market whose lease is gone stops here) and takes every market
     * whose owner let its lease run out, rebuilding its book from the
     * database. Which markets changed hands.
     */
    async keepLeases(): Promise<{ lost: string[]; taken: string[] }> {
      const own = deps.ownership;
      const changed = { lost: [] as string[], taken: [] as string[] };
      if (!own) return changed;
      for (const [symbol, lease] of [...held]) {
        const renewed = await own.leases.renew(lease, own.ttlMs);
        const runner = runners.get(symbol);
        if (renewed) held.set(symbol, renewed);
        else if (runner) {
          depose(runner.market);
          changed.lost.push(symbol);
        }
      }
      for (const market of [...elsewhere.values()]) {
        await open(market);
        if (runners.has(market.symbol)) changed.taken.push(market.symbol);
      }
      return changed;
    },

    /** The markets this process serves (all of them without `ownership`). */
    owned: (): string[] => [...runners.keys()],

    /** The fencing token of the lease this process holds on a market; null without one. */
    leaseToken: (symbol: string): bigint | null =>
      runners.has(symbol) ? (held.get(symbol)?.token ?? null) : null,

    /** Hands every market over at once, after its writes are done (a clean shutdown). */
    async releaseLeases(): Promise<void> {
      const own = deps.ownership;
      if (!own) return;
      await service.settled();
      for (const [symbol, lease] of [...held]) {
        const runner = runners.get(symbol);
        if (runner) depose(runner.market);
        await own.leases.release(lease);
      }
    },

    markets(): MarketConfig[] {
      return view.markets() as MarketConfig[];
    },

    /**
     * Resolves once every batch answered so far is projected: its postings,
     * trades and order rows written (a clean shutdown, tests, benchmarks).
     */
    async settled(): Promise<void> {
      await Promise.all([...runners.values()].map((runner) => runner.settled()));
    },

    /**
     * Resolves once every market has written what it answered for the user
     * so far (a cancel's release, a fill's proceeds): its balances are then
     * whole, though other users' batches may still be on their way.
     */
    async writtenFor(userId: number): Promise<void> {
      await Promise.all([...runners.values()].map((runner) => runner.unsettled(userId)));
    },

    /** The console's view of every market, and an operator's change of one (`spot.config.ts`). */
    adminMarkets: () => ordered().map((r) => spotMarketView(r.market, r.openOrders())),
    reconfigure: config.reconfigure,
    list: config.list,

    market(symbol: string): MarketConfig {
      return marketConfig(marketOf(symbol));
    },

    /**
     * Places an order; answered once it is journaled and matched. With
     * `settled`, once its fills are in the balances too: for a caller that
     * moves the proceeds next (a liquidation's sale, a flash exchange's leg).
     */
    async place(
      userId: number,
      body: PlaceOrderBody,
      options: { readonly settled?: boolean } = {},
    ): Promise<SpotOrder> {
      const settled = options.settled ?? false;
      const market = marketOf(body.symbol);
      const valid = validatePlacement(
        market,
        { ...body, timeInForce: body.timeInForce ?? 'GTC' },
        deps.clock.nowMs(),
      );
      const fingerprint = fingerprintOf(market.symbol, body);
      const clientOrderId = body.clientOrderId ?? null;
      if (clientOrderId === null)
        return runnerOf(market.symbol).place(userId, valid, null, fingerprint, settled);

      const key = `${userId}:${clientOrderId}`;
      const pending = inFlight.get(key);
      if (pending) {
        if (pending.fingerprint !== fingerprint) throw new AppError('CLIENT_ORDER_ID_REUSED');
        return pending.result;
      }
      // An order already committed under this id is found by the runner, in
      // the placing transaction, and answered instead of placed again.
      const result = runnerOf(market.symbol).place(
        userId,
        valid,
        clientOrderId,
        fingerprint,
        settled,
      );
      inFlight.set(key, { fingerprint, result });
      try {
        return await result;
      } finally {
        inFlight.delete(key);
      }
    },

    async cancel(userId: number, orderId: string): Promise<SpotOrder> {
      // A live order is in its runner's memory: no read before queueing the cancel.
      const id = Number(orderId);
      for (const runner of runners.values()) {
        const live = Number.isSafeInteger(id) ? runner.owns(id) : undefined;
        if (live && live.userId === userId) return runner.cancel(userId, id);
      }
      const row = await ownOrder(userId, orderId);
      if (row.status === 'FILLED' || row.status === 'CANCELLED')
        throw new AppError('ORDER_ALREADY_CLOSED');
      return runnerOf(row.market).cancel(userId, Number(row.id));
    },

    /** Cancels every resting order of the user (in one market when given); returns how many. */
    async cancelAll(userId: number, symbol?: string): Promise<number> {
      if (symbol !== undefined) marketOf(symbol);
      const open = await store.openOrderIds(userId, symbol);
      const results = await Promise.allSettled(
        open.map((o) => runnerOf(o.market).cancel(userId, Number(o.id))),
      );
      return results.filter((r) => r.status === 'fulfilled').length;
    },

    /**
     * Deletes the orders of `userIds` cancelled before `beforeMs` without a
     * fill, each with its freeze and release (`forgetUnusedHolds`); how many
     * went. For the demo makers' own accounts only (`market-maker.ts`): a
     * user's orders are their history and are never passed here.
     */
    forgetCancelled: (userIds: readonly number[], beforeMs: number): Promise<number> =>
      forgetCancelledOrders<SpotOrderTable>(
        db,
        'spot_order',
        userIds,
        beforeMs,
        async (trx, orders) => {
          const forgotten = await forgetUnusedHolds(
            trx,
            orders.map((o) => ({ key: holdKey(Number(o.id)), reference: `spot_order:${o.id}` })),
          );
          return orders.flatMap((o) => (forgotten.has(holdKey(Number(o.id))) ? [o.id] : []));
        },
      ),

    async orders(
      userId: number,
      filter: { symbol?: string; open: boolean },
      pageNo: number,
      pageSize: number,
    ) {
      if (filter.symbol !== undefined) marketOf(filter.symbol);
      const { rows, total } = await store.orderPage(userId, filter, pageNo, pageSize);
      return {
        list: rows.map((row) => toWire(marketOf(row.market), stateOf(row))),
        total,
        pageNo,
        pageSize,
      };
    },

    async detail(userId: number, orderId: string) {
      const row = await ownOrder(userId, orderId);
      const trades = await store.tradesOfOrder(orderId);
      return {
        ...toWire(marketOf(row.market), stateOf(row)),
        trades: trades.map((t) => userTrade(t, userId)),
      };
    },

    /** The user's order by their client order id. Errors: ORDER_NOT_FOUND. */
    async byClientOrderId(userId: number, clientOrderId: string): Promise<SpotOrder> {
      const row = await store.orderByClientId(userId, clientOrderId);
      if (!row) throw new AppError('ORDER_NOT_FOUND');
      return toWire(marketOf(row.market), stateOf(row));
    },

    /** The user's orders in a market, oldest first (the bot API's `allOrders`). Errors: MARKET_UNKNOWN. */
    async history(userId: number, symbol: string, range: SpotRange): Promise<SpotOrder[]> {
      const market = marketOf(symbol);
      const rows = await store.ordersInRange(userId, symbol, range);
      return rows.map((row) => toWire(market, stateOf(row)));
    },

    /** The user's fills in a market, oldest first (the bot API's `myTrades`). Errors: MARKET_UNKNOWN. */
    async fills(
      userId: number,
      symbol: string,
      range: SpotRange & { orderId?: string },
    ): Promise<(UserTrade & { tradeNo: number })[]> {
      marketOf(symbol);
      const rows = await store.tradesInRange(userId, symbol, range);
      return rows.map((row) => ({ ...userTrade(row, userId), tradeNo: Number(row.trade_no) }));
    },

    async trades(userId: number, symbol: string | undefined, pageNo: number, pageSize: number) {
      if (symbol !== undefined) marketOf(symbol);
      const { rows, total } = await store.userTradePage(userId, symbol, pageNo, pageSize);
      return { list: rows.map((row) => userTrade(row, userId)), total, pageNo, pageSize };
    },
  };
  return service;
}

export type SpotService = ReturnType<typeof createSpotService<unknown>>;
