import type { CreditLoan, CreditProduct, CreditStatistics } from '@exchange/contracts';
import type { Handler } from '../../../account/test/fakeServer';
import { uploaded } from '../../../identity/test/fixtures';
import { baseRoutes, page, PAYOUT_AT } from '../../test/fixtures';

/** Amounts are decimal strings here as on the wire; tests never build them from numbers. */

export const PRODUCTS = '/credit/loan/config/getAll';
export const APPLY = '/credit/loan/apply';
export const HISTORY = '/credit/loan/historyByPage';
export const STATISTICS = '/credit/loan/statisticsCreditLoanHis';
export const REPAY = '/credit/loan/repay';
export const UPLOAD = '/upload/local/image';

const DAY_MS = 86_400_000;

/** 100 to 10,000 USDT for 30 days at 0.05 % a day (18.25 % a year), late 0.1 % a day. */
export function product(overrides: Partial<CreditProduct> = {}): CreditProduct {
  return {
    id: 1,
    coin: 'USDT',
    coinDecimals: 2,
    minAmount: '100',
    maxAmount: '10000',
    cycleDays: 30,
    dailyRate: '0.0005',
    apr: '0.1825',
    lateDailyRate: '0.001',
    lateApr: '0.365',
    repayment: 'lump_sum',
    lender: 'Platform lending',
    exampleInterest: '150',
    ...overrides,
  };
}

/** 0.5 BTC for 7 days at 0.1 % a day. */
export const BTC_PRODUCT = product({
  id: 2,
  coin: 'BTC',
  coinDecimals: 8,
  minAmount: '0.01',
  maxAmount: '1',
  cycleDays: 7,
  dailyRate: '0.001',
  apr: '0.365',
  exampleInterest: '0.007',
});

/** A loan of 1,000 USDT lent ten days ago: interest for ten days begun, no late fee. */
export function creditLoan(overrides: Partial<CreditLoan> = {}): CreditLoan {
  return {
    id: 7,
    productId: 1,
    coin: 'USDT',
    amount: '1200',
    approvedAmount: '1000',
    cycleDays: 30,
    dailyRate: '0.0005',
    apr: '0.1825',
    lateDailyRate: '0.001',
    repayment: 'lump_sum',
    lender: 'Platform lending',
    status: 'lending',
    rejectReason: null,
    totalToRepay: '1015',
    interest: '5',
    lateFee: '0',
    owedNow: '1005',
    repaid: '0',
    overdue: false,
    documents: ['idFront', 'idBack', 'idHandheld', 'income', 'bankStatement'],
    createdAt: PAYOUT_AT,
    lentAt: PAYOUT_AT + DAY_MS,
    dueAt: PAYOUT_AT + 31 * DAY_MS,
    closedAt: null,
    ...overrides,
  };
}

/** Waiting for review: nothing approved, nothing owed. */
export function pendingLoan(overrides: Partial<CreditLoan> = {}): CreditLoan {
  return creditLoan({
    id: 8,
    status: 'pending',
    approvedAmount: null,
    totalToRepay: null,
    interest: '0',
    owedNow: '0',
    lentAt: null,
    dueAt: null,
    ...overrides,
  });
}

export function statistics(overrides: Partial<CreditStatistics> = {}): CreditStatistics {
  return {
    open: creditLoan(),
    applications: 3,
    repaidLoans: 1,
    totals: [{ coin: 'USDT', borrowed: '2500', repaid: '1520.5' }],
    ...overrides,
  };
}

/** The reads every credit screen may make, and uploads answered with `file-1`, `file-2`... */
export function creditRoutes(extra: Record<string, Handler | Handler[]> = {}) {
  let uploads = 0;
  return {
    ...baseRoutes(),
    [`GET ${PRODUCTS}`]: () => ({ data: [product(), BTC_PRODUCT] }),
    [`GET ${STATISTICS}`]: () => ({ data: statistics() }),
    [`GET ${HISTORY}`]: () => ({ data: page([creditLoan()]) }),
    [`POST ${UPLOAD}`]: () => ({ data: { ...uploaded(`file-${++uploads}`), purpose: 'document' } }),
    ...extra,
  };
}
