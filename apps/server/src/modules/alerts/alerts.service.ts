import {
  ALERT_ACTIVE_MAX,
  ALERT_HISTORY_MAX,
  alertRises,
  type AlertCreateBody,
  type AlertList,
  type PriceAlert,
} from '@exchange/contracts';
import { decimal, toPlainString, type Decimal } from '@exchange/money';
import { sql } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Events } from '../events/index.js';
import { AlertBook, type Watched } from './alerts.book.js';
import { planAlert } from './alerts.core.js';
import type { AlertDb, AlertRow } from './alerts.tables.js';

/** How long a market's alerts in memory are trusted before the next batch reloads them. */
export const RESYNC_MS = 10_000;

const plain = (value: string) => toPlainString(decimal(value));

export function toWire(row: AlertRow): PriceAlert {
  return {
    id: row.id,
    symbol: row.symbol,
    kind: row.kind,
    value: plain(row.value),
    threshold: plain(row.threshold),
    basePrice: plain(row.base_price),
    note: row.note,
    status: row.status,
    createdAt: row.created_at.getTime(),
    firedAt: row.fired_at?.getTime() ?? null,
    firedPrice: row.fired_price === null ? null : plain(row.fired_price),
    cancelledAt: row.cancelled_at?.getTime() ?? null,
  };
}

const watched = (row: Pick<AlertRow, 'id' | 'kind' | 'threshold'>): Watched => ({
  id: row.id,
  threshold: decimal(row.threshold),
  rises: alertRises(row.kind),
});

export interface AlertDeps {
  readonly db: AlertDb;
  readonly nowMs: () => number;
  readonly events: Pick<Events, 'publish'>;
  /** A live, enabled spot market's price precision, or null when there is no such market. */
  readonly market: (symbol: string) => { readonly pricePlaces: number } | null;
  /** The market's last trade price, or null before its first trade. */
  readonly lastPrice: (symbol: string) => Decimal | null;
  readonly log: (error: unknown, message: string) => void;
}

/**
 * Price alerts: the table, and the active ones in memory (`AlertBook`) so
 * a batch of trades looks only at alerts it reaches. `load` fills the book
 * at start; each batch's range of prices (`onTrades`, in arrival order)
 * fires what it reaches. Firing is a conditional update out of ACTIVE with
 * the `alert.fired` event in the same transaction: of two processes (or a
 * cancel) racing, one wins and only it tells the user. A market's alerts
 * are reloaded from the table by the first batch after `RESYNC_MS`, so an
 * alert made or cancelled by another process is seen within that time.
 */
export function createAlerts(deps: AlertDeps) {
  const { db, nowMs } = deps;
  const book = new AlertBook();
  const syncedAt = new Map<string, number>();
  /** Evaluations run one after another, in the order batches arrived. */
  let queue: Promise<void> = Promise.resolve();

  const ownRow = (userId: number, id: number) =>
    db
      .selectFrom('price_alert')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();

  const activeCount = async (userId: number, trx: AlertDb = db) =>
    Number(
      (
        await trx
          .selectFrom('price_alert')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .where('status', '=', 'ACTIVE')
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function resync(symbol: string): Promise<void> {
    const rows = await db
      .selectFrom('price_alert')
      .select(['id', 'kind', 'threshold'])
      .where('symbol', '=', symbol)
      .where('status', '=', 'ACTIVE')
      .execute();
    book.reset(symbol, rows.map(watched));
    syncedAt.set(symbol, nowMs());
  }

  /**
   * Marks an alert fired at `price` and publishes `alert.fired`, in one
   * transaction, only while it is still active: true when this call did it.
   */
  async function fire(id: number, price: Decimal): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('price_alert')
        .set({ status: 'FIRED', fired_at: new Date(nowMs()), fired_price: price.toString() })
        .where('id', '=', id)
        .where('status', '=', 'ACTIVE')
        .returningAll()
        .executeTakeFirst();
      if (!row) return false;
      await deps.events.publish(trx, 'alert.fired', `alert.fired:${id}`, {
        alertId: row.id,
        userId: row.user_id,
        symbol: row.symbol,
        kind: row.kind,
        value: plain(row.value),
        threshold: plain(row.threshold),
        basePrice: plain(row.base_price),
        price: price.toString(),
        note: row.note,
      });
      return true;
    });
  }

  /** Fires every alert of `symbol` that trades from `low` to `high` reach; how many this call fired. */
  async function evaluate(symbol: string, high: Decimal, low: Decimal): Promise<number> {
    const synced = syncedAt.get(symbol);
    if (synced === undefined || nowMs() - synced >= RESYNC_MS) await resync(symbol);
    let fired = 0;
    for (const alert of book.due(symbol, high, low)) {
      // Whoever wins, it is no longer active: forget it here either way.
      book.remove(alert.id);
      if (await fire(alert.id, alert.rises ? high : low)) fired += 1;
    }
    return fired;
  }

  /**
   * Runs `task` after every one queued before it. The book changes only in
   * queued tasks (and in `cancel`, which only removes), so a reload never
   * drops an alert added while its query was on its way.
   */
  const serial = <R>(symbol: string, task: () => Promise<R>): Promise<R> => {
    const run = queue.then(task);
    queue = run.then(
      () => undefined,
      (error: unknown) => deps.log(error, `price alerts of ${symbol} were not evaluated`),
    );
    return run;
  };
  const enqueue = (symbol: string, high: Decimal, low: Decimal): Promise<number> =>
    serial(symbol, () => evaluate(symbol, high, low));

  return {
    /** Fills the book with every active alert (at start). */
    async load(): Promise<void> {
      const symbols = await db
        .selectFrom('price_alert')
        .select('symbol')
        .distinct()
        .where('status', '=', 'ACTIVE')
        .execute();
      for (const { symbol } of symbols) await resync(symbol);
    },

    /**
     * A batch of `symbol`'s trades ranged from `low` to `high`: fires what
     * they reach, after the batches before it. Resolves to how many this
     * process fired.
     */
    onTrades: enqueue,

    /** Resolves once every batch handed in so far is evaluated (tests, shutdown). */
    settled: (): Promise<void> => queue,

    /**
     * Sets an alert on a market for the caller, at most ALERT_ACTIVE_MAX
     * active at once (counted under a per-user lock, so two requests at
     * once cannot pass it together).
     *
     * Errors: MARKET_UNKNOWN, ALERT_LIMIT, and `planAlert`'s.
     */
    async create(
      userId: number,
      body: AlertCreateBody & { readonly symbol: string },
    ): Promise<PriceAlert> {
      const market = deps.market(body.symbol);
      if (!market) throw new AppError('MARKET_UNKNOWN');
      const plan = planAlert(body, deps.lastPrice(body.symbol), market.pricePlaces);
      const row = await db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`price_alert:${userId}`}))`.execute(trx);
        if ((await activeCount(userId, trx)) >= ALERT_ACTIVE_MAX)
          throw new AppError('ALERT_LIMIT', { max: ALERT_ACTIVE_MAX });
        return trx
          .insertInto('price_alert')
          .values({
            user_id: userId,
            symbol: body.symbol,
            kind: plan.kind,
            value: plan.value.toString(),
            threshold: plan.threshold.toString(),
            base_price: plan.basePrice.toString(),
            note: plan.note,
            created_at: new Date(nowMs()),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      // Held from the next queued task on; the price may have moved past it
      // while it was being written, and then it fires at once.
      void serial(row.symbol, async () => {
        book.add(row.symbol, watched(row));
        const last = deps.lastPrice(row.symbol);
        return last === null ? 0 : evaluate(row.symbol, last, last);
      }).catch(() => undefined);
      return toWire(row);
    },

    /** The caller's active alerts, or the history (fired, cancelled), newest first. */
    async list(
      userId: number,
      query: { readonly status: 'active' | 'history'; readonly symbol?: string | undefined },
    ): Promise<AlertList> {
      let select = db
        .selectFrom('price_alert')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', query.status === 'active' ? '=' : '<>', 'ACTIVE');
      if (query.symbol) select = select.where('symbol', '=', query.symbol);
      const rows = await select
        .orderBy(query.status === 'active' ? 'id' : sql`coalesce(fired_at, cancelled_at)`, 'desc')
        .orderBy('id', 'desc')
        .limit(query.status === 'active' ? ALERT_ACTIVE_MAX : ALERT_HISTORY_MAX)
        .execute();
      return { items: rows.map(toWire), active: await activeCount(userId), max: ALERT_ACTIVE_MAX };
    },

    /** Cancels an active alert of the caller's. Errors: ALERT_NOT_FOUND, ALERT_NOT_ACTIVE. */
    async cancel(userId: number, id: number): Promise<PriceAlert> {
      const row = await db
        .updateTable('price_alert')
        .set({ status: 'CANCELLED', cancelled_at: new Date(nowMs()) })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('status', '=', 'ACTIVE')
        .returningAll()
        .executeTakeFirst();
      if (!row) {
        const found = await ownRow(userId, id);
        throw new AppError(found ? 'ALERT_NOT_ACTIVE' : 'ALERT_NOT_FOUND');
      }
      book.remove(id);
      return toWire(row);
    },

    /**
     * Deletes one finished alert of the caller's, or all of them; active
     * ones stay. Errors: ALERT_NOT_FOUND (an id that is not a finished
     * alert of the caller's).
     */
    async deleteHistory(userId: number, id?: number): Promise<number> {
      let query = db
        .deleteFrom('price_alert')
        .where('user_id', '=', userId)
        .where('status', '<>', 'ACTIVE');
      if (id !== undefined) query = query.where('id', '=', id);
      const deleted = Number((await query.executeTakeFirst()).numDeletedRows);
      if (id !== undefined && deleted === 0) throw new AppError('ALERT_NOT_FOUND');
      return deleted;
    },

    /** How many active alerts the book holds (tests). */
    held: (): number => book.size,
  };
}

export type Alerts = ReturnType<typeof createAlerts>;
