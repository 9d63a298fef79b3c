import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../../lib/format';
import { fakeServer, operator, renderConsole } from '../../test/harness';
import { pageOf } from '../../test/p2p';
import { DECISION, REBATE, UNPRICED } from './referralFixtures';

const PERMISSIONS = '/admin-api/referral/permissions';
const ACCRUALS = '/admin-api/referral/accruals';

function listServer() {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(['referral.manage']) }),
    [`GET ${PERMISSIONS}`]: () => ({ data: pageOf([DECISION]) }),
    [`POST ${PERMISSIONS}`]: () => ({ data: null }),
    [`GET ${ACCRUALS}`]: (call) => ({
      data: pageOf(call.query.get('state') === 'unpriced' ? [UNPRICED] : [REBATE, UNPRICED]),
    }),
  });
}

describe('who may refer', () => {
  it('records a decision with its reason and reads the decisions again', async () => {
    const server = listServer();
    const { user } = renderConsole({
      path: '/referral/permissions',
      fetch: server.fetch,
      token: 't',
    });
    const [row] = await screen.findAllByTestId('referral-permission-row');
    expect(row!.textContent).toContain('10000042');
    expect(row!.textContent).toContain('Self-referral ring');
    const submit = screen.getByTestId<HTMLButtonElement>('referral-permission-submit');
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByTestId('referral-permission-uid'), '1234');
    await user.type(screen.getByTestId('referral-permission-reason'), 'Confirmed partner');
    expect(screen.getByTestId('referral-permission-problems').textContent).toContain(
      'UID: 8 to 12 digits.',
    );
    await user.type(screen.getByTestId('referral-permission-uid'), '5678');
    await user.selectOptions(screen.getByTestId('referral-permission-may-refer'), 'yes');
    await user.click(submit);
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Decision recorded for 12345678',
    );
    expect(server.callsTo('POST', PERMISSIONS)[0]?.body).toEqual({
      uid: '12345678',
      mayRefer: true,
      reason: 'Confirmed partner',
    });
    await waitFor(() => expect(server.callsTo('GET', PERMISSIONS)).toHaveLength(2));
    expect(screen.getByTestId<HTMLInputElement>('referral-permission-uid').value).toBe('');
  });
});

describe('the rebates', () => {
  it('lists every rebate and asks the server with the filters chosen', async () => {
    const server = listServer();
    const { user } = renderConsole({ path: '/referral/rebates', fetch: server.fetch, token: 't' });
    const rows = await screen.findAllByTestId('referral-rebate-row');
    expect(rows).toHaveLength(2);
    const cells = [...rows[0]!.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells.slice(1, 13)).toEqual([
      '10000055 erin',
      '10000077',
      '1',
      'Trading fees',
      'USDT',
      '12.5',
      '20 %',
      '2.5',
      '2.5',
      'Vesting',
      formatTime(REBATE.vestsAt),
      '—',
    ]);
    const unpriced = [...rows[1]!.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(unpriced.slice(8, 11)).toEqual(['0.15', '—', 'Not paid: no price']);
    expect(server.callsTo('GET', ACCRUALS)[0]?.query.get('pageSize')).toBe('50');

    await user.selectOptions(screen.getByTestId('filter-state'), 'unpriced');
    await waitFor(() => expect(screen.getAllByTestId('referral-rebate-row')).toHaveLength(1));
    await user.selectOptions(screen.getByTestId('filter-basis'), 'mining');
    await user.type(screen.getByTestId('filter-uid'), '10000055');
    await user.click(screen.getByTestId('filter-apply'));
    await waitFor(() =>
      expect(server.callsTo('GET', ACCRUALS).at(-1)?.query.get('uid')).toBe('10000055'),
    );
    const query = server.callsTo('GET', ACCRUALS).at(-1)!.query;
    expect(Object.fromEntries(query)).toEqual({
      pageNo: '1',
      pageSize: '50',
      state: 'unpriced',
      basis: 'mining',
      uid: '10000055',
    });
  });
});
