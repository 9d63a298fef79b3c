import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../../lib/format';
import { fakeServer, operator, renderConsole, type Handlers } from '../../test/harness';
import { pageOf } from '../../test/p2p';
import { CLEARED_FLAG, FLAG } from './promotionFixtures';

const FLAGS = '/admin-api/referral/flags';
const CLEAR = '/admin-api/referral/flags/clear';
const REASON = 'Flatmates sharing one router, KYC shows two people';

function flagsServer(extra: Handlers = {}) {
  let cleared = false;
  const flag = () =>
    cleared ? { ...FLAG, cleared: { by: 'alice', reason: REASON, at: 1_735_800_000_000 } } : FLAG;
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(['referral.manage']) }),
    [`GET ${FLAGS}`]: (call) => {
      const all = call.query.get('all') === 'true';
      const rows = all ? [flag(), CLEARED_FLAG] : cleared ? [] : [FLAG];
      return { data: pageOf(rows) };
    },
    [`POST ${CLEAR}`]: () => {
      cleared = true;
      return { data: null };
    },
    ...extra,
  });
}

describe('the linked pairs', () => {
  it('lists the pairs in force with each link named and explained', async () => {
    const server = flagsServer();
    renderConsole({ path: '/referral/flags', fetch: server.fetch, token: 't' });
    const [row] = await screen.findAllByTestId('referral-flag-row');
    expect(screen.getAllByTestId('referral-flag-row')).toHaveLength(1);
    expect(within(row!).getByTestId('referral-flag-referrer').textContent).toBe('10000055 er***n');
    expect(within(row!).getByTestId('referral-flag-invitee').textContent).toBe('10000077 fr***k');
    expect(within(row!).getByTestId('referral-flag-link-ip').textContent).toBe(
      'IP address Same public IP address',
    );
    expect(within(row!).getByTestId('referral-flag-link-payment_method').textContent).toBe(
      'Payment account Same P2P payment account',
    );
    expect(row!.textContent).toContain(formatTime(FLAG.checkedAt));
    expect(within(row!).getByTestId('referral-flag-state').textContent).toBe('Flagged');
    expect(within(row!).getByTestId('referral-flag-clear').textContent).toBe('Clear');
    expect(screen.getByTestId('referral-tab-flags').getAttribute('aria-current')).toBe('page');
    const query = server.callsTo('GET', FLAGS)[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ pageNo: '1', pageSize: '50' });
  });

  it('clears a pair only with a reason, warning that it earns again, and reads the pairs again', async () => {
    const server = flagsServer();
    const { user } = renderConsole({ path: '/referral/flags', fetch: server.fetch, token: 't' });
    await user.click(await screen.findByTestId('referral-flag-clear'));
    const dialog = screen.getByTestId('referral-clear-dialog');
    expect(dialog.textContent).toContain('10000055 er***n → 10000077 fr***k');
    expect(within(dialog).getByTestId('referral-clear-warning').textContent).toContain(
      'Clearing lets this pair earn rebates again.',
    );
    expect(within(dialog).getByTestId('referral-flag-link-ip')).toBeTruthy();
    const submit = screen.getByTestId<HTMLButtonElement>('referral-clear-submit');
    expect(submit.disabled).toBe(true);
    const reason = screen.getByTestId('referral-clear-reason');
    await user.type(reason, 'same wifi');
    expect(submit.disabled).toBe(true);
    expect(reason.parentElement?.textContent).toContain('10 to 300 characters');
    await user.click(submit);
    expect(server.callsTo('POST', CLEAR)).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, `  ${REASON}  `);
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Pair 10000055 → 10000077 cleared',
    );
    expect(server.callsTo('POST', CLEAR)[0]?.body).toEqual({
      referrerUid: '10000055',
      inviteeUid: '10000077',
      reason: REASON,
    });
    await waitFor(() => expect(screen.queryByTestId('referral-clear-dialog')).toBeNull());
    await waitFor(() => expect(server.callsTo('GET', FLAGS)).toHaveLength(2));
    expect(await screen.findByTestId('table-empty')).toBeTruthy();
  });

  it('keeps the form open with the server’s refusal', async () => {
    const server = flagsServer({
      [`POST ${CLEAR}`]: () => ({ code: 10001, message: 'The request is not valid' }),
    });
    const { user } = renderConsole({ path: '/referral/flags', fetch: server.fetch, token: 't' });
    await user.click(await screen.findByTestId('referral-flag-clear'));
    await user.type(screen.getByTestId('referral-clear-reason'), REASON);
    await user.click(screen.getByTestId('referral-clear-submit'));
    expect((await screen.findByTestId('referral-clear-error')).textContent).toBe(
      'The request is not valid',
    );
    expect(screen.getByTestId('referral-clear-dialog')).toBeTruthy();
  });

  it('shows the cleared pairs too when asked, with who cleared them, why and when', async () => {
    const server = flagsServer();
    const { user } = renderConsole({ path: '/referral/flags', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('referral-flag-row');
    const toggle = screen.getByTestId<HTMLInputElement>('referral-flags-show-cleared');
    expect(toggle.checked).toBe(false);
    await user.click(toggle);
    await waitFor(() => expect(screen.getAllByTestId('referral-flag-row')).toHaveLength(2));
    expect(server.callsTo('GET', FLAGS).at(-1)?.query.get('all')).toBe('true');
    expect(screen.getByTestId<HTMLInputElement>('referral-flags-show-cleared').checked).toBe(true);
    const cleared = screen.getAllByTestId('referral-flag-row')[1]!;
    expect(within(cleared).getByTestId('referral-flag-state').textContent).toBe('Cleared');
    expect(within(cleared).getByTestId('referral-flag-link-identity').textContent).toBe(
      'Identity Same verified name',
    );
    expect(cleared.textContent).toContain('alice');
    expect(cleared.textContent).toContain('Siblings with the same name, KYC checked');
    expect(cleared.textContent).toContain(formatTime(CLEARED_FLAG.cleared.at));
    expect(within(cleared).queryByTestId('referral-flag-clear')).toBeNull();

    await user.click(screen.getByTestId('referral-flags-show-cleared'));
    await waitFor(() => expect(screen.getAllByTestId('referral-flag-row')).toHaveLength(1));
    // The pairs in force were read first, and are shown again as read.
    expect(server.callsTo('GET', FLAGS).map((call) => call.query.get('all'))).toEqual([
      null,
      'true',
    ]);
  });

  it('is in Chinese when the console is', async () => {
    window.localStorage.setItem('console-lang', 'zh');
    const server = flagsServer();
    renderConsole({ path: '/referral/flags', fetch: server.fetch, token: 't' });
    const [row] = await screen.findAllByTestId('referral-flag-row');
    expect(screen.getByTestId('referral-tab-flags').textContent).toBe('关联账户');
    expect(within(row!).getByTestId('referral-flag-link-ip').textContent).toBe(
      'IP 地址 相同的公网 IP 地址',
    );
    expect(within(row!).getByTestId('referral-flag-clear').textContent).toBe('解除');
  });
});
