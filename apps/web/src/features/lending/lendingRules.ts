import type { LoanPair, PledgeLoan, SavingsCoin } from '@exchange/contracts';
import { gt, lt, parseDecimal } from '@exchange/money';
import { formatExact } from '../wallet/format';
import { canonicalAmount, checkAmount, type Problem } from '../wallet/transferRules';
import { borrowableMax, hasPrices, redeemable } from './lendingMath';

/**
 * The lending forms' checks, mirroring the server's (savings and pledge
 * services) so a mistake shows before anything is sent. The server stays
 * the judge: its refusals (LOAN_PLEDGE_RATIO_TOO_HIGH, LOAN_BELOW_MINIMUM,
 * SAVINGS_BELOW_MINIMUM...) are toasted by the API client.
 */

interface Bound {
  value: string;
  problem: Problem;
}

export interface AmountLimits {
  /** The coin's decimals; unknown until its list loads (the server still checks). */
  decimals?: number | undefined;
  /** The spot balance it comes out of, as the server sent it. */
  available?: string | null | undefined;
  min?: Bound | undefined;
  max?: Bound | undefined;
}

/**
 * Required, a plain positive decimal with at most the coin's decimals, at
 * most the spot balance, then the form's own minimum and maximum.
 */
export function checkLendingAmount(text: string, limits: AmountLimits): Problem | undefined {
  const basic = checkAmount(text, {
    decimals: limits.decimals,
    available: limits.available ?? undefined,
  });
  if (basic) return basic;
  const value = parseDecimal(canonicalAmount(text) ?? '');
  if (value === null) return { key: 'wallet.error.amountFormat' };
  const min = limits.min && parseDecimal(limits.min.value);
  if (limits.min && min && lt(value, min)) return limits.min.problem;
  const max = limits.max && parseDecimal(limits.max.value);
  if (limits.max && max && gt(value, max)) return limits.max.problem;
  return undefined;
}

/** A subscription: at least the coin's minimum, out of the spot balance. */
export function checkSubscribe(
  text: string,
  coin: Pick<SavingsCoin, 'asset' | 'decimals' | 'minSubscribe'>,
  available: string | null,
): Problem | undefined {
  return checkLendingAmount(text, {
    decimals: coin.decimals,
    available,
    min: {
      value: coin.minSubscribe,
      problem: {
        key: 'lending.error.belowMinSubscribe',
        params: { min: formatExact(coin.minSubscribe), coin: coin.asset },
      },
    },
  });
}

/** A redemption: at most what is earning and waiting (queued coins are redeemed already). */
export function checkRedeem(
  text: string,
  coin: Pick<SavingsCoin, 'asset' | 'decimals' | 'holding'>,
): Problem | undefined {
  const most = redeemable(coin.holding);
  return checkLendingAmount(text, {
    decimals: coin.decimals,
    max: {
      value: most,
      problem: {
        key: 'lending.error.aboveHolding',
        params: { amount: formatExact(most), coin: coin.asset },
      },
    },
  });
}

/** The collateral pledged: out of the spot balance of the collateral coin. */
export function checkCollateral(
  text: string,
  pair: Pick<LoanPair, 'collateralDecimals'>,
  available: string | null,
): Problem | undefined {
  return checkLendingAmount(text, { decimals: pair.collateralDecimals, available });
}

/**
 * The amount borrowed: at least the pair's minimum, at most what the
 * collateral secures at the initial pledge ratio; refused outright while a
 * price is missing.
 */
export function checkLoanAmount(
  text: string,
  pair: LoanPair,
  collateral: string,
): Problem | undefined {
  if (!hasPrices(pair)) return { key: 'lending.error.noPrice' };
  const most = borrowableMax(canonicalAmount(collateral) ?? '0', pair) ?? '0';
  return checkLendingAmount(text, {
    decimals: pair.loanDecimals,
    min: {
      value: pair.minLoan,
      problem: {
        key: 'lending.error.belowMinLoan',
        params: { min: formatExact(pair.minLoan), coin: pair.loanCoin },
      },
    },
    max: {
      value: most,
      problem: {
        key: 'lending.error.ratioTooHigh',
        params: { max: formatExact(most), coin: pair.loanCoin },
      },
    },
  });
}

/** A partial repayment: at most the debt now, out of the spot balance of the loan coin. */
export function checkRepay(
  text: string,
  loan: Pick<PledgeLoan, 'debt' | 'loanCoin'>,
  decimals: number | undefined,
  available: string | null,
): Problem | undefined {
  return checkLendingAmount(text, {
    decimals,
    available,
    max: {
      value: loan.debt,
      problem: {
        key: 'lending.error.aboveDebt',
        params: { debt: formatExact(loan.debt), coin: loan.loanCoin },
      },
    },
  });
}

/** More collateral: out of the spot balance of the collateral coin. */
export function checkAddCollateral(
  text: string,
  decimals: number | undefined,
  available: string | null,
): Problem | undefined {
  return checkLendingAmount(text, { decimals, available });
}
