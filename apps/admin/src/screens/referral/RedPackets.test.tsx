import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../../lib/format';
import { fakeServer, operator, renderConsole } from '../../test/harness';
import { pageOf } from '../../test/p2p';
import { EXPIRED, LUCKY } from './promotionFixtures';

const PACKETS = '/admin-api/promotions/red-packets';

function packetsServer() {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(['referral.manage']) }),
    [`GET ${PACKETS}`]: (call) => ({
      data: pageOf(call.query.get('status') === 'expired' ? [EXPIRED] : [LUCKY, EXPIRED]),
    }),
  });
}

describe('the red packets', () => {
  it('lists the packets, asks the server by status and opens a packet’s claims', async () => {
    const server = packetsServer();
    const { user } = renderConsole({
      path: '/referral/red-packets',
      fetch: server.fetch,
      token: 't',
    });
    const rows = await screen.findAllByTestId('red-packet-row');
    expect(rows).toHaveLength(2);
    const cells = [...rows[0]!.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells).toEqual([
      'AB12CD34EF',
      '10000055 er***n',
      'USDT',
      '100',
      '10',
      'Lucky',
      '2 / 10',
      '23.5',
      'Open',
      '0',
      formatTime(LUCKY.createdAt),
      formatTime(LUCKY.expiresAt),
    ]);
    expect(server.callsTo('GET', PACKETS)[0]?.query.get('pageSize')).toBe('50');
    expect(screen.getByTestId('referral-tab-red-packets').getAttribute('aria-current')).toBe(
      'page',
    );

    const [luckyToggle, expiredToggle] = screen.getAllByTestId<HTMLButtonElement>(
      'red-packet-claims-toggle',
    );
    expect(expiredToggle!.disabled).toBe(true);
    expect(expiredToggle!.textContent).toBe('No claims');
    expect(screen.getByTestId('red-packet-greeting').textContent).toContain('Happy new year');
    expect(screen.queryByTestId('red-packet-claims')).toBeNull();
    expect(luckyToggle!.textContent).toBe('Show claims (2)');
    await user.click(luckyToggle!);
    const claims = within(screen.getByTestId('red-packet-claims')).getAllByTestId(
      'red-packet-claim',
    );
    expect([...claims[0]!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'fr***k',
      '15.25',
      formatTime(LUCKY.claims[0].at),
      'Best share',
    ]);
    expect(claims[1]!.textContent).not.toContain('Best share');
    await user.click(screen.getAllByTestId('red-packet-claims-toggle')[0]!);
    expect(screen.queryByTestId('red-packet-claims')).toBeNull();

    await user.selectOptions(screen.getByTestId('filter-status'), 'expired');
    await waitFor(() => expect(screen.getAllByTestId('red-packet-row')).toHaveLength(1));
    const expired = screen.getByTestId('red-packet-row');
    expect(within(expired).getByTestId('red-packet-status').textContent).toBe('Expired');
    expect(expired.textContent).toContain('0.01');
    expect(Object.fromEntries(server.callsTo('GET', PACKETS).at(-1)!.query)).toEqual({
      pageNo: '1',
      pageSize: '50',
      status: 'expired',
    });
  });

  it('is in Chinese when the console is', async () => {
    window.localStorage.setItem('console-lang', 'zh');
    const server = packetsServer();
    renderConsole({ path: '/referral/red-packets', fetch: server.fetch, token: 't' });
    const [row] = await screen.findAllByTestId('red-packet-row');
    expect(within(row!).getByTestId('red-packet-status').textContent).toBe('进行中');
    expect(row!.textContent).toContain('拼手气');
    expect(screen.getAllByTestId('red-packet-claims-toggle')[0]!.textContent).toBe(
      '查看领取记录（2）',
    );
  });
});
