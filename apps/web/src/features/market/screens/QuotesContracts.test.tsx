import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { emit } from '../../../test/fakeStream';
import { fakeServer } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { deliveryRoutes, NOW_MS } from '../../delivery/test/fixtures';
import { contractTicker, marketRoutes } from '../test/fixtures';
import { renderRoute } from '../test/render';
import QuotesScreen from './QuotesScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));
vi.mock('../../../api/stream', () => import('../../../test/fakeStream'));

const rows = () => screen.queryAllByTestId('contract-row').map((row) => row.dataset.symbol);
const row = (symbol: string) =>
  within(
    screen.getAllByTestId('contract-row').find((item) => item.dataset.symbol === symbol) ??
      document.body,
  );

/** The spot and contract reads of the Markets screen, with tickers for two perpetuals. */
function routes() {
  return {
    ...marketRoutes(),
    ...deliveryRoutes(),
    'GET /contract/market/tickers': () => ({
      data: [
        contractTicker('BTCUSDT'),
        contractTicker('ETHUSDT', { open: '1900', turnover: '950' }),
      ],
    }),
  };
}

function open(path: string) {
  return renderRoute('/quotes', path, <QuotesScreen />);
}

describe('quotes screen: contracts', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null });
  });

  it('lists perpetuals with last price, change, quote volume, funding and open interest', async () => {
    fakeServer(routes());
    open('/quotes?active=2');
    fireEvent.click(await screen.findByTestId('quotes-tab-perpetual'));
    expect(where()).toBe('/quotes?active=3');
    await waitFor(() => expect(rows()).toEqual(['BTCUSDT', 'ETHUSDT', 'BTCUSD', 'ETHUSD']));
    expect(screen.getByTestId('sort-name').textContent).toContain('Contract');

    const btc = row('BTCUSDT');
    expect(btc.getByTestId('contract-last').textContent).toBe('27,001.0');
    expect(btc.getByText('+3.85%').className).toContain('up');
    expect(btc.getByTestId('contract-volume').textContent).toBe('Vol 1.23M USDT');
    expect(btc.getByTestId('contract-funding').textContent).toMatch(
      /^Funding 0\.0100%\(10\.95% a year\)\d+:\d\d:\d\d$/,
    );
    expect(btc.getByTestId('contract-open-interest').textContent).toBe('OI 1,200 lots≈ 32.4K USDT');
    // An inverse contract's open interest is its USD face value; no ticker yet, no change.
    const inverse = row('BTCUSD');
    expect(inverse.getByTestId('contract-open-interest').textContent).toBe(
      'OI 1,200 lots≈ 120K USD',
    );
    expect(inverse.getByText('--')).toBeTruthy();
    expect(row('ETHUSDT').getByText('-5.25%').className).toContain('down');

    fireEvent.click(screen.getByTestId('sort-change'));
    expect(rows()).toEqual(['BTCUSDT', 'ETHUSDT', 'BTCUSD', 'ETHUSD']);
    fireEvent.click(screen.getByTestId('sort-change'));
    expect(rows()).toEqual(['ETHUSDT', 'BTCUSDT', 'BTCUSD', 'ETHUSD']);
    fireEvent.change(screen.getByTestId('quotes-search'), { target: { value: 'eth' } });
    expect(rows()).toEqual(['ETHUSDT', 'ETHUSD']);
  });

  it('keeps last price and funding live from the mark topic', async () => {
    fakeServer(routes());
    open('/quotes?active=3');
    await waitFor(() => expect(rows()).toHaveLength(4));
    emit({
      topic: 'mark:BTCUSDT',
      type: 'update',
      data: {
        symbol: 'BTCUSDT',
        lastPrice: '28600',
        indexPrice: '28590',
        markPrice: '28600',
        fundingRate: '-0.0002',
        nextFundingTime: null,
        time: 1_900_000_000_000,
      },
    });
    await waitFor(() =>
      expect(row('BTCUSDT').getByTestId('contract-last').textContent).toBe('28,600.0'),
    );
    // The change follows the live price from the window's open: 28,600 against 26,000.
    expect(row('BTCUSDT').getByText('+10.00%')).toBeTruthy();
    expect(row('BTCUSDT').getByTestId('contract-funding').textContent).toContain('-0.0200%');
  });

  it('lists delivery series with their expiry instead of funding, and opens one to trade', async () => {
    vi.useFakeTimers({ now: NOW_MS, toFake: ['Date'] });
    try {
      fakeServer(routes());
      open('/quotes?active=4');
      await waitFor(() =>
        expect(rows()).toEqual(['BTCUSDT-5M', 'BTCUSDT-1H', 'ETHUSDT-1H', 'BTCUSDT-Q']),
      );
      expect(row('BTCUSDT-5M').getByText('BTCUSDT · 5-minute')).toBeTruthy();
      expect(row('BTCUSDT-5M').getByTestId('contract-expiry').textContent).toBe('Expires in 03:12');
      expect(row('BTCUSDT-Q').getByTestId('contract-expiry').textContent).toMatch(/^Expires 20/);
      expect(row('BTCUSDT-Q').queryByTestId('contract-funding')).toBeNull();
      fireEvent.click(
        screen.getAllByTestId('contract-row')[0]?.querySelector('a') ?? document.body,
      );
      expect(where()).toBe('/deliveryContract?symbol=BTCUSDT-5M');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows favourite contracts under favourites and stars a contract as one', async () => {
    useSession.setState({ token: 't', member: null });
    const server = fakeServer({
      ...routes(),
      'GET /favor/find': () => ({
        data: [
          { symbol: 'ETH/USDT', addTime: 1 },
          { symbol: 'BTCUSDT', addTime: 2 },
          { symbol: 'BTCUSDT-1H', addTime: 3 },
        ],
      }),
      'POST /favor/add': () => ({ data: null }),
    });
    open('/quotes?active=1');
    await waitFor(() => expect(rows()).toEqual(['BTCUSDT', 'BTCUSDT-1H']));
    expect(screen.getAllByTestId('market-row').map((item) => item.dataset.symbol)).toEqual([
      'ETH/USDT',
    ]);
    fireEvent.click(screen.getByTestId('quotes-tab-perpetual'));
    await waitFor(() => expect(rows()).toHaveLength(4));
    const star = row('ETHUSDT').getByTestId('favourite-toggle');
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(star.getAttribute('aria-label')).toBe('Add to favourites');
    fireEvent.click(star);
    await waitFor(() => expect(server.callsTo('/favor/add')).toHaveLength(1));
    expect(server.callsTo('/favor/add')[0]?.body).toEqual({ symbol: 'ETHUSDT', type: 'contract' });
    expect(row('BTCUSDT').getByTestId('favourite-toggle').getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
