import { tradingHoursField } from '@exchange/contracts';
import type { TextKey, TextParams } from '../i18n';
import { compareDecimal, isNegative, movePoint } from '../lib/decimal';

/**
 * The rules the market and contract forms share. Formats are checked with
 * the contracts' own field schemas, so the form refuses exactly what the
 * server would; range rules that need the stored state stay the server's,
 * which answers in the operator's language.
 */

/** Anything with zod's `safeParse`: a field schema of `@exchange/contracts`. */
export interface FieldSchema {
  safeParse(value: unknown): { success: boolean };
}

export const fits = (schema: FieldSchema, value: unknown): boolean =>
  schema.safeParse(value).success;

/** One thing wrong with a form: the field to mark and the sentence to show. */
export interface Problem {
  readonly field: string;
  readonly key: TextKey;
  readonly params?: TextParams;
  /** Placeholders filled with a label in the console's language: `{ field: 'markets.makerFee' }`. */
  readonly labels?: Readonly<Record<string, TextKey>>;
}

/** Operators think of fee and maintenance rates in per cent; the server stores fractions. */
export const percentOf = (rate: string): string => movePoint(rate, 2) ?? rate;

/** The fraction a typed percentage stands for; null when it is not a decimal. */
export const rateOf = (percent: string): string | null => movePoint(percent, -2);

/** Digits only, as typed: the number, or null (never a float from "1e3" or "2.5"). */
export function wholeOf(text: string): number | null {
  return /^\d{1,12}$/.test(text) ? Number(text) : null;
}

/** Spaces are not part of the format; an operator pasting "08:00-12:00, 13:00-17:00" means it. */
export const compactHours = (text: string): string => text.replace(/\s+/g, '');

export function hoursProblems(hours: string): Problem[] {
  if (!fits(tradingHoursField(), hours))
    return [{ field: 'tradingHours', key: 'markets.problem.hours' }];
  // The server refuses a window that starts where it ends: it would be empty.
  const empty = hours.split(',').find((window) => {
    const [from, to] = window.split('-');
    return from === to;
  });
  return empty
    ? [{ field: 'tradingHours', key: 'markets.problem.emptyWindow', params: { window: empty } }]
    : [];
}

export const FEES = ['makerFee', 'takerFee'] as const;
export type Fee = (typeof FEES)[number];

export interface FeeRule {
  /** The fee field's format, from the settings body. */
  readonly schema: FieldSchema;
  /** A maker rebate (negative maker rate) is possible on contracts, not on spot markets. */
  readonly rebate: boolean;
  /** A rate the server refuses from (a listing's 0.1: 10 %); none when absent. */
  readonly cap?: string;
}

/** The maker and taker percentages: their format, their sign, and a rebate no larger than the fee. */
export function feeProblems(maker: string, taker: string, rule: FeeRule): Problem[] {
  const problems: Problem[] = [];
  const fields = [
    ['makerFee', maker, 'markets.makerFee'],
    ['takerFee', taker, 'markets.takerFee'],
  ] as const;
  for (const [field, percent, label] of fields) {
    const rate = rateOf(percent);
    if (rate === null || !fits(rule.schema, rate))
      problems.push({ field, key: 'markets.problem.fee', labels: { field: label } });
    else if (isNegative(rate) && !(field === 'makerFee' && rule.rebate))
      problems.push({ field, key: 'markets.problem.negative', labels: { field: label } });
    else if (rule.cap !== undefined && compareDecimal(rate, rule.cap) >= 0)
      problems.push({
        field,
        key: 'markets.problem.feeCap',
        labels: { field: label },
        params: { cap: percentOf(rule.cap) },
      });
  }
  // A rebate larger than the taker fee would pay out more than a trade earns (maker + taker < 0).
  if (problems.length === 0 && isNegative(maker) && compareDecimal(maker.slice(1), taker) > 0)
    problems.push({ field: 'makerFee', key: 'markets.problem.rebate' });
  return problems;
}

/** `min` above `max` (both well-formed decimals or whole numbers): one problem, on the min field. */
export function orderProblems(
  field: string,
  min: { readonly value: string; readonly label: TextKey },
  max: { readonly value: string; readonly label: TextKey },
): Problem[] {
  if (compareDecimal(min.value, max.value) <= 0) return [];
  return [{ field, key: 'markets.problem.minMax', labels: { min: min.label, max: max.label } }];
}

/** A whole number typed as text (lots, sort, minutes), within the bounds its schema allows. */
export function wholeProblems(
  field: string,
  text: string,
  rule: {
    readonly schema: FieldSchema;
    readonly label: TextKey;
    readonly min: number;
    readonly max: number;
  },
): Problem[] {
  const value = wholeOf(text);
  if (value !== null && fits(rule.schema, value)) return [];
  return [
    {
      field,
      key: 'markets.problem.whole',
      labels: { field: rule.label },
      params: { min: rule.min, max: rule.max },
    },
  ];
}

/** The sort order: a whole number from 0 to 100 000 on every market and contract. */
export const sortProblems = (text: string, schema: FieldSchema): Problem[] =>
  wholeProblems('sort', text, { schema, label: 'markets.sort', min: 0, max: 100_000 });

/** A new market's or series' place in the list: after the last one listed. */
export function nextSort(rows: readonly { readonly sort: number }[]): string {
  return String(Math.min(100_000, Math.max(0, ...rows.map((row) => row.sort + 10))));
}

/** Trading hours, listing and sort order, as every market and contract form has them. */
export interface TradingValues {
  readonly tradingHours: string;
  readonly enabled: boolean;
  readonly sort: string;
}

export interface TradingSettings {
  tradingHours?: string;
  enabled?: boolean;
  sort?: number;
}

export const tradingProblems = (values: TradingValues, sortSchema: FieldSchema): Problem[] => [
  ...hoursProblems(values.tradingHours),
  ...sortProblems(values.sort, sortSchema),
];

/** The hours, listing and sort order that differ from the server's. */
export function tradingChanges(
  before: Required<TradingSettings>,
  values: TradingValues,
): TradingSettings {
  const change: TradingSettings = {};
  if (values.tradingHours !== before.tradingHours) change.tradingHours = values.tradingHours;
  if (values.enabled !== before.enabled) change.enabled = values.enabled;
  const sort = wholeOf(values.sort);
  if (sort !== null && sort !== before.sort) change.sort = sort;
  return change;
}

/** The fee rates that differ from the server's, as fractions compared as decimals. */
export function feeChanges(
  before: Readonly<Record<Fee, string>>,
  values: Readonly<Record<Fee, string>>,
): Partial<Record<Fee, string>> {
  const change: Partial<Record<Fee, string>> = {};
  for (const name of FEES) {
    const rate = rateOf(values[name]);
    if (rate !== null && compareDecimal(rate, before[name]) !== 0) change[name] = rate;
  }
  return change;
}

/** The decimals of a step as the server counts them: "0.010" has 2. Null for text that is not a decimal. */
export function placesOf(step: string): number | null {
  const canonical = movePoint(step, 0);
  return canonical === null ? null : (canonical.split('.')[1]?.length ?? 0);
}
