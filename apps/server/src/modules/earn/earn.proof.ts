import { type EarnProof, localDate } from '@exchange/contracts';
import { add, decimal, isPositive, sub, toPlainString, ZERO, type Decimal } from '@exchange/money';
import { sql, type Kysely } from 'kysely';
import { addDays, incomeOver } from './earn.core.js';
import type { Earn } from './earn.service.js';
import type { EarnProductRow, EarnTables } from './earn.tables.js';

const text = (value: Decimal) => toPlainString(value);
const plain = (value: string) => toPlainString(decimal(value));
const OPEN = ['confirming', 'custody'] as const;

/**
 * Proof of yield: where a product's income comes from. Its funding
 * account from the ledger (free and reserved), what it has paid, what the
 * unsold stock could still be owed, and per income day the rate, the
 * orders and principal paid for and the income paid.
 */
export function createProof(deps: {
  db: Kysely<EarnTables>;
  nowMs: () => number;
  earn: Pick<Earn, 'clock' | 'places' | 'funding'>;
  listedProduct: (id: number) => Promise<EarnProductRow>;
}) {
  const { db, earn, listedProduct } = deps;

  /** What a product's funding stands at, and what its unsold stock could still be owed. */
  async function fundingOf(product: EarnProductRow): Promise<Omit<EarnProof, 'days'>> {
    const coinPlaces = await earn.places(product.coin);
    const { free, reserved } = await earn.funding(product);
    const paid = await db
      .selectFrom('earn_payout')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('paid'))
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow();
    const custody = await db
      .selectFrom('earn_order')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('held'))
      .where('product_id', '=', product.id)
      .where('status', 'in', [...OPEN])
      .executeTakeFirstOrThrow();
    const unsold = sub(decimal(product.stock), decimal(product.sold));
    return {
      productId: product.id,
      coin: product.coin,
      funded: text(add(free, reserved)),
      reserved: text(reserved),
      free: text(free),
      unsoldMaxIncome: text(
        isPositive(unsold)
          ? incomeOver(unsold, decimal(product.rate_max), product.cycle_days, coinPlaces)
          : ZERO,
      ),
      paid: plain(paid.paid),
      principalInCustody: plain(custody.held),
    };
  }

  /**
   * Proof of yield, public: the product's funding account (free and
   * reserved, from the ledger), what it has paid, and per income day of
   * the last 30 the rate, the orders and principal paid for and the
   * income paid.
   */
  async function proof(productId: number): Promise<EarnProof> {
    const product = await listedProduct(productId);
    const payout = await earn.clock();
    const since = addDays(localDate(deps.nowMs(), payout.zone), -30);
    const days = await db
      .selectFrom('earn_payout as p')
      .innerJoin('earn_order as o', 'o.id', 'p.order_id')
      .select((eb) => [
        'p.day',
        eb.fn.countAll<string>().as('orders'),
        eb.fn.sum<string>('o.amount').as('principal'),
        eb.fn.sum<string>('p.amount').as('paid'),
      ])
      .where('p.product_id', '=', productId)
      .where('p.day', '>=', since)
      .groupBy('p.day')
      .orderBy('p.day', 'desc')
      .execute();
    const rates = await db
      .selectFrom('earn_rate')
      .select(['day', 'rate', 'source'])
      .where('product_id', '=', productId)
      .where('day', '>=', since)
      .execute();
    const rateOn = new Map(rates.map((rate) => [rate.day, rate]));
    return {
      ...(await fundingOf(product)),
      days: days.map((row) => ({
        day: row.day,
        rate: rateOn.has(row.day) ? plain(rateOn.get(row.day)?.rate ?? '0') : null,
        source: rateOn.get(row.day)?.source ?? null,
        orders: Number(row.orders),
        principal: plain(row.principal ?? '0'),
        paid: plain(row.paid ?? '0'),
      })),
    };
  }

  return { fundingOf, proof };
}
