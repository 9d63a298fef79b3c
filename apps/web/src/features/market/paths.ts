import { normalizeSymbol, symbolToPath } from '@exchange/contracts';
import { withQuery } from '../wallet/params';

/**
 * Route paths of the market and trade screens (spec section 2). A symbol is
 * "BTC/USDT" in data and "BTC_USDT" in paths, since a slash cannot sit in a
 * path segment; a route accepts any spelling the contracts accept ("btc",
 * "BTC-USDT") and the screen then shows the canonical one.
 */

/** The market symbol for a route parameter, or null when it cannot be one. */
export function symbolParam(raw: string | undefined): string | null {
  return raw === undefined ? null : normalizeSymbol(raw);
}

export const tradePath = (symbol: string, side?: 'buy' | 'sell') =>
  withQuery(`/trade/${symbolToPath(symbol)}`, { side });
export const trendPath = (symbol: string) => `/trendDetails/${symbolToPath(symbol)}`;

/** `stops`: the conditional orders that triggered, were cancelled or were rejected. */
export type RecordTab = 'current' | 'history' | 'fills' | 'stops';
export const recordPath = (symbol: string, tab?: RecordTab) =>
  withQuery(`/tradeRecord/${symbolToPath(symbol)}`, { tab });

export const orderDetailPath = (orderId: string) => withQuery('/orderDetail', { orderId });
export const tradeDetailPath = (tradeId: string, orderId: string) =>
  withQuery('/tradeDetail', { tradeId, orderId });

/** The base coin of "BTC/USDT". */
export function baseOf(symbol: string): string {
  return symbol.split('/')[0] ?? symbol;
}

export type QuotesTab = 'favourites' | 'all' | 'perpetual' | 'delivery';

/**
 * Spec section 2: `active=2` (the tab bar's link) opens all spot markets,
 * `active=1` the favourites; ours, `active=3` the perpetual contracts and
 * `active=4` the delivery contracts.
 */
export const QUOTES_ACTIVE: Readonly<Record<QuotesTab, string>> = {
  favourites: '1',
  all: '2',
  perpetual: '3',
  delivery: '4',
};

export function quotesTabOf(active: string | null): QuotesTab {
  const tabs = Object.keys(QUOTES_ACTIVE) as QuotesTab[];
  return tabs.find((tab) => QUOTES_ACTIVE[tab] === active) ?? 'all';
}
