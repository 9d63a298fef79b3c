import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TREASURY } from '../../test/earn';
import { fakeServer, operator, renderConsole } from '../../test/harness';
import { pageOf } from '../../test/p2p';

function treasuryServer(permissions: Parameters<typeof operator>[0]) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(permissions) }),
    'GET /admin-api/earn/treasury': () => ({ data: TREASURY }),
    'GET /admin-api/adjustments': () => ({ data: pageOf([]) }),
  });
}

describe('the earn treasury', () => {
  it('shows per coin what is available and allocated, and how it is filled', async () => {
    const server = treasuryServer(['earn.manage', 'ledger.read']);
    renderConsole({ path: '/earn/treasury', fetch: server.fetch, token: 't' });
    const rows = await screen.findAllByTestId('earn-treasury-row');
    expect(
      rows.map((r) => [...r.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent)),
    ).toEqual([
      ['USDT', '25000', '100'],
      ['BTC', '1.5', '0'],
    ]);
    const hint = screen.getByTestId('earn-treasury-hint').textContent;
    expect(hint).toContain('filled in Adjustments, kind “Earn treasury top-up” (earn_fund)');
    expect(hint).toContain('a second approves it');
  });

  it('leads to Adjustments, where the top-up names no user and no wallet', async () => {
    const server = treasuryServer(['earn.manage', 'ledger.read', 'adjustments.make']);
    const { user } = renderConsole({ path: '/earn/treasury', fetch: server.fetch, token: 't' });
    await user.click(await screen.findByTestId('earn-adjustments'));
    await user.click(await screen.findByTestId('adjustment-new'));
    await user.selectOptions(screen.getByTestId('adjustment-kind'), 'earn_fund');
    expect(screen.getByTestId('adjustment-note').textContent).toContain('earn:treasury');
    expect(screen.queryByTestId('adjustment-uid')).toBeNull();
    expect(screen.queryByTestId('adjustment-wallet')).toBeNull();
  });

  it('offers no link to operators who may not read Adjustments', async () => {
    const server = treasuryServer(['earn.manage']);
    renderConsole({ path: '/earn/treasury', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('earn-treasury-row');
    expect(screen.getByTestId('earn-treasury-hint')).toBeTruthy();
    expect(screen.queryByTestId('earn-adjustments')).toBeNull();
  });
});
