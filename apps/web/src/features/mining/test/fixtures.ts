import type {
  CustodyOrder,
  HashPrice,
  MiningMachine,
  MiningOrder,
  MiningPayout,
  MiningQuote,
  MiningRewards,
} from '@exchange/contracts';
import type { Handler } from '../../account/test/fakeServer';
import { baseRoutes, page } from '../../lending/test/fixtures';
import type { MiningMachineDetail, MiningOrderDetail } from '../queries';

/** Amounts are decimal strings here as on the wire; tests never build them from numbers. */

export const MACHINES = '/financial/mining/machines';
export const MACHINE = '/financial/mining/machine';
export const QUOTE = '/financial/mining/quote';
export const BUY = '/financial/mining/buy';
export const RENEW = '/financial/mining/renew';
export const ORDERS = '/financial/mining/orders';
export const ORDER = '/financial/mining/order';
export const INCOME = '/financial/mining/income';
export const REWARDS = '/financial/mining/rewards';
export const WITHDRAW = '/financial/mining/withdraw';
export const CUSTODY = '/financial/custody';
export const WALLET = '/asset/wallet';

export const DAY_MS = 86_400_000;
/** 2025-03-01 04:00 UTC, a payout time. */
export const PAYOUT_AT = Date.UTC(2025, 2, 1, 4);

/** The simulated feed's price of 2025-03-01: 0.06 USDT per TH/s a day. */
export function hashPrice(overrides: Partial<HashPrice> = {}): HashPrice {
  return {
    algorithm: 'SHA-256',
    coin: 'USDT',
    unit: 'TH/s',
    day: '2025-03-01',
    price: '0.06',
    source: 'simulated',
    sourceName: 'simulated',
    publishedAt: PAYOUT_AT - 4 * 3_600_000,
    ...overrides,
  };
}

/**
 * An ASIC of 100 TH/s drawing 3,000 W at 0.05 USDT per kWh: at 0.06 a
 * TH/s it grosses 6 a day, its power costs 3.6, so it nets 2.4 and pays
 * its 240 back in 100 days.
 */
export function machine(overrides: Partial<MiningMachine> = {}): MiningMachine {
  return {
    id: 1,
    type: 'asic',
    name: 'Antminer S19',
    coin: 'USDT',
    decimals: 6,
    price: '240',
    termDays: 30,
    algorithm: 'SHA-256',
    hashRate: '100',
    hashUnit: 'TH/s',
    powerW: 3000,
    electricityPrice: '0.05',
    manufacturer: 'Bitmain',
    dimensions: '400 × 195 × 290 mm',
    weightKg: '14.2',
    temperature: '5–40 °C',
    humidity: '5–95 % RH',
    stock: 100,
    remaining: 40,
    userLimit: 20,
    locked: false,
    economics: {
      hashPrice: hashPrice(),
      grossPerDay: '6',
      powerPerDay: '3.6',
      netPerDay: '2.4',
      breakevenDays: 100,
    },
    payoutHour: 4,
    timeZone: 'UTC',
    ...overrides,
  };
}

/** The 3-day experience machine: 10 USDT, once per user. */
export function trial(overrides: Partial<MiningMachine> = {}): MiningMachine {
  return machine({
    id: 2,
    type: 'trial',
    name: '3-day experience',
    price: '10',
    termDays: 3,
    userLimit: 1,
    stock: 1000,
    remaining: 900,
    ...overrides,
  });
}

export function machineDetail(
  overrides: Partial<MiningMachine> = {},
  hashPrices: HashPrice[] = [
    hashPrice(),
    hashPrice({
      day: '2025-02-28',
      price: '0.055',
      source: 'operator',
      sourceName: 'Pool statement',
    }),
  ],
): MiningMachineDetail {
  return { ...machine(overrides), hashPrices };
}

/** Two machines: 480 USDT, from 2025-03-02 to 2025-03-31, 4.8 a day, 144 over the term. */
export function quote(overrides: Partial<MiningQuote> = {}): MiningQuote {
  return {
    quantity: 2,
    cost: '480',
    termDays: 30,
    purchaseDate: '2025-03-01',
    startDate: '2025-03-02',
    firstPayoutAt: PAYOUT_AT + 2 * DAY_MS,
    endDate: '2025-03-31',
    endAt: PAYOUT_AT + 31 * DAY_MS,
    economics: machine().economics,
    estimatedIncome: '144',
    ...overrides,
  };
}

/** Two ASICs in custody, 12 of 30 days paid; renewal opens when 30 days or fewer are left. */
export function order(overrides: Partial<MiningOrder> = {}): MiningOrder {
  return {
    id: '7001',
    machineId: 1,
    type: 'asic',
    name: 'Antminer S19',
    coin: 'USDT',
    quantity: 2,
    unitPrice: '240',
    paid: '480',
    termDays: 30,
    renewals: 0,
    algorithm: 'SHA-256',
    hashRate: '100',
    hashUnit: 'TH/s',
    powerW: 3000,
    electricityPrice: '0.05',
    status: 'custody',
    createdAt: PAYOUT_AT - DAY_MS,
    startDate: '2025-03-02',
    endDate: '2025-03-31',
    endAt: PAYOUT_AT + 31 * DAY_MS,
    remainingDays: 18,
    daysPaid: 12,
    incomePaid: '57.6',
    nextPayoutAt: PAYOUT_AT + 14 * DAY_MS,
    waiting: null,
    renewable: true,
    renewFrom: PAYOUT_AT,
    returnedAt: null,
    ...overrides,
  };
}

export function payout(overrides: Partial<MiningPayout> = {}): MiningPayout {
  return {
    orderId: '7001',
    machineId: 1,
    name: 'Antminer S19',
    coin: 'USDT',
    day: '2025-03-13',
    quantity: 2,
    hashPrice: '0.06',
    hashUnit: 'TH/s',
    source: 'simulated',
    sourceName: 'simulated',
    gross: '12',
    power: '7.2',
    amount: '4.8',
    transactionId: 'tx-m-0013',
    paidAt: PAYOUT_AT + 13 * DAY_MS,
    ...overrides,
  };
}

export function orderDetail(
  overrides: Partial<MiningOrder> = {},
  payouts: MiningPayout[] = [payout()],
): MiningOrderDetail {
  return { ...order(overrides), payouts };
}

export function rewards(overrides: Partial<MiningRewards> = {}): MiningRewards {
  return {
    coins: [{ coin: 'USDT', rewards: '57.6', earned: '57.6' }],
    lastWithdrawnAt: null,
    nextWithdrawAt: null,
    trialBought: false,
    machinesInCustody: 2,
    holdings: [{ machineId: 2, quantity: 2 }],
    ...overrides,
  };
}

export function custodyOrder(overrides: Partial<CustodyOrder> = {}): CustodyOrder {
  return {
    kind: 'machine',
    id: '7001',
    name: 'Antminer S19',
    coin: 'USDT',
    amount: '480',
    quantity: 2,
    startDate: '2025-03-02',
    endAt: PAYOUT_AT + 31 * DAY_MS,
    remainingDays: 18,
    incomePaid: '57.6',
    ...overrides,
  };
}

/** Everything a mining screen may read: the machines, one machine, the quote, the rewards... */
export function miningRoutes(
  extra: Record<string, Handler | Handler[]> = {},
  spot: Record<string, string> = { USDT: '20000' },
) {
  return {
    ...baseRoutes(spot),
    [`GET ${MACHINES}`]: () => ({ data: [trial(), machine()] }),
    [`GET ${MACHINE}`]: () => ({ data: machineDetail() }),
    [`GET ${QUOTE}`]: (_body: unknown, query: URLSearchParams) => ({
      data: quote({ quantity: Number(query.get('quantity') ?? '1') }),
    }),
    [`GET ${REWARDS}`]: () => ({ data: rewards() }),
    [`GET ${ORDERS}`]: () => ({ data: page([order()]) }),
    [`GET ${ORDER}`]: () => ({ data: orderDetail() }),
    [`GET ${INCOME}`]: () => ({ data: page([payout()]) }),
    [`GET ${CUSTODY}`]: () => ({ data: [custodyOrder()] }),
    ...extra,
  } satisfies Record<string, Handler | Handler[]>;
}
