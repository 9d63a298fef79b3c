import { API_BASE, ERRORS, type DemoSession, type Session } from '@exchange/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, reply } from '../test/accounts.js';
import { createTestApp, type TestApp } from '../test/app.js';
import type { Api } from './types.js';
import { declareUserRoutes, type DeclaredRoute } from './user-routes.js';

const code = (key: keyof typeof ERRORS) => ERRORS[key].code;
let t: TestApp;
let real: Session;
let demo: DemoSession;

beforeAll(async () => {
  t = await createTestApp();
  real = await registerAccount(t);
  demo = reply<DemoSession>(await t.post('/uc/demo/enter', {}, { token: real.token })).data;
});
afterAll(() => t.close());

/** Calls a declared route with ids filled in and no input: the answer depends only on who calls. */
function call(route: DeclaredRoute, token?: string) {
  const url = route.url.replace(':id', 'A'.repeat(24)).replace(':symbol', 'USDT');
  const extra = token ? { token } : {};
  return route.method === 'GET' ? t.get(url, {}, extra) : t.post(url, {}, extra);
}

const demoOf = (route: DeclaredRoute) => ('demo' in route.access ? route.access.demo : null);
/** Paths that hold real money or identity: a demo account is refused there. */
const REAL_ONLY =
  /^\/uc\/(security\/(?!overview|reset-request)|asset\/(deposit|withdraw|faucet|transfer\/user)|upload\/|approve\/|payment\/)/;
/** Paths that trade or hold balances: a demo account's run in the demo venue. */
const TRADING =
  /^\/uc\/(exchange\/order|contract\/(wallet|perpetual\/(order|modify)|delivery\/order)|api\/contract|order\/application|asset\/(wallet|transfer$)|wallet_history|wallet\/withdraw)/;

describe('user routes', () => {
  it('are all declared, each with its policy', () => {
    const routes = t.app.userRoutes;
    expect(routes.length).toBeGreaterThan(90);
    for (const route of routes) {
      if (REAL_ONLY.test(route.url))
        expect([route.url, demoOf(route)]).toEqual([route.url, 'refuse']);
      if (TRADING.test(route.url)) expect([route.url, demoOf(route)]).toEqual([route.url, 'venue']);
    }
    expect(routes.filter((r) => demoOf(r) === 'owner').map((r) => r.url)).toEqual([
      '/uc/security/overview',
    ]);
    expect(routes.some((r) => r.url === '/uc/upload/local/image')).toBe(true);
  });

  it('session routes refuse a guest before reading the request', async () => {
    for (const route of t.app.userRoutes.filter((r) => r.access.auth === 'session')) {
      const res = await call(route);
      expect([route.method, route.url, reply(res).code]).toEqual([
        route.method,
        route.url,
        code('NOT_LOGGED_IN'),
      ]);
    }
  });

  it('public routes never ask for a session', async () => {
    for (const route of t.app.userRoutes.filter((r) => r.access.auth === 'public')) {
      const answer = reply(await call(route)).code;
      expect([route.url, answer]).not.toEqual([route.url, code('NOT_LOGGED_IN')]);
    }
  });

  it('refuse a demo account where declared, and let it through elsewhere', async () => {
    // Leaving demo ends the very session the loop goes on with: it runs last, on its own.
    const routes = t.app.userRoutes.filter(
      (r) => r.access.auth === 'session' && r.url !== '/uc/demo/exit',
    );
    for (const route of routes) {
      const answer = reply(await call(route, demo.token)).code;
      const refused = answer === code('DEMO_RESTRICTED');
      // Entering demo from a demo account is the demo service's own refusal.
      const expected = demoOf(route) === 'refuse' || route.url === '/uc/demo/enter';
      expect([route.method, route.url, refused]).toEqual([route.method, route.url, expected]);
      expect([route.url, answer]).not.toEqual([route.url, code('TOKEN_INVALID')]);
    }
  });

  it("acts as the owner where declared: a demo account reads its owner's security overview", async () => {
    const asOwner = await t.get('/uc/security/overview', {}, { token: real.token });
    const asDemo = await t.get('/uc/security/overview', {}, { token: demo.token });
    expect(reply(asDemo).code, asDemo.body).toBe(0);
    expect(reply(asDemo).data).toEqual(reply(asOwner).data);
  });

  it('run in the caller venue: a demo account sees its demo balance, its owner the real one', async () => {
    type Overview = {
      accounts: { wallet: string; assets: { asset: string; available: string }[] }[];
    };
    const usdt = async (token: string) =>
      reply<Overview>(await t.get('/uc/asset/wallet', {}, { token }))
        .data.accounts.find((a) => a.wallet === 'spot')
        ?.assets.find((a) => a.asset === 'USDT')?.available ?? '0';
    expect(await usdt(demo.token)).toBe('3000');
    expect(await usdt(real.token)).not.toBe('3000');
  });
});

describe('declaring routes', () => {
  const bare = async (register: (api: Api) => void) => {
    const app = Fastify();
    await app.register(
      async (api) => {
        declareUserRoutes(api as unknown as Api, {
          authenticate: async () => ({ id: 1, is_demo: false }),
          ownerOf: async (user) => user,
        });
        register(api as unknown as Api);
      },
      { prefix: API_BASE },
    );
    return app.ready();
  };

  it('fails at start for a route without an access declaration', async () => {
    await expect(bare((api) => api.get('/x', async () => 'x'))).rejects.toThrow(
      /declare its access/,
    );
  });

  it('fails at start for an API-key route until the bot API brings its authenticator', async () => {
    await expect(
      bare((api) =>
        api.get('/x', { config: { access: { auth: 'apiKey', demo: 'refuse' } } }, async () => 'x'),
      ),
    ).rejects.toThrow(/authenticator/);
  });
});
