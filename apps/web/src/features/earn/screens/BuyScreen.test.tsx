import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { member } from '../../lending/test/fixtures';
import { formatDateTime } from '../../market/format';
import { renderRoute } from '../../market/test/render';
import { REQUEST_ID_PATTERN } from '../../wallet/requestId';
import {
  BUY,
  earnRoutes,
  order,
  PAYOUT_AT,
  PRODUCT,
  productDetail,
  QUOTE,
  WALLET,
} from '../test/fixtures';
import BuyScreen from './BuyScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const PATTERN = '/financial/product/:id/buy';
const PATH = '/financial/product/1/buy';
const DAY_MS = 86_400_000;
/** The quote waits for typing to pause (500 ms); give it room on a loaded machine. */
const SETTLED = { timeout: 3_000 };

const offline: Handler = () => {
  throw new TypeError('Failed to fetch');
};
const bought: Handler = () => ({ data: { order: order(), replayed: false } });

const type = (value: string) =>
  fireEvent.change(screen.getByTestId('earn-amount'), { target: { value } });
const text = (testId: string) => screen.getByTestId(testId).textContent;
const buyBodies = (server: ReturnType<typeof fakeServer>) =>
  server.callsTo(BUY).map((call) => call.body as Record<string, unknown>);

async function render() {
  renderRoute(PATTERN, PATH, <BuyScreen />);
  await screen.findByTestId('earn-buy-form');
  await screen.findByTestId('earn-amount-available');
}

async function openConfirm(amount = '10000') {
  type(amount);
  await waitFor(() => expect(text('earn-quote-income')).not.toBe('--'), SETTLED);
  fireEvent.click(screen.getByTestId('earn-buy-submit'));
  const sheet = await screen.findByTestId('earn-confirm');
  await waitFor(() =>
    expect(within(sheet).getByTestId('earn-confirm-submit').hasAttribute('disabled')).toBe(false),
  );
  return sheet;
}

describe('buying a fund', () => {
  beforeEach(() => {
    vi.mocked(notify.info).mockClear();
    vi.mocked(notify.fail).mockClear();
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('quotes the amount once typing pauses: the dates, and the spec’s 150 to 250 on 10,000', async () => {
    const server = fakeServer(earnRoutes());
    await render();
    expect(text('earn-buy-rate')).toBe('0.3% – 0.5% / dayAPR 109.5% – 182.5%');
    expect(text('earn-quote-hint')).toBe('Enter an amount to see the dates and the income.');
    type('10000');
    expect(await screen.findByText('150.00 – 250.00 USDT', {}, SETTLED)).toBeTruthy();
    expect(text('earn-quote-income')).toBe('150.00 – 250.00 USDT');
    expect(text('earn-quote-apr')).toBe('109.5% – 182.5%');
    expect(text('earn-quote-purchase')).toBe('2025-03-01');
    expect(text('earn-quote-value')).toBe('2025-03-02');
    expect(text('earn-quote-first')).toBe(formatDateTime(PAYOUT_AT + 2 * DAY_MS));
    expect(text('earn-quote-maturity')).toBe('2025-03-07');
    expect(text('earn-quote-principal')).toBe(formatDateTime(PAYOUT_AT + 6 * DAY_MS));
    expect(text('earn-quote-days')).toBe('5 days');
    const calls = server.callsTo(QUOTE);
    expect(calls).toHaveLength(1);
    expect([calls[0]?.query.get('productId'), calls[0]?.query.get('amount')]).toEqual([
      '1',
      '10000',
    ]);
  });

  it('refuses what the server would before any call, and asks no quote outside the range', async () => {
    const server = fakeServer(earnRoutes({}, { USDT: '500' }));
    await render();
    expect(text('earn-amount-available')).toBe('Available in spot: 500.00 USDT');
    type('50');
    fireEvent.click(screen.getByTestId('earn-buy-submit'));
    expect(await screen.findByText('The amount must be between 100 and 20,000 USDT')).toBeTruthy();
    type('600');
    expect(screen.getByText('The amount is more than the available balance')).toBeTruthy();
    // 600 is a purchase one could make with more coins: its figures help decide.
    await waitFor(() => expect(text('earn-quote-income')).not.toBe('--'), SETTLED);
    type('100.1234567');
    expect(screen.getByText('At most 6 decimal places')).toBeTruthy();
    expect(screen.getByTestId('earn-quote').getAttribute('data-state')).toBe('empty');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(server.callsTo(QUOTE).map((call) => call.query.get('amount'))).toEqual(['600']);
    expect(server.callsTo(BUY)).toEqual([]);
    expect(screen.queryByTestId('earn-confirm')).toBeNull();
  });

  it('fills "Max" with the least of the balance, one purchase’s maximum and the stock left', async () => {
    fakeServer(
      earnRoutes({ [`GET ${PRODUCT}`]: () => ({ data: productDetail({ remaining: '7500.5' }) }) }),
    );
    await render();
    fireEvent.click(screen.getByTestId('earn-amount-max'));
    expect((screen.getByTestId('earn-amount') as HTMLInputElement).value).toBe('7500.5');
  });

  it('confirms the quote, then buys with a request id kept for a retry and opens the new order', async () => {
    const server = fakeServer(earnRoutes({ [`POST ${BUY}`]: [offline, bought] }));
    await render();
    const sheet = await openConfirm();
    expect(within(sheet).getByTestId('earn-confirm-product').textContent).toBe('USDT 5-day fund');
    expect(within(sheet).getByTestId('earn-confirm-amount').textContent).toBe('10,000.00 USDT');
    expect(within(sheet).getByTestId('earn-quote-income').textContent).toBe('150.00 – 250.00 USDT');
    expect(within(sheet).getByTestId('earn-quote-value').textContent).toBe('2025-03-02');
    expect(server.callsTo(BUY)).toEqual([]);

    fireEvent.click(within(sheet).getByTestId('earn-confirm-submit'));
    expect(await screen.findByTestId('lending-unknown')).toBeTruthy();
    fireEvent.click(within(sheet).getByTestId('earn-confirm-submit'));
    await waitFor(() => expect(where()).toBe('/financial/order/9001?new=1'));
    expect(notify.info).toHaveBeenCalledWith('Bought 10,000 USDT of USDT 5-day fund');

    const [first, second] = buyBodies(server);
    expect(first).toEqual({ productId: 1, amount: '10000', requestId: first?.requestId });
    expect(first?.requestId).toMatch(REQUEST_ID_PATTERN);
    expect(second?.requestId).toBe(first?.requestId);
    // The balances are read again.
    await waitFor(() => expect(server.callsTo(WALLET).length).toBeGreaterThan(1));
  });

  it('toasts the server’s refusal and keeps the same request for a retry', async () => {
    const refusal: Handler = () => ({ code: 17004, message: 'Only 5,000 USDT is left to buy' });
    const server = fakeServer(earnRoutes({ [`POST ${BUY}`]: [refusal, bought] }));
    await render();
    const sheet = await openConfirm();
    fireEvent.click(within(sheet).getByTestId('earn-confirm-submit'));
    await waitFor(() => expect(notify.fail).toHaveBeenCalledWith('Only 5,000 USDT is left to buy'));
    expect(screen.queryByTestId('lending-unknown')).toBeNull();
    expect(where()).toBe(PATH);

    fireEvent.click(within(sheet).getByTestId('earn-confirm-submit'));
    await waitFor(() => expect(where()).toBe('/financial/order/9001?new=1'));
    const [first, second] = buyBodies(server);
    expect(second?.requestId).toBe(first?.requestId);
  });

  it('offers no purchase while the product is not on sale', async () => {
    fakeServer(
      earnRoutes({ [`GET ${PRODUCT}`]: () => ({ data: productDetail({ sale: 'closed' }) }) }),
    );
    await render();
    expect(text('earn-buy-closed')).toBe('The sale has closed.');
    expect(screen.getByTestId('earn-buy-submit').hasAttribute('disabled')).toBe(true);
  });

  it('asks nothing in demo mode, and says why', async () => {
    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    const server = fakeServer(earnRoutes());
    renderRoute(PATTERN, PATH, <BuyScreen />);
    expect(screen.getByTestId('earn-demo')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls).toEqual([]);
  });
});
