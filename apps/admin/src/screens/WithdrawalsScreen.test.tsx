import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole, type Call } from '../test/harness';
import { LANG_KEY } from '../state/lang';
import { LARGE_WITHDRAWAL, WITHDRAWAL } from '../test/withdrawal';

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

/** A row with the line of checks under it: one entry of the queue. */
const entryOf = (row: HTMLElement) => row.closest('tbody') ?? row;

describe('withdrawal review', () => {
  it('lists the withdrawals waiting for review by default', async () => {
    const server = queueServer();
    renderConsole({ path: '/withdrawals', fetch: server.fetch, token: 't' });
    const row = await screen.findByTestId('withdrawal-row');
    expect(within(row).getByText('150.5')).toBeTruthy();
    expect(within(row).getByText('Waiting for review')).toBeTruthy();
    // The reviewer sees the UID users know (linking to the user) and the new-address hold.
    expect(within(row).getByText('80012345')).toBeTruthy();
    expect(within(entryOf(row)).getByTestId('withdrawal-hold').textContent).toMatch(
      /^New address: not sent before/,
    );
    // Beside it, what the risk of it rests on: worth, account age, deposits, the day's requests, security.
    const check = (id: string) => within(entryOf(row)).getByTestId(id).textContent;
    expect(check('check-value')).toBe('≈ 150.5 USDT');
    expect(check('check-age')).toBe('Account 1 d old');
    expect(check('check-deposits')).toBe('Never deposited');
    expect(check('check-recent')).toBe('Withdrawals in 24 h: 1');
    expect(check('check-security')).toMatch(/^Fund password set \d+ d ago$/);
    // The hold already says the address is new.
    expect(within(entryOf(row)).queryByTestId('check-address')).toBeNull();
    expect(server.callsTo('GET', '/admin-api/withdrawals')[0]?.query.get('status')).toBe('applied');
  });

  it('fits the queue to its widths: a least width to scroll by, the address cut, amounts whole', async () => {
    renderConsole({ path: '/withdrawals', fetch: queueServer().fetch, token: 't' });
    const row = await screen.findByTestId('withdrawal-row');
    const table = screen.getByTestId('withdrawals-table').querySelector('table');
    const widths = [...(table?.querySelectorAll('col') ?? [])].map((col) =>
      parseInt(col.style.width),
    );
    // Nine columns and the actions, each with its width; the table is at least as wide as all.
    expect(widths).toHaveLength(10);
    expect(widths.every((width) => width > 0)).toBe(true);
    const least = widths.reduce((sum, width) => sum + width, 0);
    expect(table?.style.minWidth).toBe(`${least}px`);
    const address = within(row).getByTitle('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    expect(address.className).toBe('cell-clip');
    const amount = within(row).getByText('150.5').closest('td');
    expect(amount?.className).toBe('num');
    expect(amount?.querySelector('.cell-clip')).toBeNull();
    // The checks are a line under the row, across the table, not a column to scroll to.
    const checks = within(entryOf(row)).getByTestId('withdrawal-checks').closest('td');
    expect(checks?.colSpan).toBe(10);
    expect(row.contains(checks ?? null)).toBe(false);
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

function largeServer(approve: (call: Call) => { code?: number; message?: string; data?: unknown }) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(['withdrawals.review']) }),
    'GET /admin-api/withdrawals': () => ({
      data: { list: [LARGE_WITHDRAWAL], total: 1, pageNo: 1, pageSize: 20 },
    }),
    'POST /admin-api/withdrawals/7/approve': approve,
  });
}

const WRONG_CODE = {
  code: 18022,
  message: 'Wrong or already used authenticator code; wait for a new code and try again',
};

describe('approving a withdrawal above the code threshold', () => {
  it('asks for the authenticator code first and sends it with the approval', async () => {
    const server = largeServer(() => ({ data: { ...LARGE_WITHDRAWAL, status: 'review_passed' } }));
    const { user } = renderConsole({ path: '/withdrawals', fetch: server.fetch, token: 't' });
    const row = await screen.findByTestId('withdrawal-row');
    expect(within(entryOf(row)).getByTestId('check-value').textContent).toBe(
      '≈ 25000 USDT, code required',
    );
    await user.click(within(row).getByTestId('withdrawal-approve'));
    // No plain confirmation: the code dialog, with the facts and a field ready for the code.
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    const dialog = screen.getByTestId('code-dialog');
    expect(dialog.textContent).toContain('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    const input = screen.getByTestId<HTMLInputElement>('code-input');
    expect(document.activeElement).toBe(input);
    expect(input.inputMode).toBe('numeric');
    expect(input.autocomplete).toBe('one-time-code');
    const ok = screen.getByTestId<HTMLButtonElement>('code-ok');
    expect(ok.disabled).toBe(true);
    await user.type(input, '12 34a5');
    expect(input.value).toBe('12345');
    expect(ok.disabled).toBe(true);
    await user.type(input, '6');
    await user.click(ok);
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Withdrawal #7 approved',
    );
    expect(server.callsTo('POST', '/admin-api/withdrawals/7/approve')[0]?.body).toEqual({
      totp: '123456',
    });
    await waitFor(() => expect(screen.queryByTestId('code-dialog')).toBeNull());
  });

  it('shows a refused code in the dialog, empties the field and takes the next code', async () => {
    let tries = 0;
    const server = largeServer(() =>
      (tries += 1) === 1 ? WRONG_CODE : { data: { ...LARGE_WITHDRAWAL, status: 'review_passed' } },
    );
    const { user } = renderConsole({ path: '/withdrawals', fetch: server.fetch, token: 't' });
    await user.click(await screen.findByTestId('withdrawal-approve'));
    const input = screen.getByTestId<HTMLInputElement>('code-input');
    await user.type(input, '111111{Enter}');
    expect((await screen.findByTestId('code-error')).textContent).toBe(WRONG_CODE.message);
    // Shown in the dialog, not again as a notice; the dialog stays for the next code.
    expect(screen.queryByTestId('notice-error')).toBeNull();
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    await user.type(input, '222222{Enter}');
    await screen.findByTestId('notice-ok');
    expect(server.callsTo('POST', '/admin-api/withdrawals/7/approve').map((c) => c.body)).toEqual([
      { totp: '111111' },
      { totp: '222222' },
    ]);
    await waitFor(() => expect(screen.queryByTestId('code-dialog')).toBeNull());
  });

  it('asks for the code when the server says a row shown without one needs it now', async () => {
    let tries = 0;
    const server = fakeServer({
      'GET /admin-api/auth/me': () => ({ data: operator(['withdrawals.review']) }),
      'GET /admin-api/withdrawals': () => ({
        data: { list: [WITHDRAWAL], total: 1, pageNo: 1, pageSize: 20 },
      }),
      'POST /admin-api/withdrawals/7/approve': () =>
        (tries += 1) === 1
          ? { code: 18021, message: 'Approving this withdrawal needs your authenticator code' }
          : { data: { ...WITHDRAWAL, status: 'review_passed' } },
    });
    const { user } = renderConsole({ path: '/withdrawals', fetch: server.fetch, token: 't' });
    await user.click(await screen.findByTestId('withdrawal-approve'));
    await user.click(screen.getByTestId('confirm-ok'));
    await user.type(await screen.findByTestId('code-input'), '654321{Enter}');
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Withdrawal #7 approved',
    );
    expect(server.callsTo('POST', '/admin-api/withdrawals/7/approve').map((c) => c.body)).toEqual([
      {},
      { totp: '654321' },
    ]);
  });

  it('words the code dialog in Chinese too', async () => {
    // The setup clears the stored language after each test.
    window.localStorage.setItem(LANG_KEY, 'zh');
    const server = largeServer(() => WRONG_CODE);
    const { user } = renderConsole({ path: '/withdrawals', fetch: server.fetch, token: 't' });
    const row = await screen.findByTestId('withdrawal-row');
    expect(within(entryOf(row)).getByTestId('check-value').textContent).toBe(
      '约 25000 USDT，需验证码',
    );
    expect(within(entryOf(row)).getByTestId('check-deposits').textContent).toBe('从未充值');
    await user.click(within(row).getByTestId('withdrawal-approve'));
    expect(screen.getByTestId('code-dialog').textContent).toContain('输入验证码批准提现 #7');
  });
});
