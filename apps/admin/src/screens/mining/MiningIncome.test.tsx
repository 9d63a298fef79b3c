import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole } from '../../test/harness';
import { pageOf } from '../../test/p2p';
import { ASIC, GPU, INCOME, PAYOUT } from './miningFixtures';

function incomeServer(permissions: Parameters<typeof operator>[0]) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(permissions) }),
    'GET /admin-api/mining/machines': () => ({ data: [ASIC, GPU] }),
    'GET /admin-api/mining/income': () => ({ data: INCOME }),
    'GET /admin-api/mining/payouts': (call) => ({
      data: {
        list: call.query.get('machineId') === '5' ? [] : [PAYOUT],
        total: 1,
        pageNo: 1,
        pageSize: 20,
      },
    }),
    'GET /admin-api/adjustments': () => ({ data: pageOf([]) }),
  });
}

describe('the mining income', () => {
  it('shows each coin’s income account and the payouts, filtered by machine', async () => {
    const server = incomeServer(['earn.manage', 'ledger.read']);
    const { user } = renderConsole({ path: '/mining/income', fetch: server.fetch, token: 't' });
    const rows = await screen.findAllByTestId('mining-income-row');
    expect(
      rows.map((r) => [...r.querySelectorAll('td')].slice(0, 6).map((cell) => cell.textContent)),
    ).toEqual([
      ['BTC', '0.8', '3', '1', '1.25', '2'],
      ['ETC', '0', '0', '0', '0', '0'],
    ]);
    const hint = screen.getByTestId('mining-income-hint').textContent;
    expect(hint).toContain('kind “Mining income top-up” (mining_income)');
    expect(hint).toContain('a second approves it');
    const [payout] = await screen.findAllByTestId('mining-payout-row');
    const cells = [...payout!.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells.slice(1, 6)).toEqual(['2025-01-02', '42', '9001', 'Antminer S19', '2']);
    expect(within(payout!).getByTestId('mining-payout-price').textContent).toBe(
      '0.00000072 BTC / TH/s Operator',
    );
    expect(cells.slice(7, 10)).toEqual(['0.0001368', '0.0001248', '0.000012']);
    expect(payout!.textContent).toContain('tx-mine-51');
    await user.selectOptions(screen.getByTestId('filter-machineId'), '5');
    await waitFor(() => expect(screen.queryAllByTestId('mining-payout-row')).toHaveLength(0));
    expect(server.callsTo('GET', '/admin-api/mining/payouts').at(-1)?.query.get('machineId')).toBe(
      '5',
    );
  });

  it('leads to Adjustments, where the top-up names no user and no wallet', async () => {
    const server = incomeServer(['earn.manage', 'ledger.read', 'adjustments.make']);
    const { user } = renderConsole({ path: '/mining/income', fetch: server.fetch, token: 't' });
    await user.click(await screen.findByTestId('mining-adjustments'));
    await user.click(await screen.findByTestId('adjustment-new'));
    await user.selectOptions(screen.getByTestId('adjustment-kind'), 'mining_income');
    expect(screen.getByTestId('adjustment-note').textContent).toContain('mining:income');
    expect(screen.queryByTestId('adjustment-uid')).toBeNull();
    expect(screen.queryByTestId('adjustment-wallet')).toBeNull();
  });
});
