import { sql, type Kysely } from 'kysely';
import type { AccountTables } from './account.tables.js';

/** One member of a user's downline: who, how many levels below, and since when. */
export interface DownlineMember {
  readonly id: number;
  readonly uid: string;
  readonly username: string | null;
  readonly generation: number;
  readonly createdAt: Date;
}

/**
 * Who invited whom: `app_user.invited_by`, set at registration from an
 * invitation code or once afterwards by `bind`, and never changed (the
 * spec: a direct-line relationship blocks changing the referrer). The
 * referral module reads uplines and downlines here; it owns the programme,
 * this module owns the relationship.
 */
export function createReferralLinks(db: Kysely<AccountTables>) {
  return {
    /** Each user's uplines, nearest first, at most `depth` of them; users without a referrer are absent. */
    async uplines(userIds: readonly number[], depth: number): Promise<Map<number, number[]>> {
      const result = new Map<number, number[]>();
      if (userIds.length === 0 || depth < 1) return result;
      const rows = await sql<{ start: number; ancestor: number; level: number }>`
        with recursive up(start, ancestor, level) as (
          select id, invited_by, 1 from app_user
            where id in (${sql.join([...new Set(userIds)])}) and invited_by is not null
          union all
          select up.start, u.invited_by, up.level + 1
            from up join app_user u on u.id = up.ancestor
            where u.invited_by is not null and up.level < ${depth}
        )
        select start, ancestor, level from up order by start, level`.execute(db);
      for (const row of rows.rows) {
        const list = result.get(row.start) ?? [];
        list.push(row.ancestor);
        result.set(row.start, list);
      }
      return result;
    },

    /** Everyone below `userId` down to `depth` generations, newest first within each generation. */
    async downline(userId: number, depth: number): Promise<DownlineMember[]> {
      if (depth < 1) return [];
      const rows = await sql<{
        id: number;
        uid: string;
        username: string | null;
        generation: number;
        created_at: Date;
      }>`
        with recursive down(id, generation) as (
          select id, 1 from app_user where invited_by = ${userId}
          union all
          select u.id, down.generation + 1
            from down join app_user u on u.invited_by = down.id
            where down.generation < ${depth}
        )
        select u.id, u.uid, u.username, down.generation, u.created_at
          from down join app_user u on u.id = down.id
          order by down.generation, u.created_at desc, u.id desc`.execute(db);
      return rows.rows.map((row) => ({
        id: row.id,
        uid: row.uid,
        username: row.username,
        generation: Number(row.generation),
        createdAt: new Date(row.created_at),
      }));
    },

    /** The user's referrer, if any, and when they registered. */
    async referrerOf(
      userId: number,
    ): Promise<{ inviterId: number | null; createdAt: Date } | null> {
      const row = await db
        .selectFrom('app_user')
        .select(['invited_by', 'created_at'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return row ? { inviterId: row.invited_by, createdAt: row.created_at } : null;
    },

    /**
     * Sets the user's referrer if they have none: true when this call set
     * it. The condition is in the update itself, so two binds at once set
     * it at most once.
     */
    async bind(userId: number, inviterId: number): Promise<boolean> {
      const result = await db
        .updateTable('app_user')
        .set({ invited_by: inviterId })
        .where('id', '=', userId)
        .where('invited_by', 'is', null)
        .where('id', '<>', inviterId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The addresses each user signed in or registered from (sessions and the security log). */
    async ipsOf(userIds: readonly number[]): Promise<Map<number, string[]>> {
      const result = new Map<number, string[]>();
      if (userIds.length === 0) return result;
      const ids = [...new Set(userIds)];
      const rows = await db
        .selectFrom('security_log')
        .select(['user_id', 'ip'])
        .where('user_id', 'in', ids)
        .union(db.selectFrom('user_session').select(['user_id', 'ip']).where('user_id', 'in', ids))
        .execute();
      for (const row of rows) {
        const list = result.get(row.user_id) ?? [];
        list.push(row.ip);
        result.set(row.user_id, list);
      }
      return result;
    },

    /** The real (not demo) user holding an invitation code, in any case, if any. */
    async byInviteCode(code: string): Promise<number | null> {
      const row = await db
        .selectFrom('app_user')
        .select('id')
        .where('invite_code', '=', code.trim().toUpperCase())
        // A demo account's code invites nobody: demo accounts earn nothing real.
        .where('is_demo', '=', false)
        .executeTakeFirst();
      return row ? row.id : null;
    },
  };
}
export type ReferralLinks = ReturnType<typeof createReferralLinks>;
