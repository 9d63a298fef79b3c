import { sql, type Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { totpStep } from './account.crypto.js';
import type { AccountTables, UserRow } from './account.tables.js';

/**
 * Checks authenticator codes so each is accepted once: the matched time step
 * must be later than the last one used, and the update that records it wins
 * only once under concurrency.
 */
export function createTotpGuard(db: Kysely<AccountTables>, clock: Clock, box: SecretBox) {
  return {
    /**
     * Checks `code` against the user's bound secret, or against `secret` (plain)
     * while binding. Errors: GOOGLE_NOT_BOUND, GOOGLE_CODE_WRONG (wrong, out of
     * window, or already used).
     */
    async use(user: UserRow, code: string, secret?: string): Promise<void> {
      const plain = secret ?? (user.google_secret ? box.open(user.google_secret) : undefined);
      if (!plain) throw new AppError('GOOGLE_NOT_BOUND');
      const step = await totpStep(plain, code, clock.nowMs());
      if (step === null) throw new AppError('GOOGLE_CODE_WRONG');
      const recorded = await db
        .updateTable('app_user')
        .set({ google_last_step: String(step) })
        .where('id', '=', user.id)
        .where((eb) =>
          eb.or([eb('google_last_step', 'is', null), eb(sql`google_last_step`, '<', step)]),
        )
        .returning('id')
        .executeTakeFirst();
      if (!recorded) throw new AppError('GOOGLE_CODE_WRONG');
    },
  };
}

export type TotpGuard = ReturnType<typeof createTotpGuard>;
