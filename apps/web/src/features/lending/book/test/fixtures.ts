import type { LoanBook } from '@exchange/contracts';

/** Amounts are decimal strings here as on the wire; tests never build them from numbers. */

export const LOAN_BOOK = '/lending/book';

/** 2026-11-24 04:00 UTC, a payout time. */
export const PAID_AT = Date.UTC(2026, 10, 24, 4);

type Payout = LoanBook['payouts'][number];
type BookCoin = LoanBook['coins'][number];

/** 23 hours of interest on 3000 USDT at 0.2 % an hour: 90 % to savers, 10 % to the fund. */
export function payout(overrides: Partial<Payout> = {}): Payout {
  return {
    asset: 'USDT',
    date: '2026-11-24',
    interest: '138',
    savers: '124.2',
    securityFund: '13.8',
    dailyRate: '0.01242',
    transactionId: 'tx-7f3a9c',
    paidAt: PAID_AT,
    ...overrides,
  };
}

/** A USDT pool of 11,124.2 owed to savers, 3,138 of it lent. */
export function bookCoin(overrides: Partial<BookCoin> = {}): BookCoin {
  return {
    asset: 'USDT',
    owedToSavers: '11124.2',
    lent: '3138',
    cash: '8000',
    utilisation: '0.2821',
    undistributed: '5.5',
    securityFund: '13.8',
    deficit: '-5500.25',
    openLoans: 3,
    ...overrides,
  };
}

const BOUNDS = ['0', '0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.7', '0.85', '1'];

/** The server's buckets, with the given counts (missing ones are 0). */
export function ratios(counts: readonly number[] = []): LoanBook['ratios'] {
  return BOUNDS.map((from, i) => ({ from, to: BOUNDS[i + 1] ?? null, loans: counts[i] ?? 0 }));
}

/** Two coins, loans in three buckets, one unpriced, a liquidation with a shortfall, two payouts. */
export function loanBook(overrides: Partial<LoanBook> = {}): LoanBook {
  return {
    coins: [
      bookCoin(),
      bookCoin({
        asset: 'BTC',
        owedToSavers: '2.5',
        lent: '0',
        cash: '2.5',
        utilisation: '0',
        undistributed: '0',
        securityFund: '0',
        deficit: '0',
        openLoans: 0,
      }),
    ],
    ratios: ratios([0, 0, 0, 1, 4, 2]),
    unpriced: 1,
    last30Days: { marginCalls: 2, liquidations: 1, shortfall: '10500.25', covered: '5000' },
    payouts: [
      payout(),
      payout({
        date: '2026-11-23',
        interest: '0',
        savers: '0',
        securityFund: '0',
        dailyRate: '0',
        transactionId: null,
        paidAt: PAID_AT - 86_400_000,
      }),
    ],
    ...overrides,
  };
}

/** A book before any saving or loan. */
export function emptyBook(): LoanBook {
  return {
    coins: [],
    ratios: ratios(),
    unpriced: 0,
    last30Days: { marginCalls: 0, liquidations: 0, shortfall: '0', covered: '0' },
    payouts: [],
  };
}
