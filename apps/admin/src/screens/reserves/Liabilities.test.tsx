import type { Permission } from '@exchange/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../../lib/format';
import { fakeServer, operator, renderConsole, type Handlers } from '../../test/harness';
import { COLD, MISMATCHED, PUBLISHED, REMOVED, ROOT_HASH, RUN, SIMULATED } from './reserveFixtures';

const API = '/admin-api/liabilities';

function roundsServer(
  extra: Handlers = {},
  permissions: Permission[] = ['ledger.read', 'liabilities.publish'],
) {
  let rounds = [PUBLISHED, MISMATCHED];
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(permissions) }),
    [`GET ${API}/rounds`]: () => ({ data: rounds }),
    [`GET ${API}/reserves`]: () => ({ data: [SIMULATED, COLD, REMOVED] }),
    [`POST ${API}/rounds/run`]: () => {
      rounds = [RUN, ...rounds];
      return { data: RUN };
    },
    ...extra,
  });
}

const rowOf = async (id: number) => {
  const rows = await screen.findAllByTestId('round-row');
  const row = rows.find((r) => r.querySelector('td')?.textContent === String(id));
  if (!row) throw new Error(`no round ${id}`);
  return row;
};

/** A row with the line under it: one round. */
const entryOf = (row: HTMLElement) => row.closest('tbody') ?? row;
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((c) => c.textContent);

describe('the proof-of-reserves rounds', () => {
  it('lists each round with its status, times, who ran it, users and verified share', async () => {
    renderConsole({ path: '/liabilities', fetch: roundsServer().fetch, token: 't' });
    const published = await rowOf(12);
    expect(cellsOf(published)).toEqual([
      '12',
      'Published',
      formatTime(PUBLISHED.snapshotAt),
      formatTime(PUBLISHED.publishedAt),
      'Schedule',
      '200',
      '50 (25.0 %)',
      '—',
    ]);
    expect(within(entryOf(published)).queryByTestId('round-mismatch')).toBeNull();
    const failed = await rowOf(11);
    expect(cellsOf(failed)).toEqual([
      '11',
      'Failed',
      formatTime(MISMATCHED.snapshotAt),
      '—',
      'Operator #3',
      '0',
      '0',
      'USDT: the tree total differs from the ledger',
    ]);
    expect(screen.getByTestId('nav-liabilities').textContent).toBe('Proof of reserves');
  });

  it('warns of a round whose trees differ from the ledger, and marks the asset', async () => {
    const { user } = renderConsole({
      path: '/liabilities',
      fetch: roundsServer().fetch,
      token: 't',
    });
    const failed = entryOf(await rowOf(11));
    expect(within(failed).getByTestId('round-mismatch').textContent).toBe(
      "The trees' totals differ from the ledger's at the snapshot for USDT: this round does not prove the balances.",
    );
    await user.click(within(failed).getByTestId('round-toggle'));
    const [usdt] = within(failed).getAllByTestId('round-asset');
    expect(within(usdt!).getByTestId('round-ledger-total').textContent).toBe('1000.01 Mismatch');
    expect(within(usdt!).getByTestId('round-asset-mismatch').title).toBe(
      'Trees 1000, ledger 1000.01',
    );
    expect(within(failed).getByTestId('round-no-holdings')).toBeTruthy();
  });

  it('opens a round to its assets: totals, accounts, root, reserves, ratio and holdings', async () => {
    const { user } = renderConsole({
      path: '/liabilities',
      fetch: roundsServer().fetch,
      token: 't',
    });
    const published = entryOf(await rowOf(12));
    const toggle = within(published).getByTestId('round-toggle');
    expect(toggle.textContent).toBe('Show the 2 assets');
    expect(within(published).queryByTestId('round-assets')).toBeNull();
    await user.click(toggle);
    const assets = within(published).getAllByTestId('round-asset');
    // "1500.50" is the same total as "1500.5": no mismatch.
    expect(assets.map(cellsOf)).toEqual([
      ['USDT', '1500.5', '1500.50', '120', 'ab12cd34ef56… Copy', '1600', '106.63 %'],
      ['BTC', '2.5', '2.5', '9', 'ff1111111111… Copy', '2', '80.00 %'],
    ]);
    expect(within(published).queryByTestId('round-asset-mismatch')).toBeNull();
    // The root is cut short, whole on hover and copied whole.
    expect(within(assets[0]!).getByTestId('round-root').title).toBe(ROOT_HASH);
    await user.click(within(assets[0]!).getByTestId('round-root-copy'));
    expect(await navigator.clipboard.readText()).toBe(ROOT_HASH);
    // Covered in green, short in red.
    const ratios = within(published).getAllByTestId('round-ratio');
    expect(ratios.map((r) => r.querySelector('.badge')?.className)).toEqual([
      'badge ok',
      'badge bad',
    ]);
    const holdings = within(published).getAllByTestId('round-holding');
    expect(holdings.map(cellsOf)).toEqual([
      ['USDT', 'ERC20', 'Hot wallet Simulated', SIMULATED.address, '1600'],
      ['USDT', 'TRC20', 'Cold wallet 1', COLD.address, 'Not read'],
    ]);
    await user.click(within(published).getByTestId('round-toggle'));
    expect(within(published).queryByTestId('round-assets')).toBeNull();
  });

  it('runs a round after a confirm step and shows what it came to', async () => {
    const server = roundsServer();
    const { user } = renderConsole({ path: '/liabilities', fetch: server.fetch, token: 't' });
    await rowOf(12);
    await user.click(screen.getByTestId('round-run'));
    expect(server.callsTo('POST', `${API}/rounds/run`)).toHaveLength(0);
    expect(screen.getByTestId('confirm-dialog').textContent).toContain(
      'Take a ledger snapshot now',
    );
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('round-result')).textContent).toBe(
      `Round #13 published at ${formatTime(RUN.publishedAt)}: 200 users, 2 assets. It is the round users see now.`,
    );
    expect(screen.getByTestId('notice-ok').textContent).toContain('Round #13 published');
    expect(server.callsTo('POST', `${API}/rounds/run`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    // The list is read again, with the new round first.
    expect(cellsOf(await rowOf(13))[4]).toBe('Operator #1');
  });

  it('shows a round that failed, and a refusal while one is being built', async () => {
    let tries = 0;
    const server = roundsServer({
      [`POST ${API}/rounds/run`]: () =>
        (tries += 1) === 1
          ? {
              code: 30501,
              message:
                'A proof-of-liabilities round is being built; try again when it is published',
            }
          : { data: { ...RUN, status: 'failed', publishedAt: null, error: 'chain unreachable' } },
    });
    const { user } = renderConsole({ path: '/liabilities', fetch: server.fetch, token: 't' });
    await user.click(await screen.findByTestId('round-run'));
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('notice-error')).textContent).toContain(
      'A proof-of-liabilities round is being built',
    );
    // The dialog stays, to try again.
    expect(screen.queryByTestId('round-result')).toBeNull();
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('round-result')).textContent).toBe(
      'Round #13 failed and was not published: chain unreachable',
    );
    expect(screen.getAllByTestId('notice-error').at(-1)?.textContent).toContain('Round #13 failed');
  });

  it('hides running a round, adding and removing addresses without liabilities.publish', async () => {
    const server = roundsServer({}, ['ledger.read']);
    renderConsole({ path: '/liabilities', fetch: server.fetch, token: 't' });
    await rowOf(12);
    await screen.findAllByTestId('reserve-row');
    expect(screen.queryByTestId('round-run')).toBeNull();
    expect(screen.queryByTestId('reserve-add')).toBeNull();
    expect(screen.queryByTestId('reserve-remove')).toBeNull();
  });

  it('refuses the section without ledger.read, reading nothing', async () => {
    const other = roundsServer({}, ['liabilities.publish']);
    renderConsole({ path: '/liabilities', fetch: other.fetch, token: 't' });
    expect((await screen.findByTestId('no-access')).textContent).toContain('ledger.read');
    expect(other.callsTo('GET', `${API}/rounds`)).toHaveLength(0);
  });
});
