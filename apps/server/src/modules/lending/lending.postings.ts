import type { AccountRef, Posting, PostingLine } from '../ledger/index.js';
import type { LoanRow } from './lending.tables.js';

/**
 * Every ledger posting lending makes, as data. The pool of one coin is its
 * seven `lending:*` system accounts; their sum is the pool's cash (coins
 * in it and not lent out). Savers' coins enter `lending:pending`, earn as
 * `lending:savers` once converted to shares, and leave from either or
 * through `lending:redeeming`. A loan is paid out of the pool against
 * `lending:book` (what borrowers owe, negative); its interest is charged
 * into `lending:interest` and split at the daily payout between savers and
 * `lending:fund`, the security fund. A borrower's collateral stays in their
 * spot wallet, locked under a hold of kind `loan_collateral`. No posting
 * creates or destroys coins.
 */

export const POOL_ACCOUNTS = [
  'savers',
  'pending',
  'redeeming',
  'book',
  'interest',
  'fund',
  'deficit',
] as const;
export type PoolAccount = (typeof POOL_ACCOUNTS)[number];

export const pool = (name: PoolAccount, asset: string): AccountRef => ({
  system: `lending:${name}`,
  asset,
});
const spot = (userId: number, asset: string): AccountRef => ({ userId, wallet: 'spot', asset });
const negate = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`);

/** Moves `amount` from one account's available part to another's. */
function move(from: AccountRef, to: AccountRef, amount: string): PostingLine[] {
  return [
    { account: from, part: 'available', amount: negate(amount) },
    { account: to, part: 'available', amount },
  ];
}

/** A saver's coins into the pool, waiting to earn. */
export function subscribe(userId: number, asset: string, amount: string, key: string): Posting {
  return {
    idempotencyKey: `savings:subscribe:${userId}:${key}`,
    type: 'financial_interest',
    reference: `savings:${asset}:${userId}`,
    memo: 'flexible savings subscription',
    lines: move(spot(userId, asset), pool('pending', asset), amount),
  };
}

/**
 * A redemption paid now: from the saver's waiting coins and from their
 * shares' value. Either part may be zero (its lines are left out).
 */
export function redeem(
  userId: number,
  asset: string,
  parts: { pending: string; savers: string },
  key: string,
): Posting {
  const lines: PostingLine[] = [];
  for (const name of ['pending', 'savers'] as const) {
    const amount = parts[name];
    if (amount !== '0') lines.push(...move(pool(name, asset), spot(userId, asset), amount));
  }
  return {
    idempotencyKey: `savings:redeem:${userId}:${key}`,
    type: 'financial_interest',
    reference: `savings:${asset}:${userId}`,
    memo: 'flexible savings redemption',
    lines,
  };
}

/** A redemption that waits for cash: what the saver is owed moves to the queue. */
export function queueRedemption(
  userId: number,
  asset: string,
  parts: { pending: string; savers: string },
  redemptionId: string,
): Posting {
  const lines: PostingLine[] = [];
  for (const name of ['pending', 'savers'] as const) {
    const amount = parts[name];
    if (amount !== '0') lines.push(...move(pool(name, asset), pool('redeeming', asset), amount));
  }
  return {
    idempotencyKey: `savings:queue:${redemptionId}`,
    type: 'financial_interest',
    reference: `savings:${asset}:${userId}`,
    memo: 'flexible savings redemption queued',
    lines,
  };
}

/** A queued redemption paid from the pool's cash. */
export function payRedemption(
  userId: number,
  asset: string,
  amount: string,
  redemptionId: string,
): Posting {
  return {
    idempotencyKey: `savings:pay:${redemptionId}`,
    type: 'financial_interest',
    reference: `savings:${asset}:${userId}`,
    memo: 'flexible savings redemption paid',
    lines: move(pool('redeeming', asset), spot(userId, asset), amount),
  };
}

/**
 * The daily payout of one coin, in one posting: interest charged to open
 * loans since the last charge (the book owes more), then everything charged
 * and not yet paid out split between the savers and the security fund, then
 * subscriptions that have waited long enough join the earning pool.
 */
export function payout(
  asset: string,
  date: string,
  amounts: { charged: string; savers: string; fund: string; converted: string },
): Posting | null {
  const lines: PostingLine[] = [];
  if (amounts.charged !== '0')
    lines.push(...move(pool('book', asset), pool('interest', asset), amounts.charged));
  if (amounts.savers !== '0')
    lines.push(...move(pool('interest', asset), pool('savers', asset), amounts.savers));
  if (amounts.fund !== '0')
    lines.push(...move(pool('interest', asset), pool('fund', asset), amounts.fund));
  if (amounts.converted !== '0')
    lines.push(...move(pool('pending', asset), pool('savers', asset), amounts.converted));
  if (lines.length === 0) return null;
  return {
    idempotencyKey: `savings:payout:${asset}:${date}`,
    type: 'financial_interest',
    reference: `savings-payout:${asset}:${date}`,
    memo: 'flexible savings daily income',
    lines,
  };
}

export const collateralHoldKey = (loanId: string, seq: number) => `loan:${loanId}:${seq}`;

interface LoanRef {
  readonly id: string;
  readonly userId: number;
  readonly collateral: string;
  readonly loanCoin: string;
}

/** What the postings need of a loan row. */
export const loanRef = (loan: LoanRow): LoanRef => ({
  id: loan.id,
  userId: loan.user_id,
  collateral: loan.collateral,
  loanCoin: loan.loan_coin,
});

/**
 * A loan taken: the collateral locked under the loan's first hold, the
 * loan paid from the pool to the borrower's spot wallet.
 */
export function borrow(loan: LoanRef, collateral: string, amount: string): Posting {
  const account = spot(loan.userId, loan.collateral);
  const key = collateralHoldKey(loan.id, 0);
  return {
    idempotencyKey: `loan:${loan.id}:borrow`,
    type: 'loan',
    reference: `loan:${loan.id}`,
    memo: 'pledge loan',
    lines: [
      { account, part: 'available', amount: negate(collateral) },
      { account, part: 'locked', amount: collateral },
      ...move(pool('book', loan.loanCoin), spot(loan.userId, loan.loanCoin), amount),
    ],
    holds: {
      open: [{ key, account, part: 'locked', amount: collateral, kind: 'loan_collateral' }],
    },
  };
}

/** More collateral: the hold is replaced by one for the new total (`seq` is the new hold's). */
export function addCollateral(
  loan: LoanRef,
  seq: number,
  added: string,
  total: string,
  key: string,
): Posting {
  const account = spot(loan.userId, loan.collateral);
  return {
    idempotencyKey: `loan:${loan.id}:add:${key}`,
    type: 'loan',
    reference: `loan:${loan.id}`,
    memo: 'pledge loan collateral added',
    lines: [
      { account, part: 'available', amount: negate(added) },
      { account, part: 'locked', amount: added },
    ],
    holds: {
      release: [{ key: collateralHoldKey(loan.id, seq - 1) }],
      open: [
        {
          key: collateralHoldKey(loan.id, seq),
          account,
          part: 'locked',
          amount: total,
          kind: 'loan_collateral',
        },
      ],
    },
  };
}

/** Interest charged to one loan (before a repayment): the book owes more, the pool's interest grows. */
export function chargeInterest(loan: LoanRef, amount: string, key: string): Posting {
  return {
    idempotencyKey: `loan:${loan.id}:charge:${key}`,
    type: 'loan',
    reference: `loan:${loan.id}`,
    memo: 'pledge loan interest',
    lines: move(pool('book', loan.loanCoin), pool('interest', loan.loanCoin), amount),
  };
}

/**
 * A repayment from the borrower's spot wallet to the book; when it clears
 * the debt, the collateral's hold (`seq`) is released to them in the same
 * posting.
 */
export function repay(
  loan: LoanRef,
  amount: string,
  key: string,
  release: { seq: number; collateral: string } | null,
): Posting {
  const account = spot(loan.userId, loan.collateral);
  return {
    idempotencyKey: `loan:${loan.id}:repay:${key}`,
    type: 'loan',
    reference: `loan:${loan.id}`,
    memo: release ? 'pledge loan repaid' : 'pledge loan repayment',
    lines: [
      ...move(spot(loan.userId, loan.loanCoin), pool('book', loan.loanCoin), amount),
      ...(release && release.collateral !== '0'
        ? [
            { account, part: 'locked' as const, amount: negate(release.collateral) },
            { account, part: 'available' as const, amount: release.collateral },
          ]
        : []),
    ],
    holds: release ? { release: [{ key: collateralHoldKey(loan.id, release.seq) }] } : undefined,
  };
}

/**
 * A liquidation takes the collateral: its hold released and the coins moved
 * from the borrower's spot wallet to the platform's liquidator, which sells
 * them on the spot book (the protocol takes the position over, then sells).
 */
export function seize(
  loan: LoanRef,
  seq: number,
  collateral: string,
  liquidatorId: number,
): Posting {
  const account = spot(loan.userId, loan.collateral);
  return {
    idempotencyKey: `loan:${loan.id}:seize`,
    type: 'loan',
    reference: `loan:${loan.id}`,
    memo: 'pledge loan liquidation: collateral taken to be sold',
    lines: [
      { account, part: 'locked', amount: negate(collateral) },
      { account: spot(liquidatorId, loan.collateral), part: 'available', amount: collateral },
    ],
    holds: { release: [{ key: collateralHoldKey(loan.id, seq) }] },
  };
}

/**
 * A liquidation's end, in one posting: from the sale's proceeds the debt
 * repaid to the book, what is left of them and the unsold collateral back
 * to the borrower; a shortfall (collateral all sold, debt not covered)
 * written off the book into the deficit account, and as much of it as the
 * insurance fund holds covered from there. Zero amounts are left out.
 */
export function settleLiquidation(
  loan: LoanRef,
  liquidatorId: number,
  amounts: {
    repaid: string;
    surplus: string;
    returned: string;
    shortfall: string;
    covered: string;
  },
): Posting {
  const liquidator = (asset: string) => spot(liquidatorId, asset);
  const lines: PostingLine[] = [];
  const add = (from: AccountRef, to: AccountRef, amount: string) => {
    if (amount !== '0') lines.push(...move(from, to, amount));
  };
  add(liquidator(loan.loanCoin), pool('book', loan.loanCoin), amounts.repaid);
  add(liquidator(loan.loanCoin), spot(loan.userId, loan.loanCoin), amounts.surplus);
  add(liquidator(loan.collateral), spot(loan.userId, loan.collateral), amounts.returned);
  add(pool('deficit', loan.loanCoin), pool('book', loan.loanCoin), amounts.shortfall);
  add(
    { system: 'insurance', asset: loan.loanCoin },
    pool('deficit', loan.loanCoin),
    amounts.covered,
  );
  return {
    idempotencyKey: `loan:${loan.id}:liquidated`,
    type: 'loan',
    reference: `loan:${loan.id}`,
    memo: 'pledge loan liquidated',
    lines,
  };
}
