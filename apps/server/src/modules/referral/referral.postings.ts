import type { AccountRef, Posting } from '../ledger/index.js';

/**
 * Every ledger posting of the referral programme, as data. Rebates are paid
 * only from `promotions`, which operators fill (adjustment kind
 * `promotions_fund`). A rebate is set aside when it accrues, into
 * `referral:payable` (what the platform owes referrers), so a claim never
 * waits for money; a claim moves a referrer's vested rebates from there into
 * their spot wallet (the user's account-change type `referral_reward`); a
 * clawback returns a rebate to `promotions`. No posting creates coins.
 */

export const promotionsAccount = (asset: string): AccountRef => ({ system: 'promotions', asset });
export const payableAccount = (asset: string): AccountRef => ({
  system: 'referral:payable',
  asset,
});

/** Rebate `id` set aside from the promotions budget. */
export function setAside(id: string, asset: string, amount: string): Posting {
  return {
    idempotencyKey: `referral:rebate:${id}`,
    type: 'referral_reward',
    reference: `referral:rebate:${id}`,
    memo: 'referral rebate set aside',
    lines: [
      { account: promotionsAccount(asset), part: 'available', amount: `-${amount}` },
      { account: payableAccount(asset), part: 'available', amount },
    ],
  };
}

/** Rebate `id` returned to the promotions budget: the invitee's activity was reversed before it vested. */
export function clawBack(id: string, asset: string, amount: string): Posting {
  return {
    idempotencyKey: `referral:rebate:${id}:clawback`,
    type: 'referral_reward',
    reference: `referral:rebate:${id}`,
    memo: 'referral rebate clawed back',
    lines: [
      { account: payableAccount(asset), part: 'available', amount: `-${amount}` },
      { account: promotionsAccount(asset), part: 'available', amount },
    ],
  };
}

/** A referrer's claim of `day`: each coin's vested rebates into their spot wallet, once a day. */
export function claim(
  userId: number,
  day: string,
  amounts: readonly { asset: string; amount: string }[],
): Posting {
  return {
    idempotencyKey: `referral:claim:${userId}:${day}`,
    type: 'referral_reward',
    reference: `referral:claim:${userId}:${day}`,
    memo: 'referral rebates claimed',
    lines: amounts.flatMap(({ asset, amount }) => [
      { account: payableAccount(asset), part: 'available' as const, amount: `-${amount}` },
      {
        account: { userId, wallet: 'spot' as const, asset },
        part: 'available' as const,
        amount,
      },
    ]),
  };
}
