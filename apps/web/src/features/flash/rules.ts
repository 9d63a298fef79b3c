import type { MarketSummary, QuickExchange, QuickQuote } from '@exchange/contracts';
import { eq, parseDecimal } from '@exchange/money';
import { canonicalAmount, checkAmount } from '../wallet/transferRules';

/**
 * The flash-exchange form's rules, pure (STYLE.md: components never do money
 * arithmetic). The server stays the judge of every amount; these only decide
 * what to ask it and how to read its answer.
 */

/** The quote form of `quickExchangeQuery`, as sent. */
export interface QuoteRequest {
  fromCoin: string;
  toCoin: string;
  /** Canonical decimal text of fromCoin. */
  amount: string;
}

export interface Pair {
  from: string;
  to: string;
}

/** The coin the server routes through when two coins share no market (flash.core HUB). */
export const HUB_COIN = 'USDT';

/** What can be exchanged: the bases and quotes of the enabled spot markets, in the list's order. */
export function exchangeCoins(markets: readonly MarketSummary[]): string[] {
  const coins = new Set<string>();
  for (const market of markets) {
    if (!market.enabled) continue;
    coins.add(market.base);
    coins.add(market.quote);
  }
  return [...coins];
}

/**
 * The pair the form opens with: the link's coins when they can be exchanged
 * and differ, otherwise USDT into the first other coin (the common case:
 * buying a coin with stablecoins). Null when fewer than two coins exist.
 */
export function initialPair(coins: readonly string[], wanted: Partial<Pair>): Pair | null {
  const known = (coin: string | undefined) => (coin && coins.includes(coin) ? coin : undefined);
  const from = known(wanted.from) ?? (coins.includes(HUB_COIN) ? HUB_COIN : coins[0]);
  const to = known(wanted.to) ?? coins.find((coin) => coin !== from);
  if (from === undefined || to === undefined) return null;
  if (from !== to) return { from, to };
  const other = coins.find((coin) => coin !== from);
  return other === undefined ? null : { from, to: other };
}

/** Choosing on one side the coin already on the other swaps the two, so they never match. */
export function pickCoin(pair: Pair, side: keyof Pair, coin: string): Pair {
  const other = side === 'from' ? 'to' : 'from';
  if (pair[other] === coin) return { from: pair.to, to: pair.from };
  return { ...pair, [side]: coin };
}

export const swapPair = (pair: Pair): Pair => ({ from: pair.to, to: pair.from });

/**
 * The quote to ask for what is typed, or null while the amount is not a
 * positive decimal the coin can hold. The balance is not checked here: a
 * rate is worth showing even for more than the user has.
 */
export function quoteRequestOf(
  pair: Pair,
  amountText: string,
  decimals: number | undefined,
): QuoteRequest | null {
  const amount = canonicalAmount(amountText);
  if (amount === null || checkAmount(amountText, { decimals }) !== undefined) return null;
  return { fromCoin: pair.from, toCoin: pair.to, amount };
}

export function sameRequest(a: QuoteRequest | null, b: QuoteRequest | null): boolean {
  if (a === null || b === null) return a === b;
  return a.fromCoin === b.fromCoin && a.toCoin === b.toCoin && a.amount === b.amount;
}

/** The quote spends less than asked: the server cut the amount to the market's lot. */
export function isCut(quote: QuickQuote, request: QuoteRequest): boolean {
  const spent = parseDecimal(quote.fromAmount);
  const asked = parseDecimal(request.amount);
  return spent !== null && asked !== null && !eq(spent, asked);
}

/**
 * The coins a route passes through, from first to last: ["ETH", "USDT",
 * "BTC"]. Each market symbol is "BASE/QUOTE"; a leg turns the coin in hand
 * into the other side of its market.
 */
export function routeCoins(fromCoin: string, symbols: readonly string[]): string[] {
  const coins = [fromCoin];
  let current = fromCoin;
  for (const symbol of symbols) {
    const [base = '', quote = ''] = symbol.split('/');
    current = current === base ? quote : base;
    coins.push(current);
  }
  return coins;
}

/** A two-leg route's second leg can fail after the first ran: only then is PARTIAL possible. */
export const mayEndPartial = (quote: QuickQuote) => quote.route.length > 1;

/** What is left to do after a PARTIAL exchange: the held coin into the wanted one. */
export function restOf(exchange: QuickExchange): QuoteRequest | null {
  if (exchange.status !== 'PARTIAL' || exchange.heldAsset === null) return null;
  const amount = exchange.heldAmount === null ? null : canonicalAmount(exchange.heldAmount);
  if (amount === null) return null;
  return { fromCoin: exchange.heldAsset, toCoin: exchange.toCoin, amount };
}
