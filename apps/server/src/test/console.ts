/** Helpers for the operator console's API tests: operators with chosen permissions, signed in. */
import { ADMIN_TOKEN_HEADER, PERMISSIONS, type Permission } from '@exchange/contracts';
import { generate } from 'otplib';
import { afterAll, beforeAll, expect } from 'vitest';
import { manualClock } from '../lib/clock.js';
import { checkLedger, createLedger, type Ledger } from '../modules/ledger/index.js';
import { checkPerp } from '../modules/perp/index.js';
import { checkSpot } from '../modules/spot/index.js';
import { createTestApp, type TestApp } from './app.js';

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

/**
 * The setup of the console's market tests: an app, a ledger to fund traders
 * with, and an operator holding `permissions`; at the end, the ledger's,
 * spot's and contracts' invariants must all hold.
 */
export function marketConsoleSuite(permissions: readonly Permission[]) {
  const suite = {} as { t: TestApp; ledger: Ledger; op: ConsoleOperator };
  beforeAll(async () => {
    suite.t = await createTestApp();
    suite.ledger = createLedger(suite.t.database.db, manualClock());
    await consoleOperator(suite.t, PERMISSIONS);
    suite.op = await consoleOperator(suite.t, permissions);
  });
  afterAll(async () => {
    const db = suite.t.database.db;
    expect(await checkLedger(db, [() => checkSpot(db), () => checkPerp(db)])).toEqual([]);
    await suite.t.close();
  });
  return suite;
}
