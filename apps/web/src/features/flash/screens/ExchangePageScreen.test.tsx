import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { DEBOUNCE_MS } from '../../../lib/debounce';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { renderRoute } from '../../market/test/render';
import { useExchangeDraft } from '../draft';
import { EXCHANGE_PATHS } from '../paths';
import { exchangeRoutes, quote, QUOTE_PATH } from '../test/fixtures';
import ExchangePageScreen from './ExchangePageScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const text = (testId: string) => screen.getByTestId(testId).textContent;

function open(path = `${EXCHANGE_PATHS.page}?from=ETH&to=BTC`) {
  renderRoute(EXCHANGE_PATHS.page, path, <ExchangePageScreen />);
  return screen.findByTestId('exchange-amount');
}

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

/** Lets the typing debounce run out at once. */
const pause = () => act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS));

describe('flash exchange form', () => {
  beforeEach(() => {
    // Timers run by themselves (so waitFor works) and can be pushed ahead past a quote's life.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useSession.setState({ token: 't', member: null });
    useExchangeDraft.getState().clear();
    vi.mocked(notify.fail).mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('asks one quote once typing pauses and shows rate, amount received, fee and route', async () => {
    const server = fakeServer({
      ...exchangeRoutes(),
      [`POST ${QUOTE_PATH}`]: () => ({ data: quote() }),
    });
    const amount = await open();
    expect(text('exchange-available')).toBe('Available: 3.5 ETH');
    type(amount, '1');
    type(amount, '1.');
    type(amount, '2');
    expect(screen.getByTestId('exchange-preview')).toHaveProperty('disabled', true);
    expect(server.callsTo(QUOTE_PATH)).toHaveLength(0);

    await pause();
    await waitFor(() => expect(text('exchange-rate')).toBe('1 ETH ≈ 0.06665617 BTC'));
    const calls = server.callsTo(QUOTE_PATH);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ fromCoin: 'ETH', toCoin: 'BTC', amount: '2' });
    expect(text('exchange-receive')).toBe('0.13331234 BTC');
    expect(text('exchange-spend')).toBe('2 ETH');
    expect(text('exchange-fee')).toBe('0.00026712 BTC');
    expect(text('exchange-route')).toBe('ETH → USDT → BTC');
    expect(text('exchange-countdown')).toBe('New quote in 10 s');
    expect(screen.getByTestId('exchange-preview')).toHaveProperty('disabled', false);
  });

  it('asks a new quote when the shown one runs out', async () => {
    const server = fakeServer({
      ...exchangeRoutes(),
      [`POST ${QUOTE_PATH}`]: [
        () => ({ data: quote() }),
        () => ({ data: quote({ quoteId: 'quote-0002', rate: '0.07', toAmount: '0.14' }) }),
      ],
    });
    type(await open(), '2');
    await pause();
    await waitFor(() => expect(text('exchange-rate')).toBe('1 ETH ≈ 0.06665617 BTC'));

    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(text('exchange-countdown')).toBe('New quote in 6 s');
    expect(server.callsTo(QUOTE_PATH)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(6_000));
    await waitFor(() => expect(text('exchange-rate')).toBe('1 ETH ≈ 0.07 BTC'));
    expect(text('exchange-receive')).toBe('0.14 BTC');
    expect(server.callsTo(QUOTE_PATH)).toHaveLength(2);
    expect(server.callsTo(QUOTE_PATH)[1]?.body).toEqual({
      fromCoin: 'ETH',
      toCoin: 'BTC',
      amount: '2',
    });
  });

  it('takes the quote on screen to the confirm step', async () => {
    fakeServer({ ...exchangeRoutes(), [`POST ${QUOTE_PATH}`]: () => ({ data: quote() }) });
    type(await open(), '2');
    await pause();
    await screen.findByTestId('exchange-rate');
    fireEvent.click(screen.getByTestId('exchange-preview'));
    expect(where()).toBe(EXCHANGE_PATHS.submit);
    const draft = useExchangeDraft.getState().draft;
    expect(draft?.quote.quoteId).toBe('quote-0001');
    expect(draft?.request).toEqual({ fromCoin: 'ETH', toCoin: 'BTC', amount: '2' });
  });

  it('quotes more than is available but will not preview it', async () => {
    fakeServer({ ...exchangeRoutes(), [`POST ${QUOTE_PATH}`]: () => ({ data: quote() }) });
    type(await open(), '5');
    await pause();
    await screen.findByTestId('exchange-rate');
    expect(screen.getByRole('alert').textContent).toBe(
      'The amount is more than the available balance',
    );
    expect(screen.getByTestId('exchange-preview')).toHaveProperty('disabled', true);
  });

  it('shows why a quote was refused beside the form, without a toast', async () => {
    fakeServer({
      ...exchangeRoutes(),
      [`POST ${QUOTE_PATH}`]: () => ({
        code: 16002,
        message: 'The amount is too small to exchange',
      }),
    });
    type(await open(), '0.0001');
    await pause();
    await screen.findByText('The amount is too small to exchange');
    expect(notify.fail).not.toHaveBeenCalled();
    expect(screen.queryByTestId('exchange-rate')).toBeNull();
    expect(screen.getByTestId('exchange-preview')).toHaveProperty('disabled', true);
  });

  it('fills in the balance, swaps the pair in the link and never pairs a coin with itself', async () => {
    fakeServer({ ...exchangeRoutes(), [`POST ${QUOTE_PATH}`]: () => ({ data: quote() }) });
    const amount = (await open()) as HTMLInputElement;
    fireEvent.click(screen.getByTestId('exchange-max'));
    expect(amount.value).toBe('3.5');

    fireEvent.click(screen.getByTestId('exchange-swap'));
    expect(where()).toBe(`${EXCHANGE_PATHS.page}?from=BTC&to=ETH`);
    expect(screen.getByTestId('exchange-from')).toHaveProperty('value', 'BTC');
    expect(text('exchange-available')).toBe('Available: 0.5 BTC');

    fireEvent.change(screen.getByTestId('exchange-to'), { target: { value: 'BTC' } });
    expect(where()).toBe(`${EXCHANGE_PATHS.page}?from=ETH&to=BTC`);
    // Only enabled markets' coins are offered.
    const options = [...(screen.getByTestId('exchange-from') as HTMLSelectElement).options];
    expect(options.map((option) => option.value)).toEqual(['BTC', 'USDT', 'ETH']);
  });

  it('opens on USDT into the first other coin without a pair in the link', async () => {
    fakeServer(exchangeRoutes());
    await open(EXCHANGE_PATHS.page);
    expect(screen.getByTestId('exchange-from')).toHaveProperty('value', 'USDT');
    expect(screen.getByTestId('exchange-to')).toHaveProperty('value', 'BTC');
    expect(text('exchange-available')).toBe('Available: 1,000.5 USDT');
  });
});
