import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole } from '../test/harness';

const PENDING = {
  id: 3,
  userId: 42,
  uid: '10000042',
  kind: 'credit',
  wallet: 'spot',
  asset: 'USDT',
  amount: '12.5',
  reason: 'goodwill',
  status: 'PENDING',
  maker: 'alice',
  checker: null,
  rejectReason: null,
  transactionId: null,
  createdAt: 1_700_000_000_000,
  decidedAt: null,
};

function server(permissions: Parameters<typeof operator>[0]) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(permissions) }),
    'GET /admin-api/adjustments': () => ({
      data: { list: [PENDING], total: 1, pageNo: 1, pageSize: 20 },
    }),
    'POST /admin-api/adjustments': () => ({ data: { ...PENDING, id: 4 } }),
    'POST /admin-api/adjustments/3/approve': () => ({
      code: 18011,
      message: 'A second operator must approve this; you created it',
    }),
  });
}

describe('adjustments (maker-checker)', () => {
  it('requests an adjustment with a client-chosen request id', async () => {
    const api = server(['ledger.read', 'adjustments.make']);
    const { user } = renderConsole({ path: '/adjustments', fetch: api.fetch, token: 't' });
    await user.click(await screen.findByTestId('adjustment-new'));
    await user.type(screen.getByTestId('adjustment-uid'), '10000042');
    await user.selectOptions(screen.getByTestId('adjustment-kind'), 'debit');
    await user.type(screen.getByTestId('adjustment-asset'), 'usdt');
    await user.type(screen.getByTestId('adjustment-amount'), '0.5');
    await user.type(screen.getByTestId('adjustment-reason'), 'duplicate credit');
    await user.click(screen.getByTestId('adjustment-submit'));
    await screen.findByTestId('notice-ok');
    const body = api.callsTo('POST', '/admin-api/adjustments')[0]?.body;
    expect(body).toMatchObject({
      uid: '10000042',
      kind: 'debit',
      wallet: 'spot',
      asset: 'USDT',
      amount: '0.5',
      reason: 'duplicate credit',
    });
    expect((body as { requestId: string }).requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks for an insurance-fund top-up without a user or a wallet', async () => {
    const api = server(['ledger.read', 'adjustments.make']);
    const { user } = renderConsole({ path: '/adjustments', fetch: api.fetch, token: 't' });
    await user.click(await screen.findByTestId('adjustment-new'));
    await user.selectOptions(screen.getByTestId('adjustment-kind'), 'insurance');
    expect(screen.queryByTestId('adjustment-uid')).toBeNull();
    expect(screen.queryByTestId('adjustment-wallet')).toBeNull();
    await user.type(screen.getByTestId('adjustment-asset'), 'usdt');
    await user.type(screen.getByTestId('adjustment-amount'), '5000');
    await user.type(screen.getByTestId('adjustment-reason'), 'quarterly insurance top-up');
    await user.click(screen.getByTestId('adjustment-submit'));
    await screen.findByTestId('notice-ok');
    const body = api.callsTo('POST', '/admin-api/adjustments')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ kind: 'insurance', asset: 'USDT', amount: '5000' });
    expect(body).not.toHaveProperty('uid');
    expect(body).not.toHaveProperty('wallet');
  });

  it("shows the server's refusal when the maker approves their own request", async () => {
    const api = server(['ledger.read', 'adjustments.make', 'adjustments.check']);
    const { user } = renderConsole({ path: '/adjustments', fetch: api.fetch, token: 't' });
    const row = await screen.findByTestId('adjustment-row');
    await user.click(within(row).getByTestId('adjustment-approve'));
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('notice-error')).textContent).toContain(
      'A second operator must approve this; you created it',
    );
  });

  it('offers neither the form nor the decisions without their permissions', async () => {
    const api = server(['ledger.read']);
    renderConsole({ path: '/adjustments', fetch: api.fetch, token: 't' });
    await screen.findByTestId('adjustment-row');
    expect(screen.queryByTestId('adjustment-new')).toBeNull();
    expect(screen.queryByTestId('adjustment-approve')).toBeNull();
  });
});
