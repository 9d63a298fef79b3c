import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { member } from '../../lending/test/fixtures';
import { confirmingLockup, earnRoutes, order, ORDERS, ordersPage } from '../test/fixtures';
import OrdersScreen from './OrdersScreen';

const matured = order({
  id: '8001',
  status: 'matured',
  daysPaid: 5,
  incomePaid: '20',
  reserveLeft: '0',
  redeemNow: null,
  nextPayoutAt: null,
  returned: '1000',
});

function serveOrders() {
  const firstOpen = Array.from({ length: 10 }, (_, index) => order({ id: String(9100 + index) }));
  return fakeServer(
    earnRoutes({
      [`GET ${ORDERS}`]: (_body, query) => {
        const custody = [{ coin: 'USDT', amount: '12000' }];
        if (query.get('state') === 'closed') return { data: ordersPage([matured], custody) };
        if (query.get('pageNo') === '2') {
          return { data: ordersPage([confirmingLockup()], custody, 11, 2) };
        }
        return { data: ordersPage(firstOpen, custody, 11) };
      },
    }),
  );
}

describe('my financial orders', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('shows custody per coin and the orders in custody, ten a page', async () => {
    const server = serveOrders();
    renderAt('/financial/orders', <OrdersScreen />);
    expect((await screen.findByTestId('earn-custody-USDT')).textContent).toBe('12,000.00 USDT');
    const row = await screen.findByTestId('earn-order-9100');
    expect(within(row).getByText('USDT 5-day fund')).toBeTruthy();
    expect(within(row).getByTestId('earn-status').textContent).toBe('In custody');
    expect(within(row).getByTestId('earn-row-amount').textContent).toBe('1,000.00 USDT');
    expect(within(row).getByTestId('earn-row-income').textContent).toBe('7.00 USDT');
    expect(within(row).getByTestId('earn-row-rate').textContent).toBe(
      '0.3% – 0.5% / dayAPR 109.5% – 182.5%',
    );
    expect(within(row).getByTestId('earn-row-term').textContent).toBe(
      'Earning from 2025-03-02 to 2025-03-07',
    );
    // The totals and the first tab share one read.
    const first = server.callsTo(ORDERS);
    expect(first).toHaveLength(1);
    expect(['state', 'pageNo', 'pageSize'].map((key) => first[0]?.query.get(key))).toEqual([
      'open',
      '1',
      '10',
    ]);

    fireEvent.click(screen.getByTestId('earn-orders-more'));
    const lockupRow = await screen.findByTestId('earn-order-9002');
    expect(within(lockupRow).getByTestId('earn-status').textContent).toBe('Confirming');
    expect(screen.queryByTestId('earn-orders-more')).toBeNull();

    fireEvent.click(lockupRow);
    expect(where()).toBe('/financial/order/9002');
  });

  it('lists ended orders on their tab', async () => {
    const server = serveOrders();
    renderAt('/financial/orders', <OrdersScreen />);
    await screen.findByTestId('earn-order-9100');
    fireEvent.click(screen.getByTestId('earn-orders-tab-closed'));
    const row = await screen.findByTestId('earn-order-8001');
    expect(within(row).getByTestId('earn-status').textContent).toBe('Matured');
    await waitFor(() =>
      expect(server.callsTo(ORDERS).map((call) => call.query.get('state'))).toContain('closed'),
    );
  });

  it('says when there are none, with the way to the products', async () => {
    fakeServer(earnRoutes({ [`GET ${ORDERS}`]: () => ({ data: ordersPage([], []) }) }));
    renderAt('/financial/orders', <OrdersScreen />);
    expect((await screen.findByTestId('earn-orders-empty')).textContent).toContain(
      'No orders here',
    );
    expect(screen.getByTestId('earn-custody-none')).toBeTruthy();
    fireEvent.click(screen.getByText('See the products'));
    expect(where()).toBe('/financial');
  });

  it('asks nothing in demo mode', async () => {
    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    const server = fakeServer(earnRoutes());
    renderAt('/financial/orders', <OrdersScreen />);
    expect(screen.getByTestId('earn-demo')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.callsTo(ORDERS)).toEqual([]);
  });
});
