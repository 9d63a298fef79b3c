import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FUND, LOCKUP, PAYOUT, RATES, TREASURY } from '../../test/earn';
import { fakeServer, operator, renderConsole, type Handlers } from '../../test/harness';
import { firstFutureDay } from './earnDays';

const API = '/admin-api/earn';

function detailServer(extra: Handlers = {}) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(['earn.manage']) }),
    [`GET ${API}/products`]: () => ({ data: [FUND, LOCKUP] }),
    [`GET ${API}/treasury`]: () => ({ data: TREASURY }),
    [`GET ${API}/products/2/rates`]: () => ({ data: RATES }),
    [`GET ${API}/products/3/rates`]: () => ({
      data: [{ day: '2025-03-01', rate: '0.0003', apr: '0.1095', source: 'fixed' }],
    }),
    [`GET ${API}/payouts`]: (call) => ({
      data: {
        list: call.query.get('day') === '2025-01-05' ? [] : [PAYOUT],
        total: 41,
        pageNo: Number(call.query.get('pageNo')),
        pageSize: 20,
      },
    }),
    [`POST ${API}/products/2/rates`]: (call) => {
      const body = call.body as { day: string; rate: string };
      return { data: { ...body, apr: '0.0657', source: 'published' } };
    },
    ...extra,
  });
}

describe('an earn product', () => {
  it('explains its funding and shows its daily rates with APR and its payouts', async () => {
    const server = detailServer();
    const { user } = renderConsole({ path: '/earn/products/2', fetch: server.fetch, token: 't' });
    const funding = await screen.findByTestId('earn-funding');
    expect(within(funding).getByTestId('earn-reserved').textContent).toBe('24 USDT');
    expect(funding.textContent).toContain(
      'The most the open orders can still be paid, held for them.',
    );
    expect(within(funding).getByTestId('earn-unsold').textContent).toBe('36 USDT');
    expect(funding.textContent).toContain('what listing requires to be free');
    expect(screen.getByTestId('earn-cover').textContent).toBe(
      'Free funding covers the unsold stock',
    );
    expect(screen.getByTestId('earn-terms-facts').textContent).toContain(
      '0.05 % of the amount per day left',
    );
    const [published] = await screen.findAllByTestId('earn-rate-row');
    expect(published!.textContent).toContain('2025-01-03');
    expect(within(published!).getByTestId('earn-day-rate').textContent).toBe(
      '0.015 % a day · 5.475 % APR',
    );
    expect(published!.textContent).toContain('Published');
    const [payout] = await screen.findAllByTestId('earn-payout-row');
    expect(payout!.textContent).toContain('tx-7f3a9c');
    expect(payout!.textContent).toContain('0.01 % · Minimum (none published)');
    const first = server.callsTo('GET', `${API}/payouts`)[0];
    expect(Object.fromEntries(first!.query)).toEqual({
      productId: '2',
      pageNo: '1',
      pageSize: '20',
    });
    await user.click(screen.getByTestId('table-next'));
    await waitFor(() => expect(server.callsTo('GET', `${API}/payouts`)).toHaveLength(2));
    expect(server.callsTo('GET', `${API}/payouts`)[1]?.query.get('pageNo')).toBe('2');
  });

  it('publishes a future day’s rate within the range as {day, rate}', async () => {
    const server = detailServer();
    const { user } = renderConsole({ path: '/earn/products/2', fetch: server.fetch, token: 't' });
    const day = await screen.findByTestId<HTMLInputElement>('earn-rate-day');
    const tomorrow = firstFutureDay(Date.now(), 'Asia/Shanghai');
    expect(day.value).toBe(tomorrow);
    expect(day.min).toBe(tomorrow);
    const rate = screen.getByTestId('earn-rate-input');
    const submit = screen.getByTestId<HTMLButtonElement>('earn-rate-submit');
    await user.type(rate, '0.0003');
    expect(screen.getByTestId('earn-rate-problems').textContent).toContain(
      'The daily rate must be from 0.0001 to 0.0002.',
    );
    expect(submit.disabled).toBe(true);
    await user.clear(rate);
    await user.type(rate, '0.00018');
    expect(screen.getByTestId('earn-rate-apr').textContent).toBe('0.018 % a day · 6.57 % APR');
    fireEvent.change(day, { target: { value: '2020-01-01' } });
    expect(screen.getByTestId('earn-rate-problems').textContent).toContain(
      `Choose a day that has not begun: ${tomorrow} or later.`,
    );
    expect(submit.disabled).toBe(true);
    fireEvent.change(day, { target: { value: tomorrow } });
    await user.click(submit);
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      `Rate for ${tomorrow} published: 0.00018`,
    );
    expect(server.callsTo('POST', `${API}/products/2/rates`)[0]?.body).toEqual({
      day: tomorrow,
      rate: '0.00018',
    });
    await waitFor(() => expect(server.callsTo('GET', `${API}/products/2/rates`)).toHaveLength(2));
  });

  it("shows the server's refusal of a rate whose day has begun", async () => {
    const server = detailServer({
      [`POST ${API}/products/2/rates`]: () => ({
        code: 27012,
        message: 'The rate for 2025-01-04 can no longer be set: that day has begun',
      }),
    });
    const { user } = renderConsole({ path: '/earn/products/2', fetch: server.fetch, token: 't' });
    await user.type(await screen.findByTestId('earn-rate-input'), '0.0002');
    await user.click(screen.getByTestId('earn-rate-submit'));
    expect((await screen.findByTestId('notice-error')).textContent).toContain('that day has begun');
  });

  it("shows a lock-up's fixed rate and what its funding lacks for listing", async () => {
    const server = detailServer();
    renderConsole({ path: '/earn/products/3', fetch: server.fetch, token: 't' });
    expect((await screen.findByTestId('earn-cover')).textContent).toBe('Short by 0.27 BTC to list');
    expect(screen.getByTestId('earn-rate-fixed')).toBeTruthy();
    expect(screen.queryByTestId('earn-rate-form')).toBeNull();
    expect(screen.getByTestId('earn-terms-facts').textContent).toContain('2025-03-01');
  });

  it('says when there is no such product', async () => {
    const server = detailServer();
    renderConsole({ path: '/earn/products/77', fetch: server.fetch, token: 't' });
    expect((await screen.findByRole('alert')).textContent).toBe('There is no earn product #77.');
  });
});
