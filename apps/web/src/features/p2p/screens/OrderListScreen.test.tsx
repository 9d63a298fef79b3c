import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { order, page, tradeRoutes } from '../test/fixtures';
import MerchantOrdersScreen from './MerchantOrdersScreen';
import OrderListScreen from './OrderListScreen';
import ReceivingScreen from './ReceivingScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const MINE = '/otc/order/self';
const member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 1,
  perpetual_contracts_status: 0,
};

const routes = () => ({
  ...tradeRoutes(),
  [`GET ${MINE}`]: (_body: unknown, query: URLSearchParams) =>
    query.get('scope') === 'open'
      ? {
          data: page([
            order(),
            order({ id: 40, role: 'seller', advertiser: true, status: 'paid', amount: '1200' }),
          ]),
        }
      : { data: page([order({ id: 39, status: 'completed' })]) },
});

describe('P2P order lists', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('lists the orders in progress, then the finished ones, and opens one', async () => {
    const server = fakeServer(routes());
    renderAt('/c2c/orders', <OrderListScreen />);
    const list = await screen.findByTestId('p2p-order-list');
    const buying = within(list).getByTestId('p2p-order-41');
    expect(within(buying).getByText('Buy USDT')).toBeTruthy();
    expect(within(buying).getByText('Awaiting payment')).toBeTruthy();
    expect(within(buying).getByTestId('order-row-amount').textContent).toBe('237.50 EUR');
    expect(within(buying).getByText('250 USDT')).toBeTruthy();
    expect(within(buying).getByText('mia_trades')).toBeTruthy();
    expect(within(buying).queryByText('My ad')).toBeNull();
    const selling = within(list).getByTestId('p2p-order-40');
    expect(within(selling).getByText('Sell USDT')).toBeTruthy();
    expect(within(selling).getByText('Awaiting release')).toBeTruthy();
    expect(within(selling).getByText('My ad')).toBeTruthy();
    expect(within(selling).getByTestId('order-row-amount').textContent).toBe('1,200.00 EUR');
    expect(server.callsTo(MINE)[0]?.query.get('scope')).toBe('open');

    fireEvent.click(screen.getByTestId('p2p-scope-finished'));
    const finished = await screen.findByTestId('p2p-order-39');
    expect(within(finished).getByText('Completed')).toBeTruthy();
    await waitFor(() =>
      expect(server.callsTo(MINE).map((c) => c.query.get('scope'))).toEqual(['open', 'finished']),
    );

    fireEvent.click(finished);
    expect(where()).toBe('/c2c/order/39');
  });

  it('says so when there are none', async () => {
    fakeServer({ ...tradeRoutes(), [`GET ${MINE}`]: () => ({ data: page([]) }) });
    renderAt('/c2c/orders', <OrderListScreen />);
    expect((await screen.findByTestId('p2p-orders-empty')).textContent).toContain('No orders here');
  });

  it('gives a merchant the orders on their own ads, without the own-ad mark', async () => {
    const server = fakeServer(routes());
    renderAt('/c2c/orderList', <MerchantOrdersScreen />);
    expect(
      screen.getByText(
        'Orders on your ads. Orders you placed on other ads are under My P2P orders.',
      ),
    ).toBeTruthy();
    const selling = await screen.findByTestId('p2p-order-40');
    expect(within(selling).queryByText('My ad')).toBeNull();
    const query = server.callsTo(MINE)[0]?.query;
    expect([query?.get('scope'), query?.get('as')]).toEqual(['open', 'advertiser']);
  });

  it('lists a merchant’s incoming orders, marking those that wait for them', async () => {
    const server = fakeServer({
      ...tradeRoutes(),
      [`GET ${MINE}`]: () => ({
        data: page([
          order({ id: 40, role: 'seller', advertiser: true, status: 'paid' }),
          order({ id: 38, role: 'seller', advertiser: true, status: 'unpaid' }),
          order({ id: 37, role: 'buyer', advertiser: true, status: 'unpaid' }),
        ]),
      }),
    });
    renderAt('/c2c/receivingBuy', <ReceivingScreen />);
    const list = await screen.findByTestId('p2p-order-list');
    const query = server.callsTo(MINE)[0]?.query;
    expect([query?.get('scope'), query?.get('as')]).toEqual(['open', 'advertiser']);
    const turn = (id: number) =>
      within(within(list).getByTestId(`p2p-order-${id}`)).queryByTestId('order-your-turn');
    // A paid order to release, and a buy ad's order to pay, wait for the merchant.
    expect(turn(40)?.textContent).toBe('Your turn');
    expect(turn(38)).toBeNull();
    expect(turn(37)?.textContent).toBe('Your turn');
    expect(within(list).queryByText('My ad')).toBeNull();
  });
});
