import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderRoute } from '../../market/test/render';
import { page, perpRoutes, signedInRoutes } from '../test/fixtures';
import { perpStop } from '../test/stopFixtures';
import PerpetualContractScreen from './PerpetualContractScreen';
import PerpetualHistoryScreen from './PerpetualHistoryScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));
vi.mock('../../../api/stream', () => import('../../../test/fakeStream'));

const PLACE = '/contract/stop/add';
const CANCEL = '/contract/stop/cancel';
const CURRENT = '/contract/stop/current';
const HISTORY = '/contract/stop/history';

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const text = (testId: string) => screen.getByTestId(testId).textContent;
const type = (testId: string, value: string) =>
  fireEvent.change(input(testId), { target: { value } });

async function signedInForm(extra: Parameters<typeof signedInRoutes>[1] = {}) {
  useSession.setState({ token: 't', member: null });
  const server = fakeServer(
    signedInRoutes(
      {},
      {
        [`GET ${CURRENT}`]: () => ({ data: page([]) }),
        [`POST ${PLACE}`]: () => ({ data: perpStop() }),
        ...extra,
      },
    ),
  );
  renderRoute(
    '/perpetualContract/:symbol',
    '/perpetualContract/BTCUSDT',
    <PerpetualContractScreen />,
  );
  await screen.findByTestId('order-form');
  await waitFor(() => expect(text('available-balance')).toBe('200 USDT'));
  return server;
}

const placedBody = (server: Awaited<ReturnType<typeof signedInForm>>) =>
  server.callsTo(PLACE)[0]?.body as Record<string, unknown>;

describe('contract conditional orders', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null });
    vi.mocked(notify.info).mockClear();
  });

  it('places a trigger order on the last price: the order with its trigger', async () => {
    const server = await signedInForm();
    fireEvent.click(screen.getByTestId('stop-kind-trigger'));
    expect(screen.getByTestId('order-form').dataset.kind).toBe('trigger');
    // Mark by default; the fixture's mark is 27,000 and its last 27,001.
    expect(text('stop-current')).toBe('27,000.0');
    fireEvent.click(screen.getByTestId('stop-source-last'));
    expect(text('stop-current')).toBe('27,001.0');
    type('stop-trigger', '28000');
    expect(text('stop-condition')).toBe('Last ≥ 28,000.0');
    type('stop-trigger', '26000');
    expect(text('stop-condition')).toBe('Last ≤ 26,000.0');
    expect(screen.getByTestId('stop-no-hold')).toBeTruthy();
    type('order-price', '25900');
    type('order-lots', '2');
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(server.callsTo(PLACE)).toHaveLength(1));
    expect(placedBody(server)).toEqual({
      symbol: 'BTCUSDT',
      direction: 'long',
      action: 'open',
      type: 'limit',
      price: '25900',
      lots: 2,
      leverage: 10,
      timeInForce: 'GTC',
      kind: 'trigger',
      source: 'last',
      triggerPrice: '26000',
      clientOrderId: expect.stringMatching(/^[A-Za-z0-9_-]{1,36}$/),
    });
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Order placed'));
    expect(server.callsTo('/contract/perpetual/order')).toHaveLength(0);
  });

  it('places a trailing stop as a market order with its callback and activation', async () => {
    const server = await signedInForm();
    fireEvent.click(screen.getByTestId('direction-short'));
    fireEvent.click(screen.getByTestId('stop-kind-trailing'));
    expect(screen.queryByTestId('order-type-limit')).toBeNull();
    expect(screen.getByTestId('order-price-market')).toBeTruthy();
    fireEvent.click(screen.getByTestId('callback-2'));
    type('stop-activation', '28000');
    type('order-lots', '3');
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(server.callsTo(PLACE)).toHaveLength(1));
    expect(placedBody(server)).toEqual({
      symbol: 'BTCUSDT',
      direction: 'short',
      action: 'open',
      type: 'market',
      lots: 3,
      leverage: 10,
      kind: 'trailing',
      source: 'mark',
      callbackRate: '2',
      activationPrice: '28000',
      clientOrderId: expect.stringMatching(/^[A-Za-z0-9_-]{1,36}$/),
    });
  });

  it('refuses what the server would, in words, before sending', async () => {
    const server = await signedInForm();
    fireEvent.click(screen.getByTestId('stop-kind-trigger'));
    type('order-lots', '1');
    type('stop-trigger', '27000');
    expect(
      await screen.findByText('Must differ from the current price, or it triggers at once'),
    ).toBeTruthy();
    type('stop-trigger', '27000.05');
    expect(await screen.findByText(/multiple of 0\.1|tick/i)).toBeTruthy();

    fireEvent.click(screen.getByTestId('stop-kind-trailing'));
    type('stop-callback', '20');
    expect(await screen.findByText('From 0.1% to 10%, at most two decimals')).toBeTruthy();
    // A long opens by buying: it activates below the price.
    type('stop-activation', '28000');
    expect(await screen.findByText('Must be below the current price (27000)')).toBeTruthy();
    fireEvent.click(screen.getByTestId('place-order'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo(PLACE)).toHaveLength(0);

    // Tapping the chosen kind again is an ordinary order once more.
    fireEvent.click(screen.getByTestId('stop-kind-trailing'));
    expect(screen.queryByTestId('stop-callback')).toBeNull();
    expect(screen.getByTestId('order-type-limit')).toBeTruthy();
  });

  it('lists the waiting stops under Conditional and cancels one', async () => {
    const waiting = [
      perpStop(),
      perpStop({
        stopId: '2',
        kind: 'trailing',
        source: 'last',
        trigger: 'fall',
        triggerPrice: null,
        callbackRate: '2',
        trailingTrigger: '26460',
        action: 'close',
        type: 'market',
        price: null,
        leverage: null,
      }),
    ];
    const server = await signedInForm({
      [`GET ${CURRENT}`]: [() => ({ data: page(waiting) }), () => ({ data: page([waiting[1]]) })],
      [`POST ${CANCEL}`]: () => ({ data: null }),
    });
    await waitFor(() => expect(text('panel-stops')).toBe('Conditional (2)'));
    expect(server.callsTo(CURRENT)[0]?.query.get('symbol')).toBe('BTCUSDT');
    fireEvent.click(screen.getByTestId('panel-stops'));
    const rows = await screen.findAllByTestId('perp-stop-row');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('Open long · Trigger');
    expect(within(first).getByTestId('stop-condition-text').textContent).toBe('Mark ≥ 28,000.0');
    expect(first.textContent).toContain('27,900.0');
    expect(second.textContent).toContain('Close long · Trailing stop');
    expect(within(second).getByTestId('stop-condition-text').textContent).toBe('Last ≤ 26,460.0');
    expect(second.textContent).toContain('Market');
    expect(second.textContent).toContain('Callback 2%');

    fireEvent.click(within(first).getByTestId('cancel-order'));
    await waitFor(() => expect(server.callsTo(CANCEL)).toHaveLength(1));
    expect(server.callsTo(CANCEL)[0]?.body).toEqual({ stopId: '1' });
    await waitFor(() => expect(screen.getAllByTestId('perp-stop-row')).toHaveLength(1));
    expect(notify.info).toHaveBeenCalledWith('Order cancelled');
  });
});

describe('contract conditional history', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null });
  });

  it('shows what became of each stop, and why', async () => {
    const ended = [
      perpStop({
        stopId: '11',
        status: 'TRIGGERED',
        orderId: '701',
        triggeredPrice: '28000.5',
        triggeredAt: 1_700_000_500_000,
      }),
      perpStop({ stopId: '12', status: 'CANCELLED', reason: 'user' }),
      perpStop({ stopId: '13', status: 'REJECTED', reason: 'MARGIN_INSUFFICIENT' }),
      perpStop({ stopId: '14', status: 'REJECTED', reason: 'NO_LIQUIDITY', action: 'close' }),
      perpStop({ stopId: '15', status: 'REJECTED', reason: 'CONTRACT_UNKNOWN' }),
    ];
    const server = fakeServer({
      ...perpRoutes(),
      [`GET ${HISTORY}`]: () => ({ data: page(ended) }),
    });
    renderRoute('/perpetualHistory', '/perpetualHistory?tab=stops', <PerpetualHistoryScreen />);
    await waitFor(() => expect(screen.getAllByTestId('perp-stop-row')).toHaveLength(5));
    expect(text('history-tab-stops')).toBe('Conditional');
    expect(server.callsTo(HISTORY)[0]?.query.has('symbol')).toBe(false);
    const statuses = screen.getAllByTestId('stop-status').map((badge) => badge.textContent);
    expect(statuses).toEqual(['Triggered', 'Cancelled', 'Rejected', 'Rejected', 'Rejected']);
    const reasons = screen.getAllByTestId('stop-reason').map((reason) => reason.textContent);
    expect(reasons).toEqual([
      'Cancelled by you',
      'Not enough margin',
      'No orders on the other side',
      'The order could not be placed (error 15000)',
    ]);
    const triggered = screen.getAllByTestId('perp-stop-row')[0] ?? document.body;
    expect(triggered.textContent).toContain('Triggered at 28,000.5');
    expect(within(triggered).getByTestId('stop-order-link').textContent).toBe('Order 701');
  });
});
