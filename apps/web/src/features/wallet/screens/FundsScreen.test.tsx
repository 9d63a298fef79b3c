import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { useWalletPrefs, WALLET_PREF_KEYS } from '../prefs';
import { overviewFixture, walletRoutes } from '../test/fixtures';
import FundsScreen from './FundsScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const rowSymbols = () =>
  screen.queryAllByTestId(/^asset-row-/).map((row) => row.dataset.testid?.slice(10));

describe('funds screen', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null });
    useWalletPrefs.setState({ hideBalances: false, hideZero: false });
  });

  it('shows the total as approximate and names the unpriced assets', async () => {
    fakeServer(walletRoutes());
    renderAt('/funds', <FundsScreen />);
    const total = await screen.findByTestId('funds-total');
    expect(total.textContent).toBe('≈$1,250.50');
    expect(screen.getByTestId('funds-unpriced').textContent).toContain('BTC');
    expect(screen.getByTestId('funds-tab-spot').textContent).toContain('≈$1,000.5');
    expect(screen.getByTestId('funds-tab-contract').textContent).toContain('$250');
  });

  it('shows an exact total and no note when every asset is priced', async () => {
    const priced = { ...overviewFixture, unpriced: [] };
    fakeServer({ ...walletRoutes(), 'GET /asset/wallet': () => ({ data: priced }) });
    renderAt('/funds', <FundsScreen />);
    expect((await screen.findByTestId('funds-total')).textContent).toBe('$1,250.50');
    expect(screen.queryByTestId('funds-unpriced')).toBeNull();
  });

  it('lists the account assets with their parts, hides zero balances and searches', async () => {
    fakeServer(walletRoutes());
    renderAt('/funds', <FundsScreen />);
    await screen.findByTestId('asset-row-USDT');
    expect(rowSymbols()).toEqual(['USDT', 'BTC', 'ETH', 'USDC']);
    // USDT has 2 decimals in the coin list; BTC has 8.
    expect(screen.getByTestId('asset-available-USDT').textContent).toBe('1,000.50');
    expect(screen.getByTestId('asset-available-BTC').textContent).toBe('0.50000000');
    expect(within(screen.getByTestId('asset-row-BTC')).getByText('No price yet')).toBeTruthy();

    fireEvent.click(screen.getByTestId('funds-hide-zero'));
    expect(rowSymbols()).toEqual(['USDT', 'BTC']);
    expect(window.localStorage.getItem(WALLET_PREF_KEYS.hideZero)).toBe('1');

    fireEvent.change(screen.getByTestId('funds-search'), { target: { value: 'bit' } });
    expect(rowSymbols()).toEqual(['BTC']);
  });

  it('switches accounts through the URL and opens a coin', async () => {
    fakeServer(walletRoutes());
    renderAt('/funds', <FundsScreen />);
    fireEvent.click(await screen.findByTestId('funds-tab-contract'));
    expect(where()).toBe('/funds?wallet=contract');
    expect(rowSymbols()).toEqual(['USDT']);
    expect(screen.getByTestId('asset-available-USDT').textContent).toBe('200.00');
    fireEvent.click(screen.getByTestId('funds-tab-mining'));
    expect(screen.getByText('No data')).toBeTruthy();
    fireEvent.click(screen.getByTestId('funds-tab-spot'));
    fireEvent.click(screen.getByTestId('asset-row-BTC').querySelector('a') ?? document.body);
    expect(where()).toBe('/assetsCenter/index?symbol=BTC');
  });

  it('hides every amount behind the eye toggle and remembers it', async () => {
    fakeServer(walletRoutes());
    renderAt('/funds', <FundsScreen />);
    fireEvent.click(await screen.findByTestId('funds-eye'));
    expect(screen.getByTestId('funds-total').textContent).toBe('****');
    expect(screen.getByTestId('asset-available-USDT').textContent).toBe('****');
    expect(window.localStorage.getItem(WALLET_PREF_KEYS.hideBalances)).toBe('1');
  });
});
