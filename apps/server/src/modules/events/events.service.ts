import { sql, type Kysely, type Transaction } from 'kysely';
import type { Clock } from '../../lib/clock.js';
import type { DomainEvent, DomainEvents, EventName } from './events.core.js';
import type { EventTables } from './events.tables.js';

type Handler = (event: DomainEvent) => Promise<void>;

interface Consumer {
  readonly names: readonly EventName[];
  readonly handle: Handler;
}

/** Most events one consumer handles per dispatch; the rest wait for the next. */
const BATCH = 200;
/** How long a handled event is kept before `prune` forgets it. */
export const EVENT_RETENTION_MS = 30 * 86_400_000;

/**
 * Domain events with an outbox. `publish` writes an event inside the
 * caller's transaction, beside the change it reports. `dispatch` (a job
 * every second) hands each consumer the events it has not handled yet,
 * oldest first, and records each one once handled. The handler's writes
 * commit on their own, so a crash between them and the record shows the
 * event again: handlers are idempotent (by the event's key). A failing
 * handler stops its consumer at that event, to be tried again on the next
 * dispatch; other consumers go on.
 *
 * Which events a consumer has handled is a row per (consumer, event), not
 * a cursor: ids of concurrent transactions commit out of order, and a
 * cursor would skip an event that committed after a later one.
 */
export function createEvents<T>(deps: {
  readonly db: Kysely<T>;
  readonly clock: Clock;
  readonly log: (error: unknown, message: string) => void;
}) {
  const db = deps.db as unknown as Kysely<EventTables>;
  const consumers = new Map<string, Consumer>();

  async function pending(name: string, consumer: Consumer) {
    return db
      .selectFrom('domain_event as e')
      .selectAll('e')
      .where('e.name', 'in', [...consumer.names])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('event_delivery as d')
              .select('d.event_id')
              .where('d.consumer', '=', name)
              .whereRef('d.event_id', '=', 'e.id'),
          ),
        ),
      )
      .orderBy('e.id')
      .limit(BATCH)
      .execute();
  }

  return {
    /**
     * Records `name` with `payload` in `trx`, the caller's transaction: the
     * event exists exactly when the change does. A repeated `key` records
     * nothing more.
     */
    async publish<N extends EventName, C>(
      trx: Transaction<C>,
      name: N,
      key: string,
      payload: DomainEvents[N],
    ): Promise<void> {
      await (trx as unknown as Transaction<EventTables>)
        .insertInto('domain_event')
        .values({
          name,
          key,
          payload: sql<string>`${JSON.stringify(payload)}::jsonb`,
          created_at: new Date(deps.clock.nowMs()),
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    },

    /** Registers a consumer by a stable name (its deliveries are recorded under it). */
    consume(name: string, names: readonly EventName[], handle: Handler): void {
      if (consumers.has(name)) throw new Error(`consumer ${name} is registered twice`);
      consumers.set(name, { names, handle });
    },

    /** Hands every consumer its pending events; how many were handled. */
    async dispatch(): Promise<number> {
      let handled = 0;
      for (const [name, consumer] of consumers) {
        for (const row of await pending(name, consumer)) {
          const event: DomainEvent = {
            id: row.id,
            name: row.name as EventName,
            key: row.key,
            payload: row.payload as DomainEvent['payload'],
            atMs: row.created_at.getTime(),
          };
          try {
            await consumer.handle(event);
          } catch (error) {
            deps.log(error, `event consumer ${name} failed on ${row.key}; it retries`);
            break;
          }
          await db
            .insertInto('event_delivery')
            .values({
              consumer: name,
              event_id: row.id,
              delivered_at: new Date(deps.clock.nowMs()),
            })
            .onConflict((oc) => oc.doNothing())
            .execute();
          handled += 1;
        }
      }
      return handled;
    },

    /**
     * Forgets up to `limit` events created before `beforeMs` that every
     * consumer of their name has handled, with their delivery records. The
     * outbox is a hand-over, not an archive: the facts live on in their
     * modules' tables and the ledger, and every dispatch reads past what is
     * kept. An event some consumer has not handled is kept at any age; one
     * no consumer listens to is forgotten once old. Returns how many went.
     */
    async prune(beforeMs: number, limit = 5_000): Promise<number> {
      const listeners = new Map<string, string[]>();
      for (const [name, consumer] of consumers)
        for (const event of consumer.names)
          listeners.set(event, [...(listeners.get(event) ?? []), name]);
      const handledByAll = [...listeners].map(
        ([event, names]) => sql`(e.name = ${event} and (
          select count(*) from event_delivery d
          where d.event_id = e.id and d.consumer in (${sql.join(names)})) = ${names.length})`,
      );
      const unheard =
        listeners.size === 0 ? sql`true` : sql`e.name not in (${sql.join([...listeners.keys()])})`;
      return db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ id: string }>`
          select e.id from domain_event e
          where e.created_at < ${new Date(beforeMs)}
            and (${sql.join([unheard, ...handledByAll], sql` or `)})
          order by e.id limit ${limit}`.execute(trx);
        if (rows.length === 0) return 0;
        const ids = rows.map((row) => row.id);
        await trx.deleteFrom('event_delivery').where('event_id', 'in', ids).execute();
        await trx.deleteFrom('domain_event').where('id', 'in', ids).execute();
        return ids.length;
      });
    },
  };
}

export type Events = ReturnType<typeof createEvents<unknown>>;
