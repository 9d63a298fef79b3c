import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole } from '../test/harness';

const USER = {
  id: 42,
  uid: '10000042',
  username: 'bob',
  email: 'bob@example.com',
  phone: null,
  status: 'active',
  isDemo: false,
  googleBound: true,
  createdAt: 1_700_000_000_000,
};
const EMPTY_PAGE = { list: [], total: 0, pageNo: 1, pageSize: 20 };

describe('user detail', () => {
  it('shows balances and locks the user with a reason', async () => {
    const api = fakeServer({
      'GET /admin-api/auth/me': () => ({
        data: operator(['users.read', 'users.manage', 'ledger.read']),
      }),
      'GET /admin-api/users/42': () => ({
        data: {
          user: USER,
          balances: [
            { wallet: 'spot', asset: 'USDT', available: '100.5', frozen: '0', locked: '2' },
          ],
          demo: {
            userId: 43,
            uid: null,
            balances: [
              { wallet: 'contract', asset: 'USDT', available: '2990.12', frozen: '0', locked: '9' },
            ],
            liveBalances: [
              { wallet: 'spot', asset: 'USDT', available: '25', frozen: '0', locked: '0' },
            ],
          },
        },
      }),
      'GET /admin-api/users/42/ledger': () => ({ data: EMPTY_PAGE }),
      'GET /admin-api/users/42/security-log': () => ({ data: EMPTY_PAGE }),
      'POST /admin-api/users/42/status': () => ({ data: { ...USER, status: 'locked' } }),
    });
    const { user } = renderConsole({ path: '/users/42', fetch: api.fetch, token: 't' });
    expect((await screen.findByTestId('balance-row')).textContent).toContain('100.5');
    // The demo account's virtual balances are shown apart from the real ones.
    expect(screen.getByTestId('demo-balance-row').textContent).toContain('2990.12');
    // Real money once sent to the demo account by UID is shown, not lost from view.
    expect(screen.getByTestId('demo-live-balance-row').textContent).toContain('25');
    expect(screen.getByTestId('demo-live-note')).toBeTruthy();
    expect(screen.queryByTestId('user-unlock')).toBeNull();
    await user.click(screen.getByTestId('user-lock'));
    await user.type(screen.getByTestId('reason-input'), 'suspected account takeover');
    await user.click(screen.getByTestId('reason-ok'));
    await screen.findByTestId('notice-ok');
    expect(api.callsTo('POST', '/admin-api/users/42/status')[0]?.body).toEqual({
      status: 'locked',
      reason: 'suspected account takeover',
    });
  });
});
