import type { QuickQuote } from '@exchange/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer, overviewFixture } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { renderRoute } from '../../market/test/render';
import { useExchangeDraft } from '../draft';
import { EXCHANGE_PATHS } from '../paths';
import {
  exchangePage,
  exchangeRecord,
  exchangeRoutes,
  LIST_PATH,
  partialRecord,
  quote,
  QUOTE_PATH,
} from '../test/fixtures';
import ExchangeSubmitScreen from './ExchangeSubmitScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const RATE_CHANGED = { code: 16006, message: 'The rate has changed; please reconfirm' };
const text = (testId: string) => screen.getByTestId(testId).textContent;

/** BTC into USDT on one market: no second leg, so never PARTIAL. */
const direct = (overrides: Partial<QuickQuote> = {}) =>
  quote({
    fromCoin: 'BTC',
    toCoin: 'USDT',
    fromAmount: '0.5',
    toAmount: '47155.25',
    rate: '94310.5',
    fee: '94.5',
    route: [{ symbol: 'BTC/USDT', side: 'sell', limitPrice: '94300' }],
    ...overrides,
  });

function draftOf(q: QuickQuote, validForMs = 10_000) {
  useExchangeDraft.getState().save({
    request: { fromCoin: q.fromCoin, toCoin: q.toCoin, amount: q.fromAmount },
    quote: q,
    validUntilMs: Date.now() + validForMs,
  });
}

async function confirmWith(fundPassword: string) {
  const input = await screen.findByTestId('exchange-fund-password');
  fireEvent.change(input, { target: { value: fundPassword } });
  fireEvent.click(screen.getByTestId('exchange-confirm'));
}

function open() {
  renderRoute(EXCHANGE_PATHS.submit, EXCHANGE_PATHS.submit, <ExchangeSubmitScreen />);
}

describe('flash exchange confirm step', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null });
    useExchangeDraft.getState().clear();
    vi.mocked(notify.fail).mockClear();
  });

  it('sends the user back to the form without a quote', async () => {
    fakeServer(exchangeRoutes());
    open();
    await waitFor(() => expect(where()).toBe(EXCHANGE_PATHS.page));
  });

  it('confirms the quote with POST {quoteId, fundPassword} and shows what was received', async () => {
    draftOf(quote());
    const server = fakeServer({
      ...exchangeRoutes(),
      [`POST ${QUOTE_PATH}`]: () => ({ data: exchangeRecord() }),
    });
    open();
    expect(text('exchange-rate')).toBe('1 ETH ≈ 0.06665617 BTC');
    expect(text('exchange-receive')).toBe('0.13331234 BTC');
    expect(text('exchange-route')).toBe('ETH → USDT → BTC');
    await confirmWith('123456');

    const result = await screen.findByTestId('exchange-result');
    expect(result.dataset.status).toBe('FILLED');
    const call = server.callsTo(QUOTE_PATH)[0];
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ quoteId: 'quote-0001', fundPassword: '123456' });
    // The password travels in the body only, never in the URL.
    expect([...(call?.query.keys() ?? [])]).toEqual([]);
    expect(text('exchange-received')).toBe('0.1334 BTC');
    expect(text('exchange-achieved-rate')).toBe('1 ETH ≈ 0.0667 BTC');
    expect(text('exchange-quoted-rate')).toBe('1 ETH ≈ 0.06665617 BTC');
    expect(result.textContent).toContain('You received 0.1334 BTC at 1 ETH ≈ 0.0667 BTC.');
    expect(server.callsTo(LIST_PATH)).toHaveLength(0);
  });

  it('shows a changed rate with the new figures, and confirms the new quote next', async () => {
    draftOf(direct());
    const server = fakeServer({
      ...exchangeRoutes(),
      [`POST ${QUOTE_PATH}`]: [
        () => RATE_CHANGED,
        () => ({ data: direct({ quoteId: 'quote-0002', rate: '94000.1', toAmount: '47000.05' }) }),
        () => ({
          data: exchangeRecord({ quoteId: 'quote-0002', fromCoin: 'BTC', toCoin: 'USDT' }),
        }),
      ],
    });
    open();
    expect(text('exchange-rate')).toBe('1 BTC ≈ 94,310.5 USDT');
    await confirmWith('123456');

    expect((await screen.findByTestId('exchange-notice')).textContent).toBe(RATE_CHANGED.message);
    await waitFor(() => expect(text('exchange-rate')).toBe('1 BTC ≈ 94,000.1 USDT'));
    expect(text('exchange-receive')).toBe('47,000.05 USDT');
    // The password was not judged: it stays, and one tap confirms the new quote.
    expect(screen.getByTestId('exchange-fund-password')).toHaveProperty('value', '123456');
    expect(server.callsTo(QUOTE_PATH)[1]?.body).toEqual({
      fromCoin: 'BTC',
      toCoin: 'USDT',
      amount: '0.5',
    });
    // A one-market route cannot end partial: no record is looked up.
    expect(server.callsTo(LIST_PATH)).toHaveLength(0);
    expect(notify.fail).not.toHaveBeenCalled();

    await confirmWith('123456');
    await screen.findByTestId('exchange-result');
    expect(server.callsTo(QUOTE_PATH)[2]?.body).toEqual({
      quoteId: 'quote-0002',
      fundPassword: '123456',
    });
  });

  it('explains a partial exchange, what is held, and quotes the rest to continue', async () => {
    draftOf(quote());
    const partial = partialRecord();
    const rest = quote({
      quoteId: 'quote-0003',
      fromCoin: 'USDT',
      fromAmount: '3598.2',
      toAmount: '0.1329',
      rate: '0.0000369351',
      route: [{ symbol: 'BTC/USDT', side: 'buy', limitPrice: '27050' }],
    });
    const server = fakeServer({
      ...exchangeRoutes(),
      [`POST ${QUOTE_PATH}`]: [() => RATE_CHANGED, () => ({ data: rest })],
      [`GET ${LIST_PATH}`]: () => ({
        data: exchangePage([partial, exchangeRecord({ id: '70', quoteId: 'older-quote' })]),
      }),
    });
    open();
    await confirmWith('123456');

    const result = await screen.findByTestId('exchange-result');
    expect(result.dataset.status).toBe('PARTIAL');
    expect(text('exchange-held')).toBe('3,598.2 USDT');
    expect(result.textContent).toContain(
      'The second step could not run at the quoted rate. You now hold 3,598.2 USDT.',
    );
    expect(within(result).queryByTestId('exchange-received')).toBeNull();

    fireEvent.click(screen.getByTestId('exchange-continue'));
    await waitFor(() => expect(text('exchange-rate')).toBe('1 USDT ≈ 0.00003693 BTC'));
    expect(server.callsTo(QUOTE_PATH)[1]?.body).toEqual({
      fromCoin: 'USDT',
      toCoin: 'BTC',
      amount: '3598.2',
    });
    expect(text('exchange-notice')).toBe('Here is a quote for the rest. Check it and confirm.');
    expect(text('exchange-route')).toBe('USDT → BTC');
  });

  it('shows a refused password and keeps the quote', async () => {
    draftOf(direct());
    const server = fakeServer({
      ...exchangeRoutes(),
      [`POST ${QUOTE_PATH}`]: () => ({ code: 11040, message: 'Fund password is wrong' }),
    });
    open();
    await confirmWith('654321');
    expect((await screen.findByTestId('exchange-error')).textContent).toBe(
      'Fund password is wrong',
    );
    expect(server.callsTo(QUOTE_PATH)).toHaveLength(1);
    expect(text('exchange-rate')).toBe('1 BTC ≈ 94,310.5 USDT');
    expect(notify.fail).not.toHaveBeenCalled();
  });

  it('asks a new quote instead of confirming one that ran out', async () => {
    draftOf(direct(), -1);
    const server = fakeServer({
      ...exchangeRoutes(),
      [`POST ${QUOTE_PATH}`]: () => ({ data: direct({ quoteId: 'quote-0004', rate: '95000' }) }),
    });
    open();
    expect(text('exchange-countdown')).toBe('This quote has expired');
    const button = await screen.findByTestId('exchange-confirm');
    expect(button.textContent).toBe('Get a new quote');
    fireEvent.click(button);

    await waitFor(() => expect(text('exchange-rate')).toBe('1 BTC ≈ 95,000 USDT'));
    expect(server.callsTo(QUOTE_PATH)[0]?.body).toEqual({
      fromCoin: 'BTC',
      toCoin: 'USDT',
      amount: '0.5',
    });
    expect(text('exchange-countdown')).toBe('Valid for 10 s');
    expect(screen.getByTestId('exchange-confirm').textContent).toBe('Confirm');
  });

  it('sends a user without a fund password to set one, and back here after', async () => {
    draftOf(direct());
    fakeServer({
      ...exchangeRoutes(),
      'GET /security/overview': () => ({ data: overviewFixture }),
    });
    open();
    fireEvent.click(await screen.findByTestId('exchange-set-fund-password'));
    expect(where()).toBe(`/setFond?redirect=${encodeURIComponent(EXCHANGE_PATHS.submit)}`);
  });
});
