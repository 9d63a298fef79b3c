import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { emit, resyncTopic } from '../../../test/fakeStream';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { useBookPrefsStore } from '../../market/bookPrefs';
import { marketRoutes, order, orderPage } from '../../market/test/fixtures';
import { renderRoute } from '../../market/test/render';
import { overviewFixture } from '../../wallet/test/fixtures';
import { BOOK_LEVELS } from '../components/OrderBook';
import TradeScreen from './TradeScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));
vi.mock('../../../api/stream', () => import('../../../test/fakeStream'));

function open(path = '/trade/BTC_USDT') {
  return renderRoute('/trade/:symbol', path, <TradeScreen />);
}

function signedInRoutes(extra: Record<string, Handler | Handler[]> = {}) {
  return {
    ...marketRoutes(),
    'GET /asset/wallet': () => ({ data: overviewFixture }),
    'GET /exchange/order/current': () => ({ data: orderPage([]) }),
    ...extra,
  };
}

const bookPrices = (side: 'ask' | 'bid') =>
  screen
    .queryAllByTestId(`book-${side}`)
    .map((row) => row.querySelector('.book-price')?.textContent);
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
/** A side's rows top to bottom: "price@amount", or '-' for an empty slot. */
const ladder = (side: 'ask' | 'bid') =>
  [...(document.querySelector(`.book-side.${side}`)?.children ?? [])].map((row) => {
    const price = row.querySelector('.book-price')?.textContent;
    return price === undefined ? '-' : `${price}@${row.querySelector('.book-amount')?.textContent}`;
  });

describe('trade screen', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null });
    useBookPrefsStore.setState({ bySymbol: {} });
    vi.mocked(notify.info).mockClear();
    resyncTopic.mockClear();
  });

  it('shows a guest the pair, the book and the form, and sends them to log in', async () => {
    const server = fakeServer(marketRoutes());
    open();
    const book = await screen.findByTestId('order-book');
    await waitFor(() => expect(bookPrices('ask')).toEqual(['27,001.00', '27,000.60']));
    expect(bookPrices('bid')).toEqual(['27,000.40', '27,000.00']);
    expect(within(book).getByTestId('book-last').textContent).toContain('27,000.50');
    expect(screen.getByTestId('pair-switch').textContent).toContain('BTC/USDT');
    expect(await screen.findByTestId('demo-badge')).toBeTruthy();
    // The price starts at the best ask for a buy.
    expect(input('order-price').value).toBe('27000.60');
    expect(screen.getByTestId('available-balance').textContent).toBe('--');
    expect(screen.getByTestId('current-orders').textContent).toContain('Log in to see your orders');
    const submit = screen.getByTestId('place-order');
    expect(submit.textContent).toBe('Log in to trade');
    fireEvent.click(submit);
    expect(where()).toBe(`/login?redirect=${encodeURIComponent('/trade/BTC_USDT')}`);
    // Guests never ask for private data.
    expect(server.callsTo('/asset/wallet')).toHaveLength(0);
    expect(server.callsTo('/exchange/order/current')).toHaveLength(0);
  });

  it('rewrites any accepted spelling of the pair to its path form', async () => {
    fakeServer(marketRoutes());
    open('/trade/btc?side=sell');
    await waitFor(() => expect(where()).toBe('/trade/BTC_USDT?side=sell'));
    await screen.findByTestId('order-form');
    // The sell side starts at the best bid.
    expect(input('order-price').value).toBe('27000.40');
  });

  it('keeps the book live from the stream and asks for a snapshot after a gap', async () => {
    fakeServer(marketRoutes());
    open();
    await waitFor(() => expect(bookPrices('ask')).toHaveLength(2));
    emit({
      topic: 'depth:BTC/USDT',
      type: 'snapshot',
      data: {
        symbol: 'BTC/USDT',
        seq: 20,
        bids: [['26990', '1']],
        asks: [
          ['27010', '1'],
          ['27020', '2'],
        ],
      },
    });
    expect(bookPrices('ask')).toEqual(['27,020.00', '27,010.00']);
    emit({
      topic: 'depth:BTC/USDT',
      type: 'update',
      seq: 21,
      prevSeq: 20,
      data: { bids: [['26995', '0.5']], asks: [['27010', '0']] },
    });
    expect(bookPrices('ask')).toEqual(['27,020.00']);
    expect(bookPrices('bid')).toEqual(['26,995.00', '26,990.00']);
    expect(resyncTopic).not.toHaveBeenCalled();
    emit({
      topic: 'depth:BTC/USDT',
      type: 'update',
      seq: 30,
      prevSeq: 29,
      data: { bids: [['1', '1']], asks: [] },
    });
    expect(resyncTopic).toHaveBeenCalledWith('depth:BTC/USDT');
    expect(bookPrices('bid')).toEqual(['26,995.00', '26,990.00']);
  });

  it('gives asks and bids the same rows, the best ask against the last price, blanks only far out', async () => {
    fakeServer(marketRoutes());
    open();
    await waitFor(() => expect(bookPrices('ask')).toHaveLength(2));
    const levels = (from: number, step: number, count: number) =>
      Array.from({ length: count }, (_, i): [string, string] => [String(from + step * i), '1']);
    const book = (asks: number, bids: number, seq: number) =>
      emit({
        topic: 'depth:BTC/USDT',
        type: 'snapshot',
        data: {
          symbol: 'BTC/USDT',
          seq,
          asks: levels(27010, 10, asks),
          bids: levels(26990, -10, bids),
        },
      });
    /** Each side's rows top to bottom: the price, or '-' for an empty slot. */
    const rows = (side: 'ask' | 'bid') =>
      [...(document.querySelector(`.book-side.${side}`)?.children ?? [])].map(
        (row) => row.querySelector('.book-price')?.textContent ?? '-',
      );

    // The demo maker quotes eight a side, fewer than the screen's ten: no blank rows.
    book(8, 8, 20);
    expect(rows('ask')).toHaveLength(8);
    expect(rows('ask')).not.toContain('-');
    expect(rows('bid')).toHaveLength(8);
    expect(rows('ask').at(-1)).toBe('27,010.00');
    expect(rows('bid')[0]).toBe('26,990.00');

    // A thinner ask side: its empty slots sit at the top, away from the spread.
    book(2, 4, 21);
    expect(rows('ask')).toEqual(['-', '-', '27,020.00', '27,010.00']);
    expect(rows('bid')).toEqual(['26,990.00', '26,980.00', '26,970.00', '26,960.00']);
    const last = screen.getByTestId('book-last');
    expect(last.previousElementSibling?.lastElementChild?.textContent).toContain('27,010.00');
    expect(last.nextElementSibling?.firstElementChild?.textContent).toContain('26,990.00');

    // A deep book: ten a side, the deepest left off.
    book(12, 11, 22);
    expect(rows('ask')).toHaveLength(10);
    expect(rows('ask')[0]).toBe('27,100.00');
    expect(rows('bid')).toHaveLength(10);
  });

  it('groups the book by the chosen step, bids down and asks up, the halves still row for row', async () => {
    fakeServer(marketRoutes());
    open();
    await waitFor(() => expect(bookPrices('ask')).toHaveLength(2));
    emit({
      topic: 'depth:BTC/USDT',
      type: 'snapshot',
      data: {
        symbol: 'BTC/USDT',
        seq: 20,
        bids: [
          ['27000.4', '1.5'],
          ['27000', '2'],
          ['26999.99', '0.1'],
          ['26990.01', '0.2'],
          ['26985', '1'],
        ],
        asks: [
          ['27000.6', '0.5'],
          ['27001', '1'],
          ['27009.99', '0.25'],
        ],
      },
    });
    const select = screen.getByTestId('book-precision') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      '0.01',
      '0.1',
      '1',
      '10',
    ]);
    fireEvent.change(select, { target: { value: '10' } });
    expect(ladder('ask')).toEqual(['-', '-', '27,010@1.7500']);
    // 26999.99 and 26990.01 fall in the 26990 step: 0.1 + 0.2 is exactly 0.3.
    expect(ladder('bid')).toEqual(['27,000@3.5000', '26,990@0.3000', '26,980@1.0000']);
    // The form still starts at the true best ask, and a tapped step is its price.
    expect(input('order-price').value).toBe('27000.60');
    fireEvent.click(screen.getAllByTestId('book-bid')[1] ?? document.body);
    expect(input('order-price').value).toBe('26990.00');

    fireEvent.change(select, { target: { value: '0.01' } });
    expect(ladder('ask')).toHaveLength(5);
    expect(ladder('bid')[0]).toBe('27,000.40@1.5000');
  });

  it('shows one side alone filling the ladder, and remembers the view for the market', async () => {
    fakeServer(marketRoutes());
    const { unmount } = open();
    await waitFor(() => expect(bookPrices('ask')).toHaveLength(2));
    const levels = (from: number, step: number) =>
      Array.from({ length: 25 }, (_, i): [string, string] => [String(from + step * i), '1']);
    emit({
      topic: 'depth:BTC/USDT',
      type: 'snapshot',
      data: { symbol: 'BTC/USDT', seq: 20, asks: levels(27010, 10), bids: levels(26990, -10) },
    });
    const last = screen.getByTestId('book-last');
    expect(ladder('ask')).toHaveLength(BOOK_LEVELS);
    expect(ladder('bid')).toHaveLength(BOOK_LEVELS);

    fireEvent.click(screen.getByRole('button', { name: 'Bids only' }));
    expect(document.querySelector('.book-side.ask')).toBeNull();
    expect(ladder('bid')).toHaveLength(BOOK_LEVELS * 2);
    // The last price sits above the best bid.
    expect(last.nextElementSibling?.firstElementChild?.textContent).toContain('26,990.00');
    expect(ladder('bid').at(-1)).toBe('26,800.00@1.0000');

    fireEvent.click(screen.getByRole('button', { name: 'Asks only' }));
    expect(document.querySelector('.book-side.bid')).toBeNull();
    expect(ladder('ask')).toHaveLength(BOOK_LEVELS * 2);
    // The best ask sits against the last price, below the others.
    expect(last.previousElementSibling?.lastElementChild?.textContent).toContain('27,010.00');
    expect(ladder('ask')[0]).toBe('27,200.00@1.0000');

    // Opened again, the market keeps its view.
    unmount();
    open();
    await waitFor(() => expect(bookPrices('ask')).toHaveLength(2));
    expect(document.querySelector('.book-side.bid')).toBeNull();
    expect(screen.getByTestId('book-layout-asks').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('book-layout-both'));
    expect(ladder('ask')).toEqual(['27,001.00@1.0000', '27,000.60@0.5000']);
    expect(ladder('bid')).toEqual(['27,000.40@1.5000', '27,000.00@2.0000']);
  });

  it('puts a tapped level into the price and sizes by share of the balance', async () => {
    useSession.setState({ token: 't', member: null });
    fakeServer(signedInRoutes());
    open();
    const balance = await screen.findByTestId('available-balance');
    await waitFor(() => expect(balance.textContent).toBe('1,000.50 USDT'));
    await waitFor(() => expect(bookPrices('bid')).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('book-bid')[0] ?? document.body);
    expect(input('order-price').value).toBe('27000.40');
    fireEvent.click(screen.getByTestId('percent-50'));
    // 500.25 USDT / 27000.40 = 0.018527..., rounded down to the 0.0001 lot.
    expect(input('order-amount').value).toBe('0.0185');
    expect(screen.getByTestId('order-total').textContent).toBe('499.51 USDT');
    fireEvent.click(screen.getByTestId('side-sell'));
    expect(screen.getByTestId('available-balance').textContent).toBe('0.5000 BTC');
    fireEvent.click(screen.getByTestId('percent-100'));
    expect(input('order-amount').value).toBe('0.5000');
  });

  it('explains a rule broken before sending anything', async () => {
    useSession.setState({ token: 't', member: null });
    const server = fakeServer(signedInRoutes());
    open();
    await screen.findByTestId('order-form');
    fireEvent.change(input('order-amount'), { target: { value: '0.0005' } });
    expect(await screen.findByText('The minimum amount is 0.001')).toBeTruthy();
    fireEvent.change(input('order-price'), { target: { value: '27000.005' } });
    expect(screen.getByText('Price must be a multiple of 0.01')).toBeTruthy();
    fireEvent.click(screen.getByTestId('place-order'));
    expect(server.callsTo('/exchange/order/add')).toHaveLength(0);
  });

  it('reuses the client order id when an unconfirmed order is sent again', async () => {
    useSession.setState({ token: 't', member: null });
    const placed = order({ orderId: '201', amount: '0.01', price: '27000.6' });
    const server = fakeServer(
      signedInRoutes({
        'POST /exchange/order/add': [
          // An unreadable reply: the order may or may not exist.
          () => ({ data: { unexpected: true } }),
          () => ({ data: placed }),
          () => ({ data: placed }),
        ],
      }),
    );
    open();
    await screen.findByTestId('order-form');
    await waitFor(() => expect(input('order-price').value).toBe('27000.60'));
    fireEvent.change(input('order-amount'), { target: { value: '0.01' } });
    fireEvent.click(screen.getByTestId('place-order'));
    await screen.findByText(/could not be confirmed/);
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Order placed'));
    expect(input('order-amount').value).toBe('');
    fireEvent.change(input('order-amount'), { target: { value: '0.01' } });
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(server.callsTo('/exchange/order/add')).toHaveLength(3));

    const bodies = server.callsTo('/exchange/order/add').map((call) => call.body);
    expect(bodies[0]).toMatchObject({
      symbol: 'BTC/USDT',
      side: 'buy',
      type: 'limit',
      price: '27000.60',
      amount: '0.01',
      timeInForce: 'GTC',
    });
    const ids = bodies.map((body) => (body as { clientOrderId: string }).clientOrderId);
    expect(ids[0]).toMatch(/^[A-Za-z0-9_-]{1,36}$/);
    expect(ids[1]).toBe(ids[0]);
    // After a success the same body is a new order.
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('sends the chosen time in force with a limit order', async () => {
    useSession.setState({ token: 't', member: null });
    const server = fakeServer(
      signedInRoutes({
        'POST /exchange/order/add': () => ({ data: order({ orderId: '301' }) }),
      }),
    );
    open();
    await screen.findByTestId('order-form');
    await waitFor(() => expect(input('order-price').value).toBe('27000.60'));
    fireEvent.change(screen.getByTestId('order-time-in-force'), { target: { value: 'POST_ONLY' } });
    fireEvent.change(input('order-amount'), { target: { value: '0.01' } });
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(server.callsTo('/exchange/order/add')).toHaveLength(1));
    expect(server.callsTo('/exchange/order/add')[0]?.body).toMatchObject({
      type: 'limit',
      timeInForce: 'POST_ONLY',
    });
    // A market order has no time in force to choose.
    fireEvent.change(screen.getByTestId('order-kind'), { target: { value: 'market' } });
    expect(screen.queryByTestId('order-time-in-force')).toBeNull();
  });

  it('lists open orders, cancels one and follows the orders stream', async () => {
    useSession.setState({ token: 't', member: null });
    const resting = order({ orderId: '101' });
    const server = fakeServer(
      signedInRoutes({
        'GET /exchange/order/current': () => ({ data: orderPage([resting]) }),
        'POST /exchange/order/cancel': () => ({ data: null }),
      }),
    );
    open();
    const orders = await screen.findByTestId('current-orders');
    await within(orders).findByTestId('order-row');
    expect(orders.textContent).toContain('Open orders (1)');
    fireEvent.click(within(orders).getByTestId('cancel-order'));
    await waitFor(() => expect(server.callsTo('/exchange/order/cancel')).toHaveLength(1));
    expect(server.callsTo('/exchange/order/cancel')[0]?.body).toEqual({ orderId: '101' });

    emit({
      topic: 'orders',
      type: 'update',
      data: [{ ...resting, status: 'CANCELLED', updatedAt: resting.updatedAt + 1 }],
    });
    await waitFor(() => expect(within(orders).queryByTestId('order-row')).toBeNull());
    expect(orders.textContent).toContain('No open orders');
  });
});
