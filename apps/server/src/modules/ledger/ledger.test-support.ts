import type { Ledger } from './ledger.service.js';
import type { AccountRef, UserWallet } from './ledger.types.js';

/** Small posting builders for tests: each is a balanced posting the real modules will also make. */
export const user = (userId: number, asset = 'USDT', wallet: UserWallet = 'spot'): AccountRef => ({
  userId,
  wallet,
  asset,
});
export const custody = (asset = 'USDT', chain = 'TRON'): AccountRef => ({
  system: `custody:${chain}`,
  asset,
});

export function deposit(
  ledger: Ledger,
  key: string,
  userId: number,
  amount: string,
  asset = 'USDT',
) {
  return ledger.post({
    idempotencyKey: key,
    type: 'recharge',
    reference: key,
    lines: [
      { account: custody(asset), part: 'available', amount: `-${amount}` },
      { account: user(userId, asset), part: 'available', amount },
    ],
  });
}

/** Freezes `amount` of a user's spot balance under a withdrawal hold. */
export function freezeForWithdrawal(
  ledger: Ledger,
  key: string,
  userId: number,
  amount: string,
  asset = 'USDT',
) {
  return ledger.post({
    idempotencyKey: key,
    type: 'withdraw',
    reference: key,
    lines: [
      { account: user(userId, asset), part: 'available', amount: `-${amount}` },
      { account: user(userId, asset), part: 'frozen', amount },
    ],
    holds: {
      open: [{ key, account: user(userId, asset), part: 'frozen', amount, kind: 'withdrawal' }],
    },
  });
}

export function transfer(
  ledger: Ledger,
  key: string,
  from: AccountRef,
  to: AccountRef,
  amount: string,
) {
  return ledger.post({
    idempotencyKey: key,
    type: 'transfer',
    reference: key,
    lines: [
      { account: from, part: 'available', amount: `-${amount}` },
      { account: to, part: 'available', amount },
    ],
  });
}
