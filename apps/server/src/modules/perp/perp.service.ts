/**
 * Perpetual contracts: one runner (single writer) per contract, the read
 * side, and the mark price each runner trades against. Errors are the
 * contract's (15000-15026) plus spot's ORDER_NOT_FOUND, ORDER_ALREADY_CLOSED,
 * CLIENT_ORDER_ID_REUSED and TOO_MANY_OPEN_ORDERS.
 */
import { createHash } from 'node:crypto';
import { risk } from '@exchange/engine';
import type {
  ContractSettings,
  DeliverySeriesListing,
  PerpConfig,
  PerpFill,
  MarginMode,
  PerpLeverage,
  PerpMarginMode,
  PerpModifyPreset,
  PerpOrder,
  PerpPlaceOrder,
  PerpPosition,
  PerpProfitLoss,
} from '@exchange/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { forgetCancelledOrders } from '../../lib/forget-orders.js';
import type { CoinService } from '../coin/index.js';
import { forgetUnusedHolds, type FeeSink } from '../ledger/index.js';
import { contractView, listDeliverySeries, reconfigureContract } from './perp.config.js';
import { contractFromRow, trimZeros as trim, type Contract } from './perp.core.js';
import { createCoinGuard } from './perp.guard.js';
import { createPerpJobs } from './perp.jobs.js';
import { summarise } from './perp.pnl.js';
import { createPerpQueries } from './perp.queries.js';
import type { MarginCallSink } from './perp.risk.js';
import { ContractRunner, type PerpBatchEvent } from './perp.runner.js';
import { orderHold, type Fixed, type PositionState } from './perp.state.js';
import { crossEntries, crossFigures, crossReserve, setMarginMode } from './perp.cross.js';
import {
  createPerpStore,
  orderFromRow,
  positionFromRow,
  type PerpListStatus,
  type PerpOrderRow,
} from './perp.store.js';
import { closePosition, modifyPresets } from './perp.tasks.js';
import { createPerpStops, type PerpStops } from './perp.stops.js';
import { createPerpStopStore } from './perp.stops.store.js';
import type { PerpTables } from './perp.tables.js';
import { configToWire, fillToWire, orderToWire, positionToWire } from './perp.wire.js';

export interface PerpDeps<T> {
  readonly db: Kysely<T>;
  /** See `PerpRunnerDeps.fees`. */
  readonly fees?: FeeSink;
  /** See `PerpRunnerDeps.projected`. */
  readonly projected?: (lagsMs: readonly number[]) => void;
  /** See `RiskDeps.marginCall`. */
  readonly marginCall?: MarginCallSink;
  readonly writer?: Kysely<T>;
  readonly clock: Clock;
  readonly coins: CoinService;
  /** The index price of a coin in USD, or null while it has too few fresh sources. */
  readonly indexPrice: (coin: string) => string | null;
  /** A user's funding in [from, to] per `perp_funding:<symbol>` (the ledger's sums); none means none. */
  readonly fundingTotals?: (
    userId: number,
    fromMs: number,
    toMs: number,
  ) => Promise<readonly { subject: string; amount: string }[]>;
  /** The index of a coin averaged over [fromMs, toMs] (delivery settlement); null without samples. */
  readonly averageIndex?: (
    coin: string,
    fromMs: number,
    toMs: number,
  ) => { price: string; samples: number } | null;
  /**
   * A user's available balance in a wallet and asset (decimal text): the
   * free balance cross positions share. None means cross positions are
   * judged on their own margin alone.
   */
  readonly freeBalance?: (
    userId: number,
    wallet: Contract['wallet'],
    asset: string,
  ) => Promise<{ readonly available: string; readonly frozen: string }>;
  /** The insurance fund's available balance in an asset (decimal text); none means empty. */
  readonly insurance?: (asset: string) => Promise<string>;
  readonly log: (error: unknown, message: string) => void;
}

export type PerpListener = (event: PerpBatchEvent) => void;
type Product = 'perpetual' | 'delivery';

/** Contracts a filter names: one symbol, one contract type, or all. */
export interface PerpFilter {
  readonly symbol: string | null;
  readonly contractType: 'usdt' | 'coin' | null;
}

function fingerprintOf(order: PerpPlaceOrder): string {
  const { clientOrderId: _id, ...rest } = order;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex').slice(0, 32);
}

export function createPerpService<T>(deps: PerpDeps<T>) {
  const db = deps.db as unknown as Kysely<unknown>;
  const store = createPerpStore(db);
  const queries = createPerpQueries(db);
  const runners = new Map<string, ContractRunner>();
  const listeners = new Set<PerpListener>();
  /** Conditional orders (`perp.stops.ts`): they place through `service.place` like a user. */
  const stops: PerpStops = createPerpStops({
    store: createPerpStopStore(deps.writer ?? deps.db),
    clock: deps.clock,
    log: deps.log,
    contractOf: (symbol) => contractOf(symbol),
    mark: (symbol) => runnerOf(symbol).mark,
    last: (symbol) => runnerOf(symbol).lastPrice,
    symbols: () => [...runners.keys()],
    place: (userId, order) => service.place(userId, order, contractOf(order.symbol).product),
  });
  listeners.add((event) => stops.trades(event));
  const inFlight = new Map<string, { fingerprint: string; result: Promise<PerpOrder> }>();

  const runnerOf = (symbol: string): ContractRunner => {
    const runner = runners.get(symbol);
    if (!runner) throw new AppError('CONTRACT_UNKNOWN');
    return runner;
  };
  const contractOf = (symbol: string): Contract => runnerOf(symbol).contract;
  const symbolsOf = (filter: PerpFilter): string[] | null => {
    if (filter.symbol !== null) return [contractOf(filter.symbol).symbol];
    if (filter.contractType === null) return null;
    return [...runners.values()]
      .filter((r) => r.contract.contractType === filter.contractType)
      .map((r) => r.contract.symbol);
  };
  const runnersOf = (filter: PerpFilter) =>
    (symbolsOf(filter) ?? [...runners.keys()]).map(runnerOf);

  const orderWire = (symbol: string, id: number, row: Parameters<typeof orderFromRow>[0]) =>
    orderToWire(contractOf(symbol), runners.get(symbol)?.order(id) ?? orderFromRow(row));
  const positionWire = (symbol: string, row: Parameters<typeof positionFromRow>[0]) => {
    const runner = runnerOf(symbol);
    const live = runner.position(row.user_id);
    // The runner's state first: a batch answered and not yet written leaves the row behind.
    const state =
      live && String(live.id) === row.id
        ? live
        : (runner.unwrittenPosition(Number(row.id)) ?? positionFromRow(row));
    return positionToWire(runner.contract, state, runner.mark, crossOf(runner, state));
  };

  /**
   * Free balances cross positions were last judged or shown with, by user,
   * wallet and asset: the risk pass and the REST reads refresh them, the
   * stream shows them (it cannot wait for a read).
   */
  const freeSeen = new Map<string, Fixed>();
  const freeKey = (userId: number, runner: ContractRunner) =>
    `${userId}:${runner.contract.wallet}:${runner.contract.marginAsset}`;
  async function balance(userId: number, runner: ContractRunner) {
    const { wallet, marginAsset } = runner.contract;
    const read = deps.freeBalance
      ? await deps.freeBalance(userId, wallet, marginAsset)
      : { available: '0', frozen: '0' };
    const free = risk.fx(trim(read.available));
    freeSeen.set(freeKey(userId, runner), free);
    return { free, frozen: risk.fx(trim(read.frozen)) };
  }
  /** A cross position's account figures, with the free balance last seen; none for an isolated one. */
  function crossOf(runner: ContractRunner, p: PositionState) {
    if (p.marginMode !== 'cross' || p.status !== 'OPEN') return undefined;
    const free = freeSeen.get(freeKey(p.userId, runner));
    if (free === undefined) return undefined;
    return crossFigures(crossEntries(runners.values(), p.userId, runner), free, p);
  }
  /** Reads the free balance behind each of the user's open cross positions. */
  async function refreshFree(userId: number): Promise<void> {
    const seen = new Set<string>();
    for (const runner of runners.values()) {
      const p = runner.position(userId);
      if (p?.marginMode !== 'cross' || seen.has(freeKey(userId, runner))) continue;
      seen.add(freeKey(userId, runner));
      await balance(userId, runner);
    }
  }
  const toWire = (runner: ContractRunner, p: PositionState) =>
    positionToWire(runner.contract, p, runner.mark, crossOf(runner, p));

  const oneCoin = createCoinGuard(() => runners.values());

  async function ownOrder(userId: number, id: string) {
    const row = await queries.orderById(id);
    if (!row || row.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }

  const jobs = createPerpJobs(() => runners.values(), {
    nowMs: () => deps.clock.nowMs(),
    indexPrice: deps.indexPrice,
    store,
    log: deps.log,
    insurance: async (asset) => (deps.insurance ? risk.fx(trim(await deps.insurance(asset))) : 0n),
    averageIndex: (coin, fromMs, toMs) => deps.averageIndex?.(coin, fromMs, toMs) ?? null,
    ...(deps.marginCall ? { marginCall: deps.marginCall } : {}),
    cross: { balance, runners: () => runners.values(), log: deps.log },
  });

  /** Starts a contract's runner; a delivery series gets its current contract. */
  async function open(contract: Contract): Promise<void> {
    const runner = new ContractRunner(contract, {
      db: (deps.writer ?? deps.db) as unknown as Kysely<unknown>,
      store,
      clock: deps.clock,
      log: deps.log,
      ...(deps.fees ? { fees: deps.fees } : {}),
      ...(deps.projected ? { projected: deps.projected } : {}),
      unsettled: (userId) => {
        const pending = [...runners.values()].flatMap((r) => r.unsettled(userId) ?? []);
        return pending.length === 0 ? null : Promise.all(pending).then(() => undefined);
      },
      publish: (event) => {
        for (const listener of listeners) listener(event);
      },
    });
    await runner.start();
    runners.set(contract.symbol, runner);
    await stops.attach(contract.symbol);
    jobs.refreshMark(runner);
    // A series just listed (or past its expiry while down) gets its current contract.
    if (contract.product === 'delivery') await jobs.settle(runner);
  }
  const configDeps = {
    db: deps.db as unknown as Kysely<PerpTables>,
    decimalsOf: async () => {
      const coins = new Map((await deps.coins.list()).map((c) => [c.symbol, c.decimals]));
      return (coin: string) => coins.get(coin);
    },
  };

  const service = {
    async start(): Promise<void> {
      const decimals = new Map((await deps.coins.list()).map((c) => [c.symbol, c.decimals]));
      for (const row of await store.contracts())
        await open(contractFromRow(row, (coin) => decimals.get(coin)));
    },

    /**
     * Resolves once every batch answered so far is written: its positions,
     * postings and trades in the database (tests, benchmarks, shutdown).
     */
    async settled(): Promise<void> {
      await Promise.all([...runners.values()].map((runner) => runner.settled()));
    },

    /**
     * Resolves once every contract has written what it answered for the
     * user so far (released margin, a close's PnL): its balances are then
     * whole, though other users' batches may still be on their way.
     */
    async writtenFor(userId: number): Promise<void> {
      await Promise.all([...runners.values()].map((runner) => runner.unsettled(userId)));
    },

    subscribe(listener: PerpListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Mark prices, then liquidations and triggers (every second). */
    tick: async () => {
      const outcomes = await jobs.tick();
      stops.marks();
      return outcomes;
    },
    /** Conditional orders (`perp.stops.ts`). */
    stops,
    /** Funding rounds that are due (checked every minute). */
    funding: () => jobs.funding(),
    /** A risk pass of one contract at its current mark, and a funding round at a given rate. */
    riskPass: (symbol: string) => jobs.riskPass(runnerOf(symbol)),
    /** Settles a delivery series now if its contract has expired (the tick does it every second). */
    settle: (symbol: string) => jobs.settle(runnerOf(symbol)),
    fundingRound: (symbol: string, at: number, rate: Fixed) =>
      jobs.fundingRound(runnerOf(symbol), at, rate),

    contract: contractOf,
    runner: runnerOf,
    /** A contract's written trades since `sinceMs`, oldest first. */
    tradesSince: (symbol: string, sinceMs: number) => store.tradesSince(symbol, sinceMs),
    /** Every listed contract (perpetuals and delivery series). */
    contracts: (): Contract[] => [...runners.values()].map((runner) => runner.contract),

    /** The console's view of every contract, and an operator's change of one (`perp.config.ts`). */
    adminContracts: () =>
      [...runners.values()].sort((a, b) => a.contract.sort - b.contract.sort).map(contractView),
    reconfigure: (patch: ContractSettings) =>
      reconfigureContract(configDeps, runnerOf(patch.symbol), patch),
    /** Lists a new delivery series of a perpetual (`perp.config.ts`). */
    listSeries: (input: DeliverySeriesListing) =>
      listDeliverySeries({ ...configDeps, open, listed: (s) => runners.has(s) }, input),

    /**
     * Contract configurations: one when the filter names a symbol, else every
     * contract of `product` (perpetuals for getPerpetualConfig, delivery
     * series for getDeliveryConfig).
     */
    config(filter: PerpFilter, product: Product = 'perpetual'): PerpConfig[] {
      const chosen = runnersOf(filter).filter(
        (runner) => filter.symbol !== null || runner.contract.product === product,
      );
      return chosen.map((runner) => {
        const state = jobs.state(runner.contract);
        const delivery = runner.contract.product === 'delivery';
        return configToWire(runner.contract, {
          index: state.index,
          mark: runner.mark,
          last: runner.lastPrice,
          fundingRate: delivery ? null : jobs.predictedRate(runner.contract),
          nextFundingTime: delivery ? null : state.nextFunding,
          expiresAt: runner.expiresAt,
          lastSettlementPrice: runner.lastSettlementPrice,
          openInterestLots: runner
            .allPositions()
            .reduce((sum, p) => (p.direction === 'long' ? sum + p.lots : sum), 0),
        });
      });
    },

    /** A position on the wire as its owner's stream shows it (cross figures with the balance last seen). */
    positionView: (symbol: string, p: PositionState) => toWire(runnerOf(symbol), p),

    /**
     * What a transfer out of a wallet must leave for the user's cross
     * positions margined in `asset` there (`crossReserve`), as decimal text;
     * "0" without any.
     */
    crossReserve(userId: number, wallet: Contract['wallet'], asset: string): string {
      const runner = [...runners.values()].find(
        (r) => r.contract.wallet === wallet && r.contract.marginAsset === asset,
      );
      const reserve = runner ? crossReserve(runners.values(), userId, runner) : 0n;
      return trim(risk.fxToString(reserve));
    },

    /** The caller's margin mode in a contract (isolated unless set). */
    marginMode(userId: number, symbol: string): PerpMarginMode {
      const runner = runnerOf(symbol);
      return { symbol, mode: runner.cross.has(userId) ? 'cross' : 'isolated' };
    },

    /** Sets it; refused while a position or an order of the caller's is open in the contract. */
    async setMarginMode(userId: number, symbol: string, mode: MarginMode): Promise<PerpMarginMode> {
      const runner = runnerOf(symbol);
      await setMarginMode(runner, userId, mode, () => store.setMarginMode(userId, symbol, mode));
      return { symbol, mode };
    },

    leverage(symbol: string): PerpLeverage {
      const contract = contractOf(symbol);
      return {
        symbol: contract.symbol,
        leverages: [...contract.leverages],
        defaultLeverage: contract.defaultLeverage,
        maintenanceTiers: contract.tiers.map((t) => ({ ...t })),
      };
    },

    /** Places an order on a contract of `product` (a delivery symbol on the perpetual route is CONTRACT_UNKNOWN). */
    async place(
      userId: number,
      order: PerpPlaceOrder,
      product: Product = 'perpetual',
    ): Promise<PerpOrder> {
      const runner = runnerOf(order.symbol);
      if (runner.contract.product !== product) throw new AppError('CONTRACT_UNKNOWN');
      const fingerprint = fingerprintOf(order);
      const run = () =>
        oneCoin(userId, runner, order, async () =>
          orderToWire(runner.contract, await runner.place(userId, order, fingerprint)),
        );
      if (order.clientOrderId === null) return run();
      const key = `${userId}:${order.clientOrderId}`;
      const pending = inFlight.get(key);
      if (pending) {
        if (pending.fingerprint !== fingerprint) throw new AppError('CLIENT_ORDER_ID_REUSED');
        return pending.result;
      }
      const result = run();
      inFlight.set(key, { fingerprint, result });
      try {
        return await result;
      } finally {
        inFlight.delete(key);
      }
    },

    async cancel(userId: number, id: string): Promise<PerpOrder> {
      // A live order is in its runner's memory: no read before queueing the cancel.
      const orderId = Number(id);
      if (Number.isSafeInteger(orderId))
        for (const runner of runners.values()) {
          const live = runner.order(orderId);
          if (live && live.userId === userId)
            return orderToWire(runner.contract, await runner.cancel(userId, orderId));
        }
      const row = await ownOrder(userId, id);
      if (row.status === 'FILLED' || row.status === 'CANCELLED')
        throw new AppError('ORDER_ALREADY_CLOSED');
      const runner = runnerOf(row.contract);
      return orderToWire(runner.contract, await runner.cancel(userId, Number(row.id)));
    },

    async cancelAll(userId: number, filter: PerpFilter): Promise<number> {
      const jobs = runnersOf(filter).flatMap((runner) =>
        runner
          .ordersOf(userId)
          .filter((o) => o.status === 'PENDING')
          .map((o) => runner.cancel(userId, o.id)),
      );
      const results = await Promise.allSettled(jobs);
      return results.filter((r) => r.status === 'fulfilled').length;
    },

    /**
     * Deletes the orders of `userIds` cancelled before `beforeMs` without a
     * fill, an opening order with its freeze and release
     * (`forgetUnusedHolds`); a closing one froze nothing and posted nothing
     * (`perp.place.ts`), so it goes alone. How many went. For the demo
     * makers' own accounts only (`perp.maker.ts`): a user's orders are their
     * history and are never passed here.
     */
    forgetCancelled: (userIds: readonly number[], beforeMs: number): Promise<number> =>
      forgetCancelledOrders<PerpOrderRow>(
        db,
        'perp_order',
        userIds,
        beforeMs,
        async (trx, orders) => {
          const holds = orders
            .filter((o) => o.action === 'open')
            .map((o) => ({ key: orderHold(Number(o.id)), reference: `perp_order:${o.id}` }));
          const forgotten = await forgetUnusedHolds(trx, holds);
          return orders.flatMap((o) =>
            o.action === 'close' || forgotten.has(orderHold(Number(o.id))) ? [o.id] : [],
          );
        },
      ),

    async close(userId: number, positionId: string): Promise<PerpOrder> {
      const row = await queries.positionById(positionId);
      if (!row || row.user_id !== userId) throw new AppError('POSITION_NOT_FOUND');
      if (row.status === 'CLOSED') throw new AppError('POSITION_CLOSED');
      const runner = runnerOf(row.contract);
      const order = await closePosition(runner, userId, Number(row.id), () => deps.clock.nowMs());
      return orderToWire(runner.contract, order);
    },

    async closeAll(userId: number, filter: PerpFilter): Promise<number> {
      const jobs = runnersOf(filter).flatMap((runner) =>
        runner.position(userId)
          ? [closePosition(runner, userId, null, () => deps.clock.nowMs())]
          : [],
      );
      const results = await Promise.allSettled(jobs);
      return results.filter((r) => r.status === 'fulfilled').length;
    },

    async modifyPreset(userId: number, change: PerpModifyPreset): Promise<PerpPosition> {
      const row = await queries.positionById(change.id);
      if (!row || row.user_id !== userId) throw new AppError('POSITION_NOT_FOUND');
      if (row.status === 'CLOSED') throw new AppError('POSITION_CLOSED');
      const runner = runnerOf(row.contract);
      const position = await modifyPresets(runner, userId, change, deps.clock.nowMs(), (p) =>
        db.transaction().execute((trx) => store.savePositions(trx, row.contract, [p])),
      );
      await refreshFree(userId);
      return toWire(runner, position);
    },

    list(
      userId: number,
      status: PerpListStatus,
      filter: PerpFilter,
      pageNo: number,
      pageSize: number,
    ) {
      const symbols = { symbols: symbolsOf(filter) };
      const paging = { pageNo, pageSize };
      const page =
        status === 'OPEN' || status === 'CLOSED'
          ? (status === 'OPEN' ? refreshFree(userId) : Promise.resolve()).then(() =>
              queries.positionPage(userId, status, symbols, paging, (row) =>
                positionWire(row.contract, row),
              ),
            )
          : queries.orderPage(userId, status, symbols, paging, (row) =>
              orderWire(row.contract, Number(row.id), row),
            );
      return page.then((list) => ({ status, ...list }));
    },

    async order(userId: number, id: string): Promise<PerpOrder> {
      const row = await ownOrder(userId, id);
      return orderWire(row.contract, Number(row.id), row);
    },

    fills(userId: number, filter: PerpFilter, pageNo: number, pageSize: number) {
      return queries.fillPage(userId, { symbols: symbolsOf(filter) }, { pageNo, pageSize }, (row) =>
        fillToWire(contractOf(row.contract), row, userId),
      );
    },

    async fill(userId: number, id: string): Promise<PerpFill> {
      const row = await queries.fillById(id);
      if (!row || (row.maker_user_id !== userId && row.taker_user_id !== userId))
        throw new AppError('CONTRACT_FILL_NOT_FOUND');
      return fillToWire(contractOf(row.contract), row, userId);
    },

    async orderFills(userId: number, orderId: string): Promise<PerpFill[]> {
      const order = await ownOrder(userId, orderId);
      const rows = await queries.fillsOfOrder(order.id);
      return rows.map((row) => fillToWire(contractOf(row.contract), row, userId));
    },

    /** Open entrusts and positions of one user, for the WebSocket snapshots. */
    openOrders(userId: number): PerpOrder[] {
      return [...runners.values()].flatMap((r) =>
        r.ordersOf(userId).map((o) => orderToWire(r.contract, o)),
      );
    },
    openPositions(userId: number): PerpPosition[] {
      return [...runners.values()].flatMap((r) => {
        const p = r.position(userId);
        return p ? [toWire(r, p)] : [];
      });
    },

    async profitLoss(
      userId: number,
      filter: PerpFilter & { from: number | null; to: number | null },
    ): Promise<PerpProfitLoss> {
      const symbols = symbolsOf(filter);
      // An open end reaches the year 9999 (a wider Date does not serialise for PostgreSQL).
      const from = filter.from ?? 0;
      const to = Math.min(filter.to ?? END_OF_TIME, END_OF_TIME);
      const [{ trades, closed }, funding] = await Promise.all([
        queries.profitLoss(userId, { symbols }, new Date(from), new Date(to)),
        deps.fundingTotals ? deps.fundingTotals(userId, from, to) : [],
      ]);
      return summarise(
        { from: filter.from, to: filter.to },
        (symbols ?? [...runners.keys()]).map((symbol) => ({
          symbol,
          marginAsset: contractOf(symbol).marginAsset,
          trades: trades.find((r) => r.contract === symbol),
          funding: funding.find((r) => r.subject === `perp_funding:${symbol}`)?.amount,
          closed: Number(closed.find((r) => r.contract === symbol)?.n ?? 0),
        })),
      );
    },
  };
  return service;
}

const END_OF_TIME = Date.UTC(9999, 11, 31);

export type PerpService = ReturnType<typeof createPerpService<unknown>>;
