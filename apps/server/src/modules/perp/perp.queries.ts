/** The read side of perpetuals: lists and details of entrusts, positions and fills, and PnL totals. */
import { sql, type Kysely } from 'kysely';
import { paged, type Page } from '../../lib/paging.js';
import type { PerpOrderRow, PerpPositionRow } from './perp.store.js';
import type { PerpTables } from './perp.tables.js';
import type { FillRow } from './perp.wire.js';

interface Paging {
  readonly pageNo: number;
  readonly pageSize: number;
}

export interface ContractFilter {
  readonly symbols: readonly string[] | null;
}

export function createPerpQueries<T>(database: Kysely<T>) {
  const db = database as unknown as Kysely<PerpTables>;

  const fills = () =>
    db
      .selectFrom('perp_trade as t')
      .innerJoin('perp_order as mo', 'mo.id', 't.maker_order_id')
      .innerJoin('perp_order as to', 'to.id', 't.taker_order_id')
      .selectAll('t')
      .select([
        'mo.position_id as maker_position_id',
        'to.position_id as taker_position_id',
        'mo.action as maker_action',
      ]);

  return {
    /** Entrusts, newest first: PENDING the open ones, HISTORY the finished. */
    orderPage<T>(
      userId: number,
      status: 'PENDING' | 'HISTORY',
      filter: ContractFilter,
      paging: Paging,
      view: (row: PerpOrderRow) => T,
    ): Promise<Page<T>> {
      let base = db
        .selectFrom('perp_order')
        .where('user_id', '=', userId)
        .where(
          'status',
          'in',
          status === 'PENDING' ? ['SUBMITTED', 'PENDING'] : ['FILLED', 'CANCELLED'],
        );
      if (filter.symbols) base = base.where('contract', 'in', [...filter.symbols, '']);
      return paged(
        paging.pageNo,
        paging.pageSize,
        (limit, offset) =>
          base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        async () =>
          (await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
        view,
      );
    },

    /** Positions, newest first. */
    positionPage<T>(
      userId: number,
      status: 'OPEN' | 'CLOSED',
      filter: ContractFilter,
      paging: Paging,
      view: (row: PerpPositionRow) => T,
    ): Promise<Page<T>> {
      let base = db
        .selectFrom('perp_position')
        .where('user_id', '=', userId)
        .where('status', '=', status);
      if (filter.symbols) base = base.where('contract', 'in', [...filter.symbols, '']);
      return paged(
        paging.pageNo,
        paging.pageSize,
        (limit, offset) =>
          base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        async () =>
          (await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
        view,
      );
    },

    orderById: (id: string) =>
      db.selectFrom('perp_order').selectAll().where('id', '=', id).executeTakeFirst(),

    positionById: (id: string) =>
      db.selectFrom('perp_position').selectAll().where('id', '=', id).executeTakeFirst(),

    fillPage<T>(
      userId: number,
      filter: ContractFilter,
      paging: Paging,
      view: (row: FillRow) => T,
    ): Promise<Page<T>> {
      let base = db
        .selectFrom('perp_trade as t')
        .where((eb) =>
          eb.or([eb('t.maker_user_id', '=', userId), eb('t.taker_user_id', '=', userId)]),
        );
      if (filter.symbols) base = base.where('t.contract', 'in', [...filter.symbols, '']);
      const symbols = filter.symbols;
      return paged(
        paging.pageNo,
        paging.pageSize,
        (limit, offset) => {
          let list = fills().where((eb) =>
            eb.or([eb('t.maker_user_id', '=', userId), eb('t.taker_user_id', '=', userId)]),
          );
          if (symbols) list = list.where('t.contract', 'in', [...symbols, '']);
          return list.orderBy('t.id', 'desc').limit(limit).offset(offset).execute();
        },
        async () =>
          (await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
        view,
      );
    },

    fillById: (id: string) => fills().where('t.id', '=', id).executeTakeFirst(),

    fillsOfOrder: (orderId: string) =>
      fills()
        .where((eb) =>
          eb.or([eb('t.maker_order_id', '=', orderId), eb('t.taker_order_id', '=', orderId)]),
        )
        .orderBy('t.id')
        .execute(),

    /**
     * Per contract, inside [from, to]: the user's closing PnL and fees from
     * fills, and positions closed. Funding is the ledger's (see the service).
     */
    async profitLoss(userId: number, filter: ContractFilter, lo: Date, hi: Date) {
      const symbols = filter.symbols
        ? sql`and contract in (${sql.join([...filter.symbols, ''])})`
        : sql``;
      const { rows: trades } = await sql<{ contract: string; pnl: string; fees: string }>`
        select contract,
          sum(case when maker_user_id = ${userId} then maker_pnl else 0 end
            + case when taker_user_id = ${userId} then taker_pnl else 0 end) as pnl,
          sum(case when maker_user_id = ${userId} then maker_fee else 0 end
            + case when taker_user_id = ${userId} then taker_fee else 0 end) as fees
        from perp_trade
        where (maker_user_id = ${userId} or taker_user_id = ${userId})
          and created_at between ${lo} and ${hi} ${symbols}
        group by contract`.execute(db);
      const { rows: closed } = await sql<{ contract: string; n: string }>`
        select contract, count(*) as n from perp_position
        where user_id = ${userId} and status = 'CLOSED' and closed_at between ${lo} and ${hi} ${symbols}
        group by contract`.execute(db);
      return { trades, closed };
    },
  };
}

export type PerpQueries = ReturnType<typeof createPerpQueries>;
