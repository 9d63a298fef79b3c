import type { Permission, SupportStaffMessage } from '@exchange/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SocketEvents } from '../../api/stream';
import { fakeServer, operator, renderConsole, type Handlers } from '../../test/harness';
import { image } from '../../test/p2p';
import {
  CANNED,
  COLLEAGUE,
  ME,
  MINE,
  WAITING,
  desk,
  message,
  queuePage,
  thread,
} from '../../test/support';

const API = '/admin-api/support';
const CONV = `${API}/conversations/7`;

// jsdom has no object URLs.
let revoked: string[] = [];
beforeEach(() => {
  revoked = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: () => 'blob:support-image',
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: (url: string) => revoked.push(url),
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function deskServer(
  options: {
    desk?: ReturnType<typeof desk>;
    messages?: SupportStaffMessage[];
    permissions?: Permission[];
    extra?: Handlers;
  } = {},
) {
  const current = options.desk ?? desk();
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(options.permissions ?? ['support.chat']) }),
    // Listed newest first here: the waiting tab still shows the longest waiting first.
    [`GET ${API}/conversations`]: () => ({ data: queuePage([...WAITING].reverse()) }),
    [`GET ${CONV}`]: () => ({ data: current }),
    [`GET ${CONV}/messages`]: () => ({
      data: { list: options.messages ?? thread(Date.now()), more: false },
    }),
    [`GET ${CONV}/file`]: () => ({ response: image() }),
    [`POST ${CONV}/read`]: () => ({ data: null }),
    [`POST ${CONV}/typing`]: () => ({ data: null }),
    [`GET ${API}/canned`]: () => ({ data: CANNED }),
    ...options.extra,
  });
}

const texts = (testId: string) => screen.getAllByTestId(testId).map((node) => node.textContent);

describe('the support queue', () => {
  it('lists the waiting conversations, longest waiting first, and takes the next one', async () => {
    const server = deskServer({
      extra: { [`POST ${API}/next`]: () => ({ data: desk(MINE) }) },
    });
    const { user } = renderConsole({ path: '/support', fetch: server.fetch, token: 't' });
    const rows = await screen.findAllByTestId('support-row');
    expect(texts('support-row-user')).toEqual(['dana', 'erik', 'fei']);
    expect(server.callsTo('GET', `${API}/conversations`)[0]?.query.get('filter')).toBe('waiting');
    const [first] = rows as [HTMLElement];
    expect(within(first).getByText('de_DE')).toBeTruthy();
    expect(within(first).getByTestId('support-row-text').textContent).toBe('Wo ist meine Zahlung?');
    expect(within(first).getByTestId('support-row-wait').textContent).toMatch(
      /^waiting \d+ d \d+ h$/,
    );
    expect(within(first).getByTestId('support-row-unread').textContent).toBe('2');
    expect(within(first).getByTestId('support-row-links').textContent).toBe('P2P order');
    expect(within(first).getByTestId('support-row-agent').textContent).toBe('Unassigned');
    expect(screen.getByTestId('support-tab-waiting').textContent).toBe('Waiting 3');
    expect(screen.getByTestId('support-tab-mine').textContent).toBe('Mine 1 of 5');
    expect(screen.getByTestId('nav-support').textContent).toBe('Support');

    await user.click(screen.getByTestId('support-next'));
    await waitFor(() => expect(server.callsTo('POST', `${API}/next`)).toHaveLength(1));
    // The conversation it took opens, as the agent's.
    expect((await screen.findByTestId('support-assignee')).textContent).toBe('Agent: Alice');
    expect(screen.getByTestId('support-handover')).toBeTruthy();
  });

  it('filters by tab, linked record and language', async () => {
    const server = deskServer();
    const { user } = renderConsole({ path: '/support', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('support-row');
    await user.click(screen.getByTestId('support-tab-mine'));
    await user.selectOptions(screen.getByTestId('support-filter-link'), 'withdrawal');
    await user.selectOptions(screen.getByTestId('support-filter-language'), 'en_US');
    await waitFor(() =>
      expect(server.callsTo('GET', `${API}/conversations`).at(-1)?.query.toString()).toBe(
        'filter=mine&linkKind=withdrawal&language=en_US&pageNo=1&pageSize=50',
      ),
    );
  });

  it('is neither listed nor served to a role without support.chat', async () => {
    const server = deskServer({ permissions: ['identity.review'] });
    renderConsole({ path: '/support', fetch: server.fetch, token: 't' });
    expect((await screen.findByTestId('no-access')).textContent).toContain('support.chat');
    expect(screen.queryByTestId('nav-support')).toBeNull();
    expect(server.callsTo('GET', `${API}/conversations`)).toHaveLength(0);
  });
});

describe('a conversation', () => {
  it('shows the messages, the user and the linked records', async () => {
    const server = deskServer();
    const { user } = renderConsole({ path: '/support?c=7', fetch: server.fetch, token: 't' });
    const messages = await screen.findAllByTestId('support-message');
    expect(
      messages.map((m) => within(m).getByTestId('support-message-sender').textContent),
    ).toEqual(['dana', 'Bot', 'Bob', 'dana']);
    expect(messages[0]?.className).toContain('from-user');
    expect(messages[1]?.className).toContain('from-desk');
    expect(screen.getByTestId('support-activity').textContent).toContain(
      'Alice joined the conversation',
    );
    expect(within(messages[1]!).getByText(/Offered: P2P appeals/)).toBeTruthy();
    expect(within(messages[2]!).getByTestId('support-note-mark').textContent).toBe('Internal note');
    // The image is fetched only when asked for: each view is recorded.
    expect(server.calls.filter((c) => c.path.endsWith('/file'))).toHaveLength(0);
    await user.click(screen.getByTestId('support-image-open'));
    expect((await screen.findByTestId('support-image')).getAttribute('src')).toBe(
      'blob:support-image',
    );
    expect(server.callsTo('GET', `${CONV}/file`)[0]?.query.get('seq')).toBe('5');
    // Read while on screen.
    await waitFor(() =>
      expect(server.callsTo('POST', `${CONV}/read`)[0]?.body).toEqual({ seq: 5 }),
    );

    const profile = screen.getByTestId('support-profile');
    for (const text of ['dana', 'Advanced', 'Active', '3', 'Deutsch (de_DE)'])
      expect(within(profile).getByText(text)).toBeTruthy();
    const [record] = screen.getAllByTestId('support-record');
    expect(record!.textContent).toContain('Buy 200 USDT for 200 USD');
    expect(within(record!).getByTestId('support-record-appealed').textContent).toBe('Under appeal');
  });

  it('shows the server’s refusal when a colleague took it over first', async () => {
    const server = deskServer({
      extra: {
        [`POST ${CONV}/takeover`]: () => ({
          code: 26003,
          message: 'Bob has already taken over this conversation',
        }),
      },
    });
    const { user } = renderConsole({ path: '/support?c=7', fetch: server.fetch, token: 't' });
    await user.click(await screen.findByTestId('support-takeover'));
    expect((await screen.findByTestId('notice-error')).textContent).toContain(
      'Bob has already taken over this conversation',
    );
    expect(server.callsTo('POST', `${CONV}/takeover`)[0]?.body).toEqual({});
    // The conversation is read again, to show who has it.
    await waitFor(() => expect(server.callsTo('GET', CONV).length).toBeGreaterThan(1));
  });

  it('lets a manager take it from a colleague, with force, after a confirmation', async () => {
    const server = deskServer({
      desk: desk({ row: { assignee: { id: COLLEAGUE, name: 'Bob' }, waitingSince: null } }),
      permissions: ['support.chat', 'support.manage'],
      extra: { [`POST ${CONV}/takeover`]: () => ({ data: desk(MINE) }) },
    });
    const { user } = renderConsole({ path: '/support?c=7', fetch: server.fetch, token: 't' });
    expect(screen.queryByTestId('support-takeover')).toBeNull();
    await user.click(await screen.findByTestId('support-force'));
    await user.click(screen.getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(server.callsTo('POST', `${CONV}/takeover`)[0]?.body).toEqual({ force: true }),
    );
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Conversation #7 is yours',
    );
  });

  it('offers no forced takeover to an agent who does not manage', async () => {
    const server = deskServer({
      desk: desk({ row: { assignee: { id: COLLEAGUE, name: 'Bob' }, waitingSince: null } }),
    });
    renderConsole({ path: '/support?c=7', fetch: server.fetch, token: 't' });
    expect((await screen.findByTestId('support-assignee')).textContent).toBe('Agent: Bob');
    expect(screen.queryByTestId('support-force')).toBeNull();
    expect(screen.queryByTestId('support-takeover')).toBeNull();
    // Not theirs: only a note may be added.
    const note = screen.getByTestId<HTMLInputElement>('support-note');
    expect(note.checked).toBe(true);
    expect(note.disabled).toBe(true);
  });

  it('shows the rating of a resolved conversation', async () => {
    const server = deskServer({
      desk: desk({ conversation: { status: 'resolved', rating: 4 }, row: { status: 'resolved' } }),
    });
    renderConsole({ path: '/support?c=7', fetch: server.fetch, token: 't' });
    expect((await screen.findByTestId('support-rating')).textContent).toBe('Rated 4 of 5');
    expect(screen.queryByTestId('support-resolve')).toBeNull();
  });
});

describe('the composer', () => {
  it('sends a reply, then a note, each with a new client id', async () => {
    let seq = 5;
    const server = deskServer({
      desk: desk(MINE),
      extra: {
        [`POST ${CONV}/reply`]: (call) => {
          const body = call.body as { text: string; note: boolean; clientId: string };
          seq += 1;
          return {
            data: message({
              seq,
              sender: 'staff',
              senderName: 'Alice',
              senderId: ME,
              kind: body.note ? 'note' : 'text',
              text: body.text,
              clientId: body.clientId,
              createdAt: Date.now(),
            }),
          };
        },
      },
    });
    const { user } = renderConsole({ path: '/support?c=7', fetch: server.fetch, token: 't' });
    const input = await screen.findByTestId<HTMLTextAreaElement>('support-input');
    await screen.findAllByTestId('support-message');
    await user.type(input, 'Ich prüfe das.');
    await user.click(screen.getByTestId('support-send'));
    await waitFor(() => expect(server.callsTo('POST', `${CONV}/reply`)).toHaveLength(1));
    await waitFor(() => expect(input.value).toBe(''));
    // Typing is told to the user while replying (at most every 3 s), not while writing a note.
    const typing = server.callsTo('POST', `${CONV}/typing`).length;
    expect(typing).toBeGreaterThanOrEqual(1);

    await user.click(screen.getByTestId('support-note'));
    expect(screen.getByTestId('support-send').textContent).toBe('Add note');
    await user.type(input, 'Asked for the statement');
    await user.click(screen.getByTestId('support-send'));
    await waitFor(() => expect(server.callsTo('POST', `${CONV}/reply`)).toHaveLength(2));

    const [reply, note] = server.callsTo('POST', `${CONV}/reply`).map((c) => c.body) as {
      clientId: string;
      text: string;
      note: boolean;
    }[];
    expect(reply).toMatchObject({ text: 'Ich prüfe das.', note: false });
    expect(note).toMatchObject({ text: 'Asked for the statement', note: true });
    for (const body of [reply!, note!]) expect(body.clientId).toMatch(/^[\w-]{8,64}$/);
    expect(reply!.clientId).not.toBe(note!.clientId);
    // Both are in the thread at once; the note is marked internal.
    await waitFor(() =>
      expect(texts('support-message-text')).toEqual(
        expect.arrayContaining(['Ich prüfe das.', 'Asked for the statement']),
      ),
    );
    const last = screen.getAllByTestId('support-message').at(-1)!;
    expect(within(last).getByTestId('support-note-mark')).toBeTruthy();
    expect(server.callsTo('POST', `${CONV}/typing`)).toHaveLength(typing);
  });

  it('inserts a canned reply in the conversation’s language', async () => {
    const server = deskServer({ desk: desk(MINE) });
    const { user } = renderConsole({ path: '/support?c=7', fetch: server.fetch, token: 't' });
    const input = await screen.findByTestId<HTMLTextAreaElement>('support-input');
    await waitFor(() => expect(server.callsTo('GET', `${API}/canned`)).toHaveLength(1));
    expect(server.callsTo('GET', `${API}/canned`)[0]?.query.get('language')).toBe('de_DE');
    const picker = screen.getByTestId<HTMLSelectElement>('support-canned');
    await waitFor(() => expect(picker.disabled).toBe(false));
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      'Insert a canned reply…',
      'Begrüßung',
      'Prüfung',
    ]);
    await user.type(input, 'Hallo. ');
    await user.selectOptions(picker, '2');
    expect(input.value).toBe('Hallo. Ich prüfe das sofort.');
  });
});

describe('sending an image', () => {
  const png = (name = 'receipt.png') => new File(['png-bytes'], name, { type: 'image/png' });

  function imageServer(extra: Handlers = {}) {
    return deskServer({
      desk: desk(MINE),
      extra: {
        [`POST ${CONV}/upload`]: () => ({ data: { id: 'f-abc', width: 640, height: 480 } }),
        [`POST ${CONV}/reply`]: (call) => {
          const body = call.body as { clientId: string; text?: string; fileId?: string };
          return {
            data: message({
              seq: 6,
              sender: 'staff',
              senderName: 'Alice',
              senderId: ME,
              kind: body.fileId ? 'image' : 'text',
              text: body.text ?? null,
              image: body.fileId ? { width: 640, height: 480 } : null,
              clientId: body.clientId,
              createdAt: Date.now(),
            }),
          };
        },
        ...extra,
      },
    });
  }

  it('uploads the file as a form, then sends it with the text as its caption', async () => {
    const server = imageServer();
    // The upload waits until let go, to see the composer meanwhile.
    let letGo: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const fetch: typeof globalThis.fetch = async (input, init) => {
      if (String(input).endsWith('/upload')) await held;
      return server.fetch(input, init);
    };
    const { user } = renderConsole({ path: '/support?c=7', fetch, token: 't' });
    const input = await screen.findByTestId<HTMLTextAreaElement>('support-input');
    await screen.findAllByTestId('support-message');
    const attach = screen.getByTestId<HTMLButtonElement>('support-attach');
    expect(attach.textContent).toBe('Attach image');
    expect(attach.disabled).toBe(false);
    const picker = screen.getByTestId<HTMLInputElement>('support-attach-input');
    expect(picker.accept).toBe('image/jpeg,image/png,image/gif,image/bmp');
    await user.type(input, 'Siehe Bild');
    await user.upload(picker, png());

    const attaching = await screen.findByTestId('support-attaching');
    expect(attaching.textContent).toBe('Uploading the image…');
    expect(within(attaching).getByRole('img').getAttribute('src')).toBe('blob:support-image');
    expect(screen.getByTestId<HTMLButtonElement>('support-send').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('support-attach').disabled).toBe(true);
    letGo();

    await waitFor(() => expect(server.callsTo('POST', `${CONV}/reply`)).toHaveLength(1));
    const [upload] = server.callsTo('POST', `${CONV}/upload`);
    expect(upload!.body).toBeInstanceOf(FormData);
    const file = (upload!.body as FormData).get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('receipt.png');
    expect(upload!.headers.get('x-admin-token')).toBe('t');
    expect(upload!.headers.has('content-type')).toBe(false);
    const reply = server.callsTo('POST', `${CONV}/reply`)[0]!.body as Record<string, unknown>;
    expect(reply).toEqual({
      clientId: expect.stringMatching(/^[\w-]{8,64}$/) as unknown,
      fileId: 'f-abc',
      text: 'Siehe Bild',
      note: false,
    });
    // The caption is cleared, the preview let go, and the image is in the thread.
    await waitFor(() => expect(input.value).toBe(''));
    await waitFor(() => expect(screen.queryByTestId('support-attaching')).toBeNull());
    expect(revoked).toContain('blob:support-image');
    expect(await screen.findByText('Image, 640 × 480')).toBeTruthy();
  });

  it('sends an image without a caption, with a client id of its own', async () => {
    const server = imageServer();
    const { user } = renderConsole({ path: '/support?c=7', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('support-message');
    await user.upload(screen.getByTestId('support-attach-input'), png());
    await waitFor(() => expect(server.callsTo('POST', `${CONV}/reply`)).toHaveLength(1));
    const input = screen.getByTestId<HTMLTextAreaElement>('support-input');
    await user.type(input, 'Und noch etwas');
    await user.click(screen.getByTestId('support-send'));
    await waitFor(() => expect(server.callsTo('POST', `${CONV}/reply`)).toHaveLength(2));
    const [image, text] = server.callsTo('POST', `${CONV}/reply`).map((c) => c.body) as {
      clientId: string;
    }[];
    expect(image).toEqual({ clientId: image!.clientId, fileId: 'f-abc', note: false });
    expect(text).toMatchObject({ text: 'Und noch etwas', note: false });
    expect(image!.clientId).not.toBe(text!.clientId);
  });

  it('refuses an image over 10 MB without a request', async () => {
    const server = imageServer();
    const { user } = renderConsole({ path: '/support?c=7', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('support-message');
    const big = png('huge.png');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(screen.getByTestId('support-attach-input'), big);
    expect((await screen.findByTestId('support-attach-refused')).textContent).toBe(
      'The image is larger than 10 MB and was not sent.',
    );
    expect(screen.queryByTestId('support-attaching')).toBeNull();
    expect(server.callsTo('POST', `${CONV}/upload`)).toHaveLength(0);
    expect(server.callsTo('POST', `${CONV}/reply`)).toHaveLength(0);
  });

  it('shows the server’s refusal of the upload and sends nothing', async () => {
    const server = imageServer({
      [`POST ${CONV}/upload`]: () => ({
        code: 29008,
        message: 'Only the agent of this conversation can do that',
      }),
    });
    const { user } = renderConsole({ path: '/support?c=7', fetch: server.fetch, token: 't' });
    const input = await screen.findByTestId<HTMLTextAreaElement>('support-input');
    await screen.findAllByTestId('support-message');
    await user.type(input, 'Siehe Bild');
    await user.upload(screen.getByTestId('support-attach-input'), png());
    expect((await screen.findByTestId('notice-error')).textContent).toContain(
      'Only the agent of this conversation can do that',
    );
    await waitFor(() => expect(screen.queryByTestId('support-attaching')).toBeNull());
    expect(server.callsTo('POST', `${CONV}/reply`)).toHaveLength(0);
    // The caption stays, to try again.
    expect(input.value).toBe('Siehe Bild');
    expect(screen.getByTestId<HTMLButtonElement>('support-attach').disabled).toBe(false);
  });

  it('is not offered on a colleague’s conversation, a resolved one or a note', async () => {
    const server = deskServer({
      desk: desk({ row: { assignee: { id: COLLEAGUE, name: 'Bob' }, waitingSince: null } }),
    });
    const view = renderConsole({ path: '/support?c=7', fetch: server.fetch, token: 't' });
    await screen.findByTestId('support-note-only');
    expect(screen.getByTestId<HTMLButtonElement>('support-attach').disabled).toBe(true);
    expect(screen.getByTestId<HTMLInputElement>('support-attach-input').disabled).toBe(true);
    // Choosing a file anyway sends nothing.
    await view.user.upload(screen.getByTestId('support-attach-input'), png());
    expect(server.callsTo('POST', `${CONV}/upload`)).toHaveLength(0);
    view.unmount();

    const resolved = deskServer({
      desk: desk({
        ...MINE,
        conversation: { status: 'resolved' },
        row: { ...MINE.row, status: 'resolved' },
      }),
    });
    const again = renderConsole({ path: '/support?c=7', fetch: resolved.fetch, token: 't' });
    await screen.findByTestId('support-note-only');
    expect(screen.getByTestId<HTMLButtonElement>('support-attach').disabled).toBe(true);
    again.unmount();

    const mine = deskServer({ desk: desk(MINE) });
    const { user } = renderConsole({ path: '/support?c=7', fetch: mine.fetch, token: 't' });
    const attach = await screen.findByTestId<HTMLButtonElement>('support-attach');
    expect(attach.disabled).toBe(false);
    await user.click(screen.getByTestId('support-note'));
    expect(attach.disabled).toBe(true);
  });
});

describe('withdrawing a message', () => {
  function withOwn(nowMs: number) {
    return [
      ...thread(nowMs),
      message({
        seq: 6,
        sender: 'staff',
        senderId: ME,
        senderName: 'Alice',
        text: 'Old',
        createdAt: nowMs - 5 * 60_000,
      }),
      message({
        seq: 7,
        sender: 'staff',
        senderId: ME,
        senderName: 'Alice',
        text: 'Recent',
        createdAt: nowMs - 20_000,
      }),
    ];
  }

  it('is offered only for the agent’s own recent messages', async () => {
    const server = deskServer({
      desk: desk(MINE),
      messages: withOwn(Date.now()),
      extra: {
        [`POST ${CONV}/recall`]: () => ({
          data: message({
            seq: 7,
            sender: 'staff',
            senderId: ME,
            senderName: 'Alice',
            text: null,
            recalled: true,
          }),
        }),
      },
    });
    const { user } = renderConsole({ path: '/support?c=7', fetch: server.fetch, token: 't' });
    const messages = await screen.findAllByTestId('support-message');
    const withRecall = messages.filter((m) => within(m).queryByTestId('support-recall'));
    expect(withRecall.map((m) => m.getAttribute('data-seq'))).toEqual(['7']);
    await user.click(within(withRecall[0]!).getByTestId('support-recall'));
    await waitFor(() =>
      expect(server.callsTo('POST', `${CONV}/recall`)[0]?.body).toEqual({ seq: 7 }),
    );
    expect((await screen.findByTestId('support-withdrawn')).textContent).toBe('Message withdrawn');
    expect(screen.queryByTestId('support-recall')).toBeNull();
  });

  it('is not offered while the conversation is evidence of a P2P appeal', async () => {
    const server = deskServer({
      desk: desk({ ...MINE, conversation: { recallLocked: true } }),
      messages: withOwn(Date.now()),
    });
    renderConsole({ path: '/support?c=7', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('support-message');
    expect(screen.getByTestId('support-recall-locked')).toBeTruthy();
    expect(screen.queryByTestId('support-recall')).toBeNull();
  });
});

describe('live', () => {
  it('follows the conversation and the queue over the console socket', async () => {
    const sockets: { events: SocketEvents; sent: Record<string, unknown>[] }[] = [];
    const socket = {
      origin: { protocol: 'https:', host: 'console.test' },
      connect: (_url: string, events: SocketEvents) => {
        const opened = { events, sent: [] as Record<string, unknown>[] };
        sockets.push(opened);
        return {
          send: (text: string) => opened.sent.push(JSON.parse(text) as Record<string, unknown>),
          close: () => undefined,
        };
      },
    };
    const server = deskServer({ desk: desk(MINE) });
    renderConsole({ path: '/support?c=7', fetch: server.fetch, token: 't', socket });
    await screen.findAllByTestId('support-message');
    const ws = sockets[0]!;
    act(() => ws.events.open());
    await waitFor(() =>
      expect(ws.sent.flatMap((m) => (m.op === 'sub' ? (m.topics as string[]) : []))).toEqual(
        expect.arrayContaining(['desk', 'support:7']),
      ),
    );
    expect(ws.sent[0]).toEqual({ op: 'auth', token: 't' });
    expect(screen.getByTestId('support-live').textContent).toBe('Live');
    const frame = (value: unknown) => act(() => ws.events.message(JSON.stringify(value)));
    frame({
      topic: 'support:7',
      type: 'snapshot',
      seq: 5,
      data: {
        conversation: desk(MINE).conversation,
        mode: 'latest',
        messages: thread(Date.now()),
        more: false,
      },
    });
    frame({ topic: 'support:7', type: 'update', data: { event: 'typing', from: 'user' } });
    expect(screen.getByTestId('support-typing').textContent).toBe('User is typing…');
    frame({
      topic: 'support:7',
      type: 'update',
      seq: 6,
      prevSeq: 5,
      data: {
        event: 'message',
        seq: 6,
        prevSeq: 5,
        message: message({ seq: 6, text: 'Noch da?' }),
      },
    });
    expect(texts('support-message-text').at(-1)).toBe('Noch da?');
    expect(screen.queryByTestId('support-typing')).toBeNull();
    // A desk update changes the row at once.
    frame({
      topic: 'desk',
      type: 'update',
      data: { row: { ...WAITING[0]!, lastText: 'Noch da?', unread: 3 } },
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('support-row-text')[0]?.textContent).toBe('Noch da?'),
    );
  });
});

describe('in Chinese', () => {
  it('names the image button', async () => {
    window.localStorage.setItem('console-lang', 'zh');
    const server = deskServer({ desk: desk(MINE) });
    renderConsole({ path: '/support?c=7', fetch: server.fetch, token: 't' });
    expect((await screen.findByTestId('support-attach')).textContent).toBe('发送图片');
  });

  it('names the desk', async () => {
    window.localStorage.setItem('console-lang', 'zh');
    const server = deskServer();
    renderConsole({ path: '/support', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('support-row');
    expect(screen.getByTestId('nav-support').textContent).toBe('客服');
    expect(screen.getByTestId('support-tab-mine').textContent).toBe('我的 1 / 5');
    expect(screen.getByTestId('support-next').textContent).toBe('接入下一个');
  });
});
