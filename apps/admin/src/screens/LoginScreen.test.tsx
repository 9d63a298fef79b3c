import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../state/session';
import { fakeServer, operator, renderConsole } from '../test/harness';

const ME = operator(['withdrawals.review']);

async function signIn(user: ReturnType<typeof renderConsole>['user'], totp = '123456') {
  await user.type(await screen.findByTestId('login-username'), 'alice');
  await user.type(screen.getByTestId('login-password'), 'correct horse battery');
  await user.type(screen.getByTestId('login-totp'), totp);
  await user.click(screen.getByTestId('login-submit'));
}

describe('sign-in', () => {
  it('sends name, password and code, stores the token and opens the console', async () => {
    const server = fakeServer({
      'POST /admin-api/auth/login': () => ({ data: { token: 'tok-new', operator: ME } }),
      'GET /admin-api/auth/me': () => ({ data: ME }),
    });
    const { user } = renderConsole({ path: '/withdrawals', fetch: server.fetch });
    // Not signed in: the guard opened the sign-in screen.
    await signIn(user, '12 34 56');
    await screen.findByTestId('nav-withdrawals');
    const [login] = server.callsTo('POST', '/admin-api/auth/login');
    expect(login?.body).toEqual({
      username: 'alice',
      password: 'correct horse battery',
      totp: '123456',
    });
    expect(login?.headers.get('lang')).toBe('en_US');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('tok-new');
    expect(screen.getByTestId('operator-name').textContent).toBe('alice');
    // Back where the operator was going, with the token on the next calls.
    await waitFor(() => expect(server.callsTo('GET', '/admin-api/withdrawals')).toHaveLength(1));
    const list = server.callsTo('GET', '/admin-api/withdrawals')[0];
    expect(list?.headers.get('x-admin-token')).toBe('tok-new');
  });

  it("shows the server's message and stores nothing when sign-in fails", async () => {
    const server = fakeServer({
      'POST /admin-api/auth/login': () => ({
        code: 18000,
        message: 'Wrong operator name, password or authenticator code',
      }),
    });
    const { user } = renderConsole({ path: '/login', fetch: server.fetch });
    await signIn(user);
    const error = await screen.findByTestId('login-error');
    expect(error.textContent).toBe('Wrong operator name, password or authenticator code');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('returns to the sign-in screen when the server drops the session (18002)', async () => {
    const server = fakeServer({
      'GET /admin-api/auth/me': () => ({ code: 18002, message: 'Operator session expired' }),
    });
    renderConsole({ path: '/', fetch: server.fetch, token: 'tok-old' });
    await screen.findByTestId('login-username');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('signs out: tells the server, forgets the token, shows the sign-in screen', async () => {
    const server = fakeServer({
      'GET /admin-api/auth/me': () => ({ data: ME }),
      'POST /admin-api/auth/logout': () => ({ data: null }),
    });
    const { user } = renderConsole({ path: '/', fetch: server.fetch, token: 'tok-1' });
    await user.click(await screen.findByTestId('logout'));
    await screen.findByTestId('login-username');
    expect(server.callsTo('POST', '/admin-api/auth/logout')).toHaveLength(1);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
