import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { emit, liveTopics } from '../../../test/fakeStream';
import { fakeServer } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { useBookPrefsStore } from '../../market/bookPrefs';
import { renderRoute } from '../../market/test/render';
import { PERP_BOOK_LEVELS } from '../components/PerpBook';
import { perpOrder, perpRoutes, position, signedInRoutes } from '../test/fixtures';
import PerpetualContractScreen from './PerpetualContractScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));
vi.mock('../../../api/stream', () => import('../../../test/fakeStream'));

const ORDER = '/contract/perpetual/order';

function open(path = '/perpetualContract/BTCUSDT') {
  return renderRoute('/perpetualContract/:symbol', path, <PerpetualContractScreen />);
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const text = (testId: string) => screen.getByTestId(testId).textContent;
const type = (testId: string, value: string) =>
  fireEvent.change(input(testId), { target: { value } });
const bookPrices = (side: 'ask' | 'bid') =>
  screen
    .queryAllByTestId(`book-${side}`)
    .map((row) => row.querySelector('.book-price')?.textContent);
/** A side's rows top to bottom: "price@lots", or '-' for an empty slot. */
const ladder = (side: 'ask' | 'bid') =>
  [...(document.querySelector(`.book-side.${side}`)?.children ?? [])].map((row) => {
    const price = row.querySelector('.book-price')?.textContent;
    return price === undefined ? '-' : `${price}@${row.querySelector('.book-amount')?.textContent}`;
  });

/** The contract's book as the server sends it: the top levels whole, without a sequence. */
function sendBook(type: 'snapshot' | 'update' = 'snapshot', bids = BIDS, asks = ASKS) {
  emit({ topic: 'perp_depth:BTCUSDT', type, data: { symbol: 'BTCUSDT', bids, asks } });
}

const BIDS: [string, string][] = [
  ['27000.4', '12'],
  ['27000', '30'],
];
const ASKS: [string, string][] = [
  ['27000.5', '7'],
  ['27001', '20'],
];

async function signedInForm(extra: Parameters<typeof signedInRoutes>[1] = {}, lists = {}) {
  useSession.setState({ token: 't', member: null });
  const server = fakeServer(signedInRoutes(lists, extra));
  open();
  await screen.findByTestId('order-form');
  await waitFor(() => expect(text('available-balance')).toBe('200 USDT'));
  return server;
}

describe('perpetual contract screen', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null });
    useBookPrefsStore.setState({ bySymbol: {} });
    vi.mocked(notify.info).mockClear();
  });

  it('shows a guest the contract, its live figures, the book and the form', async () => {
    const server = fakeServer(perpRoutes());
    open();
    expect((await screen.findByTestId('contract-switch')).textContent).toBe('BTCUSDT');
    expect(screen.getByText('USDT-margined')).toBeTruthy();
    // The chart icon, top right as on spot's trade screen, opens the contract's chart.
    const chartLink = screen.getByRole('link', { name: 'Chart' });
    expect(chartLink.getAttribute('href')).toBe('/contract/chart/BTCUSDT');
    expect(text('mark-price')).toBe('27,000.0');
    expect(text('index-price')).toBe('26,990.0');
    expect(text('funding-rate')).toBe('0.0100%');
    // 0.01 % every 8 hours is 0.0001 × 1095 a year.
    expect(screen.getByText('10.95% a year')).toBeTruthy();
    expect(text('funding-countdown')).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
    expect(await screen.findByTestId('demo-badge')).toBeTruthy();

    sendBook();
    expect(bookPrices('ask')).toEqual(['27,001.0', '27,000.5']);
    expect(bookPrices('bid')).toEqual(['27,000.4', '27,000.0']);
    expect(screen.getAllByTestId('book-ask')[0]?.textContent).toContain('20');
    // A long opens at the best ask.
    expect(input('order-price').value).toBe('27000.5');
    expect(text('lot-size')).toBe('1 lot = 0.001 BTC');
    expect(text('available-balance')).toBe('--');
    expect(screen.queryByTestId('transfer-link')).toBeNull();
    expect(text('perp-panels')).toContain('Log in to see your positions and orders');
    // Guests get the public topics only.
    expect(liveTopics()).toEqual(['mark:BTCUSDT', 'perp_depth:BTCUSDT']);
    // Each update is the whole book again: it replaces, never adds.
    sendBook('update', [['26999.9', '3']], [['27002', '1']]);
    expect(bookPrices('ask')).toEqual(['27,002.0']);
    expect(bookPrices('bid')).toEqual(['26,999.9']);
    sendBook();

    const submit = screen.getByTestId('place-order');
    expect(submit.textContent).toBe('Log in to trade');
    fireEvent.click(submit);
    expect(where()).toBe(`/login?redirect=${encodeURIComponent('/perpetualContract/BTCUSDT')}`);
    expect(server.callsTo('/asset/wallet')).toHaveLength(0);
    expect(server.callsTo('/contract/wallet/findOrderByPage')).toHaveLength(0);
    expect(server.callsTo(ORDER)).toHaveLength(0);
  });

  it('keeps the book to the levels the server last sent, with as many ask rows as bid rows', async () => {
    fakeServer(perpRoutes());
    open();
    await screen.findByTestId('order-book');
    // As the hub sends them: every frame numbered, every frame the whole top of the book.
    emit({
      topic: 'perp_depth:BTCUSDT',
      type: 'snapshot',
      seq: 4,
      data: { symbol: 'BTCUSDT', bids: BIDS, asks: ASKS },
    });
    expect(bookPrices('ask')).toEqual(['27,001.0', '27,000.5']);
    emit({
      topic: 'perp_depth:BTCUSDT',
      type: 'update',
      seq: 5,
      prevSeq: 4,
      data: {
        symbol: 'BTCUSDT',
        bids: [
          ['27000.9', '1'],
          ['27000.8', '1'],
          ['27000.7', '1'],
        ],
        asks: [['27001', '20']],
      },
    });
    // The levels the update left out are gone.
    expect(bookPrices('ask')).toEqual(['27,001.0']);
    expect(bookPrices('bid')).toEqual(['27,000.9', '27,000.8', '27,000.7']);
    // Three rows a side: the one ask against the middle, its empty slots above it.
    const rows = (side: 'ask' | 'bid') =>
      [...(document.querySelector(`.book-side.${side}`)?.children ?? [])].map(
        (row) => row.querySelector('.book-price')?.textContent ?? '-',
      );
    expect(rows('ask')).toEqual(['-', '-', '27,001.0']);
    expect(rows('bid')).toEqual(['27,000.9', '27,000.8', '27,000.7']);
  });

  it('groups the contract’s book by the chosen step with the spot book’s controls', async () => {
    fakeServer(perpRoutes());
    open();
    await screen.findByTestId('order-book');
    sendBook(
      'snapshot',
      [
        ['27000.4', '12'],
        ['27000', '30'],
        ['26999.9', '5'],
        ['26990.1', '7'],
      ],
      [
        ['27000.5', '7'],
        ['27001', '20'],
        ['27010.1', '3'],
      ],
    );
    const select = screen.getByTestId('book-precision') as HTMLSelectElement;
    // The tick is 0.1 and the last price 27001: up to a thousand ticks.
    expect([...select.options].map((option) => option.value)).toEqual(['0.1', '1', '10', '100']);
    fireEvent.change(select, { target: { value: '10' } });
    expect(ladder('ask')).toEqual(['27,020@3', '27,010@27']);
    expect(ladder('bid')).toEqual(['27,000@42', '26,990@12']);
    // The form's price still starts at the true best ask.
    expect(input('order-price').value).toBe('27000.5');

    // By 100, 26999.9 and 26990.1 go down to 26900; the one ask step pairs with its top slot.
    fireEvent.change(select, { target: { value: '100' } });
    expect(ladder('ask')).toEqual(['-', '27,100@30']);
    expect(ladder('bid')).toEqual(['27,000@42', '26,900@12']);
  });

  it('shows a contract’s bids or asks alone, and as many ask rows as bid rows with both', async () => {
    fakeServer(perpRoutes());
    open();
    await screen.findByTestId('order-book');
    const levels = (from: number, step: number, count: number) =>
      Array.from({ length: count }, (_, i): [string, string] => [String(from + step * i), '1']);
    sendBook('snapshot', levels(27000, -1, 20), levels(27001, 1, 3));
    // Both sides: eight rows each, the thin ask side's slots at the top.
    expect(ladder('ask')).toEqual([
      ...Array.from({ length: PERP_BOOK_LEVELS - 3 }, () => '-'),
      '27,003.0@1',
      '27,002.0@1',
      '27,001.0@1',
    ]);
    expect(ladder('bid')).toHaveLength(PERP_BOOK_LEVELS);

    fireEvent.click(screen.getByTestId('book-layout-bids'));
    expect(document.querySelector('.book-side.ask')).toBeNull();
    expect(ladder('bid')).toHaveLength(PERP_BOOK_LEVELS * 2);
    expect(ladder('bid')[0]).toBe('27,000.0@1');

    fireEvent.click(screen.getByTestId('book-layout-asks'));
    expect(document.querySelector('.book-side.bid')).toBeNull();
    // One side alone draws only the levels it has, no empty slots.
    expect(ladder('ask')).toEqual(['27,003.0@1', '27,002.0@1', '27,001.0@1']);
  });

  it('opens the tab bar default BTC as BTCUSDT and switches contracts from the drawer', async () => {
    fakeServer(perpRoutes());
    open('/perpetualContract/BTC');
    await waitFor(() => expect(where()).toBe('/perpetualContract/BTCUSDT'));
    fireEvent.click(await screen.findByTestId('contract-switch'));
    const items = await screen.findAllByTestId('contract-item');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'BTCUSD',
      'ETHUSD',
    ]);
    fireEvent.click(items[2] ?? document.body);
    await waitFor(() => expect(where()).toBe('/perpetualContract/BTCUSD'));
  });

  it('places a long limit open with the chosen leverage, take-profit and stop-loss', async () => {
    const server = await signedInForm({
      [`POST ${ORDER}`]: () => ({ data: perpOrder({ orderId: '310', lots: 5, leverage: 20 }) }),
    });
    sendBook();
    type('order-price', '27000.5');
    type('order-lots', '5');
    // 5 lots × 0.001 BTC × 27,000.5 / 10 (the default leverage).
    // A requirement rounds up to the four places a USDT figure shows.
    expect(text('order-margin')).toBe('About 13.5003 USDT');

    fireEvent.click(screen.getByTestId('leverage-open'));
    const list = await screen.findByTestId('leverage-list');
    // The sheet shows what each leverage allows before anything is refused.
    expect(within(list).getByTestId('leverage-100').textContent).toContain('Up to 50,000 USDT');
    expect(within(list).getByTestId('leverage-20').textContent).toContain('Up to 1,000,000 USDT');
    fireEvent.click(within(list).getByTestId('leverage-20'));
    await waitFor(() => expect(text('leverage-value')).toBe('20x'));
    // 5 lots × 0.001 BTC × 27,000.5 / 20 = 6.750125, shown rounded up.
    expect(text('order-margin')).toBe('About 6.7502 USDT');

    fireEvent.click(screen.getByTestId('preset-toggle'));
    type('order-take-profit', '30000');
    type('order-stop-loss', '25000');
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(server.callsTo(ORDER)).toHaveLength(1));
    const body = server.callsTo(ORDER)[0]?.body as Record<string, unknown>;
    expect(body).toEqual({
      symbol: 'BTCUSDT',
      direction: 'long',
      action: 'open',
      type: 'limit',
      price: '27000.5',
      lots: 5,
      leverage: 20,
      takeProfit: '30000',
      stopLoss: '25000',
      timeInForce: 'GTC',
      clientOrderId: expect.stringMatching(/^[A-Za-z0-9_-]{1,36}$/),
    });
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Order placed'));
    expect(input('order-lots').value).toBe('');
  });

  it('sends a market order without a price and estimates its margin at the mark price', async () => {
    const server = await signedInForm({
      [`POST ${ORDER}`]: () => ({ data: perpOrder({ type: 'market', price: null }) }),
    });
    fireEvent.click(screen.getByTestId('direction-short'));
    fireEvent.click(screen.getByTestId('order-type-market'));
    expect(screen.getByTestId('order-price-market')).toBeTruthy();
    type('order-lots', '3');
    // 3 × 0.001 × 27,000 (mark) / 10.
    expect(text('order-margin')).toBe('About 8.1 USDT');
    expect(screen.getByTestId('place-order').textContent).toBe('Open short');
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(server.callsTo(ORDER)).toHaveLength(1));
    const body = server.callsTo(ORDER)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      direction: 'short',
      action: 'open',
      type: 'market',
      lots: 3,
      leverage: 10,
    });
    expect(body).not.toHaveProperty('price');
    expect(body).not.toHaveProperty('timeInForce');
  });

  it('explains broken rules before sending anything', async () => {
    const server = await signedInForm();
    sendBook();
    type('order-lots', '1.5');
    expect(await screen.findByText('Lots must be a whole number')).toBeTruthy();
    // 100 lots at 10x need 270.005 USDT; 200 are available.
    type('order-lots', '100');
    expect(text('order-problem')).toBe('Insufficient balance');
    // 2,000 lots at the mark price are 54,000 USDT, above the 50,000 cap of 100x.
    fireEvent.click(screen.getByTestId('leverage-open'));
    fireEvent.click(await screen.findByTestId('leverage-100'));
    type('order-lots', '2000');
    expect(text('order-problem')).toBe(
      'At 100x the position can be at most 50,000 USDT: lower the leverage or the size',
    );
    type('order-lots', '1');
    fireEvent.click(screen.getByTestId('preset-toggle'));
    type('order-take-profit', '26000');
    expect(
      screen.getByText('Take profit must be above the price for a long and below it for a short'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('place-order'));
    expect(server.callsTo(ORDER)).toHaveLength(0);
  });

  it('closes part of a position with a limit order, within its closable lots', async () => {
    const server = await signedInForm(
      { [`POST ${ORDER}`]: () => ({ data: perpOrder({ action: 'close', orderId: '320' }) }) },
      { positions: [position()] },
    );
    await screen.findByTestId('position-row');
    sendBook();
    fireEvent.click(screen.getByTestId('action-close'));
    // Closing a long sells: the price starts at the best bid.
    expect(input('order-price').value).toBe('27000.4');
    expect(text('order-closable')).toBe('8');
    type('order-lots', '9');
    expect(await screen.findByText('Only 8 lots can be closed')).toBeTruthy();
    fireEvent.click(screen.getByTestId('percent-100'));
    expect(input('order-lots').value).toBe('8');
    expect(screen.queryByTestId('preset-toggle')).toBeNull();
    expect(screen.getByTestId('place-order').textContent).toBe('Close long');
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(server.callsTo(ORDER)).toHaveLength(1));
    const body = server.callsTo(ORDER)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      direction: 'long',
      action: 'close',
      type: 'limit',
      price: '27000.4',
      lots: 8,
    });
    expect(body).not.toHaveProperty('leverage');
    expect(body).not.toHaveProperty('takeProfit');
  });

  it('estimates a coin-margined margin in the coin and links a transfer into the account', async () => {
    useSession.setState({ token: 't', member: null });
    fakeServer(signedInRoutes());
    open('/perpetualContract/BTCUSD');
    await screen.findByTestId('order-form');
    expect(text('lot-size')).toBe('1 lot = 100 USD');
    // No book yet: the price starts at the last trade.
    expect(input('order-price').value).toBe('27001.0');
    await waitFor(() => expect(text('available-balance')).toBe('0 BTC'));
    type('order-lots', '10');
    // 10 × 100 USD / (27,001 × 10), rounded up to 8 places.
    expect(text('order-margin')).toBe('About 0.00370357 BTC');
    expect(text('order-problem')).toBe('Insufficient balance');
    fireEvent.click(screen.getByTestId('transfer-link'));
    expect(where()).toBe('/transfer?asset=BTC&from=spot&to=contract');
  });
});
