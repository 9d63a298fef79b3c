import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole, type Call } from '../test/harness';
import { WITHDRAWAL } from '../test/withdrawal';

function queueServer() {
  let status = 'applied';
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(['withdrawals.review']) }),
    'GET /admin-api/withdrawals': (call: Call) => {
      const list = call.query.get('status') === status ? [{ ...WITHDRAWAL, status }] : [];
      return { data: { list, total: list.length, pageNo: 1, pageSize: 20 } };
    },
    'POST /admin-api/withdrawals/7/approve': () => {
      status = 'review_passed';
      return { data: { ...WITHDRAWAL, status } };
    },
    'POST /admin-api/withdrawals/7/reject': () => {
      status = 'review_failed';
      return { data: { ...WITHDRAWAL, status, rejectReason: 'address flagged' } };
    },
  });
}

describe('withdrawal review', () => {
  it('lists the withdrawals waiting for review by default', async () => {
    const server = queueServer();
    renderConsole({ path: '/withdrawals', fetch: server.fetch, token: 't' });
    const row = await screen.findByTestId('withdrawal-row');
    expect(within(row).getByText('150.5')).toBeTruthy();
    expect(within(row).getByText('Waiting for review')).toBeTruthy();
    // The reviewer sees the UID users know (linking to the user) and the new-address hold.
    expect(within(row).getByText('80012345')).toBeTruthy();
    expect(within(row).getByTestId('withdrawal-hold').textContent).toMatch(
      /^New address: not sent before/,
    );
    expect(server.callsTo('GET', '/admin-api/withdrawals')[0]?.query.get('status')).toBe('applied');
  });

  it('fits the queue to its widths: a least width to scroll by, the address cut, amounts whole', async () => {
    renderConsole({ path: '/withdrawals', fetch: queueServer().fetch, token: 't' });
    const row = await screen.findByTestId('withdrawal-row');
    const table = screen.getByTestId('withdrawals-table').querySelector('table');
    const widths = [...(table?.querySelectorAll('col') ?? [])].map((col) =>
      parseInt(col.style.width),
    );
    // Ten columns and the actions, each with its width; the table is at least as wide as all.
    expect(widths).toHaveLength(11);
    expect(widths.every((width) => width > 0)).toBe(true);
    const least = widths.reduce((sum, width) => sum + width, 0);
    expect(table?.style.minWidth).toBe(`${least}px`);
    const address = within(row).getByTitle('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    expect(address.className).toBe('cell-clip');
    const amount = within(row).getByText('150.5').closest('td');
    expect(amount?.className).toBe('num');
    expect(amount?.querySelector('.cell-clip')).toBeNull();
  });

  it('approves after a confirm step, then refetches and says so', async () => {
    const server = queueServer();
    const { user } = renderConsole({ path: '/withdrawals', fetch: server.fetch, token: 't' });
    const row = await screen.findByTestId('withdrawal-row');
    await user.click(within(row).getByTestId('withdrawal-approve'));
    // Nothing is sent before the confirmation.
    expect(server.callsTo('POST', '/admin-api/withdrawals/7/approve')).toHaveLength(0);
    expect(screen.getByTestId('confirm-dialog').textContent).toContain(
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    );
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Withdrawal #7 approved',
    );
    const [approve] = server.callsTo('POST', '/admin-api/withdrawals/7/approve');
    expect(approve?.headers.get('x-admin-token')).toBe('t');
    await waitFor(() => expect(screen.queryByTestId('withdrawal-row')).toBeNull());
    expect(server.callsTo('GET', '/admin-api/withdrawals').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
  });

  it('rejects with a reason', async () => {
    const server = queueServer();
    const { user } = renderConsole({ path: '/withdrawals', fetch: server.fetch, token: 't' });
    await user.click(await screen.findByTestId('withdrawal-reject'));
    const ok = screen.getByTestId<HTMLButtonElement>('reason-ok');
    expect(ok.disabled).toBe(true);
    await user.type(screen.getByTestId('reason-input'), 'address flagged');
    await user.click(ok);
    await screen.findByTestId('notice-ok');
    expect(server.callsTo('POST', '/admin-api/withdrawals/7/reject')[0]?.body).toEqual({
      reason: 'address flagged',
    });
  });

  it("keeps the dialog open and shows the server's refusal", async () => {
    const server = fakeServer({
      'GET /admin-api/auth/me': () => ({ data: operator(['withdrawals.review']) }),
      'GET /admin-api/withdrawals': () => ({
        data: { list: [WITHDRAWAL], total: 1, pageNo: 1, pageSize: 20 },
      }),
      'POST /admin-api/withdrawals/7/approve': () => ({
        code: 18015,
        message: 'This withdrawal is not waiting for review',
      }),
    });
    const { user } = renderConsole({ path: '/withdrawals', fetch: server.fetch, token: 't' });
    await user.click(await screen.findByTestId('withdrawal-approve'));
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('notice-error')).textContent).toContain(
      'This withdrawal is not waiting for review',
    );
    expect(screen.getByTestId('confirm-dialog')).toBeTruthy();
  });
});
