import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FUND, FUNDING_SHORT, LOCKUP, TREASURY, type Product } from '../../test/earn';
import { fakeServer, operator, renderConsole, type Handlers } from '../../test/harness';

const API = '/admin-api/earn';

function earnServer(extra: Handlers = {}, permissions = ['earn.manage', 'ledger.read']) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({
      data: operator(permissions as Parameters<typeof operator>[0]),
    }),
    [`GET ${API}/products`]: () => ({ data: [FUND, LOCKUP] }),
    [`GET ${API}/treasury`]: () => ({ data: TREASURY }),
    ...extra,
  });
}

const rowOf = async (name: string) => {
  const rows = await screen.findAllByTestId('earn-row');
  const row = rows.find((r) => r.textContent?.includes(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('the earn products', () => {
  it('shows each product with its daily rate range beside the APR, sales and funding', async () => {
    const server = earnServer();
    renderConsole({ path: '/earn', fetch: server.fetch, token: 't' });
    const fund = await rowOf('30-day USDT fund');
    expect(within(fund).getByTestId('earn-rate').textContent).toBe(
      '0.01 – 0.02 % a day · 3.65 – 7.3 % APR',
    );
    expect(within(fund).getByTestId('earn-sold').textContent).toBe('4000 / 10000');
    expect(within(fund).getByTestId('earn-status').textContent).toBe('Listed');
    const cells = [...fund.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual(['2', '30-day USDT fund', 'Fund', 'USDT', '30 days']);
    expect(cells.slice(8, 12)).toEqual(['76', '24', '8.5', '12']);
    expect(within(fund).getByTestId('earn-delist')).toBeTruthy();
    // A lock-up's range is one rate.
    const lockup = await rowOf('BTC pool lock-up');
    expect(within(lockup).getByTestId('earn-rate').textContent).toBe('0.03 % a day · 10.95 % APR');
    expect(within(lockup).getByTestId('earn-status').textContent).toBe('Draft');
    expect(within(lockup).getByTestId('earn-list')).toBeTruthy();
    expect(screen.getByTestId('nav-earn').textContent).toBe('Earn products');
  });

  it("shows the server's EARN_FUNDING_SHORT when an unfunded product is listed", async () => {
    const server = earnServer({
      [`POST ${API}/products/3/status`]: () => FUNDING_SHORT,
    });
    const { user } = renderConsole({ path: '/earn', fetch: server.fetch, token: 't' });
    await user.click(within(await rowOf('BTC pool lock-up')).getByTestId('earn-list'));
    expect(screen.getByTestId('confirm-dialog').textContent).toContain(
      'Its free funding (0 BTC) must cover the most its unsold stock could be paid (0.27 BTC)',
    );
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('notice-error')).textContent).toContain(
      "The product's funding account holds 0 BTC, short of the 0.27 BTC it could owe",
    );
    expect(server.callsTo('POST', `${API}/products/3/status`)[0]?.body).toEqual({
      status: 'listed',
    });
    expect(screen.getByTestId('confirm-dialog')).toBeTruthy();
    expect(within(await rowOf('BTC pool lock-up')).getByTestId('earn-status').textContent).toBe(
      'Draft',
    );
  });

  it('delists a listed product and shows it delisted', async () => {
    const server = earnServer({
      [`POST ${API}/products/2/status`]: () => ({ data: { ...FUND, status: 'delisted' } }),
    });
    const { user } = renderConsole({ path: '/earn', fetch: server.fetch, token: 't' });
    await user.click(within(await rowOf('30-day USDT fund')).getByTestId('earn-delist'));
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      '30-day USDT fund delisted',
    );
    expect(server.callsTo('POST', `${API}/products/2/status`)[0]?.body).toEqual({
      status: 'delisted',
    });
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(within(await rowOf('30-day USDT fund')).getByTestId('earn-status').textContent).toBe(
      'Delisted',
    );
  });

  it('funds a product, keeping the request id across a retry', async () => {
    let answers = 0;
    const funded: Product = { ...FUND, funding: { ...FUND.funding, funded: '150', free: '126' } };
    const server = earnServer({
      [`POST ${API}/products/2/funding`]: () =>
        ++answers === 1
          ? { code: 27014, message: 'The earn treasury holds only 25000 USDT' }
          : { data: funded },
    });
    const { user } = renderConsole({ path: '/earn', fetch: server.fetch, token: 't' });
    await user.click(within(await rowOf('30-day USDT fund')).getByTestId('earn-fund'));
    const facts = screen.getByTestId('earn-fund-facts');
    await waitFor(() => expect(facts.textContent).toContain('25000 USDT'));
    expect(facts.textContent).toContain('76 USDT');
    const submit = screen.getByTestId<HTMLButtonElement>('earn-fund-submit');
    await user.type(screen.getByTestId('earn-fund-amount'), '5e1');
    expect(submit.disabled).toBe(true);
    await user.clear(screen.getByTestId('earn-fund-amount'));
    await user.type(screen.getByTestId('earn-fund-amount'), '50');
    await user.click(submit);
    expect((await screen.findByTestId('notice-error')).textContent).toContain(
      'The earn treasury holds only 25000 USDT',
    );
    expect(screen.getByTestId('earn-fund-error').textContent).toContain('25000 USDT');
    await user.click(submit);
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      '50 USDT moved into the product',
    );
    const [first, second] = server.callsTo('POST', `${API}/products/2/funding`);
    const body = first?.body as { requestId: string };
    expect(body).toEqual({ direction: 'in', amount: '50', requestId: expect.any(String) });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.body).toEqual(body);
    await waitFor(() => expect(screen.queryByTestId('earn-fund-form')).toBeNull());
    const cells = [...(await rowOf('30-day USDT fund')).querySelectorAll('td')];
    expect(cells[8]?.textContent).toBe('126');
    await waitFor(() => expect(server.callsTo('GET', `${API}/treasury`)).toHaveLength(2));

    // Another move is another request: a new id.
    await user.click(within(await rowOf('30-day USDT fund')).getByTestId('earn-fund'));
    await user.click(screen.getByTestId('earn-direction-out'));
    await user.type(screen.getByTestId('earn-fund-amount'), '10');
    await user.click(screen.getByTestId('earn-fund-submit'));
    await waitFor(() =>
      expect(server.callsTo('POST', `${API}/products/2/funding`)).toHaveLength(3),
    );
    const third = server.callsTo('POST', `${API}/products/2/funding`)[2]?.body as typeof body;
    expect(third).toMatchObject({ direction: 'out', amount: '10' });
    expect(third.requestId).not.toBe(body.requestId);
  });

  it('is neither listed nor served without earn.manage', async () => {
    const server = earnServer({}, ['credit.review']);
    renderConsole({ path: '/earn', fetch: server.fetch, token: 't' });
    expect((await screen.findByTestId('no-access')).textContent).toContain('earn.manage');
    expect(screen.queryByTestId('nav-earn')).toBeNull();
    expect(server.callsTo('GET', `${API}/products`)).toHaveLength(0);
  });
});
