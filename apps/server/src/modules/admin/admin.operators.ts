import { isUniqueViolation } from '../../db/errors.js';
import { randomBytes } from 'node:crypto';
import {
  PERMISSIONS,
  type ErrorKey,
  type OperatorView,
  type Permission,
  type RoleView,
} from '@exchange/contracts';
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import {
  decoy,
  hashSecret,
  newTotpSecret,
  totpEnrolment,
  totpStep,
  verifySecret,
  hashToken,
} from '../account/index.js';
import type { AdminTables, OperatorTable } from './admin.tables.js';

export type OperatorRow = Selectable<OperatorTable>;

/** A signed-in operator and what their role allows. */
export interface Operator {
  readonly row: OperatorRow;
  readonly permissions: ReadonlySet<Permission>;
}

/** Console sessions are short: an operator idle for 30 minutes, or 12 hours after login, signs in again. */
const SESSION = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000, touchEveryMs: 60_000 };
/** Five wrong sign-ins lock the name for fifteen minutes. */
const LOCKOUT = { failures: 5, ms: 15 * 60_000 };
export const SUPERUSER_ROLE = 'superuser';

const known = (list: readonly string[]): Permission[] =>
  list.filter((p): p is Permission => (PERMISSIONS as readonly string[]).includes(p));

/**
 * Operators, their roles and their console sessions. Apart from users in
 * every way: their own table, their own sessions and token header, a
 * password and an authenticator code at every sign-in.
 */
export function createOperatorService(deps: {
  readonly db: Kysely<AdminTables>;
  readonly clock: Clock;
  readonly box: SecretBox;
}) {
  const { db, clock, box } = deps;
  const now = () => new Date(clock.nowMs());

  async function roleOf(id: number) {
    const role = await db
      .selectFrom('operator_role')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!role) throw new AppError('ROLE_NOT_FOUND');
    return role;
  }

  async function view(row: OperatorRow): Promise<OperatorView> {
    const role = await roleOf(row.role_id);
    return {
      id: row.id,
      username: row.username,
      status: row.status,
      role: { id: role.id, name: role.name },
      permissions: known(role.permissions),
      createdAt: row.created_at.getTime(),
      lastLoginAt: row.last_login_at?.getTime() ?? null,
    };
  }

  async function byId(id: number): Promise<OperatorRow> {
    const row = await db.selectFrom('operator').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('OPERATOR_NOT_FOUND');
    return row;
  }

  async function insertOperator(
    input: { username: string; password: string; roleId: number },
    createdBy: number | null,
  ) {
    await roleOf(input.roleId);
    const secret = newTotpSecret();
    try {
      const row = await db
        .insertInto('operator')
        .values({
          username: input.username,
          password_hash: await hashSecret(input.password),
          totp_secret: box.seal(secret),
          totp_last_step: null,
          role_id: input.roleId,
          locked_until: null,
          created_by: createdBy,
          created_at: now(),
          last_login_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const { otpauthUrl } = await totpEnrolment(secret, `console:${row.username}`);
      return { operator: await view(row), totpSecret: secret, otpauthUrl };
    } catch (error) {
      if (isUniqueViolation(error, 'operator_username')) throw new AppError('OPERATOR_NAME_TAKEN');
      throw error;
    }
  }

  /** Locks the name from now; its count of tries starts afresh for afterwards. */
  async function lockOut(id: number): Promise<void> {
    await db
      .updateTable('operator')
      .set({ failures: 0, locked_until: new Date(clock.nowMs() + LOCKOUT.ms) })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Counts a sign-in try before anything is checked, in one atomic update
   * that also refuses a locked name or one whose tries are all in flight: 40
   * parallel guesses get the five tries there are, never more. Returns the
   * row with the try counted.
   */
  async function reserveTry(row: OperatorRow): Promise<OperatorRow> {
    const now = new Date(clock.nowMs());
    const reserved = await db
      .updateTable('operator')
      .set({ failures: sql`failures + 1` })
      .where('id', '=', row.id)
      .where('failures', '<', LOCKOUT.failures)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .returningAll()
      .executeTakeFirst();
    if (reserved) return reserved;
    const current = await byId(row.id);
    const lockedMs = (current.locked_until?.getTime() ?? 0) - clock.nowMs();
    if (lockedMs > 0)
      throw new AppError('OPERATOR_LOCKED', { minutes: Math.ceil(lockedMs / 60_000) });
    // Every try spent without the lock written (in flight, or a crash between the two): lock now.
    await lockOut(row.id);
    throw new AppError('OPERATOR_LOCKED', { minutes: LOCKOUT.ms / 60_000 });
  }

  /** A wrong part: the try stays counted, and the last one allowed locks the name. */
  async function fail(
    reserved: OperatorRow,
    refusal: ErrorKey = 'OPERATOR_LOGIN_FAILED',
  ): Promise<never> {
    if (reserved.failures >= LOCKOUT.failures) await lockOut(reserved.id);
    throw new AppError(refusal);
  }

  /**
   * Spends an authenticator code, the one rule for sign-in and every
   * re-authentication: the code must be of a step later than the last one
   * spent, and the update recording its step wins only while that step is
   * still new, so two requests racing with one code get one success. `also`
   * is written by the same update; `on` is the caller's transaction, if any.
   * Returns the row with the step spent, or undefined for a wrong, reused or
   * raced code.
   */
  async function spendCode(
    row: OperatorRow,
    code: string,
    also: Updateable<OperatorTable>,
    on: Kysely<AdminTables> = db,
  ): Promise<OperatorRow | undefined> {
    const step = await totpStep(box.open(row.totp_secret), code, clock.nowMs());
    if (step === null || (row.totp_last_step !== null && step <= Number(row.totp_last_step)))
      return undefined;
    return on
      .updateTable('operator')
      .set({ ...also, totp_last_step: String(step) })
      .where('id', '=', row.id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb(sql`totp_last_step`, '<', step)]))
      .returningAll()
      .executeTakeFirst();
  }

  return {
    view,
    byId,

    /** Whether any operator exists (the first one is made by `npm run admin:create`). */
    async any(): Promise<boolean> {
      return (
        (await db.selectFrom('operator').select('id').limit(1).executeTakeFirst()) !== undefined
      );
    },

    /** The first operator, with a role holding every permission. Refused once operators exist. */
    async bootstrap(username: string, password: string) {
      if (await this.any()) throw new AppError('OPERATOR_NAME_TAKEN');
      const role =
        (await db
          .selectFrom('operator_role')
          .selectAll()
          .where(sql`lower(name)`, '=', SUPERUSER_ROLE)
          .executeTakeFirst()) ??
        (await db
          .insertInto('operator_role')
          .values({ name: SUPERUSER_ROLE, permissions: [...PERMISSIONS], created_at: now() })
          .returningAll()
          .executeTakeFirstOrThrow());
      return insertOperator({ username, password, roleId: role.id }, null);
    },

    /** A new operator; its authenticator secret is returned this once. */
    create: (actor: Operator, input: { username: string; password: string; roleId: number }) =>
      insertOperator(input, actor.row.id),

    /**
     * Password and authenticator code, both required. Errors:
     * OPERATOR_LOGIN_FAILED (any wrong part, unknown or disabled operator),
     * OPERATOR_LOCKED.
     */
    async login(input: { username: string; password: string; totp: string }, ip: string) {
      const row = await db
        .selectFrom('operator')
        .selectAll()
        .where(sql`lower(username)`, '=', input.username.toLowerCase())
        .executeTakeFirst();
      if (!row) {
        await verifySecret(await decoy(), input.password); // the same work as a real check
        throw new AppError('OPERATOR_LOGIN_FAILED');
      }
      const reserved = await reserveTry(row);
      if (!(await verifySecret(row.password_hash, input.password))) return fail(reserved);
      if (row.status !== 'active') return fail(reserved);
      const signedIn = await spendCode(row, input.totp, {
        failures: 0,
        locked_until: null,
        last_login_at: now(),
      });
      if (!signedIn) return fail(reserved);
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await db
        .insertInto('operator_session')
        .values({
          token_hash: hashToken(token),
          operator_id: row.id,
          created_at: at,
          last_seen_at: at,
          expires_at: new Date(at.getTime() + SESSION.absoluteMs),
          revoked_at: null,
          ip,
        })
        .execute();
      return { token, operator: await view(signedIn) };
    },

    /**
     * Asks a signed-in operator for their authenticator code again before a
     * sensitive action, by sign-in's rules: the try is counted first (five
     * wrong codes lock the operator as five failed sign-ins do), and the code
     * counts once, a code already used to sign in included. `action` gets
     * `spend`, to call inside its own transaction: it records the code's step
     * there or refuses with `refusal`, so the code is spent exactly when the
     * action commits and a refused code leaves the action undone. A try that
     * fails for another reason stays counted, as at sign-in.
     * Errors: OPERATOR_LOCKED, `refusal`, and the action's own.
     */
    async withCode<T>(
      operator: Operator,
      code: string,
      refusal: ErrorKey,
      action: (spend: (trx: Kysely<unknown>) => Promise<void>) => Promise<T>,
    ): Promise<T> {
      const reserved = await reserveTry(operator.row);
      let refused = false;
      try {
        return await action(async (trx) => {
          const on = trx as Kysely<AdminTables>;
          if (await spendCode(reserved, code, { failures: 0, locked_until: null }, on)) return;
          refused = true;
          throw new AppError(refusal);
        });
      } catch (error) {
        if (refused) await fail(reserved, refusal);
        throw error;
      }
    },

    /** The operator behind a console token. Errors: OPERATOR_SESSION_INVALID. */
    /**
     * The operator behind a console token. Each use keeps the session from
     * going idle, except a check that is not the operator's doing (the
     * console socket's heartbeat): `touch` false.
     */
    async authenticate(token: string | undefined, touch = true): Promise<Operator> {
      if (!token) throw new AppError('OPERATOR_SESSION_INVALID');
      const session = await db
        .selectFrom('operator_session')
        .selectAll()
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      const nowMs = clock.nowMs();
      if (
        !session ||
        session.revoked_at ||
        session.expires_at.getTime() <= nowMs ||
        session.last_seen_at.getTime() + SESSION.idleMs <= nowMs
      )
        throw new AppError('OPERATOR_SESSION_INVALID');
      const row = await byId(session.operator_id);
      if (row.status !== 'active') throw new AppError('OPERATOR_SESSION_INVALID');
      if (touch && nowMs - session.last_seen_at.getTime() >= SESSION.touchEveryMs)
        await db
          .updateTable('operator_session')
          .set({ last_seen_at: new Date(nowMs) })
          .where('token_hash', '=', session.token_hash)
          .execute();
      const role = await roleOf(row.role_id);
      return { row, permissions: new Set(known(role.permissions)) };
    },

    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      await db
        .updateTable('operator_session')
        .set({ revoked_at: now() })
        .where('token_hash', '=', hashToken(token))
        .where('revoked_at', 'is', null)
        .execute();
    },

    async list(): Promise<OperatorView[]> {
      const rows = await db.selectFrom('operator').selectAll().orderBy('id').execute();
      return Promise.all(rows.map(view));
    },

    /** Errors: OPERATOR_NOT_FOUND, ROLE_NOT_FOUND, OPERATOR_SELF_CHANGE. */
    async setRole(actor: Operator, id: number, roleId: number): Promise<OperatorView> {
      if (actor.row.id === id) throw new AppError('OPERATOR_SELF_CHANGE');
      await byId(id);
      await roleOf(roleId);
      const row = await db
        .updateTable('operator')
        .set({ role_id: roleId })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return view(row);
    },

    /** Disabling also ends the operator's sessions. Errors: OPERATOR_NOT_FOUND, OPERATOR_SELF_CHANGE. */
    async setStatus(actor: Operator, id: number, status: 'active' | 'disabled') {
      if (actor.row.id === id) throw new AppError('OPERATOR_SELF_CHANGE');
      await byId(id);
      const row = await db
        .updateTable('operator')
        .set({ status })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (status === 'disabled')
        await db
          .updateTable('operator_session')
          .set({ revoked_at: now() })
          .where('operator_id', '=', id)
          .where('revoked_at', 'is', null)
          .execute();
      return view(row);
    },

    async roles(): Promise<RoleView[]> {
      const rows = await db
        .selectFrom('operator_role as r')
        .leftJoin('operator as o', 'o.role_id', 'r.id')
        .select(['r.id', 'r.name', 'r.permissions', 'r.created_at'])
        .select((eb) => eb.fn.count<string>('o.id').as('operators'))
        .groupBy('r.id')
        .orderBy('r.id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        permissions: known(r.permissions),
        operators: Number(r.operators),
        createdAt: r.created_at.getTime(),
      }));
    },

    /** Errors: ROLE_NAME_TAKEN. */
    async saveRole(id: number | null, name: string, permissions: readonly Permission[]) {
      const values = { name, permissions: [...new Set(permissions)] };
      try {
        const row =
          id === null
            ? await db
                .insertInto('operator_role')
                .values({ ...values, created_at: now() })
                .returning('id')
                .executeTakeFirstOrThrow()
            : await db
                .updateTable('operator_role')
                .set(values)
                .where('id', '=', id)
                .returning('id')
                .executeTakeFirst();
        if (!row) throw new AppError('ROLE_NOT_FOUND');
        const saved = (await this.roles()).find((r) => r.id === row.id);
        if (!saved) throw new AppError('ROLE_NOT_FOUND');
        return saved;
      } catch (error) {
        if (isUniqueViolation(error, 'operator_role_name')) throw new AppError('ROLE_NAME_TAKEN');
        throw error;
      }
    },

    /** Errors: ROLE_NOT_FOUND, ROLE_IN_USE (the spec's "a role tied to users cannot be deleted"). */
    async deleteRole(id: number): Promise<void> {
      await roleOf(id);
      const used = await db
        .selectFrom('operator')
        .select('id')
        .where('role_id', '=', id)
        .executeTakeFirst();
      if (used) throw new AppError('ROLE_IN_USE');
      try {
        await db.deleteFrom('operator_role').where('id', '=', id).execute();
      } catch (error) {
        // An operator given the role meanwhile: the foreign key refuses.
        if ((error as { code?: string }).code === '23503') throw new AppError('ROLE_IN_USE');
        throw error;
      }
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
