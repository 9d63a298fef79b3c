/**
 * Earn products as the console's API sends them: a listed USDT fund that
 * has sold (its terms fixed), a BTC lock-up still a draft and unfunded,
 * their rates, payouts and the treasuries.
 */

import type { EarnConsoleProduct } from '@exchange/contracts';

export type Product = EarnConsoleProduct;

export const FUND: Product = {
  id: 2,
  kind: 'fund',
  coin: 'USDT',
  decimals: 6,
  name: '30-day USDT fund',
  cycleDays: 30,
  rateMin: '0.0001',
  rateMax: '0.0002',
  aprMin: '0.0365',
  aprMax: '0.073',
  userLimit: '5000',
  minAmount: '100',
  maxAmount: '5000',
  stock: '10000',
  remaining: '6000',
  penaltyRatio: '0.0005',
  opensAt: 1_735_689_600_000,
  closesAt: 1_738_368_000_000,
  lockDate: null,
  sale: 'open',
  payoutHour: 4,
  timeZone: 'Asia/Shanghai',
  names: { en_US: '30-day USDT fund', zh_CN: '30天USDT基金', ja_JP: '30日USDTファンド' },
  status: 'listed',
  sort: 1,
  sold: '4000',
  openOrders: 12,
  funding: {
    productId: 2,
    coin: 'USDT',
    funded: '100',
    reserved: '24',
    free: '76',
    unsoldMaxIncome: '36',
    paid: '8.5',
    principalInCustody: '4000',
  },
};

export const LOCKUP: Product = {
  ...FUND,
  id: 3,
  kind: 'lockup',
  coin: 'BTC',
  decimals: 8,
  name: 'BTC pool lock-up',
  cycleDays: 90,
  rateMin: '0.0003',
  rateMax: '0.0003',
  aprMin: '0.1095',
  aprMax: '0.1095',
  userLimit: '2',
  minAmount: '0.01',
  maxAmount: '2',
  stock: '10',
  remaining: '10',
  penaltyRatio: '0',
  lockDate: '2025-03-01',
  sale: 'upcoming',
  names: { en_US: 'BTC pool lock-up' },
  status: 'draft',
  sort: 0,
  sold: '0',
  openOrders: 0,
  funding: {
    productId: 3,
    coin: 'BTC',
    funded: '0',
    reserved: '0',
    free: '0',
    unsoldMaxIncome: '0.27',
    paid: '0',
    principalInCustody: '0',
  },
};

export const RATES = [
  { day: '2025-01-03', rate: '0.00015', apr: '0.05475', source: 'published' },
  { day: '2025-01-02', rate: '0.0001', apr: '0.0365', source: 'minimum' },
];

export const TREASURY = [
  { coin: 'USDT', available: '25000', allocated: '100' },
  { coin: 'BTC', available: '1.5', allocated: '0' },
];

export const PAYOUT = {
  orderId: '501',
  productId: 2,
  userId: 42,
  name: '30-day USDT fund',
  coin: 'USDT',
  day: '2025-01-02',
  rate: '0.0001',
  source: 'minimum',
  amount: '0.1',
  transactionId: 'tx-7f3a9c',
  paidAt: 1_735_761_600_000,
};

/** The funding account's refusal, worded as the server words it. */
export const FUNDING_SHORT = {
  code: 27010,
  message: "The product's funding account holds 0 BTC, short of the 0.27 BTC it could owe",
};
