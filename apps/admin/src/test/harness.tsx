import type { OperatorView, Permission } from '@exchange/contracts';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/App';
import { ServicesProvider } from '../app/context';
import { routes } from '../app/routes';
import { createServices, type Services } from '../app/services';
import { TOKEN_KEY } from '../state/session';

export interface Call {
  readonly method: string;
  /** Path without the query string, e.g. `/admin-api/withdrawals/7/approve`. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Headers;
  readonly body: unknown;
}

export interface Reply {
  readonly code?: number;
  readonly message?: string;
  readonly data?: unknown;
  /** Sent as it is instead of an envelope (a document's image bytes). */
  readonly response?: Response;
}

/** Answers by "METHOD /path"; an unknown route answers like the server's 404. */
export type Handlers = Record<string, (call: Call) => Reply>;

export function fakeServer(handlers: Handlers) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://console.test');
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      // JSON parsed; a multipart form (an upload) as it was sent.
      body:
        typeof init.body === 'string'
          ? JSON.parse(init.body)
          : init.body instanceof FormData
            ? init.body
            : undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const reply: Reply = handler ? handler(call) : { code: 404, message: 'Not found' };
    if (reply.response) return reply.response;
    const envelope = {
      code: reply.code ?? 0,
      message: reply.message ?? 'success',
      data: reply.data ?? null,
    };
    return new Response(JSON.stringify(envelope), {
      status: envelope.code === 0 ? 200 : 400,
      headers: { 'content-type': 'application/json' },
    });
  });
  const callsTo = (method: string, path: string) =>
    calls.filter((c) => c.method === method && c.path === path);
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, callsTo };
}

export function operator(permissions: readonly Permission[], name = 'alice'): OperatorView {
  return {
    id: 1,
    username: name,
    status: 'active',
    role: { id: 1, name: 'reviewer' },
    permissions: [...permissions],
    createdAt: 1_700_000_000_000,
    lastLoginAt: null,
  };
}

/** A fake WebSocket for the console's stream (`api/stream.ts`); none by default. */
export type TestSocket = Parameters<typeof createServices>[0]['socket'];

export function testServices(fetch: typeof globalThis.fetch, socket?: TestSocket): Services {
  return createServices({
    fetch,
    storage: window.localStorage,
    retry: false,
    ...(socket ? { socket } : {}),
  });
}

/** The whole console at `path`, signed in when `token` is given. */
export function renderConsole(options: {
  path: string;
  fetch: typeof globalThis.fetch;
  token?: string;
  socket?: TestSocket;
}): RenderResult & { services: Services; user: UserEvent } {
  if (options.token) window.localStorage.setItem(TOKEN_KEY, options.token);
  const services = testServices(options.fetch, options.socket);
  const router = createMemoryRouter(routes, { initialEntries: [options.path] });
  const user = userEvent.setup();
  return { ...render(<App services={services} router={router} />), services, user };
}

/** A component that needs only the services (the data table). */
export function renderWithServices(ui: ReactNode, services = testServices(fakeServer({}).fetch)) {
  const user = userEvent.setup();
  const wrap = (node: ReactNode) => <ServicesProvider services={services}>{node}</ServicesProvider>;
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactNode) => result.rerender(wrap(next)), user };
}
