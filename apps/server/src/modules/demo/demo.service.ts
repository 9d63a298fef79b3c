import { DEMO_GRANT, type DemoSession, type DemoStatus } from '@exchange/contracts';
import { AppError } from '../../http/app-error.js';
import {
  deviceLabel,
  type DemoAccounts,
  type RequestContext,
  type UserRow,
  type createSessionService,
} from '../account/index.js';
import type { DemoVenues } from './demo.venue.js';

/**
 * Switching between a user and their demo account. The demo account is a
 * user row of its own (`demo_of`), so every route authenticates it as usual
 * and every service sees a different user id: it shares nothing with the
 * real account but the link. Its session is issued here; the client keeps
 * the real session aside and gets it back on exit.
 */
export function createDemoService(deps: {
  readonly accounts: DemoAccounts;
  readonly sessions: ReturnType<typeof createSessionService>;
  readonly venues: DemoVenues;
}) {
  const { accounts, sessions, venues } = deps;
  const demoIds = new Set<number>();
  /** One reset at a time per account: a double click must not sweep twice. */
  const resetting = new Map<number, Promise<void>>();

  const refuseReal = (user: UserRow) => {
    if (!user.is_demo) throw new AppError('DEMO_MODE_REQUIRED');
  };

  return {
    isDemo: (userId: number) => demoIds.has(userId),

    /** Learns the demo accounts and, if there are any, opens their venue. */
    async start(): Promise<void> {
      for (const id of await accounts.ids()) demoIds.add(id);
      if (demoIds.size > 0) await venues.start();
    },

    /**
     * A session of the user's demo account, created with its grant on first
     * use. Errors: DEMO_RESTRICTED (already in demo).
     */
    async enter(user: UserRow, context: RequestContext): Promise<DemoSession> {
      if (user.is_demo) throw new AppError('DEMO_RESTRICTED');
      const venue = await venues.start();
      const demo = await accounts.of(user);
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
        const done = await accounts.resets(user.id);
        await venues.get().reset(user.id, done + 1);
        await accounts.countReset(user.id, done + 1);
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
