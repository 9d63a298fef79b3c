import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { useWalletPrefs, WALLET_PREF_KEYS } from '../prefs';
import { coinsFixture, overviewFixture, walletRoutes } from '../test/fixtures';
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
    // BTC has 8 decimals, but an amount shows two, then only the places it has.
    expect(screen.getByTestId('asset-available-USDT').textContent).toBe('1,000.50');
    expect(screen.getByTestId('asset-available-BTC').textContent).toBe('0.50');
    expect(within(screen.getByTestId('asset-row-BTC')).getByText('No price yet')).toBeTruthy();

    fireEvent.click(screen.getByTestId('funds-hide-zero'));
    expect(rowSymbols()).toEqual(['USDT', 'BTC']);
    expect(window.localStorage.getItem(WALLET_PREF_KEYS.hideZero)).toBe('1');

    fireEvent.change(screen.getByTestId('funds-search'), { target: { value: 'bit' } });
    expect(rowSymbols()).toEqual(['BTC']);
  });

  it('shows two decimals and the places an amount has, not padding to the coin decimals', async () => {
    const coins = coinsFixture.map((coin) =>
      coin.symbol === 'USDT' ? { ...coin, decimals: 6 } : coin,
    );
    fakeServer({ ...walletRoutes(), 'GET /asset/coins': () => ({ data: coins }) });
    renderAt('/funds', <FundsScreen />);
    await screen.findByTestId('asset-row-USDT');
    // USDT has 6 decimals, ETH 8 and USDC 6: none of them is padded to them.
    expect(screen.getByTestId('asset-available-USDT').textContent).toBe('1,000.50');
    expect(screen.getByTestId('asset-available-ETH').textContent).toBe('0.00');
    expect(screen.getByTestId('asset-available-USDC').textContent).toBe('0.00');
    expect(within(screen.getByTestId('asset-row-BTC')).getByText('0.60')).toBeTruthy();
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
