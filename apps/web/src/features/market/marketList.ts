import type { MarketSummary, Ticker } from '@exchange/contracts';
import { cmp, isNegative, isPositive, parseDecimal, type Decimal } from '@exchange/money';

/**
 * Pure selections over the market list: search, sort, hot coins and movers.
 * Comparisons go through @exchange/money on the decimal strings; a market
 * without a figure (no trade yet) always sorts after those with one.
 */

export const SORT_KEYS = ['name', 'price', 'change'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export interface MarketSort {
  key: SortKey;
  direction: SortDirection;
}

/** Tapping a column: descending first for figures, ascending for names, then the other way, then off. */
export function nextSort(current: MarketSort | null, key: SortKey): MarketSort | null {
  const first: SortDirection = key === 'name' ? 'asc' : 'desc';
  if (current === null || current.key !== key) return { key, direction: first };
  if (current.direction === first) return { key, direction: first === 'asc' ? 'desc' : 'asc' };
  return null;
}

/** A search as typed, upper-cased and without separators: "btc_usdt" is "BTCUSDT". */
export function searchNeedle(query: string): string {
  return query.trim().toUpperCase().replace(/[/_-]/g, '');
}

/** Whether any of `texts` (symbols, names) holds the needle, separators ignored. */
export function matchesNeedle(needle: string, texts: readonly string[]): boolean {
  return texts.some((text) => text.toUpperCase().replace(/[/_-]/g, '').includes(needle));
}

/** Matches the symbol, the base coin or the coin's name, ignoring case and separators. */
export function searchMarkets(
  markets: readonly MarketSummary[],
  query: string,
): readonly MarketSummary[] {
  const needle = searchNeedle(query);
  if (needle === '') return markets;
  return markets.filter((market) => matchesNeedle(needle, [market.symbol, market.name]));
}

function figure(text: string | null): Decimal | null {
  return text === null ? null : parseDecimal(text.trim());
}

/** Missing figures last whatever the direction; equal figures keep the server's order. */
function byFigure(a: Decimal | null, b: Decimal | null, direction: SortDirection): number {
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  return direction === 'asc' ? cmp(a, b) : cmp(b, a);
}

/** What a list's rows give the sort columns: a name, a last price and a 24-hour change. */
export interface SortFields<T> {
  name: (row: T) => string;
  price: (row: T) => string | null;
  change: (row: T) => Decimal | null;
}

/** Any list sorted by a column, as the market list is; null keeps the given order. */
export function sortRows<T>(
  rows: readonly T[],
  sort: MarketSort | null,
  fields: SortFields<T>,
): readonly T[] {
  if (sort === null) return rows;
  const { key, direction } = sort;
  return [...rows].sort((a, b) => {
    if (key === 'name') {
      const order = fields.name(a).localeCompare(fields.name(b));
      return direction === 'asc' ? order : -order;
    }
    const value = key === 'price' ? (row: T) => figure(fields.price(row)) : fields.change;
    return byFigure(value(a), value(b), direction);
  });
}

/** A market's 24-hour change, or null before its first trade (no change to speak of). */
export function changeOf(ticker: Ticker): Decimal | null {
  return ticker.last === null ? null : figure(ticker.changePercent);
}

const MARKET_FIELDS: SortFields<MarketSummary> = {
  name: (market) => market.symbol,
  price: (market) => market.ticker.last,
  change: (market) => changeOf(market.ticker),
};

export function sortMarkets(
  markets: readonly MarketSummary[],
  sort: MarketSort | null,
): readonly MarketSummary[] {
  return sortRows(markets, sort, MARKET_FIELDS);
}

/** The spec's hot coins: isTop "1", in the server's order. */
export function hotMarkets(markets: readonly MarketSummary[]): readonly MarketSummary[] {
  return markets.filter((market) => market.isTop === '1' && market.enabled);
}

/**
 * The biggest risers (or fallers). Gainers are only markets that rose and
 * losers only markets that fell: a coin up 2 % is never a "top loser", even
 * when nothing fell. Markets without a trade are left out.
 */
export function movers(
  markets: readonly MarketSummary[],
  which: 'gainers' | 'losers',
  count: number,
): readonly MarketSummary[] {
  const traded = markets.filter((market) => {
    const change = market.enabled ? changeOf(market.ticker) : null;
    if (change === null) return false;
    return which === 'gainers' ? isPositive(change) : isNegative(change);
  });
  const direction: SortDirection = which === 'gainers' ? 'desc' : 'asc';
  return [...traded]
    .sort((a, b) => byFigure(changeOf(a.ticker), changeOf(b.ticker), direction))
    .slice(0, count);
}

/** The list with newer tickers merged in by symbol; markets not in the list are ignored. */
export function mergeTickers(
  markets: readonly MarketSummary[],
  tickers: readonly Ticker[],
): MarketSummary[] {
  const latest = new Map(tickers.map((ticker) => [ticker.symbol, ticker]));
  return markets.map((market) => {
    const ticker = latest.get(market.symbol);
    // An older ticker arriving late (a reconnect snapshot racing an update) is not applied.
    return ticker && ticker.time >= market.ticker.time ? { ...market, ticker } : market;
  });
}
