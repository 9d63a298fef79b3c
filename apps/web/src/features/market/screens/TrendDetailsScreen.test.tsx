import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emit } from '../../../test/fakeStream';
import { fakeServer } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import type { Frame } from '../chartData';
import { marketRoutes, ticker } from '../test/fixtures';
import { renderRoute } from '../test/render';
import TrendDetailsScreen from './TrendDetailsScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));
vi.mock('../../../api/stream', () => import('../../../test/fakeStream'));
// jsdom has no canvas; the chart itself is the library's business. This stands in for it.
vi.mock('../components/KlineChart', () => ({
  KlineChart: ({ frame }: { frame: Frame }) => (
    <div data-testid="kline-chart" data-interval={frame.interval} data-line={frame.line} />
  ),
}));

function open(path = '/trendDetails/BTC_USDT') {
  return renderRoute('/trendDetails/:symbol', path, <TrendDetailsScreen />);
}

describe('trend details screen', () => {
  it('shows the 24-hour stats, kept live by the ticker stream', async () => {
    fakeServer(marketRoutes());
    open();
    const stats = await screen.findByTestId('trend-stats');
    expect(stats.textContent).toContain('27,000.50');
    expect(stats.textContent).toContain('+2.50%');
    expect(within(stats).getByText('24h volume (BTC)')).toBeTruthy();
    emit({
      topic: 'ticker:BTC/USDT',
      type: 'update',
      data: ticker('BTC/USDT', { last: '26000', changePercent: '-1.5', time: 1_800_000_000_000 }),
    });
    await waitFor(() => expect(stats.textContent).toContain('26,000.00'));
    expect(within(stats).getByText('-1.50%').className).toContain('down');
  });

  it('switches time frames through the URL, time-sharing as the 1-minute line', async () => {
    fakeServer(marketRoutes());
    open();
    const chart = await screen.findByTestId('kline-chart');
    expect(chart.dataset.interval).toBe('15m');
    fireEvent.click(screen.getByTestId('frame-line'));
    expect(where()).toBe('/trendDetails/BTC_USDT?frame=line');
    expect(screen.getByTestId('kline-chart').dataset.interval).toBe('1m');
    expect(screen.getByTestId('kline-chart').dataset.line).toBe('true');
    fireEvent.click(screen.getByTestId('frame-1M'));
    expect(screen.getByTestId('kline-chart').dataset.interval).toBe('1M');
  });

  it('shows the depth and the latest trades, and leads to trading', async () => {
    fakeServer(marketRoutes());
    open();
    const depth = await screen.findByTestId('depth-table');
    await waitFor(() => expect(depth.textContent).toContain('27,000.40'));
    fireEvent.click(screen.getByTestId('trend-panel-trades'));
    await waitFor(() => expect(screen.getAllByTestId('trade-line')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('trend-sell'));
    expect(where()).toBe('/trade/BTC_USDT?side=sell');
  });
});
