import {
  earnProductBody,
  LOCALES,
  type EarnConsoleProduct,
  type EarnProductBody,
  type EarnProductKind,
} from '@exchange/contracts';
import { compareDecimal } from '../../lib/decimal';
import { fromLocalInput, toLocalInput } from '../contentForm';
import { fits, wholeOf, type Problem } from '../marketRules';
import { isDay, payoutInstant, type PayoutClock } from './earnDays';

/**
 * The earn forms apart from React: a product's draft, its problems and its
 * body; a published rate's problems. Formats are the contract's own field
 * schemas and the cross-field rules mirror the server's (`earn.terms.ts`),
 * so the form refuses what the server would; the server checks again
 * (the coin, its decimals, terms fixed after a sale) and has the last word.
 */

const shape = earnProductBody.shape;

/** A product as typed. Rates are daily fractions (0.0003 is 0.03 % a day); times local. */
export interface ProductDraft {
  readonly kind: EarnProductKind;
  readonly coin: string;
  readonly nameEn: string;
  readonly nameZh: string;
  readonly cycleDays: string;
  readonly rateMin: string;
  readonly rateMax: string;
  readonly userLimit: string;
  readonly minAmount: string;
  readonly maxAmount: string;
  readonly stock: string;
  /** A fund's; a lock-up sends 0 (it cannot be redeemed early). */
  readonly penaltyRatio: string;
  /** `datetime-local` values. */
  readonly opensAt: string;
  readonly closesAt: string;
  /** A lock-up's, YYYY-MM-DD; a fund sends null. */
  readonly lockDate: string;
  readonly sort: string;
}

/** What the form knows of the product beside the draft. */
export interface ProductContext {
  /** Null for a new product. */
  readonly product: EarnConsoleProduct | null;
  /** The payout hour and zone, when a product has told it (all share one). */
  readonly clock: PayoutClock | null;
}

export const NEW_PRODUCT: ProductDraft = {
  kind: 'fund',
  coin: '',
  nameEn: '',
  nameZh: '',
  cycleDays: '',
  rateMin: '',
  rateMax: '',
  userLimit: '',
  minAmount: '',
  maxAmount: '',
  stock: '',
  penaltyRatio: '',
  opensAt: '',
  closesAt: '',
  lockDate: '',
  sort: '0',
};

export const productDraft = (p: EarnConsoleProduct): ProductDraft => ({
  kind: p.kind,
  coin: p.coin,
  nameEn: p.names.en_US ?? '',
  nameZh: p.names.zh_CN ?? '',
  cycleDays: String(p.cycleDays),
  rateMin: p.rateMin,
  rateMax: p.rateMax,
  userLimit: p.userLimit,
  minAmount: p.minAmount,
  maxAmount: p.maxAmount,
  stock: p.stock,
  penaltyRatio: p.penaltyRatio,
  opensAt: toLocalInput(p.opensAt),
  closesAt: toLocalInput(p.closesAt),
  lockDate: p.lockDate ?? '',
  sort: String(p.sort),
});

/** The payout hour and zone the server told with any product. */
export function clockOf(products: readonly EarnConsoleProduct[] | undefined): PayoutClock | null {
  const first = products?.[0];
  return first ? { hour: first.payoutHour, zone: first.timeZone } : null;
}

/**
 * After a product's first sale its buyers hold its terms: kind, coin,
 * cycle, rates, penalty and lock date stay as they are (the server refuses
 * a change with EARN_TERMS_LOCKED). A product with only cancelled orders
 * is locked too; the server says so.
 */
export const termsLocked = (p: EarnConsoleProduct | null): boolean =>
  p !== null && (compareDecimal(p.sold, '0') > 0 || p.openOrders > 0);

const isRate = (value: string) => fits(shape.rateMin, value) && compareDecimal(value, '1') < 0;
const nameFits = (locale: 'en_US' | 'zh_CN', text: string) =>
  fits(shape.name, { en_US: 'name', [locale]: text });

const AMOUNTS = ['userLimit', 'minAmount', 'maxAmount', 'stock'] as const;
const RATE_FIELDS = ['rateMin', 'rateMax', 'penaltyRatio'] as const;

function termProblems(d: ProductDraft): Problem[] {
  const problems: Problem[] = [];
  const lockup = d.kind === 'lockup';
  if (!fits(shape.coin, d.coin.trim().toUpperCase()))
    problems.push({ field: 'coin', key: 'earn.problem.coin' });
  if (!fits(shape.cycleDays, wholeOf(d.cycleDays)))
    problems.push({ field: 'cycleDays', key: 'earn.problem.cycle' });
  const rates = lockup ? (['rateMin', 'rateMax'] as const) : RATE_FIELDS;
  for (const field of rates)
    if (!isRate(d[field]))
      problems.push({ field, key: 'earn.problem.rate', labels: { field: `earn.${field}` } });
  if (isRate(d.rateMin) && isRate(d.rateMax)) {
    const order = compareDecimal(d.rateMin, d.rateMax);
    if (lockup && order !== 0) problems.push({ field: 'rateMax', key: 'earn.problem.fixedRate' });
    else if (order > 0) problems.push({ field: 'rateMax', key: 'earn.problem.rateOrder' });
  }
  if (lockup && !isDay(d.lockDate))
    problems.push({ field: 'lockDate', key: 'earn.problem.lockDate' });
  return problems;
}

function saleProblems(d: ProductDraft, ctx: ProductContext): Problem[] {
  const problems: Problem[] = [];
  for (const field of AMOUNTS)
    if (!fits(shape[field], d[field]))
      problems.push({ field, key: 'earn.problem.amount', labels: { field: `earn.${field}` } });
  const amount = (field: (typeof AMOUNTS)[number]) => fits(shape[field], d[field]);
  if (amount('minAmount') && amount('maxAmount') && compareDecimal(d.minAmount, d.maxAmount) > 0)
    problems.push({ field: 'maxAmount', key: 'earn.problem.minMax' });
  if (amount('minAmount') && amount('userLimit') && compareDecimal(d.minAmount, d.userLimit) > 0)
    problems.push({ field: 'userLimit', key: 'earn.problem.userLimit' });
  const sold = ctx.product?.sold ?? '0';
  if (amount('stock') && compareDecimal(d.stock, sold) < 0)
    problems.push({ field: 'stock', key: 'earn.problem.stockSold', params: { sold } });
  const opens = fromLocalInput(d.opensAt);
  const closes = fromLocalInput(d.closesAt);
  if (Number.isNaN(opens)) problems.push({ field: 'opensAt', key: 'earn.problem.opensAt' });
  if (Number.isNaN(closes)) problems.push({ field: 'closesAt', key: 'earn.problem.closesAt' });
  else if (closes <= opens) problems.push({ field: 'closesAt', key: 'earn.problem.window' });
  else if (d.kind === 'lockup' && isDay(d.lockDate) && ctx.clock) {
    // Sales end by the time the coins lock: the lock date's payout hour.
    const { hour, zone } = ctx.clock;
    if (closes > payoutInstant(d.lockDate, hour, zone))
      problems.push({
        field: 'closesAt',
        key: 'earn.problem.closesAfterLock',
        params: { day: d.lockDate, hour: `${String(hour).padStart(2, '0')}:00`, zone },
      });
  }
  if (!fits(shape.sort, wholeOf(d.sort)))
    problems.push({ field: 'sort', key: 'earn.problem.sort' });
  return problems;
}

/** Everything that stops the product from being sent, in the form's order. */
export function productProblems(d: ProductDraft, ctx: ProductContext): Problem[] {
  const problems: Problem[] = [];
  if (!nameFits('en_US', d.nameEn)) problems.push({ field: 'nameEn', key: 'earn.problem.nameEn' });
  if (d.nameZh.trim() !== '' && !nameFits('zh_CN', d.nameZh))
    problems.push({ field: 'nameZh', key: 'earn.problem.nameZh' });
  // Terms fixed after a sale are sent as the server holds them: nothing to check.
  if (!termsLocked(ctx.product)) problems.push(...termProblems(d));
  return [...problems, ...saleProblems(d, ctx)];
}

/**
 * The names to send: English, Simplified Chinese when given, and the other
 * languages' names as the product has them.
 */
function namesOf(d: ProductDraft, product: EarnConsoleProduct | null): EarnProductBody['name'] {
  const names: EarnProductBody['name'] = {};
  for (const locale of LOCALES) {
    const kept = product?.names[locale];
    if (locale !== 'en_US' && locale !== 'zh_CN' && kept) names[locale] = kept;
  }
  names.en_US = d.nameEn.trim();
  if (d.nameZh.trim() !== '') names.zh_CN = d.nameZh.trim();
  return names;
}

/** What the server gets; only sent without problems. */
export function productBody(d: ProductDraft, ctx: ProductContext): EarnProductBody {
  const lockup = d.kind === 'lockup';
  return {
    kind: d.kind,
    coin: d.coin.trim().toUpperCase(),
    name: namesOf(d, ctx.product),
    cycleDays: wholeOf(d.cycleDays) ?? 0,
    rateMin: d.rateMin,
    rateMax: d.rateMax,
    userLimit: d.userLimit,
    minAmount: d.minAmount,
    maxAmount: d.maxAmount,
    stock: d.stock,
    penaltyRatio: lockup ? '0' : d.penaltyRatio,
    opensAt: fromLocalInput(d.opensAt),
    closesAt: fromLocalInput(d.closesAt),
    lockDate: lockup ? d.lockDate : null,
    sort: wholeOf(d.sort) ?? 0,
  };
}

/** A rate to publish: a day not yet begun (from `firstDay`), within the product's range. */
export function rateProblems(
  input: { day: string; rate: string },
  product: Pick<EarnConsoleProduct, 'rateMin' | 'rateMax'>,
  firstDay: string,
): Problem[] {
  const problems: Problem[] = [];
  if (!isDay(input.day) || input.day < firstDay)
    problems.push({ field: 'day', key: 'earn.problem.futureDay', params: { day: firstDay } });
  if (
    !isRate(input.rate) ||
    compareDecimal(input.rate, product.rateMin) < 0 ||
    compareDecimal(input.rate, product.rateMax) > 0
  )
    problems.push({
      field: 'rate',
      key: 'earn.problem.rateRange',
      params: { min: product.rateMin, max: product.rateMax },
    });
  return problems;
}
