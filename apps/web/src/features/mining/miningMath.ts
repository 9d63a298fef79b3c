import { decimal, isPositive, mul, parseDecimal, toPlainString } from '@exchange/money';

/**
 * The little mining arithmetic the screens do themselves: decimal text in,
 * decimal text out, never a JS number. Every other figure (economics,
 * quotes, payouts) is the server's.
 */

/** A per-machine figure for `quantity` machines (a renewal's cost, a day's net), or null if unreadable. */
export function timesQuantity(text: string, quantity: number): string | null {
  const value = parseDecimal(text.trim());
  if (value === null || !Number.isSafeInteger(quantity) || quantity < 0) return null;
  return toPlainString(mul(value, decimal(String(quantity))));
}

/** Whether a coin's rewards are more than zero (something to withdraw). */
export function hasRewards(coins: readonly { rewards: string }[]): boolean {
  return coins.some((coin) => {
    const value = parseDecimal(coin.rewards.trim());
    return value !== null && isPositive(value);
  });
}

/**
 * The most machines one purchase may ask for: the stock left, what is left
 * of the user's limit after the units they hold (`held`), the contract's
 * 1,000; one trial.
 */
export function quantityMax(
  machine: { type: string; remaining: number; userLimit: number },
  held = 0,
): number {
  if (machine.type === 'trial') return Math.min(1, machine.remaining);
  return Math.max(0, Math.min(machine.remaining, machine.userLimit - held, 1000));
}
