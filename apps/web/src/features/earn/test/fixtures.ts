import type { EarnOrder, EarnProduct, EarnProof, EarnQuote } from '@exchange/contracts';
import type { Handler } from '../../account/test/fakeServer';
import { baseRoutes, page } from '../../lending/test/fixtures';
import type { EarnOrderDetail, EarnPayout, EarnProductDetail, EarnRate } from '../queries';

/** Amounts are decimal strings here as on the wire; tests never build them from numbers. */

export const PRODUCTS = '/financial/fund/products';
export const PRODUCT = '/financial/fund/product';
export const QUOTE = '/financial/fund/quote';
export const PROOF = '/financial/fund/proof';
export const BUY = '/financial/fund/buy';
export const REDEEM = '/financial/fund/redeem';
export const ORDERS = '/financial/fund/orders';
export const ORDER = '/financial/fund/order';
export const INCOME = '/financial/fund/income';
export const WALLET = '/asset/wallet';

const DAY_MS = 86_400_000;
/** 2025-03-01 04:00 UTC, a payout time. */
export const PAYOUT_AT = Date.UTC(2025, 2, 1, 4);

/**
 * The spec's fund: 5 days at 0.3 % to 0.5 % a day (APR 109.5 % to
 * 182.5 %), early redemption 0.4 % a day left; 60 % of its stock sold.
 */
export function product(overrides: Partial<EarnProduct> = {}): EarnProduct {
  return {
    id: 1,
    kind: 'fund',
    coin: 'USDT',
    decimals: 6,
    name: 'USDT 5-day fund',
    cycleDays: 5,
    rateMin: '0.003',
    rateMax: '0.005',
    aprMin: '1.095',
    aprMax: '1.825',
    userLimit: '50000',
    minAmount: '100',
    maxAmount: '20000',
    stock: '100000',
    remaining: '40000',
    penaltyRatio: '0.004',
    opensAt: PAYOUT_AT - DAY_MS,
    closesAt: PAYOUT_AT + 30 * DAY_MS,
    lockDate: null,
    sale: 'open',
    payoutHour: 4,
    timeZone: 'UTC',
    ...overrides,
  };
}

/** A 30-day pool lock-up at a fixed 0.2 % a day (APR 73 %), locking on 2025-03-10. */
export function lockup(overrides: Partial<EarnProduct> = {}): EarnProduct {
  return product({
    id: 2,
    kind: 'lockup',
    name: 'USDT 30-day pool lock-up',
    cycleDays: 30,
    rateMin: '0.002',
    rateMax: '0.002',
    aprMin: '0.73',
    aprMax: '0.73',
    penaltyRatio: '0',
    lockDate: '2025-03-10',
    stock: '50000',
    remaining: '50000',
    ...overrides,
  });
}

export function rate(overrides: Partial<EarnRate> = {}): EarnRate {
  return { day: '2025-03-01', rate: '0.004', apr: '1.46', source: 'published', ...overrides };
}

export function productDetail(
  overrides: Partial<EarnProduct> = {},
  rates: EarnRate[] = [
    rate({ day: '2025-03-03', rate: '0.005', apr: '1.825' }),
    rate({ day: '2025-03-02' }),
    rate({ day: '2025-03-01', rate: '0.003', apr: '1.095', source: 'minimum' }),
  ],
): EarnProductDetail {
  return { ...product(overrides), rates };
}

/** The spec's example: 10,000 USDT for 5 days at 0.3 % to 0.5 % earns 150 to 250. */
export function quote(overrides: Partial<EarnQuote> = {}): EarnQuote {
  return {
    amount: '10000',
    purchaseDate: '2025-03-01',
    valueDate: '2025-03-02',
    firstPayoutAt: PAYOUT_AT + 2 * DAY_MS,
    maturityDate: '2025-03-07',
    maturityAt: PAYOUT_AT + 6 * DAY_MS,
    days: 5,
    incomeMin: '150',
    incomeMax: '250',
    aprMin: '1.095',
    aprMax: '1.825',
    ...overrides,
  };
}

/**
 * 1,000 USDT in the fund, two days paid: redeeming now costs the spec's
 * 0.4 % × 3 × 1,000 = 12, so 988 comes back.
 */
export function order(overrides: Partial<EarnOrder> = {}): EarnOrder {
  return {
    id: '9001',
    productId: 1,
    kind: 'fund',
    name: 'USDT 5-day fund',
    coin: 'USDT',
    amount: '1000',
    cycleDays: 5,
    rateMin: '0.003',
    rateMax: '0.005',
    aprMin: '1.095',
    aprMax: '1.825',
    penaltyRatio: '0.004',
    status: 'custody',
    createdAt: PAYOUT_AT - DAY_MS,
    valueDate: '2025-03-02',
    firstPayoutAt: PAYOUT_AT + 2 * DAY_MS,
    maturityDate: '2025-03-07',
    maturityAt: PAYOUT_AT + 6 * DAY_MS,
    daysPaid: 2,
    incomePaid: '7',
    incomeMin: '15',
    incomeMax: '25',
    reserveLeft: '18',
    nextPayoutAt: PAYOUT_AT + 4 * DAY_MS,
    redeemNow: { remainingDays: 3, penalty: '12', returned: '988' },
    cancellable: false,
    penalty: null,
    returned: null,
    closedAt: null,
    ...overrides,
  };
}

/** A lock-up subscription before its lock date: it may still be cancelled. */
export function confirmingLockup(overrides: Partial<EarnOrder> = {}): EarnOrder {
  return order({
    id: '9002',
    productId: 2,
    kind: 'lockup',
    name: 'USDT 30-day pool lock-up',
    cycleDays: 30,
    rateMin: '0.002',
    rateMax: '0.002',
    aprMin: '0.73',
    aprMax: '0.73',
    penaltyRatio: '0',
    status: 'confirming',
    valueDate: '2025-03-10',
    maturityDate: '2025-04-09',
    daysPaid: 0,
    incomePaid: '0',
    incomeMin: '60',
    incomeMax: '60',
    reserveLeft: '60',
    nextPayoutAt: null,
    redeemNow: null,
    cancellable: true,
    ...overrides,
  });
}

export function payout(overrides: Partial<EarnPayout> = {}): EarnPayout {
  return {
    orderId: '9001',
    productId: 1,
    name: 'USDT 5-day fund',
    coin: 'USDT',
    day: '2025-03-03',
    rate: '0.004',
    source: 'published',
    amount: '4',
    transactionId: 'tx-0003',
    paidAt: PAYOUT_AT + 3 * DAY_MS,
    ...overrides,
  };
}

export function orderDetail(
  overrides: Partial<EarnOrder> = {},
  payouts: EarnPayout[] = [
    payout(),
    payout({
      day: '2025-03-02',
      rate: '0.003',
      source: 'minimum',
      amount: '3',
      transactionId: 'tx-0002',
    }),
  ],
): EarnOrderDetail {
  return { ...order(overrides), payouts };
}

export function ordersPage(
  list: EarnOrder[],
  custody = [{ coin: 'USDT', amount: '1000' }],
  total = list.length,
  pageNo = 1,
) {
  return { ...page(list, total, pageNo), custody };
}

/** The fund's funding account: 500 funded, 200 reserved, 300 free against 250 the unsold stock could earn. */
export function proof(overrides: Partial<EarnProof> = {}): EarnProof {
  return {
    productId: 1,
    coin: 'USDT',
    funded: '500',
    reserved: '200',
    free: '300',
    unsoldMaxIncome: '250',
    paid: '42.5',
    principalInCustody: '60000',
    days: [
      {
        day: '2025-03-03',
        rate: '0.004',
        source: 'published',
        orders: 12,
        principal: '60000',
        paid: '240',
      },
      { day: '2025-03-02', rate: null, source: null, orders: 3, principal: '5000', paid: '15' },
    ],
    ...overrides,
  };
}

/** Everything an earn screen may read: the products, one product, the quote, the orders... */
export function earnRoutes(
  extra: Record<string, Handler | Handler[]> = {},
  spot: Record<string, string> = { USDT: '20000' },
) {
  return {
    ...baseRoutes(spot),
    [`GET ${PRODUCTS}`]: (_body: unknown, query: URLSearchParams) => ({
      data: query.get('kind') === 'lockup' ? [lockup()] : [product()],
    }),
    [`GET ${PRODUCT}`]: () => ({ data: productDetail() }),
    [`GET ${QUOTE}`]: (_body: unknown, query: URLSearchParams) => ({
      data: quote({ amount: query.get('amount') ?? '0' }),
    }),
    [`GET ${PROOF}`]: () => ({ data: proof() }),
    [`GET ${ORDERS}`]: () => ({ data: ordersPage([order()]) }),
    [`GET ${ORDER}`]: () => ({ data: orderDetail() }),
    [`GET ${INCOME}`]: () => ({ data: page([payout()]) }),
    ...extra,
  } satisfies Record<string, Handler | Handler[]>;
}
