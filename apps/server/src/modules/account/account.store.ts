import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { AccountTables, AppUserTable, UserRow } from './account.tables.js';

/** Told of each security-log entry in its transaction; `change` is the event, or `new_device`. */
export type SecurityLogged = (
  trx: Transaction<AccountTables>,
  entry: {
    readonly logId: number;
    readonly userId: number;
    readonly change: string;
    readonly ip: string;
    readonly device: string;
  },
) => Promise<void>;

/** SQL for the account module's own tables, and nothing else. */
export function createAccountStore(db: Kysely<AccountTables>, logged?: SecurityLogged) {
  return {
    db,

    userById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
    },

    userByUid(uid: string): Promise<UserRow | undefined> {
      return db.selectFrom('app_user').selectAll().where('uid', '=', uid).executeTakeFirst();
    },

    userByInviteCode(code: string): Promise<UserRow | undefined> {
      return (
        db
          .selectFrom('app_user')
          .selectAll()
          .where('invite_code', '=', code.toUpperCase())
          // A demo account's code invites nobody: demo accounts earn nothing real.
          .where('is_demo', '=', false)
          .executeTakeFirst()
      );
    },

    userByEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('app_user')
        .selectAll()
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
    },

    userByPhone(countryCode: string, phone: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('app_user')
        .selectAll()
        .where('country_code', '=', countryCode)
        .where('phone', '=', phone)
        .executeTakeFirst();
    },

    userByWallet(address: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('app_user')
        .selectAll()
        .where('wallet_address', '=', address.toLowerCase())
        .executeTakeFirst();
    },

    /**
     * Every account a login name could mean: account name, email, or phone with
     * or without its country code. Callers prefer an exact account-name match.
     */
    usersByLoginName(name: string): Promise<UserRow[]> {
      const lower = name.toLowerCase();
      const digits = name.replace(/^\+/, '');
      return db
        .selectFrom('app_user')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb(sql`lower(username)`, '=', lower),
            eb(sql`lower(email)`, '=', lower),
            eb(sql`country_code || phone`, '=', digits),
            eb('phone', '=', digits),
          ]),
        )
        .limit(5)
        .execute();
    },

    insertUser(values: Insertable<AppUserTable>): Promise<UserRow> {
      return db.insertInto('app_user').values(values).returningAll().executeTakeFirstOrThrow();
    },

    async updateUser(id: number, values: Updateable<AppUserTable>): Promise<UserRow> {
      return db
        .updateTable('app_user')
        .set(values)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    // Login throttling: one row per failed attempt, keyed by login name and by IP.

    /**
     * Counts a login try before its password is checked: under a per-key
     * lock, reads each key's failures since `since` and writes this try as
     * one more, so parallel tries see each other and a burst cannot all pass
     * the throttle. The caller releases the rows of a try that did not fail.
     */
    async reserveAttempt(
      keys: readonly string[],
      at: Date,
      since: Date,
    ): Promise<{ ids: number[]; failures: number[][] }> {
      return db.transaction().execute(async (trx) => {
        // Two-key form: the first number names this use, so no other advisory lock collides.
        for (const key of [...keys].sort())
          await sql`select pg_advisory_xact_lock(7401, hashtext(${key}))`.execute(trx);
        const failures: number[][] = [];
        for (const key of keys) {
          const rows = await trx
            .selectFrom('auth_failure')
            .select('at')
            .where('key', '=', key)
            .where('at', '>', since)
            .orderBy('at', 'desc')
            .limit(100)
            .execute();
          failures.push(rows.map((r) => r.at.getTime()));
        }
        const written = await trx
          .insertInto('auth_failure')
          .values(keys.map((key) => ({ key, at })))
          .returning('id')
          .execute();
        return { ids: written.map((r) => r.id), failures };
      });
    },

    async releaseAttempt(ids: readonly number[]): Promise<void> {
      if (ids.length > 0) await db.deleteFrom('auth_failure').where('id', 'in', ids).execute();
    },

    /** Whether the user signed in from this IP since `since`: a known place for them. */
    async signedInFrom(userId: number, ip: string, since: Date): Promise<boolean> {
      const row = await db
        .selectFrom('security_log')
        .select('id')
        .where('user_id', '=', userId)
        .where('event', '=', 'login')
        .where('ip', '=', ip)
        .where('created_at', '>', since)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async clearFailures(key: string): Promise<void> {
      await db.deleteFrom('auth_failure').where('key', '=', key).execute();
    },

    /**
     * Appends to the security log and hands `logged` the entry in the same
     * transaction (the app publishes it as a domain event). A sign-in
     * is `new_device` when the user signed in before, never with this
     * device label (browser and platform, whatever their versions).
     */
    async log(userId: number, event: string, ip: string, device: string, at: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        let change = event;
        if (event === 'login') {
          const seen = await trx
            .selectFrom('security_log')
            .select((eb) => [
              eb.fn.countAll<string>().as('logins'),
              // Versions aside: a browser's update is not a new device.
              eb.fn
                .countAll<string>()
                .filterWhere(
                  sql`regexp_replace(device, ' [0-9][0-9.]*', '', 'g')`,
                  '=',
                  device.replace(/ \d[\d.]*/g, ''),
                )
                .as('here'),
            ])
            .where('user_id', '=', userId)
            .where('event', '=', 'login')
            .executeTakeFirstOrThrow();
          if (Number(seen.logins) > 0 && Number(seen.here) === 0) change = 'new_device';
        }
        const { id } = await trx
          .insertInto('security_log')
          .values({ user_id: userId, event, ip, device, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        await logged?.(trx, { logId: id, userId, change, ip, device });
      });
    },

    async logPage(userId: number, limit: number, offset: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('security_log')
          .select(['id', 'event', 'ip', 'device', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('security_log')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
