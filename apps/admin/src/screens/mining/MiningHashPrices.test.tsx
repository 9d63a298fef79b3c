import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole, type Handlers } from '../../test/harness';
import { nextDate } from '../earn/earnDays';
import { ASIC, DAY_PAID, GPU, HASH_PRICES } from './miningFixtures';
import { lastPriceDay } from './miningRules';

const API = '/admin-api/mining/hash-prices';

function pricesServer(extra: Handlers = {}) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(['earn.manage']) }),
    'GET /admin-api/mining/machines': () => ({ data: [ASIC, GPU] }),
    [`GET ${API}`]: (call) => ({
      data: {
        list: call.query.get('algorithm') === 'Etchash' ? [] : HASH_PRICES,
        total: 32,
        pageNo: Number(call.query.get('pageNo')),
        pageSize: Number(call.query.get('pageSize')),
      },
    }),
    ...extra,
  });
}

describe('the hash prices', () => {
  it('lists published prices with their source, simulated ones tagged, by algorithm', async () => {
    const server = pricesServer();
    const { user } = renderConsole({
      path: '/mining/hash-prices',
      fetch: server.fetch,
      token: 't',
    });
    const [operatorRow, simulatedRow] = await screen.findAllByTestId('mining-price-row');
    expect(within(operatorRow!).getByTestId('mining-price').textContent).toBe(
      '0.00000072 BTC per TH/s',
    );
    expect(within(operatorRow!).getByTestId('mining-source').textContent).toBe('Operator');
    expect(operatorRow!.textContent).toContain('F2Pool payout statement');
    expect(within(operatorRow!).queryByTestId('mining-simulated')).toBeNull();
    expect(within(simulatedRow!).getByTestId('mining-simulated').textContent).toBe(
      'simulated — not market data',
    );
    expect(screen.getByTestId('mining-publish-note').textContent).toContain(
      'A hash price is a measured figure',
    );
    await user.type(screen.getByTestId('filter-algorithm'), 'Etchash');
    await user.click(screen.getByTestId('filter-apply'));
    await waitFor(() => expect(screen.queryAllByTestId('mining-price-row')).toHaveLength(0));
    const last = server.callsTo('GET', API).at(-1);
    expect(last?.query.get('algorithm')).toBe('Etchash');
  });

  it("publishes a day's price and shows the server's refusal of a day already paid", async () => {
    let answers = 0;
    const server = pricesServer({
      [`POST ${API}`]: (call) =>
        ++answers === 1
          ? DAY_PAID
          : { data: { ...(call.body as object), source: 'operator', publishedAt: 1 } },
    });
    const { user } = renderConsole({
      path: '/mining/hash-prices',
      fetch: server.fetch,
      token: 't',
    });
    await screen.findAllByTestId('mining-price-row');
    await user.selectOptions(await screen.findByTestId('mining-price-machine'), '4');
    expect(screen.getByTestId<HTMLInputElement>('mining-price-algorithm').value).toBe('SHA-256');
    expect(screen.getByTestId<HTMLInputElement>('mining-price-unit').value).toBe('TH/s');
    const today = lastPriceDay(Date.now(), 'Asia/Shanghai') ?? '';
    expect(screen.getByTestId<HTMLInputElement>('mining-price-day').value).toBe(today);
    // A day not yet begun is refused here first.
    fireEvent.change(screen.getByTestId('mining-price-day'), {
      target: { value: nextDate(today) },
    });
    await user.type(screen.getByTestId('mining-price-value'), '0.00000072');
    await user.type(screen.getByTestId('mining-price-source'), 'F2Pool payout statement');
    const submit = screen.getByTestId<HTMLButtonElement>('mining-price-submit');
    expect(screen.getByTestId('mining-price-problems').textContent).toContain(
      `Choose a day that has begun: ${today} or earlier.`,
    );
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('mining-price-day'), { target: { value: '2025-01-02' } });
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    expect((await screen.findByTestId('notice-error')).textContent).toContain(
      'The hash price for 2025-01-02 has already paid income and cannot change',
    );
    expect(screen.getByTestId('mining-price-error').textContent).toContain('already paid income');
    expect(server.callsTo('POST', API)[0]?.body).toEqual({
      algorithm: 'SHA-256',
      coin: 'BTC',
      unit: 'TH/s',
      day: '2025-01-02',
      price: '0.00000072',
      sourceName: 'F2Pool payout statement',
    });
    // What was typed stays for a correction; a later day is taken.
    fireEvent.change(screen.getByTestId('mining-price-day'), { target: { value: '2025-01-03' } });
    await user.click(submit);
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Hash price of SHA-256 BTC for 2025-01-03 published: 0.00000072 per TH/s',
    );
    await waitFor(() => expect(screen.queryByTestId('mining-price-error')).toBeNull());
    expect(screen.getByTestId<HTMLInputElement>('mining-price-value').value).toBe('');
    await waitFor(() => expect(server.callsTo('GET', API)).toHaveLength(2));
  });
});
