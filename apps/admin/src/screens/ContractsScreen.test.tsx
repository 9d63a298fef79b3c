import type { Permission } from '@exchange/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole, type Handlers } from '../test/harness';

const TIERS = [
  { maxNotional: '50000', maintenanceRate: '0.004', maxLeverage: 100 },
  { maxNotional: '250000', maintenanceRate: '0.005', maxLeverage: 50 },
  { maxNotional: '1000000', maintenanceRate: '0.01', maxLeverage: 20 },
];
const PERPETUAL = {
  symbol: 'BTCUSDT',
  product: 'perpetual',
  term: null,
  coin: 'BTC',
  contractType: 'usdt',
  marginAsset: 'USDT',
  contractSize: '0.001',
  tickSize: '0.1',
  minOpenLots: 1,
  maxOpenLots: 100000,
  minCloseLots: 1,
  maxCloseLots: 100000,
  leverages: [1, 2, 3, 5, 10, 20, 50, 100],
  defaultLeverage: 20,
  tiers: TIERS,
  makerFee: '0.0002',
  takerFee: '0.0005',
  fundingIntervalHours: 8,
  settleWindowMinutes: null,
  expiresAt: null,
  tradingHours: '00:00-24:00',
  enabled: true,
  sort: 10,
  openOrders: 12,
  openPositions: 3,
};
const DELIVERY = {
  ...PERPETUAL,
  symbol: 'BTCUSDT-Q',
  product: 'delivery',
  term: 'Q',
  defaultLeverage: 10,
  fundingIntervalHours: null,
  settleWindowMinutes: 30,
  expiresAt: 1_767_225_600_000,
  sort: 50,
  openOrders: 0,
  openPositions: 0,
};
const UPDATE = 'POST /admin-api/config/contracts/update';
const LIST = 'POST /admin-api/config/contracts/list-delivery';
type User = ReturnType<typeof renderConsole>['user'];

function contractsServer(permissions: readonly Permission[], extra: Handlers = {}) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(permissions) }),
    'GET /admin-api/config/contracts': () => ({ data: [PERPETUAL, DELIVERY] }),
    ...extra,
  });
}

const echo: Handlers = {
  [UPDATE]: (call) => ({ data: { ...PERPETUAL, ...(call.body as object) } }),
};

async function openContract(user: User, symbol: string) {
  const rows = await screen.findAllByTestId('contract-row');
  const row = rows.find((r) => within(r).queryByText(symbol));
  if (!row) throw new Error(`no row for ${symbol}`);
  await user.click(within(row).getByTestId('contract-edit'));
  return screen.getByTestId('contract-form');
}

async function retype(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

const posted = (server: ReturnType<typeof contractsServer>) =>
  server.callsTo('POST', '/admin-api/config/contracts/update').map((c) => c.body);

describe('contracts', () => {
  it('lists perpetuals and delivery series with leverages, fees and cadence', async () => {
    const server = contractsServer(['config.manage']);
    renderConsole({ path: '/contracts', fetch: server.fetch, token: 't' });
    const [perpetual, delivery] = await screen.findAllByTestId('contract-row');
    expect(perpetual!.textContent).toContain('1–100×');
    expect(within(perpetual!).getByText('20×')).toBeTruthy();
    expect(within(perpetual!).getByText('0.02%')).toBeTruthy();
    expect(within(perpetual!).getByText('0.05%')).toBeTruthy();
    expect(within(perpetual!).getByText('Funding every 8 h')).toBeTruthy();
    expect(perpetual!.textContent).toContain('0.001 BTC');
    expect(within(delivery!).getByText('Delivery · Q')).toBeTruthy();
    expect(within(delivery!).getByText('Settles on a 30-min average')).toBeTruthy();
    expect(screen.getByTestId('nav-contracts').textContent).toBe('Contracts');
  });

  it('filters by product, keeping the filter in the address', async () => {
    const server = contractsServer(['config.manage']);
    const { user } = renderConsole({
      path: '/contracts?product=delivery',
      fetch: server.fetch,
      token: 't',
    });
    const rows = await screen.findAllByTestId('contract-row');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('BTCUSDT-Q')]);
    expect(screen.getByTestId<HTMLSelectElement>('filter-product').value).toBe('delivery');
    await user.selectOptions(screen.getByTestId('filter-product'), 'perpetual');
    await waitFor(() => expect(screen.getAllByTestId('contract-row')).toHaveLength(1));
    expect(screen.getByTestId('contract-row').textContent).toContain('Perpetual');
  });

  it('sends only the changed settings; reordered leverages are no change', async () => {
    const server = contractsServer(['config.manage'], echo);
    const { user } = renderConsole({ path: '/contracts', fetch: server.fetch, token: 't' });
    const form = await openContract(user, 'BTCUSDT');
    expect(within(form).getByTestId('contract-fixed').textContent).toContain('0.001 BTC');
    expect(within(form).queryByTestId('contract-settle-window')).toBeNull();
    expect(form.textContent).toContain('applies only to orders placed after it');

    await retype(user, within(form).getByTestId('contract-leverages'), '100, 50 20 10x 5 3 2 1');
    await user.selectOptions(within(form).getByTestId('contract-default-leverage'), '50');
    await retype(user, within(form).getByTestId('contract-makerFee'), '-0.01');
    await retype(user, within(form).getByTestId('contract-maxCloseLots'), '50000');
    await user.selectOptions(within(form).getByTestId('contract-funding'), '4');
    await user.click(within(form).getByTestId('contract-submit'));

    expect((await screen.findByTestId('notice-ok')).textContent).toContain('BTCUSDT saved');
    expect(posted(server)).toEqual([
      {
        symbol: 'BTCUSDT',
        maxCloseLots: 50000,
        defaultLeverage: 50,
        makerFee: '-0.0001',
        fundingIntervalHours: 4,
      },
    ]);
    await waitFor(() =>
      expect(server.callsTo('GET', '/admin-api/config/contracts').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('sends the whole tier table with an added row, once the open positions are acknowledged', async () => {
    const server = contractsServer(['config.manage'], echo);
    const { user } = renderConsole({ path: '/contracts', fetch: server.fetch, token: 't' });
    const form = await openContract(user, 'BTCUSDT');
    await user.click(within(form).getByTestId('tier-add'));
    const rows = within(form).getAllByTestId('tier-row');
    expect(rows).toHaveLength(4);
    // The new row starts from the last row's rate and cap; only its bound is typed.
    await user.type(within(rows[3]!).getByTestId('tier-maxNotional'), '5000000');
    await retype(user, within(rows[3]!).getByTestId('tier-maintenance'), '2.5');
    await retype(user, within(rows[3]!).getByTestId('tier-maxLeverage'), '10');

    const submit = within(form).getByTestId<HTMLButtonElement>('contract-submit');
    expect(within(form).getByTestId('contract-tiers-warning').textContent).toContain(
      '3 open positions',
    );
    expect(submit.disabled).toBe(true);
    await user.click(within(form).getByTestId('contract-tiers-ack'));
    await user.click(submit);

    await screen.findByTestId('notice-ok');
    expect(posted(server)).toEqual([
      {
        symbol: 'BTCUSDT',
        tiers: [...TIERS, { maxNotional: '5000000', maintenanceRate: '0.025', maxLeverage: 10 }],
      },
    ]);
  });

  it('refuses tiers and leverages that break the risk rules before sending', async () => {
    const server = contractsServer(['config.manage'], echo);
    const { user } = renderConsole({ path: '/contracts', fetch: server.fetch, token: 't' });
    const form = await openContract(user, 'BTCUSDT');
    const [first, second] = within(form).getAllByTestId('tier-row');
    await retype(user, within(first!).getByTestId('tier-maxLeverage'), '75');
    await retype(user, within(second!).getByTestId('tier-maintenance'), '0.3');
    await retype(user, within(form).getByTestId('contract-leverages'), '1, 5, 5, 200');
    const problems = within(form).getByTestId('contract-problems').textContent;
    expect(problems).toContain('Leverage 5× is listed twice');
    expect(problems).toContain('Leverage 200× is above the first tier’s max leverage of 75×');
    expect(problems).toContain('The default leverage must be one of the offered leverages');
    expect(problems).toContain('Tier 2: the maintenance rate must not be below tier 1’s');
    expect(within(form).getByTestId<HTMLButtonElement>('contract-submit').disabled).toBe(true);
    expect(posted(server)).toHaveLength(0);
  });

  it("keeps the form open and shows the server's refusal", async () => {
    const server = contractsServer(['config.manage'], {
      [UPDATE]: () => ({ code: 10011, message: 'The risk tiers are not valid' }),
    });
    const { user } = renderConsole({ path: '/contracts', fetch: server.fetch, token: 't' });
    const form = await openContract(user, 'BTCUSDT');
    await retype(user, within(form).getByTestId('contract-takerFee'), '0.06');
    await user.click(within(form).getByTestId('contract-submit'));
    expect((await screen.findByTestId('notice-error')).textContent).toContain(
      'The risk tiers are not valid',
    );
    expect(posted(server)).toEqual([{ symbol: 'BTCUSDT', takerFee: '0.0006' }]);
    expect(screen.getByTestId('contract-form')).toBeTruthy();
  });

  it("shows a delivery series' settlement window instead of the funding interval", async () => {
    const server = contractsServer(['config.manage'], {
      [UPDATE]: (call) => ({ data: { ...DELIVERY, ...(call.body as object) } }),
    });
    const { user } = renderConsole({ path: '/contracts', fetch: server.fetch, token: 't' });
    const form = await openContract(user, 'BTCUSDT-Q');
    expect(within(form).queryByTestId('contract-funding')).toBeNull();
    expect(within(form).getByTestId('contract-fixed').textContent).toContain('Expires');
    const window = within(form).getByTestId<HTMLInputElement>('contract-settle-window');
    expect(window.value).toBe('30');
    await retype(user, window, '15');
    await user.click(within(form).getByTestId('contract-submit'));
    await screen.findByTestId('notice-ok');
    expect(posted(server)).toEqual([{ symbol: 'BTCUSDT-Q', settleWindowMinutes: 15 }]);
  });

  it('lists a delivery series of a perpetual, showing the symbol it will get', async () => {
    const server = contractsServer(['config.manage'], {
      [LIST]: () => ({
        data: { ...DELIVERY, symbol: 'BTCUSDT-1W', term: '1W', enabled: true, sort: 60 },
      }),
    });
    const { user } = renderConsole({ path: '/contracts', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('contract-row');
    await user.click(screen.getByTestId('series-list'));
    const form = screen.getByTestId('series-form');
    const perpetual = within(form).getByTestId<HTMLSelectElement>('series-perpetual');
    // Only perpetuals, after the empty choice.
    expect([...perpetual.options].map((o) => o.value)).toEqual(['', 'BTCUSDT']);
    expect(within(form).getByTestId('series-symbol').textContent).toContain('Choose a perpetual');

    await user.selectOptions(perpetual, 'BTCUSDT');
    await user.type(within(form).getByTestId('series-term'), 'q');
    expect(within(form).getByTestId('series-problems').textContent).toContain(
      'BTCUSDT-Q is already listed',
    );
    await retype(user, within(form).getByTestId('series-term'), '15m');
    expect(within(form).getByTestId('series-symbol').textContent).toContain('BTCUSDT-15M');
    // The default 30-minute window is as long as the term or longer.
    expect(within(form).getByTestId('series-problems').textContent).toContain(
      'shorter than the term (15 min)',
    );
    await retype(user, within(form).getByTestId('series-term'), '1w');
    expect(within(form).getByTestId('series-symbol').textContent).toBe(
      'The new series: BTCUSDT-1W',
    );
    expect(within(form).queryByTestId('series-problems')).toBeNull();
    await user.click(within(form).getByTestId('series-enabled'));
    await user.click(within(form).getByTestId('series-submit'));

    expect((await screen.findByTestId('notice-ok')).textContent).toContain('BTCUSDT-1W listed');
    expect(server.callsTo('POST', '/admin-api/config/contracts/list-delivery')[0]?.body).toEqual({
      perpetual: 'BTCUSDT',
      term: '1W',
      settleWindowMinutes: 30,
      enabled: true,
      sort: 60,
    });
    expect(screen.queryByTestId('series-form')).toBeNull();
    await waitFor(() =>
      expect(server.callsTo('GET', '/admin-api/config/contracts').length).toBeGreaterThanOrEqual(2),
    );
  });

  it("keeps the series form open and shows the server's refusal", async () => {
    const server = contractsServer(['config.manage'], {
      [LIST]: () => ({ code: 10014, message: 'The window must be shorter than the term' }),
    });
    const { user } = renderConsole({ path: '/contracts', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('contract-row');
    await user.click(screen.getByTestId('series-list'));
    const form = screen.getByTestId('series-form');
    await user.selectOptions(within(form).getByTestId('series-perpetual'), 'BTCUSDT');
    await user.type(within(form).getByTestId('series-term'), '1D');
    await retype(user, within(form).getByTestId('series-settle-window'), '60');
    await user.click(within(form).getByTestId('series-submit'));
    expect((await screen.findByTestId('notice-error')).textContent).toContain(
      'The window must be shorter than the term',
    );
    expect(server.callsTo('POST', '/admin-api/config/contracts/list-delivery')[0]?.body).toEqual({
      perpetual: 'BTCUSDT',
      term: '1D',
      settleWindowMinutes: 60,
      enabled: false,
      sort: 60,
    });
    expect(screen.getByTestId('series-form')).toBeTruthy();
  });

  it('is neither listed nor opened without config.manage', async () => {
    const server = contractsServer(['users.read']);
    renderConsole({ path: '/contracts', fetch: server.fetch, token: 't' });
    expect((await screen.findByTestId('no-access')).textContent).toContain('config.manage');
    expect(screen.queryByTestId('nav-contracts')).toBeNull();
    expect(server.callsTo('GET', '/admin-api/config/contracts')).toHaveLength(0);
  });
});
