import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { balance, entry, historyPage, walletRoutes } from '../test/fixtures';
import AssetDetailScreen from './AssetDetailScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const detail = {
  coin: {
    symbol: 'USDT',
    name: 'Tether USD',
    isTop: '1',
    decimals: 6,
    chains: [
      {
        chain: 'TRC20',
        contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        depositEnabled: true,
        withdrawEnabled: false,
        confirmations: 20,
        depositMin: '1',
        depositReviewAbove: '50000',
        withdrawMin: '10',
        withdrawMax: '100000',
        withdrawFee: '1',
        withdrawDailyCount: 10,
        withdrawWindow: '00:00-24:00',
      },
    ],
  },
  accounts: [
    { wallet: 'spot', ...balance('USDT', '1000.5', '0', '0', '1000.5', '1000.5') },
    { wallet: 'contract', ...balance('USDT', '200', '50', '0', '250', '250') },
    { wallet: 'delivery', ...balance('USDT', '0', '0', '0', '0', '0') },
    { wallet: 'finance', ...balance('USDT', '0', '0', '0', '0', '0') },
    { wallet: 'mining', ...balance('USDT', '0', '0', '0', '0', '0') },
  ],
};

describe('coin page', () => {
  beforeEach(() => useSession.setState({ token: 't', member: null }));

  it('shows the balance per account, the networks and the coin history', async () => {
    const server = fakeServer({
      ...walletRoutes(),
      'GET /asset/wallet/USDT': () => ({ data: detail }),
      'GET /wallet_history/list': () => ({ data: historyPage([entry()], 25) }),
    });
    renderAt('/assetsCenter/index?symbol=usdt', <AssetDetailScreen />);
    expect((await screen.findByTestId('asset-total')).textContent).toBe('1,250.50');
    // USDT keeps 6 decimals, but amounts show two, then only the places they have.
    expect(screen.getByTestId('detail-contract').textContent).toContain('250.00');
    expect(screen.getByTestId('detail-contract').textContent).not.toContain('250.000');
    expect(screen.getByTestId('detail-delivery').textContent).toBe(
      'Delivery0.00Available0.00Frozen0.00Locked0.00',
    );
    const chain = screen.getByTestId('chain-TRC20');
    expect(within(chain).getByText('Deposits open')).toBeTruthy();
    expect(within(chain).getByText('Withdrawals suspended')).toBeTruthy();
    expect(chain.textContent).toContain('100,000.00');
    expect(await screen.findAllByTestId('history-row')).toHaveLength(1);
    expect(server.callsTo('/wallet_history/list')[0]?.query.get('asset')).toBe('USDT');
    expect(screen.getByText('View all').getAttribute('href')).toBe('/accountChange?asset=USDT');
    expect(screen.getByTestId('funds-transfer').getAttribute('href')).toBe('/transfer?asset=USDT');
  });

  it('goes back to the asset list without a coin', () => {
    fakeServer(walletRoutes());
    renderAt('/assetsCenter/index', <AssetDetailScreen />);
    expect(where()).toBe('/funds');
  });
});
