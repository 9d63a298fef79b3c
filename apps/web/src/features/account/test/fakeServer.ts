import { HEADER, type Session } from '@exchange/contracts';
import { vi } from 'vitest';

/**
 * What a fake endpoint answers: data for success, or an error code and
 * message (with the envelope's data when the refusal carries some).
 */
export type Reply = { data: unknown } | { code: number; message: string; data?: unknown };
export type Handler = (body: unknown, query: URLSearchParams) => Reply;

export interface Call {
  method: string;
  path: string;
  body: unknown;
  query: URLSearchParams;
  /** The session token the call was sent with. */
  token: string | null;
}

const CONFIG = {
  signSecret: 'secret',
  signWindowS: 300,
  serverTimeMs: Date.now(),
  customerServiceUrl: '',
  demoData: true,
  captchaEnabled: true,
  version: 'test',
};

function envelope(reply: Reply): Response {
  const failed = 'code' in reply;
  const body = failed
    ? { code: reply.code, message: reply.message, data: reply.data ?? null }
    : { code: 0, message: '', data: reply.data };
  return new Response(JSON.stringify(body), {
    status: failed ? 400 : 200,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Stubs fetch with a tiny server: routes are "METHOD /path" (without /uc),
 * each a handler or a queue of handlers used in turn. Every call is recorded.
 */
export function fakeServer(routes: Record<string, Handler | Handler[]>) {
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/uc/, '');
    if (path === '/public/config') return envelope({ data: CONFIG });
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const token = new Headers(init?.headers).get(HEADER.token);
    calls.push({ method, path, body, query: url.searchParams, token });
    const route = routes[`${method} ${path}`];
    const handler = Array.isArray(route) ? route.shift() : route;
    if (!handler) return envelope({ code: 404, message: `no fake for ${method} ${path}` });
    return envelope(handler(body, url.searchParams));
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

export function sessionFixture(overrides: Partial<Session> = {}): Session {
  return {
    usercode: '100001',
    token: 'token-abc',
    username: 'alice01',
    perpetual_contracts_status: 0,
    balance: '0',
    c2c_user_type: 0,
    emailBound: true,
    phoneBound: false,
    googleBound: false,
    member: {
      id: 1,
      uid: '100001',
      username: 'alice01',
      email: 'alice@example.com',
      phone: '',
      countryCode: '',
      googleState: 0,
      fundPasswordSet: false,
      inviteCode: 'ALICE1',
      status: 'active',
      isDemo: false,
      walletAddress: '',
      createdAt: '2025-01-01T00:00:00Z',
    },
    ...overrides,
  };
}

export const overviewFixture = {
  email: 'a***@example.com',
  phone: '',
  countryCode: '',
  googleBound: false,
  fundPasswordSet: false,
  fundPasswordLockedUntil: null,
  walletAddress: '',
  pendingReset: null,
};
