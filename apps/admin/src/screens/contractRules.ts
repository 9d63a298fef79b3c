import {
  contractSettingsBody,
  riskTierSchema,
  type AdminContract,
  type ContractSettings,
  type RiskTier,
} from '@exchange/contracts';
import type { TextKey } from '../i18n';
import { compareDecimal, movePoint } from '../lib/decimal';
import {
  feeChanges,
  feeProblems,
  fits,
  orderProblems,
  percentOf,
  rateOf,
  tradingChanges,
  tradingProblems,
  wholeOf,
  wholeProblems,
  type FieldSchema,
  type Problem,
  type TradingValues,
} from './marketRules';

/**
 * The contract form's values, problems and changes, apart from React. The
 * problems mirror the server's rules (`mergeContractSettings` and the risk
 * engine's tier checks) so that an operator learns of a bad tier table
 * before sending it; the server checks again and has the last word.
 */

const shape = contractSettingsBody.shape;

export const LOT_FIELDS = ['minOpenLots', 'maxOpenLots', 'minCloseLots', 'maxCloseLots'] as const;
type LotField = (typeof LOT_FIELDS)[number];
export const LOT_LABELS: Record<LotField, TextKey> = {
  minOpenLots: 'contracts.minOpenLots',
  maxOpenLots: 'contracts.maxOpenLots',
  minCloseLots: 'contracts.minCloseLots',
  maxCloseLots: 'contracts.maxCloseLots',
};

export const FUNDING_INTERVALS = [1, 2, 4, 8] as const;
type FundingInterval = (typeof FUNDING_INTERVALS)[number];
const isInterval = (hours: number): hours is FundingInterval =>
  FUNDING_INTERVALS.some((h) => h === hours);

/** How many tiers a contract may have, as the settings body allows. */
export const MAX_TIERS = 20;

/** The settlement window's bounds in minutes, as the settings body has them. */
const SETTLE_WINDOW = { min: 1, max: 1440 } as const;

/** One row of the tier table as typed: the maintenance rate in per cent. */
export interface TierDraft {
  /** Stable across edits, so React keeps each row's inputs when one above is removed. */
  readonly key: number;
  readonly maxNotional: string;
  readonly maintenance: string;
  readonly maxLeverage: string;
}

export interface ContractValues extends Record<LotField, string>, TradingValues {
  /** Comma-separated, as typed ("1, 2, 5, 10x"). */
  readonly leverages: string;
  readonly defaultLeverage: string;
  readonly tiers: readonly TierDraft[];
  readonly makerFee: string;
  readonly takerFee: string;
  /** Perpetuals only; '' for a delivery series. */
  readonly fundingIntervalHours: string;
  /** Delivery series only; '' for a perpetual. */
  readonly settleWindowMinutes: string;
}

/** The currency prices and tier bounds count in: USDT for linear contracts, USD for inverse ones. */
export const quoteOf = (c: AdminContract): string => (c.contractType === 'usdt' ? 'USDT' : 'USD');

/** What one contract is worth: an amount of the coin (linear) or of USD (inverse). */
export const sizeUnitOf = (c: AdminContract): string =>
  c.contractType === 'usdt' ? c.coin : 'USD';

export function tierDrafts(tiers: readonly RiskTier[]): TierDraft[] {
  return tiers.map((tier, key) => ({
    key,
    maxNotional: tier.maxNotional,
    maintenance: percentOf(tier.maintenanceRate),
    maxLeverage: String(tier.maxLeverage),
  }));
}

export function contractValuesOf(contract: AdminContract): ContractValues {
  return {
    minOpenLots: String(contract.minOpenLots),
    maxOpenLots: String(contract.maxOpenLots),
    minCloseLots: String(contract.minCloseLots),
    maxCloseLots: String(contract.maxCloseLots),
    leverages: contract.leverages.join(', '),
    defaultLeverage: String(contract.defaultLeverage),
    tiers: tierDrafts(contract.tiers),
    makerFee: percentOf(contract.makerFee),
    takerFee: percentOf(contract.takerFee),
    fundingIntervalHours: String(contract.fundingIntervalHours ?? ''),
    settleWindowMinutes: String(contract.settleWindowMinutes ?? ''),
    tradingHours: contract.tradingHours,
    enabled: contract.enabled,
    sort: String(contract.sort),
  };
}

/**
 * The offered leverages typed as "1, 2, 5" (also with spaces, Chinese commas
 * or a trailing x or ×), in the order typed; null when an entry is not a
 * whole number.
 */
export function parseLeverages(text: string): number[] | null {
  const entries = text.split(/[\s,，]+/).filter((entry) => entry !== '');
  const leverages: number[] = [];
  for (const entry of entries) {
    const match = /^(\d{1,3})[x×]?$/i.exec(entry);
    if (!match) return null;
    leverages.push(Number(match[1]));
  }
  return leverages;
}

/** The offered leverages as the server stores them: ascending, each once. */
export const offeredLeverages = (text: string): number[] =>
  [...new Set(parseLeverages(text) ?? [])].sort((a, b) => a - b);

/** The tier table as the server takes it; null while a row does not parse. */
export function tiersOf(drafts: readonly TierDraft[]): RiskTier[] | null {
  const tiers: RiskTier[] = [];
  for (const draft of drafts) {
    const maintenanceRate = rateOf(draft.maintenance);
    const maxLeverage = wholeOf(draft.maxLeverage);
    const tier = { maxNotional: draft.maxNotional, maintenanceRate, maxLeverage };
    if (maintenanceRate === null || maxLeverage === null || !fits(riskTierSchema, tier))
      return null;
    tiers.push({ maxNotional: draft.maxNotional, maintenanceRate, maxLeverage });
  }
  return tiers;
}

/**
 * Whether a position opened at the tier's full leverage would start above
 * its maintenance margin (rate × leverage < 1), which the risk engine
 * requires. Exact: the rate has at most 6 decimals, so it is a whole number
 * of millionths.
 */
function opensAboveMaintenance(tier: RiskTier): boolean {
  const millionths = BigInt(movePoint(tier.maintenanceRate, 6) ?? '1000000');
  return millionths * BigInt(tier.maxLeverage) < 1_000_000n;
}

/** Each row well-formed, then the table's shape: rising notional and rate, falling leverage cap. */
export function tierProblems(drafts: readonly TierDraft[]): Problem[] {
  if (drafts.length < 1 || drafts.length > MAX_TIERS)
    return [{ field: 'tiers', key: 'contracts.problem.tierCount', params: { max: MAX_TIERS } }];
  const problems: Problem[] = [];
  drafts.forEach((draft, index) => {
    if (!tiersOf([draft]))
      problems.push({
        field: `tier.${index}`,
        key: 'contracts.problem.tier',
        params: { n: index + 1 },
      });
  });
  const tiers = tiersOf(drafts);
  if (!tiers) return problems;
  tiers.forEach((tier, index) => {
    const field = `tier.${index}`;
    const params = { n: index + 1, previous: index };
    const below = tiers[index - 1];
    if (below && compareDecimal(tier.maxNotional, below.maxNotional) <= 0)
      problems.push({ field, key: 'contracts.problem.tierNotional', params });
    if (below && compareDecimal(tier.maintenanceRate, below.maintenanceRate) < 0)
      problems.push({ field, key: 'contracts.problem.tierRate', params });
    if (below && tier.maxLeverage > below.maxLeverage)
      problems.push({ field, key: 'contracts.problem.tierLeverage', params });
    if (!opensAboveMaintenance(tier))
      problems.push({ field, key: 'contracts.problem.tierMargin', params });
  });
  return problems;
}

/** The offered leverages: well-formed, each once, none above the first tier's cap, the default among them. */
function leverageProblems(values: ContractValues): Problem[] {
  const typed = parseLeverages(values.leverages);
  if (!typed || !fits(shape.leverages, typed))
    return [{ field: 'leverages', key: 'contracts.problem.leverages' }];
  const problems: Problem[] = [];
  const twice = typed.find((leverage, index) => typed.indexOf(leverage) !== index);
  if (twice !== undefined)
    problems.push({
      field: 'leverages',
      key: 'contracts.problem.leverageTwice',
      params: { leverage: twice },
    });
  const cap = wholeOf(values.tiers[0]?.maxLeverage ?? '');
  const highest = Math.max(...typed);
  if (cap !== null && highest > cap)
    problems.push({
      field: 'leverages',
      key: 'contracts.problem.leverageCap',
      params: { leverage: highest, cap },
    });
  const chosen = wholeOf(values.defaultLeverage);
  if (chosen === null || !typed.includes(chosen))
    problems.push({ field: 'defaultLeverage', key: 'contracts.problem.default' });
  return problems;
}

function lotProblems(values: ContractValues): Problem[] {
  const problems = LOT_FIELDS.flatMap((field) =>
    wholeProblems(field, values[field], {
      schema: shape[field],
      label: LOT_LABELS[field],
      min: 1,
      max: 1_000_000_000,
    }),
  );
  if (problems.length > 0) return problems;
  const pair = (min: LotField, max: LotField) =>
    orderProblems(
      min,
      { value: values[min], label: LOT_LABELS[min] },
      { value: values[max], label: LOT_LABELS[max] },
    );
  return [...pair('minOpenLots', 'maxOpenLots'), ...pair('minCloseLots', 'maxCloseLots')];
}

/** A delivery series' settlement window: whole minutes within the bounds its schema allows. */
export const settleWindowProblems = (text: string, schema: FieldSchema): Problem[] =>
  wholeProblems('settleWindowMinutes', text, {
    schema,
    label: 'contracts.settleWindow',
    ...SETTLE_WINDOW,
  });

export function contractProblems(contract: AdminContract, values: ContractValues): Problem[] {
  const delivery = contract.product === 'delivery';
  return [
    ...lotProblems(values),
    ...leverageProblems(values),
    ...tierProblems(values.tiers),
    ...feeProblems(values.makerFee, values.takerFee, { schema: shape.makerFee, rebate: true }),
    ...(delivery
      ? settleWindowProblems(values.settleWindowMinutes, shape.settleWindowMinutes)
      : []),
    ...tradingProblems(values, shape.sort),
  ];
}

const sameTiers = (a: readonly RiskTier[], b: readonly RiskTier[]) =>
  a.length === b.length &&
  a.every((tier, index) => {
    const other = b[index];
    return (
      other !== undefined &&
      compareDecimal(tier.maxNotional, other.maxNotional) === 0 &&
      compareDecimal(tier.maintenanceRate, other.maintenanceRate) === 0 &&
      tier.maxLeverage === other.maxLeverage
    );
  });

/**
 * The settings that differ from the server's. Leverages and tiers are lists
 * the server replaces whole, so either is sent complete when any entry
 * changed; leverages compare as the set the server would store.
 */
export function contractChanges(before: AdminContract, values: ContractValues): ContractSettings {
  const change: ContractSettings = { symbol: before.symbol };
  for (const field of LOT_FIELDS) {
    const lots = wholeOf(values[field]);
    if (lots !== null && lots !== before[field]) change[field] = lots;
  }
  const leverages = offeredLeverages(values.leverages);
  if (leverages.length > 0 && leverages.join() !== before.leverages.join())
    change.leverages = leverages;
  const chosen = wholeOf(values.defaultLeverage);
  if (chosen !== null && chosen !== before.defaultLeverage) change.defaultLeverage = chosen;
  const tiers = tiersOf(values.tiers);
  if (tiers && !sameTiers(tiers, before.tiers)) change.tiers = tiers;
  const hours = wholeOf(values.fundingIntervalHours);
  const perpetual = before.product === 'perpetual';
  if (perpetual && hours !== null && isInterval(hours) && hours !== before.fundingIntervalHours)
    change.fundingIntervalHours = hours;
  const minutes = wholeOf(values.settleWindowMinutes);
  if (before.product === 'delivery' && minutes !== null && minutes !== before.settleWindowMinutes)
    change.settleWindowMinutes = minutes;
  return { ...change, ...feeChanges(before, values), ...tradingChanges(before, values) };
}
