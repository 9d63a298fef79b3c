import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { emit, liveTopics } from '../../../test/fakeStream';
import { fakeServer } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { renderRoute } from '../../market/test/render';
import { perpOrder, position } from '../../perp/test/fixtures';
import {
  CONFIG,
  deliveryRoutes,
  EXPIRY_5M_MS,
  NOW_MS,
  series,
  seriesFixture,
  signedInDeliveryRoutes,
} from '../test/fixtures';
import DeliveryContractScreen from './DeliveryContractScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));
vi.mock('../../../api/stream', () => import('../../../test/fakeStream'));

const ORDER = '/contract/delivery/order';
const PERP_ORDER = '/contract/perpetual/order';
const LIST = '/contract/wallet/findOrderByPage';
const CLOSE = '/contract/wallet/manualContractPerpetualCloseByOrder';

function open(path = '/deliveryContract?symbol=BTCUSDT-5M') {
  return renderRoute('/deliveryContract', path, <DeliveryContractScreen />);
}

const text = (testId: string) => screen.getByTestId(testId).textContent;
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('delivery contract screen', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null });
    vi.mocked(notify.info).mockClear();
    // Only the clock is fixed: the countdown's one-second timer still runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW_MS);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the first series and shows a guest its expiry, settlement rule and last settlement', async () => {
    const server = fakeServer(deliveryRoutes());
    open('/deliveryContract');
    await waitFor(() => expect(where()).toBe('/deliveryContract?symbol=BTCUSDT-5M'));
    expect((await screen.findByTestId('contract-switch')).textContent).toBe('BTCUSDT · 5-minute');
    expect(text('mark-price')).toBe('27,000.0');
    expect(text('index-price')).toBe('26,990.0');
    expect(text('delivery-expiry')).toBe('Expires in 03:12');
    expect(text('delivery-settlement-rule')).toBe(
      'Settles at the index averaged over the last minute before expiry',
    );
    expect(text('delivery-last-settlement')).toBe('26,950.5');
    // No funding on a contract that meets the index at expiry.
    expect(screen.queryByTestId('funding-rate')).toBeNull();
    expect(liveTopics()).toEqual(['mark:BTCUSDT-5M', 'perp_depth:BTCUSDT-5M']);
    expect(screen.getByTestId('history-link').getAttribute('href')).toBe(
      '/deliveryContractHistory?symbol=BTCUSDT-5M',
    );
    // The series' chart: its dash stays in the one path segment.
    expect(screen.getByTestId('contract-chart-link').getAttribute('href')).toBe(
      '/contract/chart/BTCUSDT-5M',
    );
    expect(server.callsTo('/contract/perpetual/getPerpetualConfig')).toHaveLength(0);

    emit({
      topic: 'perp_depth:BTCUSDT-5M',
      type: 'snapshot',
      data: { symbol: 'BTCUSDT-5M', bids: [['26999.5', '4']], asks: [['27000.5', '6']] },
    });
    expect(screen.getAllByTestId('book-ask')).toHaveLength(1);
    expect(screen.getAllByTestId('book-bid')).toHaveLength(1);
    emit({
      topic: 'mark:BTCUSDT-5M',
      type: 'update',
      data: {
        symbol: 'BTCUSDT-5M',
        lastPrice: null,
        indexPrice: '27100',
        markPrice: '27105',
        fundingRate: null,
        nextFundingTime: null,
        time: NOW_MS,
      },
    });
    await waitFor(() => expect(text('mark-price')).toBe('27,105.0'));

    const submit = screen.getByTestId('place-order');
    expect(submit.textContent).toBe('Log in to trade');
    fireEvent.click(submit);
    expect(where()).toBe(
      `/login?redirect=${encodeURIComponent('/deliveryContract?symbol=BTCUSDT-5M')}`,
    );
    expect(server.callsTo(ORDER)).toHaveLength(0);
  });

  it('labels the series by term in the switcher and shows a far expiry as a date', async () => {
    fakeServer(deliveryRoutes());
    open('/deliveryContract?symbol=btcusdt_5m');
    await waitFor(() => expect(where()).toBe('/deliveryContract?symbol=BTCUSDT-5M'));
    fireEvent.click(await screen.findByTestId('contract-switch'));
    const items = await screen.findAllByTestId('contract-item');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'BTCUSDT · 5-minute',
      'BTCUSDT · 1-hour',
      'ETHUSDT · 1-hour',
      'BTCUSDT · Quarterly',
    ]);
    expect(screen.getByTestId('product-delivery').getAttribute('aria-current')).toBe('page');
    fireEvent.click(items[3] ?? document.body);
    await waitFor(() => expect(where()).toBe('/deliveryContract?symbol=BTCUSDT-Q'));
    await waitFor(() => expect(text('contract-switch')).toBe('BTCUSDT · Quarterly'));
    expect(text('delivery-expiry')).toMatch(/^Expires \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(text('delivery-settlement-rule')).toBe(
      'Settles at the index averaged over the last 30 minutes before expiry',
    );
    expect(text('delivery-last-settlement')).toBe('None yet');
  });

  it('says so when the series does not exist', async () => {
    fakeServer(deliveryRoutes());
    open('/deliveryContract?symbol=BTCUSDT');
    expect(await screen.findByText('This delivery series does not exist')).toBeTruthy();
  });

  it('places an order on the series through the delivery route, with the delivery balance', async () => {
    useSession.setState({ token: 't', member: null });
    const server = fakeServer(
      signedInDeliveryRoutes(
        {},
        {
          [`POST ${ORDER}`]: () => ({
            data: perpOrder({ symbol: 'BTCUSDT-5M', type: 'market', price: null }),
          }),
        },
      ),
    );
    open();
    await screen.findByTestId('order-form');
    // 75 USDT in the delivery account; the contract account's 200 is not this product's margin.
    await waitFor(() => expect(text('available-balance')).toBe('75 USDT'));
    expect(liveTopics()).toContain('perp_positions');
    expect(server.callsTo(LIST).map((call) => call.query.get('symbol'))).toEqual([
      'BTCUSDT-5M',
      'BTCUSDT-5M',
    ]);

    fireEvent.click(screen.getByTestId('action-open'));
    fireEvent.click(screen.getByTestId('direction-long'));
    fireEvent.click(screen.getByTestId('order-type-market'));
    fireEvent.click(screen.getByTestId('leverage-open'));
    fireEvent.click(await screen.findByTestId('leverage-10'));
    type('order-lots', '2');
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(server.callsTo(ORDER)).toHaveLength(1));
    expect(server.callsTo(ORDER)[0]?.body).toMatchObject({
      symbol: 'BTCUSDT-5M',
      direction: 'long',
      action: 'open',
      type: 'market',
      lots: 2,
      leverage: 10,
    });
    expect(server.callsTo(PERP_ORDER)).toHaveLength(0);
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Order placed'));

    fireEvent.click(screen.getByTestId('transfer-link'));
    expect(where()).toBe('/transfer?asset=USDT&from=spot&to=delivery');
  });

  it('closes a position on the shared route and drops it when settlement closes it', async () => {
    useSession.setState({ token: 't', member: null });
    const held = position({ symbol: 'BTCUSDT-5M' });
    const server = fakeServer(
      signedInDeliveryRoutes(
        { positions: [held] },
        {
          [`POST ${CLOSE}`]: () => ({ data: perpOrder({ action: 'close', symbol: 'BTCUSDT-5M' }) }),
        },
      ),
    );
    open();
    const row = await screen.findByTestId('position-row');
    expect(row.textContent).toContain('BTCUSDT-5M');
    fireEvent.click(within(row).getByTestId('close-position'));
    fireEvent.click(await screen.findByTestId('close-dialog-confirm'));
    await waitFor(() => expect(server.callsTo(CLOSE)).toHaveLength(1));
    expect((server.callsTo(CLOSE)[0]?.body as { id?: string }).id).toBe('501');

    emit({
      topic: 'perp_positions',
      type: 'update',
      data: [
        {
          ...held,
          status: 'CLOSED',
          closedBy: 'settlement',
          closePrice: '27010.5',
          realisedPnl: '3.15',
          updatedAt: held.updatedAt + 1,
        },
      ],
    });
    await waitFor(() => expect(screen.queryByTestId('position-row')).toBeNull());
    // It does not vanish without a word: the settlement price and the PnL are told.
    expect(vi.mocked(notify.info)).toHaveBeenCalledWith(
      'BTCUSDT-5M settled at 27010.5: realised PnL 3.15 USDT.',
      8_000,
    );
  });

  it('shows "Settling…" at expiry and refetches the series until its next contract is listed', async () => {
    const next = series('BTCUSDT-5M', {
      expiresAt: EXPIRY_5M_MS + 300_000,
      lastSettlementPrice: '27010.5',
    });
    let rolled = false;
    const server = fakeServer(
      deliveryRoutes(() => ({
        data: rolled ? [next, ...seriesFixture.slice(1)] : seriesFixture,
      })),
    );
    open();
    await waitFor(() => expect(text('delivery-expiry')).toBe('Expires in 03:12'));
    expect(server.callsTo(CONFIG)).toHaveLength(1);

    // The clock reaches the expiry; the server has not rolled the series yet.
    vi.setSystemTime(EXPIRY_5M_MS);
    await waitFor(() => expect(text('delivery-expiry')).toBe('Settling…'), { timeout: 3000 });
    await waitFor(() => expect(server.callsTo(CONFIG).length).toBeGreaterThanOrEqual(2));

    // Now it has: the next poll brings the new contract and the settlement price.
    rolled = true;
    await waitFor(() => expect(text('delivery-expiry')).toBe('Expires in 05:00'), {
      timeout: 4000,
    });
    expect(text('delivery-last-settlement')).toBe('27,010.5');
  }, 10_000);
});
