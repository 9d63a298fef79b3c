import { screen, waitFor, within } from '@testing-library/react';
import type { Permission } from '@exchange/contracts';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole } from '../test/harness';

const DEPOSIT = {
  id: 9,
  userId: 42,
  uid: '80012345',
  symbol: 'USDT',
  chain: 'TRC20',
  address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  amount: '25000',
  confirmations: 20,
  requiredConfirmations: 20,
  txid: 'ab'.repeat(32),
  status: 'review',
  createdAt: '2025-01-02T03:04:05.000Z',
  creditedAt: null,
  reviewedAt: null,
  reviewNote: null,
};

function depositServer(permissions: Permission[]) {
  let status = 'review';
  let reviewNote: string | null = null;
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(permissions) }),
    'GET /admin-api/deposits': () => ({
      data: { list: [{ ...DEPOSIT, status, reviewNote }], total: 1, pageNo: 1, pageSize: 20 },
    }),
    'POST /admin-api/deposits/9/approve': () => {
      status = 'credited';
      return { data: null };
    },
    'POST /admin-api/deposits/9/reject': () => {
      status = 'rejected';
      reviewNote = 'source of funds unknown';
      return { data: null };
    },
  });
}

describe('deposit review', () => {
  it('passes a large deposit after a confirm step that names the amount', async () => {
    const server = depositServer(['deposits.read', 'deposits.review']);
    const { user } = renderConsole({ path: '/deposits', fetch: server.fetch, token: 't' });
    const row = await screen.findByTestId('deposit-row');
    expect(within(row).getByText('In review')).toBeTruthy();
    await user.click(within(row).getByTestId('deposit-approve'));
    expect(server.callsTo('POST', '/admin-api/deposits/9/approve')).toHaveLength(0);
    expect(screen.getByTestId('confirm-dialog').textContent).toContain('25000 USDT');
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('notice-ok')).textContent).toContain('Deposit #9 credited');
    await waitFor(() =>
      expect(within(screen.getByTestId('deposit-row')).getByText('Credited')).toBeTruthy(),
    );
    expect(screen.queryByTestId('deposit-approve')).toBeNull();
  });

  it('fails a review only with a reason, and shows it', async () => {
    const server = depositServer(['deposits.read', 'deposits.review']);
    const { user } = renderConsole({ path: '/deposits', fetch: server.fetch, token: 't' });
    await user.click(await screen.findByTestId('deposit-reject'));
    await user.type(screen.getByTestId('reason-input'), 'source of funds unknown');
    await user.click(screen.getByTestId('reason-ok'));
    await screen.findByTestId('notice-ok');
    const [call] = server.callsTo('POST', '/admin-api/deposits/9/reject');
    expect(call?.body).toEqual({ reason: 'source of funds unknown' });
    await waitFor(() =>
      expect(within(screen.getByTestId('deposit-row')).getByText('Review failed')).toBeTruthy(),
    );
  });

  it('offers no decision to an operator who may only read deposits', async () => {
    const server = depositServer(['deposits.read']);
    renderConsole({ path: '/deposits', fetch: server.fetch, token: 't' });
    await screen.findByTestId('deposit-row');
    expect(screen.queryByTestId('deposit-approve')).toBeNull();
  });
});
