import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { emit } from '../../../test/fakeStream';
import { fakeServer } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { market, marketRoutes, ticker } from '../test/fixtures';
import { renderRoute } from '../test/render';
import QuotesScreen from './QuotesScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));
vi.mock('../../../api/stream', () => import('../../../test/fakeStream'));

const rows = () => screen.queryAllByTestId('market-row').map((row) => row.dataset.symbol);

function open(path = '/quotes?active=2') {
  return renderRoute('/quotes', path, <QuotesScreen />);
}

describe('quotes screen', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null });
  });

  it('lists every market with its last price, fiat value and coloured change', async () => {
    fakeServer(marketRoutes());
    open();
    await screen.findAllByTestId('market-row');
    expect(rows()).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'DOGE/USDT']);
    const btc = within(screen.getAllByTestId('market-row')[0] ?? document.body);
    expect(btc.getByTestId('market-last').textContent).toBe('27,000.50');
    expect(btc.getByText('≈$27,000.50')).toBeTruthy();
    expect(btc.getByText('+2.50%').className).toContain('up');
    const eth = within(screen.getAllByTestId('market-row')[1] ?? document.body);
    expect(eth.getByText('-3.10%').className).toContain('down');
    // DOGE has not traded: no price, no change.
    const doge = within(screen.getAllByTestId('market-row')[3] ?? document.body);
    expect(doge.getByTestId('market-last').textContent).toBe('--');
    expect(await screen.findByTestId('demo-badge')).toBeTruthy();
  });

  it('shows the 24-hour turnover in the quote coin, abbreviated, as the volume', async () => {
    const btc = market('BTC/USDT', 'Bitcoin', { volume: '1234.5', turnover: '33333333.3' });
    fakeServer({
      ...marketRoutes(),
      'GET /market/api/markets/exchange-coin-list': () => ({ data: [btc] }),
    });
    open();
    const [row] = await screen.findAllByTestId('market-row');
    // 33,333,333.3 USDT traded, not 1,234.5 BTC.
    expect(within(row ?? document.body).getByText('Vol 33.33M USDT')).toBeTruthy();
  });

  it('searches and sorts by name, price and change', async () => {
    fakeServer(marketRoutes());
    open();
    await screen.findAllByTestId('market-row');
    fireEvent.change(screen.getByTestId('quotes-search'), { target: { value: 'so' } });
    expect(rows()).toEqual(['SOL/USDT']);
    fireEvent.change(screen.getByTestId('quotes-search'), { target: { value: '' } });

    fireEvent.click(screen.getByTestId('sort-change'));
    expect(rows()).toEqual(['SOL/USDT', 'BTC/USDT', 'ETH/USDT', 'DOGE/USDT']);
    fireEvent.click(screen.getByTestId('sort-change'));
    expect(rows()).toEqual(['ETH/USDT', 'BTC/USDT', 'SOL/USDT', 'DOGE/USDT']);
    fireEvent.click(screen.getByTestId('sort-price'));
    expect(rows()).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'DOGE/USDT']);
    fireEvent.click(screen.getByTestId('sort-name'));
    expect(rows()).toEqual(['BTC/USDT', 'DOGE/USDT', 'ETH/USDT', 'SOL/USDT']);
  });

  it('updates prices from the tickers stream', async () => {
    fakeServer(marketRoutes());
    open();
    await screen.findAllByTestId('market-row');
    emit({
      topic: 'tickers',
      type: 'update',
      data: [ticker('ETH/USDT', { last: '1900.5', changePercent: '2', time: 1_800_000_000_000 })],
    });
    // react-query tells observers on its next tick, so the row updates just after.
    const eth = () => within(screen.getAllByTestId('market-row')[1] ?? document.body);
    await waitFor(() => expect(eth().getByTestId('market-last').textContent).toBe('1,900.50'));
    expect(eth().getByText('+2.00%')).toBeTruthy();
  });

  it('opens a market to trade', async () => {
    fakeServer(marketRoutes());
    open();
    const [btc] = await screen.findAllByTestId('market-row');
    fireEvent.click(btc?.querySelector('a') ?? document.body);
    expect(where()).toBe('/trade/BTC_USDT');
  });

  it('asks guests to log in for favourites, from the tab and from a star', async () => {
    fakeServer(marketRoutes());
    open('/quotes?active=1');
    expect(await screen.findByText('Log in to keep your favourite markets')).toBeTruthy();
    fireEvent.click(screen.getByTestId('quotes-tab-all'));
    expect(where()).toBe('/quotes?active=2');
    const [btc] = await screen.findAllByTestId('market-row');
    fireEvent.click(within(btc ?? document.body).getByTestId('favourite-toggle'));
    expect(where()).toBe(`/login?redirect=${encodeURIComponent('/quotes?active=2')}`);
  });

  it('shows a signed-in user their favourites and adds one with the star', async () => {
    useSession.setState({ token: 't', member: null });
    const server = fakeServer({
      ...marketRoutes(),
      'GET /favor/find': [
        () => ({ data: [{ symbol: 'ETH/USDT', addTime: 1 }] }),
        () => ({
          data: [
            { symbol: 'ETH/USDT', addTime: 1 },
            { symbol: 'SOL/USDT', addTime: 2 },
          ],
        }),
      ],
      'POST /favor/add': () => ({ data: null }),
    });
    open('/quotes?active=1');
    await waitFor(() => expect(rows()).toEqual(['ETH/USDT']));
    fireEvent.click(screen.getByTestId('quotes-tab-all'));
    const sol = (await screen.findAllByTestId('market-row'))[2];
    fireEvent.click(within(sol ?? document.body).getByTestId('favourite-toggle'));
    await waitFor(() => expect(server.callsTo('/favor/add')).toHaveLength(1));
    expect(server.callsTo('/favor/add')[0]?.body).toEqual({ symbol: 'SOL/USDT' });
    fireEvent.click(screen.getByTestId('quotes-tab-favourites'));
    await waitFor(() => expect(rows()).toEqual(['ETH/USDT', 'SOL/USDT']));
  });
});
