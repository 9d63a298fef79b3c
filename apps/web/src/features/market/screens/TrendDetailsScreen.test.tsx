import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { useSession } from '../../../state/session';
import { emit } from '../../../test/fakeStream';
import { fakeServer } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import type { Frame } from '../chartData';
import {
  DEFAULT_OVERLAY,
  DEFAULT_SUB_CHART,
  useChartSettings,
  type Overlay,
  type SubChart,
} from '../chartSettings';
import { marketRoutes, ticker } from '../test/fixtures';
import { renderRoute } from '../test/render';
import TrendDetailsScreen from './TrendDetailsScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));
vi.mock('../../../api/stream', () => import('../../../test/fakeStream'));
// jsdom has no canvas; the chart itself is the library's business. This stands in for it.
vi.mock('../components/KlineChart', () => ({
  KlineChart: ({
    frame,
    overlay,
    subChart,
  }: {
    frame: Frame;
    overlay: Overlay;
    subChart: SubChart;
  }) => (
    <div
      data-testid="kline-chart"
      data-interval={frame.interval}
      data-line={frame.line}
      data-overlay={overlay}
      data-sub={subChart}
    />
  ),
}));

// The choice outlives a test in the store; each test starts from a first visit.
afterEach(() =>
  useChartSettings.setState({ overlay: DEFAULT_OVERLAY, subChart: DEFAULT_SUB_CHART }),
);

/** Sizes the jsdom window as a phone held upright or turned, and tells the page. */
function windowSize(width: number, height: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
    window.dispatchEvent(new Event('resize'));
  });
}

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

  it('switches indicators with the chips, one over and one under the candles, and keeps them', async () => {
    fakeServer(marketRoutes());
    const first = open();
    const chart = await screen.findByTestId('kline-chart');
    expect([chart.dataset.overlay, chart.dataset.sub]).toEqual(['ma', 'vol']);
    expect(screen.getByTestId('indicator-ma').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('indicator-vol').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('group', { name: 'Main chart indicators' }).textContent).toBe(
      'MAEMABOLL',
    );
    expect(screen.getByRole('group', { name: 'Sub-chart indicators' }).textContent).toBe(
      'VOLMACDRSIKDJ',
    );
    fireEvent.click(screen.getByTestId('indicator-boll'));
    fireEvent.click(screen.getByTestId('indicator-macd'));
    expect(screen.getByTestId('kline-chart').dataset.overlay).toBe('boll');
    expect(screen.getByTestId('kline-chart').dataset.sub).toBe('macd');
    expect(screen.getByTestId('indicator-ma').getAttribute('aria-pressed')).toBe('false');
    // Tapping the chosen one again hides it.
    fireEvent.click(screen.getByTestId('indicator-macd'));
    expect(screen.getByTestId('kline-chart').dataset.sub).toBe('none');
    expect(window.localStorage.getItem(STORAGE_KEYS.chartOverlay)).toBe('boll');
    expect(window.localStorage.getItem(STORAGE_KEYS.chartSubChart)).toBe('none');
    first.unmount();
    open();
    const again = await screen.findByTestId('kline-chart');
    expect([again.dataset.overlay, again.dataset.sub]).toEqual(['boll', 'none']);
  });

  it('draws the depth chart from the book beside the time frames', async () => {
    fakeServer(marketRoutes());
    open();
    await screen.findByTestId('kline-chart');
    fireEvent.click(screen.getByTestId('frame-depth'));
    expect(where()).toBe('/trendDetails/BTC_USDT?frame=depth');
    expect(screen.getByTestId('frame-depth').getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByTestId('kline-chart')).toBeNull();
    // Indicators belong to the candles; the depth chart has none.
    expect(screen.queryByTestId('indicator-ma')).toBeNull();
    const prices = await screen.findByTestId('depth-chart-prices');
    await waitFor(() => expect(prices.textContent).toContain('Mid price 27,000.50'));
    fireEvent.click(screen.getByTestId('frame-1h'));
    expect(screen.getByTestId('kline-chart').dataset.interval).toBe('1h');
  });

  it('opens the chart full screen, turned to landscape on an upright phone, and closes it', async () => {
    fakeServer(marketRoutes());
    windowSize(390, 844);
    try {
      open();
      await screen.findByTestId('kline-chart');
      fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
      const view = screen.getByTestId('chart-landscape');
      expect(view.parentElement).toBe(document.body);
      expect(view.className).toBe('chart-landscape rotated');
      expect(within(view).getByText('BTC/USDT')).toBeTruthy();
      expect(within(view).getByText('27,000.50')).toBeTruthy();
      // Its own time frames and chips drive the same chart as the screen's.
      fireEvent.click(within(view).getByTestId('frame-4h'));
      expect(where()).toBe('/trendDetails/BTC_USDT?frame=4h');
      expect(within(view).getByTestId('kline-chart').dataset.interval).toBe('4h');
      fireEvent.click(within(view).getByTestId('indicator-rsi'));
      expect(within(view).getByTestId('kline-chart').dataset.sub).toBe('rsi');
      // Turned for real, it needs no CSS turn.
      windowSize(844, 390);
      expect(view.className).toBe('chart-landscape');
      fireEvent.click(within(view).getByRole('button', { name: 'Exit full screen' }));
      expect(screen.queryByTestId('chart-landscape')).toBeNull();
      // What was chosen in it stays.
      expect(screen.getByTestId('kline-chart').dataset.interval).toBe('4h');
      expect(screen.getByTestId('kline-chart').dataset.sub).toBe('rsi');
      fireEvent.click(screen.getByTestId('chart-expand'));
      fireEvent.keyDown(window, { key: 'Escape' });
      expect(screen.queryByTestId('chart-landscape')).toBeNull();
    } finally {
      windowSize(1024, 768);
    }
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

  it('stars the pair from its header and removes it again', async () => {
    useSession.setState({ token: 't', member: null });
    try {
      const server = fakeServer({
        ...marketRoutes(),
        'GET /favor/find': () => ({ data: [{ symbol: 'BTC/USDT', addTime: 1 }] }),
        'POST /favor/delete': () => ({ data: null }),
      });
      open();
      const star = await screen.findByTestId('favourite-toggle');
      await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
      fireEvent.click(star);
      await waitFor(() => expect(server.callsTo('/favor/delete')).toHaveLength(1));
      expect(server.callsTo('/favor/delete')[0]?.body).toEqual({ symbol: 'BTC/USDT' });
    } finally {
      useSession.setState({ token: null, member: null });
    }
  });
});
