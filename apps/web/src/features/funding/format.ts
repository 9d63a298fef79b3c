import { formatBalance, formatExact } from '../wallet/format';

/**
 * Rules the server set (a minimum, a maximum, a review threshold, the fee a
 * refusal cites) read exactly as set: "10 USDT". Amounts that moved or will
 * move read as the wallet shows amounts: "1,000.50 USDT".
 */
export { formatExact } from '../wallet/format';

/** A rule with its coin: "10 USDT". */
export function exactWithSymbol(text: string, symbol: string): string {
  return `${formatExact(text)} ${symbol}`;
}

/** An amount (a record's amount, a fee charged, what arrives) with its coin: "1,000.50 USDT". */
export function withSymbol(text: string, symbol: string): string {
  return `${formatBalance(text)} ${symbol}`;
}
