import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { SESSION_RULES } from './account.core.js';
import type { AccountTables } from './account.tables.js';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionContext {
  readonly ip: string;
  readonly device: string;
}

/**
 * Opaque session tokens. The client holds 32 random bytes; we store only
 * their SHA-256, so a database leak yields no usable token. A new token at
 * every login; logout revokes it; idle and absolute expiry.
 */
export function createSessionService(db: Kysely<AccountTables>, clock: Clock) {
  return {
    async issue(userId: number, context: SessionContext): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = new Date(clock.nowMs());
      await db
        .insertInto('user_session')
        .values({
          token_hash: hashToken(token),
          user_id: userId,
          created_at: now,
          last_seen_at: now,
          expires_at: new Date(now.getTime() + SESSION_RULES.absoluteMs),
          revoked_at: null,
          ip: context.ip,
          device: context.device,
        })
        .execute();
      return token;
    },

    /**
     * The user id behind a token. Errors: NOT_LOGGED_IN (no token),
     * TOKEN_INVALID (unknown or revoked), LOGIN_EXPIRED (idle or absolute expiry).
     */
    async resolve(token: string | undefined): Promise<number> {
      if (!token) throw new AppError('NOT_LOGGED_IN');
      const row = await db
        .selectFrom('user_session')
        .select(['user_id', 'last_seen_at', 'expires_at', 'revoked_at'])
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      if (!row || row.revoked_at) throw new AppError('TOKEN_INVALID');
      const now = clock.nowMs();
      if (
        row.expires_at.getTime() <= now ||
        row.last_seen_at.getTime() + SESSION_RULES.idleMs <= now
      ) {
        throw new AppError('LOGIN_EXPIRED');
      }
      if (now - row.last_seen_at.getTime() >= SESSION_RULES.touchEveryMs) {
        await db
          .updateTable('user_session')
          .set({ last_seen_at: new Date(now) })
          .where('token_hash', '=', hashToken(token))
          .execute();
      }
      return row.user_id;
    },

    /** Ends the demo account's sessions of a real user (they logged out of the account they came from). */
    async revokeDemo(userId: number): Promise<void> {
      await db
        .updateTable('user_session')
        .set({ revoked_at: new Date(clock.nowMs()) })
        .where('user_id', 'in', (eb) =>
          eb.selectFrom('app_user').select('id').where('demo_of', '=', userId),
        )
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revoke(token: string): Promise<void> {
      await db
        .updateTable('user_session')
        .set({ revoked_at: new Date(clock.nowMs()) })
        .where('token_hash', '=', hashToken(token))
        .where('revoked_at', 'is', null)
        .execute();
    },

    /**
     * Ends every session of a user, and of their demo account, except
     * optionally the one in use (after a password change): a demo session
     * acts with the owner's fund password, so it must not outlive them.
     */
    async revokeAll(userId: number, except?: string): Promise<void> {
      let query = db
        .updateTable('user_session')
        .set({ revoked_at: new Date(clock.nowMs()) })
        .where((eb) =>
          eb.or([
            eb('user_id', '=', userId),
            eb(
              'user_id',
              'in',
              eb.selectFrom('app_user').select('id').where('demo_of', '=', userId),
            ),
          ]),
        )
        .where('revoked_at', 'is', null);
      if (except) query = query.where('token_hash', '!=', hashToken(except));
      await query.execute();
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
