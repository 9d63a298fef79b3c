import type { AccountRef, Posting } from '../ledger/index.js';

/**
 * Every ledger posting of mining machines, as data. What a buyer pays for
 * machines goes from their spot wallet to `mining:sales`. Each income day
 * is paid from `mining:income` (filled by operators with real pool
 * payouts) into the buyer's mining wallet, held there (hold kind
 * `mining_reward`, one per payout) until they withdraw their rewards to
 * spot, which they may do every 12 hours. Amounts are decimal strings; no
 * posting creates or destroys coins.
 */

export const incomeAccount = (coin: string): AccountRef => ({
  system: 'mining:income',
  asset: coin,
});
export const salesAccount = (coin: string): AccountRef => ({ system: 'mining:sales', asset: coin });
const spot = (userId: number, coin: string): AccountRef => ({
  userId,
  wallet: 'spot',
  asset: coin,
});
const mining = (userId: number, coin: string): AccountRef => ({
  userId,
  wallet: 'mining',
  asset: coin,
});

/** The hold of one income day's reward, until it is withdrawn. */
export const rewardKey = (orderId: string, day: string) => `mining:reward:${orderId}:${day}`;

/** Machines bought (`what` = `buy`) or an order renewed (`renew:<request>`): the price to sales. */
export function purchase(
  order: { id: string; userId: number; coin: string },
  what: string,
  cost: string,
): Posting {
  return {
    idempotencyKey: `mining:order:${order.id}:${what}`,
    type: 'fund_purchase',
    reference: `mining:order:${order.id}`,
    memo: what === 'buy' ? 'mining machine purchase' : 'mining machine renewal',
    lines: [
      { account: spot(order.userId, order.coin), part: 'available', amount: `-${cost}` },
      { account: salesAccount(order.coin), part: 'available', amount: cost },
    ],
  };
}

/** Day `day`'s income from the mining-income account into the buyer's mining wallet, held as a reward. */
export function income(
  payout: { orderId: string; userId: number; coin: string; day: string },
  amount: string,
): Posting {
  const wallet = mining(payout.userId, payout.coin);
  return {
    idempotencyKey: `mining:order:${payout.orderId}:income:${payout.day}`,
    type: 'financial_interest',
    reference: `mining:order:${payout.orderId}`,
    memo: `mining income ${payout.day}`,
    lines: [
      { account: incomeAccount(payout.coin), part: 'available', amount: `-${amount}` },
      { account: wallet, part: 'locked', amount },
    ],
    holds: {
      open: [
        {
          key: rewardKey(payout.orderId, payout.day),
          account: wallet,
          part: 'locked',
          amount,
          kind: 'mining_reward',
        },
      ],
    },
  };
}

/** A withdrawal of one coin's rewards (the holds `rewardKeys`, `amount` in all) from the mining wallet to spot. */
export function withdraw(
  userId: number,
  requestId: string,
  coin: string,
  amount: string,
  rewardKeys: readonly string[],
): Posting {
  return {
    idempotencyKey: `mining:withdraw:${userId}:${requestId}:${coin}`,
    type: 'mining_redemption',
    reference: `mining:withdraw:${userId}`,
    memo: 'mining rewards withdrawn',
    lines: [
      { account: mining(userId, coin), part: 'locked', amount: `-${amount}` },
      { account: spot(userId, coin), part: 'available', amount },
    ],
    holds: { release: rewardKeys.map((key) => ({ key })) },
  };
}
