import { createHash, randomBytes } from 'node:crypto';
import type {
  bindEmailBody,
  bindPhoneBody,
  changePasswordBody,
  googleBindBody,
  googleUnbindBody,
  resetPasswordBody,
  resetVerifyBody,
  safeVerifyBody,
} from '@exchange/contracts';
import { type CodeChannel } from '@exchange/contracts';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { VerificationService } from '../verification/index.js';
import { maskEmail, maskPhone, normalizeEmail } from './account.core.js';
import { hashSecret, newTotpSecret, totpEnrolment, verifySecret } from './account.crypto.js';
import { deviceParts } from './device.core.js';
import type { AccountService, CaptchaCheck, RequestContext } from './account.service.js';
import type { AccountStore } from './account.store.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Transaction } from 'kysely';
import type { AccountTables, UserRow } from './account.tables.js';
import type { SessionService } from './session.service.js';
import { createFundPassword } from './fund-password.js';
import type { TotpGuard } from './totp.js';

type In<T extends z.ZodType> = z.output<T>;

export const STEP_UP_TTL_MS = 5 * 60_000;
/** Spec section 9: manual reviews take 3 working days. */
export const RESET_REVIEW_DAYS = 3;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The security centre: bound factors, passwords, fund password, step-up, manual resets, history. */
export function createSecurityService(deps: {
  store: AccountStore;
  accounts: AccountService;
  sessions: SessionService;
  verification: VerificationService;
  totp: TotpGuard;
  captcha: CaptchaCheck;
  clock: Clock;
  /** Seals authenticator secrets at rest. */
  box: SecretBox;
}) {
  const { store, accounts, verification, totp, clock } = deps;
  const { db } = store;
  const now = () => new Date(clock.nowMs());

  /** The target of a `verify` code on this user's own email or phone. */
  function ownTarget(user: UserRow, channel: CodeChannel): string {
    if (channel === 'email') {
      if (!user.email) throw new AppError('EMAIL_NOT_BOUND');
      return user.email;
    }
    if (!user.phone || !user.country_code) throw new AppError('PHONE_NOT_BOUND');
    return accounts.phoneOf(user.country_code, user.phone).e164;
  }

  async function checkConfirm(value: string, confirm: string): Promise<void> {
    if (value !== confirm) throw new AppError('PASSWORD_MISMATCH');
  }

  /**
   * Counts a wrong fund password atomically; the fifth in a row locks it.
   * Errors: FUND_PASSWORD_NOT_SET, FUND_PASSWORD_LOCKED, FUND_PASSWORD_WRONG.
   */
  const fundPassword = createFundPassword({
    store,
    accounts,
    verification,
    totp,
    clock,
    ownTarget,
  });

  return {
    ...fundPassword,

    overview(user: UserRow) {
      return {
        email: maskEmail(user.email),
        phone: maskPhone(user.phone),
        countryCode: user.country_code ?? '',
        googleBound: user.google_secret !== null,
        fundPasswordSet: user.fund_password_hash !== null,
        fundPasswordLockedUntil:
          user.fund_password_locked_until &&
          user.fund_password_locked_until.getTime() > clock.nowMs()
            ? user.fund_password_locked_until.toISOString()
            : null,
        walletAddress: user.wallet_address ?? '',
        pendingReset: null,
      };
    },

    /** First bind, or change with a code to the old address too. Errors: CODE_WRONG, BOUND_TO_OTHER_USER, SAME_AS_OLD. */
    async bindEmail(
      user: UserRow,
      input: In<typeof bindEmailBody>,
      context: RequestContext,
    ): Promise<void> {
      const email = normalizeEmail(input.email);
      if (user.email === email) throw new AppError('SAME_AS_OLD');
      const owner = await store.userByEmail(email);
      if (owner) throw new AppError('BOUND_TO_OTHER_USER');
      if (user.email) {
        if (!input.oldCode) throw new AppError('CODE_WRONG');
        await verification.consume('verify', user.email, input.oldCode);
      }
      await verification.consume('bind_email', email, input.code);
      try {
        await store.updateUser(user.id, { email });
      } catch (error) {
        if (isUniqueViolation(error, 'app_user_email')) throw new AppError('BOUND_TO_OTHER_USER');
        throw error;
      }
      await accounts.log(user, 'email_bind', context);
    },

    async bindPhone(
      user: UserRow,
      input: In<typeof bindPhoneBody>,
      context: RequestContext,
    ): Promise<void> {
      const phone = accounts.phoneOf(input.countryCode, input.phone);
      if (user.country_code === phone.countryCode && user.phone === phone.phone)
        throw new AppError('SAME_AS_OLD');
      if (await store.userByPhone(phone.countryCode, phone.phone))
        throw new AppError('BOUND_TO_OTHER_USER');
      if (user.phone) {
        if (!input.oldCode) throw new AppError('CODE_WRONG');
        await verification.consume('verify', ownTarget(user, 'sms'), input.oldCode);
      }
      await verification.consume('bind_phone', phone.e164, input.code);
      try {
        await store.updateUser(user.id, { country_code: phone.countryCode, phone: phone.phone });
      } catch (error) {
        if (isUniqueViolation(error, 'app_user_phone')) throw new AppError('BOUND_TO_OTHER_USER');
        throw error;
      }
      await accounts.log(user, 'phone_bind', context);
    },

    /** A new secret to enrol, kept pending until bound. Errors: GOOGLE_ALREADY_BOUND. */
    async googleSecret(user: UserRow) {
      if (user.google_secret) throw new AppError('GOOGLE_ALREADY_BOUND');
      const secret = newTotpSecret();
      await store.updateUser(user.id, { google_pending_secret: deps.box.seal(secret) });
      const label = user.username ?? user.email ?? user.uid;
      return { secret, ...(await totpEnrolment(secret, label)) };
    },

    /** Errors: GOOGLE_ALREADY_BOUND, PARAM_INVALID (not the secret we issued), GOOGLE_CODE_WRONG. */
    async googleBind(
      user: UserRow,
      input: In<typeof googleBindBody>,
      context: RequestContext,
    ): Promise<void> {
      if (user.google_secret) throw new AppError('GOOGLE_ALREADY_BOUND');
      if (
        !user.google_pending_secret ||
        deps.box.open(user.google_pending_secret) !== input.secret
      ) {
        throw new AppError('PARAM_INVALID', { field: 'secret' });
      }
      await totp.use(user, input.code, input.secret);
      await store.updateUser(user.id, {
        google_secret: deps.box.seal(input.secret),
        google_pending_secret: null,
      });
      await accounts.log(user, 'google_bind', context);
    },

    /** Needs the authenticator's code and a code to a bound email or phone. */
    async googleUnbind(
      user: UserRow,
      input: In<typeof googleUnbindBody>,
      context: RequestContext,
    ): Promise<void> {
      if (!user.google_secret) throw new AppError('GOOGLE_NOT_BOUND');
      await totp.use(user, input.code);
      await verification.consume('verify', ownTarget(user, input.channel), input.verifyCode);
      await store.updateUser(user.id, { google_secret: null, google_last_step: null });
      await accounts.log(user, 'google_unbind', context);
    },

    async changePassword(
      user: UserRow,
      token: string,
      input: In<typeof changePasswordBody>,
      context: RequestContext,
    ): Promise<void> {
      const oldPassword = await accounts.plain(input.oldPassword, input.encrypt);
      const password = await accounts.plain(input.password, input.encrypt);
      const confirm = await accounts.plain(input.confirm, input.encrypt);
      await checkConfirm(password, confirm);
      if (!(await verifySecret(user.password_hash, oldPassword)))
        throw new AppError('OLD_PASSWORD_WRONG');
      if (password === oldPassword) throw new AppError('SAME_AS_OLD');
      await accounts.checkNewPassword(password, [user.username, user.email, user.phone]);
      await store.updateUser(user.id, { password_hash: await hashSecret(password) });
      await deps.sessions.revokeAll(user.id, token);
      await accounts.log(user, 'password_change', context);
    },

    /** /forget then /resetPassword. Errors: CODE_WRONG (also for an unknown account), PASSWORD_*. */
    async resetPassword(
      input: In<typeof resetPasswordBody>,
      context: RequestContext,
    ): Promise<void> {
      const password = await accounts.plain(input.password, input.encrypt);
      const confirm = await accounts.plain(input.confirm, input.encrypt);
      await checkConfirm(password, confirm);
      let target: string;
      let user: UserRow | undefined;
      if (input.channel === 'email') {
        if (!input.email) throw new AppError('EMAIL_FORMAT');
        target = normalizeEmail(input.email);
        user = await store.userByEmail(target);
      } else {
        const phone = accounts.phoneOf(input.countryCode, input.phone);
        target = phone.e164;
        user = await store.userByPhone(phone.countryCode, phone.phone);
      }
      await accounts.checkNewPassword(password, [user?.username, user?.email, user?.phone]);
      await verification.consume('reset_password', target, input.code);
      if (!user) throw new AppError('CODE_WRONG');
      await store.updateUser(user.id, { password_hash: await hashSecret(password) });
      await deps.sessions.revokeAll(user.id);
      await accounts.log(user, 'password_reset', context);
    },

    /** A manual reset of a lost factor, for an operator to review. Errors: RESET_ALREADY_SUBMITTED. */
    async requestReset(
      user: UserRow | null,
      input: In<typeof resetVerifyBody>,
      context: RequestContext,
    ) {
      await deps.captcha.consume(input.captchaToken);
      const target =
        user ??
        (input.username ? await accounts.findByLoginName(input.username) : undefined) ??
        null;
      try {
        const row = await db
          .insertInto('reset_request')
          .values({
            user_id: target?.id ?? null,
            login_name: input.username ?? target?.username ?? '',
            factor: input.factor,
            contact: input.contact,
            message: input.message,
            ip: context.ip,
            created_at: now(),
            reviewed_at: null,
          })
          .returning(['id', 'status'])
          .executeTakeFirstOrThrow();
        if (target) await accounts.log(target, 'reset_request', context);
        return { id: row.id, status: row.status, reviewDays: RESET_REVIEW_DAYS };
      } catch (error) {
        if (isUniqueViolation(error, 'reset_request_open'))
          throw new AppError('RESET_ALREADY_SUBMITTED');
        throw error;
      }
    },

    /** /safeVerify: a short-lived single-use token proving a fresh second factor. */
    async safeVerify(user: UserRow, input: In<typeof safeVerifyBody>, context: RequestContext) {
      if (input.channel === 'google') await totp.use(user, input.code);
      else await verification.consume('verify', ownTarget(user, input.channel), input.code);
      const token = randomBytes(24).toString('base64url');
      await db
        .insertInto('step_up_token')
        .values({
          token_hash: hashToken(token),
          user_id: user.id,
          expires_at: new Date(clock.nowMs() + STEP_UP_TTL_MS),
          used_at: null,
        })
        .execute();
      await accounts.log(user, 'step_up', context);
      return { stepUpToken: token, expiresInS: STEP_UP_TTL_MS / 1000 };
    },

    /** For sensitive actions of later modules. Errors: STEP_UP_REQUIRED. */
    /**
     * Spends a step-up token. With `trx`, the caller's transaction: the token
     * is spent only if the action it guards commits, so a refused or failed
     * action leaves it for the retry. Errors: STEP_UP_REQUIRED.
     */
    async consumeStepUp<C>(
      userId: number,
      token: string | undefined,
      trx?: Transaction<C>,
    ): Promise<void> {
      if (!token) throw new AppError('STEP_UP_REQUIRED');
      const runner = trx ? (trx as unknown as Transaction<AccountTables>) : db;
      const used = await runner
        .updateTable('step_up_token')
        .set({ used_at: now() })
        .where('token_hash', '=', hashToken(token))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now())
        .returning('token_hash')
        .executeTakeFirst();
      if (!used) throw new AppError('STEP_UP_REQUIRED');
    },

    async history(user: UserRow, pageNo: number, pageSize: number) {
      const { rows, total } = await store.logPage(user.id, pageSize, (pageNo - 1) * pageSize);
      return {
        list: rows.map((r) => ({
          id: r.id,
          event: r.event,
          ip: r.ip,
          device: r.device,
          client: deviceParts(r.device),
          createdAt: r.created_at.toISOString(),
        })),
        total,
        pageNo,
        pageSize,
      };
    },
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
