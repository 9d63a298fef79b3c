import { z } from 'zod';
import { LOCALES } from '../locale.js';
import { digitId, id, page, pageNo, pageSize, positiveAmount, positiveDecimal } from './fields.js';
import { assetSymbol, requestId } from './wallet.js';

/**
 * Mining machines: a machine's hash rate is rented for a term of days and
 * held in custody on the platform's farm; it is returned at term end.
 * Each income day pays hash rate × that day's published hash price − the
 * machine's power cost (power × 24 h × the electricity price), per unit,
 * from the mining-income account that operators fill with real pool
 * payouts. The hash price of every day is kept with its source and date;
 * the embedded default's feed is simulated and labelled so. When the
 * income account is short, or no hash price is known for the day, the
 * payout waits and the order says why. Income accrues in the mining
 * wallet and may be withdrawn to spot every 12 hours. Amounts are decimal
 * strings; dates YYYY-MM-DD in the payout time zone; instants epoch ms.
 */

/** The spec's machine types: the 3-day experience (trial) machine, FPGA, IPFS, GPU and ASIC. */
export const MINING_MACHINE_TYPES = ['trial', 'fpga', 'ipfs', 'gpu', 'asic'] as const;
export type MiningMachineType = (typeof MINING_MACHINE_TYPES)[number];

/** How a day's hash price was set: by an operator from pool data, by the configured feed, or by the simulated feed (not market data). */
export const HASH_PRICE_SOURCES = ['operator', 'feed', 'simulated'] as const;
export type HashPriceSource = (typeof HASH_PRICE_SOURCES)[number];

/** A machine order: its machines in custody earning, or returned at term end. */
export const MINING_ORDER_STATUSES = ['custody', 'returned'] as const;
export type MiningOrderStatus = (typeof MINING_ORDER_STATUSES)[number];

/** Why an income day has not been paid yet: the mining-income account is short, or the day has no hash price. */
export const MINING_WAIT_REASONS = ['income_short', 'price_missing'] as const;
export type MiningWaitReason = (typeof MINING_WAIT_REASONS)[number];

/** Mining rewards may be withdrawn from the mining wallet to spot this often (spec: every 12 hours). */
export const MINING_WITHDRAW_EVERY_MS = 12 * 3_600_000;

export const hashPriceSchema = z.object({
  algorithm: z.string(),
  coin: z.string(),
  /** The hash-rate unit the price is per, e.g. TH/s. */
  unit: z.string(),
  day: z.string(),
  /** Coin earned per unit of hash rate over the day. */
  price: z.string(),
  source: z.enum(HASH_PRICE_SOURCES),
  /** Who or what published it: an operator's note, the feed's address, or "simulated". */
  sourceName: z.string(),
  publishedAt: z.number(),
});
export type HashPrice = z.infer<typeof hashPriceSchema>;

/** What one unit earns a day at a hash price, and how long until it pays its price back. */
export const miningEconomicsSchema = z.object({
  /** The latest published hash price, or null when none is yet. */
  hashPrice: hashPriceSchema.nullable(),
  /** Hash rate × hash price, per unit a day. */
  grossPerDay: z.string(),
  /** Power (kW) × 24 h × electricity price, per unit a day. */
  powerPerDay: z.string(),
  /** Gross less power, never below zero (a machine that costs more to run than it earns earns nothing). */
  netPerDay: z.string(),
  /** Price ÷ net per day, rounded up; null when the net is zero (never at this price). */
  breakevenDays: z.number().int().nullable(),
});

export const miningMachineSchema = z.object({
  id: z.number().int(),
  type: z.enum(MINING_MACHINE_TYPES),
  /** In the caller's language, else English. */
  name: z.string(),
  coin: z.string(),
  decimals: z.number().int(),
  /** Per unit, for one term. */
  price: z.string(),
  termDays: z.number().int(),
  algorithm: z.string(),
  hashRate: z.string(),
  hashUnit: z.string(),
  powerW: z.number().int(),
  /** Coin per kWh. */
  electricityPrice: z.string(),
  manufacturer: z.string(),
  dimensions: z.string(),
  weightKg: z.string(),
  temperature: z.string(),
  humidity: z.string(),
  /** Units in all, and not yet rented. */
  stock: z.number().int(),
  remaining: z.number().int(),
  /** The most units one user may hold in custody at once. */
  userLimit: z.number().int(),
  /** A locked machine is shown but cannot be bought. */
  locked: z.boolean(),
  economics: miningEconomicsSchema,
  payoutHour: z.number().int(),
  timeZone: z.string(),
});
export type MiningMachine = z.infer<typeof miningMachineSchema>;

export const miningMachinesQuery = z.object({
  type: z.enum(MINING_MACHINE_TYPES, { error: 'FIELD_OUT_OF_RANGE' }).optional(),
});
export const miningMachineQuery = z.object({ id: id() });

/** `GET /financial/mining/machine`: one machine with its hash price history (the last 30 days). */
export const miningMachineDetailSchema = miningMachineSchema.extend({
  hashPrices: z.array(hashPriceSchema),
});

export const miningQuoteQuery = z.object({
  machineId: id(),
  quantity: z.coerce.number({ error: 'FIELD_TYPE' }).int({ error: 'FIELD_TYPE' }).min(1).max(1000),
});
/** Before buying: cost, dates and the income at today's hash price (an estimate: each day pays that day's price). */
export const miningQuoteSchema = z.object({
  quantity: z.number().int(),
  cost: z.string(),
  termDays: z.number().int(),
  purchaseDate: z.string(),
  /** The first income day. */
  startDate: z.string(),
  firstPayoutAt: z.number(),
  /** The last income day; the machines are returned at its payout. */
  endDate: z.string(),
  endAt: z.number(),
  economics: miningEconomicsSchema,
  /** Net per day × quantity × term days at the latest hash price. */
  estimatedIncome: z.string(),
});
export type MiningQuote = z.infer<typeof miningQuoteSchema>;

export const miningBuyBody = z.object({
  machineId: id(),
  quantity: z.number({ error: 'FIELD_TYPE' }).int({ error: 'FIELD_TYPE' }).min(1).max(1000),
  requestId: requestId(),
});

/** Renew a machine order in custody for one more term of its machine, at its price. */
export const miningRenewBody = z.object({
  orderId: digitId('MINING_ORDER_NOT_FOUND'),
  requestId: requestId(),
});

export const miningOrderSchema = z.object({
  id: z.string(),
  machineId: z.number().int(),
  type: z.enum(MINING_MACHINE_TYPES),
  name: z.string(),
  coin: z.string(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  /** Everything paid for it: the purchase and any renewals. */
  paid: z.string(),
  termDays: z.number().int(),
  renewals: z.number().int(),
  algorithm: z.string(),
  hashRate: z.string(),
  hashUnit: z.string(),
  powerW: z.number().int(),
  electricityPrice: z.string(),
  status: z.enum(MINING_ORDER_STATUSES),
  createdAt: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  endAt: z.number(),
  /** Income days not yet mined (0 once returned). */
  remainingDays: z.number().int(),
  daysPaid: z.number().int(),
  incomePaid: z.string(),
  /** The next payout while one is due, else null. */
  nextPayoutAt: z.number().nullable(),
  /** Set while an income day waits: why, and since when. */
  waiting: z.object({ reason: z.enum(MINING_WAIT_REASONS), since: z.number() }).nullable(),
  /**
   * Whether it may be renewed now: a renewal's term may not be below the
   * custody order's remaining time, so a renewal opens when the days left
   * are at most one term (never for the trial machine).
   */
  renewable: z.boolean(),
  renewFrom: z.number().nullable(),
  returnedAt: z.number().nullable(),
});
export type MiningOrder = z.infer<typeof miningOrderSchema>;

export const miningOrderResultSchema = z.object({
  order: miningOrderSchema,
  /** True when this request had already been applied: nothing moved twice. */
  replayed: z.boolean(),
});

export const miningOrdersQuery = z.object({
  state: z.enum(['open', 'closed'], { error: 'FIELD_OUT_OF_RANGE' }).optional(),
  pageNo: pageNo().default(1),
  pageSize: pageSize(10, 50),
});
export const miningOrdersPageSchema = page(miningOrderSchema);

export const miningPayoutSchema = z.object({
  orderId: z.string(),
  machineId: z.number().int(),
  name: z.string(),
  coin: z.string(),
  day: z.string(),
  quantity: z.number().int(),
  hashPrice: z.string(),
  /** The hash-rate unit the price is per, e.g. TH/s. */
  hashUnit: z.string(),
  source: z.enum(HASH_PRICE_SOURCES),
  sourceName: z.string(),
  /** Hash rate × hash price × quantity. */
  gross: z.string(),
  /** Power cost × quantity. */
  power: z.string(),
  /** Gross less power, never below zero: what was paid. */
  amount: z.string(),
  /** The ledger transaction that paid it from the mining-income account (null for a zero day). */
  transactionId: z.string().nullable(),
  paidAt: z.number(),
});
export type MiningPayout = z.infer<typeof miningPayoutSchema>;

export const miningOrderQuery = z.object({ id: digitId('MINING_ORDER_NOT_FOUND') });
export const miningOrderDetailSchema = miningOrderSchema.extend({
  payouts: z.array(miningPayoutSchema),
});

/** `GET /financial/mining/rewards`: the caller's mining wallet, per coin, and when they may next withdraw. */
export const miningRewardsSchema = z.object({
  coins: z.array(
    z.object({
      coin: z.string(),
      /** Paid into the mining wallet and not yet withdrawn. */
      rewards: z.string(),
      /** Paid in all. */
      earned: z.string(),
    }),
  ),
  lastWithdrawnAt: z.number().nullable(),
  /** Null when a withdrawal may be made now. */
  nextWithdrawAt: z.number().nullable(),
  /** Whether the caller has already had their one trial machine. */
  trialBought: z.boolean(),
  /** Machines in custody now, all orders. */
  machinesInCustody: z.number().int(),
  /** Per machine, the units the caller holds in custody now (against its `userLimit`). */
  holdings: z.array(z.object({ machineId: z.number().int(), quantity: z.number().int() })),
});
export type MiningRewards = z.infer<typeof miningRewardsSchema>;

export const miningWithdrawBody = z.object({ requestId: requestId() });
export const miningWithdrawResultSchema = z.object({
  withdrawn: z.array(z.object({ coin: z.string(), amount: z.string() })),
  nextWithdrawAt: z.number(),
  replayed: z.boolean(),
});

export const miningIncomeQuery = z.object({
  pageNo: pageNo().default(1),
  pageSize: pageSize(10, 50),
});
export const miningIncomePageSchema = page(miningPayoutSchema);

export const hashPricesQuery = z.object({
  algorithm: z.string().trim().min(1).max(32).optional(),
  pageNo: pageNo().default(1),
  pageSize: pageSize(30, 100),
});
export const hashPricesPageSchema = page(hashPriceSchema);

/**
 * `GET /financial/custody`: every order holding the caller's coins or
 * machines in custody now: funds and lock-ups (principal) and machine
 * orders (machines), each with its end.
 */
export const custodyOrderSchema = z.object({
  kind: z.enum(['fund', 'lockup', 'machine']),
  id: z.string(),
  name: z.string(),
  coin: z.string(),
  /** Principal for a fund or lock-up, the price paid for machines. */
  amount: z.string(),
  /** Machines held, for a machine order. */
  quantity: z.number().int().nullable(),
  startDate: z.string(),
  endAt: z.number(),
  remainingDays: z.number().int(),
  incomePaid: z.string(),
});
export const custodyOrdersSchema = z.array(custodyOrderSchema);
export type CustodyOrder = z.infer<typeof custodyOrderSchema>;

// The console's side.

const day = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'FIELD_OUT_OF_RANGE' });
const label = (max: number) => z.string().trim().min(1).max(max);
const names = z
  .partialRecord(z.enum(LOCALES), label(80))
  .refine((value) => Boolean(value.en_US), { error: 'FIELD_OUT_OF_RANGE' });

export const miningMachineBody = z.object({
  type: z.enum(MINING_MACHINE_TYPES),
  name: names,
  coin: assetSymbol(),
  price: positiveAmount(),
  termDays: z.number().int().min(1).max(3650),
  algorithm: label(32),
  hashRate: positiveDecimal('FIELD_OUT_OF_RANGE'),
  hashUnit: label(16),
  powerW: z.number().int().min(0).max(1_000_000),
  electricityPrice: positiveDecimal('FIELD_OUT_OF_RANGE').or(z.literal('0')),
  manufacturer: label(80),
  dimensions: label(80),
  weightKg: positiveDecimal('FIELD_OUT_OF_RANGE'),
  temperature: label(40),
  humidity: label(40),
  stock: z.number().int().min(0).max(10_000_000),
  userLimit: z.number().int().min(1).max(1_000_000),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type MiningMachineBody = z.infer<typeof miningMachineBody>;

export const miningStatusBody = z.object({ status: z.enum(['listed', 'locked']) });

export const hashPriceBody = z.object({
  algorithm: label(32),
  coin: assetSymbol(),
  unit: label(16),
  day: day(),
  price: positiveDecimal('FIELD_OUT_OF_RANGE').or(z.literal('0')),
  /** Where the figure comes from, e.g. the pool's payout statement. */
  sourceName: label(120),
});

export const miningConsoleMachineSchema = miningMachineSchema.extend({
  names: z.record(z.string(), z.string()),
  status: z.enum(['draft', 'listed', 'locked']),
  sort: z.number().int(),
  /** Units in custody now. */
  sold: z.number().int(),
  openOrders: z.number().int(),
  /** Whether it was ever rented: its price, term and specifications are then fixed. */
  rented: z.boolean(),
});
export type MiningConsoleMachine = z.infer<typeof miningConsoleMachineSchema>;

/** Per coin: the mining-income account, what waiting days are owed, what has been paid and what machine sales brought in. */
export const miningIncomeAccountsSchema = z.array(
  z.object({
    coin: z.string(),
    available: z.string(),
    /** Orders whose next income day waits for this account to be filled. */
    waitingOrders: z.number().int(),
    /** Orders whose next income day waits for its hash price to be published. */
    waitingForPrice: z.number().int(),
    paid: z.string(),
    sales: z.string(),
  }),
);

export const miningPayoutsQuery = z.object({
  machineId: id().optional(),
  day: day().optional(),
  pageNo: pageNo().default(1),
  pageSize: pageSize(20, 100),
});
export const miningConsolePayoutsSchema = page(
  miningPayoutSchema.extend({ userId: z.number().int() }),
);
