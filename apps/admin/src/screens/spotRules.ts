import {
  spotMarketListingBody,
  spotMarketSettingsBody,
  type AdminSpotMarket,
  type Coin,
  type SpotMarketListing,
  type SpotMarketSettings,
} from '@exchange/contracts';
import type { TextKey } from '../i18n';
import { compareDecimal } from '../lib/decimal';
import {
  feeChanges,
  feeProblems,
  fits,
  orderProblems,
  percentOf,
  placesOf,
  rateOf,
  tradingChanges,
  tradingProblems,
  wholeOf,
  type Fee,
  type FieldSchema,
  type Problem,
  type TradingValues,
} from './marketRules';

/**
 * The spot market forms' values, problems and changes, apart from React:
 * editing a market (`MarketForm`) and listing a new one
 * (`MarketListingForm`). The problems mirror the server's
 * (`mergeSpotSettings`, `marketFromRow`); it checks again and has the last
 * word.
 */

export const LIMITS = ['minAmount', 'maxAmount', 'minNotional'] as const;
export type Limit = (typeof LIMITS)[number];

export const LIMIT_LABELS: Record<Limit, TextKey> = {
  minAmount: 'markets.minAmount',
  maxAmount: 'markets.maxAmount',
  minNotional: 'markets.minNotional',
};

/** A spot market form's values as typed; fee rates in per cent. */
export interface SpotValues extends Record<Limit | Fee, string>, TradingValues {}

const settings = spotMarketSettingsBody.shape;
const listing = spotMarketListingBody.shape;

export function spotValuesOf(market: AdminSpotMarket): SpotValues {
  return {
    minAmount: market.minAmount,
    maxAmount: market.maxAmount,
    minNotional: market.minNotional,
    makerFee: percentOf(market.makerFee),
    takerFee: percentOf(market.takerFee),
    tradingHours: market.tradingHours,
    enabled: market.enabled,
    sort: String(market.sort),
  };
}

/** The limits' formats, a positive minimum and min ≤ max. */
function limitProblems(values: SpotValues, schemas: Record<Limit, FieldSchema>): Problem[] {
  const problems: Problem[] = [];
  for (const name of LIMITS) {
    if (!fits(schemas[name], values[name]))
      problems.push({
        field: name,
        key: 'markets.problem.amount',
        labels: { field: LIMIT_LABELS[name] },
      });
  }
  if (problems.length > 0) return problems;
  if (compareDecimal(values.minAmount, '0') <= 0)
    problems.push({
      field: 'minAmount',
      key: 'markets.problem.positive',
      labels: { field: LIMIT_LABELS.minAmount },
    });
  return [
    ...problems,
    ...orderProblems(
      'minAmount',
      { value: values.minAmount, label: LIMIT_LABELS.minAmount },
      { value: values.maxAmount, label: LIMIT_LABELS.maxAmount },
    ),
  ];
}

/** The server's rules that need no stored state: formats, a positive minimum, min ≤ max, fee signs. */
export function spotProblems(values: SpotValues): Problem[] {
  return [
    ...limitProblems(values, settings),
    ...feeProblems(values.makerFee, values.takerFee, { schema: settings.makerFee, rebate: false }),
    ...tradingProblems(values, settings.sort),
  ];
}

/** The settings that differ from the server's: amounts and rates compared as decimals. */
export function spotChanges(before: AdminSpotMarket, values: SpotValues): SpotMarketSettings {
  const change: SpotMarketSettings = { symbol: before.symbol };
  for (const name of LIMITS) {
    if (compareDecimal(values[name], before[name]) !== 0) change[name] = values[name];
  }
  return { ...change, ...feeChanges(before, values), ...tradingChanges(before, values) };
}

/** A new market as typed: its coins and steps, then what an edit can change later. */
export interface ListingValues extends SpotValues {
  readonly base: string;
  readonly quote: string;
  readonly tickSize: string;
  readonly lotSize: string;
}

/** A blank listing: all day, suspended until an operator has checked it, after the last market. */
export const blankListing = (sort: string): ListingValues => ({
  base: '',
  quote: '',
  tickSize: '',
  lotSize: '',
  minAmount: '',
  maxAmount: '',
  minNotional: '',
  makerFee: '',
  takerFee: '',
  tradingHours: '00:00-24:00',
  enabled: false,
  sort,
});

export const STEPS = ['tickSize', 'lotSize'] as const;
export const STEP_LABELS: Record<(typeof STEPS)[number], TextKey> = {
  tickSize: 'markets.tick',
  lotSize: 'markets.lot',
};

/** The symbol a listing would get, once both coins are chosen. */
export const listingSymbol = (values: ListingValues): string | null =>
  values.base && values.quote ? `${values.base}/${values.quote}` : null;

/** The server refuses a fee rate of 10 % or more. */
const FEE_CAP = '0.1';

/**
 * How fine tick and lot may be: a trade's value (price × amount) must be
 * exact in the quote coin, and an amount in the base coin. Null until both
 * coins are chosen and both steps are well-formed.
 */
export interface DecimalsCheck {
  readonly tick: number;
  readonly lot: number;
  readonly base: Coin;
  readonly quote: Coin;
  /** Tick decimals + lot decimals within the quote coin's: a trade's value is exact. */
  readonly quoteFits: boolean;
  /** Lot decimals within the base coin's: an amount is exact. */
  readonly baseFits: boolean;
}

export function decimalsCheck(values: ListingValues, coins: readonly Coin[]): DecimalsCheck | null {
  const base = coins.find((coin) => coin.symbol === values.base);
  const quote = coins.find((coin) => coin.symbol === values.quote);
  const tick = fits(listing.tickSize, values.tickSize) ? placesOf(values.tickSize) : null;
  const lot = fits(listing.lotSize, values.lotSize) ? placesOf(values.lotSize) : null;
  if (!base || !quote || tick === null || lot === null) return null;
  return {
    tick,
    lot,
    base,
    quote,
    quoteFits: tick + lot <= quote.decimals,
    baseFits: lot <= base.decimals,
  };
}

function decimalsProblems(check: DecimalsCheck | null): Problem[] {
  if (!check) return [];
  const { tick, lot, base, quote } = check;
  const problems: Problem[] = [];
  if (!check.quoteFits)
    problems.push({
      field: 'lotSize',
      key: 'markets.problem.quoteDecimals',
      params: { tick, lot, coin: quote.symbol, decimals: quote.decimals },
    });
  if (!check.baseFits)
    problems.push({
      field: 'lotSize',
      key: 'markets.problem.baseDecimals',
      params: { lot, coin: base.symbol, decimals: base.decimals },
    });
  return problems;
}

/** The coins: both chosen, different, and not a market already listed. */
function coinProblems(values: ListingValues, listed: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  for (const [field, label] of [
    ['base', 'markets.base'],
    ['quote', 'markets.quote'],
  ] as const) {
    if (values[field] === '')
      problems.push({ field, key: 'markets.problem.coin', labels: { field: label } });
  }
  const symbol = listingSymbol(values);
  if (values.base !== '' && values.base === values.quote)
    problems.push({ field: 'quote', key: 'markets.problem.sameCoin' });
  else if (symbol !== null && listed.includes(symbol))
    problems.push({ field: 'base', key: 'markets.problem.listed', params: { symbol } });
  return problems;
}

/** Everything the server would refuse about a new market that the console can know. */
export function listingProblems(
  values: ListingValues,
  coins: readonly Coin[],
  listed: readonly string[],
): Problem[] {
  const steps = STEPS.filter((name) => !fits(listing[name], values[name])).map((name): Problem => ({
    field: name,
    key: 'markets.problem.step',
    labels: { field: STEP_LABELS[name] },
  }));
  return [
    ...coinProblems(values, listed),
    ...steps,
    ...decimalsProblems(decimalsCheck(values, coins)),
    ...limitProblems(values, listing),
    ...feeProblems(values.makerFee, values.takerFee, {
      schema: listing.makerFee,
      rebate: false,
      cap: FEE_CAP,
    }),
    ...tradingProblems(values, listing.sort),
  ];
}

/** The body to send; null while a rate or the sort order does not parse. */
export function listingBody(values: ListingValues): SpotMarketListing | null {
  const makerFee = rateOf(values.makerFee);
  const takerFee = rateOf(values.takerFee);
  const sort = wholeOf(values.sort);
  if (makerFee === null || takerFee === null || sort === null) return null;
  const { base, quote, tickSize, lotSize, minAmount, maxAmount, minNotional } = values;
  return {
    base,
    quote,
    tickSize,
    lotSize,
    minAmount,
    maxAmount,
    minNotional,
    makerFee,
    takerFee,
    tradingHours: values.tradingHours,
    enabled: values.enabled,
    sort,
  };
}
