import type { ContractTicker, PerpConfig } from '@exchange/contracts';
import {
  decimal,
  div,
  isZero,
  mul,
  parseDecimal,
  ROUNDING,
  sub,
  toFixed,
  toPlainString,
  type Decimal,
} from '@exchange/money';
import { notionalOf } from '../perp/perpMath';
import { matchesNeedle, searchNeedle, sortRows, type MarketSort } from './marketList';

/**
 * The Markets screen's contract lists: each listed contract beside its
 * 24-hour ticker, searched and sorted as the spot list is (marketList.ts).
 * Figures stay decimal strings; arithmetic goes through @exchange/money.
 */

export interface ContractListing {
  readonly contract: PerpConfig;
  /** Null until the tickers arrive, or for a contract the tickers do not know yet. */
  readonly ticker: ContractTicker | null;
}

/** The enabled contracts in the server's order, each with its ticker. */
export function contractListings(
  contracts: readonly PerpConfig[],
  tickers: readonly ContractTicker[],
): ContractListing[] {
  const bySymbol = new Map(tickers.map((ticker) => [ticker.symbol, ticker]));
  return contracts
    .filter((contract) => contract.enabled)
    .map((contract) => ({ contract, ticker: bySymbol.get(contract.symbol) ?? null }));
}

const HUNDRED = decimal('100');

const figure = (text: string | null | undefined): Decimal | null =>
  text == null ? null : parseDecimal(text.trim());

/**
 * The 24-hour change in percent with two decimals ("-1.25"), as the spot
 * ticker computes it: from the window's first trade to the last price,
 * which the mark topic keeps live. Null without a trade in the window.
 */
export function contractChange({ contract, ticker }: ContractListing): string | null {
  const open = figure(ticker?.open);
  const last = figure(contract.lastPrice);
  if (open === null || last === null || isZero(open)) return null;
  const percent = div(mul(sub(last, open), HUNDRED), open, 2, ROUNDING.half_up);
  return toFixed(percent, 2, ROUNDING.half_up);
}

/**
 * The open interest's value in the quote currency: lots × contract size ×
 * mark price for a linear contract, the USD face value for an inverse one.
 * Null while the open interest or (linear) a price is unknown.
 */
export function openInterestValue(contract: PerpConfig): string | null {
  if (contract.openInterestLots === null) return null;
  const value = notionalOf(
    contract,
    contract.openInterestLots,
    contract.markPrice ?? contract.lastPrice,
  );
  return value === null ? null : toPlainString(value);
}

/** Matches the symbol ("BTCUSDT-5M") or the base coin, ignoring case and separators. */
export function searchContracts(
  listings: readonly ContractListing[],
  query: string,
): readonly ContractListing[] {
  const needle = searchNeedle(query);
  if (needle === '') return listings;
  return listings.filter(({ contract }) => matchesNeedle(needle, [contract.symbol]));
}

export function sortContracts(
  listings: readonly ContractListing[],
  sort: MarketSort | null,
): readonly ContractListing[] {
  return sortRows(listings, sort, {
    name: (listing) => listing.contract.symbol,
    price: (listing) => listing.contract.lastPrice,
    change: (listing) => figure(contractChange(listing)),
  });
}
