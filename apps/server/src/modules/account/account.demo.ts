import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import { inviteCodeFrom, uidFrom } from './account.core.js';
import type { AccountTables, UserRow } from './account.tables.js';

/**
 * Demo accounts as the account module keeps them: a user row of its own
 * (`is_demo`, `demo_of` the real user), which nobody can log in to, only
 * switch to. The demo module decides when; this module owns the rows.
 */
export function createDemoAccounts(db: Kysely<AccountTables>) {
  const demoAccounts = {
    /** The user's demo account, created on first use (two switches at once create one). */
    async of(user: UserRow): Promise<UserRow> {
      const existing = await db
        .selectFrom('app_user')
        .selectAll()
        .where('demo_of', '=', user.id)
        .executeTakeFirst();
      if (existing) return existing;
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await db
            .insertInto('app_user')
            .values({
              uid: uidFrom((max) => randomInt(max)),
              username: null,
              email: null,
              country_code: null,
              phone: null,
              // No argon2 hash: nobody can log in as a demo account, only switch to it.
              password_hash: '!',
              invite_code: inviteCodeFrom(randomBytes(8)),
              invited_by: null,
              is_demo: true,
              demo_of: user.id,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        } catch (error) {
          // Two switches at once: the other created it.
          if (isUniqueViolation(error, 'app_user_demo_of_key')) return demoAccounts.of(user);
          // A random uid or invite code taken: draw again.
          if (isUniqueViolation(error) && attempt < 5) continue;
          throw error;
        }
      }
    },

    /** The real user a demo account belongs to. Errors: DEMO_MODE_REQUIRED (not a demo account). */
    async owner(demoUserId: number): Promise<UserRow> {
      const row = await db
        .selectFrom('app_user as demo')
        .innerJoin('app_user as owner', 'owner.id', 'demo.demo_of')
        .selectAll('owner')
        .where('demo.id', '=', demoUserId)
        .executeTakeFirst();
      if (!row) throw new AppError('DEMO_MODE_REQUIRED');
      return row;
    },

    /** Every demo account's id (the demo module learns them at start). */
    async ids(): Promise<number[]> {
      const rows = await db
        .selectFrom('app_user')
        .select('id')
        .where('is_demo', '=', true)
        .execute();
      return rows.map((row) => row.id);
    },

    /** How many resets the demo account has had (the next grant's round). */
    async resets(demoUserId: number): Promise<number> {
      const row = await db
        .selectFrom('app_user')
        .select('demo_resets')
        .where('id', '=', demoUserId)
        .executeTakeFirstOrThrow();
      return row.demo_resets;
    },

    /** Records reset number `round` (idempotent: a replay of the same round changes nothing). */
    async countReset(demoUserId: number, round: number): Promise<void> {
      await db
        .updateTable('app_user')
        .set({ demo_resets: round })
        .where('id', '=', demoUserId)
        .where('demo_resets', '<', round)
        .execute();
    },
  };
  return demoAccounts;
}

export type DemoAccounts = ReturnType<typeof createDemoAccounts>;
