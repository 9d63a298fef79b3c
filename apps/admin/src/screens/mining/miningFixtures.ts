/**
 * Mining as the console's API sends it, for the tests: a listed BTC ASIC
 * that has been rented (its terms fixed), a GPU draft never rented, hash
 * prices (one simulated), the income accounts and a payout.
 */

import type { HashPrice, MiningConsoleMachine } from '@exchange/contracts';

const PRICE: HashPrice = {
  algorithm: 'SHA-256',
  coin: 'BTC',
  unit: 'TH/s',
  day: '2025-01-02',
  price: '0.00000072',
  source: 'operator',
  sourceName: 'F2Pool payout statement',
  publishedAt: 1_735_797_600_000,
};

export const ASIC: MiningConsoleMachine = {
  id: 4,
  type: 'asic',
  name: 'Antminer S19',
  coin: 'BTC',
  decimals: 8,
  price: '0.05',
  termDays: 180,
  algorithm: 'SHA-256',
  hashRate: '95',
  hashUnit: 'TH/s',
  powerW: 3250,
  electricityPrice: '0.0000008',
  manufacturer: 'Bitmain',
  dimensions: '400 × 195 × 290 mm',
  weightKg: '14.2',
  temperature: '5–45 °C',
  humidity: '5–95 %',
  stock: 100,
  remaining: 60,
  userLimit: 10,
  locked: false,
  economics: {
    hashPrice: PRICE,
    grossPerDay: '0.0000684',
    powerPerDay: '0.0000624',
    netPerDay: '0.000006',
    breakevenDays: 8334,
  },
  payoutHour: 4,
  timeZone: 'Asia/Shanghai',
  names: { en_US: 'Antminer S19', zh_CN: '蚂蚁矿机 S19', ja_JP: 'アントマイナー S19' },
  status: 'listed',
  sort: 1,
  sold: 40,
  openOrders: 12,
  rented: true,
};

export const GPU: MiningConsoleMachine = {
  ...ASIC,
  id: 5,
  type: 'gpu',
  name: 'GPU rig',
  coin: 'ETC',
  price: '12',
  termDays: 30,
  algorithm: 'Etchash',
  hashRate: '500',
  hashUnit: 'MH/s',
  powerW: 1200,
  electricityPrice: '0.005',
  stock: 20,
  remaining: 20,
  userLimit: 2,
  locked: true,
  names: { en_US: 'GPU rig' },
  status: 'draft',
  sort: 2,
  sold: 0,
  openOrders: 0,
  rented: false,
};

export const HASH_PRICES: HashPrice[] = [
  PRICE,
  {
    ...PRICE,
    day: '2025-01-01',
    price: '0.0000007',
    source: 'simulated',
    sourceName: 'simulated',
  },
];

export const INCOME = [
  { coin: 'BTC', available: '0.8', waitingOrders: 3, waitingForPrice: 1, paid: '1.25', sales: '2' },
  { coin: 'ETC', available: '0', waitingOrders: 0, waitingForPrice: 0, paid: '0', sales: '0' },
];

export const PAYOUT = {
  orderId: '9001',
  machineId: 1,
  name: 'Antminer S19',
  coin: 'BTC',
  day: '2025-01-02',
  quantity: 2,
  hashPrice: '0.00000072',
  hashUnit: 'TH/s',
  source: 'operator',
  sourceName: 'F2Pool payout statement',
  gross: '0.0001368',
  power: '0.0001248',
  amount: '0.000012',
  transactionId: 'tx-mine-51',
  paidAt: 1_735_862_400_000,
  userId: 42,
};

/** The server's refusal of a day that has paid, worded as it words it. */
export const DAY_PAID = {
  code: 27511,
  message: 'The hash price for 2025-01-02 has already paid income and cannot change',
};
