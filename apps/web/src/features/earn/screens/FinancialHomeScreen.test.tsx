import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { formatDateTime } from '../../market/format';
import { member } from '../../lending/test/fixtures';
import { earnRoutes, lockup, ordersPage, ORDERS, PRODUCTS, product } from '../test/fixtures';
import FinancialHomeScreen from './FinancialHomeScreen';

const guest = () => useSession.setState({ token: null, member: null, real: null, demo: false });

describe('financial management home', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('lists funds for a guest: daily rate range beside its APR, term, minimum and stock', async () => {
    guest();
    const server = fakeServer(earnRoutes());
    renderAt('/financial', <FinancialHomeScreen />);
    const card = await screen.findByTestId('earn-product-1');
    const text = (testId: string) => within(card).getByTestId(testId).textContent;
    expect(within(card).getByText('USDT 5-day fund')).toBeTruthy();
    expect(text('earn-sale')).toBe('On sale');
    expect(text('earn-product-rate')).toBe('0.3% – 0.5% / dayAPR 109.5% – 182.5%');
    expect(text('earn-product-cycle')).toBe('5 days');
    expect(text('earn-product-min')).toBe('100 USDT');
    expect(text('earn-stock-sold')).toBe('60% sold');
    expect(text('earn-stock-left')).toBe('40,000 of 100,000 USDT left');

    const calls = server.callsTo(PRODUCTS);
    expect(calls[0]?.query.get('kind')).toBe('fund');
    expect(calls[0]?.token).toBeNull();
    // Guests hold nothing: no custody, no private call.
    expect(screen.queryByTestId('earn-custody')).toBeNull();
    expect(server.callsTo(ORDERS)).toEqual([]);

    fireEvent.click(card);
    expect(where()).toBe('/financial/product/1');
  });

  it('shows pool lock-ups on their tab: one fixed rate beside its APR and the lock date', async () => {
    const server = fakeServer(earnRoutes());
    renderAt('/financial', <FinancialHomeScreen />);
    await screen.findByTestId('earn-product-1');
    fireEvent.click(screen.getByTestId('earn-kind-lockup'));
    const card = await screen.findByTestId('earn-product-2');
    expect(within(card).getByTestId('earn-product-rate').textContent).toBe('0.2% / dayAPR 73%');
    expect(within(card).getByTestId('earn-product-lock-date').textContent).toBe('2025-03-10');
    expect(within(card).getByTestId('earn-stock-sold').textContent).toBe('0% sold');
    expect(server.callsTo(PRODUCTS).map((call) => call.query.get('kind'))).toEqual([
      'fund',
      'lockup',
    ]);
  });

  it('labels each sale state, with when an upcoming sale opens', async () => {
    const opensAt = Date.UTC(2025, 3, 1, 4);
    fakeServer(
      earnRoutes({
        [`GET ${PRODUCTS}`]: () => ({
          data: [
            product({ id: 3, sale: 'upcoming', opensAt }),
            product({ id: 4, sale: 'sold_out', remaining: '0' }),
            product({ id: 5, sale: 'closed' }),
          ],
        }),
      }),
    );
    renderAt('/financial', <FinancialHomeScreen />);
    const upcoming = await screen.findByTestId('earn-product-3');
    expect(within(upcoming).getByTestId('earn-sale').textContent).toBe('Upcoming');
    expect(within(upcoming).getByTestId('earn-product-opens').textContent).toBe(
      formatDateTime(opensAt),
    );
    const soldOut = screen.getByTestId('earn-product-4');
    expect(within(soldOut).getByTestId('earn-sale').textContent).toBe('Sold out');
    expect(within(soldOut).getByTestId('earn-stock-sold').textContent).toBe('100% sold');
    expect(within(screen.getByTestId('earn-product-5')).getByTestId('earn-sale').textContent).toBe(
      'Closed',
    );
  });

  it('shows a signed-in user’s custody per coin, with the way to their orders', async () => {
    const server = fakeServer(
      earnRoutes({
        [`GET ${ORDERS}`]: () => ({
          data: ordersPage(
            [],
            [
              { coin: 'BTC', amount: '0.5' },
              { coin: 'USDT', amount: '12000' },
            ],
          ),
        }),
      }),
    );
    renderAt('/financial', <FinancialHomeScreen />);
    expect((await screen.findByTestId('earn-custody-USDT')).textContent).toBe('12,000.00 USDT');
    expect(screen.getByTestId('earn-custody-BTC').textContent).toBe('0.50 BTC');
    expect(server.callsTo(ORDERS)[0]?.query.get('state')).toBe('open');
    fireEvent.click(screen.getByTestId('earn-orders-link'));
    expect(where()).toBe('/financial/orders');
  });

  it('says when nothing is in custody, and leads to flexible savings and the income history', async () => {
    fakeServer(earnRoutes({ [`GET ${ORDERS}`]: () => ({ data: ordersPage([], []) }) }));
    const view = renderAt('/financial', <FinancialHomeScreen />);
    expect((await screen.findByTestId('earn-custody-none')).textContent).toBe(
      'You hold nothing in custody.',
    );
    fireEvent.click(screen.getByTestId('earn-savings-link'));
    expect(where()).toBe('/savings');
    view.unmount();

    renderAt('/financial', <FinancialHomeScreen />);
    fireEvent.click(screen.getByTestId('earn-history-link'));
    expect(where()).toBe('/financial/history');
  });

  it('says when no product of a kind is on sale', async () => {
    fakeServer(earnRoutes({ [`GET ${PRODUCTS}`]: () => ({ data: [] }) }));
    renderAt('/financial', <FinancialHomeScreen />);
    expect((await screen.findByTestId('earn-products-empty')).textContent).toContain(
      'No product of this kind is on sale right now',
    );
  });

  it('in demo mode shows the products, says buying needs the real account, and reads no orders', async () => {
    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    const server = fakeServer(earnRoutes({ [`GET ${PRODUCTS}`]: () => ({ data: [lockup()] }) }));
    renderAt('/financial', <FinancialHomeScreen />);
    expect(await screen.findByTestId('earn-product-2')).toBeTruthy();
    expect(screen.getByTestId('earn-demo').textContent).toBe(
      'Funds and lock-ups use your real account’s coins. Exit demo mode to buy or to see your orders.',
    );
    await waitFor(() => expect(server.callsTo(PRODUCTS)).toHaveLength(1));
    expect(server.callsTo(ORDERS)).toEqual([]);
  });
});
