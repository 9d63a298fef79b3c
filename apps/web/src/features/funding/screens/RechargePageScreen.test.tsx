import type { Coin } from '@exchange/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import {
  chain,
  depositAddress,
  deposit,
  fundingCoins,
  fundingRoutes,
  page,
  TRON_ADDRESS,
} from '../test/fixtures';
import RechargeDetailScreen from './RechargeDetailScreen';
import RechargeListScreen from './RechargeListScreen';
import RechargePageScreen from './RechargePageScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const routes = (simulated: boolean) => ({
  ...fundingRoutes(),
  'GET /asset/deposit/address': (_body: unknown, query: URLSearchParams) => ({
    data: depositAddress(simulated, query.get('chain') ?? ''),
  }),
  'POST /asset/faucet': () => ({ data: { txid: '0xabc', amount: '1000' } }),
  'GET /asset/deposit/list': () => ({ data: page([]) }),
});

describe('deposit page', () => {
  beforeEach(() => useSession.setState({ token: 't', member: null }));

  it('shows the address with its QR code, rules and warning, and no faucet on a real chain', async () => {
    const server = fakeServer(routes(false));
    renderAt('/recharge/rechargePage?symbol=USDT', <RechargePageScreen />);
    expect((await screen.findByTestId('deposit-address')).textContent).toBe(TRON_ADDRESS);
    expect(server.callsTo('/asset/deposit/address')[0]?.query.get('chain')).toBe('TRC20');
    expect(screen.getByRole('img', { name: 'QR code of the deposit address' })).toBeTruthy();
    expect(screen.getByTestId('deposit-min').textContent).toBe('1 USDT');
    expect(screen.getByTestId('deposit-confirmations').textContent).toBe('20');
    expect(screen.getByTestId('deposit-warning').textContent).toContain(
      'Send only USDT on the TRC20 network',
    );
    expect(screen.queryByTestId('deposit-faucet')).toBeNull();
    expect(screen.queryByTestId('deposit-simulated')).toBeNull();
    // No review threshold on this chain: nothing said about reviews.
    expect(screen.queryByTestId('deposit-review-note')).toBeNull();
  });

  it('says before sending that deposits above the threshold are credited after a review', async () => {
    fakeServer({
      ...routes(false),
      'GET /asset/deposit/address': () => ({ data: depositAddress(false, 'TRC20', '50000') }),
    });
    renderAt('/recharge/rechargePage?symbol=USDT', <RechargePageScreen />);
    expect((await screen.findByTestId('deposit-review-above')).textContent).toBe('50,000 USDT');
    expect(screen.getByTestId('deposit-review-note').textContent).toBe(
      'Deposits above 50,000 USDT are credited after a review by our team. Follow it in your deposit records.',
    );
  });

  it('offers demo coins only on a simulated chain, labelled as such', async () => {
    const server = fakeServer(routes(true));
    renderAt('/recharge/rechargePage?symbol=USDT', <RechargePageScreen />);
    fireEvent.click(await screen.findByTestId('deposit-faucet'));
    expect(screen.getByTestId('deposit-simulated').textContent).toBe('Simulated chain');
    expect(await screen.findByTestId('deposit-faucet-sent')).toBeTruthy();
    expect(server.callsTo('/asset/faucet')[0]?.body).toEqual({ symbol: 'USDT', chain: 'TRC20' });
  });

  it('switches networks in the URL and keeps closed ones visible but disabled', async () => {
    const server = fakeServer(routes(false));
    renderAt('/recharge/rechargePage?symbol=USDT&chain=BEP20', <RechargePageScreen />);
    await screen.findByTestId('deposit-address');
    const closed = screen.getByTestId('deposit-chain-BEP20') as HTMLButtonElement;
    expect(closed.disabled).toBe(true);
    expect(closed.textContent).toContain('Channel not open');
    fireEvent.click(screen.getByTestId('deposit-chain-ERC20'));
    await waitFor(() => expect(where()).toBe('/recharge/rechargePage?symbol=USDT&chain=ERC20'));
    await waitFor(() =>
      expect(
        server.callsTo('/asset/deposit/address').map((call) => call.query.get('chain')),
      ).toEqual(['TRC20', 'ERC20']),
    );
  });
});

describe('deposit coin list', () => {
  beforeEach(() => useSession.setState({ token: 't', member: null }));

  it('lists hot coins first, searches, and opens the coin’s address', async () => {
    fakeServer(routes(false));
    renderAt('/recharge/rechargeList', <RechargeListScreen />);
    const rows = await screen.findAllByRole('link', { name: /USDT|BTC|LTC/ });
    expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual([
      'coin-USDT',
      'coin-BTC',
      'coin-LTC',
    ]);
    fireEvent.change(screen.getByTestId('coin-search'), { target: { value: 'lite' } });
    expect(screen.queryByTestId('coin-USDT')).toBeNull();
    fireEvent.click(screen.getByTestId('coin-LTC'));
    await waitFor(() => expect(where()).toBe('/recharge/rechargePage?symbol=LTC'));
  });

  it('shows a hot coin whose deposits are suspended everywhere last, disabled, never hot', async () => {
    const closedHot: Coin = {
      symbol: 'DOGE',
      name: 'Dogecoin',
      isTop: '1',
      decimals: 8,
      chains: [
        chain({ chain: 'DOGE', depositEnabled: false }),
        chain({ chain: 'BEP20', depositEnabled: false }),
      ],
    };
    fakeServer({
      ...routes(false),
      'GET /asset/coins': () => ({ data: [closedHot, ...fundingCoins] }),
    });
    renderAt('/recharge/rechargeList', <RechargeListScreen />);
    await screen.findByTestId('coin-DOGE');
    const links = screen.getAllByRole('link', { name: /USDT|BTC|LTC|DOGE/ });
    expect(links.map((row) => row.getAttribute('data-testid'))).toEqual([
      'coin-USDT',
      'coin-BTC',
      'coin-LTC',
    ]);
    const closed = screen.getByTestId('coin-DOGE');
    expect(closed.closest('a')).toBeNull();
    expect(closed.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('coin-closed-DOGE').textContent).toBe('Deposits suspended');
    expect(closed.textContent).not.toContain('Hot');
    expect(screen.getByTestId('coin-USDT').textContent).toContain('Hot');
    // Listed last, after every coin that can be deposited.
    const order = [...document.querySelectorAll('.coin-choice')].map((row) =>
      row.getAttribute('data-testid'),
    );
    expect(order).toEqual(['coin-USDT', 'coin-BTC', 'coin-LTC', 'coin-DOGE']);
    fireEvent.click(closed);
    expect(where()).toBe('/recharge/rechargeList');
  });
});

describe('deposit detail', () => {
  beforeEach(() => useSession.setState({ token: 't', member: null }));

  it('shows confirmations as x / required while confirming', async () => {
    fakeServer({ ...routes(false), 'GET /asset/deposit/detail': () => ({ data: deposit() }) });
    renderAt('/recharge/rechargeDetail?id=7', <RechargeDetailScreen />);
    expect((await screen.findByTestId('deposit-progress')).textContent).toBe('4 / 20');
    expect(screen.getByTestId('deposit-status').textContent).toBe('Confirming');
    expect(document.querySelector('.record-hero-amount')?.textContent).toBe('250.50 USDT');
  });

  it('explains a deposit below the minimum: recorded, not credited', async () => {
    const below = deposit({ status: 'below_minimum', amount: '0.5', confirmations: 20 });
    fakeServer({ ...routes(false), 'GET /asset/deposit/detail': () => ({ data: below }) });
    renderAt('/recharge/rechargeDetail?id=7', <RechargeDetailScreen />);
    expect((await screen.findByTestId('deposit-note')).textContent).toMatch(
      /^Recorded, not credited/,
    );
    expect(screen.getByTestId('deposit-status').textContent).toBe('Below minimum');
  });

  it('says a large deposit waits for a review, and that a failed review means no credit', async () => {
    let status: 'review' | 'rejected' = 'review';
    fakeServer({
      ...routes(false),
      'GET /asset/deposit/detail': () => ({
        data: deposit({ status, amount: '25000', confirmations: 20 }),
      }),
    });
    const first = renderAt('/recharge/rechargeDetail?id=7', <RechargeDetailScreen />);
    expect((await screen.findByTestId('deposit-status')).textContent).toBe('Under review');
    expect(screen.getByTestId('deposit-note').textContent).toMatch(/credited after a review/);
    first.unmount();
    status = 'rejected';
    renderAt('/recharge/rechargeDetail?id=7', <RechargeDetailScreen />);
    expect((await screen.findByTestId('deposit-status')).textContent).toBe('Review failed');
    expect(screen.getByTestId('deposit-note').textContent).toMatch(/not credited/);
  });
});
