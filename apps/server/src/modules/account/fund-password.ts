import type {
  changeFundPasswordBody,
  CodeChannel,
  resetFundPasswordBody,
  setFundPasswordBody,
} from '@exchange/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { VerificationService } from '../verification/index.js';
import { FUND_PASSWORD_RULES } from './account.core.js';
import { hashSecret, verifySecret } from './account.crypto.js';
import type { AccountService, RequestContext } from './account.service.js';
import type { AccountStore } from './account.store.js';
import type { UserRow } from './account.tables.js';
import type { TotpGuard } from './totp.js';

type In<T extends z.ZodType> = z.output<T>;

/**
 * The fund password: 6 digits that authorise moving money, separate from the
 * login password. Five wrong tries in a row lock it for two hours; a reset
 * with a code (and the authenticator, when bound) lifts the lock.
 */
export function createFundPassword(deps: {
  store: AccountStore;
  accounts: AccountService;
  verification: VerificationService;
  totp: TotpGuard;
  clock: Clock;
  ownTarget: (user: UserRow, channel: CodeChannel) => string;
}) {
  const { store, accounts, verification, totp, clock } = deps;
  const { db } = store;

  async function checkConfirm(value: string, confirm: string): Promise<void> {
    if (value !== confirm) throw new AppError('PASSWORD_MISMATCH');
  }

  /** Locks the fund password from now, its count of tries started afresh for afterwards. */
  async function lock(user: UserRow, context: RequestContext): Promise<never> {
    await store.updateUser(user.id, {
      fund_password_failures: 0,
      fund_password_locked_until: new Date(clock.nowMs() + FUND_PASSWORD_RULES.lockMs),
    });
    await accounts.log(user, 'fund_password_locked', context);
    throw new AppError('FUND_PASSWORD_LOCKED', { minutes: FUND_PASSWORD_RULES.lockMs / 60_000 });
  }

  /**
   * Checks a fund password. Each try is counted before it is checked, in
   * one atomic update that also refuses a locked or used-up password: a
   * burst of parallel guesses gets exactly the tries left, never more. A
   * right password gives the tries back; the fifth wrong one in a row locks.
   * Errors: FUND_PASSWORD_NOT_SET, FUND_PASSWORD_LOCKED, FUND_PASSWORD_WRONG.
   */
  async function verifyFundPassword(
    userId: number,
    candidate: string,
    context: RequestContext,
  ): Promise<void> {
    const user = await store.userById(userId);
    if (!user) throw new AppError('USER_NOT_FOUND');
    if (!user.fund_password_hash) throw new AppError('FUND_PASSWORD_NOT_SET');
    const now = new Date(clock.nowMs());
    const reserved = await db
      .updateTable('app_user')
      .set({ fund_password_failures: sql`fund_password_failures + 1` })
      .where('id', '=', userId)
      .where('fund_password_failures', '<', FUND_PASSWORD_RULES.maxFailures)
      .where((eb) =>
        eb.or([
          eb('fund_password_locked_until', 'is', null),
          eb('fund_password_locked_until', '<=', now),
        ]),
      )
      .returning('fund_password_failures')
      .executeTakeFirst();
    if (!reserved) {
      const current = await store.userById(userId);
      const lockedMs = (current?.fund_password_locked_until?.getTime() ?? 0) - clock.nowMs();
      if (lockedMs > 0)
        throw new AppError('FUND_PASSWORD_LOCKED', { minutes: Math.ceil(lockedMs / 60_000) });
      // Every try used without the lock written (a crash between the two): lock now.
      return lock(user, context);
    }
    if (await verifySecret(user.fund_password_hash, candidate)) {
      await store.updateUser(userId, { fund_password_failures: 0 });
      return;
    }
    if (reserved.fund_password_failures >= FUND_PASSWORD_RULES.maxFailures)
      return lock(user, context);
    throw new AppError('FUND_PASSWORD_WRONG', {
      remaining: FUND_PASSWORD_RULES.maxFailures - reserved.fund_password_failures,
    });
  }

  return {
    verifyFundPassword,

    async setFundPassword(
      user: UserRow,
      input: In<typeof setFundPasswordBody>,
      context: RequestContext,
    ): Promise<void> {
      if (user.fund_password_hash) throw new AppError('FUND_PASSWORD_ALREADY_SET');
      await checkConfirm(input.fundPassword, input.confirm);
      // Only the first writer sets it: a concurrent second "set" must not overwrite.
      const set = await db
        .updateTable('app_user')
        .set({ fund_password_hash: await hashSecret(input.fundPassword) })
        .where('id', '=', user.id)
        .where('fund_password_hash', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!set) throw new AppError('FUND_PASSWORD_ALREADY_SET');
      await accounts.log(user, 'fund_password_set', context);
    },

    async changeFundPassword(
      user: UserRow,
      input: In<typeof changeFundPasswordBody>,
      context: RequestContext,
    ): Promise<void> {
      await checkConfirm(input.fundPassword, input.confirm);
      if (input.fundPassword === input.oldFundPassword) throw new AppError('SAME_AS_OLD');
      await verifyFundPassword(user.id, input.oldFundPassword, context);
      await store.updateUser(user.id, { fund_password_hash: await hashSecret(input.fundPassword) });
      await accounts.log(user, 'fund_password_change', context);
    },

    /** Forgotten fund password: a code, plus the authenticator when bound; also lifts a lock. */
    async resetFundPassword(
      user: UserRow,
      input: In<typeof resetFundPasswordBody>,
      context: RequestContext,
    ): Promise<void> {
      await checkConfirm(input.fundPassword, input.confirm);
      if (user.google_secret) {
        if (!input.googleCode) throw new AppError('GOOGLE_CODE_REQUIRED');
        await totp.use(user, input.googleCode);
      }
      await verification.consume('verify', deps.ownTarget(user, input.channel), input.verifyCode);
      await store.updateUser(user.id, {
        fund_password_hash: await hashSecret(input.fundPassword),
        fund_password_failures: 0,
        fund_password_locked_until: null,
      });
      await accounts.log(user, 'fund_password_reset', context);
    },

    /** Errors: PASSWORD_MISMATCH, OLD_PASSWORD_WRONG, PASSWORD_*; other sessions are ended. */
  };
}
