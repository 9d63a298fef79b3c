import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer, sessionFixture } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import UserCenterScreen from './UserCenterScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 0,
  perpetual_contracts_status: 0,
};

describe('My', () => {
  beforeEach(() => useSession.setState({ token: null, member: null }));

  it('keeps the guest card for guests', () => {
    fakeServer({});
    renderAt('/userCenter', <UserCenterScreen />);
    expect(screen.getByTestId('guest-card')).toBeTruthy();
    expect(screen.queryByTestId('account-card')).toBeNull();
    expect(screen.queryByTestId('logout')).toBeNull();
  });

  it('shows the account card with UID, masked email and security level, and logs out', async () => {
    useSession.setState({ token: 'token-abc', member });
    const server = fakeServer({
      'GET /member/info': () => ({
        data: sessionFixture({
          googleBound: true,
          member: { ...sessionFixture().member, uid: 'U100001' },
        }),
      }),
      'GET /logout': () => ({ data: null }),
    });
    renderAt('/userCenter', <UserCenterScreen />);
    expect(screen.getByTestId('account-card')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('account-uid').textContent).toBe('U100001'));
    expect(screen.getByText('a***@example.com')).toBeTruthy();
    expect(screen.getByText('Medium')).toBeTruthy();

    fireEvent.click(screen.getByTestId('logout'));
    await waitFor(() => expect(where()).toBe('/home'));
    expect(server.callsTo('/logout')).toHaveLength(1);
    expect(useSession.getState().token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
