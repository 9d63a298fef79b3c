import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole, type Handlers } from '../../test/harness';
import { COINS, LOAN_BOOK, PAIRS, PRODUCTS, SETTINGS } from '../../test/lending';

const API = '/admin-api/lending';

function lendingServer(extra: Handlers = {}) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(['config.manage']) }),
    [`GET ${API}/settings`]: () => ({ data: SETTINGS }),
    [`POST ${API}/settings`]: (call) => ({ data: { ...SETTINGS, ...(call.body as object) } }),
    [`GET ${API}/pairs`]: () => ({ data: { pairs: PAIRS } }),
    [`GET ${API}/savings-coins`]: () => ({ data: { coins: COINS } }),
    [`GET ${API}/credit/products`]: () => ({ data: { products: PRODUCTS } }),
    'GET /uc/lending/book': () => ({ data: LOAN_BOOK }),
    ...extra,
  });
}

describe('the lending settings', () => {
  it('shows the settings, the savings coins, the pairs with their APR and the loan book', async () => {
    const server = lendingServer();
    renderConsole({ path: '/lending', fetch: server.fetch, token: 't' });
    const facts = await screen.findByTestId('lending-settings-facts');
    expect(within(facts).getByText('90 %')).toBeTruthy();
    expect(within(facts).getByText('At 0:00, Asia/Shanghai')).toBeTruthy();
    expect((await screen.findByTestId('pair-rate')).textContent).toBe(
      '0.0005 % an hour · 4.38 % APR',
    );
    const [pair] = screen.getAllByTestId('pair-row');
    for (const text of ['BTC', '65 %', '80 %', '90 %', '7, 14, 30'])
      expect(within(pair!).getByText(text)).toBeTruthy();
    expect(screen.getAllByTestId('coin-row')[0]?.textContent).toContain('USDT10');
    // The loan book is the public one, read without the console's token.
    const [bookRow] = await screen.findAllByTestId('book-coin-row');
    expect(bookRow!.textContent).toContain('66.6667 %');
    expect(within(screen.getByTestId('loan-book-ratios')).getByText('≥ 80 %')).toBeTruthy();
    const book = server.callsTo('GET', '/uc/lending/book')[0];
    expect(book?.headers.get('x-admin-token')).toBeNull();
  });

  it('sends only the settings changed, and refuses what the contract refuses', async () => {
    const server = lendingServer();
    const { user } = renderConsole({ path: '/lending', fetch: server.fetch, token: 't' });
    await user.click(await screen.findByTestId('lending-settings-edit'));
    const submit = screen.getByTestId<HTMLButtonElement>('lending-settings-submit');
    expect(submit.disabled).toBe(true);
    const share = screen.getByTestId('lending-saverShare');
    await user.clear(share);
    await user.type(share, '1.5');
    expect(screen.getByTestId('lending-settings-problems').textContent).toContain(
      'Savers’ share of interest',
    );
    expect(submit.disabled).toBe(true);
    await user.clear(share);
    await user.type(share, '0.85');
    expect(share.parentElement?.parentElement?.textContent).toContain('That is 85 %.');
    const slices = screen.getByTestId('lending-liquidationSlices');
    await user.clear(slices);
    await user.type(slices, '8');
    expect(screen.getByTestId('lending-settings-count').textContent).toBe('Fields to change: 2');
    await user.click(submit);
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Lending settings saved',
    );
    expect(server.callsTo('POST', `${API}/settings`)[0]?.body).toEqual({
      saverShare: '0.85',
      liquidationSlices: 8,
    });
    await waitFor(() => expect(screen.queryByTestId('lending-settings-form')).toBeNull());
    expect(screen.getByTestId('lending-settings-facts').textContent).toContain('85 %');
  });

  it('edits a pair with the APR beside the hourly rate as it is typed', async () => {
    const server = lendingServer({
      [`POST ${API}/pairs`]: (call) => ({
        data: { pairs: [{ ...PAIRS[0], ...(call.body as object), apr: '0.0876' }] },
      }),
    });
    const { user } = renderConsole({ path: '/lending', fetch: server.fetch, token: 't' });
    await user.click(await screen.findByTestId('pair-edit'));
    const rate = screen.getByTestId('pair-hourlyRate');
    await user.clear(rate);
    await user.type(rate, '0.00001');
    expect(screen.getByTestId('pair-apr').textContent).toBe('0.001 % an hour · 8.76 % APR');
    const call = screen.getByTestId('pair-callRatio');
    await user.clear(call);
    await user.type(call, '0.95');
    expect(screen.getByTestId('pair-problems').textContent).toContain('The ratios must rise');
    expect(screen.getByTestId<HTMLButtonElement>('pair-submit').disabled).toBe(true);
    await user.clear(call);
    await user.type(call, '0.8');
    await user.click(screen.getByTestId('pair-submit'));
    await screen.findByTestId('notice-ok');
    expect(server.callsTo('POST', `${API}/pairs`)[0]?.body).toEqual({
      id: 1,
      collateral: 'BTC',
      loanCoin: 'USDT',
      initialRatio: '0.65',
      callRatio: '0.8',
      liquidationRatio: '0.9',
      hourlyRate: '0.00001',
      lateHourlyRate: '0.00001',
      termDays: [7, 14, 30],
      minLoan: '100',
      enabled: true,
    });
  });

  it('lists credit products with the daily rate beside its APR, and creates one', async () => {
    const server = lendingServer({
      [`POST ${API}/credit/products`]: (call) => ({
        data: { products: [...PRODUCTS, { ...PRODUCTS[0], ...(call.body as object), id: 2 }] },
      }),
    });
    const { user } = renderConsole({
      path: '/lending/credit-products',
      fetch: server.fetch,
      token: 't',
    });
    expect((await screen.findByTestId('product-rate')).textContent).toBe(
      '0.05 % a day · 18.25 % APR',
    );
    await user.click(screen.getByTestId('product-new'));
    await user.type(screen.getByTestId('product-coin'), 'usdc');
    await user.type(screen.getByTestId('product-lender'), 'Platform Credit');
    await user.type(screen.getByTestId('product-min'), '200');
    await user.type(screen.getByTestId('product-max'), '100');
    expect(screen.getByTestId('product-problems').textContent).toContain(
      'The minimum may not be above the maximum.',
    );
    await user.clear(screen.getByTestId('product-max'));
    await user.type(screen.getByTestId('product-max'), '2000');
    await user.type(screen.getByTestId('product-cycle'), '14');
    await user.type(screen.getByTestId('product-rate-input'), '0.0003');
    expect(screen.getByTestId('product-apr').textContent).toBe('0.03 % a day · 10.95 % APR');
    await user.type(screen.getByTestId('product-late-rate'), '0.001');
    await user.click(screen.getByTestId('product-submit'));
    expect((await screen.findByTestId('notice-ok')).textContent).toContain('Credit product saved');
    expect(server.callsTo('POST', `${API}/credit/products`)[0]?.body).toEqual({
      coin: 'USDC',
      minAmount: '200',
      maxAmount: '2000',
      cycleDays: 14,
      dailyRate: '0.0003',
      lateDailyRate: '0.001',
      repayment: 'lump_sum',
      lender: 'Platform Credit',
      enabled: true,
    });
    await waitFor(() => expect(screen.getAllByTestId('product-row')).toHaveLength(2));
  });
});
