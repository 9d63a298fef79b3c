import type {
  LoanPair,
  PledgeLoan,
  PledgeLoanDetail,
  PledgeRecord,
  SavingsCoin,
  SavingsHolding,
  SavingsOverview,
  WalletOverview,
} from '@exchange/contracts';
import type { Handler } from '../../account/test/fakeServer';
import { balance, coinsFixture } from '../../wallet/test/fixtures';

/** Amounts are decimal strings here as on the wire; tests never build them from numbers. */

export const SAVINGS = '/financial/savings';
export const SUBSCRIBE = '/financial/savings/subscribe';
export const REDEEM = '/financial/savings/redeem';
export const EARN_HISTORY = '/financial/earn/his/findByPage';
export const PAIRS = '/pledge/pairs';
export const BORROW = '/pledge/borrow';
export const REPAY = '/pledge/repay';
export const ADD_COLLATERAL = '/pledge/collateral/add';
export const RENEW = '/pledge/renew';
export const LOANS = '/pledge/orders';
export const LOAN = '/pledge/order';
export const WALLET = '/asset/wallet';

/** 2025-03-01 04:00 UTC, a payout time. */
export const PAYOUT_AT = Date.UTC(2025, 2, 1, 4);

export function holding(overrides: Partial<SavingsHolding> = {}): SavingsHolding {
  return {
    total: '1250.5',
    earning: '1000',
    waiting: '200.5',
    queued: '50',
    earnsFrom: PAYOUT_AT,
    yesterdayIncome: '1.7',
    totalIncome: '12.34',
    ...overrides,
  };
}

/** USDT at 0.17 % a day (62.05 % a year), a tenth lent out. */
export function savingsCoin(overrides: Partial<SavingsCoin> = {}): SavingsCoin {
  return {
    asset: 'USDT',
    decimals: 6,
    minSubscribe: '1',
    dailyRate: '0.0017',
    apr: '0.6205',
    poolValue: '100000',
    lent: '10000',
    utilisation: '0.1',
    lastDailyRate: '0.0015',
    saverShare: '0.9',
    holding: holding(),
    ...overrides,
  };
}

export function savingsOverview(coins: SavingsCoin[] = [savingsCoin()]): SavingsOverview {
  return {
    coins,
    payoutHour: 4,
    timeZone: 'Asia/Shanghai',
    nextPayoutAt: PAYOUT_AT,
    holdHours: 24,
  };
}

/** BTC pledged for USDT at 60,000 USD: half its value may be borrowed. */
export function pair(overrides: Partial<LoanPair> = {}): LoanPair {
  return {
    id: 1,
    collateral: 'BTC',
    loanCoin: 'USDT',
    collateralDecimals: 8,
    loanDecimals: 2,
    initialRatio: '0.5',
    callRatio: '0.6',
    liquidationRatio: '0.85',
    hourlyRate: '0.0001',
    dailyRate: '0.0024',
    apr: '0.876',
    lateHourlyRate: '0.00005',
    termDays: [7, 14, 30],
    minLoan: '100',
    collateralPrice: '60000',
    loanPrice: '1',
    ...overrides,
  };
}

/** An accruing loan of 10,000 USDT against 0.5 BTC (a third of its value). */
export function loan(overrides: Partial<PledgeLoan> = {}): PledgeLoan {
  return {
    id: 42,
    collateral: 'BTC',
    loanCoin: 'USDT',
    collateralAmount: '0.5',
    borrowed: '10000',
    principal: '10000',
    interest: '12',
    interestPaid: '0',
    debt: '10012',
    hourlyRate: '0.0001',
    dailyRate: '0.0024',
    apr: '0.876',
    lateHourlyRate: '0.00005',
    termDays: 7,
    createdAt: PAYOUT_AT,
    termEnd: PAYOUT_AT + 7 * 86_400_000,
    closedAt: null,
    status: 'accruing',
    ratio: '0.333734',
    health: 'healthy',
    initialRatio: '0.5',
    callRatio: '0.6',
    liquidationRatio: '0.85',
    liquidationPrice: '23557.647058823530',
    renewable: true,
    repayable: true,
    ...overrides,
  };
}

export function record(overrides: Partial<PledgeRecord> = {}): PledgeRecord {
  return {
    kind: 'borrow',
    amount: '10000',
    interest: null,
    principal: null,
    termEnd: null,
    ratio: null,
    stage: null,
    sold: null,
    proceeds: null,
    repaid: null,
    surplus: null,
    returned: null,
    shortfall: null,
    time: PAYOUT_AT,
    ...overrides,
  };
}

export function loanDetail(
  overrides: Partial<PledgeLoan> = {},
  records: PledgeRecord[] = [record()],
): PledgeLoanDetail {
  return { ...loan(overrides), records };
}

export function page<T>(list: T[], total = list.length, pageNo = 1, pageSize = 10) {
  return { list, total, pageNo, pageSize };
}

/** The spot balances the forms draw on: 500 USDT and 2 BTC available. */
export function wallet(spot: Record<string, string> = { USDT: '500', BTC: '2' }): WalletOverview {
  return {
    totalUsd: '0',
    unpriced: [],
    accounts: [
      {
        wallet: 'spot',
        totalUsd: '0',
        unpriced: [],
        assets: Object.entries(spot).map(([asset, available]) =>
          balance(asset, available, '0', '0', available, null),
        ),
      },
    ],
  };
}

/** What every lending screen may read besides its own data. */
export function baseRoutes(spot?: Record<string, string>): Record<string, Handler | Handler[]> {
  return {
    [`GET ${WALLET}`]: () => ({ data: wallet(spot) }),
    'GET /asset/coins': () => ({ data: coinsFixture }),
    'GET /member/currency': () => ({ data: [] }),
  };
}

export const member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 0,
  perpetual_contracts_status: 0,
};
