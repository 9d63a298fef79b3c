import { z } from 'zod';

/**
 * Console configuration of spot markets and of perpetual and delivery
 * contracts. Only settings that can change while orders rest are
 * here: tick, lot and contract size are fixed at listing, because resting
 * orders and open positions are held in those units. The symbol travels in
 * the body: spot symbols contain a slash.
 */

/** A fee rate as a decimal fraction (0.001 = 0.1 %), at most 6 places; a maker rate may be negative. */
const feeRate = () =>
  z
    .string()
    .trim()
    .regex(/^-?\d(\.\d{1,6})?$/, { error: 'FIELD_FORMAT' });

/** A non-negative decimal (a limit of 0: none). */
const limit = () =>
  z
    .string()
    .trim()
    .regex(/^\d{1,20}(\.\d{1,18})?$/, { error: 'AMOUNT_INVALID' });

const HH_MM = '(?:[01]\\d|2[0-3]):[0-5]\\d';
const WINDOW = `${HH_MM}-(?:${HH_MM}|24:00)`;

/** UTC windows `HH:MM-HH:MM`, comma-separated; a window may pass midnight (22:00-02:00). */
export const tradingHoursField = () =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^${WINDOW}(?:,${WINDOW}){0,5}$`), { error: 'FIELD_FORMAT' });

const lots = () => z.number().int().min(1).max(1_000_000_000);
const sort = () => z.number().int().min(0).max(100_000);
const marketSymbol = z.string().trim().toUpperCase().min(1).max(40);

const atLeastOne = (body: Record<string, unknown>) =>
  Object.entries(body).some(([key, value]) => key !== 'symbol' && value !== undefined);

export const spotMarketSettingsBody = z
  .object({
    symbol: marketSymbol,
    minAmount: limit().optional(),
    maxAmount: limit().optional(),
    minNotional: limit().optional(),
    makerFee: feeRate().optional(),
    takerFee: feeRate().optional(),
    tradingHours: tradingHoursField().optional(),
    enabled: z.boolean().optional(),
    sort: sort().optional(),
  })
  .refine(atLeastOne, { error: 'FIELD_REQUIRED' });
export type SpotMarketSettings = z.output<typeof spotMarketSettingsBody>;

export const adminSpotMarketSchema = z.object({
  symbol: z.string(),
  base: z.string(),
  quote: z.string(),
  tickSize: z.string(),
  lotSize: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  minNotional: z.string(),
  makerFee: z.string(),
  takerFee: z.string(),
  tradingHours: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** Orders resting or being matched now. */
  openOrders: z.number().int(),
});
export type AdminSpotMarket = z.infer<typeof adminSpotMarketSchema>;

export const riskTierSchema = z.object({
  /** Upper bound of the tier's position notional (USDT for linear contracts, USD face value for inverse). */
  maxNotional: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,17}$/, { error: 'FIELD_FORMAT' }),
  /** Maintenance margin rate, e.g. 0.005. */
  maintenanceRate: z
    .string()
    .trim()
    .regex(/^0(\.\d{1,6})?$/, { error: 'FIELD_FORMAT' }),
  maxLeverage: z.number().int().min(1).max(500),
});
export type RiskTier = z.output<typeof riskTierSchema>;

export const contractSettingsBody = z
  .object({
    symbol: marketSymbol,
    minOpenLots: lots().optional(),
    maxOpenLots: lots().optional(),
    minCloseLots: lots().optional(),
    maxCloseLots: lots().optional(),
    /** Offered leverages; stored ascending. */
    leverages: z.array(z.number().int().min(1).max(500)).min(1).max(30).optional(),
    defaultLeverage: z.number().int().min(1).max(500).optional(),
    tiers: z.array(riskTierSchema).min(1).max(20).optional(),
    makerFee: feeRate().optional(),
    takerFee: feeRate().optional(),
    /** Perpetual contracts only. */
    fundingIntervalHours: z
      .union([z.literal(1), z.literal(2), z.literal(4), z.literal(8)])
      .optional(),
    /** Delivery series only: the minutes of index prices the settlement price averages. */
    settleWindowMinutes: z.number().int().min(1).max(1440).optional(),
    tradingHours: tradingHoursField().optional(),
    enabled: z.boolean().optional(),
    sort: sort().optional(),
  })
  .refine(atLeastOne, { error: 'FIELD_REQUIRED' });
export type ContractSettings = z.output<typeof contractSettingsBody>;

export const adminContractSchema = z.object({
  symbol: z.string(),
  product: z.enum(['perpetual', 'delivery']),
  term: z.string().nullable(),
  coin: z.string(),
  contractType: z.enum(['usdt', 'coin']),
  marginAsset: z.string(),
  contractSize: z.string(),
  tickSize: z.string(),
  minOpenLots: z.number().int(),
  maxOpenLots: z.number().int(),
  minCloseLots: z.number().int(),
  maxCloseLots: z.number().int(),
  leverages: z.array(z.number().int()),
  defaultLeverage: z.number().int(),
  tiers: z.array(riskTierSchema),
  makerFee: z.string(),
  takerFee: z.string(),
  fundingIntervalHours: z.number().int().nullable(),
  settleWindowMinutes: z.number().int().nullable(),
  /** A delivery series' current contract expiry (ms). */
  expiresAt: z.number().nullable(),
  tradingHours: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  openOrders: z.number().int(),
  openPositions: z.number().int(),
});
export type AdminContract = z.infer<typeof adminContractSchema>;

const coinSymbol = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,16}$/, { error: 'ASSET_UNKNOWN' });
/** A price or amount step: a positive decimal such as 0.01 or 1. */
const step = () =>
  z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,18})?$/, { error: 'FIELD_FORMAT' })
    .refine((value) => /[1-9]/.test(value), { error: 'FIELD_OUT_OF_RANGE' });

/**
 * A new spot market, `BASE/QUOTE`, of two listed coins. It starts suspended
 * unless `enabled` says otherwise, so operators can check it before it opens.
 */
export const spotMarketListingBody = z.object({
  base: coinSymbol(),
  quote: coinSymbol(),
  tickSize: step(),
  lotSize: step(),
  minAmount: limit(),
  maxAmount: limit(),
  minNotional: limit(),
  makerFee: feeRate(),
  takerFee: feeRate(),
  tradingHours: tradingHoursField().default('00:00-24:00'),
  enabled: z.boolean().default(false),
  sort: sort(),
});
export type SpotMarketListing = z.output<typeof spotMarketListingBody>;

/** A delivery term: minutes, hours, days or weeks (5M, 1H, 1D, 1W), or Q for quarterly. */
export const DELIVERY_TERM = /^([1-9]\d{0,3}[MHDW]|Q)$/;

/**
 * A new delivery series of a listed perpetual: same coin, sizes, leverages,
 * tiers and fees (changeable afterwards), with its own term and settlement
 * window. Its symbol is the perpetual's with the term (BTCUSDT-1W).
 */
export const deliverySeriesBody = z.object({
  perpetual: marketSymbol,
  term: z.string().trim().toUpperCase().regex(DELIVERY_TERM, { error: 'FIELD_FORMAT' }),
  settleWindowMinutes: z.number().int().min(1).max(1440),
  enabled: z.boolean().default(false),
  sort: sort(),
});
export type DeliverySeriesListing = z.output<typeof deliverySeriesBody>;
