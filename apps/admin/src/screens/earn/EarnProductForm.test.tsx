import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FUND, LOCKUP, TREASURY, type Product } from '../../test/earn';
import { fakeServer, operator, renderConsole } from '../../test/harness';

const API = '/admin-api/earn/products';

/** The product as the server answers a save: the body's terms, its English name. */
function productOf(base: Product, body: unknown) {
  const sent = body as { name: Record<string, string> };
  return { ...base, ...sent, name: sent.name.en_US, names: sent.name };
}

function formServer() {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(['earn.manage']) }),
    [`GET ${API}`]: () => ({ data: [FUND, LOCKUP] }),
    'GET /admin-api/earn/treasury': () => ({ data: TREASURY }),
    [`POST ${API}`]: (call) => ({ data: { ...productOf(LOCKUP, call.body), id: 9 } }),
    [`POST ${API}/2`]: (call) => ({ data: productOf(FUND, call.body) }),
  });
}

const local = (value: string) => new Date(value).getTime();

async function openNew() {
  const server = formServer();
  const rendered = renderConsole({ path: '/earn', fetch: server.fetch, token: 't' });
  await screen.findAllByTestId('earn-row');
  await rendered.user.click(screen.getByTestId('earn-new'));
  return { server, user: rendered.user };
}

type User = Awaited<ReturnType<typeof openNew>>['user'];

async function fillSale(user: User) {
  await user.type(screen.getByTestId('earn-min'), '100');
  await user.type(screen.getByTestId('earn-max'), '5000');
  await user.type(screen.getByTestId('earn-user-limit'), '5000');
  await user.type(screen.getByTestId('earn-stock'), '100000');
  fireEvent.change(screen.getByTestId('earn-opens'), { target: { value: '2025-02-01T10:00' } });
  fireEvent.change(screen.getByTestId('earn-closes'), { target: { value: '2025-02-20T10:00' } });
}

describe('the earn product form', () => {
  it('creates a fund, with the APR beside each rate as it is typed', async () => {
    const { server, user } = await openNew();
    await user.type(screen.getByTestId('earn-name-en'), '  Weekly USDT fund ');
    await user.type(screen.getByTestId('earn-name-zh'), '每周USDT基金');
    await user.type(screen.getByTestId('earn-coin'), 'usdt');
    await user.type(screen.getByTestId('earn-cycle'), '7');
    await user.type(screen.getByTestId('earn-rate-min'), '0.0002');
    await user.type(screen.getByTestId('earn-rate-max'), '0.0001');
    expect(screen.getByTestId('earn-problems').textContent).toContain(
      'The lowest daily rate may not be above the highest.',
    );
    await user.clear(screen.getByTestId('earn-rate-max'));
    await user.type(screen.getByTestId('earn-rate-max'), '0.0004');
    expect(screen.getByTestId('earn-apr-max').textContent).toBe('0.04 % a day · 14.6 % APR');
    await user.type(screen.getByTestId('earn-penalty'), '0.001');
    await fillSale(user);
    const submit = screen.getByTestId<HTMLButtonElement>('earn-submit');
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Weekly USDT fund saved',
    );
    expect(server.callsTo('POST', API)[0]?.body).toEqual({
      kind: 'fund',
      coin: 'USDT',
      name: { en_US: 'Weekly USDT fund', zh_CN: '每周USDT基金' },
      cycleDays: 7,
      rateMin: '0.0002',
      rateMax: '0.0004',
      userLimit: '5000',
      minAmount: '100',
      maxAmount: '5000',
      stock: '100000',
      penaltyRatio: '0.001',
      opensAt: local('2025-02-01T10:00'),
      closesAt: local('2025-02-20T10:00'),
      lockDate: null,
      sort: 0,
    });
    await waitFor(() => expect(screen.queryByTestId('earn-form')).toBeNull());
    await waitFor(() => expect(screen.getAllByTestId('earn-row')).toHaveLength(3));
  });

  it('refuses a lock-up whose lowest and highest rates differ, before sending', async () => {
    const { server, user } = await openNew();
    await user.selectOptions(screen.getByTestId('earn-kind'), 'lockup');
    expect(screen.queryByTestId('earn-penalty')).toBeNull();
    await user.type(screen.getByTestId('earn-name-en'), 'ETH lock-up');
    await user.type(screen.getByTestId('earn-coin'), 'ETH');
    await user.type(screen.getByTestId('earn-cycle'), '60');
    await user.type(screen.getByTestId('earn-rate-min'), '0.0003');
    await user.type(screen.getByTestId('earn-rate-max'), '0.0004');
    fireEvent.change(screen.getByTestId('earn-lock-date'), { target: { value: '2025-03-01' } });
    await fillSale(user);
    expect(screen.getByTestId('earn-problems').textContent).toContain(
      'its lowest and highest daily rate must be equal',
    );
    const submit = screen.getByTestId<HTMLButtonElement>('earn-submit');
    expect(submit.disabled).toBe(true);
    fireEvent.submit(submit.closest('form')!);
    expect(server.callsTo('POST', API)).toHaveLength(0);
    // Sales must close by the lock date's payout hour (04:00 Asia/Shanghai, told by the products).
    await user.clear(screen.getByTestId('earn-rate-max'));
    await user.type(screen.getByTestId('earn-rate-max'), '0.0003');
    fireEvent.change(screen.getByTestId('earn-closes'), { target: { value: '2025-03-02T10:00' } });
    expect(screen.getByTestId('earn-problems').textContent).toContain(
      'Sales must close by the lock date’s payout hour (2025-03-01 04:00, Asia/Shanghai).',
    );
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('earn-closes'), { target: { value: '2025-02-27T10:00' } });
    expect(screen.queryByTestId('earn-problems')).toBeNull();
    await user.click(submit);
    await screen.findByTestId('notice-ok');
    expect(server.callsTo('POST', API)[0]?.body).toMatchObject({
      kind: 'lockup',
      coin: 'ETH',
      name: { en_US: 'ETH lock-up' },
      cycleDays: 60,
      rateMin: '0.0003',
      rateMax: '0.0003',
      penaltyRatio: '0',
      lockDate: '2025-03-01',
      closesAt: local('2025-02-27T10:00'),
    });
  });

  it("edits a sold product's names and stock, its terms fixed and other names kept", async () => {
    const server = formServer();
    const { user } = renderConsole({ path: '/earn', fetch: server.fetch, token: 't' });
    const [fund] = await screen.findAllByTestId('earn-row');
    await user.click(within(fund!).getByTestId('earn-edit'));
    const fixed = screen.getByTestId('earn-terms-fixed');
    expect(fixed.textContent).toContain('0.01 – 0.02 % a day · 3.65 – 7.3 % APR');
    expect(screen.queryByTestId('earn-kind')).toBeNull();
    expect(screen.getByTestId('earn-form').textContent).toContain(
      'Names in other languages (ja_JP) are kept as they are.',
    );
    const stock = screen.getByTestId('earn-stock');
    await user.clear(stock);
    await user.type(stock, '3000');
    expect(screen.getByTestId('earn-problems').textContent).toContain(
      'The stock may not be below what is sold (4000).',
    );
    await user.clear(stock);
    await user.type(stock, '20000');
    const zh = screen.getByTestId('earn-name-zh');
    await user.clear(zh);
    await user.type(zh, '30天稳健基金');
    await user.click(screen.getByTestId('earn-submit'));
    await screen.findByTestId('notice-ok');
    expect(server.callsTo('POST', `${API}/2`)[0]?.body).toEqual({
      kind: 'fund',
      coin: 'USDT',
      name: { en_US: '30-day USDT fund', zh_CN: '30天稳健基金', ja_JP: '30日USDTファンド' },
      cycleDays: 30,
      rateMin: '0.0001',
      rateMax: '0.0002',
      userLimit: '5000',
      minAmount: '100',
      maxAmount: '5000',
      stock: '20000',
      penaltyRatio: '0.0005',
      opensAt: FUND.opensAt,
      closesAt: FUND.closesAt,
      lockDate: null,
      sort: 1,
    });
  });
});
