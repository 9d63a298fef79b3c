import { ERRORS, PERMISSIONS } from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  consoleGet,
  consoleOperator,
  consolePost,
  totpNow,
  type ConsoleOperator,
} from '../../test/console.js';

const code = (key: keyof typeof ERRORS) => ERRORS[key].code;
let t: TestApp;
let root: ConsoleOperator;
beforeAll(async () => {
  t = await createTestApp();
  root = await consoleOperator(t, PERMISSIONS);
});
afterAll(() => t.close());

/** Every route but sign-out, which would end the very session the loop goes on with. */
const staying = () => t.app.console.routes.filter((r) => r.path !== '/auth/logout');

/** Calls a registered route with ids filled in: what comes back depends only on who calls. */
function call(token: string | null, route: { method: string; path: string }, extra = {}) {
  const path = route.path.replace(':id', '1');
  return route.method === 'GET'
    ? consoleGet(t, token, path, {}, extra)
    : consolePost(t, token, path, {}, extra);
}

describe('console access', () => {
  it('registers every route with a permission, sign-in aside', () => {
    const routes = t.app.console.routes;
    expect(routes.length).toBeGreaterThan(25);
    const open = routes.filter((r) => r.permission === null).map((r) => r.path);
    expect(open.sort()).toEqual(['/auth/logout', '/auth/me', '/permissions']);
  });

  it('refuses every route without a console token, and with a user token in either header', async () => {
    const user = await registerAccount(t);
    for (const route of t.app.console.routes) {
      for (const [token, extra] of [
        [null, {}],
        [null, { 'access-auth-token': user.token }],
        [user.token, {}],
      ] as const) {
        const res = await call(token, route, extra);
        expect(res.json().code, `${route.method} ${route.path}`).toBe(
          code('OPERATOR_SESSION_INVALID'),
        );
      }
    }
  });

  it('refuses every route to an operator whose role lacks its permission', async () => {
    const nobody = await consoleOperator(t, []);
    for (const route of staying()) {
      const res = await call(nobody.token, route);
      if (route.permission === null) expect(res.json().code).not.toBe(code('PERMISSION_DENIED'));
      else
        expect(res.json(), `${route.method} ${route.path}`).toMatchObject({
          code: code('PERMISSION_DENIED'),
          message: expect.stringContaining(route.permission),
        });
    }
    // And each permission opens exactly its own routes.
    for (const permission of PERMISSIONS) {
      const holder = await consoleOperator(t, [permission]);
      // Each sign-in moves the clock: the suite's own session must not go idle meanwhile.
      await consoleGet(t, root.token, '/auth/me');
      for (const route of staying()) {
        const denied = (await call(holder.token, route)).json().code === code('PERMISSION_DENIED');
        expect(denied, `${permission} on ${route.path}`).toBe(
          route.permission !== null && route.permission !== permission,
        );
      }
    }
  });

  it('signs in with password and authenticator code only, once per code, and locks after five failures', async () => {
    const op = await consoleOperator(t, ['audit.read']);
    const login = (password: string, totp: string) =>
      consolePost(t, null, '/auth/login', { username: op.username, password, totp });
    t.clock.advance(31_000);
    const fresh = await totpNow(t, op.totpSecret);
    expect((await login('wrong password', fresh)).json().code).toBe(code('OPERATOR_LOGIN_FAILED'));
    expect((await login('operator pass phrase', '000000')).json().code).toBe(
      code('OPERATOR_LOGIN_FAILED'),
    );
    expect((await login('operator pass phrase', fresh)).json().code).toBe(0);
    // The same code again: refused, it was used.
    expect((await login('operator pass phrase', fresh)).json().code).toBe(
      code('OPERATOR_LOGIN_FAILED'),
    );
    for (let i = 0; i < 5; i += 1) await login('wrong', await totpNow(t, op.totpSecret));
    t.clock.advance(31_000);
    const locked = await login('operator pass phrase', await totpNow(t, op.totpSecret));
    expect(locked.json()).toMatchObject({ code: code('OPERATOR_LOCKED') });
    t.clock.advance(16 * 60_000);
    expect((await login('operator pass phrase', await totpNow(t, op.totpSecret))).json().code).toBe(
      0,
    );
    expect(
      (
        await consolePost(t, null, '/auth/login', {
          username: 'nobody-here',
          password: 'x',
          totp: '123456',
        })
      ).json().code,
    ).toBe(code('OPERATOR_LOGIN_FAILED'));
  });

  it('counts each sign-in try before checking it: a burst of 40 wrong ones gets five tries, then the name is locked', async () => {
    const op = await consoleOperator(t, ['audit.read']);
    t.clock.advance(31_000);
    const totp = await totpNow(t, op.totpSecret);
    const burst = await Promise.all(
      Array.from({ length: 40 }, () =>
        consolePost(t, null, '/auth/login', { username: op.username, password: 'wrong', totp }),
      ),
    );
    const codes = burst.map((r) => r.json().code as number);
    expect(codes.filter((c) => c === code('OPERATOR_LOGIN_FAILED')).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === code('OPERATOR_LOCKED')).length).toBeGreaterThanOrEqual(35);
    // The right password is refused too while the lock lasts.
    const right = await consolePost(t, null, '/auth/login', {
      username: op.username,
      password: 'operator pass phrase',
      totp,
    });
    expect(right.json().code).toBe(code('OPERATOR_LOCKED'));
  });

  it('ends a session on sign-out and when the operator is disabled; idle sessions expire', async () => {
    const op = await consoleOperator(t, ['audit.read']);
    expect((await consoleGet(t, op.token, '/auth/me')).json().data).toMatchObject({
      username: op.username,
      permissions: ['audit.read'],
    });
    expect(
      (
        await consolePost(t, root.token, `/operators/${op.id}/status`, { status: 'disabled' })
      ).json().code,
    ).toBe(0);
    expect((await consoleGet(t, op.token, '/audit')).json().code).toBe(
      code('OPERATOR_SESSION_INVALID'),
    );
    const other = await consoleOperator(t, ['audit.read']);
    await consolePost(t, other.token, '/auth/logout');
    expect((await consoleGet(t, other.token, '/audit')).json().code).toBe(
      code('OPERATOR_SESSION_INVALID'),
    );
    const idle = await consoleOperator(t, ['audit.read']);
    t.clock.advance(31 * 60_000);
    expect((await consoleGet(t, idle.token, '/audit')).json().code).toBe(
      code('OPERATOR_SESSION_INVALID'),
    );
    root = await consoleOperator(t, PERMISSIONS);
  });

  it('keeps role names unique and refuses to delete a role in use', async () => {
    const made = (
      await consolePost(t, root.token, '/roles', { name: 'Support', permissions: ['users.read'] })
    ).json();
    expect(made.code).toBe(0);
    const again = await consolePost(t, root.token, '/roles', { name: 'support', permissions: [] });
    expect(again.json().code).toBe(code('ROLE_NAME_TAKEN'));
    const op = await consoleOperator(t, []);
    await consolePost(t, root.token, `/operators/${op.id}/role`, { roleId: made.data.id });
    expect((await consolePost(t, root.token, `/roles/${made.data.id}/delete`)).json().code).toBe(
      code('ROLE_IN_USE'),
    );
    expect(
      (
        await consolePost(t, root.token, `/operators/${root.id}/role`, { roleId: made.data.id })
      ).json().code,
    ).toBe(code('OPERATOR_SELF_CHANGE'));
  });

  it('audits every change, searchably, and the database refuses to rewrite the log', async () => {
    const page = (await consoleGet(t, root.token, '/audit', { action: 'role.' })).json();
    expect(page.data.list.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['role.create']),
    );
    expect(page.data.list.every((e: { action: string }) => e.action.startsWith('role.'))).toBe(
      true,
    );
    const logins = (
      await consoleGet(t, root.token, '/audit', { action: 'auth.login', operatorId: root.id })
    ).json();
    expect(logins.data.total).toBeGreaterThan(0);
    await expect(
      sql`update operator_audit set action = 'x'`.execute(t.database.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from operator_audit`.execute(t.database.db)).rejects.toThrow(
      /append-only/,
    );
  });
});
