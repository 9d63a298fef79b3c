import type { EarnProduct } from '@exchange/contracts';
import { gt, parseDecimal } from '@exchange/money';
import { formatExact } from '../wallet/format';
import { canonicalAmount, type Problem } from '../wallet/transferRules';
import { checkLendingAmount } from '../lending/lendingRules';

/**
 * The buy form's checks, mirroring the earn service's (`checkPurchase`)
 * so a mistake shows before anything is sent. The server stays the judge:
 * it also counts what the user already holds, and its refusals
 * (EARN_USER_LIMIT, EARN_STOCK_SHORT, EARN_SOLD_OUT...) are toasted.
 */

type Terms = Pick<
  EarnProduct,
  'coin' | 'decimals' | 'minAmount' | 'maxAmount' | 'remaining' | 'userLimit'
>;

/** A plain positive decimal with at most the coin's decimals, within one purchase's range. */
function checkRange(text: string, product: Terms, available?: string | null): Problem | undefined {
  const problem: Problem = {
    key: 'earn.error.outOfRange',
    params: {
      min: formatExact(product.minAmount),
      max: formatExact(product.maxAmount),
      coin: product.coin,
    },
  };
  return checkLendingAmount(text, {
    decimals: product.decimals,
    available,
    min: { value: product.minAmount, problem },
    max: { value: product.maxAmount, problem },
  });
}

/** Also at most the spot balance, the stock left and the user's limit. */
export function checkEarnAmount(
  text: string,
  product: Terms,
  available: string | null,
): Problem | undefined {
  const problem = checkRange(text, product, available);
  if (problem) return problem;
  const value = parseDecimal(canonicalAmount(text) ?? '');
  const remaining = parseDecimal(product.remaining);
  const limit = parseDecimal(product.userLimit);
  if (value && remaining && gt(value, remaining)) {
    return {
      key: 'earn.error.stockShort',
      params: { remaining: formatExact(product.remaining), coin: product.coin },
    };
  }
  if (value && limit && gt(value, limit)) {
    return {
      key: 'earn.error.userLimit',
      params: { limit: formatExact(product.userLimit), coin: product.coin },
    };
  }
  return undefined;
}

/**
 * The amount to quote, or null while what is typed is not a purchase one
 * could make (unreadable, too many decimals, outside the range). The
 * balance does not matter: the figures help decide how much to bring.
 */
export function quotableAmount(text: string, product: Terms): string | null {
  return checkRange(text, product) ? null : canonicalAmount(text);
}
