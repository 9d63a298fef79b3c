import { escapeLike } from '../../db/like.js';
import type { AuditEntry } from '@exchange/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../lib/clock.js';
import type { AdminTables } from './admin.tables.js';

/**
 * The audit log: one row per operator action that changes anything, written
 * after the action succeeds, never updated or deleted (the database refuses,
 * migration 0018).
 */
export function createAudit(db: Kysely<AdminTables>, clock: Clock) {
  return {
    async record(
      entry: {
        operatorId: number;
        action: string;
        target: string;
        detail: Record<string, unknown>;
        ip: string;
      },
      /** The action's own transaction, when the entry must commit with it. */
      on: Kysely<unknown> = db as Kysely<unknown>,
    ): Promise<void> {
      await (on as Kysely<AdminTables>)
        .insertInto('operator_audit')
        .values({
          operator_id: entry.operatorId,
          action: entry.action,
          target: entry.target,
          detail: JSON.stringify(entry.detail),
          ip: entry.ip,
          created_at: new Date(clock.nowMs()),
        })
        .execute();
    },

    /** Newest first; `action` and `target` match as prefixes. */
    async search(query: {
      operatorId?: number | undefined;
      action?: string | undefined;
      target?: string | undefined;
      from?: number | undefined;
      to?: number | undefined;
      pageNo: number;
      pageSize: number;
    }) {
      let base = db
        .selectFrom('operator_audit as a')
        .innerJoin('operator as o', 'o.id', 'a.operator_id');
      if (query.operatorId !== undefined) base = base.where('a.operator_id', '=', query.operatorId);
      if (query.action) base = base.where('a.action', 'like', `${escapeLike(query.action)}%`);
      if (query.target) base = base.where('a.target', 'like', `${escapeLike(query.target)}%`);
      if (query.from !== undefined) base = base.where('a.created_at', '>=', new Date(query.from));
      if (query.to !== undefined) base = base.where('a.created_at', '<', new Date(query.to));
      const [rows, total] = await Promise.all([
        base
          .select([
            'a.id',
            'a.operator_id',
            'o.username',
            'a.action',
            'a.target',
            'a.detail',
            'a.ip',
            'a.created_at',
          ])
          .orderBy('a.id', 'desc')
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const list: AuditEntry[] = rows.map((r) => ({
        id: r.id,
        operatorId: r.operator_id,
        operator: r.username,
        action: r.action,
        target: r.target,
        detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as Record<
          string,
          unknown
        >,
        ip: r.ip,
        time: r.created_at.getTime(),
      }));
      return { list, total: Number(total.n), pageNo: query.pageNo, pageSize: query.pageSize };
    },
  };
}

export type Audit = ReturnType<typeof createAudit>;
