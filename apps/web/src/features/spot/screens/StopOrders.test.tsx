import type { SpotStop } from '@exchange/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { emit } from '../../../test/fakeStream';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { marketRoutes, order, orderPage } from '../../market/test/fixtures';
import { renderRoute } from '../../market/test/render';
import { overviewFixture } from '../../wallet/test/fixtures';
import TradeRecordScreen from './TradeRecordScreen';
import TradeScreen from './TradeScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));
vi.mock('../../../api/stream', () => import('../../../test/fakeStream'));

/** A waiting stop-limit sell of 0.01 BTC at 26,000 (the fixture market's last price is 27,000.50). */
function stop(overrides: Partial<SpotStop> = {}): SpotStop {
  return {
    stopId: '7',
    clientOrderId: null,
    symbol: 'BTC/USDT',
    side: 'sell',
    kind: 'stop_limit',
    direction: 'fall',
    stopPrice: '26000',
    price: '25990',
    stopLimitPrice: null,
    amount: '0.01',
    quoteAmount: null,
    callbackRate: null,
    activationPrice: null,
    extremePrice: null,
    trailingTrigger: null,
    frozen: '0.01',
    freezeAsset: 'BTC',
    status: 'WAITING',
    reason: null,
    ocoOrderId: null,
    orderId: null,
    triggeredPrice: null,
    triggeredAt: null,
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    ...overrides,
  };
}

const page = (list: SpotStop[]) => ({ list, total: list.length, pageNo: 1, pageSize: 20 });

function routes(extra: Record<string, Handler | Handler[]> = {}) {
  return {
    ...marketRoutes(),
    'GET /asset/wallet': () => ({ data: overviewFixture }),
    'GET /exchange/order/current': () => ({ data: orderPage([]) }),
    'GET /exchange/order/stop/current': () => ({ data: page([]) }),
    'POST /exchange/order/stop/add': () => ({ data: stop() }),
    ...extra,
  };
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) =>
  fireEvent.change(input(testId), { target: { value } });

async function openForm(kind: string, side: 'buy' | 'sell') {
  renderRoute('/trade/:symbol', '/trade/BTC_USDT', <TradeScreen />);
  await screen.findByTestId('order-form');
  await waitFor(() => expect(screen.getByTestId('available-balance').textContent).not.toBe('--'));
  fireEvent.click(screen.getByTestId(`side-${side}`));
  fireEvent.change(screen.getByTestId('order-kind'), { target: { value: kind } });
}

describe('conditional orders on the trade screen', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null });
    vi.mocked(notify.info).mockClear();
  });

  it('places a stop-limit sell with a client order id and shows what it holds', async () => {
    const server = fakeServer(routes());
    await openForm('stop_limit', 'sell');
    expect(screen.getByTestId('stop-last').textContent).toBe('27,000.50');
    type('stop-trigger', '26000');
    expect(screen.getByTestId('stop-condition').textContent).toBe('Last ≤ 26,000.00');
    type('stop-price', '25990');
    type('stop-amount', '0.01');
    expect(screen.getByTestId('stop-held').textContent).toBe('0.0100 BTC');
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(server.callsTo('/exchange/order/stop/add')).toHaveLength(1));
    const body = server.callsTo('/exchange/order/stop/add')[0]?.body as Record<string, string>;
    expect(body).toEqual({
      symbol: 'BTC/USDT',
      side: 'sell',
      kind: 'stop_limit',
      stopPrice: '26000',
      price: '25990',
      amount: '0.01',
      clientOrderId: expect.stringMatching(/^[A-Za-z0-9_-]{1,36}$/) as string,
    });
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Order placed'));
    expect(input('stop-amount').value).toBe('');
    expect(server.callsTo('/exchange/order/add')).toHaveLength(0);
  });

  it('sends a stop-market buy by its total, a trailing sell with a preset rate, an OCO with its legs', async () => {
    const server = fakeServer(routes());
    await openForm('stop_market', 'buy');
    type('stop-trigger', '28000');
    expect(screen.getByTestId('stop-condition').textContent).toBe('Last ≥ 28,000.00');
    fireEvent.click(screen.getByTestId('percent-50'));
    expect(input('stop-total').value).toBe('500.25');
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(server.callsTo('/exchange/order/stop/add')).toHaveLength(1));

    fireEvent.click(screen.getByTestId('side-sell'));
    fireEvent.change(screen.getByTestId('order-kind'), { target: { value: 'trailing' } });
    fireEvent.click(screen.getByTestId('callback-2'));
    expect(input('stop-callback').value).toBe('2');
    type('stop-amount', '0.02');
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(server.callsTo('/exchange/order/stop/add')).toHaveLength(2));

    fireEvent.change(screen.getByTestId('order-kind'), { target: { value: 'oco' } });
    type('stop-price', '28000');
    type('stop-trigger', '26000');
    type('stop-stop-limit', '25900');
    type('stop-amount', '0.01');
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(server.callsTo('/exchange/order/stop/add')).toHaveLength(3));

    const bodies = server.callsTo('/exchange/order/stop/add').map((call) => call.body);
    expect(bodies[0]).toMatchObject({
      side: 'buy',
      kind: 'stop_market',
      stopPrice: '28000',
      quoteAmount: '500.25',
    });
    expect(bodies[0]).not.toHaveProperty('amount');
    expect(bodies[1]).toMatchObject({
      side: 'sell',
      kind: 'trailing',
      callbackRate: '2',
      amount: '0.02',
    });
    expect(bodies[1]).not.toHaveProperty('activationPrice');
    expect(bodies[2]).toMatchObject({
      side: 'sell',
      kind: 'oco',
      price: '28000',
      stopPrice: '26000',
      stopLimitPrice: '25900',
      amount: '0.01',
    });
  });

  it('refuses OCO prices on the wrong side of the last price and a callback out of range', async () => {
    const server = fakeServer(routes());
    await openForm('oco', 'sell');
    type('stop-price', '26000');
    type('stop-trigger', '28000');
    type('stop-stop-limit', '27900');
    type('stop-amount', '0.01');
    expect(screen.getByText('Must be above the last price (27000.5)')).toBeTruthy();
    expect(screen.getByText('Must be below the last price (27000.5)')).toBeTruthy();
    fireEvent.click(screen.getByTestId('place-order'));

    fireEvent.change(screen.getByTestId('order-kind'), { target: { value: 'trailing' } });
    type('stop-callback', '12');
    type('stop-amount', '0.01');
    expect(screen.getByText('From 0.1% to 10%, at most two decimals')).toBeTruthy();
    fireEvent.click(screen.getByTestId('place-order'));
    // Nothing went to the server.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo('/exchange/order/stop/add')).toHaveLength(0);
  });

  it('lists waiting stops under Conditional, cancels one and refetches on an order event', async () => {
    const trailing = stop({
      stopId: '8',
      kind: 'trailing',
      stopPrice: null,
      price: null,
      callbackRate: '2',
      extremePrice: '27500',
      trailingTrigger: '26950',
    });
    const server = fakeServer(
      routes({
        'GET /exchange/order/stop/current': () => ({ data: page([stop(), trailing]) }),
        'POST /exchange/order/stop/cancel': () => ({ data: null }),
      }),
    );
    renderRoute('/trade/:symbol', '/trade/BTC_USDT', <TradeScreen />);
    const tab = await screen.findByTestId('orders-tab-stops');
    await waitFor(() => expect(tab.textContent).toBe('Conditional (2)'));
    fireEvent.click(tab);
    const rows = await screen.findAllByTestId('stop-row');
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    expect(first?.textContent).toContain('Sell · Stop-limit');
    expect(within(first ?? document.body).getByTestId('stop-condition-text').textContent).toBe(
      'Last ≤ 26,000.00',
    );
    expect(within(first ?? document.body).getByTestId('stop-held-row').textContent).toBe(
      'Held 0.0100 BTC',
    );
    expect(second?.textContent).toContain('Callback 2%');
    expect(within(second ?? document.body).getByTestId('stop-condition-text').textContent).toBe(
      'Last ≤ 26,950.00',
    );

    fireEvent.click(within(first ?? document.body).getByTestId('cancel-order'));
    await waitFor(() => expect(server.callsTo('/exchange/order/stop/cancel')).toHaveLength(1));
    expect(server.callsTo('/exchange/order/stop/cancel')[0]?.body).toEqual({ stopId: '7' });
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Order cancelled'));

    // A trigger places an ordinary order: its event has the stops read again.
    const before = server.callsTo('/exchange/order/stop/current').length;
    emit({ topic: 'orders', type: 'update', data: [order({ orderId: '555', side: 'sell' })] });
    await waitFor(() =>
      expect(server.callsTo('/exchange/order/stop/current').length).toBeGreaterThan(before),
    );
  });
});

describe('conditional order history', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null });
  });

  it("links a triggered stop to the order it placed and gives a rejected stop's reason", async () => {
    const server = fakeServer({
      ...marketRoutes(),
      'GET /exchange/order/stop/history': () => ({
        data: page([
          stop({
            stopId: '9',
            status: 'TRIGGERED',
            orderId: '555',
            triggeredPrice: '25999.5',
            triggeredAt: 1_700_000_100_000,
          }),
          stop({ stopId: '10', status: 'REJECTED', reason: 'INSUFFICIENT_BALANCE' }),
          stop({ stopId: '11', kind: 'oco', status: 'CANCELLED', reason: 'oco' }),
        ]),
      }),
    });
    renderRoute('/tradeRecord/:symbol', '/tradeRecord/BTC_USDT?tab=stops', <TradeRecordScreen />);
    await waitFor(() => expect(screen.getAllByTestId('stop-row')).toHaveLength(3));
    expect(server.callsTo('/exchange/order/stop/history')[0]?.query.get('symbol')).toBe('BTC/USDT');
    const statuses = screen.getAllByTestId('stop-status').map((badge) => badge.textContent);
    expect(statuses).toEqual(['Triggered', 'Rejected', 'Cancelled']);
    const reasons = screen.getAllByTestId('stop-reason').map((reason) => reason.textContent);
    expect(reasons).toEqual([
      'Insufficient balance',
      'The other order of the OCO filled or was cancelled',
    ]);
    expect(screen.getAllByTestId('stop-row')[0]?.textContent).toContain('Triggered at 25,999.50');
    fireEvent.click(screen.getByTestId('stop-order-link'));
    expect(where()).toBe('/orderDetail?orderId=555');
  });
});
