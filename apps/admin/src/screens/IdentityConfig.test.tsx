import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole, type Handlers } from '../test/harness';

const LIMITS = [
  { level: 0, withdrawDailyUsd: '2000', fiatDailyUsd: '0' },
  { level: 1, withdrawDailyUsd: '50000', fiatDailyUsd: '10000' },
  { level: 2, withdrawDailyUsd: '200000', fiatDailyUsd: '50000' },
  { level: 3, withdrawDailyUsd: null, fiatDailyUsd: null },
];
const DEPOSITS = [{ coin: 'USDT', amount: '1000' }];
const COINS = [
  { symbol: 'USDT', name: 'Tether', isTop: '1', decimals: 6, chains: [] },
  { symbol: 'BTC', name: 'Bitcoin', isTop: '1', decimals: 8, chains: [] },
];

function configServer(extra: Handlers = {}) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(['config.manage']) }),
    'GET /admin-api/config/coins': () => ({ data: COINS }),
    'GET /admin-api/config/currencies': () => ({ data: [] }),
    'GET /admin-api/config/settings': () => ({
      data: { withdrawalCodeAboveUsdt: '10000', updatedAt: null },
    }),
    'GET /admin-api/identity/limits': () => ({ data: { limits: LIMITS } }),
    'GET /admin-api/p2p/payment-types': () => ({ data: { types: [] } }),
    'GET /admin-api/p2p/settings': () => ({ data: { paymentMethodCap: 10 } }),
    'GET /admin-api/identity/settings': () => ({ data: { failedRetentionDays: 180 } }),
    'GET /admin-api/identity/business-deposits': () => ({ data: { deposits: DEPOSITS } }),
    ...extra,
  });
}

const limitInput = (id: string) => screen.getByTestId<HTMLInputElement>(`limit-${id}`);

describe('identity configuration', () => {
  it("lists each level's limits, unlimited where null", async () => {
    renderConsole({ path: '/config', fetch: configServer().fetch, token: 't' });
    const rows = await screen.findAllByTestId('limit-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Level 0 · not verified20000',
      'Level 1 · primary5000010000',
      'Level 2 · advanced20000050000',
      'Level 3 · notarisedUnlimitedUnlimited',
    ]);
    expect(screen.getAllByTestId('deposit-option-row')[0]?.textContent).toBe('USDT1000');
  });

  it('refuses a malformed limit and one below the level before it, then posts null for unlimited', async () => {
    const server = configServer({
      'POST /admin-api/identity/limits': (call) => ({ data: call.body }),
    });
    const { user } = renderConsole({ path: '/config', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('limit-row');
    await user.click(screen.getByTestId('limits-edit'));
    const submit = screen.getByTestId<HTMLButtonElement>('limits-submit');
    // Nothing changed yet.
    expect(submit.disabled).toBe(true);
    expect(limitInput('withdraw-3').disabled).toBe(true);

    await user.clear(limitInput('fiat-2'));
    await user.type(limitInput('fiat-2'), '5000.123');
    expect(screen.getByTestId('limits-problems').textContent).toBe(
      'Level 2 · advanced, P2P fiat per day (USD): a number with up to 15 digits and 2 decimals',
    );
    expect(submit.disabled).toBe(true);

    await user.clear(limitInput('fiat-2'));
    await user.type(limitInput('fiat-2'), '5000');
    expect(screen.getByTestId('limits-problems').textContent).toBe(
      'Level 2 · advanced, P2P fiat per day (USD): below the level before it',
    );
    expect(limitInput('fiat-2').getAttribute('aria-invalid')).toBe('true');

    // A limited level above an unlimited one falls too.
    await user.clear(limitInput('fiat-2'));
    await user.type(limitInput('fiat-2'), '80000');
    await user.click(screen.getByTestId('limit-withdraw-1-unlimited'));
    expect(screen.getByTestId('limits-problems').textContent).toBe(
      'Level 2 · advanced, Withdrawals per day (USD): below the level before it',
    );
    await user.click(screen.getByTestId('limit-withdraw-2-unlimited'));
    expect(screen.queryByTestId('limits-problems')).toBeNull();
    await user.click(submit);

    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Verification limits saved',
    );
    expect(server.callsTo('POST', '/admin-api/identity/limits')[0]?.body).toEqual({
      limits: [
        { level: 0, withdrawDailyUsd: '2000', fiatDailyUsd: '0' },
        { level: 1, withdrawDailyUsd: null, fiatDailyUsd: '10000' },
        { level: 2, withdrawDailyUsd: null, fiatDailyUsd: '80000' },
        { level: 3, withdrawDailyUsd: null, fiatDailyUsd: null },
      ],
    });
    await waitFor(() => expect(screen.queryByTestId('limits-form')).toBeNull());
    expect(screen.getAllByTestId('limit-row')[1]?.textContent).toBe(
      'Level 1 · primaryUnlimited10000',
    );
  });

  it("keeps the limits form open with the server's refusal", async () => {
    const server = configServer({
      'POST /admin-api/identity/limits': () => ({
        code: 24015,
        message: 'Limits must not fall as the verification level rises',
      }),
    });
    const { user } = renderConsole({ path: '/config', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('limit-row');
    await user.click(screen.getByTestId('limits-edit'));
    await user.click(screen.getByTestId('limit-withdraw-3-unlimited'));
    await user.type(limitInput('withdraw-3'), '500000');
    await user.click(screen.getByTestId('limits-submit'));
    expect((await screen.findByTestId('notice-error')).textContent).toContain(
      'Limits must not fall as the verification level rises',
    );
    expect(screen.getByTestId('limits-form')).toBeTruthy();
  });

  it('edits the business deposit list: adds a coin, changes an amount, checks the rows', async () => {
    const server = configServer({
      'POST /admin-api/identity/business-deposits': (call) => ({ data: call.body }),
    });
    const { user } = renderConsole({ path: '/config', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('deposit-option-row');
    await user.click(screen.getByTestId('deposits-edit'));
    const form = screen.getByTestId('deposits-form');
    const submit = within(form).getByTestId<HTMLButtonElement>('deposits-submit');
    // The same amount written differently is no change.
    await user.type(within(form).getByTestId('deposit-amount'), '.00');
    expect(submit.disabled).toBe(true);

    await user.click(within(form).getByTestId('deposit-add'));
    expect(within(form).getByTestId('deposits-problems').textContent).toBe('Row 2: choose a coin');
    const [, coin] = within(form).getAllByTestId<HTMLSelectElement>('deposit-coin');
    await user.selectOptions(coin!, 'USDT');
    expect(within(form).getByTestId('deposits-problems').textContent).toContain(
      'USDT is listed more than once',
    );
    await user.selectOptions(coin!, 'BTC');
    await user.type(within(form).getAllByTestId('deposit-amount')[1]!, '0.05');
    expect(within(form).queryByTestId('deposits-problems')).toBeNull();
    await user.click(submit);

    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Business security deposits saved',
    );
    expect(server.callsTo('POST', '/admin-api/identity/business-deposits')[0]?.body).toEqual({
      deposits: [
        { coin: 'USDT', amount: '1000.00' },
        { coin: 'BTC', amount: '0.05' },
      ],
    });
    await waitFor(() => expect(screen.getAllByTestId('deposit-option-row')).toHaveLength(2));
  });

  it('may offer no coin at all, and says what that means', async () => {
    const server = configServer({
      'POST /admin-api/identity/business-deposits': (call) => ({ data: call.body }),
    });
    const { user } = renderConsole({ path: '/config', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('deposit-option-row');
    await user.click(screen.getByTestId('deposits-edit'));
    await user.click(screen.getByTestId('deposit-remove'));
    await user.click(screen.getByTestId('deposits-submit'));
    await screen.findByTestId('notice-ok');
    expect(server.callsTo('POST', '/admin-api/identity/business-deposits')[0]?.body).toEqual({
      deposits: [],
    });
    expect((await screen.findByTestId('deposits-none')).textContent).toBe(
      'No coin is offered: nobody can apply for business certification.',
    );
  });

  it('sets how many days a failed application’s documents are kept, as a whole number', async () => {
    const server = configServer({
      'POST /admin-api/identity/settings': (call) => ({ data: call.body }),
    });
    const { user } = renderConsole({ path: '/config', fetch: server.fetch, token: 't' });
    await waitFor(() =>
      expect(screen.getByTestId('retention-value').textContent).toBe(
        'Photos and details of a failed application are erased 180 days after the decision.',
      ),
    );
    await user.click(screen.getByTestId('retention-edit'));
    const input = screen.getByTestId<HTMLInputElement>('retention-input');
    await user.clear(input);
    await user.type(input, '1.5');
    expect(input.validity.valid).toBe(false);
    await user.clear(input);
    await user.type(input, '90');
    await user.click(screen.getByTestId('retention-submit'));
    expect((await screen.findByTestId('notice-ok')).textContent).toContain('Retention saved');
    expect(server.callsTo('POST', '/admin-api/identity/settings')[0]?.body).toEqual({
      failedRetentionDays: 90,
    });
    await waitFor(() =>
      expect(screen.getByTestId('retention-value').textContent).toContain('erased 90 days'),
    );
  });
});
