import { PAYMENT_TYPES, type Permission } from '@exchange/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole, type Handlers } from '../test/harness';

const TRC20 = {
  chain: 'TRC20',
  contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  depositEnabled: true,
  withdrawEnabled: true,
  confirmations: 20,
  depositMin: '1',
  depositReviewAbove: null,
  withdrawMin: '10',
  withdrawMax: '100000',
  withdrawFee: '1.5',
  withdrawDailyCount: 10,
  withdrawWindow: '00:00-24:00',
};
const ERC20 = { ...TRC20, chain: 'ERC20', contract: '0xdac17f958d2ee523a2206206994597c13d831ec7' };
const BTC = { ...TRC20, chain: 'BTC', contract: '', confirmations: 2, withdrawFee: '0.0005' };

const COINS = [
  { symbol: 'USDT', name: 'Tether', isTop: '1', decimals: 6, chains: [TRC20, ERC20] },
  { symbol: 'BTC', name: 'Bitcoin', isTop: '1', decimals: 8, chains: [BTC] },
];
const CURRENCIES = [
  {
    id: 1,
    name: 'USD',
    currency_symbol: '$',
    rate: '1',
    decimals: 2,
    updatedAt: '2025-01-02T03:04:05.000Z',
  },
  {
    id: 2,
    name: 'CNY',
    currency_symbol: '¥',
    rate: '7.1',
    decimals: 2,
    updatedAt: '2025-01-02T03:04:05.000Z',
  },
];

const SETTINGS = { withdrawalCodeAboveUsdt: '10000', updatedAt: null };

function configServer(permissions: readonly Permission[], extra: Handlers = {}) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(permissions) }),
    'GET /admin-api/config/coins': () => ({ data: COINS }),
    'GET /admin-api/config/currencies': () => ({ data: CURRENCIES }),
    'GET /admin-api/config/settings': () => ({ data: SETTINGS }),
    'GET /admin-api/identity/limits': () => ({
      data: {
        limits: [0, 1, 2, 3].map((level) => ({
          level,
          withdrawDailyUsd: level === 3 ? null : '10000',
          fiatDailyUsd: level === 0 ? '0' : null,
        })),
      },
    }),
    'GET /admin-api/identity/settings': () => ({ data: { failedRetentionDays: 180 } }),
    'GET /admin-api/identity/business-deposits': () => ({
      data: { deposits: [{ coin: 'USDT', amount: '15000' }] },
    }),
    'GET /admin-api/p2p/payment-types': () => ({
      data: {
        types: PAYMENT_TYPES.map((type) => ({ type, riskClass: 3, enabled: true })),
      },
    }),
    'GET /admin-api/p2p/settings': () => ({ data: { paymentMethodCap: 20 } }),
    ...extra,
  });
}

async function openChain(user: ReturnType<typeof renderConsole>['user'], chain: string) {
  await screen.findAllByTestId('chain-row');
  const row = screen
    .getAllByTestId('chain-row')
    .find((r) => within(r).queryAllByText(chain).length > 0);
  if (!row) throw new Error(`no row for ${chain}`);
  await user.click(within(row).getByTestId('chain-edit'));
  return screen.getByTestId('chain-form');
}

describe('configuration', () => {
  it('lists one row per coin and chain, and the pricing currencies', async () => {
    const server = configServer(['config.manage']);
    renderConsole({ path: '/config', fetch: server.fetch, token: 't' });
    expect(await screen.findAllByTestId('chain-row')).toHaveLength(3);
    expect(await screen.findAllByTestId('currency-row')).toHaveLength(2);
    expect(screen.getByTestId('nav-config').textContent).toBe('Configuration');
  });

  it('sends only the changed chain fields to that chain, then refetches and says so', async () => {
    const server = configServer(['config.manage'], {
      'POST /admin-api/config/chains/USDT/TRC20': (call) => ({
        data: { ...TRC20, ...(call.body as object) },
      }),
    });
    const { user } = renderConsole({ path: '/config', fetch: server.fetch, token: 't' });
    const form = await openChain(user, 'TRC20');
    const submit = within(form).getByTestId<HTMLButtonElement>('chain-submit');
    expect(submit.disabled).toBe(true);

    await user.click(within(form).getByTestId('chain-deposit-enabled'));
    await user.clear(within(form).getByTestId('chain-withdraw-fee'));
    await user.type(within(form).getByTestId('chain-withdraw-fee'), '2');
    await user.clear(within(form).getByTestId('chain-daily-count'));
    await user.type(within(form).getByTestId('chain-daily-count'), '5');
    await user.clear(within(form).getByTestId('chain-window'));
    await user.type(within(form).getByTestId('chain-window'), '08:00-20:00');
    // The same amount written differently is not a change.
    await user.type(within(form).getByTestId('chain-withdraw-min'), '.00');
    await user.click(submit);

    expect((await screen.findByTestId('notice-ok')).textContent).toContain('USDT on TRC20 saved');
    const [post] = server.callsTo('POST', '/admin-api/config/chains/USDT/TRC20');
    expect(post?.body).toEqual({
      depositEnabled: false,
      withdrawFee: '2',
      withdrawDailyCount: 5,
      withdrawWindow: '08:00-20:00',
    });
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.queryByTestId('chain-form')).toBeNull();
    await waitFor(() =>
      expect(server.callsTo('GET', '/admin-api/config/coins').length).toBeGreaterThanOrEqual(2),
    );
  });

  it("keeps the chain form open and shows the server's refusal", async () => {
    const server = configServer(['config.manage'], {
      'POST /admin-api/config/chains/BTC/BTC': () => ({
        code: 10004,
        message: 'withdrawMin is out of range',
      }),
    });
    const { user } = renderConsole({ path: '/config', fetch: server.fetch, token: 't' });
    const form = await openChain(user, 'BTC');
    await user.clear(within(form).getByTestId('chain-withdraw-min'));
    await user.type(within(form).getByTestId('chain-withdraw-min'), '200000');
    await user.click(within(form).getByTestId('chain-submit'));
    expect((await screen.findByTestId('notice-error')).textContent).toContain(
      'withdrawMin is out of range',
    );
    expect(server.callsTo('POST', '/admin-api/config/chains/BTC/BTC')[0]?.body).toEqual({
      withdrawMin: '200000',
    });
    expect(screen.getByTestId('chain-form')).toBeTruthy();
  });

  it("posts a currency's new rate; USD's cannot be edited", async () => {
    const server = configServer(['config.manage'], {
      'POST /admin-api/config/currencies/CNY': (call) => ({
        data: { ...CURRENCIES[1], ...(call.body as object) },
      }),
    });
    const { user } = renderConsole({ path: '/config', fetch: server.fetch, token: 't' });
    const rows = await screen.findAllByTestId('currency-row');
    const usd = rows.find((r) => within(r).queryByText('USD'));
    const cny = rows.find((r) => within(r).queryByText('CNY'));
    expect(within(usd!).getByTestId<HTMLButtonElement>('currency-edit').disabled).toBe(true);
    expect(within(usd!).getByTestId('currency-fixed')).toBeTruthy();

    await user.click(within(cny!).getByTestId('currency-edit'));
    await user.clear(screen.getByTestId('currency-rate'));
    await user.type(screen.getByTestId('currency-rate'), '7.25');
    await user.click(screen.getByTestId('currency-submit'));

    expect((await screen.findByTestId('notice-ok')).textContent).toContain('CNY rate set to 7.25');
    expect(server.callsTo('POST', '/admin-api/config/currencies/CNY')[0]?.body).toEqual({
      rate: '7.25',
    });
    await waitFor(() =>
      expect(server.callsTo('GET', '/admin-api/config/currencies').length).toBeGreaterThanOrEqual(
        2,
      ),
    );
  });

  it('sets the worth above which approving a withdrawal needs a code', async () => {
    const server = configServer(['config.manage'], {
      'POST /admin-api/config/settings': (call) => ({
        data: { ...(call.body as object), updatedAt: 1_700_000_000_000 },
      }),
    });
    const { user } = renderConsole({ path: '/config', fetch: server.fetch, token: 't' });
    expect((await screen.findByText('Code required above 10000 USDT')).dataset.testid).toBe(
      'threshold-value',
    );
    await user.click(screen.getByTestId('threshold-edit'));
    const submit = screen.getByTestId<HTMLButtonElement>('threshold-submit');
    // The value it holds is no change.
    expect(submit.disabled).toBe(true);
    await user.clear(screen.getByTestId('threshold-input'));
    await user.type(screen.getByTestId('threshold-input'), '2500.5');
    await user.click(submit);
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Code threshold set to 2500.5 USDT',
    );
    expect(server.callsTo('POST', '/admin-api/config/settings')[0]?.body).toEqual({
      withdrawalCodeAboveUsdt: '2500.5',
    });
    await waitFor(() => expect(screen.queryByTestId('threshold-form')).toBeNull());
  });

  it('is neither listed nor opened without config.manage', async () => {
    const server = configServer(['withdrawals.review']);
    renderConsole({ path: '/config', fetch: server.fetch, token: 't' });
    expect((await screen.findByTestId('no-access')).textContent).toContain('config.manage');
    expect(screen.queryByTestId('nav-config')).toBeNull();
    expect(server.callsTo('GET', '/admin-api/config/coins')).toHaveLength(0);
    expect(server.callsTo('GET', '/admin-api/config/currencies')).toHaveLength(0);
  });
});
