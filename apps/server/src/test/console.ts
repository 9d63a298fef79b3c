/** Helpers for the operator console's API tests: operators with chosen permissions, signed in. */
import { ADMIN_TOKEN_HEADER, type Permission } from '@exchange/contracts';
import { generate } from 'otplib';
import type { TestApp } from './app.js';

export interface ConsoleOperator {
  readonly id: number;
  readonly username: string;
  readonly token: string;
  readonly totpSecret: string;
}

let n = 0;

/** The current authenticator code of a secret; `stepOffset` moves it by 30-second steps. */
export const totpNow = async (t: TestApp, secret: string, stepOffset = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(t.clock.nowMs() / 1000) + stepOffset * 30 });

/**
 * A signed-in operator whose role holds exactly `permissions`. The first
 * call bootstraps the superuser, who creates the rest as the console would.
 */
export async function consoleOperator(
  t: TestApp,
  permissions: readonly Permission[],
): Promise<ConsoleOperator> {
  const operators = t.app.console.services.operators;
  n += 1;
  const username = `op${n}x${Date.now().toString(36)}`;
  const password = 'operator pass phrase';
  let created;
  if (!(await operators.any())) created = await operators.bootstrap(username, password);
  else {
    const root = (await operators.list())[0];
    if (!root) throw new Error('no operator');
    const actor = { row: await operators.byId(root.id), permissions: new Set<Permission>() };
    const role = await operators.saveRole(null, `role-${username}`, permissions);
    created = await operators.create(actor, { username, password, roleId: role.id });
  }
  // Each sign-in needs a fresh code: move past the step the last one used.
  t.clock.advance(31_000);
  const res = await consolePost(t, null, '/auth/login', {
    username,
    password,
    totp: await totpNow(t, created.totpSecret),
  });
  const body = res.json<{ code: number; data: { token: string } }>();
  if (body.code !== 0) throw new Error(`console login failed: ${res.body}`);
  return {
    id: created.operator.id,
    username,
    token: body.data.token,
    totpSecret: created.totpSecret,
  };
}

const headers = (token: string | null, extra: Record<string, string> = {}) => ({
  ...(token ? { [ADMIN_TOKEN_HEADER]: token } : {}),
  ...extra,
});

export const consolePost = (
  t: TestApp,
  token: string | null,
  path: string,
  body: unknown = {},
  extra: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/admin-api${path}`,
    payload: body as object,
    headers: headers(token, extra),
  });

export const consoleGet = (
  t: TestApp,
  token: string | null,
  path: string,
  query: Record<string, string | number> = {},
  extra: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'GET',
    url: `/admin-api${path}`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: headers(token, extra),
  });
