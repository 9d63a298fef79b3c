import { AppError } from '../../http/app-error.js';
import { defineModule } from '../../module.js';
import { createBusiness } from './identity.business.js';
import { identityCheck } from './identity.check.js';
import { registerIdentityConsole } from './identity.console.js';
import { createIdentityLimits } from './identity.limits.js';
import { createRetention } from './identity.retention.js';
import { createReview } from './identity.review.js';
import { registerIdentityRoutes } from './identity.routes.js';
import { createScreening, manualScreening, type ScreeningAdapter } from './identity.screening.js';
import { applicationsOf, createIdentityService } from './identity.service.js';
import type { IdentityTables } from './identity.tables.js';

/** What other modules and the platform ask about a user's verification. */
export interface IdentityQuery {
  /** 0 not verified, 1 primary, 2 advanced, 3 notarised. */
  levelOf(userId: number): Promise<0 | 1 | 2 | 3>;
  /** Throws REAL_NAME_NOT_PASSED or ADVANCED_REQUIRED when the user is below `level`. */
  require(userId: number, level: 'primary' | 'advanced'): Promise<void>;
  /** Daily crypto withdrawal limit in USD; null is unlimited. */
  withdrawDailyUsd(userId: number): Promise<string | null>;
  /** Daily peer-to-peer fiat limit in USD; null is unlimited, "0" not allowed. */
  fiatDailyUsd(userId: number): Promise<string | null>;
  /** The verified real name (primary passed), for a counterparty's name check. */
  realName(userId: number): Promise<string | null>;
  /** Which of `userIds` have passed primary verification (their newest primary application passed). */
  verifiedAmong(userIds: readonly number[]): Promise<Set<number>>;
  /** The verified real names of those of `userIds` who passed primary verification. */
  verifiedNames(userIds: readonly number[]): Promise<Map<number, string>>;
}

const HOUR_MS = 3_600_000;

/**
 * The identity module as the platform builds it (see `module.ts` and
 * `index.ts`), with a screening adapter of the operator's choice.
 */
export function createIdentityModule(adapter: ScreeningAdapter = manualScreening) {
  return defineModule<IdentityTables>({
    name: 'identity',
    checks: [identityCheck],
    create(ctx) {
      const { db, clock, box, files, accounts } = ctx;
      const limits = createIdentityLimits(db, clock);
      const identity = createIdentityService({
        db,
        clock,
        box,
        files,
        limits,
        screening: createScreening(adapter, clock),
        withdrawnTodayUsd: (userId) => ctx.withdrawals.usedTodayUsd(userId),
        log: ctx.log,
      });
      const business = createBusiness({
        db,
        clock,
        ledger: ctx.live.ledger,
        accounts,
        limits,
        openActivity: async (userId, trx) =>
          (await ctx.services.merchantActivity?.(userId, trx)) ?? false,
      });
      const review = createReview({
        db,
        clock,
        box,
        files,
        accounts,
        // Primary verification is what promotions wait for (the sign-up bonus).
        onPassed: async (trx, row) => {
          if (row.level !== 'primary') return;
          await ctx.events.publish(
            trx as never,
            'identity.verified',
            `identity.verified:${row.id}`,
            {
              userId: row.user_id,
              applicationId: row.id,
            },
          );
        },
      });
      const retention = createRetention({ db, clock, box, files });
      const query: IdentityQuery = {
        levelOf: limits.levelOf,
        async require(userId, level) {
          const reached = await limits.levelOf(userId);
          if (level === 'primary' && reached < 1) throw new AppError('REAL_NAME_NOT_PASSED');
          if (level === 'advanced' && reached < 2) throw new AppError('ADVANCED_REQUIRED');
        },
        withdrawDailyUsd: limits.withdrawDailyUsd,
        async fiatDailyUsd(userId) {
          const level = await limits.levelOf(userId);
          return (await limits.all()).find((limit) => limit.level === level)?.fiatDailyUsd ?? null;
        },
        async realName(userId) {
          const primary = (await applicationsOf(db, userId)).newest.get('primary');
          return primary?.status === 'passed' ? primary.real_name : null;
        },
        async verifiedAmong(userIds) {
          if (userIds.length === 0) return new Set();
          const rows = await db
            .selectFrom('identity_application')
            .select(['user_id', 'status'])
            .distinctOn('user_id')
            .where('level', '=', 'primary')
            .where('user_id', 'in', [...new Set(userIds)])
            .orderBy('user_id')
            .orderBy('id', 'desc')
            .execute();
          return new Set(rows.filter((row) => row.status === 'passed').map((row) => row.user_id));
        },
        async verifiedNames(userIds) {
          if (userIds.length === 0) return new Map();
          const rows = await db
            .selectFrom('identity_application')
            .select(['user_id', 'status', 'real_name'])
            .distinctOn('user_id')
            .where('level', '=', 'primary')
            .where('user_id', 'in', [...new Set(userIds)])
            .orderBy('user_id')
            .orderBy('id', 'desc')
            .execute();
          return new Map(
            rows
              .filter((row) => row.status === 'passed')
              .map((row) => [row.user_id, row.real_name]),
          );
        },
      };
      return {
        provides: { identity: query },
        userRoutes: (api) => registerIdentityRoutes(api, { identity, business }),
        consoleRoutes: (secured) =>
          registerIdentityConsole(secured, {
            db,
            review,
            business,
            limits,
            accounts,
            coins: ctx.live.coins,
          }),
        jobs: [{ name: 'retention', everyMs: HOUR_MS, run: () => retention.run() }],
      };
    },
  });
}

export const identityModule = createIdentityModule();
