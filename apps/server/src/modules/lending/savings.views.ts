import type { EarnRecord, EarnRecordType, SavingsCoin, SavingsOverview } from '@exchange/contracts';
import {
  add,
  decimal,
  div,
  isPositive,
  min,
  mul,
  ONE,
  ROUNDING,
  round,
  sub,
  sum,
  toPlainString,
  ZERO,
  type Decimal,
} from '@exchange/money';
import { sql, type Kysely } from 'kysely';
import type { Page } from '../../lib/paging.js';
import { aprOfDaily, HOUR_MS } from './lending.core.js';
import type { LendingTables } from './lending.tables.js';
import {
  latestPayout,
  nextDate,
  payoutFrom,
  payoutInstant,
  savingsDailyRate,
  sharePrice,
  valueOf,
} from './savings.core.js';
import type { Savings } from './savings.service.js';

const text = (value: Decimal) => toPlainString(value);

export interface SavingsViewDeps {
  readonly db: Kysely<LendingTables>;
  readonly nowMs: () => number;
  readonly savings: Savings;
  readonly decimalsOf: (asset: string) => Promise<number | null>;
  readonly hourlyInterest: (asset: string) => Promise<Decimal>;
}

interface Income {
  readonly date: string;
  readonly time: number;
  readonly amount: Decimal;
}

/**
 * What savers see: each coin's pool and their part of it, and their earn
 * history. Income is never stored per saver: a payout's income to a saver
 * is the shares they held at it (the sum of their share events up to the
 * payout's last one) times the share price's rise.
 */
export function createSavingsViews(deps: SavingsViewDeps) {
  const { db } = deps;

  async function incomes(userId: number, asset: string, places: number): Promise<Income[]> {
    const { rows } = await sql<{
      date: string;
      paid_at: Date;
      price_before: string;
      price_after: string;
      shares: string | null;
    }>`
      select p.date, p.paid_at, p.price_before, p.price_after,
        (select sum(e.shares) from savings_event e
          where e.user_id = ${userId} and e.asset = p.asset and e.id <= p.last_event_id) as shares
      from savings_payout p
      where p.asset = ${asset}
      order by p.date desc`.execute(db);
    return rows
      .map((row) => ({
        date: row.date,
        time: row.paid_at.getTime(),
        amount: round(
          mul(decimal(row.shares ?? '0'), sub(decimal(row.price_after), decimal(row.price_before))),
          places,
          ROUNDING.down,
        ),
      }))
      .filter((income) => isPositive(income.amount));
  }

  async function holdingOf(
    userId: number,
    asset: string,
    places: number,
    price: Decimal,
    config: { payoutHour: number; timeZone: string; holdHours: number },
  ) {
    const [row, lots, queued, earned] = await Promise.all([
      db
        .selectFrom('savings_holding')
        .select('shares')
        .where('user_id', '=', userId)
        .where('asset', '=', asset)
        .executeTakeFirst(),
      db
        .selectFrom('savings_lot')
        .select(['amount', 'created_at'])
        .where('user_id', '=', userId)
        .where('asset', '=', asset)
        .where('converted_at', 'is', null)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('savings_redemption')
        .select('amount')
        .where('user_id', '=', userId)
        .where('asset', '=', asset)
        .where('status', '=', 'queued')
        .execute(),
      incomes(userId, asset, places),
    ]);
    if (!row && lots.length === 0 && queued.length === 0) return null;
    const earning = valueOf(decimal(row?.shares ?? '0'), price, places);
    const waiting = sum(lots.map((lot) => decimal(lot.amount)));
    const queuedTotal = sum(queued.map((q) => decimal(q.amount)));
    const first = lots.find((lot) => isPositive(decimal(lot.amount)));
    const latest = await db
      .selectFrom('savings_payout')
      .select('date')
      .where('asset', '=', asset)
      .orderBy('date', 'desc')
      .executeTakeFirst();
    const yesterday = earned.find((income) => income.date === latest?.date);
    return {
      total: text(add(add(earning, waiting), queuedTotal)),
      earning: text(earning),
      waiting: text(waiting),
      queued: text(queuedTotal),
      earnsFrom: first
        ? payoutFrom(
            first.created_at.getTime() + config.holdHours * HOUR_MS,
            config.payoutHour,
            config.timeZone,
          )
        : null,
      yesterdayIncome: text(yesterday?.amount ?? ZERO),
      totalIncome: text(sum(earned.map((income) => income.amount))),
    };
  }

  return {
    /** `GET /financial/savings`: every coin offered, and the caller's part when signed in. */
    async overview(userId: number | null): Promise<SavingsOverview> {
      const config = await deps.savings.settings();
      const coins = await db
        .selectFrom('savings_coin')
        .selectAll()
        .where('enabled', '=', true)
        .orderBy('sort')
        .orderBy('asset')
        .execute();
      const views: SavingsCoin[] = [];
      for (const coin of coins) {
        const places = await deps.decimalsOf(coin.asset);
        if (places === null) continue;
        const [figures, pool, last] = await Promise.all([
          deps.savings.figures(coin.asset),
          db
            .selectFrom('savings_pool')
            .select('shares')
            .where('asset', '=', coin.asset)
            .executeTakeFirst(),
          db
            .selectFrom('savings_payout')
            .select(['price_before', 'price_after'])
            .where('asset', '=', coin.asset)
            .orderBy('date', 'desc')
            .executeTakeFirst(),
        ]);
        const { savers, pending, redeeming, book } = figures.accounts;
        const price = sharePrice(savers, decimal(pool?.shares ?? '0'));
        const held = add(add(savers, pending), redeeming);
        const lent = sub(ZERO, book);
        const daily = savingsDailyRate(
          await deps.hourlyInterest(coin.asset),
          config.saverShare,
          savers,
        );
        views.push({
          asset: coin.asset,
          decimals: places,
          minSubscribe: text(decimal(coin.min_subscribe)),
          dailyRate: text(daily),
          apr: text(aprOfDaily(daily)),
          poolValue: text(round(add(savers, pending), places, ROUNDING.down)),
          lent: text(round(lent, places, ROUNDING.down)),
          utilisation: isPositive(held)
            ? text(min(ONE, div(lent, held, 4, ROUNDING.half_up)))
            : '0',
          lastDailyRate: last
            ? text(
                div(
                  sub(decimal(last.price_after), decimal(last.price_before)),
                  decimal(last.price_before),
                  8,
                  ROUNDING.down,
                ),
              )
            : null,
          saverShare: text(config.saverShare),
          holding:
            userId === null ? null : await holdingOf(userId, coin.asset, places, price, config),
        });
      }
      const due = latestPayout(deps.nowMs(), config.payoutHour, config.timeZone);
      return {
        coins: views,
        payoutHour: config.payoutHour,
        timeZone: config.timeZone,
        nextPayoutAt: payoutInstant(nextDate(due.date), config.payoutHour, config.timeZone),
        holdHours: config.holdHours,
      };
    },

    /**
     * `GET /financial/earn/his/findByPage`: subscriptions, redemptions (paid
     * or queued) and each day's income, newest first. Reads all of one
     * saver's records per page: fine at today's volumes.
     */
    async history(
      userId: number,
      query: { type?: EarnRecordType; pageNo: number; size: number },
    ): Promise<Page<EarnRecord>> {
      // `order` breaks ties of one instant: later events first.
      const records: (EarnRecord & { order: number })[] = [];
      if (query.type !== 'income') {
        const events = await db
          .selectFrom('savings_event as e')
          .leftJoin('savings_redemption as r', 'r.id', 'e.redemption_id')
          .select(['e.id', 'e.kind', 'e.asset', 'e.amount', 'e.created_at', 'r.status'])
          .where('e.user_id', '=', userId)
          .where(
            'e.kind',
            'in',
            query.type === 'subscribe'
              ? ['subscribe']
              : query.type === 'redeem'
                ? ['redeem', 'redeem_queued']
                : ['subscribe', 'redeem', 'redeem_queued'],
          )
          .execute();
        for (const event of events)
          records.push({
            type: event.kind === 'subscribe' ? 'subscribe' : 'redeem',
            asset: event.asset,
            amount: text(decimal(event.amount)),
            status: event.status === 'queued' ? 'queued' : 'done',
            time: event.created_at.getTime(),
            date: null,
            order: Number(event.id),
          });
      }
      if (query.type === undefined || query.type === 'income') {
        const assets = await db
          .selectFrom('savings_holding')
          .select('asset')
          .where('user_id', '=', userId)
          .execute();
        for (const { asset } of assets) {
          const places = await deps.decimalsOf(asset);
          if (places === null) continue;
          for (const income of await incomes(userId, asset, places))
            records.push({
              type: 'income',
              asset,
              amount: text(income.amount),
              status: 'done',
              time: income.time,
              date: income.date,
              order: 0,
            });
        }
      }
      records.sort((a, b) => b.time - a.time || b.order - a.order);
      const from = (query.pageNo - 1) * query.size;
      return {
        list: records.slice(from, from + query.size).map(({ order: _order, ...record }) => record),
        total: records.length,
        pageNo: query.pageNo,
        pageSize: query.size,
      };
    },
  };
}

export type SavingsViews = ReturnType<typeof createSavingsViews>;
