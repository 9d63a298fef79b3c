import { randomBytes, randomInt } from 'node:crypto';
import type {
  Locale,
  Member,
  Session,
  loginBody,
  registerBody,
  sendCodeBody,
} from '@exchange/contracts';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { VerificationService } from '../verification/index.js';
import {
  LOGIN_THROTTLE,
  inviteCodeFrom,
  loadCommonPasswords,
  loginDelayS,
  maskEmail,
  maskPhone,
  normalizeEmail,
  parsePhone,
  passwordProblem,
  uidFrom,
  type PhoneNumber,
} from './account.core.js';
import { decoy, hashSecret, type RsaKeys, verifySecret } from './account.crypto.js';
import { deviceLabel } from './device.core.js';
import { type AccountStore } from './account.store.js';
import { isUniqueViolation } from '../../db/errors.js';
import { createReferralLinks } from './account.links.js';
import type { AccountTables, UserRow, UserStatus } from './account.tables.js';
import type { Kysely } from 'kysely';
import type { SessionService } from './session.service.js';
import type { TotpGuard } from './totp.js';

/** What a request carries that the account rules care about. */
export interface UserSummary {
  readonly id: number;
  readonly uid: string;
  readonly username: string | null;
  readonly status: UserStatus;
  readonly c2c_user_type: number;
  readonly created_at: Date;
  /** A demo account: earns nothing real. */
  readonly is_demo: boolean;
}

export interface RequestContext {
  readonly ip: string;
  readonly userAgent: string | undefined;
  readonly locale: Locale;
}

/** The captcha module's consumer side; an unsolved, used or expired token throws. */
export interface CaptchaCheck {
  consume(token: string | undefined): Promise<void>;
  /** A pass for the next step of an attempt that already took a puzzle. */
  grant(): Promise<string>;
}

export interface AccountDeps {
  readonly store: AccountStore;
  readonly sessions: SessionService;
  readonly verification: VerificationService;
  readonly captcha: CaptchaCheck;
  readonly rsa: RsaKeys;
  readonly totp: TotpGuard;
  readonly clock: Clock;
  /**
   * The user's total assets valued in USD, from the ledger of the user's
   * venue (a demo account's from the demo venue). The wallet is built after
   * accounts, so the app hands this in as a function.
   */
  readonly totalUsd: (user: UserRow) => Promise<string>;
  /**
   * Whether the owner of an invitation code may refer (the referral
   * module's per-user switch), asked at registration; absent, everyone may.
   */
  readonly mayRefer?: (inviterId: number) => Promise<boolean>;
}

type RegisterInput = z.output<typeof registerBody>;
type LoginInput = z.output<typeof loginBody>;
type SendCodeInput = z.output<typeof sendCodeBody>;

const isTrue = (flag: boolean | string | undefined) =>
  flag === true || flag === 'true' || flag === '1';

export function createAccountService(deps: AccountDeps) {
  const { store, sessions, verification, captcha, clock } = deps;
  const now = () => new Date(clock.nowMs());

  /** Password fields arrive plain or, with `encrypt`, as RSA-OAEP ciphertexts. */
  async function plain(value: string, encrypt: boolean | string | undefined): Promise<string> {
    return isTrue(encrypt) ? deps.rsa.decrypt(value) : value;
  }

  async function checkNewPassword(
    password: string,
    identifiers: (string | null | undefined)[],
  ): Promise<void> {
    const problem = passwordProblem(password, await loadCommonPasswords(), identifiers);
    if (problem) throw new AppError(problem);
  }

  function phoneOf(countryCode: string | undefined, phone: string | undefined): PhoneNumber {
    if (!countryCode || !phone) throw new AppError('PHONE_FORMAT');
    const parsed = parsePhone(countryCode, phone);
    if (!parsed) throw new AppError('PHONE_FORMAT');
    return parsed;
  }

  async function log(
    user: Pick<UserRow, 'id'>,
    event: string,
    context: RequestContext,
  ): Promise<void> {
    await store.log(user.id, event, context.ip, deviceLabel(context.userAgent), now());
  }

  async function createUser(values: {
    username: string | null;
    email: string | null;
    phone: PhoneNumber | null;
    passwordHash: string;
    invitedBy: number | null;
  }): Promise<UserRow> {
    // A fresh uid or invite code may collide with an existing one; try again with new random values.
    for (let attempt = 0; ; attempt++) {
      try {
        return await store.insertUser({
          uid: uidFrom((max) => randomInt(max)),
          username: values.username,
          email: values.email,
          country_code: values.phone?.countryCode ?? null,
          phone: values.phone?.phone ?? null,
          password_hash: values.passwordHash,
          invite_code: inviteCodeFrom(randomBytes(8)),
          invited_by: values.invitedBy,
          // The platform's clock, not the database's: windows counted from registration
          // (the referral bind window) and tests that move the clock agree with it.
          created_at: now(),
        });
      } catch (error) {
        if (isUniqueViolation(error, 'app_user_username')) throw new AppError('USERNAME_TAKEN');
        if (isUniqueViolation(error, 'app_user_email')) throw new AppError('EMAIL_ALREADY_BOUND');
        if (isUniqueViolation(error, 'app_user_phone')) throw new AppError('PHONE_ALREADY_BOUND');
        if (isUniqueViolation(error) && attempt < 5) continue;
        throw error;
      }
    }
  }

  async function sessionState(user: UserRow, token: string): Promise<Session> {
    const member: Member = {
      id: user.id,
      uid: user.uid,
      username: user.username ?? '',
      email: maskEmail(user.email),
      phone: maskPhone(user.phone),
      countryCode: user.country_code ?? '',
      googleState: user.google_secret ? 1 : 0,
      fundPasswordSet: user.fund_password_hash !== null,
      inviteCode: user.invite_code,
      status: user.status,
      isDemo: user.is_demo,
      walletAddress: user.wallet_address ?? '',
      createdAt: user.created_at.toISOString(),
    };
    return {
      usercode: user.uid,
      token,
      username: user.username ?? maskEmail(user.email) ?? maskPhone(user.phone),
      perpetual_contracts_status: user.perpetual_contracts_status,
      balance: await deps.totalUsd(user),
      c2c_user_type: user.c2c_user_type,
      emailBound: user.email !== null,
      phoneBound: user.phone !== null,
      googleBound: user.google_secret !== null,
      member,
    };
  }

  /** The normalised target of a code request, and the account already using it, if any. */
  async function targetOf(
    input: SendCodeInput,
  ): Promise<{ target: string; owner: UserRow | undefined }> {
    if (input.channel === 'email') {
      if (!input.email) throw new AppError('EMAIL_FORMAT');
      const email = normalizeEmail(input.email);
      return { target: email, owner: await store.userByEmail(email) };
    }
    const phone = phoneOf(input.countryCode, input.phone);
    return { target: phone.e164, owner: await store.userByPhone(phone.countryCode, phone.phone) };
  }

  function refuseInactive(user: UserRow): void {
    if (user.status === 'locked') throw new AppError('USER_LOCKED');
    if (user.status === 'frozen') throw new AppError('USER_FROZEN');
  }

  /** The account a login name means: an exact account name first, then email, then phone. */
  async function findByLoginName(name: string): Promise<UserRow | undefined> {
    const candidates = await store.usersByLoginName(name.trim());
    const lower = name.trim().toLowerCase();
    return (
      candidates.find((u) => u.username?.toLowerCase() === lower) ??
      candidates.find((u) => u.email?.toLowerCase() === lower) ??
      candidates.find((u) => `${u.country_code}${u.phone}` === lower.replace(/^\+/, '')) ??
      (candidates.length === 1 ? candidates[0] : undefined)
    );
  }

  return {
    sessionState,
    plain,
    checkNewPassword,
    phoneOf,
    log,
    findByLoginName,
    findByUid: (uid: string) => store.userByUid(uid.trim()),
    /** Who invited whom (`account.links.ts`), for the referral module. */
    links: createReferralLinks(store.db),

    /** Users' public ids and states, for other modules' console lists. */
    async summaries(ids: readonly number[]): Promise<Map<number, UserSummary>> {
      if (ids.length === 0) return new Map();
      const rows = await store.db
        .selectFrom('app_user')
        .select(['id', 'uid', 'username', 'status', 'c2c_user_type', 'created_at', 'is_demo'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** Where a user can be reached: their bound email and phone (E.164), or null. */
    async contactOf(userId: number): Promise<{ email: string | null; phone: string | null }> {
      const user = await store.userById(userId);
      if (!user) return { email: null, phone: null };
      let phone: string | null = null;
      if (user.country_code && user.phone) {
        try {
          phone = phoneOf(user.country_code, user.phone).e164;
        } catch {
          phone = null;
        }
      }
      return { email: user.email, phone };
    },

    /**
     * Sets the merchant flag (c2c_user_type; 0 is not a merchant) in the
     * caller's transaction, so the flag and the certification that grants
     * or ends it commit together. Business certification is its only writer.
     */
    async setMerchantType(userId: number, type: number, trx: Kysely<unknown>): Promise<void> {
      await (trx as unknown as Kysely<AccountTables>)
        .updateTable('app_user')
        .set({ c2c_user_type: type })
        .where('id', '=', userId)
        .execute();
    },

    /**
     * An ordinary account the platform itself runs (the demo market maker),
     * created on first use. It has no usable password: '!' is no argon2
     * hash, so nobody can log in as it; it trades through the same services.
     */
    async serviceAccount(username: string): Promise<UserRow> {
      const existing = (await store.usersByLoginName(username)).find(
        (user) => user.username?.toLowerCase() === username.toLowerCase(),
      );
      if (existing) return existing;
      return createUser({ username, email: null, phone: null, passwordHash: '!', invitedBy: null });
    },

    /**
     * Errors: USERNAME_FORMAT, EMAIL_FORMAT, PHONE_FORMAT, CODE_FORMAT, PASSWORD_LENGTH,
     * PASSWORD_COMMON, INVITE_CODE_INVALID, REFERRER_NO_RIGHT, CAPTCHA_*, CODE_WRONG, USERNAME_TAKEN,
     * EMAIL_ALREADY_BOUND, PHONE_ALREADY_BOUND.
     */
    async register(input: RegisterInput, context: RequestContext): Promise<Session> {
      const password = await plain(input.password, input.encrypt);
      let username: string | null = null;
      let email: string | null = null;
      let phone: PhoneNumber | null = null;
      if (input.type === 'account') {
        if (!input.username) throw new AppError('USERNAME_FORMAT');
        username = input.username;
      } else if (input.type === 'email') {
        if (!input.email) throw new AppError('EMAIL_FORMAT');
        email = normalizeEmail(input.email);
      } else {
        phone = phoneOf(input.countryCode, input.phone);
      }
      if (input.type !== 'account' && !input.code) throw new AppError('CODE_FORMAT');
      await checkNewPassword(password, [username, email, phone?.phone]);
      const inviter = input.inviteCode ? await store.userByInviteCode(input.inviteCode) : undefined;
      if (input.inviteCode && !inviter) throw new AppError('INVITE_CODE_INVALID');
      if (inviter && deps.mayRefer && !(await deps.mayRefer(inviter.id)))
        throw new AppError('REFERRER_NO_RIGHT');
      if (
        username &&
        (await store.usersByLoginName(username)).some(
          (u) => u.username?.toLowerCase() === username?.toLowerCase(),
        )
      ) {
        throw new AppError('USERNAME_TAKEN');
      }
      if (email && (await store.userByEmail(email))) throw new AppError('EMAIL_ALREADY_BOUND');
      if (phone && (await store.userByPhone(phone.countryCode, phone.phone)))
        throw new AppError('PHONE_ALREADY_BOUND');

      // An e-mail or phone code was sent only after a solved puzzle: it stands
      // in for a second one. An account name has no code, so it takes the puzzle.
      if (!email && !phone) await captcha.consume(input.captchaToken);
      if (email) await verification.consume('register', email, input.code ?? '');
      if (phone) await verification.consume('register', phone.e164, input.code ?? '');
      const user = await createUser({
        username,
        email,
        phone,
        passwordHash: await hashSecret(password),
        invitedBy: inviter?.id ?? null,
      });
      await log(user, 'register', context);
      const token = await sessions.issue(user.id, {
        ip: context.ip,
        device: deviceLabel(context.userAgent),
      });
      await log(user, 'login', context);
      return await sessionState(user, token);
    },

    /**
     * Replies never say whether an account exists: an unknown name and a wrong
     * password both give LOGIN_FAILED after the same amount of work.
     * Errors: CAPTCHA_*, LOGIN_THROTTLED, LOGIN_FAILED, USER_LOCKED, USER_FROZEN,
     * GOOGLE_CODE_REQUIRED, GOOGLE_CODE_WRONG.
     */
    async login(input: LoginInput, context: RequestContext): Promise<Session> {
      await captcha.consume(input.captchaToken);
      const nameKey = `login:${input.username.trim().toLowerCase()}`;
      const ipKey = `ip:${context.ip}`;
      const nowMs = clock.nowMs();
      const user = await findByLoginName(input.username);
      // An IP's failures hold back only accounts new to it: behind a shared
      // proxy, one guesser must not lock out everyone who signs in there.
      const knownPlace =
        user !== undefined &&
        (await store.signedInFrom(
          user.id,
          context.ip,
          new Date(nowMs - LOGIN_THROTTLE.knownPlaceMs),
        ));
      const attempt = await store.reserveAttempt(
        knownPlace ? [nameKey] : [nameKey, ipKey],
        now(),
        new Date(nowMs - LOGIN_THROTTLE.windowMs),
      );
      // The try stays counted only when it failed; any other outcome gives it back.
      let failed = false;
      try {
        const [nameFailures = [], ipFailures = []] = attempt.failures;
        const waitS = Math.max(
          loginDelayS(nameFailures, nowMs),
          loginDelayS(ipFailures, nowMs, LOGIN_THROTTLE.perIpFailures),
        );
        if (waitS > 0) throw new AppError('LOGIN_THROTTLED', { seconds: waitS });

        const password = await plain(input.password, input.encrypt);
        const ok = await verifySecret(user?.password_hash ?? (await decoy()), password);
        if (!user || !ok) {
          failed = true;
          if (user) await log(user, 'login_failed', context);
          throw new AppError('LOGIN_FAILED');
        }
        refuseInactive(user);
        if (user.google_secret) {
          // The right password took this attempt's puzzle: the code step gets a pass.
          if (!input.code)
            throw new AppError(
              'GOOGLE_CODE_REQUIRED',
              {},
              { needGoogleCode: true, captchaToken: await captcha.grant() },
            );
          try {
            await deps.totp.use(user, input.code);
          } catch (error) {
            failed = true;
            await log(user, 'login_failed', context);
            throw error;
          }
        }
        await store.clearFailures(nameKey);
        const token = await sessions.issue(user.id, {
          ip: context.ip,
          device: deviceLabel(context.userAgent),
        });
        await log(user, 'login', context);
        return await sessionState(user, token);
      } finally {
        if (!failed) await store.releaseAttempt(attempt.ids);
      }
    },

    async logout(token: string | undefined, context: RequestContext): Promise<void> {
      if (!token) return;
      const userId = await sessions.resolve(token).catch(() => null);
      await sessions.revoke(token);
      const user = userId === null ? undefined : await store.userById(userId);
      // Logging out of the real account ends its demo sessions too.
      if (user && !user.is_demo) await sessions.revokeDemo(user.id);
      if (user) await log(user, 'logout', context);
    },

    /** The signed-in user. Errors: NOT_LOGGED_IN, TOKEN_INVALID, LOGIN_EXPIRED, USER_LOCKED, USER_FROZEN. */
    async authenticate(token: string | undefined): Promise<UserRow> {
      const userId = await sessions.resolve(token);
      const user = await store.userById(userId);
      if (!user) throw new AppError('TOKEN_INVALID');
      refuseInactive(user);
      return user;
    },

    /**
     * Sends a verification code. See sendCodeBody for who may send what.
     * Errors: CAPTCHA_*, EMAIL_FORMAT, PHONE_FORMAT, NOT_LOGGED_IN, EMAIL_ALREADY_BOUND,
     * PHONE_ALREADY_BOUND, BOUND_TO_OTHER_USER, SAME_AS_OLD, EMAIL_NOT_BOUND,
     * PHONE_NOT_BOUND, CODE_TOO_SOON, CODE_LIMIT, CODE_CHANNEL_UNAVAILABLE.
     */
    async sendCode(input: SendCodeInput, user: UserRow | null, context: RequestContext) {
      let target: string;
      let deliver = true;
      if (input.purpose === 'register' || input.purpose === 'reset_password') {
        const given = await targetOf(input);
        target = given.target;
        const owner = given.owner;
        if (input.purpose === 'register' && owner) {
          throw new AppError(
            input.channel === 'email' ? 'EMAIL_ALREADY_BOUND' : 'PHONE_ALREADY_BOUND',
          );
        }
        // A reset for a stranger looks the same from outside, but nothing is sent.
        if (input.purpose === 'reset_password')
          deliver = owner !== undefined && owner.status === 'active';
        await captcha.consume(input.captchaToken);
      } else {
        if (!user) throw new AppError('NOT_LOGGED_IN');
        if (input.purpose === 'verify') {
          if (input.channel === 'email') {
            if (!user.email) throw new AppError('EMAIL_NOT_BOUND');
            target = user.email;
          } else {
            if (!user.phone || !user.country_code) throw new AppError('PHONE_NOT_BOUND');
            target = phoneOf(user.country_code, user.phone).e164;
          }
        } else {
          const wantEmail = input.purpose === 'bind_email';
          if (wantEmail !== (input.channel === 'email'))
            throw new AppError('PARAM_INVALID', { field: 'channel' });
          const given = await targetOf(input);
          target = given.target;
          const owner = given.owner;
          if (owner && owner.id === user.id) throw new AppError('SAME_AS_OLD');
          if (owner) throw new AppError('BOUND_TO_OTHER_USER');
        }
      }
      return verification.send({
        purpose: input.purpose,
        channel: input.channel,
        target,
        userId: user?.id ?? null,
        ip: context.ip,
        locale: context.locale,
        deliver,
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
