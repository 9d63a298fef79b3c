import { LOCALES } from '@exchange/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { applyLocale } from '../../../i18n';
import { accountKeys } from '../../account/queries';
import { useSession } from '../../../state/session';
import { fakeServer, sessionFixture } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { demoRoutes, enterDemoAs } from '../../demo/test/fixtures';
import { overview as identityOverview } from '../../identity/test/fixtures';
import UserCenterScreen from './UserCenterScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 0,
  perpetual_contracts_status: 0,
};

describe('My', () => {
  beforeEach(() => {
    useSession.getState().clear();
    vi.mocked(notify.info).mockClear();
  });

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

  it('shows the identity verification level and opens the certification centre', async () => {
    useSession.setState({ token: 'token-abc', member });
    fakeServer({
      'GET /member/info': () => ({ data: sessionFixture() }),
      'GET /approve/overview': () => ({ data: identityOverview({ level: 2 }) }),
    });
    renderAt('/userCenter', <UserCenterScreen />);
    expect((await screen.findByTestId('identity-entry-level')).textContent).toBe(
      'Level 2 · Advanced',
    );
    fireEvent.click(screen.getByText('Identity verification'));
    expect(where()).toBe('/identity');
  });

  it('opens the payment methods beside identity verification', async () => {
    useSession.setState({ token: 'token-abc', member });
    fakeServer({
      'GET /member/info': () => ({ data: sessionFixture() }),
      'GET /approve/overview': () => ({ data: identityOverview() }),
    });
    renderAt('/userCenter', <UserCenterScreen />);
    fireEvent.click(await screen.findByText('Payment methods'));
    expect(where()).toBe('/payment');
  });

  it('opens P2P trading, and a merchant’s ads', async () => {
    useSession.setState({ token: 'token-abc', member });
    fakeServer({
      'GET /member/info': () => ({ data: sessionFixture() }),
      'GET /approve/overview': () => ({ data: identityOverview() }),
    });
    const view = renderAt('/userCenter', <UserCenterScreen />);
    const entries = screen.getByTestId('p2p-entries');
    expect(within(entries).queryByText('My ads')).toBeNull();
    fireEvent.click(within(entries).getByText('My P2P orders'));
    expect(where()).toBe('/c2c/orders');
    view.unmount();

    useSession.setState({ member: { ...member, c2c_user_type: 1 } });
    renderAt('/userCenter', <UserCenterScreen />);
    fireEvent.click(within(screen.getByTestId('p2p-entries')).getByText('My ads'));
    expect(where()).toBe('/c2c/c2cUser');
  });

  it('opens funds, flexible savings and pledge loans, and hides them in demo mode', async () => {
    useSession.setState({ token: 'token-abc', member });
    fakeServer({
      'GET /member/info': () => ({ data: sessionFixture() }),
      'GET /approve/overview': () => ({ data: identityOverview() }),
    });
    const targets = [
      ['Financial management', '/financial'],
      ['Flexible savings', '/savings'],
      ['Earn history', '/savings/history'],
      ['Pledge loan', '/pledge'],
      ['My loans', '/pledge/orders'],
    ] as const;
    for (const [label, path] of targets) {
      const view = renderAt('/userCenter', <UserCenterScreen />);
      fireEvent.click(within(screen.getByTestId('lending-entries')).getByText(label));
      expect(where()).toBe(path);
      view.unmount();
    }

    enterDemoAs();
    renderAt('/userCenter', <UserCenterScreen />);
    expect(screen.queryByTestId('lending-entries')).toBeNull();
    expect(screen.queryByTestId('promote-entries')).toBeNull();
  });

  it('opens the promotion centre to invite friends', () => {
    useSession.setState({ token: 'token-abc', member });
    fakeServer({
      'GET /member/info': () => ({ data: sessionFixture() }),
      'GET /approve/overview': () => ({ data: identityOverview() }),
    });
    renderAt('/userCenter', <UserCenterScreen />);
    fireEvent.click(screen.getByTestId('me-entry-promote'));
    expect(where()).toBe('/promote');
  });

  it('opens the P2P notification settings and help', async () => {
    useSession.setState({ token: 'token-abc', member });
    fakeServer({
      'GET /member/info': () => ({ data: sessionFixture() }),
      'GET /approve/overview': () => ({ data: identityOverview() }),
    });
    const view = renderAt('/userCenter', <UserCenterScreen />);
    fireEvent.click(screen.getByTestId('p2p-entry-notifications'));
    expect(where()).toBe('/c2c/notifications');
    view.unmount();
    renderAt('/userCenter', <UserCenterScreen />);
    fireEvent.click(screen.getByTestId('p2p-entry-help'));
    expect(where()).toBe('/c2cHelp');
  });

  it('offers demo trading and switches to it with the real session, keeping that aside', async () => {
    useSession.getState().signIn('token-abc', member);
    const demoInfo = sessionFixture({
      usercode: '900001',
      token: 'demo-token',
      username: '',
      member: { ...sessionFixture().member, uid: '900001', isDemo: true },
    });
    const server = fakeServer({
      ...demoRoutes(),
      'GET /member/info': () => ({
        data: useSession.getState().demo ? demoInfo : sessionFixture(),
      }),
    });
    renderAt('/userCenter', <UserCenterScreen />);
    expect(
      screen.getByText(
        'Practise with 3,000 virtual USDT at live market prices; real funds are never used.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Security centre')).toBeTruthy();
    await waitFor(() => expect(server.callsTo('/member/info')).toHaveLength(1));
    server.calls.length = 0;

    fireEvent.click(screen.getByRole('button', { name: 'Switch to demo' }));
    await screen.findByRole('button', { name: 'Back to real account' });
    expect(server.callsTo('/demo/enter')[0]).toMatchObject({ method: 'POST', token: 'token-abc' });
    expect(useSession.getState()).toMatchObject({ token: 'demo-token', demo: true });
    expect(window.localStorage.getItem('realToken')).toBe('token-abc');
    // The account data refetches for the demo account.
    await waitFor(() =>
      expect(server.callsTo('/member/info').map((call) => call.token)).toEqual(['demo-token']),
    );
    expect(screen.getByTestId('account-uid').textContent).toBe('900001');
    expect(notify.info).toHaveBeenCalledWith(
      'Switched to demo: 3,000 virtual USDT to practise with',
    );
    // A demo account has no security settings.
    expect(screen.queryByText('Security centre')).toBeNull();
  });

  it('returns from demo to the real account', async () => {
    enterDemoAs();
    const server = fakeServer({
      ...demoRoutes(),
      'GET /member/info': () => ({ data: sessionFixture() }),
    });
    renderAt('/userCenter', <UserCenterScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Back to real account' }));
    await screen.findByRole('button', { name: 'Switch to demo' });
    expect(server.callsTo('/demo/exit')[0]?.token).toBe('demo-token');
    expect(useSession.getState()).toMatchObject({ token: 'real-token', demo: false, real: null });
    expect(notify.info).toHaveBeenCalledWith('Back to your real account');
  });

  it('logging out of demo ends both sessions', async () => {
    enterDemoAs();
    const server = fakeServer({
      ...demoRoutes(),
      'GET /member/info': () => ({ data: sessionFixture() }),
      'GET /logout': () => ({ data: null }),
    });
    renderAt('/userCenter', <UserCenterScreen />);
    fireEvent.click(screen.getByTestId('logout'));
    await waitFor(() => expect(where()).toBe('/home'));
    const tokens = server.callsTo('/logout').map((call) => call.token);
    expect(tokens.sort()).toEqual(['demo-token', 'real-token']);
    expect(useSession.getState()).toMatchObject({ token: null, demo: false, real: null });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('realToken')).toBeNull();
  });
});

describe('My: the prompt to bind a recovery channel', () => {
  const unbound = () =>
    sessionFixture({
      emailBound: false,
      phoneBound: false,
      member: { ...sessionFixture().member, email: '' },
    });

  beforeEach(() => {
    useSession.getState().clear();
    useSession.setState({ token: 'token-abc', member });
  });
  afterEach(() => applyLocale('en_US'));

  it('explains why an account without email or phone should bind one, and links to both', async () => {
    fakeServer({ 'GET /member/info': () => ({ data: unbound() }) });
    renderAt('/userCenter', <UserCenterScreen />);
    const prompt = await screen.findByTestId('recovery-prompt');
    expect(prompt.textContent).toContain('Your account cannot be recovered yet');
    expect(prompt.textContent).toContain('a forgotten password cannot be reset');
    fireEvent.click(within(prompt).getByText('Bind email'));
    expect(where()).toBe('/bindVerify?type=email');
  });

  it('stays closed for that account once dismissed', async () => {
    fakeServer({ 'GET /member/info': () => ({ data: unbound() }) });
    const first = renderAt('/userCenter', <UserCenterScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('recovery-prompt')).toBeNull();
    first.unmount();

    renderAt('/userCenter', <UserCenterScreen />);
    await waitFor(() => expect(screen.getByTestId('account-uid').textContent).toBe('100001'));
    expect(screen.queryByTestId('recovery-prompt')).toBeNull();
  });

  it('goes away once an email is bound and the account refreshes', async () => {
    const server = fakeServer({
      'GET /member/info': [() => ({ data: unbound() }), () => ({ data: sessionFixture() })],
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/userCenter']}>
          <UserCenterScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByTestId('recovery-prompt');
    // What a successful bind does (mutations.ts): every account query refreshes.
    await act(() => client.invalidateQueries({ queryKey: accountKeys.all() }));
    await waitFor(() => expect(screen.queryByTestId('recovery-prompt')).toBeNull());
    expect(server.callsTo('/member/info')).toHaveLength(2);
  });

  it('is never shown to an account with a phone', async () => {
    fakeServer({
      'GET /member/info': () => ({ data: sessionFixture({ emailBound: false, phoneBound: true }) }),
    });
    renderAt('/userCenter', <UserCenterScreen />);
    await waitFor(() => expect(screen.getByTestId('account-uid').textContent).toBe('100001'));
    expect(screen.queryByTestId('recovery-prompt')).toBeNull();
  });

  it('is never shown to the demo account, which has no recovery of its own', async () => {
    enterDemoAs();
    const server = fakeServer({ ...demoRoutes(), 'GET /member/info': () => ({ data: unbound() }) });
    renderAt('/userCenter', <UserCenterScreen />);
    await waitFor(() => expect(server.callsTo('/member/info')).toHaveLength(1));
    await screen.findByRole('button', { name: 'Back to real account' });
    expect(screen.queryByTestId('recovery-prompt')).toBeNull();
  });

  it.each(LOCALES.filter((locale) => locale !== 'en_US').map((locale) => [locale]))(
    'is written in %s',
    async (locale) => {
      await applyLocale(locale);
      fakeServer({ 'GET /member/info': () => ({ data: unbound() }) });
      renderAt('/userCenter', <UserCenterScreen />);
      const prompt = await screen.findByTestId('recovery-prompt');
      expect(prompt.textContent).not.toMatch(/recovered|forgotten password|Bind (email|phone)/);
    },
  );
});
