import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SocketEvents } from '../../api/stream';
import { renderConsole } from '../../test/harness';
import { COLLEAGUE, ME, MINE, WAITING, desk, message, thread } from '../../test/support';
import { API, CONV, deskServer, stubObjectUrls, texts } from '../../test/supportDesk';

stubObjectUrls();

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
