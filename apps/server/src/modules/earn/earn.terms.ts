import { type EarnProductBody, payoutInstant } from '@exchange/contracts';
import { decimal, gt, scaleOf } from '@exchange/money';
import { AppError } from '../../http/app-error.js';
import type { Earn } from './earn.service.js';
import type { EarnProductRow } from './earn.tables.js';

/** The terms that cannot change once anything has been sold. */
const FIXED_AFTER_SALE = [
  'kind',
  'coin',
  'cycle_days',
  'rate_min',
  'rate_max',
  'penalty_ratio',
] as const;
const NUMERIC_TERMS = new Set<string>(['rate_min', 'rate_max', 'penalty_ratio']);

/** The terms as columns, after checking they make sense together. */
export async function termsOf(input: EarnProductBody, earn: Pick<Earn, 'places' | 'clock'>) {
  const places = await earn.places(input.coin).catch(() => {
    throw new AppError('ASSET_UNKNOWN');
  });
  for (const amount of [input.userLimit, input.minAmount, input.maxAmount, input.stock])
    if (scaleOf(decimal(amount)) > places) throw new AppError('AMOUNT_PRECISION', { places });
  const out = (field: string) => new AppError('FIELD_OUT_OF_RANGE', { field });
  if (gt(decimal(input.rateMin), decimal(input.rateMax))) throw out('rateMin');
  if (!gt(decimal('1'), decimal(input.rateMax))) throw out('rateMax');
  if (!gt(decimal('1'), decimal(input.penaltyRatio))) throw out('penaltyRatio');
  if (gt(decimal(input.minAmount), decimal(input.maxAmount))) throw out('maxAmount');
  if (gt(decimal(input.minAmount), decimal(input.userLimit))) throw out('userLimit');
  if (input.closesAt <= input.opensAt) throw out('closesAt');
  if (input.kind === 'lockup') {
    if (!input.lockDate) throw out('lockDate');
    if (decimal(input.rateMin).toString() !== decimal(input.rateMax).toString())
      throw out('rateMax');
    if (decimal(input.penaltyRatio).toString() !== '0') throw out('penaltyRatio');
    const clock = await earn.clock();
    // Sales end by the time the coins lock.
    if (input.closesAt > payoutInstant(input.lockDate, clock.hour, clock.zone))
      throw out('closesAt');
  } else if (input.lockDate) throw out('lockDate');
  return {
    places,
    kind: input.kind,
    coin: input.coin,
    name: input.name as Record<string, string>,
    cycle_days: input.cycleDays,
    rate_min: input.rateMin,
    rate_max: input.rateMax,
    user_limit: input.userLimit,
    min_amount: input.minAmount,
    max_amount: input.maxAmount,
    stock: input.stock,
    penalty_ratio: input.penaltyRatio,
    opens_at: new Date(input.opensAt),
    closes_at: new Date(input.closesAt),
    lock_date: input.lockDate,
    sort: input.sort,
  };
}

/**
 * After a product's first sale its buyers hold its terms: coin, cycle,
 * rates, penalty and lock date are fixed (EARN_TERMS_LOCKED), and the stock
 * cannot fall below what was sold.
 */
export function checkChangeAfterSale(
  product: EarnProductRow,
  terms: Omit<Awaited<ReturnType<typeof termsOf>>, 'places'>,
): void {
  const same = (key: (typeof FIXED_AFTER_SALE)[number]) =>
    NUMERIC_TERMS.has(key)
      ? decimal(String(terms[key])).toString() === decimal(String(product[key])).toString()
      : String(terms[key]) === String(product[key]);
  if (!FIXED_AFTER_SALE.every(same) || terms.lock_date !== product.lock_date)
    throw new AppError('EARN_TERMS_LOCKED');
  if (gt(decimal(product.sold), decimal(terms.stock)))
    throw new AppError('FIELD_OUT_OF_RANGE', { field: 'stock' });
}
