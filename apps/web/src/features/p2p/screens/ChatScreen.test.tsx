import type { ChatRecord } from '@exchange/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { emit, liveTopics } from '../../../test/fakeStream';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { stubPreviews } from '../../identity/test/fixtures';
import { renderRoute } from '../../market/test/render';
import { readSeqOf } from '../chatReads';
import { P2pLive } from '../live';
import { C2C_PATHS } from '../paths';
import { chat, chatRecord, orderDetail, serveOrderFiles, tradeRoutes } from '../test/fixtures';
import ChatScreen from './ChatScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));
vi.mock('../../../api/stream', () => import('../../../test/fakeStream'));

const DETAIL = '/otc/order/detail';
const CHAT = '/ctc-internal-message/chat/getChatByPeer';
const SEND = '/ctc-internal-message/chat/send';
const READ = '/ctc-internal-message/chat/read';

const member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 0,
  perpetual_contracts_status: 0,
};

/** The order so far: created, Mia's auto-reply, the buyer's question and proof, staff. */
const RECORDS: ChatRecord[] = [
  chatRecord(1, { kind: 'status', from: 'me', text: null, status: 'unpaid' }),
  chatRecord(2, { text: 'Hello, I am online.' }),
  chatRecord(3, { from: 'me', text: 'Is the account below still right?' }),
  chatRecord(4, { from: 'me', text: 'Here is my receipt.', fileIds: ['receipt-1'] }),
  chatRecord(5, { from: 'staff', text: 'Please both upload your bank statements.' }),
];

/** The chat screen with the shell's live feed, as the app mounts them. */
function openChat(routes: Record<string, Handler | Handler[]> = {}, order = orderDetail()) {
  const server = fakeServer({
    ...tradeRoutes(),
    [`POST ${DETAIL}`]: (body) =>
      (body as { id: number }).id === 41
        ? { data: order }
        : { data: orderDetail({ id: 99, orderNo: '25030100000099' }) },
    [`GET ${CHAT}`]: () => ({ data: chat(RECORDS, 3) }),
    [`POST ${READ}`]: () => ({ data: null }),
    ...routes,
  });
  const files = serveOrderFiles();
  renderRoute(
    C2C_PATHS.chat,
    '/c2c/order/41/chat',
    <>
      <P2pLive />
      <ChatScreen />
    </>,
  );
  return { server, files };
}

const push = (orderId: number, record: ChatRecord, notifyUser = true) =>
  emit({ topic: 'p2p', type: 'update', data: { orderId, record, notify: notifyUser } });

describe('P2P order chat', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
    vi.mocked(notify.info).mockClear();
    stubPreviews();
  });

  it('shows status changes centred, bubbles by side, staff marked, images inline and read ticks', async () => {
    const { server, files } = openChat();
    const list = await screen.findByTestId('chat-list');
    expect(server.callsTo(CHAT)[0]?.query.get('afterSeq')).toBe('0');
    expect(within(list).getByTestId('chat-1').getAttribute('data-kind')).toBe('status');
    expect(within(list).getByTestId('chat-1').textContent).toContain(
      'Order created: awaiting payment',
    );
    expect(within(list).getByTestId('chat-2').className).toContain('counterpart');
    expect(within(list).getByTestId('chat-3').className).toContain('mine');
    // Read up to 3 by the counterpart: two ticks on 3, one on 4.
    expect(within(list).getByTestId('chat-ticks-3').textContent).toBe('✓✓');
    expect(within(list).getByTestId('chat-ticks-4').textContent).toBe('✓');
    expect(within(list).queryByTestId('chat-ticks-2')).toBeNull();
    expect(within(within(list).getByTestId('chat-5')).getByTestId('chat-staff').textContent).toBe(
      'Support',
    );
    const image = await within(list).findByTestId('order-image-receipt-1');
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(files.fileIds).toEqual(['receipt-1']);
    // The header names the counterpart; the order bar leads back to it.
    expect(screen.getByText('mia_trades')).toBeTruthy();
    expect(screen.getByTestId('chat-order').getAttribute('href')).toBe('/c2c/order/41');
  });

  it('marks what it shows as read, on the server and on this device', async () => {
    const { server } = openChat();
    await waitFor(() => expect(server.callsTo(READ)[0]?.body).toEqual({ orderId: 41, seq: 5 }));
    expect(readSeqOf(member.usercode, 41)).toBe(5);
  });

  it('sends a message and shows it at once', async () => {
    const { server } = openChat({
      [`POST ${SEND}`]: (body) => ({
        data: chatRecord(6, { from: 'me', text: (body as { text: string }).text }),
      }),
    });
    await screen.findByTestId('chat-list');
    expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('chat-text'), { target: { value: ' Paying now. ' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(await screen.findByText('Paying now.')).toBeTruthy();
    expect(server.callsTo(SEND)[0]?.body).toEqual({ orderId: 41, text: 'Paying now.' });
    expect((screen.getByTestId('chat-text') as HTMLTextAreaElement).value).toBe('');
  });

  it('appends pushed records once, and tells of other orders but not this one', async () => {
    openChat();
    await screen.findByTestId('chat-list');
    expect(liveTopics()).toContain('p2p');
    const reply = chatRecord(6, { text: 'Received, releasing now.' });
    push(41, reply);
    push(41, reply);
    await waitFor(() => expect(screen.getAllByText('Received, releasing now.')).toHaveLength(1));
    expect(notify.info).not.toHaveBeenCalled();

    push(99, chatRecord(2, { text: 'Are you there?' }));
    await waitFor(() =>
      expect(notify.info).toHaveBeenCalledWith('New message on order 25030100000099', 4_000),
    );
    expect(screen.queryByText('Are you there?')).toBeNull();
  });

  it('after a reconnect reads on from the last record held', async () => {
    const { server } = openChat();
    await screen.findByTestId('chat-2');
    // The first snapshot answers the subscription; the next one follows a reconnect.
    emit({ topic: 'p2p', type: 'snapshot', data: null });
    emit({ topic: 'p2p', type: 'snapshot', data: null });
    await waitFor(() =>
      expect(server.callsTo(CHAT).map((call) => call.query.get('afterSeq'))).toEqual(['0', '5']),
    );
  });

  it('closes the chat with the order, keeping it to read', async () => {
    openChat({}, orderDetail({ status: 'completed' }));
    await screen.findByTestId('chat-list');
    expect(screen.getByTestId('chat-closed').textContent).toBe(
      'The order is finished, so the chat is closed. It stays here to read.',
    );
    expect(screen.queryByTestId('chat-text')).toBeNull();
  });
});
