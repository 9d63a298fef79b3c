import { formatAmount, parseDecimal, ROUNDING, type Decimal } from '@exchange/money';
import { NO_VALUE } from '../settings/fiat';
import { formatMoney } from '../perp/format';

/**
 * Display text for flash-exchange figures, from the decimal strings the
 * server sends. Amounts use the contract screens' rule (stablecoins up to 4
 * places, other coins up to 8, cut and never padded) and round down, so what
 * the user gets never reads as more than it is; a fee rounds up, so it never
 * reads as less.
 */

const STABLE = new Set(['USDT', 'USDC', 'USD']);
/** Significant digits a rate below one keeps, so 0.00001234 does not read as 0. */
const RATE_SIGNIFICANT = 4;

/** "0.5 BTC": an amount with its coin, rounded down. */
export function coinAmount(text: string | null, coin: string): string {
  return `${formatMoney(text, coin)} ${coin}`;
}

/** A fee with its coin, rounded up. */
export function feeAmount(text: string, coin: string): string {
  return `${formatMoney(text, coin, ROUNDING.ceil)} ${coin}`;
}

/** Places for a rate in `coin`: the coin's usual places, more when the rate is a tiny fraction. */
function ratePlaces(value: Decimal, coin: string): number {
  const usual = STABLE.has(coin) ? 4 : 8;
  const digits = (value.units < 0n ? -value.units : value.units).toString().length;
  // Digits before the point; zero or negative for a value below one.
  const whole = digits - value.scale;
  const significant = whole > 0 ? 0 : RATE_SIGNIFICANT - whole;
  return Math.min(value.scale, Math.max(usual, significant));
}

/** "1 BTC ≈ 94,310.5 USDT": how much toCoin one fromCoin fetches, rounded down. */
export function rateLine(rate: string, fromCoin: string, toCoin: string): string {
  const value = parseDecimal(rate.trim());
  const shown =
    value === null
      ? NO_VALUE
      : formatAmount(value, { places: ratePlaces(value, toCoin), rounding: ROUNDING.down });
  return `1 ${fromCoin} ≈ ${shown} ${toCoin}`;
}

/** "ETH → USDT → BTC". */
export const routeLine = (coins: readonly string[]) => coins.join(' → ');
