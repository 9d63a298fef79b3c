import type { Permission } from '@exchange/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole, type Handlers } from '../test/harness';

const BTC = {
  symbol: 'BTC/USDT',
  base: 'BTC',
  quote: 'USDT',
  tickSize: '0.01',
  lotSize: '0.00001',
  minAmount: '0.0001',
  maxAmount: '1000',
  minNotional: '5',
  makerFee: '0.001',
  takerFee: '0.001',
  tradingHours: '00:00-24:00',
  enabled: true,
  sort: 10,
  openOrders: 42,
};
const ETH = {
  ...BTC,
  symbol: 'ETH/USDT',
  base: 'ETH',
  makerFee: '0.0008',
  enabled: false,
  sort: 20,
  openOrders: 0,
};
const UPDATE = 'POST /admin-api/config/spot-markets/update';
const LIST = 'POST /admin-api/config/spot-markets/list';
const coin = (symbol: string, decimals: number) => ({
  symbol,
  name: symbol,
  isTop: '0',
  decimals,
  chains: [],
});
const COINS = [coin('BTC', 8), coin('ETH', 8), coin('SOL', 9), coin('USDT', 6)];

function marketsServer(permissions: readonly Permission[], extra: Handlers = {}) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(permissions) }),
    'GET /admin-api/config/spot-markets': () => ({ data: [BTC, ETH] }),
    'GET /admin-api/config/coins': () => ({ data: COINS }),
    ...extra,
  });
}

async function openMarket(user: ReturnType<typeof renderConsole>['user'], symbol: string) {
  const rows = await screen.findAllByTestId('market-row');
  const row = rows.find((r) => within(r).queryByText(symbol));
  if (!row) throw new Error(`no row for ${symbol}`);
  await user.click(within(row).getByTestId('market-edit'));
  return screen.getByTestId('market-form');
}

async function retype(
  user: ReturnType<typeof renderConsole>['user'],
  form: HTMLElement,
  testId: string,
  text: string,
) {
  await user.clear(within(form).getByTestId(testId));
  await user.type(within(form).getByTestId(testId), text);
}

describe('spot markets', () => {
  it('lists each market with fees in per cent, units and its listing state', async () => {
    const server = marketsServer(['config.manage']);
    renderConsole({ path: '/markets', fetch: server.fetch, token: 't' });
    const rows = await screen.findAllByTestId('market-row');
    expect(rows).toHaveLength(2);
    const [btc, eth] = rows;
    expect(within(btc!).getAllByText('0.1%')).toHaveLength(2);
    expect(within(btc!).getByText('Enabled')).toBeTruthy();
    expect(btc!.textContent).toContain('0.00001 BTC');
    expect(within(eth!).getByText('0.08%')).toBeTruthy();
    expect(within(eth!).getByText('Suspended')).toBeTruthy();
    expect(screen.getByTestId('nav-markets').textContent).toBe('Spot markets');
  });

  it('sends only the changed settings, fees as fractions, then refetches and says so', async () => {
    const server = marketsServer(['config.manage'], {
      [UPDATE]: (call) => ({ data: { ...BTC, ...(call.body as object) } }),
    });
    const { user } = renderConsole({ path: '/markets', fetch: server.fetch, token: 't' });
    const form = await openMarket(user, 'BTC/USDT');
    // Tick and lot are shown, not editable.
    expect(within(form).getByTestId('market-fixed').textContent).toContain('0.01 USDT');
    expect(within(form).queryByDisplayValue('0.01')).toBeNull();
    const submit = within(form).getByTestId<HTMLButtonElement>('market-submit');
    expect(submit.disabled).toBe(true);

    await retype(user, form, 'market-takerFee', '0.08');
    expect(form.textContent).toContain('Sent as the rate 0.0008');
    await retype(user, form, 'market-maxAmount', '500');
    await retype(user, form, 'market-hours', '08:00-12:00, 13:00-20:00');
    await user.click(within(form).getByTestId('market-enabled'));
    expect(within(form).getByTestId('market-enabled-note').textContent).toContain('42 open orders');
    // The same values written differently are not changes.
    await user.type(within(form).getByTestId('market-minAmount'), '0');
    await retype(user, form, 'market-makerFee', '0.100');
    await user.click(submit);

    expect((await screen.findByTestId('notice-ok')).textContent).toContain('BTC/USDT saved');
    expect(server.callsTo('POST', '/admin-api/config/spot-markets/update')[0]?.body).toEqual({
      symbol: 'BTC/USDT',
      maxAmount: '500',
      takerFee: '0.0008',
      tradingHours: '08:00-12:00,13:00-20:00',
      enabled: false,
    });
    expect(screen.queryByTestId('market-form')).toBeNull();
    await waitFor(() =>
      expect(server.callsTo('GET', '/admin-api/config/spot-markets').length).toBeGreaterThanOrEqual(
        2,
      ),
    );
  });

  it('stops a minimum above the maximum or a malformed fee before sending', async () => {
    const server = marketsServer(['config.manage']);
    const { user } = renderConsole({ path: '/markets', fetch: server.fetch, token: 't' });
    const form = await openMarket(user, 'BTC/USDT');
    await retype(user, form, 'market-minAmount', '2000');
    await retype(user, form, 'market-makerFee', '0.00001');
    await retype(user, form, 'market-hours', '08:00-08:00');
    const problems = within(form).getByTestId('market-problems').textContent;
    expect(problems).toContain('Min amount must not be above Max amount');
    expect(problems).toContain('Maker fee: a percentage with up to 4 decimals');
    expect(problems).toContain('the window 08:00-08:00 starts and ends at the same time');
    expect(within(form).getByTestId<HTMLButtonElement>('market-submit').disabled).toBe(true);
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("keeps the form open and shows the server's refusal", async () => {
    const server = marketsServer(['config.manage'], {
      [UPDATE]: () => ({ code: 10005, message: 'takerFee is out of range' }),
    });
    const { user } = renderConsole({ path: '/markets', fetch: server.fetch, token: 't' });
    const form = await openMarket(user, 'ETH/USDT');
    await retype(user, form, 'market-takerFee', '12');
    await user.click(within(form).getByTestId('market-submit'));
    expect((await screen.findByTestId('notice-error')).textContent).toContain(
      'takerFee is out of range',
    );
    expect(server.callsTo('POST', '/admin-api/config/spot-markets/update')[0]?.body).toEqual({
      symbol: 'ETH/USDT',
      takerFee: '0.12',
    });
    expect(screen.getByTestId('market-form')).toBeTruthy();
  });

  it('lists a new market of two listed coins, suspended, with fees as fractions', async () => {
    const server = marketsServer(['config.manage'], {
      [LIST]: (call) => ({
        data: { ...BTC, ...(call.body as object), symbol: 'SOL/USDT', openOrders: 0 },
      }),
    });
    const { user } = renderConsole({ path: '/markets', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('market-row');
    await user.click(screen.getByTestId('market-list'));
    const form = screen.getByTestId('listing-form');
    const submit = within(form).getByTestId<HTMLButtonElement>('listing-submit');
    // A fresh form is incomplete, not wrong.
    expect(within(form).queryByTestId('listing-problems')).toBeNull();
    expect(within(form).getByTestId('listing-problems-incomplete')).toBeTruthy();
    expect(submit.disabled).toBe(true);

    await user.selectOptions(within(form).getByTestId('listing-base'), 'SOL');
    await user.selectOptions(within(form).getByTestId('listing-quote'), 'USDT');
    expect(within(form).getByTestId('listing-symbol').textContent).toContain('SOL/USDT');
    await user.type(within(form).getByTestId('listing-tickSize'), '0.01');
    await user.type(within(form).getByTestId('listing-lotSize'), '0.00001');
    // 2 + 5 decimals are finer than USDT's 6: a trade's value would not be exact.
    expect(within(form).getByTestId('listing-decimals').textContent).toContain('= 7 decimals');
    expect(within(form).getByTestId('listing-problems').textContent).toContain(
      '2 + 5 decimals exceed USDT’s 6',
    );
    await retype(user, form, 'listing-lotSize', '0.001');
    expect(within(form).getByTestId('listing-decimals').textContent).toContain('= 5 decimals');
    await user.type(within(form).getByTestId('listing-minAmount'), '0.01');
    await user.type(within(form).getByTestId('listing-maxAmount'), '10000');
    await user.type(within(form).getByTestId('listing-minNotional'), '5');
    await user.type(within(form).getByTestId('listing-makerFee'), '0.1');
    await user.type(within(form).getByTestId('listing-takerFee'), '12');
    expect(within(form).getByTestId('listing-problems').textContent).toContain(
      'Taker fee must be below 10 %',
    );
    await retype(user, form, 'listing-takerFee', '0.2');
    const enabled = within(form).getByTestId<HTMLInputElement>('listing-enabled');
    expect(enabled.checked).toBe(false);
    expect(within(form).getByTestId('listing-enabled-note').textContent).toContain(
      'listed suspended',
    );
    expect(within(form).queryByTestId('listing-problems')).toBeNull();
    await user.click(submit);

    expect((await screen.findByTestId('notice-ok')).textContent).toContain('SOL/USDT listed');
    expect(server.callsTo('POST', '/admin-api/config/spot-markets/list')[0]?.body).toEqual({
      base: 'SOL',
      quote: 'USDT',
      tickSize: '0.01',
      lotSize: '0.001',
      minAmount: '0.01',
      maxAmount: '10000',
      minNotional: '5',
      makerFee: '0.001',
      takerFee: '0.002',
      tradingHours: '00:00-24:00',
      enabled: false,
      sort: 30,
    });
    expect(screen.queryByTestId('listing-form')).toBeNull();
    await waitFor(() =>
      expect(server.callsTo('GET', '/admin-api/config/spot-markets').length).toBeGreaterThanOrEqual(
        2,
      ),
    );
  });

  it("keeps the listing form open and shows the server's refusal", async () => {
    const server = marketsServer(['config.manage'], {
      [LIST]: () => ({ code: 18020, message: 'BTC/ETH is already listed' }),
    });
    const { user } = renderConsole({ path: '/markets', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('market-row');
    await user.click(screen.getByTestId('market-list'));
    const form = screen.getByTestId('listing-form');
    await user.selectOptions(within(form).getByTestId('listing-base'), 'BTC');
    await user.selectOptions(within(form).getByTestId('listing-quote'), 'BTC');
    expect(within(form).getByTestId('listing-problems').textContent).toContain(
      'The base and quote coins must differ',
    );
    await user.selectOptions(within(form).getByTestId('listing-quote'), 'ETH');
    for (const [testId, text] of [
      ['listing-tickSize', '0.0001'],
      ['listing-lotSize', '0.0001'],
      ['listing-minAmount', '0.001'],
      ['listing-maxAmount', '100'],
      ['listing-minNotional', '0'],
      ['listing-makerFee', '0.1'],
      ['listing-takerFee', '0.1'],
    ] as const)
      await user.type(within(form).getByTestId(testId), text);
    await user.click(within(form).getByTestId('listing-enabled'));
    await user.click(within(form).getByTestId('listing-submit'));

    expect((await screen.findByTestId('notice-error')).textContent).toContain(
      'BTC/ETH is already listed',
    );
    expect(server.callsTo('POST', '/admin-api/config/spot-markets/list')[0]?.body).toMatchObject({
      base: 'BTC',
      quote: 'ETH',
      enabled: true,
    });
    expect(screen.getByTestId('listing-form')).toBeTruthy();
  });

  it('is neither listed nor opened without config.manage', async () => {
    const server = marketsServer(['withdrawals.review']);
    renderConsole({ path: '/markets', fetch: server.fetch, token: 't' });
    expect((await screen.findByTestId('no-access')).textContent).toContain('config.manage');
    expect(screen.queryByTestId('nav-markets')).toBeNull();
    expect(server.callsTo('GET', '/admin-api/config/spot-markets')).toHaveLength(0);
  });
});
