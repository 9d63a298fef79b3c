import {
  type EarnOrder,
  type EarnProduct,
  type EarnQuote,
  type Locale,
  localDate,
} from '@exchange/contracts';
import { decimal, isPositive, sub, toPlainString, type Decimal } from '@exchange/money';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import { paged, type Page } from '../../lib/paging.js';
import {
  addDays,
  aprOfDaily,
  incomeOver,
  payoutAt,
  scheduleOf,
  type PayoutClock,
} from './earn.core.js';
import { createProof } from './earn.proof.js';
import type { Earn } from './earn.service.js';
import type { EarnOrderRow, EarnProductRow, EarnTables, RateSource } from './earn.tables.js';

const text = (value: Decimal) => toPlainString(value);
const plain = (value: string) => toPlainString(decimal(value));
const OPEN = ['confirming', 'custody'] as const;

/** A product's name in `locale`, else English. */
export const nameIn = (names: Record<string, string>, locale: Locale) =>
  names[locale] ?? names.en_US ?? '';

/** Where a product's sale stands at `now`. */
export function saleOf(product: EarnProductRow, now: number): EarnProduct['sale'] {
  if (product.status !== 'listed' || now >= product.closes_at.getTime()) return 'closed';
  if (now < product.opens_at.getTime()) return 'upcoming';
  if (!isPositive(sub(decimal(product.stock), decimal(product.sold)))) return 'sold_out';
  return 'open';
}

/** What users read of earn products and their orders; every figure from the tables and the ledger. */
export function createEarnViews(deps: {
  db: Kysely<EarnTables>;
  nowMs: () => number;
  earn: Pick<Earn, 'clock' | 'places' | 'funding' | 'redemptionOf'>;
}) {
  const { db, earn } = deps;

  async function productView(
    product: EarnProductRow,
    locale: Locale,
    payout: PayoutClock,
  ): Promise<EarnProduct> {
    return {
      id: product.id,
      kind: product.kind,
      coin: product.coin,
      decimals: await earn.places(product.coin),
      name: nameIn(product.name, locale),
      cycleDays: product.cycle_days,
      rateMin: plain(product.rate_min),
      rateMax: plain(product.rate_max),
      aprMin: text(aprOfDaily(decimal(product.rate_min))),
      aprMax: text(aprOfDaily(decimal(product.rate_max))),
      userLimit: plain(product.user_limit),
      minAmount: plain(product.min_amount),
      maxAmount: plain(product.max_amount),
      stock: plain(product.stock),
      remaining: text(sub(decimal(product.stock), decimal(product.sold))),
      penaltyRatio: plain(product.penalty_ratio),
      opensAt: product.opens_at.getTime(),
      closesAt: product.closes_at.getTime(),
      lockDate: product.lock_date,
      sale: saleOf(product, deps.nowMs()),
      payoutHour: payout.hour,
      timeZone: payout.zone,
    };
  }

  async function listedProduct(id: number): Promise<EarnProductRow> {
    const product = await db
      .selectFrom('earn_product')
      .selectAll()
      .where('id', '=', id)
      .where('status', '!=', 'draft')
      .executeTakeFirst();
    if (!product) throw new AppError('EARN_PRODUCT_NOT_FOUND');
    return product;
  }

  function orderView(
    order: EarnOrderRow,
    names: Record<string, string>,
    locale: Locale,
    payout: PayoutClock,
    coinPlaces: number,
  ): EarnOrder {
    const amount = decimal(order.amount);
    const earning = order.status === 'custody';
    const redeemNow =
      earning && order.kind === 'fund' ? earn.redemptionOf(order, coinPlaces) : null;
    return {
      id: order.id,
      productId: order.product_id,
      kind: order.kind,
      name: nameIn(names, locale),
      coin: order.coin,
      amount: plain(order.amount),
      cycleDays: order.cycle_days,
      rateMin: plain(order.rate_min),
      rateMax: plain(order.rate_max),
      aprMin: text(aprOfDaily(decimal(order.rate_min))),
      aprMax: text(aprOfDaily(decimal(order.rate_max))),
      penaltyRatio: plain(order.penalty_ratio),
      status: order.status,
      createdAt: order.created_at.getTime(),
      valueDate: order.value_date,
      firstPayoutAt: payoutAt(order.value_date, 1, payout),
      maturityDate: addDays(order.value_date, order.cycle_days),
      maturityAt: payoutAt(order.value_date, order.cycle_days, payout),
      daysPaid: order.days_paid,
      incomePaid: plain(order.income_paid),
      incomeMin: text(incomeOver(amount, decimal(order.rate_min), order.cycle_days, coinPlaces)),
      incomeMax: plain(order.reserved),
      reserveLeft: OPEN.includes(order.status as (typeof OPEN)[number])
        ? text(sub(decimal(order.reserved), decimal(order.income_paid)))
        : '0',
      nextPayoutAt: earning && order.due_at ? order.due_at.getTime() : null,
      redeemNow: redeemNow && {
        remainingDays: redeemNow.remainingDays,
        penalty: text(redeemNow.penalty),
        returned: text(redeemNow.returned),
      },
      cancellable: order.status === 'confirming',
      penalty: order.penalty === null ? null : plain(order.penalty),
      returned: order.returned === null ? null : plain(order.returned),
      closedAt: order.closed_at?.getTime() ?? null,
    };
  }

  async function namesOf(productIds: number[]) {
    if (productIds.length === 0) return new Map<number, Record<string, string>>();
    const rows = await db
      .selectFrom('earn_product')
      .select(['id', 'name'])
      .where('id', 'in', productIds)
      .execute();
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  async function ordersView(rows: EarnOrderRow[], locale: Locale): Promise<EarnOrder[]> {
    const payout = await earn.clock();
    const names = await namesOf([...new Set(rows.map((row) => row.product_id))]);
    const views: EarnOrder[] = [];
    for (const row of rows)
      views.push(
        orderView(
          row,
          names.get(row.product_id) ?? {},
          locale,
          payout,
          await earn.places(row.coin),
        ),
      );
    return views;
  }

  async function payoutsView(
    rows: {
      order_id: string;
      product_id: number;
      day: string;
      rate: string;
      amount: string;
      transaction_id: string | null;
      paid_at: Date;
      coin: string;
      source: RateSource | null;
    }[],
    locale: Locale,
  ) {
    const names = await namesOf([...new Set(rows.map((row) => row.product_id))]);
    return rows.map((row) => ({
      orderId: row.order_id,
      productId: row.product_id,
      name: nameIn(names.get(row.product_id) ?? {}, locale),
      coin: row.coin,
      day: row.day,
      rate: plain(row.rate),
      source: row.source ?? 'minimum',
      amount: plain(row.amount),
      transactionId: row.transaction_id,
      paidAt: row.paid_at.getTime(),
    }));
  }

  /** Payout rows joined with their order's coin and the day's rate source. */
  const payoutRows = () =>
    db
      .selectFrom('earn_payout as p')
      .innerJoin('earn_order as o', 'o.id', 'p.order_id')
      .leftJoin('earn_rate as r', (join) =>
        join.onRef('r.product_id', '=', 'p.product_id').onRef('r.day', '=', 'p.day'),
      )
      .select([
        'p.order_id',
        'p.product_id',
        'p.day',
        'p.rate',
        'p.amount',
        'p.transaction_id',
        'p.paid_at',
        'o.coin',
        'r.source',
      ]);

  const proof = createProof({ db, nowMs: deps.nowMs, earn, listedProduct });

  return {
    fundingOf: proof.fundingOf,
    proof: proof.proof,

    /** One product as users see it, in `locale`. */
    productOf: async (product: EarnProductRow, locale: Locale) =>
      productView(product, locale, await earn.clock()),

    /** Products on sale or shown (listed, and delisted ones users may still hold), in display order. */
    async products(locale: Locale, kind?: 'fund' | 'lockup'): Promise<EarnProduct[]> {
      const payout = await earn.clock();
      let query = db.selectFrom('earn_product').selectAll().where('status', '=', 'listed');
      if (kind) query = query.where('kind', '=', kind);
      const rows = await query.orderBy('sort').orderBy('id').execute();
      return Promise.all(rows.map((row) => productView(row, locale, payout)));
    },

    /** A product with its daily rates: the last 30 income days and every one published ahead. */
    async product(id: number, locale: Locale) {
      const product = await listedProduct(id);
      const payout = await earn.clock();
      const today = localDate(deps.nowMs(), payout.zone);
      const rates = await db
        .selectFrom('earn_rate')
        .select(['day', 'rate', 'source'])
        .where('product_id', '=', id)
        .where('day', '>=', addDays(today, -30))
        .orderBy('day', 'desc')
        .execute();
      return {
        ...(await productView(product, locale, payout)),
        rates: rates.map((rate) => ({
          day: rate.day,
          rate: plain(rate.rate),
          apr: text(aprOfDaily(decimal(rate.rate))),
          source: rate.source,
        })),
      };
    },

    /** The dates and the income range of buying `amount` now, as the purchase would fix them. */
    async quote(productId: number, amount: string): Promise<EarnQuote> {
      const product = await listedProduct(productId);
      const payout = await earn.clock();
      const coinPlaces = await earn.places(product.coin);
      const now = deps.nowMs();
      const schedule = scheduleOf(
        { kind: product.kind, lockDate: product.lock_date, cycleDays: product.cycle_days },
        now,
        payout,
      );
      const value = decimal(amount);
      return {
        amount: text(value),
        purchaseDate: localDate(now, payout.zone),
        valueDate: schedule.valueDate,
        firstPayoutAt: schedule.firstPayoutAtMs,
        maturityDate: addDays(schedule.valueDate, product.cycle_days),
        maturityAt: schedule.maturityAtMs,
        days: product.cycle_days,
        incomeMin: text(
          incomeOver(value, decimal(product.rate_min), product.cycle_days, coinPlaces),
        ),
        incomeMax: text(
          incomeOver(value, decimal(product.rate_max), product.cycle_days, coinPlaces),
        ),
        aprMin: text(aprOfDaily(decimal(product.rate_min))),
        aprMax: text(aprOfDaily(decimal(product.rate_max))),
      };
    },

    async order(row: EarnOrderRow, locale: Locale): Promise<EarnOrder> {
      const [view] = await ordersView([row], locale);
      if (!view) throw new AppError('EARN_ORDER_NOT_FOUND');
      return view;
    },

    /** The caller's orders, newest first, and what they hold in custody per coin. */
    async orders(
      userId: number,
      query: {
        state?: 'open' | 'closed';
        kind?: 'fund' | 'lockup';
        pageNo: number;
        pageSize: number;
      },
      locale: Locale,
    ) {
      let base = db.selectFrom('earn_order').where('user_id', '=', userId);
      if (query.state === 'open') base = base.where('status', 'in', [...OPEN]);
      if (query.state === 'closed') base = base.where('status', 'not in', [...OPEN]);
      if (query.kind) base = base.where('kind', '=', query.kind);
      const page: Page<EarnOrderRow> = await paged(
        query.pageNo,
        query.pageSize,
        (limit, offset) =>
          base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        async () =>
          (await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
        (row) => row,
      );
      const custody = await db
        .selectFrom('earn_order')
        .select(['coin', (eb) => eb.fn.sum<string>('amount').as('amount')])
        .where('user_id', '=', userId)
        .where('status', 'in', [...OPEN])
        .groupBy('coin')
        .orderBy('coin')
        .execute();
      return {
        ...page,
        list: await ordersView(page.list, locale),
        custody: custody.map((row) => ({ coin: row.coin, amount: plain(row.amount) })),
      };
    },

    /** One of the caller's orders with every payout and the ledger transaction behind it. */
    async orderDetail(userId: number, orderId: string, locale: Locale) {
      const row = await db
        .selectFrom('earn_order')
        .selectAll()
        .where('id', '=', orderId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) throw new AppError('EARN_ORDER_NOT_FOUND');
      const payouts = await payoutRows()
        .where('p.order_id', '=', orderId)
        .orderBy('p.day', 'desc')
        .execute();
      return { ...(await this.order(row, locale)), payouts: await payoutsView(payouts, locale) };
    },

    /** The caller's income from every order, newest first. */
    async income(userId: number, query: { pageNo: number; pageSize: number }, locale: Locale) {
      const page = await paged(
        query.pageNo,
        query.pageSize,
        (limit, offset) =>
          payoutRows()
            .where('p.user_id', '=', userId)
            .orderBy('p.id', 'desc')
            .limit(limit)
            .offset(offset)
            .execute(),
        async () =>
          (
            await db
              .selectFrom('earn_payout')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('user_id', '=', userId)
              .executeTakeFirstOrThrow()
          ).n,
        (row) => row,
      );
      return { ...page, list: await payoutsView(page.list, locale) };
    },
  };
}

export type EarnViews = ReturnType<typeof createEarnViews>;
