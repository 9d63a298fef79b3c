import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { useP2pPrefs } from '../prefs';
import { ad, advertiser, order, page, paymentMethod, preview, tradeRoutes } from '../test/fixtures';
import P2pHomeScreen from './P2pHomeScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const MARKET = '/otc/advertise/application/page-by-unit';
const PREVIEW = '/otc/order/pre';
const BUY = '/otc/order/buy';
const SELL = '/otc/order/sell';
const QUICK_BUY = '/otc/order/quick-buy';
const QUICK_SELL = '/otc/order/quick-sell';

const member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 0,
  perpetual_contracts_status: 0,
};

/** Two sell ads, best (cheapest) first, as the server ranks them. */
const SELL_ADS = [
  ad(),
  ad({
    id: 12,
    adNo: 'A00000012',
    price: '0.97',
    remaining: '80.5',
    minAmount: '150',
    maxAmount: '78.08',
    payments: [
      { id: 32, type: 'alipay' },
      { id: 33, type: 'wechat' },
    ],
    advertiser: advertiser({
      userId: 22,
      nickname: 'ben_otc',
      merchant: false,
      orders30d: 0,
      completionRate30d: null,
    }),
  }),
];

function market(body = page(SELL_ADS)) {
  return { [`GET ${MARKET}`]: () => ({ data: body }) };
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('P2P market', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
    useP2pPrefs.setState({ coin: null, fiat: null });
  });

  it('lists the sell ads for a buyer, best price first, with each advertiser’s record', async () => {
    useP2pPrefs.setState({ fiat: 'EUR' });
    const server = fakeServer({ ...tradeRoutes(), ...market() });
    renderAt('/c2c_normal_user', <P2pHomeScreen />);
    const list = await screen.findByTestId('p2p-ads');
    const cards = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.dataset.testid);
    expect(cards.map((card) => card.dataset.testid)).toEqual(['p2p-ad-11', 'p2p-ad-12']);

    const best = screen.getByTestId('p2p-ad-11');
    expect(within(best).getByTestId('ad-price').textContent).toBe('0.95');
    expect(within(best).getByTestId('ad-nickname').textContent).toBe('mia_trades');
    expect(within(best).getByText('Merchant')).toBeTruthy();
    expect(within(best).getByTestId('ad-stats').textContent).toBe(
      'Orders (30 days): 128 · Completion: 98.5%',
    );
    expect(within(best).getByTestId('ad-remaining').textContent).toBe('1,000 USDT');
    expect(within(best).getByTestId('ad-limits').textContent).toBe('100.00 – 500.00 EUR');
    expect(within(best).getByText('Bank card')).toBeTruthy();
    expect(within(best).getByRole('button', { name: 'Buy' })).toBeTruthy();

    const other = screen.getByTestId('p2p-ad-12');
    expect(within(other).getByText('No orders in 30 days')).toBeTruthy();
    expect(within(other).queryByText('Merchant')).toBeNull();
    expect(within(other).getByText('Alipay')).toBeTruthy();
    expect(within(other).getByText('WeChat')).toBeTruthy();

    const query = server.callsTo(MARKET)[0]?.query;
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      side: 'sell',
      coin: 'USDT',
      fiat: 'EUR',
      merchantOnly: 'false',
      pageNo: '1',
    });
    expect(screen.getByTestId('p2p-wallet-note').textContent).toBe(
      'P2P trades use your spot wallet; a sell ad’s coins and an order’s coins are held in escrow there.',
    );
  });

  it('opens an advertiser’s profile from their name on the ad', async () => {
    useP2pPrefs.setState({ fiat: 'EUR' });
    fakeServer({ ...tradeRoutes(), ...market() });
    renderAt('/c2c_normal_user', <P2pHomeScreen />);
    const best = await screen.findByTestId('p2p-ad-11');
    fireEvent.click(within(best).getByTestId('ad-advertiser-link'));
    expect(where()).toBe('/c2c/advertiser/21');
  });

  it('leads to the help, the notification settings and how to become a merchant', async () => {
    fakeServer({ ...tradeRoutes(), ...market() });
    renderAt('/c2c_normal_user', <P2pHomeScreen />);
    expect(screen.getByTestId('p2p-help').getAttribute('href')).toBe('/c2cHelp');
    expect(screen.getByTestId('p2p-notifications').getAttribute('href')).toBe('/c2c/notifications');
    expect(screen.getByTestId('p2p-become-merchant').getAttribute('href')).toBe(
      '/c2cHelp#merchant',
    );
    await screen.findByTestId('p2p-ads');
  });

  it('shows buy ads to a seller, and remembers the currency chosen', async () => {
    const server = fakeServer({ ...tradeRoutes(), ...market() });
    renderAt('/c2c_normal_user', <P2pHomeScreen />);
    await screen.findByTestId('p2p-ads');
    // Without a remembered choice, the app's pricing currency (USD by default) is used.
    expect(server.callsTo(MARKET)[0]?.query.get('fiat')).toBe('USD');

    fireEvent.click(screen.getByTestId('p2p-intent-sell'));
    await waitFor(() =>
      expect(server.callsTo(MARKET).some((call) => call.query.get('side') === 'buy')).toBe(true),
    );
    expect(screen.getAllByRole('button', { name: 'Sell' }).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByTestId('p2p-fiat'));
    fireEvent.click(await screen.findByTestId('p2p-fiat-JPY'));
    await waitFor(() =>
      expect(server.callsTo(MARKET).some((call) => call.query.get('fiat') === 'JPY')).toBe(true),
    );
    expect(window.localStorage.getItem('p2pFiat')).toBe('JPY');
    expect(screen.getByTestId('p2p-fiat').textContent).toBe('JPY');
  });

  it('filters by amount, payment type and certified merchants', async () => {
    useP2pPrefs.setState({ fiat: 'EUR' });
    const server = fakeServer({ ...tradeRoutes(), ...market() });
    renderAt('/c2c_normal_user', <P2pHomeScreen />);
    await screen.findByTestId('p2p-ads');

    fireEvent.click(screen.getByTestId('p2p-filter'));
    await screen.findByTestId('p2p-filter-sheet');
    type('p2p-filter-amount', '12.345');
    fireEvent.click(screen.getByTestId('p2p-filter-apply'));
    expect(screen.getByText('At most 2 decimal places')).toBeTruthy();

    type('p2p-filter-amount', '300');
    fireEvent.click(screen.getByTestId('p2p-filter-type-alipay'));
    fireEvent.click(screen.getByTestId('p2p-filter-merchant'));
    fireEvent.click(screen.getByTestId('p2p-filter-apply'));
    await waitFor(() => expect(server.callsTo(MARKET)).toHaveLength(2));
    expect(Object.fromEntries(server.callsTo(MARKET)[1]?.query ?? [])).toMatchObject({
      side: 'sell',
      amount: '300',
      paymentType: 'alipay',
      merchantOnly: 'true',
    });
    expect(within(screen.getByTestId('p2p-filter')).getByText('3')).toBeTruthy();
  });

  it('says so when no ad matches', async () => {
    fakeServer({ ...tradeRoutes(), ...market(page([])) });
    renderAt('/c2c_normal_user', <P2pHomeScreen />);
    expect((await screen.findByTestId('p2p-ads-empty')).textContent).toContain('No ads match');
  });

  it('refuses an amount outside the ad’s range without sending, then orders and opens the order', async () => {
    useP2pPrefs.setState({ fiat: 'EUR' });
    const server = fakeServer({
      ...tradeRoutes(),
      ...market(),
      [`POST ${PREVIEW}`]: () => ({ data: preview() }),
      [`POST ${BUY}`]: () => ({ data: order() }),
    });
    renderAt('/c2c_normal_user', <P2pHomeScreen />);
    fireEvent.click(await screen.findByTestId('p2p-trade-11'));
    const sheet = await screen.findByTestId('p2p-order-sheet');
    await within(sheet).findByTestId('p2p-order-value');
    expect(server.callsTo(PREVIEW)[0]?.body).toEqual({ id: 11 });
    expect(within(sheet).getByRole('heading', { name: 'Buy USDT' })).toBeTruthy();
    expect(within(sheet).getByTestId('sheet-price').textContent).toBe('0.95 EUR');
    expect(within(sheet).getByTestId('ad-terms').textContent).toBe(
      'Bank transfer only, with the order number as reference.',
    );
    // The ad's only method is chosen already.
    expect((within(sheet).getByTestId('p2p-method-31') as HTMLInputElement).checked).toBe(true);

    type('p2p-order-value', '600');
    expect(screen.getByTestId('p2p-conversion').textContent).toBe('You receive 631.578947 USDT');
    fireEvent.click(screen.getByTestId('p2p-order-submit'));
    expect(await screen.findByText('Enter an amount between 100 and 500 EUR')).toBeTruthy();
    type('p2p-order-value', '99');
    fireEvent.click(screen.getByTestId('p2p-order-submit'));
    expect(screen.getByText('Enter an amount between 100 and 500 EUR')).toBeTruthy();
    expect(server.callsTo(BUY)).toEqual([]);

    fireEvent.click(screen.getByTestId('p2p-order-value-by-quantity'));
    type('p2p-order-value', '250');
    expect(screen.getByTestId('p2p-conversion').textContent).toBe('You pay 237.50 EUR');
    fireEvent.click(screen.getByTestId('p2p-order-submit'));
    await waitFor(() => expect(where()).toBe('/c2c/order/41'));
    const body = server.callsTo(BUY)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ adId: 11, by: 'quantity', value: '250', paymentMethodId: 31 });
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('shows the first-trade cap and holds the order to it', async () => {
    useP2pPrefs.setState({ fiat: 'EUR' });
    const server = fakeServer({
      ...tradeRoutes(),
      ...market(),
      [`POST ${PREVIEW}`]: () => ({ data: preview({ firstTradeCap: '150' }) }),
      [`POST ${BUY}`]: () => ({ data: order() }),
    });
    renderAt('/c2c_normal_user', <P2pHomeScreen />);
    fireEvent.click(await screen.findByTestId('p2p-trade-11'));
    expect((await screen.findByTestId('p2p-cap')).textContent).toBe(
      'A first P2P trade is capped by the risk of its payment method: this order may be at most 150.00 EUR.',
    );
    type('p2p-order-value', '200');
    fireEvent.click(screen.getByTestId('p2p-order-submit'));
    expect(await screen.findByText('Enter an amount between 100 and 150 EUR')).toBeTruthy();
    expect(server.callsTo(BUY)).toEqual([]);
  });

  it('says why an ad cannot be taken, and offers no order', async () => {
    fakeServer({
      ...tradeRoutes(),
      ...market(),
      [`POST ${PREVIEW}`]: () => ({ data: preview({ refusal: 'P2P_OWN_AD' }) }),
    });
    renderAt('/c2c_normal_user', <P2pHomeScreen />);
    fireEvent.click(await screen.findByTestId('p2p-trade-11'));
    expect((await screen.findByTestId('p2p-refusal')).textContent).toBe(
      'You cannot trade with your own ad.',
    );
    expect(screen.queryByTestId('p2p-order-submit')).toBeNull();
  });

  it('sends a seller without a method of the ad’s types to add one', async () => {
    fakeServer({
      ...tradeRoutes(),
      ...market(page([ad({ side: 'buy' })])),
      [`POST ${PREVIEW}`]: () => ({
        data: preview({ ad: ad({ side: 'buy' }), refusal: 'P2P_PAYMENT_METHOD_MISSING' }),
      }),
    });
    renderAt('/c2c_normal_user', <P2pHomeScreen />);
    fireEvent.click(await screen.findByTestId('p2p-intent-sell'));
    fireEvent.click(await screen.findByTestId('p2p-trade-11'));
    const refusal = await screen.findByTestId('p2p-refusal');
    expect(refusal.textContent).toContain(
      'To sell to this ad, add a payment method of a type it accepts first.',
    );
    fireEvent.click(within(refusal).getByRole('link', { name: 'Add payment method' }));
    expect(where()).toBe('/payment/add');
  });

  it('sells to a buy ad with the user’s own method', async () => {
    const buyAd = ad({ side: 'buy', price: '1.02' });
    const server = fakeServer({
      ...tradeRoutes(),
      ...market(page([buyAd])),
      'GET /payment/getRecords': () => ({ data: [paymentMethod({ id: 7 })] }),
      [`POST ${PREVIEW}`]: () => ({
        data: preview({ ad: buyAd, ownMethods: [{ id: 7, type: 'bank_card' }] }),
      }),
      [`POST ${SELL}`]: () => ({ data: order({ id: 42, role: 'seller' }) }),
    });
    renderAt('/c2c_normal_user', <P2pHomeScreen />);
    fireEvent.click(await screen.findByTestId('p2p-intent-sell'));
    fireEvent.click(await screen.findByTestId('p2p-trade-11'));
    const sheet = await screen.findByTestId('p2p-order-sheet');
    expect(await within(sheet).findByText('•••• 7890')).toBeTruthy();
    expect(within(sheet).getByText('Get paid to')).toBeTruthy();
    type('p2p-order-value', '204');
    expect(screen.getByTestId('p2p-conversion').textContent).toBe('You sell 200 USDT');
    fireEvent.click(screen.getByTestId('p2p-order-submit'));
    await waitFor(() => expect(where()).toBe('/c2c/order/42'));
    expect(server.callsTo(SELL)[0]?.body).toMatchObject({
      adId: 11,
      by: 'amount',
      value: '204',
      paymentMethodId: 7,
    });
  });

  it('quick-buys by amount, refusing less than the smallest trade', async () => {
    useP2pPrefs.setState({ fiat: 'EUR' });
    const server = fakeServer({
      ...tradeRoutes(),
      ...market(),
      [`POST ${QUICK_BUY}`]: () => ({ data: order({ id: 43 }) }),
    });
    renderAt('/c2c_normal_user', <P2pHomeScreen />);
    await screen.findByTestId('p2p-ads');
    fireEvent.click(screen.getByTestId('p2p-zone-quick'));
    expect((await screen.findByTestId('p2p-best')).textContent).toBe('Best price now: 0.95 EUR');
    type('p2p-quick-value', '50');
    fireEvent.click(screen.getByTestId('p2p-quick-submit'));
    expect(screen.getByText('The smallest trade is 100 EUR')).toBeTruthy();
    expect(server.callsTo(QUICK_BUY)).toEqual([]);

    type('p2p-quick-value', '200');
    fireEvent.click(screen.getByTestId('p2p-quick-type-bank_card'));
    fireEvent.click(screen.getByTestId('p2p-quick-submit'));
    await waitFor(() => expect(where()).toBe('/c2c/order/43'));
    expect(server.callsTo(QUICK_BUY)[0]?.body).toMatchObject({
      coin: 'USDT',
      fiat: 'EUR',
      by: 'amount',
      value: '200',
      paymentType: 'bank_card',
    });
  });

  it('quick-sells to the user’s own method, chosen', async () => {
    const server = fakeServer({
      ...tradeRoutes(),
      ...market(),
      'GET /payment/getRecords': () => ({
        data: [
          paymentMethod({ id: 7 }),
          paymentMethod({ id: 8, type: 'alipay', account: 'mia@pay' }),
        ],
      }),
      [`POST ${QUICK_SELL}`]: () => ({ data: order({ id: 44, role: 'seller' }) }),
    });
    renderAt('/c2c_normal_user', <P2pHomeScreen />);
    await screen.findByTestId('p2p-ads');
    fireEvent.click(screen.getByTestId('p2p-intent-sell'));
    fireEvent.click(screen.getByTestId('p2p-zone-quick'));
    fireEvent.click(screen.getByTestId('p2p-quick-value-by-quantity'));
    type('p2p-quick-value', '150');
    await screen.findByTestId('p2p-method-8');
    fireEvent.click(screen.getByTestId('p2p-quick-submit'));
    expect(screen.getByText('Choose a payment method')).toBeTruthy();
    expect(server.callsTo(QUICK_SELL)).toEqual([]);
    fireEvent.click(screen.getByTestId('p2p-method-8'));
    fireEvent.click(screen.getByTestId('p2p-quick-submit'));
    await waitFor(() => expect(where()).toBe('/c2c/order/44'));
    expect(server.callsTo(QUICK_SELL)[0]?.body).toMatchObject({
      by: 'quantity',
      value: '150',
      paymentMethodId: 8,
    });
  });

  it('shows a merchant the way to their ads and incoming orders', async () => {
    useSession.setState({ member: { ...member, c2c_user_type: 1 } });
    fakeServer({ ...tradeRoutes(), ...market() });
    renderAt('/c2c_normal_user', <P2pHomeScreen />);
    expect(screen.getByTestId('p2p-receiving').getAttribute('href')).toBe('/c2c/receivingBuy');
    expect(screen.queryByTestId('p2p-become-merchant')).toBeNull();
    fireEvent.click(await screen.findByTestId('p2p-post-ad'));
    expect(where()).toBe('/c2c/advertise');
  });

  it('asks nothing private in demo mode, and says why', async () => {
    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    const server = fakeServer({ ...tradeRoutes(), ...market() });
    renderAt('/c2c_normal_user', <P2pHomeScreen />);
    expect(screen.getByTestId('p2p-demo').textContent).toBe(
      'P2P trading belongs to your real account. Exit demo mode to trade.',
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.callsTo(MARKET)).toEqual([]);
  });
});
