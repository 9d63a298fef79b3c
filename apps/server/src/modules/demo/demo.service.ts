import { isUniqueViolation } from '../../db/errors.js';
import { randomBytes, randomInt } from 'node:crypto';
import { DEMO_GRANT, type DemoSession, type DemoStatus } from '@exchange/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import {
  deviceLabel,
  inviteCodeFrom,
  uidFrom,
  type RequestContext,
  type UserRow,
  type createSessionService,
} from '../account/index.js';
// eslint-disable-next-line local/module-boundaries -- still queries the account module's tables itself (see the Boundary in this module's index.ts).
import type { AccountTables } from '../account/account.tables.js';
import type { DemoVenues } from './demo.venue.js';

/**
 * Switching between a user and their demo account. The demo account is a
 * user row of its own (`demo_of`), so every route authenticates it as usual
 * and every service sees a different user id: it shares nothing with the
 * real account but the link. Its session is issued here; the client keeps
 * the real session aside and gets it back on exit.
 */
export function createDemoService(deps: {
  readonly db: Kysely<AccountTables>;
  readonly sessions: ReturnType<typeof createSessionService>;
  readonly venues: DemoVenues;
}) {
  const { db, sessions, venues } = deps;
  const demoIds = new Set<number>();
  /** One reset at a time per account: a double click must not sweep twice. */
  const resetting = new Map<number, Promise<void>>();

  async function demoAccountOf(user: UserRow): Promise<UserRow> {
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
        if (isUniqueViolation(error, 'app_user_demo_of_key')) return demoAccountOf(user);
        if (isUniqueViolation(error) && attempt < 5) continue;
        throw error;
      }
    }
  }

  const refuseReal = (user: UserRow) => {
    if (!user.is_demo) throw new AppError('DEMO_MODE_REQUIRED');
  };

  return {
    isDemo: (userId: number) => demoIds.has(userId),

    /** The real user a demo account belongs to. Errors: DEMO_MODE_REQUIRED (not a demo account). */
    async ownerOf(demoUserId: number): Promise<number> {
      const row = await db
        .selectFrom('app_user')
        .select('demo_of')
        .where('id', '=', demoUserId)
        .executeTakeFirst();
      if (!row?.demo_of) throw new AppError('DEMO_MODE_REQUIRED');
      return row.demo_of;
    },

    /** Learns the demo accounts and, if there are any, opens their venue. */
    async start(): Promise<void> {
      const rows = await db
        .selectFrom('app_user')
        .select('id')
        .where('is_demo', '=', true)
        .execute();
      for (const row of rows) demoIds.add(row.id);
      if (demoIds.size > 0) await venues.start();
    },

    /**
     * A session of the user's demo account, created with its grant on first
     * use. Errors: DEMO_RESTRICTED (already in demo).
     */
    async enter(user: UserRow, context: RequestContext): Promise<DemoSession> {
      if (user.is_demo) throw new AppError('DEMO_RESTRICTED');
      const venue = await venues.start();
      const demo = await demoAccountOf(user);
      demoIds.add(demo.id);
      await venue.grant(demo.id, demo.demo_resets);
      const token = await sessions.issue(demo.id, {
        ip: context.ip,
        device: deviceLabel(context.userAgent),
      });
      const { available } = await venue.ledger.balance({
        userId: demo.id,
        wallet: 'spot',
        asset: DEMO_GRANT.asset,
      });
      return { token, uid: demo.uid, balance: available, asset: DEMO_GRANT.asset };
    },

    /** Back to the grant. Errors: DEMO_MODE_REQUIRED, DEMO_RESET_INCOMPLETE. */
    async reset(user: UserRow): Promise<DemoStatus> {
      refuseReal(user);
      const running = resetting.get(user.id);
      if (running) await running.catch(() => undefined);
      const run = (async () => {
        const { demo_resets: done } = await db
          .selectFrom('app_user')
          .select('demo_resets')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow();
        await venues.get().reset(user.id, done + 1);
        await db
          .updateTable('app_user')
          .set({ demo_resets: done + 1 })
          .where('id', '=', user.id)
          .execute();
      })();
      resetting.set(user.id, run);
      try {
        await run;
      } finally {
        if (resetting.get(user.id) === run) resetting.delete(user.id);
      }
      return this.status({ ...user, demo_resets: user.demo_resets + 1 });
    },

    /** Ends the demo session; the client returns to the real one. Errors: DEMO_MODE_REQUIRED. */
    async exit(user: UserRow, token: string | undefined): Promise<void> {
      refuseReal(user);
      if (token) await sessions.revoke(token);
    },

    status(user: UserRow): DemoStatus {
      return {
        isDemo: user.is_demo,
        grant: { asset: DEMO_GRANT.asset, amount: DEMO_GRANT.amount },
        resets: user.demo_resets,
      };
    },
  };
}

export type DemoService = ReturnType<typeof createDemoService>;
