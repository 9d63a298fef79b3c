import {
  creditProductConfigSchema,
  loanPairConfigSchema,
  savingsCoinConfigSchema,
  type CreditProductConfig,
  type LoanPairConfig,
} from '@exchange/contracts';
import type { CreditProductRow } from '../../api/credit';
import type { LoanPairRow, SavingsCoinConfig } from '../../api/lending';
import { compareDecimal, movePoint } from '../../lib/decimal';
import { fits, wholeOf, type Problem } from '../marketRules';

/**
 * The lending forms apart from React: their drafts, problems and bodies.
 * Formats are the contract's own field schemas; the server checks again
 * (which coins it knows, which books exist) and has the last word.
 */

/** A daily rate's annual equivalent is 365 days of it, an hourly rate's 8760 hours. */
export const DAYS_A_YEAR = 365;
export const HOURS_A_YEAR = 8760;

const PLAIN = /^(\d+)(?:\.(\d+))?$/;

/**
 * `rate` × `times`, exactly: the digits times a whole number as a BigInt,
 * the point put back where it was (never a float). Shown beside a rate as
 * it is typed; the server works out the same and sends its own.
 */
export function timesWhole(rate: string, times: number): string | null {
  const match = PLAIN.exec(rate.trim());
  if (!match || !Number.isSafeInteger(times) || times < 0) return null;
  const fraction = match[2] ?? '';
  const product = BigInt(`${match[1] ?? '0'}${fraction}`) * BigInt(times);
  return movePoint(product.toString(), -fraction.length);
}

/** A fraction as per cent ("0.0005" is "0.05"), or null for what is not a decimal. */
export const percentText = (fraction: string): string | null => movePoint(fraction.trim(), 2);

/** A list of whole days as typed ("7, 14, 30"): the numbers, or null if one is not whole. */
export function daysOf(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter((part) => part !== '');
  const days = parts.map(wholeOf);
  return days.every((day): day is number => day !== null) ? days : null;
}

const pairShape = loanPairConfigSchema.shape;
const productShape = creditProductConfigSchema.shape;
const coinShape = savingsCoinConfigSchema.shape;

/** A pledge pair as typed. */
export interface PairDraft {
  readonly id: number | null;
  readonly collateral: string;
  readonly loanCoin: string;
  readonly initialRatio: string;
  readonly callRatio: string;
  readonly liquidationRatio: string;
  readonly hourlyRate: string;
  readonly lateHourlyRate: string;
  readonly termDays: string;
  readonly minLoan: string;
  readonly enabled: boolean;
}

export const PAIR_FIELDS = [
  'initialRatio',
  'callRatio',
  'liquidationRatio',
  'hourlyRate',
  'lateHourlyRate',
  'minLoan',
] as const;

export const NEW_PAIR: PairDraft = {
  id: null,
  collateral: '',
  loanCoin: '',
  initialRatio: '',
  callRatio: '',
  liquidationRatio: '',
  hourlyRate: '',
  lateHourlyRate: '',
  termDays: '',
  minLoan: '',
  enabled: true,
};

export const pairDraft = (pair: LoanPairRow): PairDraft => ({
  id: pair.id,
  collateral: pair.collateral,
  loanCoin: pair.loanCoin,
  initialRatio: pair.initialRatio,
  callRatio: pair.callRatio,
  liquidationRatio: pair.liquidationRatio,
  hourlyRate: pair.hourlyRate,
  lateHourlyRate: pair.lateHourlyRate,
  termDays: pair.termDays.join(', '),
  minLoan: pair.minLoan,
  enabled: pair.enabled,
});

/** Each field in the contract's format; the three ratios rising; two different coins. */
export function pairProblems(d: PairDraft): Problem[] {
  const problems: Problem[] = [];
  for (const coin of ['collateral', 'loanCoin'] as const)
    if (!fits(pairShape[coin], d[coin]))
      problems.push({
        field: coin,
        key: 'lending.problem.coin',
        labels: { field: `lending.${coin}` },
      });
  if (d.collateral !== '' && d.collateral.toUpperCase() === d.loanCoin.toUpperCase())
    problems.push({ field: 'loanCoin', key: 'lending.problem.sameCoin' });
  for (const field of PAIR_FIELDS)
    if (!fits(pairShape[field], d[field]))
      problems.push({
        field,
        key: 'lending.problem.format',
        labels: { field: `lending.${field}` },
      });
  const ratios = [d.initialRatio, d.callRatio, d.liquidationRatio];
  if (
    ratios.every((ratio) => fits(pairShape.initialRatio, ratio)) &&
    !(
      compareDecimal(d.initialRatio, d.callRatio) < 0 &&
      compareDecimal(d.callRatio, d.liquidationRatio) < 0
    )
  )
    problems.push({ field: 'callRatio', key: 'lending.problem.ratios' });
  if (!fits(pairShape.termDays, daysOf(d.termDays)))
    problems.push({ field: 'termDays', key: 'lending.problem.terms' });
  return problems;
}

/** What the server gets; only sent without problems, so the terms are whole days. */
export function pairBody(d: PairDraft): LoanPairConfig {
  const { id, termDays, ...rest } = d;
  return {
    ...rest,
    ...(id === null ? {} : { id }),
    collateral: d.collateral.trim().toUpperCase(),
    loanCoin: d.loanCoin.trim().toUpperCase(),
    termDays: daysOf(termDays) ?? [],
  };
}

/** A credit product as typed. */
export interface ProductDraft {
  readonly id: number | null;
  readonly coin: string;
  readonly minAmount: string;
  readonly maxAmount: string;
  readonly cycleDays: string;
  readonly dailyRate: string;
  readonly lateDailyRate: string;
  readonly lender: string;
  readonly enabled: boolean;
}

export const NEW_PRODUCT: ProductDraft = {
  id: null,
  coin: '',
  minAmount: '',
  maxAmount: '',
  cycleDays: '',
  dailyRate: '',
  lateDailyRate: '',
  lender: '',
  enabled: true,
};

export const productDraft = (p: CreditProductRow): ProductDraft => ({
  id: p.id,
  coin: p.coin,
  minAmount: p.minAmount,
  maxAmount: p.maxAmount,
  cycleDays: String(p.cycleDays),
  dailyRate: p.dailyRate,
  lateDailyRate: p.lateDailyRate,
  lender: p.lender,
  enabled: p.enabled,
});

const PRODUCT_FIELDS = ['minAmount', 'maxAmount', 'dailyRate', 'lateDailyRate'] as const;

export function productProblems(d: ProductDraft): Problem[] {
  const problems: Problem[] = [];
  if (!fits(productShape.coin, d.coin))
    problems.push({ field: 'coin', key: 'lending.problem.coin', labels: { field: 'credit.coin' } });
  for (const field of PRODUCT_FIELDS)
    if (!fits(productShape[field], d[field]))
      problems.push({ field, key: 'lending.problem.format', labels: { field: `credit.${field}` } });
  if (
    fits(productShape.minAmount, d.minAmount) &&
    fits(productShape.maxAmount, d.maxAmount) &&
    compareDecimal(d.minAmount, d.maxAmount) > 0
  )
    problems.push({ field: 'maxAmount', key: 'credit.problem.range' });
  if (!fits(productShape.cycleDays, wholeOf(d.cycleDays)))
    problems.push({ field: 'cycleDays', key: 'credit.problem.cycle' });
  if (!fits(productShape.lender, d.lender))
    problems.push({ field: 'lender', key: 'credit.problem.lender' });
  return problems;
}

export function productBody(d: ProductDraft): CreditProductConfig {
  const { id, ...rest } = d;
  return {
    ...rest,
    ...(id === null ? {} : { id }),
    coin: d.coin.trim().toUpperCase(),
    lender: d.lender.trim(),
    cycleDays: wholeOf(d.cycleDays) ?? 0,
    repayment: 'lump_sum',
  };
}

/** A savings coin as typed. */
export type CoinDraft = SavingsCoinConfig;

export function coinProblems(d: CoinDraft): Problem[] {
  const problems: Problem[] = [];
  if (!fits(coinShape.asset, d.asset))
    problems.push({
      field: 'asset',
      key: 'lending.problem.coin',
      labels: { field: 'lending.asset' },
    });
  if (!fits(coinShape.minSubscribe, d.minSubscribe))
    problems.push({
      field: 'minSubscribe',
      key: 'lending.problem.format',
      labels: { field: 'lending.minSubscribe' },
    });
  return problems;
}
