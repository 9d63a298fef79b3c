import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole } from '../test/harness';

const CHECK = {
  checkedAt: 1_700_000_000_000,
  ok: true,
  rules: [{ rule: 'every transaction balances per asset', ok: true, violations: [] }],
  demo: null,
};

describe('dashboard', () => {
  it("shows the checker's verdict and the platform's accounts by name", async () => {
    const api = fakeServer({
      'GET /admin-api/auth/me': () => ({ data: operator(['ledger.read']) }),
      'GET /admin-api/ledger/check': () => ({ data: CHECK }),
      'GET /admin-api/dashboard/today': () => ({
        data: {
          since: 1_700_000_000_000,
          signUps: 12,
          depositsCredited: 3,
          withdrawalsRequested: 5,
          queues: { withdrawals: 2, deposits: 1, adjustments: 0, resets: 4 },
          fees: [{ asset: 'USDT', amount: '18.25' }],
        },
      }),
      'GET /admin-api/ledger/system-accounts': () => ({
        data: [
          { account: 'insurance', asset: 'USDT', available: '25000', frozen: '0', locked: '0' },
          {
            account: 'custody:MANUAL',
            asset: 'USDT',
            available: '-25000',
            frozen: '0',
            locked: '0',
          },
          { account: 'clearing:new', asset: 'BTC', available: '0', frozen: '0', locked: '0' },
        ],
      }),
    });
    renderConsole({ path: '/', fetch: api.fetch, token: 't' });
    expect((await screen.findByTestId('ledger-verdict')).textContent).toContain('All rules hold');
    const rows = await screen.findAllByTestId('system-account-row');
    const text = rows.map((r) => r.textContent);
    expect(text[0]).toContain('Insurance fund (contracts)');
    expect(text[0]).toContain('25000');
    expect(within(rows[1]!).getByText('Manual custody (console adjustments)')).toBeTruthy();
    // A clearing or custody account the console has no name for is named by its kind.
    expect(text[2]).toContain('Clearing: new');
    // Across the whole page: a side column is too narrow for the three amounts.
    expect(screen.getByTestId('system-accounts').parentElement?.className).toBe('dashboard-wide');
    // The day's business and what waits for an operator.
    expect(screen.getByTestId('today-sign-ups').textContent).toBe('12');
    expect(screen.getByTestId('today-fees').textContent).toBe('18.25 USDT');
    expect(screen.getByTestId('today-queues').textContent).toContain('Withdrawals to review: 2');
    expect(screen.getByTestId('today-queues').textContent).toContain('Resets to review: 4');
  });

  it('names the invariant rules in Chinese in the Chinese console', async () => {
    window.localStorage.setItem('console-lang', 'zh');
    try {
      const api = fakeServer({
        'GET /admin-api/auth/me': () => ({ data: operator(['ledger.read']) }),
        'GET /admin-api/ledger/check': () => ({
          data: {
            ...CHECK,
            rules: [{ rule: 'every transaction sums to zero per asset', ok: true, violations: [] }],
          },
        }),
        'GET /admin-api/ledger/system-accounts': () => ({ data: [] }),
      });
      renderConsole({ path: '/', fetch: api.fetch, token: 't' });
      const [row] = await screen.findAllByTestId('rule-row');
      expect(row?.textContent).toContain('每笔交易按资产合计为零');
      expect(row?.textContent).not.toContain('every transaction');
    } finally {
      window.localStorage.removeItem('console-lang');
    }
  });

  it('shows neither the checker nor the accounts without ledger.read', async () => {
    const api = fakeServer({ 'GET /admin-api/auth/me': () => ({ data: operator([]) }) });
    renderConsole({ path: '/', fetch: api.fetch, token: 't' });
    await screen.findByText(/ledger/i);
    expect(screen.queryByTestId('system-accounts')).toBeNull();
    expect(api.callsTo('GET', '/admin-api/ledger/system-accounts')).toEqual([]);
  });
});
