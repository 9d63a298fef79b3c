import {
  ADMIN_PATHS,
  earnConsolePayoutsSchema,
  earnPayoutsQuery,
  earnTreasurySchema,
  envelope,
} from '@exchange/contracts';
import { add, decimal, toPlainString } from '@exchange/money';
import type { Kysely } from 'kysely';
import { paged } from '../../lib/paging.js';
import type { Secured } from '../admin/index.js';
import type { Ledger } from '../ledger/index.js';
import type { EarnTables } from './earn.tables.js';
import { nameIn } from './earn.views.js';

const text = (value: string) => toPlainString(decimal(value));

/** The console's earn reads (earn.manage): each coin's treasury and every payout with its ledger transaction. */
export function registerEarnConsoleReads(
  k: Secured,
  deps: { db: Kysely<EarnTables>; ledger: Ledger },
): void {
  const { secured, query } = k;
  const { db, ledger } = deps;
  secured(
    'GET',
    ADMIN_PATHS.earnTreasury,
    'earn.manage',
    {
      summary: 'Each coin’s earn treasury and what is allocated to products',
      response: { 200: envelope(earnTreasurySchema) },
    },
    async () => {
      const accounts = (await ledger.systemAccounts()).filter((a) =>
        a.system_code?.startsWith('earn:'),
      );
      const coins = new Map<string, { available: string; allocated: string }>();
      for (const account of accounts) {
        const entry = coins.get(account.asset) ?? { available: '0', allocated: '0' };
        if (account.system_code === 'earn:treasury') entry.available = text(account.available);
        else
          entry.allocated = toPlainString(
            add(
              decimal(entry.allocated),
              add(
                decimal(account.available),
                add(decimal(account.frozen), decimal(account.locked)),
              ),
            ),
          );
        coins.set(account.asset, entry);
      }
      return [...coins].map(([coin, figures]) => ({ coin, ...figures }));
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.earnPayouts,
    'earn.manage',
    {
      summary: 'Payouts, newest first, each with the ledger transaction that paid it',
      querystring: earnPayoutsQuery,
      response: { 200: envelope(earnConsolePayoutsSchema) },
    },
    async (req) => {
      const q = query(req, earnPayoutsQuery);
      let base = db
        .selectFrom('earn_payout as p')
        .innerJoin('earn_order as o', 'o.id', 'p.order_id')
        .innerJoin('earn_product as d', 'd.id', 'p.product_id')
        .leftJoin('earn_rate as r', (join) =>
          join.onRef('r.product_id', '=', 'p.product_id').onRef('r.day', '=', 'p.day'),
        );
      if (q.productId) base = base.where('p.product_id', '=', q.productId);
      if (q.day) base = base.where('p.day', '=', q.day);
      return paged(
        q.pageNo,
        q.pageSize,
        (limit, offset) =>
          base
            .select([
              'p.order_id',
              'p.product_id',
              'p.user_id',
              'p.day',
              'p.rate',
              'p.amount',
              'p.transaction_id',
              'p.paid_at',
              'o.coin',
              'd.name',
              'r.source',
            ])
            .orderBy('p.id', 'desc')
            .limit(limit)
            .offset(offset)
            .execute(),
        async () =>
          (await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
        (row) => ({
          orderId: row.order_id,
          productId: row.product_id,
          userId: row.user_id,
          name: nameIn(row.name, 'en_US'),
          coin: row.coin,
          day: row.day,
          rate: text(row.rate),
          source: row.source ?? 'minimum',
          amount: text(row.amount),
          transactionId: row.transaction_id,
          paidAt: row.paid_at.getTime(),
        }),
      );
    },
  );
}
