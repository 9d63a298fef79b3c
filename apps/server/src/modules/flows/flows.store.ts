import { sql, type Kysely, type Selectable } from 'kysely';
import type { JsonValue } from '../jobs/index.js';
import type { FlowRunTable, FlowStatus, FlowTables } from './flows.tables.js';

export type FlowRow = Selectable<FlowRunTable>;

/** SQL of `flow_run`, the flows' only table. */
export function createFlowStore(db: Kysely<FlowTables>) {
  const json = (value: JsonValue) => sql<string>`${JSON.stringify(value)}::jsonb`;
  return {
    /** Creates the run unless its key exists; answers the row either way. */
    async create(kind: string, key: string, state: JsonValue, nowMs: number): Promise<FlowRow> {
      await db
        .insertInto('flow_run')
        .values({
          kind,
          key,
          state: json(state),
          error: null,
          locked_until: null,
          created_at: new Date(nowMs),
          updated_at: new Date(nowMs),
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      return db.selectFrom('flow_run').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    },

    /**
     * Takes the lease of one open run (or of every open run whose lease is
     * free) for this process: SKIP LOCKED, so two processes never drive one run.
     */
    claim(nowMs: number, leaseMs: number, key?: string): Promise<FlowRow[]> {
      const now = new Date(nowMs);
      return db
        .updateTable('flow_run')
        .set((eb) => ({
          locked_until: new Date(nowMs + leaseMs),
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', 'in', (eb) => {
          let open = eb
            .selectFrom('flow_run')
            .select('id')
            .where('status', 'in', ['running', 'compensating'])
            .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', now)]));
          if (key !== undefined) open = open.where('key', '=', key);
          return open.orderBy('id').limit(100).forUpdate().skipLocked();
        })
        .returningAll()
        .execute();
    },

    /** Records progress; the lease stays with the caller until `release`. */
    async save(
      id: string,
      change: { state?: JsonValue; step: number; status: FlowStatus; error?: string | null },
      nowMs: number,
    ): Promise<void> {
      await db
        .updateTable('flow_run')
        .set({
          step: change.step,
          status: change.status,
          updated_at: new Date(nowMs),
          ...(change.state === undefined ? {} : { state: json(change.state) }),
          ...(change.error === undefined ? {} : { error: change.error }),
        })
        .where('id', '=', id)
        .execute();
    },

    async release(id: string): Promise<void> {
      await db.updateTable('flow_run').set({ locked_until: null }).where('id', '=', id).execute();
    },

    byKey(key: string): Promise<FlowRow | undefined> {
      return db.selectFrom('flow_run').selectAll().where('key', '=', key).executeTakeFirst();
    },
  };
}
