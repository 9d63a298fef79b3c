import type { AccountRef, HoldOpen, Posting, PostingLine } from '../ledger/index.js';
import type { EarnOrderRow } from './earn.tables.js';

/**
 * Every ledger posting of fixed-term earn products, as data. The buyer's
 * principal stays theirs: it moves from their spot wallet into their
 * finance wallet, held there (hold kind `earn_principal`) until the order
 * ends. The most the order can be paid is held in the product's funding
 * account `earn:product:<id>` (kind `earn_reserve`); each day's income is
 * taken from that hold, and what is left of it goes back to the product
 * when the order ends. Operators fill a coin's `earn:treasury` through
 * maker-checker adjustments and allocate from it to products. Amounts are
 * decimal strings; no posting creates or destroys coins.
 */

export const treasury = (coin: string): AccountRef => ({ system: 'earn:treasury', asset: coin });
export const productAccount = (productId: number, coin: string): AccountRef => ({
  system: `earn:product:${productId}`,
  asset: coin,
});
const spot = (userId: number, coin: string): AccountRef => ({
  userId,
  wallet: 'spot',
  asset: coin,
});
const finance = (userId: number, coin: string): AccountRef => ({
  userId,
  wallet: 'finance',
  asset: coin,
});
const negate = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`);
const isZero = (amount: string) => /^0(\.0*)?$/.test(amount);

export const principalHold = (orderId: string) => `earn:principal:${orderId}`;
export const reserveHold = (orderId: string) => `earn:reserve:${orderId}`;

export interface OrderMoney {
  readonly orderId: string;
  readonly userId: number;
  readonly productId: number;
  readonly coin: string;
  readonly amount: string;
}

/** What an order's postings need to know of it. */
export const moneyOf = (order: EarnOrderRow): OrderMoney => ({
  orderId: order.id,
  userId: order.user_id,
  productId: order.product_id,
  coin: order.coin,
  amount: order.amount,
});

/** A purchase: the principal into custody, the most it can earn reserved from the product. */
export function purchase(order: OrderMoney, reserved: string): Posting {
  const buyer = spot(order.userId, order.coin);
  const custody = finance(order.userId, order.coin);
  const product = productAccount(order.productId, order.coin);
  const lines: PostingLine[] = [
    { account: buyer, part: 'available', amount: negate(order.amount) },
    { account: custody, part: 'locked', amount: order.amount },
  ];
  const open: HoldOpen[] = [
    {
      key: principalHold(order.orderId),
      account: custody,
      part: 'locked',
      amount: order.amount,
      kind: 'earn_principal',
    },
  ];
  if (!isZero(reserved)) {
    lines.push(
      { account: product, part: 'available', amount: negate(reserved) },
      { account: product, part: 'locked', amount: reserved },
    );
    open.push({
      key: reserveHold(order.orderId),
      account: product,
      part: 'locked',
      amount: reserved,
      kind: 'earn_reserve',
    });
  }
  return {
    idempotencyKey: `earn:order:${order.orderId}:buy`,
    type: 'fund_purchase',
    reference: `earn:order:${order.orderId}`,
    memo: 'earn purchase',
    lines,
    holds: { open },
  };
}

/** Day `day`'s income from the order's reserve to the buyer's spot wallet. */
export function income(order: OrderMoney, day: string, amount: string): Posting {
  return {
    idempotencyKey: `earn:order:${order.orderId}:income:${day}`,
    type: 'financial_interest',
    reference: `earn:order:${order.orderId}`,
    memo: `earn income ${day}`,
    lines: [
      {
        account: productAccount(order.productId, order.coin),
        part: 'locked',
        amount: negate(amount),
      },
      { account: spot(order.userId, order.coin), part: 'available', amount },
    ],
    holds: { release: [{ key: reserveHold(order.orderId), amount }] },
  };
}

/**
 * The order ends (matured, redeemed early, or a lock-up subscription
 * cancelled before its lock): the principal less `penalty` back to the
 * buyer's spot wallet, the penalty to the product, and what is left of the
 * reserve (`unusedReserve`) free in the product's account again.
 */
export function close(
  order: OrderMoney,
  how: 'matured' | 'redeemed' | 'cancelled',
  returned: string,
  penalty: string,
  unusedReserve: string,
): Posting {
  const product = productAccount(order.productId, order.coin);
  const lines: PostingLine[] = [
    { account: finance(order.userId, order.coin), part: 'locked', amount: negate(order.amount) },
  ];
  if (!isZero(returned))
    lines.push({ account: spot(order.userId, order.coin), part: 'available', amount: returned });
  if (!isZero(penalty)) lines.push({ account: product, part: 'available', amount: penalty });
  const release: { key: string; amount?: string }[] = [{ key: principalHold(order.orderId) }];
  if (!isZero(unusedReserve)) {
    lines.push(
      { account: product, part: 'locked', amount: negate(unusedReserve) },
      { account: product, part: 'available', amount: unusedReserve },
    );
    release.push({ key: reserveHold(order.orderId) });
  }
  return {
    idempotencyKey: `earn:order:${order.orderId}:${how}`,
    type: 'fund_redemption',
    reference: `earn:order:${order.orderId}`,
    memo: `earn ${how}`,
    lines,
    holds: { release },
  };
}

/** An operator moves `amount` between a coin's treasury and a product's funding account. */
export function allocate(
  productId: number,
  coin: string,
  amount: string,
  direction: 'in' | 'out',
  key: string,
): Posting {
  const [from, to] =
    direction === 'in'
      ? [treasury(coin), productAccount(productId, coin)]
      : [productAccount(productId, coin), treasury(coin)];
  return {
    idempotencyKey: `earn:allocate:${productId}:${key}`,
    type: 'other',
    reference: `earn:product:${productId}`,
    memo: direction === 'in' ? 'earn product funded' : 'earn product defunded',
    lines: [
      { account: from, part: 'available', amount: negate(amount) },
      { account: to, part: 'available', amount },
    ],
  };
}
