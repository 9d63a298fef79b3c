import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { fakeServer, sessionFixture } from '../features/account/test/fakeServer';
import { FakeSocket } from '../test/fakeSocket';
import { useSession, type Member } from '../state/session';
import { useSettings } from '../state/settings';
import { AppRoutes } from './AppRoutes';
import { notify } from './notify';

vi.mock('./notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const member = (c2c_user_type: number): Member => ({
  usercode: '100001',
  username: 'alice',
  c2c_user_type,
  perpetual_contracts_status: 0,
});

function LocationProbe() {
  const current = useLocation();
  return (
    <output data-testid="location">{`${current.pathname}${current.search}${current.hash}`}</output>
  );
}

/** Where the router is now. */
function where(): string {
  return screen.getByTestId('location').textContent ?? '';
}

function open(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// First in the file: the API client keeps its signing config, and the tests
// below leave its first request unanswered.
describe('the merchant flag', () => {
  beforeEach(() => {
    vi.mocked(notify.info).mockClear();
    vi.stubGlobal('WebSocket', FakeSocket);
    useSettings.setState({ tradeSymbol: 'BTC_USDT', lang: 'en', theme: 'dark' });
  });

  it('tells a non-merchant "not an acceptor" and goes to / (then home)', async () => {
    // The stored flag is checked against the server's before refusing.
    fakeServer({ 'GET /member/info': () => ({ data: sessionFixture({ c2c_user_type: 0 }) }) });
    useSession.setState({ token: 't', member: member(0) });
    open('/c2c/advertise');
    await waitFor(() => expect(where()).toBe('/home'));
    expect(notify.info).toHaveBeenCalledWith('You are not an acceptor');
  });

  it('lets a just-certified merchant through once the server says so', async () => {
    fakeServer({ 'GET /member/info': () => ({ data: sessionFixture({ c2c_user_type: 1 }) }) });
    useSession.setState({ token: 't', member: member(0) });
    open('/c2c/receivingBuy');
    await waitFor(() => expect(useSession.getState().member?.c2c_user_type).toBe(1));
    expect(where()).toBe('/c2c/receivingBuy');
    expect(notify.info).not.toHaveBeenCalled();
  });
});

describe('guards and shell', () => {
  beforeEach(() => {
    vi.mocked(notify.info).mockClear();
    // Screens that read the API never get an answer here; guards do not depend on it.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    // Live screens open the market stream; here it never connects.
    vi.stubGlobal('WebSocket', FakeSocket);
    useSession.setState({ token: null, member: null });
    useSettings.setState({ tradeSymbol: 'BTC_USDT', lang: 'en', theme: 'dark' });
  });

  it('sends a guest on a requireAuth route to /login with the full path', async () => {
    open('/funds?tab=spot#top');
    await screen.findByTestId('screen-login');
    expect(where()).toBe(`/login?redirect=${encodeURIComponent('/funds?tab=spot#top')}`);
    expect(screen.queryByTestId('tabbar')).toBeNull();
  });

  it('lets a signed-in user through, with the tab bar on a footer route', async () => {
    useSession.setState({ token: 't', member: member(0) });
    open('/funds');
    await screen.findByTestId('screen-funds');
    expect(where()).toBe('/funds');
    expect(screen.getByTestId('tabbar')).toBeTruthy();
  });

  it('sends a guest on a savings or loan route to /login', async () => {
    open('/pledge/order/7');
    await screen.findByTestId('screen-login');
    expect(where()).toBe(`/login?redirect=${encodeURIComponent('/pledge/order/7')}`);
  });

  it('sends a guest on a merchant route to /login first', async () => {
    open('/c2c/orderList');
    await screen.findByTestId('screen-login');
    expect(where()).toBe(`/login?redirect=${encodeURIComponent('/c2c/orderList')}`);
    expect(notify.info).not.toHaveBeenCalled();
  });

  it('lets a merchant through', async () => {
    useSession.setState({ token: 't', member: member(1) });
    open('/c2c/receivingBuy');
    await screen.findByTestId('screen-p2p-receiving');
    expect(where()).toBe('/c2c/receivingBuy');
    expect(notify.info).not.toHaveBeenCalled();
  });

  it('redirects unknown paths and the bare origin to /home', async () => {
    open('/no/such/page');
    await screen.findByTestId('screen-home');
    expect(where()).toBe('/home');
  });

  it('sends a guest on customer service to /login first, keeping the linked record', async () => {
    open('/customerService?link=p2p_order:41');
    await screen.findByTestId('screen-login');
    expect(where()).toBe(
      `/login?redirect=${encodeURIComponent('/customerService?link=p2p_order:41')}`,
    );
    expect(screen.queryByTestId('tabbar')).toBeNull();
  });

  it('shows markets and trading to guests', async () => {
    open('/quotes?active=2');
    await screen.findByTestId('quotes-screen');
    expect(where()).toBe('/quotes?active=2');
    expect(screen.getByTestId('tabbar')).toBeTruthy();
  });

  it('sends a guest on an order record to /login first', async () => {
    open('/tradeRecord/BTC_USDT?tab=fills');
    await screen.findByTestId('screen-login');
    expect(where()).toBe(
      `/login?redirect=${encodeURIComponent('/tradeRecord/BTC_USDT?tab=fills')}`,
    );
  });

  it('remembers the last trade symbol, in path form, for the Trade tab', async () => {
    open('/trade/eth');
    await screen.findByTestId('trade-screen');
    await waitFor(() => expect(where()).toBe('/trade/ETH_USDT'));
    expect(useSettings.getState().tradeSymbol).toBe('ETH_USDT');
    fireEvent.click(screen.getByTestId('tab-home'));
    await screen.findByTestId('screen-home');
    fireEvent.click(screen.getByTestId('tab-trade'));
    await waitFor(() => expect(where()).toBe('/trade/ETH_USDT'));
    fireEvent.click(screen.getByTestId('tab-market'));
    await waitFor(() => expect(where()).toBe('/quotes?active=2'));
    // The Contract tab opens BTC, which the contract screen spells as its USDT-margined symbol.
    fireEvent.click(screen.getByTestId('tab-contract'));
    await waitFor(() => expect(where()).toBe('/perpetualContract/BTCUSDT'));
  });

  it('forces the night theme on trend details and restores the choice after', async () => {
    useSettings.setState({ theme: 'light' });
    open('/trendDetails/BTC_USDT');
    await screen.findByTestId('trend-screen');
    expect(document.documentElement.dataset.theme).toBe('dark');
    const back = document.querySelector('.adm-nav-bar-back');
    await act(async () => fireEvent.click(back ?? document.body));
    await screen.findByTestId('screen-home');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
