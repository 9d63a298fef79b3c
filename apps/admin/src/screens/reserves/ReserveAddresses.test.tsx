import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../../lib/format';
import { LANG_KEY } from '../../state/lang';
import { fakeServer, operator, renderConsole, type Handlers } from '../../test/harness';
import { CHALLENGE, COLD, NEW_ADDRESS, REMOVED, SIMULATED } from './reserveFixtures';

const API = '/admin-api/liabilities/reserves';
const SIGNATURE = `0x${'ab'.repeat(65)}`;

function reservesServer(extra: Handlers = {}) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(['ledger.read', 'liabilities.publish']) }),
    'GET /admin-api/liabilities/rounds': () => ({ data: [] }),
    [`GET ${API}`]: () => ({ data: [SIMULATED, COLD, REMOVED] }),
    [`GET ${API}/challenge`]: () => ({ data: CHALLENGE }),
    [`POST ${API}`]: (call) => ({
      data: { ...SIMULATED, ...(call.body as object), addressId: 4, simulated: false, addedBy: 1 },
    }),
    [`POST ${API}/2/remove`]: () => ({ data: { ...COLD, removedAt: Date.now() } }),
    ...extra,
  });
}

/** A signature is pasted from the wallet, not typed. */
async function paste(user: UserEvent, testId: string, text: string) {
  await user.click(screen.getByTestId(testId));
  await user.paste(text);
}

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((c) => c.textContent);

/** The dialog open, the network and address typed and the message fetched. */
async function challenged(server: ReturnType<typeof reservesServer>) {
  const rendered = renderConsole({ path: '/liabilities', fetch: server.fetch, token: 't' });
  const { user } = rendered;
  await user.click(await screen.findByTestId('reserve-add'));
  const ask = screen.getByTestId<HTMLButtonElement>('reserve-get-message');
  expect(ask.disabled).toBe(true);
  await user.type(screen.getByTestId('reserve-network'), 'ERC20');
  await user.type(screen.getByTestId('reserve-address'), NEW_ADDRESS);
  await user.click(ask);
  await screen.findByTestId('reserve-message');
  return rendered;
}

describe('the custody addresses', () => {
  it('lists each address with its chain, label, simulated tag, signing, who added it and state', async () => {
    renderConsole({ path: '/liabilities', fetch: reservesServer().fetch, token: 't' });
    const rows = await screen.findAllByTestId('reserve-row');
    expect(rows.map(cellsOf)).toEqual([
      [
        'ERC20',
        'EVM',
        'Hot wallet Simulated',
        SIMULATED.address,
        formatTime(SIMULATED.signedAt),
        'Server (simulated test key)',
        'Published',
        'Remove',
      ],
      [
        'TRC20',
        'TRON',
        'Cold wallet 1',
        COLD.address,
        formatTime(COLD.signedAt),
        'Operator #3',
        'Published',
        'Remove',
      ],
      [
        'TRC20',
        'TRON',
        'Old cold wallet',
        REMOVED.address,
        formatTime(REMOVED.signedAt),
        'Operator #3',
        `Removed ${formatTime(REMOVED.removedAt)}`,
        '',
      ],
    ]);
  });

  it('gets the message to sign, then publishes the address with its signature', async () => {
    const server = reservesServer();
    const { user } = await challenged(server);
    const [asked] = server.callsTo('GET', `${API}/challenge`);
    expect(Object.fromEntries(asked!.query)).toEqual({ network: 'ERC20', address: NEW_ADDRESS });
    // The exact message, line breaks kept, to copy into the wallet; how the chain's wallets sign it.
    expect(screen.getByTestId('reserve-message').textContent).toBe(CHALLENGE.message);
    expect(screen.getByTestId('reserve-message').className).toBe('secret prewrap');
    await user.click(screen.getByTestId('reserve-message-copy'));
    expect(await navigator.clipboard.readText()).toBe(CHALLENGE.message);
    expect(screen.getByTestId('reserve-format').textContent).toBe(
      `How to sign it: ${CHALLENGE.format}`,
    );
    const publish = screen.getByTestId<HTMLButtonElement>('reserve-publish');
    expect(publish.disabled).toBe(true);
    await paste(user, 'reserve-signature', SIGNATURE);
    await user.type(screen.getByTestId('reserve-label'), ' Cold wallet 2 ');
    await user.click(publish);
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      `Address ${NEW_ADDRESS} on ERC20 published`,
    );
    expect(server.callsTo('POST', API)[0]?.body).toEqual({
      network: 'ERC20',
      address: NEW_ADDRESS,
      label: 'Cold wallet 2',
      signedAt: CHALLENGE.signedAt,
      signature: SIGNATURE,
    });
    await waitFor(() => expect(screen.queryByTestId('reserve-dialog')).toBeNull());
    await waitFor(() => expect(server.callsTo('GET', API).length).toBeGreaterThanOrEqual(2));
  });

  it('drops the message when the network or the address changes', async () => {
    const { user } = await challenged(reservesServer());
    await user.type(screen.getByTestId('reserve-address'), '2');
    expect(screen.queryByTestId('reserve-message')).toBeNull();
    expect(screen.queryByTestId('reserve-signature')).toBeNull();
    expect(screen.getByTestId<HTMLButtonElement>('reserve-publish').disabled).toBe(true);
  });

  it("shows the server's refusal in the dialog, in the console's language", async () => {
    window.localStorage.setItem(LANG_KEY, 'zh');
    const server = reservesServer({
      [`POST ${API}`]: (call) => ({
        code: 30504,
        message:
          call.headers.get('lang') === 'zh_CN'
            ? '签名不是此地址对该消息的签名'
            : 'The signature is not this address’s signature of the message',
      }),
    });
    const { user } = await challenged(server);
    expect(screen.getByTestId('reserve-format').textContent).toBe(`签名方式：${CHALLENGE.format}`);
    await paste(user, 'reserve-signature', SIGNATURE);
    await user.type(screen.getByTestId('reserve-label'), '冷钱包 2');
    await user.click(screen.getByTestId('reserve-publish'));
    expect((await screen.findByTestId('reserve-add-error')).textContent).toBe(
      '签名不是此地址对该消息的签名',
    );
    // Shown beside the fields, not again as a notice; the dialog stays with what was typed.
    expect(screen.queryByTestId('notice-error')).toBeNull();
    expect(screen.getByTestId<HTMLTextAreaElement>('reserve-signature').value).toBe(SIGNATURE);
    expect(screen.getByTestId('reserve-dialog').textContent).toContain('发布托管地址');
  });

  it('shows a refused network under the fields and asks for no signature', async () => {
    const server = reservesServer({
      [`GET ${API}/challenge`]: () => ({
        code: 30502,
        message: 'No chain of that name is connected, so its balances cannot be read',
      }),
    });
    const { user } = renderConsole({ path: '/liabilities', fetch: server.fetch, token: 't' });
    await user.click(await screen.findByTestId('reserve-add'));
    await user.type(screen.getByTestId('reserve-network'), 'BTC');
    await user.type(screen.getByTestId('reserve-address'), 'bc1qxyz');
    await user.click(screen.getByTestId('reserve-get-message'));
    expect((await screen.findByTestId('reserve-challenge-error')).textContent).toBe(
      'No chain of that name is connected, so its balances cannot be read',
    );
    expect(screen.queryByTestId('reserve-signature')).toBeNull();
    // Editing the fields clears the refusal.
    await user.type(screen.getByTestId('reserve-network'), '2');
    expect(screen.queryByTestId('reserve-challenge-error')).toBeNull();
  });

  it('removes an address after a confirm step', async () => {
    const server = reservesServer();
    const { user } = renderConsole({ path: '/liabilities', fetch: server.fetch, token: 't' });
    const rows = await screen.findAllByTestId('reserve-row');
    await user.click(within(rows[1]!).getByTestId('reserve-remove'));
    expect(server.callsTo('POST', `${API}/2/remove`)).toHaveLength(0);
    expect(screen.getByTestId('confirm-dialog').textContent).toContain(
      `Stop publishing ${COLD.address} on TRC20 (Cold wallet 1)?`,
    );
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      `Address ${COLD.address} removed`,
    );
    expect(server.callsTo('POST', `${API}/2/remove`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
  });
});
