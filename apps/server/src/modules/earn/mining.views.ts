import {
  type HashPrice,
  type Locale,
  type MiningMachine,
  type MiningOrder,
  type MiningPayout,
  type MiningQuote,
  localDate,
  previousDate,
} from '@exchange/contracts';
import { decimal, mul, toPlainString } from '@exchange/money';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import { paged } from '../../lib/paging.js';
import { addDays, payoutAt, scheduleOf, type PayoutClock } from './earn.core.js';
import type { EarnTables } from './earn.tables.js';
import { nameIn } from './earn.views.js';
import { breakevenDays, costOf, dayIncome, endOf, remainingOf } from './mining.core.js';
import { createMiningHoldings } from './mining.holdings.js';
import type { Mining } from './mining.service.js';
import type {
  HashPriceRow,
  MiningMachineRow,
  MiningOrderRow,
  MiningPayoutRow,
  MiningTables,
} from './mining.tables.js';

const plain = (value: string) => toPlainString(decimal(value));

export const hashPriceView = (row: HashPriceRow): HashPrice => ({
  algorithm: row.algorithm,
  coin: row.coin,
  unit: row.unit,
  day: row.day,
  price: plain(row.price),
  source: row.source,
  sourceName: row.source_name,
  publishedAt: row.published_at.getTime(),
});

export const payoutView = (
  row: MiningPayoutRow,
  machine: { name: string; unit: string },
): MiningPayout => ({
  orderId: row.order_id,
  machineId: row.machine_id,
  name: machine.name,
  coin: row.coin,
  day: row.day,
  quantity: row.quantity,
  hashPrice: plain(row.hash_price),
  hashUnit: machine.unit,
  source: row.source,
  sourceName: row.source_name,
  gross: plain(row.gross),
  power: plain(row.power),
  amount: plain(row.amount),
  transactionId: row.transaction_id,
  paidAt: row.paid_at.getTime(),
});

/** What users read of mining machines, their orders and rewards; every figure from the tables and the ledger. */
export function createMiningViews(deps: {
  db: Kysely<MiningTables & EarnTables>;
  nowMs: () => number;
  clock: () => Promise<PayoutClock>;
  places: (coin: string) => Promise<number>;
  mining: Pick<Mining, 'latestPrice' | 'renewalOf'>;
}) {
  const { db, mining } = deps;

  /** A unit's economics at the latest hash price of the last complete day. */
  async function economicsOf(machine: MiningMachineRow, places: number, clock: PayoutClock) {
    const yesterday = previousDate(localDate(deps.nowMs(), clock.zone));
    const price = await mining.latestPrice(
      machine.algorithm,
      machine.coin,
      machine.hash_unit,
      yesterday,
    );
    const spec = {
      hashRate: decimal(machine.hash_rate),
      powerW: machine.power_w,
      electricity: decimal(machine.electricity),
    };
    const day = dayIncome(spec, decimal(price?.price ?? '0'), 1, places);
    return {
      hashPrice: price ? hashPriceView(price) : null,
      grossPerDay: toPlainString(day.gross),
      powerPerDay: toPlainString(day.power),
      netPerDay: toPlainString(day.net),
      breakevenDays: price ? breakevenDays(decimal(machine.price), day.net) : null,
    };
  }

  async function machineView(
    machine: MiningMachineRow,
    locale: Locale,
    clock: PayoutClock,
  ): Promise<MiningMachine> {
    const places = await deps.places(machine.coin);
    return {
      id: machine.id,
      type: machine.type,
      name: nameIn(machine.name, locale),
      coin: machine.coin,
      decimals: places,
      price: plain(machine.price),
      termDays: machine.term_days,
      algorithm: machine.algorithm,
      hashRate: plain(machine.hash_rate),
      hashUnit: machine.hash_unit,
      powerW: machine.power_w,
      electricityPrice: plain(machine.electricity),
      manufacturer: machine.manufacturer,
      dimensions: machine.dimensions,
      weightKg: plain(machine.weight_kg),
      temperature: machine.temperature,
      humidity: machine.humidity,
      stock: machine.stock,
      remaining: machine.stock - machine.sold,
      userLimit: machine.user_limit,
      locked: machine.status !== 'listed',
      economics: await economicsOf(machine, places, clock),
      payoutHour: clock.hour,
      timeZone: clock.zone,
    };
  }

  /** A machine users may see: listed or locked ("machine absent" for a draft). */
  async function shownMachine(id: number): Promise<MiningMachineRow> {
    const machine = await db
      .selectFrom('mining_machine')
      .selectAll()
      .where('id', '=', id)
      .where('status', '!=', 'draft')
      .executeTakeFirst();
    if (!machine) throw new AppError('MINING_MACHINE_NOT_FOUND');
    return machine;
  }

  async function namesOf(machineIds: number[], locale: Locale) {
    if (machineIds.length === 0) return new Map<number, string>();
    const rows = await db
      .selectFrom('mining_machine')
      .select(['id', 'name'])
      .where('id', 'in', [...new Set(machineIds)])
      .execute();
    return new Map(rows.map((row) => [row.id, nameIn(row.name, locale)]));
  }

  async function ordersView(rows: MiningOrderRow[], locale: Locale): Promise<MiningOrder[]> {
    const clock = await deps.clock();
    const names = await namesOf(
      rows.map((row) => row.machine_id),
      locale,
    );
    const terms = new Map(
      (rows.length
        ? await db
            .selectFrom('mining_machine')
            .select(['id', 'term_days'])
            .where('id', 'in', [...new Set(rows.map((row) => row.machine_id))])
            .execute()
        : []
      ).map((row) => [row.id, row.term_days]),
    );
    const now = deps.nowMs();
    return rows.map((order) => {
      const endAt = endOf(order, clock);
      const renewal = mining.renewalOf(order, terms.get(order.machine_id) ?? 0, clock);
      return {
        id: order.id,
        machineId: order.machine_id,
        type: order.type,
        name: names.get(order.machine_id) ?? '',
        coin: order.coin,
        quantity: order.quantity,
        unitPrice: plain(order.unit_price),
        paid: plain(order.paid),
        termDays: order.term_days,
        renewals: order.renewals,
        algorithm: order.algorithm,
        hashRate: plain(order.hash_rate),
        hashUnit: order.hash_unit,
        powerW: order.power_w,
        electricityPrice: plain(order.electricity),
        status: order.status,
        createdAt: order.created_at.getTime(),
        startDate: order.start_date,
        endDate: addDays(order.start_date, order.term_days - 1),
        endAt,
        remainingDays: order.status === 'custody' ? remainingOf(order, clock, now) : 0,
        daysPaid: order.days_paid,
        incomePaid: plain(order.income_paid),
        nextPayoutAt:
          order.days_paid < order.term_days
            ? payoutAt(order.start_date, order.days_paid + 1, clock)
            : null,
        waiting:
          order.wait_reason && order.wait_since
            ? { reason: order.wait_reason, since: order.wait_since.getTime() }
            : null,
        renewable: renewal.open,
        renewFrom: renewal.from,
        returnedAt: order.returned_at?.getTime() ?? null,
      };
    });
  }

  async function orderRow(userId: number, id: string) {
    const row = await db
      .selectFrom('mining_order')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw new AppError('MINING_ORDER_NOT_FOUND');
    return row;
  }

  async function payoutsView(rows: MiningPayoutRow[], locale: Locale) {
    const ids = [...new Set(rows.map((row) => row.machine_id))];
    const machines = ids.length
      ? await db
          .selectFrom('mining_machine')
          .select(['id', 'name', 'hash_unit'])
          .where('id', 'in', ids)
          .execute()
      : [];
    const byId = new Map(
      machines.map((m) => [m.id, { name: nameIn(m.name, locale), unit: m.hash_unit }]),
    );
    return rows.map((row) => payoutView(row, byId.get(row.machine_id) ?? { name: '', unit: '' }));
  }

  return {
    ordersView,
    payoutsView,
    machineView,

    /** Listed and locked machines, in the operators' order. */
    async machines(locale: Locale, type?: MiningMachine['type']) {
      const clock = await deps.clock();
      let query = db.selectFrom('mining_machine').selectAll().where('status', '!=', 'draft');
      if (type) query = query.where('type', '=', type);
      const rows = await query.orderBy('sort').orderBy('id').execute();
      const list = [];
      for (const row of rows) list.push(await machineView(row, locale, clock));
      return list;
    },

    /** One machine with its hash prices over the last 30 days, source and date each. */
    async machine(id: number, locale: Locale) {
      const machine = await shownMachine(id);
      const clock = await deps.clock();
      const view = await machineView(machine, locale, clock);
      const today = localDate(deps.nowMs(), clock.zone);
      const prices = await db
        .selectFrom('mining_hash_price')
        .selectAll()
        .where('algorithm', '=', machine.algorithm)
        .where('coin', '=', machine.coin)
        .where('day', '>=', addDays(today, -30))
        .orderBy('day', 'desc')
        .execute();
      return { ...view, hashPrices: prices.map(hashPriceView) };
    },

    /** Cost, dates and the income at the latest hash price of buying `quantity` now. */
    async quote(machineId: number, quantity: number): Promise<MiningQuote> {
      const machine = await shownMachine(machineId);
      const clock = await deps.clock();
      const places = await deps.places(machine.coin);
      const now = deps.nowMs();
      const schedule = scheduleOf(
        { kind: 'fund', lockDate: null, cycleDays: machine.term_days },
        now,
        clock,
      );
      const economics = await economicsOf(machine, places, clock);
      const perDay = mul(decimal(economics.netPerDay), decimal(String(quantity)));
      return {
        quantity,
        cost: toPlainString(costOf(decimal(machine.price), quantity)),
        termDays: machine.term_days,
        purchaseDate: localDate(now, clock.zone),
        startDate: schedule.valueDate,
        firstPayoutAt: schedule.firstPayoutAtMs,
        endDate: addDays(schedule.valueDate, machine.term_days - 1),
        endAt: schedule.maturityAtMs,
        economics,
        estimatedIncome: toPlainString(mul(perDay, decimal(String(machine.term_days)))),
      };
    },

    async order(row: MiningOrderRow, locale: Locale): Promise<MiningOrder> {
      const [view] = await ordersView([row], locale);
      if (!view) throw new AppError('MINING_ORDER_NOT_FOUND');
      return view;
    },

    async orders(
      userId: number,
      query: { state?: 'open' | 'closed'; pageNo: number; pageSize: number },
      locale: Locale,
    ) {
      let base = db.selectFrom('mining_order').where('user_id', '=', userId);
      if (query.state === 'open') base = base.where('status', '=', 'custody');
      if (query.state === 'closed') base = base.where('status', '=', 'returned');
      const page = await paged(
        query.pageNo,
        query.pageSize,
        (limit, offset) =>
          base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        async () =>
          (await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
        (row) => row,
      );
      return { ...page, list: await ordersView(page.list, locale) };
    },

    async orderDetail(userId: number, id: string, locale: Locale) {
      const row = await orderRow(userId, id);
      const payouts = await db
        .selectFrom('mining_payout')
        .selectAll()
        .where('order_id', '=', id)
        .orderBy('day', 'desc')
        .execute();
      return { ...(await this.order(row, locale)), payouts: await payoutsView(payouts, locale) };
    },

    async income(userId: number, query: { pageNo: number; pageSize: number }, locale: Locale) {
      const base = db.selectFrom('mining_payout').where('user_id', '=', userId);
      const page = await paged(
        query.pageNo,
        query.pageSize,
        (limit, offset) =>
          base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        async () =>
          (await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
        (row) => row,
      );
      return { ...page, list: await payoutsView(page.list, locale) };
    },

    /** Published hash prices, newest first: the record of every day's price, source and date. */
    async hashPrices(query: { algorithm?: string; pageNo: number; pageSize: number }) {
      let base = db.selectFrom('mining_hash_price');
      if (query.algorithm) base = base.where('algorithm', '=', query.algorithm);
      return paged(
        query.pageNo,
        query.pageSize,
        (limit, offset) =>
          base
            .selectAll()
            .orderBy('day', 'desc')
            .orderBy('algorithm')
            .limit(limit)
            .offset(offset)
            .execute(),
        async () =>
          (await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
        hashPriceView,
      );
    },

    ...createMiningHoldings({ ...deps, namesOf }),
  };
}

export type MiningViews = ReturnType<typeof createMiningViews>;
