import {
  ADMIN_PATHS,
  earnConsoleProductSchema,
  earnFundingBody,
  earnProductBody,
  earnRateBody,
  earnRateSchema,
  earnStatusBody,
  envelope,
  id,
  type EarnConsoleProduct,
  localDate,
} from '@exchange/contracts';
import { add, decimal, gt, scaleOf, sub, toPlainString, ZERO } from '@exchange/money';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import type { Secured } from '../admin/index.js';
import type { Ledger } from '../ledger/index.js';
import { aprOfDaily, incomeOver } from './earn.core.js';
import { registerEarnConsoleReads } from './earn.console-reads.js';
import { checkChangeAfterSale, termsOf } from './earn.terms.js';
import * as postings from './earn.postings.js';
import type { Earn } from './earn.service.js';
import type { EarnProductRow, EarnTables } from './earn.tables.js';
import type { EarnViews } from './earn.views.js';

const text = (value: string) => toPlainString(decimal(value));
const idParams = z.object({ id: id() });
type Trx = Transaction<EarnTables>;

/**
 * The console's earn products (earn.manage): products and their terms,
 * listing (refused unless the product's free funding covers the most its
 * unsold stock could be paid), each day's rate published ahead within the
 * range, money between a coin's treasury and a product's funding account,
 * and every payout. Changes are audited.
 */
export function registerEarnConsole(
  k: Secured,
  deps: {
    db: Kysely<EarnTables>;
    ledger: Ledger;
    earn: Earn;
    views: EarnViews;
    nowMs: () => number;
  },
): void {
  const { secured, body } = k;
  const { db, ledger, earn, views } = deps;
  const params = (req: { params: unknown }) => req.params as z.output<typeof idParams>;

  async function consoleView(product: EarnProductRow): Promise<EarnConsoleProduct> {
    const open = await db
      .selectFrom('earn_order')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('product_id', '=', product.id)
      .where('status', 'in', ['confirming', 'custody'])
      .executeTakeFirstOrThrow();
    return {
      ...(await views.productOf(product, 'en_US')),
      names: product.name,
      status: product.status,
      sort: product.sort,
      sold: text(product.sold),
      openOrders: Number(open.n),
      funding: await views.fundingOf(product),
    };
  }

  /**
   * A product's coin decimals, read before a transaction: on embedded
   * PostgreSQL (one connection) a query outside it would wait forever.
   */
  async function placesOf(productId: number): Promise<number> {
    const row = await db
      .selectFrom('earn_product')
      .select('coin')
      .where('id', '=', productId)
      .executeTakeFirst();
    if (!row) throw new AppError('EARN_PRODUCT_NOT_FOUND');
    return earn.places(row.coin);
  }

  async function lockProduct(trx: Trx, productId: number): Promise<EarnProductRow> {
    const product = await trx
      .selectFrom('earn_product')
      .selectAll()
      .where('id', '=', productId)
      .forUpdate()
      .executeTakeFirst();
    if (!product) throw new AppError('EARN_PRODUCT_NOT_FOUND');
    return product;
  }

  /** A listed product must keep its unsold stock's promise covered by free funding (after `change`). */
  async function requireCovered(
    trx: Trx,
    product: EarnProductRow,
    coinPlaces: number,
    change = ZERO,
  ) {
    const { free } = await earn.funding(product, trx);
    const unsold = sub(decimal(product.stock), decimal(product.sold));
    const needed = gt(unsold, ZERO)
      ? incomeOver(unsold, decimal(product.rate_max), product.cycle_days, coinPlaces)
      : ZERO;
    const funded = add(free, change);
    if (gt(needed, funded))
      throw new AppError('EARN_FUNDING_SHORT', {
        funded: toPlainString(funded),
        needed: toPlainString(needed),
        coin: product.coin,
      });
  }

  registerEarnConsoleReads(k, { db, ledger });

  secured(
    'GET',
    ADMIN_PATHS.earnProducts,
    'earn.manage',
    {
      summary: 'Every earn product with its sales and its funding account',
      response: { 200: envelope(z.array(earnConsoleProductSchema)) },
    },
    async () => {
      const rows = await db.selectFrom('earn_product').selectAll().orderBy('id', 'desc').execute();
      const list: EarnConsoleProduct[] = [];
      for (const row of rows) list.push(await consoleView(row));
      return list;
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.earnProducts,
    'earn.manage',
    {
      summary: 'Create a product, as a draft: fund it, then list it',
      body: earnProductBody,
      response: { 200: envelope(earnConsoleProductSchema) },
    },
    async (req) => {
      const { places: _places, ...terms } = await termsOf(body(req, earnProductBody), earn);
      const now = new Date(deps.nowMs());
      const row = await db
        .insertInto('earn_product')
        .values({ ...terms, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return consoleView(row);
    },
    {
      action: 'earn.product_create',
      of: (req, result) => ({
        target: `earn-product:${(result as EarnConsoleProduct | undefined)?.id ?? 'new'}`,
        detail: { ...body(req, earnProductBody) },
      }),
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.earnProduct,
    'earn.manage',
    {
      summary: 'Change a product; after its first sale only names, limits, stock, dates and order',
      params: idParams,
      body: earnProductBody,
      response: { 200: envelope(earnConsoleProductSchema) },
    },
    async (req, _operator, within) => {
      const { places, ...terms } = await termsOf(body(req, earnProductBody), earn);
      const row = await db.transaction().execute(async (trx) => {
        const product = await lockProduct(trx, params(req).id);
        const sold = gt(decimal(product.sold), ZERO) || (await hasOrders(trx, product.id));
        if (sold) checkChangeAfterSale(product, terms);
        const updated = await trx
          .updateTable('earn_product')
          .set({ ...terms, updated_at: new Date(deps.nowMs()) })
          .where('id', '=', product.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (updated.status === 'listed') await requireCovered(trx, updated, places);
        await within(trx as unknown as Kysely<unknown>);
        return updated;
      });
      return consoleView(row);
    },
    {
      action: 'earn.product_update',
      of: (req) => ({
        target: `earn-product:${params(req).id}`,
        detail: { ...body(req, earnProductBody) },
      }),
    },
  );

  async function hasOrders(trx: Trx, productId: number) {
    const row = await trx
      .selectFrom('earn_order')
      .select('id')
      .where('product_id', '=', productId)
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  }

  secured(
    'POST',
    ADMIN_PATHS.earnProductStatus,
    'earn.manage',
    {
      summary: 'List (only when its funding covers the unsold stock’s most income) or delist',
      params: idParams,
      body: earnStatusBody,
      response: { 200: envelope(earnConsoleProductSchema) },
    },
    async (req, _operator, within) => {
      const { status } = body(req, earnStatusBody);
      const coinPlaces = await placesOf(params(req).id);
      const row = await db.transaction().execute(async (trx) => {
        const product = await lockProduct(trx, params(req).id);
        if (status === 'listed') await requireCovered(trx, product, coinPlaces);
        const updated = await trx
          .updateTable('earn_product')
          .set({ status, updated_at: new Date(deps.nowMs()) })
          .where('id', '=', product.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await within(trx as unknown as Kysely<unknown>);
        return updated;
      });
      return consoleView(row);
    },
    {
      action: 'earn.product_status',
      of: (req) => ({
        target: `earn-product:${params(req).id}`,
        detail: { ...body(req, earnStatusBody) },
      }),
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.earnRates,
    'earn.manage',
    {
      summary: 'A product’s daily rates, newest day first',
      params: idParams,
      response: { 200: envelope(z.array(earnRateSchema)) },
    },
    async (req) => {
      const rows = await db
        .selectFrom('earn_rate')
        .select(['day', 'rate', 'source'])
        .where('product_id', '=', params(req).id)
        .orderBy('day', 'desc')
        .limit(120)
        .execute();
      return rows.map((row) => ({
        day: row.day,
        rate: text(row.rate),
        apr: toPlainString(aprOfDaily(decimal(row.rate))),
        source: row.source,
      }));
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.earnRates,
    'earn.manage',
    {
      summary: 'Publish a day’s rate in advance, within the product’s range',
      params: idParams,
      body: earnRateBody,
      response: { 200: envelope(earnRateSchema) },
    },
    async (req, operator, within) => {
      const input = body(req, earnRateBody);
      return db.transaction().execute(async (trx) => {
        const product = await lockProduct(trx, params(req).id);
        const rate = decimal(input.rate);
        if (gt(decimal(product.rate_min), rate) || gt(rate, decimal(product.rate_max)))
          throw new AppError('EARN_RATE_OUT_OF_RANGE', {
            min: text(product.rate_min),
            max: text(product.rate_max),
          });
        const clock = await earn.clock(trx);
        if (input.day <= localDate(deps.nowMs(), clock.zone))
          throw new AppError('EARN_RATE_DAY_STARTED', { day: input.day });
        const row = {
          product_id: product.id,
          day: input.day,
          rate: input.rate,
          source: 'published' as const,
          operator_id: operator.row.id,
          published_at: new Date(deps.nowMs()),
        };
        await trx
          .insertInto('earn_rate')
          .values(row)
          .onConflict((oc) =>
            oc.columns(['product_id', 'day']).doUpdateSet({
              rate: row.rate,
              source: row.source,
              operator_id: row.operator_id,
              published_at: row.published_at,
            }),
          )
          .execute();
        await within(trx as unknown as Kysely<unknown>);
        return {
          day: input.day,
          rate: text(input.rate),
          apr: toPlainString(aprOfDaily(rate)),
          source: 'published' as const,
        };
      });
    },
    {
      action: 'earn.rate_publish',
      of: (req) => ({
        target: `earn-product:${params(req).id}`,
        detail: { ...body(req, earnRateBody) },
      }),
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.earnFunding,
    'earn.manage',
    {
      summary:
        'Move money from the coin’s earn treasury to the product’s funding account, or back what is free',
      params: idParams,
      body: earnFundingBody,
      response: { 200: envelope(earnConsoleProductSchema) },
    },
    async (req, _operator, within) => {
      const input = body(req, earnFundingBody);
      const coinPlaces = await placesOf(params(req).id);
      const row = await db.transaction().execute(async (trx) => {
        // One treasury move at a time: the settings row is the coin treasuries' lock.
        await trx.selectFrom('earn_setting').select('id').forUpdate().execute();
        const product = await lockProduct(trx, params(req).id);
        const amount = decimal(input.amount);
        if (scaleOf(amount) > coinPlaces)
          throw new AppError('AMOUNT_PRECISION', { places: coinPlaces });
        if (input.direction === 'in') {
          const held = await ledger.balance(postings.treasury(product.coin), { trx });
          if (gt(amount, decimal(held.available)))
            throw new AppError('EARN_TREASURY_SHORT', {
              available: text(held.available),
              coin: product.coin,
            });
        } else {
          const { free } = await earn.funding(product, trx);
          if (gt(amount, free))
            throw new AppError('EARN_FUNDING_SHORT', {
              funded: toPlainString(free),
              needed: toPlainString(amount),
              coin: product.coin,
            });
          if (product.status === 'listed')
            await requireCovered(trx, product, coinPlaces, sub(ZERO, amount));
        }
        await ledger.post(
          postings.allocate(
            product.id,
            product.coin,
            input.amount,
            input.direction,
            input.requestId,
          ),
          { trx },
        );
        await within(trx as unknown as Kysely<unknown>);
        return product;
      });
      return consoleView(row);
    },
    {
      action: 'earn.funding',
      of: (req) => ({
        target: `earn-product:${params(req).id}`,
        detail: { ...body(req, earnFundingBody) },
      }),
    },
  );
}
