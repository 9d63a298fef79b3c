import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { member } from '../../lending/test/fixtures';
import { formatDateTime } from '../../market/format';
import { renderRoute } from '../../market/test/render';
import {
  confirmingLockup,
  earnRoutes,
  order,
  ORDER,
  orderDetail,
  PAYOUT_AT,
  REDEEM,
} from '../test/fixtures';
import OrderScreen from './OrderScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const PATTERN = '/financial/order/:id';
const DAY_MS = 86_400_000;
const text = (testId: string) => screen.getByTestId(testId).textContent;

function routes(detail = orderDetail(), extra: Record<string, Handler | Handler[]> = {}) {
  return earnRoutes({ [`GET ${ORDER}`]: () => ({ data: detail }), ...extra });
}

async function render(path = '/financial/order/9001') {
  renderRoute(PATTERN, path, <OrderScreen />);
  return screen.findByTestId('earn-order-view');
}

describe('one fund or lock-up order', () => {
  beforeEach(() => {
    vi.mocked(notify.info).mockClear();
    vi.mocked(notify.fail).mockClear();
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('opens with the purchase-success header after buying, then every figure and payout', async () => {
    const server = fakeServer(routes());
    await render('/financial/order/9001?new=1');
    expect(server.callsTo(ORDER)[0]?.query.get('id')).toBe('9001');
    expect(text('earn-order-new')).toContain('Purchase successful');
    expect(text('earn-order-new-text')).toBe(
      `Your 1,000 USDT is in custody. Income starts on 2025-03-02; the first payout is at ${formatDateTime(PAYOUT_AT + 2 * DAY_MS)}.`,
    );
    expect(text('earn-status')).toBe('In custody');
    expect(text('earn-order-amount')).toBe('1,000.00 USDT');
    expect(text('earn-order-kind')).toBe('Fund');
    expect(text('earn-order-rate')).toBe('0.3% – 0.5% / dayAPR 109.5% – 182.5%');
    expect(text('earn-order-value')).toBe('2025-03-02');
    expect(text('earn-order-maturity')).toBe('2025-03-07');
    expect(text('earn-order-days-paid')).toBe('2 of 5');
    expect(text('earn-order-income-paid')).toBe('7.00 USDT');
    expect(text('earn-order-income')).toBe('15.00 – 25.00 USDT');
    expect(text('earn-order-reserve')).toBe('18.00 USDT');
    expect(text('earn-order-next')).toBe(formatDateTime(PAYOUT_AT + 4 * DAY_MS));

    const latest = screen.getByTestId('earn-payout-2025-03-03');
    expect(within(latest).getByTestId('earn-payout-day').textContent).toBe('Income of 2025-03-03');
    expect(within(latest).getByTestId('earn-payout-amount').textContent).toBe('+4.00 USDT');
    expect(within(latest).getByTestId('earn-payout-rate').textContent).toBe(
      '0.4% / dayAPR 146% · Published',
    );
    expect(within(latest).getByTestId('earn-payout-tx').textContent).toBe('tx-0003');
    const first = screen.getByTestId('earn-payout-2025-03-02');
    expect(within(first).getByTestId('earn-payout-rate').textContent).toBe(
      '0.3% / dayAPR 109.5% · Minimum (none published)',
    );
  });

  it('shows no success header on a plain visit', async () => {
    fakeServer(routes());
    await render();
    expect(screen.queryByTestId('earn-order-new')).toBeNull();
  });

  it('shows the spec’s early redemption (penalty 12, 988 back) before confirming, then redeems', async () => {
    const redeemed = order({
      status: 'redeemed',
      redeemNow: null,
      penalty: '12',
      returned: '988',
      nextPayoutAt: null,
      reserveLeft: '0',
      closedAt: PAYOUT_AT + 3 * DAY_MS,
    });
    const server = fakeServer(
      routes(orderDetail(), {
        [`POST ${REDEEM}`]: () => ({ data: { order: redeemed, replayed: false } }),
      }),
    );
    await render();
    fireEvent.click(screen.getByTestId('earn-redeem'));
    const dialog = await screen.findByTestId('earn-redeem-dialog');
    expect(within(dialog).getByTestId('earn-redeem-days').textContent).toBe('3 days');
    expect(within(dialog).getByTestId('earn-redeem-penalty').textContent).toBe('12.00 USDT');
    expect(within(dialog).getByTestId('earn-redeem-returned').textContent).toBe('988.00 USDT');
    expect(within(dialog).getByTestId('earn-redeem-formula').textContent).toBe(
      '0.4% × 3 days × 1,000 USDT = 12 USDT',
    );
    expect(server.callsTo(REDEEM)).toEqual([]);

    fireEvent.click(screen.getByTestId('earn-redeem-dialog-confirm'));
    await waitFor(() =>
      expect(notify.info).toHaveBeenCalledWith('Redeemed: 988 USDT returned to your spot wallet'),
    );
    expect(server.callsTo(REDEEM)[0]?.body).toEqual({ orderId: '9001' });
    // The order is read again.
    await waitFor(() => expect(server.callsTo(ORDER).length).toBeGreaterThan(1));
  });

  it('toasts the server’s refusal to redeem', async () => {
    fakeServer(
      routes(orderDetail(), {
        [`POST ${REDEEM}`]: () => ({ code: 17007, message: 'This order cannot be redeemed now' }),
      }),
    );
    await render();
    fireEvent.click(screen.getByTestId('earn-redeem'));
    fireEvent.click(await screen.findByTestId('earn-redeem-dialog-confirm'));
    await waitFor(() =>
      expect(notify.fail).toHaveBeenCalledWith('This order cannot be redeemed now'),
    );
    expect(notify.info).not.toHaveBeenCalled();
  });

  it('offers a confirming lock-up’s cancellation, and no early redemption', async () => {
    const cancelled = confirmingLockup({
      status: 'cancelled',
      cancellable: false,
      returned: '1000',
    });
    const server = fakeServer(
      routes(orderDetail(confirmingLockup(), []), {
        [`POST ${REDEEM}`]: () => ({ data: { order: cancelled, replayed: false } }),
      }),
    );
    await render('/financial/order/9002?new=1');
    expect(text('earn-status')).toBe('Confirming');
    expect(text('earn-order-new-text')).toContain(
      'Your subscription of 1,000 USDT is confirming. Your coins lock on 2025-03-10',
    );
    expect(text('earn-order-rate')).toBe('0.2% / dayAPR 73%');
    expect(text('earn-order-income')).toBe('60.00 USDT');
    expect(screen.queryByTestId('earn-redeem')).toBeNull();
    expect(screen.queryByTestId('earn-order-next')).toBeNull();
    expect(text('earn-payouts-empty')).toBe('No payout yet');

    fireEvent.click(screen.getByTestId('earn-cancel'));
    const dialog = await screen.findByTestId('earn-cancel-dialog');
    expect(dialog.textContent).toContain(
      'Your 1,000 USDT returns to your spot wallet in full: nothing has been locked yet.',
    );
    fireEvent.click(screen.getByTestId('earn-cancel-dialog-confirm'));
    await waitFor(() =>
      expect(notify.info).toHaveBeenCalledWith(
        'Subscription cancelled: 1,000 USDT returned to your spot wallet',
      ),
    );
    expect(server.callsTo(REDEEM)[0]?.body).toEqual({ orderId: '9002' });
  });

  it('says a lock-up in its lock ends by itself, and shows how an ended order ended', async () => {
    fakeServer(routes(orderDetail(confirmingLockup({ status: 'custody', cancellable: false }))));
    const view = renderRoute(PATTERN, '/financial/order/9002', <OrderScreen />);
    await screen.findByTestId('earn-order-view');
    expect(text('earn-order-locked')).toBe(
      'This lock-up cannot be ended early: it unlocks by itself at maturity.',
    );
    expect(screen.queryByTestId('earn-order-actions')).toBeNull();
    view.unmount();

    fakeServer(
      routes(
        orderDetail({
          status: 'redeemed',
          redeemNow: null,
          penalty: '12',
          returned: '988',
          nextPayoutAt: null,
          closedAt: PAYOUT_AT,
        }),
      ),
    );
    await render();
    expect(text('earn-status')).toBe('Redeemed early');
    expect(text('earn-order-penalty')).toBe('12.00 USDT');
    expect(text('earn-order-returned')).toBe('988.00 USDT');
    expect(screen.queryByTestId('earn-order-reserve')).toBeNull();
    expect(screen.queryByTestId('earn-order-actions')).toBeNull();
  });

  it('says an unreadable order id is not found, and asks nothing in demo mode', async () => {
    const server = fakeServer(routes());
    const view = renderRoute(PATTERN, '/financial/order/abc', <OrderScreen />);
    expect(text('earn-order-not-found')).toContain('This order was not found');
    view.unmount();

    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    renderRoute(PATTERN, '/financial/order/9001', <OrderScreen />);
    expect(screen.getByTestId('earn-demo')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.callsTo(ORDER)).toEqual([]);
  });
});
