import type { SupportConversation, SupportMessage } from '@exchange/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { emit, liveTopics } from '../../../test/fakeStream';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { renderRoute } from '../../market/test/render';
import { SUPPORT_PATH } from '../paths';
import { conversation, greeting, message, staffMessage } from '../test/fixtures';
import CustomerServiceScreen from './CustomerServiceScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));
vi.mock('../../../api/stream', () => import('../../../test/fakeStream'));

const CONVERSATION = '/support/conversation';
const OPEN = '/support/open';
const MESSAGES = '/support/messages';
const SEND = '/support/send';
const RECALL = '/support/recall';
const MARKS = '/support/marks';
const HANDOFF = '/support/handoff';
const RATE = '/support/rate';
const TOPIC = 'support:7';

const member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 0,
  perpetual_contracts_status: 0,
};

/** The screen at `path`, the server answering with `conv` and its first page `messages`. */
function openScreen({
  conv = conversation(),
  messages = [greeting(1)],
  path = SUPPORT_PATH,
  routes = {},
}: {
  conv?: SupportConversation | null;
  messages?: SupportMessage[];
  path?: string;
  routes?: Record<string, Handler | Handler[]>;
} = {}) {
  const server = fakeServer({
    [`GET ${CONVERSATION}`]: () => ({ data: conv }),
    [`GET ${MESSAGES}`]: () => ({ data: { list: messages, more: false } }),
    [`POST ${MARKS}`]: () => ({ data: null }),
    ...routes,
  });
  renderRoute(SUPPORT_PATH, path, <CustomerServiceScreen />);
  return server;
}

const snapshot = (conv: SupportConversation, messages: SupportMessage[], more = false) =>
  emit({
    topic: TOPIC,
    type: 'snapshot',
    seq: conv.lastSeq,
    data: { conversation: conv, mode: 'latest', messages, more },
  });

const update = (data: unknown) => emit({ topic: TOPIC, type: 'update', data });

describe('customer service', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('shows the safety banner and, before any conversation, the bot’s intro with the composer', async () => {
    openScreen({ conv: null });
    expect(await screen.findByTestId('support-intro')).toBeTruthy();
    expect(screen.getByTestId('support-safety').textContent).toBe(
      'Our staff never contact you outside this app or ask for your password or codes.',
    );
    expect(screen.getByTestId('support-text')).toBeTruthy();
    expect(liveTopics()).not.toContain(TOPIC);
  });

  it('opens a conversation with the first message (no conversationId), then follows it', async () => {
    const server = openScreen({
      conv: null,
      routes: {
        [`GET ${CONVERSATION}`]: [
          () => ({ data: null }),
          () => ({ data: conversation({ lastSeq: 3 }) }),
        ],
        [`POST ${SEND}`]: (body) => ({
          data: message(2, { text: (body as { text: string }).text }),
        }),
      },
      messages: [greeting(1), message(2, { text: 'Where is my deposit?' })],
    });
    await screen.findByTestId('support-intro');
    fireEvent.change(screen.getByTestId('support-text'), {
      target: { value: 'Where is my deposit?' },
    });
    fireEvent.click(screen.getByTestId('support-send'));
    await screen.findByTestId('support-list');
    const body = server.callsTo(SEND)[0]?.body as Record<string, unknown>;
    expect(body.conversationId).toBeUndefined();
    expect(body.text).toBe('Where is my deposit?');
    expect(liveTopics()).toContain(TOPIC);
  });

  it('merges the snapshot and then live updates by seq, never twice', async () => {
    const server = openScreen({ messages: [greeting(1)] });
    await screen.findByTestId('support-msg-1');
    expect(liveTopics()).toContain(TOPIC);
    snapshot(conversation({ lastSeq: 3 }), [greeting(1), message(2), staffMessage(3, 'Hello')]);
    await screen.findByTestId('support-msg-3');
    const reply = staffMessage(4, 'Let me check that for you.');
    update({ event: 'message', seq: 4, prevSeq: 3, message: reply });
    update({ event: 'message', seq: 4, prevSeq: 3, message: reply });
    await waitFor(() => expect(screen.getAllByText('Let me check that for you.')).toHaveLength(1));
    const list = screen.getByTestId('support-list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.dataset.testid),
    ).toEqual(['support-msg-1', 'support-msg-2', 'support-msg-3', 'support-msg-4']);
    // Staff write under their verified name.
    expect(
      within(screen.getByTestId('support-msg-4')).getByTestId('support-staff').textContent,
    ).toContain('Alice');
    // What support said is marked delivered and read while the page is in view.
    await waitFor(() =>
      expect(server.callsTo(MARKS).at(-1)?.body).toEqual({
        conversationId: 7,
        deliveredSeq: 4,
        readSeq: 4,
      }),
    );
    // No gap: nothing to catch up on.
    expect(server.callsTo(MESSAGES).every((call) => call.query.get('afterSeq') === null)).toBe(
      true,
    );
  });

  it('reads the missed events after a gap in the numbering', async () => {
    const server = openScreen({
      routes: {
        [`GET ${MESSAGES}`]: [
          () => ({ data: { list: [greeting(1)], more: false } }),
          () => ({ data: { list: [staffMessage(2, 'Missed one')], more: false } }),
        ],
      },
    });
    await screen.findByTestId('support-msg-1');
    snapshot(conversation({ lastSeq: 1 }), [greeting(1)]);
    update({ event: 'message', seq: 3, prevSeq: 2, message: staffMessage(3, 'After the gap') });
    await screen.findByText('Missed one');
    expect(server.callsTo(MESSAGES).at(-1)?.query.get('afterSeq')).toBe('1');
    expect(screen.getByText('After the gap')).toBeTruthy();
  });

  it('turns a bubble into the withdrawn marker on a recalled update', async () => {
    openScreen({ messages: [greeting(1), staffMessage(2, 'Wrong link, sorry')] });
    await screen.findByText('Wrong link, sorry');
    snapshot(conversation({ lastSeq: 2 }), [greeting(1), staffMessage(2, 'Wrong link, sorry')]);
    // The withdrawal is event 3; its message is the tombstone of message 2.
    update({
      event: 'recalled',
      seq: 3,
      prevSeq: 2,
      message: { ...staffMessage(2, ''), text: null, recalled: true },
    });
    await waitFor(() =>
      expect(screen.getByTestId('support-msg-2').textContent).toBe('Support withdrew a message'),
    );
    expect(screen.queryByText('Wrong link, sorry')).toBeNull();
  });

  it('offers a person under the bot’s answer while it has the chat, and asks for one', async () => {
    const server = openScreen({
      routes: {
        [`POST ${HANDOFF}`]: () => ({
          data: conversation({ status: 'open', waiting: true, queuePosition: 2, lastSeq: 2 }),
        }),
      },
    });
    fireEvent.click(await screen.findByTestId('support-handoff'));
    await waitFor(() => expect(server.callsTo(HANDOFF)[0]?.body).toEqual({ conversationId: 7 }));
    expect((await screen.findByTestId('support-state')).textContent).toBe(
      'You are number 3 in the queue',
    );
    expect(screen.queryByTestId('support-handoff')).toBeNull();
    update({ event: 'queue', position: 0 });
    await waitFor(() =>
      expect(screen.getByTestId('support-state').textContent).toBe('An agent will join shortly'),
    );
  });

  it('sends with a client id and the text, off while sending, and clears on success', async () => {
    const server = openScreen({
      routes: {
        [`POST ${SEND}`]: (body) => ({
          data: message(2, { text: (body as { text: string }).text, recallableUntil: null }),
        }),
      },
    });
    await screen.findByTestId('support-msg-1');
    const send = screen.getByTestId('support-send') as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('support-text'), { target: { value: ' I need help ' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    expect(await screen.findByText('I need help')).toBeTruthy();
    const body = server.callsTo(SEND)[0]?.body as Record<string, unknown>;
    expect(body).toEqual({ conversationId: 7, text: 'I need help', clientId: body.clientId });
    expect(body.clientId).toMatch(/^[\w-]{8,64}$/);
    expect((screen.getByTestId('support-text') as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps the text after a failed send and retries with the same client id', async () => {
    const server = openScreen({
      routes: {
        [`POST ${SEND}`]: [
          () => ({ code: 500, message: 'Server busy' }),
          (body) => ({ data: message(2, { text: (body as { text: string }).text }) }),
        ],
      },
    });
    await screen.findByTestId('support-msg-1');
    fireEvent.change(screen.getByTestId('support-text'), { target: { value: 'Hello?' } });
    fireEvent.click(screen.getByTestId('support-send'));
    await waitFor(() => expect(server.callsTo(SEND)).toHaveLength(1));
    // The client toasts the server's (translated) refusal; the screen keeps the text.
    await waitFor(() => expect(notify.fail).toHaveBeenCalled());
    await waitFor(() =>
      expect((screen.getByTestId('support-send') as HTMLButtonElement).disabled).toBe(false),
    );
    expect((screen.getByTestId('support-text') as HTMLTextAreaElement).value).toBe('Hello?');
    fireEvent.click(screen.getByTestId('support-send'));
    await screen.findByTestId('support-msg-2');
    const [first, second] = server.callsTo(SEND).map((call) => call.body as { clientId: string });
    expect(second?.clientId).toBe(first?.clientId);
  });

  it('offers "Withdraw" only within recallableUntil, confirms, and withdraws', async () => {
    const now = Date.now();
    const server = openScreen({
      messages: [
        greeting(1),
        message(2, { text: 'Too late', recallableUntil: now - 1_000 }),
        message(3, { text: 'Oops, wrong order', recallableUntil: now + 60_000 }),
        message(4, { text: 'Never', recallableUntil: null }),
      ],
      routes: {
        [`POST ${RECALL}`]: () => ({
          data: message(3, { text: null, recalled: true, recallableUntil: null }),
        }),
      },
    });
    await screen.findByTestId('support-msg-3');
    expect(screen.queryByTestId('support-withdraw-2')).toBeNull();
    expect(screen.queryByTestId('support-withdraw-4')).toBeNull();
    fireEvent.click(screen.getByTestId('support-withdraw-3'));
    fireEvent.click(await screen.findByTestId('support-withdraw-confirm-confirm'));
    await waitFor(() =>
      expect(server.callsTo(RECALL)[0]?.body).toEqual({ conversationId: 7, seq: 3 }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('support-msg-3').textContent).toBe('You withdrew a message'),
    );
  });

  it('offers no withdrawal while the linked P2P order is under appeal', async () => {
    openScreen({
      conv: conversation({ recallLocked: true }),
      messages: [message(2, { recallableUntil: Date.now() + 60_000 })],
    });
    await screen.findByTestId('support-msg-2');
    expect(screen.queryByTestId('support-withdraw-2')).toBeNull();
  });

  it('shows the rating card only when the conversation can be rated, and rates it', async () => {
    const resolved = conversation({
      status: 'resolved',
      canRate: true,
      lastSeq: 2,
      resolvedAt: Date.now(),
    });
    const server = openScreen({
      conv: conversation({ status: 'open', agent: { name: 'Alice', verified: true }, lastSeq: 1 }),
      messages: [staffMessage(1, 'Done, your deposit is credited.')],
      routes: {
        [`POST ${RATE}`]: () => ({ data: { ...resolved, canRate: false, rating: 5 } }),
      },
    });
    await screen.findByTestId('support-msg-1');
    expect(screen.getByTestId('support-state').textContent).toContain(
      'You are chatting with Alice',
    );
    expect(screen.queryByTestId('support-rating')).toBeNull();
    snapshot(
      conversation({ status: 'open', agent: { name: 'Alice', verified: true }, lastSeq: 1 }),
      [staffMessage(1, 'Done, your deposit is credited.')],
    );
    update({ event: 'conversation', conversation: resolved });
    await screen.findByTestId('support-rating');
    const submit = screen.getByTestId('support-rating-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('support-star-5'));
    fireEvent.change(screen.getByTestId('support-rating-comment'), {
      target: { value: 'Quick and clear' },
    });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(server.callsTo(RATE)[0]?.body).toEqual({
        conversationId: 7,
        rating: 5,
        comment: 'Quick and clear',
      }),
    );
    expect((await screen.findByTestId('support-rated')).textContent).toBe(
      'You rated this conversation 5 out of 5. Thank you.',
    );
    expect(screen.queryByTestId('support-rating')).toBeNull();
  });

  it('opens the conversation about the record named by ?link= and says so', async () => {
    const server = openScreen({
      path: '/customerService?link=p2p_order:123',
      routes: {
        [`POST ${OPEN}`]: () => ({
          data: conversation({ links: [{ kind: 'p2p_order', ref: '123' }], lastSeq: 2 }),
        }),
      },
      messages: [
        greeting(1),
        message(2, {
          sender: 'system',
          kind: 'activity',
          mine: false,
          text: null,
          activity: { code: 'linked', name: null, link: { kind: 'p2p_order', ref: '123' } },
        }),
      ],
    });
    expect((await screen.findByTestId('support-links')).textContent).toBe('About: P2P order 123');
    expect(server.callsTo(OPEN)[0]?.body).toEqual({ link: { kind: 'p2p_order', ref: '123' } });
    expect(server.callsTo(CONVERSATION)).toHaveLength(0);
    expect((await screen.findByTestId('support-msg-2')).textContent).toBe('About: P2P order 123');
  });

  it('renders activities as centred lines, the bot’s articles and answer, and "support is typing"', async () => {
    openScreen({
      messages: [
        message(1, {
          sender: 'bot',
          mine: false,
          text: 'Deposits arrive after the network confirms them.',
          bot: {
            reply: 'found',
            articles: [
              { kind: 'help', id: 12, title: 'How deposits work' },
              { kind: 'faq', id: 3, title: 'Why is my deposit late?' },
            ],
            offerHandoff: false,
          },
        }),
        message(2, {
          sender: 'system',
          kind: 'activity',
          mine: false,
          text: null,
          activity: { code: 'agent_joined', name: 'Alice', link: null },
        }),
      ],
    });
    const articles = await screen.findByTestId('support-articles-1');
    const links = within(articles).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/helpDetail?id=12',
      '/CommonProblem?id=3',
    ]);
    expect(screen.getByText('Deposits arrive after the network confirms them.')).toBeTruthy();
    expect(screen.getByTestId('support-msg-2').textContent).toBe('Alice joined the chat');
    update({ event: 'typing', from: 'staff' });
    expect((await screen.findByTestId('support-typing')).textContent).toBe('Support is typing…');
    update({ event: 'message', seq: 3, prevSeq: 2, message: staffMessage(3, 'Hi, Alice here') });
    await waitFor(() => expect(screen.queryByTestId('support-typing')).toBeNull());
  });

  it('says in demo mode that support is for the real account, and asks nothing', async () => {
    useSession.setState({
      token: 'demo',
      member,
      real: { token: 't', member },
      demo: true,
    });
    const server = openScreen();
    expect((await screen.findByTestId('support-demo')).textContent).toBe(
      'Customer service is for your real account. Exit demo mode to chat with support.',
    );
    expect(server.calls).toHaveLength(0);
    expect(liveTopics()).not.toContain(TOPIC);
  });
});
