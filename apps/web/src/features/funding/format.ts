import { formatBalance } from '../wallet/format';

/**
 * An amount from the server (a limit, a fee, a record's amount) as display
 * text: exact, grouped in threes, trailing zeros trimmed. Padding a minimum
 * of "1" to a coin's six decimals ("1.000000") only adds digits to read
 * past; balances keep the wallet's padded style, where columns line up.
 */
export function formatExact(text: string): string {
  return formatBalance(text);
}

/** An amount with its coin: "1,000.5 USDT". */
export function withSymbol(text: string, symbol: string): string {
  return `${formatExact(text)} ${symbol}`;
}
