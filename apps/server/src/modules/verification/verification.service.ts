import { createHash, randomInt } from 'node:crypto';
import { interpolate, type CodeChannel, type Locale } from '@exchange/contracts';
import { sql, type Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { CODE_MESSAGE } from './messages.js';
import { maskTarget, type Messenger } from './messenger.js';
import type { VerificationTables } from './verification.tables.js';

/** Spec section 5 and 9: 6 digits, valid 30 minutes. The rest are abuse limits of ours. */
export const CODE_RULES = {
  ttlMs: 30 * 60_000,
  resendMs: 60_000,
  perTargetPerDay: 10,
  perIpPerHour: 30,
  maxAttempts: 5,
} as const;

export interface SendRequest {
  readonly purpose: string;
  readonly channel: CodeChannel;
  /** Normalised: lower-case email, or E.164 phone. */
  readonly target: string;
  readonly userId: number | null;
  readonly ip: string;
  readonly locale: Locale;
  /**
   * False when the target has no account (a password reset for a stranger):
   * limits and the reply are the same, so the reply reveals nothing, but no
   * message leaves.
   */
  readonly deliver: boolean;
}

export interface CodeSent {
  readonly resendInS: number;
  readonly expiresInS: number;
  readonly maskedTarget: string;
}

function hashCode(purpose: string, target: string, code: string): string {
  return createHash('sha256').update(`${purpose}\u0000${target}\u0000${code}`).digest('hex');
}

/**
 * One-time codes by email or SMS. Codes are stored hashed, single use, and
 * checked against the latest code for (purpose, target) only.
 */
export function createVerificationService(deps: {
  db: Kysely<VerificationTables>;
  clock: Clock;
  messenger: Messenger;
  randomCode?: () => string;
}) {
  const { db, clock } = deps;
  const randomCode = deps.randomCode ?? (() => String(randomInt(0, 1_000_000)).padStart(6, '0'));

  async function countSince(
    column: 'target' | 'ip',
    value: string,
    sinceMs: number,
  ): Promise<number> {
    const row = await db
      .selectFrom('verification_code')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(column, '=', value)
      .where('created_at', '>', new Date(sinceMs))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    /** Errors: CODE_TOO_SOON (with the countdown), CODE_LIMIT, CODE_CHANNEL_UNAVAILABLE. */
    async send(request: SendRequest): Promise<CodeSent> {
      const now = clock.nowMs();
      const latest = await db
        .selectFrom('verification_code')
        .select('created_at')
        .where('target', '=', request.target)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (latest) {
        const waitMs = latest.created_at.getTime() + CODE_RULES.resendMs - now;
        if (waitMs > 0) throw new AppError('CODE_TOO_SOON', { seconds: Math.ceil(waitMs / 1000) });
      }
      if (
        (await countSince('target', request.target, now - 86_400_000)) >= CODE_RULES.perTargetPerDay
      ) {
        throw new AppError('CODE_LIMIT');
      }
      if (
        request.ip &&
        (await countSince('ip', request.ip, now - 3_600_000)) >= CODE_RULES.perIpPerHour
      ) {
        throw new AppError('CODE_LIMIT');
      }
      const code = randomCode();
      await db
        .insertInto('verification_code')
        .values({
          purpose: request.purpose,
          channel: request.channel,
          target: request.target,
          code_hash: hashCode(request.purpose, request.target, code),
          user_id: request.userId,
          ip: request.ip,
          created_at: new Date(now),
          expires_at: new Date(now + CODE_RULES.ttlMs),
          consumed_at: null,
        })
        .execute();
      if (request.deliver) {
        const template = CODE_MESSAGE[request.locale];
        const params = { code, minutes: CODE_RULES.ttlMs / 60_000 };
        try {
          await deps.messenger.send({
            channel: request.channel,
            to: request.target,
            subject: template.subject,
            text: interpolate(template.text, params),
          });
        } catch (cause) {
          throw new AppError('CODE_CHANNEL_UNAVAILABLE', {}, null, { cause });
        }
      }
      return {
        resendInS: CODE_RULES.resendMs / 1000,
        expiresInS: CODE_RULES.ttlMs / 1000,
        maskedTarget: maskTarget(request.target),
      };
    },

    /**
     * Consumes the latest code for (purpose, target) if `code` matches.
     * Errors: CODE_WRONG (also for expired, used, or too many wrong tries).
     * Race-safe: the consuming UPDATE succeeds for one caller only.
     */
    async consume(purpose: string, target: string, code: string): Promise<void> {
      const latest = await db
        .selectFrom('verification_code')
        .select(['id', 'code_hash', 'attempts', 'expires_at', 'consumed_at'])
        .where('purpose', '=', purpose)
        .where('target', '=', target)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const now = new Date(clock.nowMs());
      if (
        !latest ||
        latest.consumed_at ||
        latest.expires_at <= now ||
        latest.attempts >= CODE_RULES.maxAttempts
      ) {
        throw new AppError('CODE_WRONG');
      }
      if (latest.code_hash !== hashCode(purpose, target, code)) {
        await db
          .updateTable('verification_code')
          .set({ attempts: sql`attempts + 1` })
          .where('id', '=', latest.id)
          .execute();
        throw new AppError('CODE_WRONG');
      }
      const consumed = await db
        .updateTable('verification_code')
        .set({ consumed_at: now })
        .where('id', '=', latest.id)
        .where('consumed_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!consumed) throw new AppError('CODE_WRONG');
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
