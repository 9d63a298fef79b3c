import {
  SECURITY_CHANGE_EVENTS,
  type AdminUser,
  type SecurityChangeEvent,
} from '@exchange/contracts';
import { sql, type Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { escapeLike } from '../../db/like.js';
import type { AccountTables, UserRow } from './account.tables.js';

export function adminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    uid: row.uid,
    username: row.username,
    email: row.email,
    phone: row.phone === null ? null : `+${row.country_code ?? ''} ${row.phone}`,
    status: row.status,
    isDemo: row.is_demo,
    googleBound: row.google_secret !== null,
    createdAt: row.created_at.getTime(),
  };
}

const paging = (pageNo: number, pageSize: number) => ({
  limit: pageSize,
  offset: (pageNo - 1) * pageSize,
});

/**
 * The account module's console surface: search, a user's row, the demo
 * account they switch to, status changes (which end their sessions, the
 * demo account's too), the security log and the review of manual security
 * resets. The console adds what other modules hold (balances) and the audit.
 */
export function createAccountAdmin<T>(deps: { readonly db: Kysely<T>; readonly clock: Clock }) {
  // See ledger.service.ts on Kysely's subset typing.
  const db = deps.db as unknown as Kysely<AccountTables>;
  const { clock } = deps;

  async function byId(id: number, on: Kysely<AccountTables> = db): Promise<UserRow> {
    const row = await on.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('USER_NOT_FOUND');
    return row;
  }

  /**
   * Runs inside a console action's transaction, after its change: the
   * console writes its audit entry here, so the action and its record
   * commit together or not at all.
   */
  type Within = (trx: Kysely<unknown>) => Promise<void>;

  /** Ends the user's sessions, and their demo account's: a locked user must not go on in demo. */
  const revokeSessions = (userId: number, on: Kysely<AccountTables> = db) =>
    on
      .updateTable('user_session')
      .set({ revoked_at: new Date(clock.nowMs()) })
      .where((eb) =>
        eb.or([
          eb('user_id', '=', userId),
          eb('user_id', 'in', eb.selectFrom('app_user').select('id').where('demo_of', '=', userId)),
        ]),
      )
      .where('revoked_at', 'is', null)
      .execute();

  const log = (userId: number, event: string, on: Kysely<AccountTables> = db) =>
    on
      .insertInto('security_log')
      .values({
        user_id: userId,
        event,
        ip: 'console',
        device: 'console',
        created_at: new Date(clock.nowMs()),
      })
      .execute();

  return {
    byId,

    /** A user's UID (a demo account's too). Errors: USER_NOT_FOUND. */
    async uidOf(id: number): Promise<string> {
      return (await byId(id)).uid;
    },

    /**
     * People who registered since `since`: demo accounts are not sign-ups, and
     * neither are the platform's service accounts (the demo market makers),
     * whose password hash '!' can never match.
     */
    async signUpsSince(since: Date): Promise<number> {
      const row = await db
        .selectFrom('app_user')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('created_at', '>=', since)
        .where('is_demo', '=', false)
        .where('password_hash', '!=', '!')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The UIDs of many users at once (a console page's rows), by id; unknown ids are left out. */
    async uidsOf(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('app_user')
        .select(['id', 'uid'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((r) => [r.id, r.uid]));
    },

    /**
     * For a page of the withdrawal review: each user's UID, when they
     * registered, and their latest security change (`SECURITY_CHANGE_EVENTS`)
     * since `changedSince`, in one query. Unknown ids are left out.
     */
    async reviewFacts(
      ids: readonly number[],
      changedSince: Date,
    ): Promise<
      Map<
        number,
        {
          uid: string;
          registeredAt: Date;
          change: { event: SecurityChangeEvent; at: Date } | null;
        }
      >
    > {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('app_user as u')
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('security_log as s')
              .select(['s.event', 's.created_at'])
              .whereRef('s.user_id', '=', 'u.id')
              .where('s.event', 'in', SECURITY_CHANGE_EVENTS)
              .where('s.created_at', '>=', changedSince)
              .orderBy('s.created_at', 'desc')
              .orderBy('s.id', 'desc')
              .limit(1)
              .as('c'),
          (join) => join.onTrue(),
        )
        .select(['u.id', 'u.uid', 'u.created_at', 'c.event', 'c.created_at as changed_at'])
        .where('u.id', 'in', [...new Set(ids)])
        .execute();
      return new Map(
        rows.map((r) => [
          r.id,
          {
            uid: r.uid,
            registeredAt: r.created_at,
            change:
              r.event !== null && r.changed_at !== null
                ? { event: r.event as SecurityChangeEvent, at: r.changed_at }
                : null,
          },
        ]),
      );
    },

    /** The real (not demo) account with this UID, if any: what operators credit and debit. */
    async realByUid(uid: string): Promise<{ id: number } | undefined> {
      return db
        .selectFrom('app_user')
        .select('id')
        .where('uid', '=', uid)
        .where('is_demo', '=', false)
        .executeTakeFirst();
    },

    /** `q` is a UID, or part of an account name, email or phone. */
    async search(query: {
      q?: string | undefined;
      status?: string | undefined;
      pageNo: number;
      pageSize: number;
    }) {
      let base = db.selectFrom('app_user');
      const q = query.q?.trim();
      if (q) {
        const like = `%${escapeLike(q.toLowerCase())}%`;
        base = base.where((eb) =>
          eb.or([
            eb('uid', '=', q),
            eb(sql`lower(username)`, 'like', like),
            eb(sql`lower(email)`, 'like', like),
            eb('phone', 'like', `%${escapeLike(q.replace(/\D/g, '') || q)}%`),
          ]),
        );
      }
      if (query.status) base = base.where('status', '=', query.status as UserRow['status']);
      const { limit, offset } = paging(query.pageNo, query.pageSize);
      const [rows, total] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        list: rows.map(adminUser),
        total: Number(total.n),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    /** The demo account a user switches to, if they ever did. */
    async demoOf(id: number): Promise<{ id: number; uid: string | null } | null> {
      const demo = await db
        .selectFrom('app_user')
        .select(['id', 'uid'])
        .where('demo_of', '=', id)
        .executeTakeFirst();
      return demo ?? null;
    },

    /** Locking or freezing also ends the user's sessions (a locked user is refused everywhere). */
    async setStatus(id: number, status: UserRow['status'], within?: Within): Promise<AdminUser> {
      await byId(id);
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('app_user')
          .set({ status })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (status !== 'active') await revokeSessions(id, trx);
        await log(id, `console_${status}`, trx);
        await within?.(trx as unknown as Kysely<unknown>);
        return adminUser(row);
      });
    },

    async securityLog(id: number, pageNo: number, pageSize: number) {
      await byId(id);
      const mine = db.selectFrom('security_log').where('user_id', '=', id);
      const { limit, offset } = paging(pageNo, pageSize);
      const [rows, total] = await Promise.all([
        mine.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        mine.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        list: rows.map((r) => ({
          id: r.id,
          event: r.event,
          ip: r.ip,
          device: r.device,
          time: r.created_at.getTime(),
        })),
        total: Number(total.n),
        pageNo,
        pageSize,
      };
    },

    async resetRequests(status: string | undefined, pageNo: number, pageSize: number) {
      let base = db.selectFrom('reset_request as r').leftJoin('app_user as u', 'u.id', 'r.user_id');
      if (status) base = base.where('r.status', '=', status as 'pending');
      const { limit, offset } = paging(pageNo, pageSize);
      const [rows, total] = await Promise.all([
        base
          .selectAll('r')
          .select('u.uid')
          .orderBy('r.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        list: rows.map((r) => ({
          id: r.id,
          userId: r.user_id,
          uid: r.uid,
          loginName: r.login_name,
          factor: r.factor,
          contact: r.contact,
          message: r.message,
          status: r.status,
          time: r.created_at.getTime(),
          reviewedAt: r.reviewed_at?.getTime() ?? null,
        })),
        total: Number(total.n),
        pageNo,
        pageSize,
      };
    },

    /**
     * Approving clears the lost factor so the user can bind a new one, and
     * ends their sessions. Errors: RESET_NOT_PENDING, USER_NOT_FOUND (the
     * request names no account), RESET_SOLE_IDENTITY (clearing it would leave
     * the account without any sign-in name).
     */
    async decideReset(id: number, approve: boolean, within?: Within): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // Locked while decided: a second operator's decision waits, then sees it is not pending.
        const request = await trx
          .selectFrom('reset_request')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!request || request.status !== 'pending') throw new AppError('RESET_NOT_PENDING');
        if (approve) {
          if (request.user_id === null) throw new AppError('USER_NOT_FOUND');
          const user = await byId(request.user_id, trx);
          const others = [
            user.username,
            user.wallet_address,
            request.factor === 'email' ? user.phone : user.email,
          ];
          if (request.factor !== 'google' && others.every((v) => v === null))
            throw new AppError('RESET_SOLE_IDENTITY');
          const cleared =
            request.factor === 'google'
              ? { google_secret: null, google_pending_secret: null, google_last_step: null }
              : request.factor === 'phone'
                ? { phone: null, country_code: null }
                : { email: null };
          await trx.updateTable('app_user').set(cleared).where('id', '=', user.id).execute();
          await revokeSessions(user.id, trx);
          await log(user.id, `reset_${request.factor}_approved`, trx);
        }
        await trx
          .updateTable('reset_request')
          .set({ status: approve ? 'approved' : 'rejected', reviewed_at: new Date(clock.nowMs()) })
          .where('id', '=', id)
          .execute();
        await within?.(trx as unknown as Kysely<unknown>);
      });
    },
  };
}

export type AccountAdmin = ReturnType<typeof createAccountAdmin<unknown>>;
