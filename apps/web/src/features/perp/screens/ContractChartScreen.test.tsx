import type { Kline } from '@exchange/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { emit, liveTopics } from '../../../test/fakeStream';
import { fakeServer } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { DEFAULT_OVERLAY, DEFAULT_SUB_CHART, useChartSettings } from '../../market/chartSettings';
import {
  liveChart,
  resetCharts,
  shownPriceLines,
  type FakeChart,
} from '../../market/test/fakeChartLibrary';
import { renderRoute } from '../../market/test/render';
import { deliveryRoutes } from '../../delivery/test/fixtures';
import { INDEX_LINE_COLOR, MARK_LINE_COLOR } from '../chart';
import { NEXT_FUNDING_MS, perpRoutes } from '../test/fixtures';
import ContractChartScreen from './ContractChartScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));
vi.mock('../../../api/stream', () => import('../../../test/fakeStream'));
// jsdom has no canvas: the library is recorded, not drawn (market/test/fakeChartLibrary.ts).
vi.mock('lightweight-charts', () => import('../../market/test/fakeChartLibrary'));

const KLINE = '/contract/market/kline';

function candle(time: number, close: string, volume = '12'): Kline {
  return {
    time,
    open: '26990',
    high: '27010',
    low: '26980',
    close,
    volume,
    turnover: '324000',
    count: 3,
  };
}

const CANDLES = [candle(1_760_000_000_000, '27000'), candle(1_760_000_900_000, '27001', '30')];

function chartRoutes(base = perpRoutes()) {
  return { ...base, [`GET ${KLINE}`]: () => ({ data: CANDLES }) };
}

function open(path = '/contract/chart/BTCUSDT') {
  return renderRoute('/contract/chart/:symbol', path, <ContractChartScreen />);
}

/** The candles' series: the chart's first, in the main pane. */
const mainSeries = (chart: FakeChart | undefined) => chart?.series[0];

const lineTitles = () =>
  shownPriceLines(mainSeries(liveChart())).map((line) => `${line.title}@${line.price}`);

beforeEach(() => {
  resetCharts();
  // The chart follows its box's size; jsdom does not lay anything out.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  useChartSettings.setState({ overlay: DEFAULT_OVERLAY, subChart: DEFAULT_SUB_CHART });
});

describe('contract chart screen', () => {
  it('loads the candles from the contract route and keeps them live from the contract topic', async () => {
    const server = fakeServer(chartRoutes());
    open();
    expect((await screen.findByTestId('contract-chart-stats')).textContent).toContain('27,001.0');
    expect(document.querySelector('.adm-nav-bar-title')?.textContent).toBe('BTCUSDT');
    expect(screen.getByTestId('frame-15m').getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(mainSeries(liveChart())?.data).toHaveLength(2));
    const [call] = server.callsTo(KLINE);
    expect(call?.query.get('symbol')).toBe('BTCUSDT');
    expect(call?.query.get('interval')).toBe('15m');
    expect(call?.query.get('size')).toBe('300');
    expect(server.callsTo('/market/api/kline')).toHaveLength(0);
    // The contract's own candle, mark and book topics; none of spot's.
    expect(liveTopics()).toEqual(['mark:BTCUSDT', 'perp_depth:BTCUSDT', 'perp_kline:BTCUSDT:15m']);
    emit({
      topic: 'perp_kline:BTCUSDT:15m',
      type: 'update',
      data: [candle(1_760_001_800_000, '27020')],
    });
    expect(mainSeries(liveChart())?.updates).toHaveLength(1);
    // Spot's topic for the same letters is another market's: never followed here.
    emit({ topic: 'kline:BTCUSDT:15m', type: 'update', data: [candle(1_760_002_700_000, '1')] });
    expect(mainSeries(liveChart())?.updates).toHaveLength(1);
  });

  it('draws the mark and index across the candles, labelled and coloured, and moves them live', async () => {
    fakeServer(chartRoutes());
    open();
    await waitFor(() => expect(lineTitles()).toEqual(['Mark@27000', 'Index@26990']));
    const [mark, index] = shownPriceLines(mainSeries(liveChart()));
    expect(mark?.color).toBe(MARK_LINE_COLOR);
    expect(index?.color).toBe(INDEX_LINE_COLOR);
    expect(mark?.lineStyle).not.toBe(index?.lineStyle);
    expect(mark?.axisLabelVisible).toBe(true);
    expect(screen.getByTestId('chart-mark-price').textContent).toBe('27,000.0');
    expect(screen.getByTestId('chart-index-price').textContent).toBe('26,990.0');

    emit({
      topic: 'mark:BTCUSDT',
      type: 'update',
      data: {
        symbol: 'BTCUSDT',
        lastPrice: '27050',
        markPrice: '27040.5',
        indexPrice: '27030',
        fundingRate: '0.0001',
        nextFundingTime: NEXT_FUNDING_MS,
        time: 1_760_000_001_000,
      },
    });
    // The same two lines, moved: none added, none left behind.
    await waitFor(() => expect(lineTitles()).toEqual(['Mark@27040.5', 'Index@27030']));
    expect(mainSeries(liveChart())?.priceLines).toHaveLength(2);
    expect(screen.getByTestId('chart-last-price').textContent).toBe('27,050.0');
    expect(screen.getByTestId('chart-mark-price').textContent).toBe('27,040.5');

    // A new chart (another time frame) gets the lines again.
    fireEvent.click(screen.getByTestId('frame-1h'));
    expect(where()).toBe('/contract/chart/BTCUSDT?frame=1h');
    await waitFor(() => expect(lineTitles()).toEqual(['Mark@27040.5', 'Index@27030']));
    expect(liveTopics()).toContain('perp_kline:BTCUSDT:1h');
  });

  it('names the volume bars in lots', async () => {
    fakeServer(chartRoutes());
    open();
    await waitFor(() => expect(mainSeries(liveChart())?.data).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('legend-sub')).toBeTruthy());
    expect(screen.getByTestId('legend-sub').textContent).toContain('Vol (lots) 30');
  });

  it('draws the depth chart from the contract’s book, amounts in lots', async () => {
    fakeServer(chartRoutes());
    open('/contract/chart/BTCUSDT?frame=depth');
    await screen.findByTestId('depth-chart');
    expect(screen.queryByTestId('indicator-ma')).toBeNull();
    emit({
      topic: 'perp_depth:BTCUSDT',
      type: 'snapshot',
      data: {
        symbol: 'BTCUSDT',
        bids: [['27000.4', '12']],
        asks: [['27000.6', '30']],
      },
    });
    const chart = screen.getByTestId('depth-chart');
    expect(screen.getByTestId('depth-chart-prices').textContent).toContain('Mid price 27,000.5');
    expect(screen.getByTestId('depth-chart-unit').textContent).toBe('Size (lots)');
    expect(within(chart).getByText('30')).toBeTruthy();
  });

  it('charts a delivery series by its dashed symbol, from its own list and topics', async () => {
    const server = fakeServer(chartRoutes(deliveryRoutes()));
    open('/contract/chart/btcusdt_5m?frame=1h');
    await waitFor(() => expect(where()).toBe('/contract/chart/BTCUSDT-5M?frame=1h'));
    await screen.findByTestId('contract-chart-stats');
    expect(screen.getAllByText('BTCUSDT · 5-minute').length).toBeGreaterThan(0);
    await waitFor(() => expect(server.callsTo(KLINE)).toHaveLength(1));
    expect(server.callsTo(KLINE)[0]?.query.get('symbol')).toBe('BTCUSDT-5M');
    expect(server.callsTo('/contract/delivery/getDeliveryConfig')).toHaveLength(1);
    expect(liveTopics()).toEqual([
      'mark:BTCUSDT-5M',
      'perp_depth:BTCUSDT-5M',
      'perp_kline:BTCUSDT-5M:1h',
    ]);
    await waitFor(() => expect(lineTitles()).toEqual(['Mark@27000', 'Index@26990']));
  });

  it('opens full screen with the contract’s name and prices', async () => {
    fakeServer(chartRoutes());
    open();
    await screen.findByTestId('contract-chart-stats');
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    const view = screen.getByTestId('chart-landscape');
    expect(view.getAttribute('aria-label')).toBe('BTCUSDT');
    expect(within(view).getByText('27,001.0')).toBeTruthy();
    expect(within(view).getByText('Mark 27,000.0')).toBeTruthy();
    fireEvent.click(within(view).getByRole('button', { name: 'Exit full screen' }));
    expect(screen.queryByTestId('chart-landscape')).toBeNull();
  });

  it('says so for a contract that is not listed', async () => {
    fakeServer(chartRoutes());
    const listed = open('/contract/chart/DOGEUSDT');
    expect(await screen.findByText('This contract does not exist')).toBeTruthy();
    listed.unmount();
    open('/contract/chart/not-a-contract');
    expect(screen.getByText('This contract does not exist')).toBeTruthy();
    expect(liveTopics()).toEqual([]);
  });

  it('says so for a delivery series that is not listed', async () => {
    fakeServer(chartRoutes(deliveryRoutes()));
    open('/contract/chart/BTCUSDT-7M');
    expect(await screen.findByText('This delivery series does not exist')).toBeTruthy();
  });

  it('stars the contract as a favourite from its header, and sends a guest to log in', async () => {
    fakeServer(chartRoutes());
    const guest = open('/contract/chart/BTCUSDT-5M');
    fireEvent.click(await screen.findByTestId('favourite-toggle'));
    expect(where()).toBe(`/login?redirect=${encodeURIComponent('/contract/chart/BTCUSDT-5M')}`);
    guest.unmount();

    useSession.setState({ token: 't', member: null });
    try {
      const server = fakeServer({
        ...chartRoutes(),
        'GET /favor/find': [
          () => ({ data: [] }),
          () => ({ data: [{ symbol: 'BTCUSDT', addTime: 1 }] }),
        ],
        'POST /favor/add': () => ({ data: null }),
      });
      open();
      const star = await screen.findByTestId('favourite-toggle');
      await waitFor(() => expect(server.callsTo('/favor/find')).toHaveLength(1));
      expect(star.getAttribute('aria-pressed')).toBe('false');
      fireEvent.click(star);
      await waitFor(() => expect(server.callsTo('/favor/add')).toHaveLength(1));
      expect(server.callsTo('/favor/add')[0]?.body).toEqual({
        symbol: 'BTCUSDT',
        type: 'contract',
      });
      await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
      expect(star.getAttribute('aria-label')).toBe('Remove from favourites');
    } finally {
      useSession.setState({ token: null, member: null });
    }
  });
});
