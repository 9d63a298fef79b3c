import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole, type Handlers } from '../../test/harness';
import { BUDGETS } from '../../test/lending';
import { pageOf } from '../../test/p2p';

const API = '/admin-api/lending/credit/budget';

function budgetServer(extra: Handlers = {}, permissions = ['config.manage', 'ledger.read']) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({
      data: operator(permissions as Parameters<typeof operator>[0]),
    }),
    [`GET ${API}`]: () => ({ data: { budgets: BUDGETS } }),
    [`POST ${API}`]: (call) => {
      const body = call.body as { coin: string; budget: string };
      const known = BUDGETS.some((b) => b.coin === body.coin);
      const budgets = known
        ? BUDGETS.map((b) => (b.coin === body.coin ? { ...b, budget: body.budget } : b))
        : [...BUDGETS, { ...BUDGETS[1]!, coin: body.coin, budget: body.budget }];
      return { data: { budgets } };
    },
    'GET /admin-api/adjustments': () => ({ data: pageOf([]) }),
    'POST /admin-api/adjustments': (call) => ({
      data: {
        id: 9,
        userId: null,
        uid: null,
        kind: 'credit_fund',
        wallet: 'system',
        asset: 'USDT',
        amount: (call.body as { amount: string }).amount,
        reason: 'top-up',
        status: 'PENDING',
        maker: 'alice',
        checker: null,
        rejectReason: null,
        transactionId: null,
        createdAt: 1_735_700_000_000,
        decidedAt: null,
      },
    }),
    ...extra,
  });
}

describe('the credit budget', () => {
  it('shows per coin the budget, fund, lent, available, income, loans and overdue', async () => {
    const server = budgetServer();
    renderConsole({ path: '/lending/credit-budget', fetch: server.fetch, token: 't' });
    const rows = await screen.findAllByTestId('budget-row');
    expect(
      rows.map((r) => [...r.querySelectorAll('td')].slice(0, 8).map((cell) => cell.textContent)),
    ).toEqual([
      ['USDT', '100000', '40000', '25000', '40000', '812.5', '12', '1'],
      ['BTC', '0', '0', '0', '0', '0', '0', '0'],
    ]);
    expect(screen.getByTestId('budget-fund-hint').textContent).toContain(
      'kind “Credit lending fund top-up”',
    );
    expect(screen.getByTestId('nav-lending').textContent).toBe('Lending');
  });

  it("sets a listed coin's budget, refusing what is not a decimal", async () => {
    const server = budgetServer();
    const { user } = renderConsole({
      path: '/lending/credit-budget',
      fetch: server.fetch,
      token: 't',
    });
    const [usdt] = await screen.findAllByTestId('budget-row');
    await user.click(within(usdt!).getByTestId('budget-edit'));
    const input = screen.getByTestId<HTMLInputElement>('budget-input');
    const submit = screen.getByTestId<HTMLButtonElement>('budget-submit');
    // Unchanged ("100000.0" is the same budget) and malformed are not sent.
    await user.type(input, '.0');
    expect(submit.disabled).toBe(true);
    await user.clear(input);
    await user.type(input, '1e5');
    expect(submit.disabled).toBe(true);
    await user.clear(input);
    await user.type(input, '150000');
    await user.click(submit);
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'USDT budget set to 150000',
    );
    expect(server.callsTo('POST', API)[0]?.body).toEqual({ coin: 'USDT', budget: '150000' });
    await waitFor(() => expect(screen.queryByTestId('budget-form')).toBeNull());
    expect(screen.getAllByTestId('budget-row')[0]?.textContent).toContain('150000');
  });

  it('sets the budget of a coin named for the first time', async () => {
    const server = budgetServer();
    const { user } = renderConsole({
      path: '/lending/credit-budget',
      fetch: server.fetch,
      token: 't',
    });
    await screen.findAllByTestId('budget-row');
    await user.click(screen.getByTestId('budget-new'));
    await user.type(screen.getByTestId('budget-coin'), 'eth');
    await user.type(screen.getByTestId('budget-input'), '20');
    await user.click(screen.getByTestId('budget-submit'));
    await screen.findByTestId('notice-ok');
    expect(server.callsTo('POST', API)[0]?.body).toEqual({ coin: 'ETH', budget: '20' });
    await waitFor(() => expect(screen.getAllByTestId('budget-row')).toHaveLength(3));
  });

  it("keeps the form open with the server's refusal", async () => {
    const server = budgetServer({
      [`POST ${API}`]: () => ({ code: 10010, message: 'Unknown asset' }),
    });
    const { user } = renderConsole({
      path: '/lending/credit-budget',
      fetch: server.fetch,
      token: 't',
    });
    const [usdt] = await screen.findAllByTestId('budget-row');
    await user.click(within(usdt!).getByTestId('budget-edit'));
    await user.clear(screen.getByTestId('budget-input'));
    await user.type(screen.getByTestId('budget-input'), '1');
    await user.click(screen.getByTestId('budget-submit'));
    expect((await screen.findByTestId('notice-error')).textContent).toContain('Unknown asset');
    expect(screen.getByTestId('budget-form')).toBeTruthy();
  });

  it('tops the fund up through Adjustments, naming no user and no wallet', async () => {
    const server = budgetServer({}, ['config.manage', 'ledger.read', 'adjustments.make']);
    const { user } = renderConsole({
      path: '/lending/credit-budget',
      fetch: server.fetch,
      token: 't',
    });
    await user.click(await screen.findByTestId('budget-adjustments'));
    await user.click(await screen.findByTestId('adjustment-new'));
    const kind = screen.getByTestId<HTMLSelectElement>('adjustment-kind');
    expect([...kind.options].map((o) => o.textContent)).toContain('Credit lending fund top-up');
    await user.selectOptions(kind, 'credit_fund');
    expect(screen.queryByTestId('adjustment-uid')).toBeNull();
    expect(screen.queryByTestId('adjustment-wallet')).toBeNull();
    expect(screen.getByTestId('adjustment-note').textContent).toContain('credit:fund');
    await user.type(screen.getByTestId('adjustment-asset'), 'usdt');
    await user.type(screen.getByTestId('adjustment-amount'), '10000');
    await user.type(screen.getByTestId('adjustment-reason'), 'credit fund for January');
    await user.click(screen.getByTestId('adjustment-submit'));
    await screen.findByTestId('notice-ok');
    const body = server.callsTo('POST', '/admin-api/adjustments')[0]?.body as object;
    expect(body).toMatchObject({ kind: 'credit_fund', asset: 'USDT', amount: '10000' });
    expect(body).not.toHaveProperty('uid');
    expect(body).not.toHaveProperty('wallet');
  });

  it('is neither listed nor served without config.manage', async () => {
    const server = budgetServer({}, ['credit.review']);
    renderConsole({ path: '/lending/credit-budget', fetch: server.fetch, token: 't' });
    expect((await screen.findByTestId('no-access')).textContent).toContain('config.manage');
    expect(screen.queryByTestId('nav-lending')).toBeNull();
    expect(screen.getByTestId('nav-credit')).toBeTruthy();
    expect(server.callsTo('GET', API)).toHaveLength(0);
  });
});
