import type { Permission } from '@exchange/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../../lib/format';
import { LANG_KEY } from '../../state/lang';
import { fakeServer, operator, renderConsole, type Call, type Handlers } from '../../test/harness';
import { ABUSE, DISABLED, TRADING } from './apiKeyFixtures';

const API = '/admin-api/api-keys';

function keysServer(
  extra: Handlers = {},
  permissions: Permission[] = ['users.read', 'users.security'],
) {
  let trading = TRADING;
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(permissions) }),
    [`GET ${API}`]: (call: Call) => {
      const status = call.query.get('status');
      return { data: [trading, DISABLED].filter((k) => !status || k.status === status) };
    },
    [`GET ${API}/abuse`]: () => ({ data: ABUSE }),
    [`POST ${API}/5/disable`]: () => {
      trading = { ...TRADING, status: 'disabled' };
      return { data: trading };
    },
    ...extra,
  });
}

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((c) => c.textContent);
const open = (server = keysServer()) =>
  renderConsole({ path: '/api-keys', fetch: server.fetch, token: 't' });

describe('the API keys', () => {
  it('lists each key with its user, kind, name, scopes, allowlist, status, use and refusals', async () => {
    const server = keysServer();
    open(server);
    const rows = await screen.findAllByTestId('api-key-row');
    expect(rows.map(cellsOf)).toEqual([
      [
        '80012345',
        'Grid bot',
        'HMAC',
        TRADING.apiKey,
        'Read, Trade',
        '203.0.113.7, 198.51.100.0/24',
        'Active',
        formatTime(TRADING.createdAt),
        `${formatTime(TRADING.lastUsedAt)} from 203.0.113.7`,
        '7',
        'Disable',
      ],
      [
        '80012346',
        'Reader',
        'Ed25519',
        DISABLED.apiKey,
        'Read',
        'Any IP',
        'Disabled',
        formatTime(DISABLED.createdAt),
        'Never',
        '0',
        '',
      ],
    ]);
    // The user opens the user's page; the key name is cut to its column, whole on hover.
    expect(within(rows[0]!).getByTestId('user-link').getAttribute('href')).toBe('/users/42');
    expect(within(rows[0]!).getByTitle(TRADING.apiKey).className).toBe('cell-clip');
    expect(server.callsTo('GET', API)[0]?.query.get('limit')).toBe('50');
    expect(screen.getByTestId('nav-apiKeys').textContent).toBe('API keys');
  });

  it('searches by UID, e-mail, phone or key name and filters by status', async () => {
    const server = keysServer();
    const { user } = open(server);
    await screen.findAllByTestId('api-key-row');
    await user.type(screen.getByTestId('filter-q'), ' 80012345 {Enter}');
    await waitFor(() => expect(server.callsTo('GET', API).at(-1)?.query.get('q')).toBe('80012345'));
    await user.selectOptions(screen.getByTestId('filter-status'), 'disabled');
    await waitFor(() =>
      expect(server.callsTo('GET', API).at(-1)?.query.get('status')).toBe('disabled'),
    );
    await waitFor(() => expect(screen.getAllByTestId('api-key-row')).toHaveLength(1));
    await user.selectOptions(screen.getByTestId('filter-limit'), '200');
    await waitFor(() => expect(server.callsTo('GET', API).at(-1)?.query.get('limit')).toBe('200'));
  });

  it('disables an active key after a confirm step', async () => {
    const server = keysServer();
    const { user } = open(server);
    const [trading] = await screen.findAllByTestId('api-key-row');
    await user.click(within(trading!).getByTestId('api-key-disable'));
    expect(server.callsTo('POST', `${API}/5/disable`)).toHaveLength(0);
    expect(screen.getByTestId('confirm-dialog').textContent).toContain(
      `Disable the key Grid bot (${TRADING.apiKey}) of user 80012345?`,
    );
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Key Grid bot of 80012345 disabled',
    );
    expect(server.callsTo('POST', `${API}/5/disable`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('api-key-disable')).toBeNull());
    expect(screen.getAllByTestId('api-key-status').map((s) => s.textContent)).toEqual([
      'Disabled',
      'Disabled',
    ]);
  });

  it('shows the refusals of the last day and the bans, saying whose view the bans are', async () => {
    open();
    const refusals = await screen.findAllByTestId('api-key-refusal');
    expect(refusals.map(cellsOf)).toEqual([
      [
        TRADING.apiKey,
        '80012345',
        '192.0.2.9',
        'IP not on the allowlist',
        '6',
        formatTime(ABUSE.refusals[0]!.firstAt),
        formatTime(ABUSE.refusals[0]!.lastAt),
      ],
      [
        'nosuchkey (No such key)',
        '—',
        '192.0.2.10',
        'Unknown key',
        '2',
        formatTime(ABUSE.refusals[1]!.firstAt),
        formatTime(ABUSE.refusals[1]!.lastAt),
      ],
    ]);
    expect(within(refusals[0]!).getByText('80012345').getAttribute('href')).toBe(
      '/users?q=80012345',
    );
    expect(cellsOf(screen.getByTestId('api-key-ban'))).toEqual([
      '192.0.2.66',
      formatTime(ABUSE.bans[0]!.bannedUntil),
      '2',
    ]);
    expect(screen.getByTestId('api-key-bans-note').textContent).toContain(
      "This is this server process's view only",
    );
  });

  it('names the refusal reasons in Chinese too', async () => {
    window.localStorage.setItem(LANG_KEY, 'zh');
    open();
    const refusals = await screen.findAllByTestId('api-key-refusal');
    expect(refusals.map((r) => cellsOf(r)[3])).toEqual(['IP 不在白名单内', '未知密钥']);
    expect(screen.getByTestId('api-key-bans-note').textContent).toContain('本服务器进程的视图');
  });

  it('hides Disable without users.security', async () => {
    open(keysServer({}, ['users.read']));
    const rows = await screen.findAllByTestId('api-key-row');
    expect(rows).toHaveLength(2);
    expect(screen.queryByTestId('api-key-disable')).toBeNull();
    // No actions column at all.
    expect(cellsOf(rows[0]!)).toHaveLength(10);
  });

  it('refuses the section without users.read, reading nothing', async () => {
    const server = keysServer({}, ['users.security']);
    open(server);
    expect((await screen.findByTestId('no-access')).textContent).toContain('users.read');
    expect(server.callsTo('GET', API)).toHaveLength(0);
    expect(server.callsTo('GET', `${API}/abuse`)).toHaveLength(0);
  });
});
