import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { member } from '../../lending/test/fixtures';
import { formatDateTime } from '../../market/format';
import { renderRoute } from '../../market/test/render';
import { REQUEST_ID_PATTERN } from '../../wallet/requestId';
import {
  DAY_MS,
  miningRoutes,
  order,
  ORDER,
  orderDetail,
  payout,
  PAYOUT_AT,
  RENEW,
} from '../test/fixtures';
import MiningOrderScreen from './MiningOrderScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const PATTERN = '/financial/mining/order/:id';
const text = (testId: string) => screen.getByTestId(testId).textContent;

function routes(detail = orderDetail(), extra: Record<string, Handler | Handler[]> = {}) {
  return miningRoutes({ [`GET ${ORDER}`]: () => ({ data: detail }), ...extra });
}

async function render(path = '/financial/mining/order/7001') {
  renderRoute(PATTERN, path, <MiningOrderScreen />);
  return screen.findByTestId('mining-order-view');
}

describe('one machine order', () => {
  beforeEach(() => {
    vi.mocked(notify.info).mockClear();
    vi.mocked(notify.fail).mockClear();
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('opens with the success header after buying, then its facts and each day’s payout', async () => {
    const server = fakeServer(routes());
    await render('/financial/mining/order/7001?new=1');
    expect(server.callsTo(ORDER)[0]?.query.get('id')).toBe('7001');
    expect(text('mining-order-new-text')).toBe(
      'Your 2 × Antminer S19 are in custody on the farm. The first income day is 2025-03-02; they are returned after 2025-03-31.',
    );
    expect(text('mining-status')).toBe('In custody');
    expect(text('mining-order-income')).toBe('57.60 USDT');
    expect(text('mining-order-quantity')).toBe('2');
    expect(text('mining-order-unit-price')).toBe('240.00 USDT');
    expect(text('mining-order-paid')).toBe('480.00 USDT');
    expect(text('mining-order-remaining')).toBe('18 days');
    expect(text('mining-order-returned')).toBe(formatDateTime(PAYOUT_AT + 31 * DAY_MS));
    expect(text('mining-order-next')).toBe(formatDateTime(PAYOUT_AT + 14 * DAY_MS));
    expect(screen.queryByTestId('mining-waiting')).toBeNull();

    const day = screen.getByTestId('mining-payout-2025-03-13');
    const cell = (testId: string) => within(day).getByTestId(testId).textContent;
    expect(cell('mining-payout-day')).toBe('Income of 2025-03-13');
    expect(cell('mining-payout-amount')).toBe('+4.80 USDT');
    expect(cell('mining-payout-price')).toBe('0.06 per TH/s Simulated, not market data');
    expect(cell('mining-payout-gross')).toBe('12.00 USDT');
    expect(cell('mining-payout-power')).toBe('− 7.20 USDT');
    expect(cell('mining-payout-tx')).toBe('tx-m-0013');
  });

  it('says why a payout waits', async () => {
    const since = PAYOUT_AT + 13 * DAY_MS;
    fakeServer(routes(orderDetail({ waiting: { reason: 'income_short', since } })));
    await render();
    expect(screen.getByTestId('mining-waiting').getAttribute('data-reason')).toBe('income_short');
    expect(text('mining-waiting-reason')).toBe(
      'The mining-income account is short: the payout is made as soon as operators fill it from the pool payouts.',
    );
    expect(text('mining-waiting')).toContain(`Waiting since ${formatDateTime(since)}`);
  });

  it('shows the renewal’s cost before confirming, then renews with a request id', async () => {
    const renewed = order({ endDate: '2025-04-30', remainingDays: 48, renewals: 1 });
    const server = fakeServer(
      routes(orderDetail({ waiting: { reason: 'price_missing', since: PAYOUT_AT } }), {
        [`POST ${RENEW}`]: () => ({ data: { order: renewed, replayed: false } }),
      }),
    );
    await render();
    expect(text('mining-waiting-reason')).toBe(
      'No hash price has been published for the day yet: the payout is made once it is.',
    );
    fireEvent.click(screen.getByTestId('mining-renew'));
    const dialog = await screen.findByTestId('mining-renew-dialog');
    expect(within(dialog).getByTestId('mining-renew-cost').textContent).toBe('480.00 USDT');
    expect(within(dialog).getByTestId('mining-renew-days').textContent).toBe('30 days');
    expect(within(dialog).getByTestId('mining-renew-formula').textContent).toBe(
      'Price per machine 240 USDT × 2 machines = 480 USDT',
    );
    expect(server.callsTo(RENEW)).toEqual([]);
    fireEvent.click(screen.getByTestId('mining-renew-dialog-confirm'));
    await waitFor(() =>
      expect(notify.info).toHaveBeenCalledWith('Renewed: the machines now earn until 2025-04-30'),
    );
    const body = server.callsTo(RENEW)[0]?.body as { orderId: string; requestId: string };
    expect(body.orderId).toBe('7001');
    expect(body.requestId).toMatch(REQUEST_ID_PATTERN);
    await waitFor(() => expect(server.callsTo(ORDER).length).toBeGreaterThan(1));
  });

  it('says when renewal opens while the order has more than a term left', async () => {
    const opens = PAYOUT_AT + 10 * DAY_MS;
    fakeServer(routes(orderDetail({ renewable: false, renewFrom: opens, remainingDays: 40 })));
    await render();
    expect(screen.queryByTestId('mining-renew')).toBeNull();
    expect(text('mining-renew-opens')).toBe(`Renewal opens on ${formatDateTime(opens)}`);
  });

  it('offers no renewal of a trial or of returned machines', async () => {
    fakeServer(routes(orderDetail({ type: 'trial', renewable: false, renewFrom: PAYOUT_AT })));
    const view = renderRoute(PATTERN, '/financial/mining/order/7001', <MiningOrderScreen />);
    await screen.findByTestId('mining-order-view');
    expect(screen.queryByTestId('mining-renew')).toBeNull();
    expect(screen.queryByTestId('mining-renew-opens')).toBeNull();
    view.unmount();

    fakeServer(
      routes(
        orderDetail(
          {
            status: 'returned',
            renewable: false,
            renewFrom: null,
            remainingDays: 0,
            nextPayoutAt: null,
            returnedAt: PAYOUT_AT + 31 * DAY_MS,
          },
          [payout({ amount: '0', gross: '3', power: '7.2', transactionId: null })],
        ),
      ),
    );
    await render();
    expect(text('mining-status')).toBe('Returned');
    expect(screen.queryByTestId('mining-renew')).toBeNull();
    expect(screen.queryByTestId('mining-order-next')).toBeNull();
    expect(text('mining-payout-tx')).toBe('None (nothing to pay that day)');
  });

  it('says an unreadable order id is not found, and asks nothing in demo mode', async () => {
    const server = fakeServer(routes());
    const view = renderRoute(PATTERN, '/financial/mining/order/abc', <MiningOrderScreen />);
    expect(text('mining-order-not-found')).toContain('This machine order was not found');
    view.unmount();

    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    renderRoute(PATTERN, '/financial/mining/order/7001', <MiningOrderScreen />);
    expect(screen.getByTestId('mining-demo')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.callsTo(ORDER)).toEqual([]);
  });
});
