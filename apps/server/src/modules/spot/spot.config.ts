/**
 * An operator's change of a spot market's settings: limits, fee
 * rates, trading hours, listing state and order. Tick and lot stay as
 * listed, because resting orders and the book count in them.
 *
 * A change is stored first and then replaces the runner's market, which is
 * safe at any moment: spot fees are taken from what a fill pays out, never
 * from a freeze, so the rates in force when a fill happens apply to it, and
 * the limits apply to placements checked after the change. Changes of one
 * market are serialized, so two operators' edits never undo each other.
 */
import type { AdminSpotMarket, SpotMarketListing, SpotMarketSettings } from '@exchange/contracts';
import { decimal, gte, isNegative, isPositive, lt, toPlainString } from '@exchange/money';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import { marketFromRow, type Market, type MarketRow } from './spot.core.js';
import type { MarketRunner } from './spot.runner.js';
import type { SpotTables } from './spot.tables.js';

/** Fee rates a spot market accepts, as the table's check says: [0, 0.1). */
const FEE_CAP = decimal('0.1');

/** Trading-hours windows whose start equals their end are empty: refused. */
export function checkTradingHours(hours: string): void {
  for (const window of hours.split(',')) {
    const [from, to] = window.split('-');
    if (from === to) throw new AppError('FIELD_OUT_OF_RANGE', { field: 'tradingHours' });
  }
}

/** The row a change would leave, checked field by field; throws a coded error for the first bad one. */
export function mergeSpotSettings(row: MarketRow, patch: SpotMarketSettings): MarketRow {
  const next: MarketRow = {
    ...row,
    ...(patch.minAmount !== undefined ? { min_amount: patch.minAmount } : {}),
    ...(patch.maxAmount !== undefined ? { max_amount: patch.maxAmount } : {}),
    ...(patch.minNotional !== undefined ? { min_notional: patch.minNotional } : {}),
    ...(patch.makerFee !== undefined ? { maker_fee: patch.makerFee } : {}),
    ...(patch.takerFee !== undefined ? { taker_fee: patch.takerFee } : {}),
    ...(patch.tradingHours !== undefined ? { trading_hours: patch.tradingHours } : {}),
    ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
    ...(patch.sort !== undefined ? { sort: patch.sort } : {}),
  };
  const out = (field: string) => new AppError('FIELD_OUT_OF_RANGE', { field });
  if (!isPositive(decimal(next.min_amount))) throw out('minAmount');
  if (lt(decimal(next.max_amount), decimal(next.min_amount))) throw out('maxAmount');
  if (isNegative(decimal(next.min_notional))) throw out('minNotional');
  for (const [field, value] of [
    ['makerFee', next.maker_fee],
    ['takerFee', next.taker_fee],
  ] as const) {
    const rate = decimal(value);
    if (isNegative(rate) || gte(rate, FEE_CAP)) throw out(field);
  }
  checkTradingHours(next.trading_hours);
  return next;
}

export function spotMarketView(market: Market, openOrders: number): AdminSpotMarket {
  const plain = toPlainString;
  return {
    symbol: market.symbol,
    base: market.base,
    quote: market.quote,
    tickSize: plain(market.tick),
    lotSize: plain(market.lot),
    minAmount: plain(market.minAmount),
    maxAmount: plain(market.maxAmount),
    minNotional: plain(market.minNotional),
    makerFee: plain(market.makerFee),
    takerFee: plain(market.takerFee),
    tradingHours: market.tradingHours,
    enabled: market.enabled,
    sort: market.sort,
    openOrders,
  };
}

/** The settings of a market as a change that sets every one of them (the demo venue copies the live ones). */
export function spotSettingsOf(view: AdminSpotMarket): SpotMarketSettings {
  const { minAmount, maxAmount, minNotional, makerFee, takerFee, tradingHours, enabled, sort } =
    view;
  return {
    symbol: view.symbol,
    minAmount,
    maxAmount,
    minNotional,
    makerFee,
    takerFee,
    tradingHours,
    enabled,
    sort,
  };
}

/** A listed market as a listing (the demo venue lists what the live one has). */
export function spotListingOf(view: AdminSpotMarket): SpotMarketListing {
  const { symbol: _symbol, openOrders: _orders, ...listing } = view;
  return listing;
}

export function createSpotConfig(deps: {
  readonly db: Kysely<SpotTables>;
  readonly runnerOf: (symbol: string) => MarketRunner;
  readonly listed: (symbol: string) => boolean;
  /** Starts the runner of a market just stored. */
  readonly open: (market: Market) => Promise<void>;
  readonly decimalsOf: () => Promise<(coin: string) => number | undefined>;
}) {
  let turn: Promise<unknown> = Promise.resolve();

  async function apply(patch: SpotMarketSettings) {
    const runner = deps.runnerOf(patch.symbol);
    const before = spotMarketView(runner.market, runner.openOrders());
    const row = await deps.db
      .selectFrom('spot_market')
      .selectAll()
      .where('symbol', '=', patch.symbol)
      .executeTakeFirstOrThrow();
    const next = mergeSpotSettings(row, patch);
    const market = marketFromRow(next, await deps.decimalsOf());
    await deps.db
      .updateTable('spot_market')
      .set({
        min_amount: next.min_amount,
        max_amount: next.max_amount,
        min_notional: next.min_notional,
        maker_fee: next.maker_fee,
        taker_fee: next.taker_fee,
        trading_hours: next.trading_hours,
        enabled: next.enabled,
        sort: next.sort,
      })
      .where('symbol', '=', patch.symbol)
      .execute();
    runner.market = market;
    return { before, after: spotMarketView(market, runner.openOrders()) };
  }

  /** Stores a new market and starts its runner. */
  async function list(input: SpotMarketListing): Promise<AdminSpotMarket> {
    const symbol = `${input.base}/${input.quote}`;
    if (deps.listed(symbol)) throw new AppError('MARKET_ALREADY_LISTED', { symbol });
    const decimalsOf = await deps.decimalsOf();
    for (const coin of [input.base, input.quote])
      if (decimalsOf(coin) === undefined) throw new AppError('ASSET_UNKNOWN');
    if (input.base === input.quote) throw new AppError('FIELD_OUT_OF_RANGE', { field: 'quote' });
    const row = mergeSpotSettings(
      {
        symbol,
        base: input.base,
        quote: input.quote,
        tick_size: input.tickSize,
        lot_size: input.lotSize,
        min_amount: input.minAmount,
        max_amount: input.maxAmount,
        min_notional: input.minNotional,
        maker_fee: input.makerFee,
        taker_fee: input.takerFee,
        trading_hours: input.tradingHours,
        enabled: input.enabled,
        sort: input.sort,
      },
      { symbol },
    );
    let market: Market;
    try {
      market = marketFromRow(row, decimalsOf);
    } catch {
      // Tick and lot finer than the coins' decimals: a trade value would not be exact.
      throw new AppError('FIELD_OUT_OF_RANGE', { field: 'tickSize' });
    }
    const inserted = await deps.db
      .insertInto('spot_market')
      .values({ ...row, last_seq: '0', last_trade: '0' })
      .onConflict((oc) => oc.column('symbol').doNothing())
      .returning('symbol')
      .executeTakeFirst();
    if (!inserted) throw new AppError('MARKET_ALREADY_LISTED', { symbol });
    await deps.open(market);
    return spotMarketView(market, 0);
  }

  /** Changes and listings run one at a time, each after every earlier one. */
  function serial<T>(run: () => Promise<T>): Promise<T> {
    const result = turn.then(run);
    turn = result.catch(() => undefined);
    return result;
  }

  return {
    /** Applies a change; answers the market before and after. */
    reconfigure: (patch: SpotMarketSettings) => serial(() => apply(patch)),
    list: (input: SpotMarketListing) => serial(() => list(input)),
  };
}

export type SpotConfig = ReturnType<typeof createSpotConfig>;
