import { decimal, isZero } from '@exchange/money';
import type { Posting } from '../ledger/index.js';

/**
 * Every ledger posting P2P makes, as data. Coins are in the seller's spot
 * wallet: a listed sell ad holds its remaining quantity (hold kind
 * `p2p_ad`), an order holds its quantity in escrow (kind `p2p_order`) from
 * creation until it is released to the buyer or returned. No posting here
 * creates or destroys coins: each moves them within one account's parts, or
 * from the seller to the buyer, and every amount is a decimal string.
 */

const spot = (userId: number, coin: string) => ({ userId, wallet: 'spot' as const, asset: coin });

/** The key of a sell ad's hold; it changes (`seq`) whenever coins come back to the ad. */
export const adHoldKey = (adId: number, seq: number) => `p2p-ad:${adId}:${seq}`;
export const orderHoldKey = (orderId: number) => `p2p-order:${orderId}`;

/**
 * Holds `amount` of a sell ad's owner's coins for the ad (listing it), or
 * gives them back (delisted, closed): one hold per key, opened or released whole.
 */
export function adHold(
  ad: { id: number; userId: number; coin: string },
  seq: number,
  amount: string,
  direction: 'hold' | 'release',
): Posting {
  const account = spot(ad.userId, ad.coin);
  const key = adHoldKey(ad.id, seq);
  const holding = direction === 'hold';
  return {
    idempotencyKey: `${key}:${direction}`,
    type: 'p2p_escrow',
    reference: `p2p-ad:${ad.id}`,
    memo: holding ? 'ad listed' : 'ad unlisted',
    lines: [
      { account, part: 'available', amount: holding ? `-${amount}` : amount },
      { account, part: 'frozen', amount: holding ? amount : `-${amount}` },
    ],
    holds: holding
      ? { open: [{ key, account, part: 'frozen', amount, kind: 'p2p_ad' }] }
      : { release: [{ key }] },
  };
}

interface OrderCoins {
  readonly orderId: number;
  readonly sellerId: number;
  readonly buyerId: number;
  readonly coin: string;
  readonly quantity: string;
}

/**
 * Opens an order's escrow. From a sell ad, the coins move from the ad's
 * hold to the order's (frozen stays frozen: the two lines are the move);
 * from the seller's balance when the taker sells to a buy ad.
 */
export function openEscrow(
  order: OrderCoins,
  from: { kind: 'ad'; adId: number; seq: number } | { kind: 'balance' },
): Posting {
  const account = spot(order.sellerId, order.coin);
  const key = orderHoldKey(order.orderId);
  const open = [
    { key, account, part: 'frozen' as const, amount: order.quantity, kind: 'p2p_order' as const },
  ];
  const base = {
    idempotencyKey: `${key}:open`,
    type: 'p2p_escrow' as const,
    reference: `p2p-order:${order.orderId}`,
    memo: 'order escrow',
  };
  if (from.kind === 'balance')
    return {
      ...base,
      lines: [
        { account, part: 'available', amount: `-${order.quantity}` },
        { account, part: 'frozen', amount: order.quantity },
      ],
      holds: { open },
    };
  return {
    ...base,
    lines: [
      { account, part: 'frozen', amount: `-${order.quantity}` },
      { account, part: 'frozen', amount: order.quantity },
    ],
    holds: {
      open,
      release: [{ key: adHoldKey(from.adId, from.seq), amount: order.quantity }],
    },
  };
}

/** The escrow to the buyer: one balanced transaction, irreversible. */
export function releaseEscrow(order: OrderCoins, memo: 'released' | 'decided'): Posting {
  const key = orderHoldKey(order.orderId);
  return {
    idempotencyKey: `${key}:release`,
    type: 'p2p_trade',
    reference: `p2p-order:${order.orderId}`,
    memo,
    lines: [
      { account: spot(order.sellerId, order.coin), part: 'frozen', amount: `-${order.quantity}` },
      { account: spot(order.buyerId, order.coin), part: 'available', amount: order.quantity },
    ],
    holds: { release: [{ key }] },
  };
}

/**
 * An operator's split: `buyerQuantity` of the escrow to the buyer, the rest
 * back to the seller's balance, in one balanced transaction.
 */
export function splitEscrow(
  order: OrderCoins,
  buyerQuantity: string,
  sellerQuantity: string,
): Posting {
  const key = orderHoldKey(order.orderId);
  const seller = spot(order.sellerId, order.coin);
  return {
    idempotencyKey: `${key}:split`,
    type: 'p2p_trade',
    reference: `p2p-order:${order.orderId}`,
    memo: 'split',
    lines: [
      { account: seller, part: 'frozen', amount: `-${order.quantity}` },
      { account: spot(order.buyerId, order.coin), part: 'available', amount: buyerQuantity },
      { account: seller, part: 'available', amount: sellerQuantity },
    ],
    holds: { release: [{ key }] },
  };
}

/**
 * The escrow back to where it came from: into a listed sell ad's hold (a
 * new key holding what the ad had plus the order's coins), or to the
 * seller's balance.
 */
export function returnEscrow(
  order: OrderCoins,
  to:
    | { kind: 'ad'; adId: number; oldSeq: number; held: string; newSeq: number; total: string }
    | { kind: 'balance' },
): Posting {
  const account = spot(order.sellerId, order.coin);
  const key = orderHoldKey(order.orderId);
  const base = {
    idempotencyKey: `${key}:return`,
    type: 'p2p_escrow' as const,
    reference: `p2p-order:${order.orderId}`,
    memo: 'order cancelled',
  };
  if (to.kind === 'balance')
    return {
      ...base,
      lines: [
        { account, part: 'frozen', amount: `-${order.quantity}` },
        { account, part: 'available', amount: order.quantity },
      ],
      holds: { release: [{ key }] },
    };
  const release = [{ key }];
  // The ad's old hold is empty (closed) when its last coins went into orders.
  if (!isZero(decimal(to.held))) release.push({ key: adHoldKey(to.adId, to.oldSeq) });
  return {
    ...base,
    lines: [
      { account, part: 'frozen', amount: `-${order.quantity}` },
      { account, part: 'frozen', amount: order.quantity },
    ],
    holds: {
      release,
      open: [
        {
          key: adHoldKey(to.adId, to.newSeq),
          account,
          part: 'frozen',
          amount: to.total,
          kind: 'p2p_ad',
        },
      ],
    },
  };
}

/**
 * Changes a listed sell ad's hold from `held` to `total` (its quantity was
 * edited): the old hold closes, a new one opens, and the difference moves
 * between available and frozen.
 */
export function resizeAdHold(
  ad: { id: number; userId: number; coin: string },
  oldSeq: number,
  held: string,
  newSeq: number,
  total: string,
  difference: string,
): Posting {
  const account = spot(ad.userId, ad.coin);
  const growing = !difference.startsWith('-');
  const size = growing ? difference : difference.slice(1);
  return {
    idempotencyKey: `${adHoldKey(ad.id, newSeq)}:resize`,
    type: 'p2p_escrow',
    reference: `p2p-ad:${ad.id}`,
    memo: 'ad changed',
    lines: [
      { account, part: 'available', amount: growing ? `-${size}` : size },
      { account, part: 'frozen', amount: growing ? size : `-${size}` },
    ],
    holds: {
      release: isZero(decimal(held)) ? [] : [{ key: adHoldKey(ad.id, oldSeq) }],
      open: isZero(decimal(total))
        ? []
        : [
            {
              key: adHoldKey(ad.id, newSeq),
              account,
              part: 'frozen',
              amount: total,
              kind: 'p2p_ad',
            },
          ],
    },
  };
}
