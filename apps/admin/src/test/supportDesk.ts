import type { Permission, SupportStaffMessage } from '@exchange/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { fakeServer, operator, type Handlers } from './harness';
import { image } from './p2p';
import { CANNED, WAITING, desk, queuePage, thread } from './support';

/** The support desk's console routes, for the workspace's screen tests. */
export const API = '/admin-api/support';
export const CONV = `${API}/conversations/7`;

/**
 * jsdom has no object URLs: each test gets stand-ins, and the URLs the
 * screen released are listed in `revoked()`.
 */
export function stubObjectUrls(): { revoked: () => readonly string[] } {
  let revoked: string[] = [];
  beforeEach(() => {
    revoked = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: () => 'blob:support-image',
    });
    Object.defineProperty(URL, 'revokeObjectURL', {
      configurable: true,
      value: (url: string) => revoked.push(url),
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  return { revoked: () => revoked };
}

/** A console with one conversation (#7) open, the queue, its messages and canned replies. */
export function deskServer(
  options: {
    desk?: ReturnType<typeof desk>;
    messages?: SupportStaffMessage[];
    permissions?: Permission[];
    extra?: Handlers;
  } = {},
) {
  const current = options.desk ?? desk();
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(options.permissions ?? ['support.chat']) }),
    // Listed newest first here: the waiting tab still shows the longest waiting first.
    [`GET ${API}/conversations`]: () => ({ data: queuePage([...WAITING].reverse()) }),
    [`GET ${CONV}`]: () => ({ data: current }),
    [`GET ${CONV}/messages`]: () => ({
      data: { list: options.messages ?? thread(Date.now()), more: false },
    }),
    [`GET ${CONV}/file`]: () => ({ response: image() }),
    [`POST ${CONV}/read`]: () => ({ data: null }),
    [`POST ${CONV}/typing`]: () => ({ data: null }),
    [`GET ${API}/canned`]: () => ({ data: CANNED }),
    ...options.extra,
  });
}

export const texts = (testId: string) =>
  screen.getAllByTestId(testId).map((node) => node.textContent);
