import { type LevelLimit, type levelLimitsBody } from '@exchange/contracts';
import { decimal, toPlainString } from '@exchange/money';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { levelNumber, limitsRise } from './identity.core.js';
import { applicationsOf } from './identity.service.js';
import type { IdentityTables } from './identity.tables.js';

const plain = (value: string | null) => (value === null ? null : toPlainString(decimal(value)));

/**
 * The daily limits of each verification level (operator-set; null is
 * unlimited) and the level of a user: what the services that move money
 * ask before they do.
 */
export function createIdentityLimits(db: Kysely<IdentityTables>, clock: Clock) {
  async function all(): Promise<LevelLimit[]> {
    const rows = await db.selectFrom('verification_limit').selectAll().orderBy('level').execute();
    return rows.map((row) => ({
      level: row.level,
      withdrawDailyUsd: plain(row.withdraw_daily_usd),
      fiatDailyUsd: plain(row.fiat_daily_usd),
    }));
  }

  async function levelOf(userId: number): Promise<0 | 1 | 2 | 3> {
    return levelNumber((await applicationsOf(db, userId)).levels);
  }

  return {
    all,
    levelOf,

    /** The user's daily crypto withdrawal limit in USD; null is unlimited. */
    async withdrawDailyUsd(userId: number): Promise<string | null> {
      const level = await levelOf(userId);
      const row = (await all()).find((limit) => limit.level === level);
      return row ? row.withdrawDailyUsd : null;
    },

    /** Errors: VERIFICATION_LIMITS_INVALID (a level below the one beneath, or a level twice). */
    async set(input: z.output<typeof levelLimitsBody>, operatorId: number, trx: Kysely<unknown>) {
      const byLevel = [...input.limits].sort((a, b) => a.level - b.level);
      if (new Set(byLevel.map((limit) => limit.level)).size !== 4)
        throw new AppError('VERIFICATION_LIMITS_INVALID');
      if (
        !limitsRise(byLevel.map((limit) => limit.withdrawDailyUsd)) ||
        !limitsRise(byLevel.map((limit) => limit.fiatDailyUsd))
      )
        throw new AppError('VERIFICATION_LIMITS_INVALID');
      const tx = trx as unknown as Kysely<IdentityTables>;
      for (const limit of byLevel)
        await tx
          .updateTable('verification_limit')
          .set({
            withdraw_daily_usd: limit.withdrawDailyUsd,
            fiat_daily_usd: limit.fiatDailyUsd,
            updated_by: operatorId,
            updated_at: new Date(clock.nowMs()),
          })
          .where('level', '=', limit.level)
          .execute();
    },
  };
}

export type IdentityLimits = ReturnType<typeof createIdentityLimits>;
