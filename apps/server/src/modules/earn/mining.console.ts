import {
  ADMIN_PATHS,
  envelope,
  hashPriceBody,
  hashPriceSchema,
  hashPricesPageSchema,
  hashPricesQuery,
  id,
  miningConsoleMachineSchema,
  miningConsolePayoutsSchema,
  miningIncomeAccountsSchema,
  miningMachineBody,
  miningPayoutsQuery,
  miningStatusBody,
  type MiningConsoleMachine,
  type MiningMachineBody,
  localDate,
} from '@exchange/contracts';
import { decimal, toPlainString } from '@exchange/money';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { paged } from '../../lib/paging.js';
import type { Secured } from '../admin/index.js';
import type { Ledger } from '../ledger/index.js';
import type { PayoutClock } from './earn.core.js';
import type { MiningDb } from './mining.service.js';
import type { MiningMachineRow } from './mining.tables.js';
import { hashPriceView, type MiningViews } from './mining.views.js';

const idParams = z.object({ id: id() });
const text = (value: string) => toPlainString(decimal(value));

/** The columns a machine's body sets; those after `names` are fixed once a unit has been rented. */
function columnsOf(input: MiningMachineBody) {
  return {
    name: input.name as Record<string, string>,
    stock: input.stock,
    user_limit: input.userLimit,
    sort: input.sort,
    type: input.type,
    coin: input.coin,
    price: text(input.price),
    term_days: input.termDays,
    algorithm: input.algorithm,
    hash_rate: text(input.hashRate),
    hash_unit: input.hashUnit,
    power_w: input.powerW,
    electricity: text(input.electricityPrice),
    manufacturer: input.manufacturer,
    dimensions: input.dimensions,
    weight_kg: text(input.weightKg),
    temperature: input.temperature,
    humidity: input.humidity,
  };
}
const FIXED_AFTER_SALE = [
  'type',
  'coin',
  'price',
  'term_days',
  'algorithm',
  'hash_rate',
  'hash_unit',
  'power_w',
  'electricity',
] as const;
const NUMERIC: ReadonlySet<string> = new Set(['price', 'hash_rate', 'electricity']);

/**
 * The console's mining machines (earn.manage): machines and their terms,
 * listing and locking, each day's hash price from pool data, the
 * mining-income account per coin (filled by `mining_income` adjustments,
 * maker-checker) and every payout. Changes are audited.
 */
export function registerMiningConsole(
  k: Secured,
  deps: {
    db: MiningDb;
    ledger: Ledger;
    views: MiningViews;
    nowMs: () => number;
    clock: () => Promise<PayoutClock>;
    places: (coin: string) => Promise<number>;
  },
): void {
  const { secured, body, query } = k;
  const { db, ledger, views } = deps;
  const params = (req: { params: unknown }) => req.params as z.output<typeof idParams>;

  async function consoleView(machine: MiningMachineRow): Promise<MiningConsoleMachine> {
    const open = await db
      .selectFrom('mining_order')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('machine_id', '=', machine.id)
      .where('status', '=', 'custody')
      .executeTakeFirstOrThrow();
    const ever = await db
      .selectFrom('mining_order')
      .select('id')
      .where('machine_id', '=', machine.id)
      .limit(1)
      .executeTakeFirst();
    return {
      ...(await views.machineView(machine, 'en_US', await deps.clock())),
      names: machine.name,
      status: machine.status,
      sort: machine.sort,
      sold: machine.sold,
      openOrders: Number(open.n),
      rented: Boolean(ever),
    };
  }

  secured(
    'GET',
    ADMIN_PATHS.miningMachines,
    'earn.manage',
    {
      summary: 'Every mining machine with its units rented and orders in custody',
      response: { 200: envelope(z.array(miningConsoleMachineSchema)) },
    },
    async () => {
      const rows = await db
        .selectFrom('mining_machine')
        .selectAll()
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const list: MiningConsoleMachine[] = [];
      for (const row of rows) list.push(await consoleView(row));
      return list;
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.miningMachines,
    'earn.manage',
    {
      summary: 'Create a machine, as a draft: list it when it should sell',
      body: miningMachineBody,
      response: { 200: envelope(miningConsoleMachineSchema) },
    },
    async (req) => {
      const input = body(req, miningMachineBody);
      await deps.places(input.coin);
      const now = new Date(deps.nowMs());
      const row = await db
        .insertInto('mining_machine')
        .values({ ...columnsOf(input), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return consoleView(row);
    },
    {
      action: 'mining.machine_create',
      of: (req, result) => ({
        target: `mining-machine:${(result as MiningConsoleMachine | undefined)?.id ?? 'new'}`,
        detail: { ...body(req, miningMachineBody) },
      }),
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.miningMachine,
    'earn.manage',
    {
      summary: 'Change a machine; once rented only its names, stock, limit and order',
      params: idParams,
      body: miningMachineBody,
      response: { 200: envelope(miningConsoleMachineSchema) },
    },
    async (req, _operator, within) => {
      const input = body(req, miningMachineBody);
      await deps.places(input.coin);
      const columns = columnsOf(input);
      const row = await db.transaction().execute(async (trx) => {
        const machine = await trx
          .selectFrom('mining_machine')
          .selectAll()
          .where('id', '=', params(req).id)
          .forUpdate()
          .executeTakeFirst();
        if (!machine) throw new AppError('MINING_MACHINE_NOT_FOUND');
        const rented = await trx
          .selectFrom('mining_order')
          .select('id')
          .where('machine_id', '=', machine.id)
          .limit(1)
          .executeTakeFirst();
        if (rented) {
          const same = (key: (typeof FIXED_AFTER_SALE)[number]) =>
            NUMERIC.has(key)
              ? decimal(String(machine[key])).toString() ===
                decimal(String(columns[key])).toString()
              : String(machine[key]) === String(columns[key]);
          if (!FIXED_AFTER_SALE.every(same)) throw new AppError('MINING_TERMS_LOCKED');
        }
        if (columns.stock < machine.sold) throw new AppError('FIELD_OUT_OF_RANGE');
        const updated = await trx
          .updateTable('mining_machine')
          .set({ ...columns, updated_at: new Date(deps.nowMs()) })
          .where('id', '=', machine.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await within(trx as unknown as Kysely<unknown>);
        return updated;
      });
      return consoleView(row);
    },
    {
      action: 'mining.machine_update',
      of: (req) => ({
        target: `mining-machine:${params(req).id}`,
        detail: { ...body(req, miningMachineBody) },
      }),
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.miningMachineStatus,
    'earn.manage',
    {
      summary: 'List a machine, or lock it (shown, not sold; orders in custody go on)',
      params: idParams,
      body: miningStatusBody,
      response: { 200: envelope(miningConsoleMachineSchema) },
    },
    async (req) => {
      const row = await db
        .updateTable('mining_machine')
        .set({ status: body(req, miningStatusBody).status, updated_at: new Date(deps.nowMs()) })
        .where('id', '=', params(req).id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new AppError('MINING_MACHINE_NOT_FOUND');
      return consoleView(row);
    },
    {
      action: 'mining.machine_status',
      of: (req) => ({
        target: `mining-machine:${params(req).id}`,
        detail: { ...body(req, miningStatusBody) },
      }),
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.miningHashPrices,
    'earn.manage',
    {
      summary: 'Every hash price, newest day first, with its source',
      querystring: hashPricesQuery,
      response: { 200: envelope(hashPricesPageSchema) },
    },
    async (req) => views.hashPrices(query(req, hashPricesQuery)),
  );
  secured(
    'POST',
    ADMIN_PATHS.miningHashPrices,
    'earn.manage',
    {
      summary:
        'Publish a day’s hash price from pool data: for a day that has begun, final once it has paid income',
      body: hashPriceBody,
      response: { 200: envelope(hashPriceSchema) },
    },
    async (req, operator) => {
      const input = body(req, hashPriceBody);
      const clock = await deps.clock();
      if (input.day > localDate(deps.nowMs(), clock.zone))
        throw new AppError('MINING_PRICE_DAY_AHEAD', { day: input.day });
      const row = await db.transaction().execute(async (trx) => {
        const used = await trx
          .selectFrom('mining_payout as p')
          .innerJoin('mining_order as o', 'o.id', 'p.order_id')
          .select('p.id')
          .where('o.algorithm', '=', input.algorithm)
          .where('p.coin', '=', input.coin)
          .where('p.day', '=', input.day)
          .limit(1)
          .executeTakeFirst();
        if (used) throw new AppError('MINING_PRICE_DAY_PAID', { day: input.day });
        const values = {
          unit: input.unit,
          price: text(input.price),
          source: 'operator' as const,
          source_name: input.sourceName,
          operator_id: operator.row.id,
          published_at: new Date(deps.nowMs()),
        };
        return trx
          .insertInto('mining_hash_price')
          .values({ algorithm: input.algorithm, coin: input.coin, day: input.day, ...values })
          .onConflict((oc) => oc.columns(['algorithm', 'coin', 'day']).doUpdateSet(values))
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return hashPriceView(row);
    },
    {
      action: 'mining.hash_price',
      of: (req) => {
        const input = body(req, hashPriceBody);
        return {
          target: `hash-price:${input.algorithm}:${input.coin}:${input.day}`,
          detail: { ...input },
        };
      },
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.miningIncome,
    'earn.manage',
    {
      summary: 'Per coin: the mining-income account, orders waiting on it, income paid and sales',
      response: { 200: envelope(miningIncomeAccountsSchema) },
    },
    async () => {
      const accounts = (await ledger.systemAccounts()).filter((a) =>
        a.system_code?.startsWith('mining:'),
      );
      const coins = new Map<string, { available: string; sales: string }>();
      for (const account of accounts) {
        const entry = coins.get(account.asset) ?? { available: '0', sales: '0' };
        if (account.system_code === 'mining:income') entry.available = text(account.available);
        if (account.system_code === 'mining:sales') entry.sales = text(account.available);
        coins.set(account.asset, entry);
      }
      const paid = await db
        .selectFrom('mining_payout')
        .select(['coin', (eb) => eb.fn.sum<string>('amount').as('paid')])
        .groupBy('coin')
        .execute();
      const waiting = await db
        .selectFrom('mining_order')
        .select(['coin', 'wait_reason', (eb) => eb.fn.countAll<string>().as('n')])
        .where('wait_reason', 'is not', null)
        .groupBy(['coin', 'wait_reason'])
        .execute();
      const waitingOf = (coin: string, reason: string) =>
        Number(waiting.find((w) => w.coin === coin && w.wait_reason === reason)?.n ?? 0);
      for (const row of [...paid, ...waiting])
        if (!coins.has(row.coin)) coins.set(row.coin, { available: '0', sales: '0' });
      return [...coins]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([coin, figures]) => ({
          coin,
          available: figures.available,
          waitingOrders: waitingOf(coin, 'income_short'),
          waitingForPrice: waitingOf(coin, 'price_missing'),
          paid: text(paid.find((p) => p.coin === coin)?.paid ?? '0'),
          sales: figures.sales,
        }));
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.miningPayouts,
    'earn.manage',
    {
      summary: 'Every mining payout, newest first, with its hash price and ledger transaction',
      querystring: miningPayoutsQuery,
      response: { 200: envelope(miningConsolePayoutsSchema) },
    },
    async (req) => {
      const q = query(req, miningPayoutsQuery);
      let base = db.selectFrom('mining_payout');
      if (q.machineId) base = base.where('machine_id', '=', q.machineId);
      if (q.day) base = base.where('day', '=', q.day);
      const page = await paged(
        q.pageNo,
        q.pageSize,
        (limit, offset) =>
          base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        async () =>
          (await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
        (row) => row,
      );
      const named = await views.payoutsView(page.list, 'en_US');
      return {
        ...page,
        list: named.map((payout, i) => ({ ...payout, userId: page.list[i]?.user_id ?? 0 })),
      };
    },
  );
}
