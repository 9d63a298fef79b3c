import {
  ADMIN_TOKEN_HEADER,
  ERRORS,
  type ErrorKey,
  type SupportStreamEvent,
  type SupportStreamSnapshot,
} from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAll } from '../../checks.js';
import { MODULES } from '../../modules.js';
import { registerAccount } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { consoleGet, consoleOperator, type ConsoleOperator } from '../../test/console.js';
import { clientId, listening, Socket, supportCalls } from '../../test/support.js';
import {
  filePart,
  MULTIPART_TYPE,
  multipartBody,
  uploadImage,
} from '../files/files.test-support.js';

/** A 1x1 PNG. */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const code = (key: ErrorKey) => ERRORS[key].code;
type UserEvent = SupportStreamEvent;

let t: TestApp;
let api: ReturnType<typeof supportCalls>;
let urls: { user: string; staff: string };
let alice: ConsoleOperator;
let bob: ConsoleOperator;
let manager: ConsoleOperator;
let outsider: ConsoleOperator;
const sockets: Socket[] = [];
const open = async (url: string) => {
  const socket = await Socket.open(url);
  sockets.push(socket);
  return socket;
};

beforeAll(async () => {
  t = await createTestApp();
  api = supportCalls(t);
  alice = await consoleOperator(t, ['support.chat']);
  bob = await consoleOperator(t, ['support.chat']);
  manager = await consoleOperator(t, ['support.chat', 'support.manage']);
  outsider = await consoleOperator(t, ['users.read']);
  urls = await listening(t);
});
afterAll(async () => {
  for (const socket of sockets) await socket.close();
  expect(await checkAll(t.database.db, MODULES)).toEqual([]);
  await t.close();
});

/** A user whose conversation waits in the queue, asked in `lang`. */
async function waitingUser(text = 'How do I withdraw to my wallet?', lang?: string) {
  const user = await registerAccount(t);
  const first = await api.send(user, { clientId: clientId(), text }, lang);
  expect(first.code, first.message).toBe(0);
  const conversation = (await api.current(user)).data!;
  expect((await api.handoff(user, { conversationId: conversation.id })).code).toBe(0);
  return { user, id: conversation.id };
}

describe('a conversation from the bot to an agent, over real WebSockets', () => {
  it('the bot answers from the help centre, two agents race to take over, one wins, the user sees who joined', async () => {
    const user = await registerAccount(t);
    const first = await api.send(user, { clientId: clientId(), text: 'How do I withdraw coins?' });
    expect(first.code, first.message).toBe(0);
    expect(first.data).toMatchObject({
      sender: 'user',
      mine: true,
      text: 'How do I withdraw coins?',
    });
    const conversation = (await api.current(user)).data!;
    expect(conversation).toMatchObject({ status: 'pending', agent: null, waiting: false });

    const socket = await open(urls.user);
    const topic = `support:${conversation.id}`;
    const [snapshot] = (await socket.subscribe(user.token, [topic])).filter(
      (m) => m.type === 'snapshot',
    );
    const snap = snapshot?.data as SupportStreamSnapshot;
    expect(snap.mode).toBe('latest');
    const bot = snap.messages.find((m) => m.sender === 'bot');
    expect(bot?.bot?.reply).toBe('found');
    expect(bot?.bot?.offerHandoff).toBe(true);
    expect(bot?.bot?.articles.length).toBeGreaterThan(0);

    // Someone else's conversation is refused on the socket as on REST.
    const eve = await registerAccount(t);
    const spy = await open(urls.user);
    const refused = await spy.subscribe(eve.token, [topic]);
    expect(refused.find((m) => m.type === 'error')?.code).toBe(
      code('SUPPORT_CONVERSATION_NOT_FOUND'),
    );

    await api.handoff(user, { conversationId: conversation.id });
    const queued = await socket.waitFor<UserEvent>(
      topic,
      (e) => e.event === 'conversation' && e.conversation.waiting,
    );
    expect(
      queued.event === 'conversation' && queued.conversation.queuePosition,
    ).toBeGreaterThanOrEqual(0);

    const staffSocket = await open(urls.staff);
    const deskSnapshot = await staffSocket.subscribe(alice.token, ['desk']);
    expect(deskSnapshot.find((m) => m.topic === 'desk')?.type).toBe('snapshot');
    // An operator without the support permission gets nothing of the desk.
    const nosy = await open(urls.staff);
    const denied = await nosy.subscribe(outsider.token, ['desk']);
    expect(denied.find((m) => m.type === 'error')?.code).toBe(code('PERMISSION_DENIED'));

    const [a, b] = await Promise.all([
      api.desk.takeover(alice, conversation.id),
      api.desk.takeover(bob, conversation.id),
    ]);
    const winners = [a, b].filter((r) => r.code === 0);
    const losers = [a, b].filter((r) => r.code !== 0);
    expect(winners).toHaveLength(1);
    expect(losers.map((r) => r.code)).toEqual([code('SUPPORT_ALREADY_TAKEN')]);
    const winner = a.code === 0 ? alice : bob;
    const loser = winner === alice ? bob : alice;
    expect(losers[0]?.message).toContain(`Agent ${winner.id}`);

    const joined = await socket.waitFor<UserEvent>(
      topic,
      (e) => e.event === 'message' && e.message.activity?.code === 'agent_joined',
    );
    expect(joined.event === 'message' && joined.message.activity?.name).toBe(`Agent ${winner.id}`);
    const state = await socket.waitFor<UserEvent>(
      topic,
      (e) => e.event === 'conversation' && e.conversation.agent !== null,
    );
    expect(state.event === 'conversation' && state.conversation.agent).toEqual({
      name: `Agent ${winner.id}`,
      verified: true,
    });
    await staffSocket.waitFor<{ row: { id: number; assignee: { id: number } | null } }>(
      'desk',
      (d) => d.row.id === conversation.id && d.row.assignee?.id === winner.id,
    );

    // Only the agent who has it replies; anyone may leave a note, which the user never sees.
    expect(
      (await api.desk.reply(loser, conversation.id, { clientId: clientId(), text: 'Hi' })).code,
    ).toBe(code('SUPPORT_NOT_ASSIGNEE'));
    const note = await api.desk.reply(loser, conversation.id, {
      clientId: clientId(),
      text: 'User asked twice before',
      note: true,
    });
    expect(note.data).toMatchObject({ kind: 'note', senderId: loser.id });
    const hello = await api.desk.reply(winner, conversation.id, {
      clientId: clientId(),
      text: 'Hello, I can help with that.',
    });
    expect(hello.code, hello.message).toBe(0);
    const got = await socket.waitFor<UserEvent>(
      topic,
      (e) => e.event === 'message' && e.message.text === 'Hello, I can help with that.',
    );
    expect(got.event === 'message' && got.message).toMatchObject({
      sender: 'staff',
      senderName: `Agent ${winner.id}`,
      mine: false,
    });
    const userEvents = socket.updates<UserEvent>(topic);
    expect(userEvents.some((e) => e.event === 'message' && e.message.kind === 'note')).toBe(false);
    // The user's numbering skips the note: each event continues the one before.
    const numbered = userEvents.filter(
      (e): e is Extract<UserEvent, { seq: number }> =>
        e.event === 'message' || e.event === 'recalled',
    );
    for (let i = 1; i < numbered.length; i += 1)
      expect(numbered[i]?.prevSeq).toBe(numbered[i - 1]?.seq);

    // Staff see the note; REST history shows it to staff only.
    const staffView = await api.desk.messages(manager, conversation.id);
    expect(staffView.data.list.some((m) => m.kind === 'note')).toBe(true);
    const userView = await api.messages(user, { conversationId: conversation.id });
    expect(userView.data.list.some((m) => m.kind === 'note')).toBe(false);
  });

  it('resumes after a dropped connection with nothing lost or repeated', async () => {
    const { user, id } = await waitingUser();
    expect((await api.desk.takeover(alice, id)).code).toBe(0);
    const topic = `support:${id}`;
    const first = await open(urls.user);
    await first.subscribe(user.token, [topic]);
    await api.desk.reply(alice, id, { clientId: clientId(), text: 'one' });
    const one = await first.waitFor<UserEvent>(
      topic,
      (e) => e.event === 'message' && e.message.text === 'one',
    );
    const lastSeen = one.event === 'message' ? one.seq : 0;
    await first.close();

    // While the user is away: two replies, a note, and one of them withdrawn.
    await api.desk.reply(alice, id, { clientId: clientId(), text: 'two' });
    const three = await api.desk.reply(alice, id, { clientId: clientId(), text: 'three' });
    await api.desk.reply(alice, id, { clientId: clientId(), text: 'internal', note: true });
    expect((await api.desk.recall(alice, id, { seq: three.data.seq })).code).toBe(0);

    const again = await open(urls.user);
    const resumed = await again.subscribe(user.token, [topic], { [topic]: lastSeen });
    const snap = resumed.find((m) => m.type === 'snapshot')?.data as SupportStreamSnapshot;
    expect(snap.mode).toBe('after');
    expect(snap.messages.map((m) => [m.text, m.recalled])).toEqual([
      ['two', false],
      [null, true],
    ]);
    expect(snap.messages.every((m) => m.seq > lastSeen || m.recalled)).toBe(true);
    // Then live again, continuing from the snapshot's last event.
    await api.desk.reply(alice, id, { clientId: clientId(), text: 'four' });
    const four = await again.waitFor<UserEvent>(
      topic,
      (e) => e.event === 'message' && e.message.text === 'four',
    );
    expect(four.event === 'message' && four.prevSeq).toBe(snap.conversation.lastSeq);
  });
});

describe('withdrawing a message', () => {
  it('the author within two minutes: a tombstone, the image erased; never twice, never another’s, never late', async () => {
    const { user, id } = await waitingUser('My deposit has not arrived');
    expect((await api.desk.takeover(bob, id)).code).toBe(0);
    const image = await uploadImage(t, user.token, 'chat');
    const sent = await api.send(user, {
      conversationId: id,
      clientId: clientId(),
      fileId: image,
      text: 'screenshot',
    });
    expect(sent.data).toMatchObject({ kind: 'image', recallableUntil: expect.any(Number) });
    const file = () =>
      t.get('/uc/support/file', { conversationId: id, seq: sent.data.seq }, { token: user.token });
    expect((await file()).statusCode).toBe(200);
    // An agent's view of the image is audited.
    expect(
      (await consoleGet(t, bob.token, `/support/conversations/${id}/file`, { seq: sent.data.seq }))
        .statusCode,
    ).toBe(200);

    const withdrawn = await api.recall(user, { conversationId: id, seq: sent.data.seq });
    expect(withdrawn.data).toMatchObject({ recalled: true, text: null, image: null });
    expect(JSON.parse((await file()).body).code).toBe(code('FILE_NOT_FOUND'));
    expect((await api.recall(user, { conversationId: id, seq: sent.data.seq })).code).toBe(
      code('SUPPORT_MESSAGE_ALREADY_WITHDRAWN'),
    );
    expect((await api.recall(user, { conversationId: id, seq: sent.data.seq })).message).toBe(
      'Message already withdrawn',
    );

    const reply = await api.desk.reply(bob, id, { clientId: clientId(), text: 'Let me check.' });
    expect((await api.recall(user, { conversationId: id, seq: reply.data.seq })).code).toBe(
      code('SUPPORT_RECALL_NOT_OWN'),
    );
    expect((await api.desk.recall(alice, id, { seq: reply.data.seq })).code).toBe(
      code('SUPPORT_RECALL_NOT_OWN'),
    );
    const late = await api.send(user, { conversationId: id, clientId: clientId(), text: 'typo' });
    t.clock.advance(120_001);
    expect((await api.recall(user, { conversationId: id, seq: late.data.seq })).code).toBe(
      code('SUPPORT_RECALL_WINDOW_PASSED'),
    );
    expect((await api.desk.recall(bob, id, { seq: reply.data.seq })).code).toBe(
      code('SUPPORT_RECALL_WINDOW_PASSED'),
    );
    // An agent's image: uploaded for this chat (as the user's, who receives it), sent, seen by the user.
    const agentUpload = (op: typeof bob) =>
      t.app.inject({
        method: 'POST',
        url: `/admin-api/support/conversations/${id}/upload`,
        headers: { [ADMIN_TOKEN_HEADER]: op.token, 'content-type': MULTIPART_TYPE },
        payload: multipartBody([
          { field: 'purpose', value: 'identity' },
          filePart(Buffer.from(PNG_1PX, 'base64')),
        ]),
      });
    expect(JSON.parse((await agentUpload(alice)).body).code).toBe(code('SUPPORT_NOT_ASSIGNEE'));
    const uploaded = JSON.parse((await agentUpload(bob)).body) as {
      code: number;
      data: { id: string };
    };
    expect(uploaded.code).toBe(0);
    const picture = await api.desk.reply(bob, id, {
      clientId: clientId(),
      fileId: uploaded.data.id,
    });
    expect(picture.data).toMatchObject({ kind: 'image', image: { width: 1, height: 1 } });
    const seenByUser = await t.get(
      '/uc/support/file',
      { conversationId: id, seq: picture.data.seq },
      { token: user.token },
    );
    expect([seenByUser.statusCode, seenByUser.headers['content-type']]).toEqual([200, 'image/png']);

    const own = await api.desk.reply(bob, id, { clientId: clientId(), text: 'wrong account' });
    expect((await api.desk.recall(bob, id, { seq: own.data.seq })).data).toMatchObject({
      recalled: true,
    });
    const { rows } = await sql<{ operator_id: number }>`
      select operator_id from operator_audit
      where action = 'support.recall' and target = ${`support_conversation:${id}`}`.execute(
      t.database.db,
    );
    expect(rows.map((r) => r.operator_id)).toEqual([bob.id]);
  });
});

describe('the console workspace', () => {
  it('needs the support permission; a user’s session is never accepted', async () => {
    expect((await api.desk.queue(outsider)).code).toBe(code('PERMISSION_DENIED'));
    const res = await t.app.inject({ method: 'GET', url: '/admin-api/support/conversations' });
    expect(JSON.parse(res.body).code).toBe(code('OPERATOR_SESSION_INVALID'));
  });

  it('resolves, takes a rating once, and reopens to the bot when the user writes again', async () => {
    const { user, id } = await waitingUser('Where is my order?');
    await api.desk.takeover(alice, id);
    expect((await api.rate(user, { conversationId: id, rating: 5 })).code).toBe(
      code('SUPPORT_RATING_CLOSED'),
    );
    const resolved = await api.desk.resolve(alice, id);
    expect(resolved.data.conversation).toMatchObject({
      status: 'resolved',
      canRate: true,
      agent: null,
    });
    expect(
      (await api.rate(user, { conversationId: id, rating: 4, comment: 'quick' })).data,
    ).toMatchObject({
      rating: 4,
      canRate: false,
    });
    expect((await api.rate(user, { conversationId: id, rating: 5 })).code).toBe(
      code('SUPPORT_RATING_CLOSED'),
    );
    const back = await api.send(user, {
      conversationId: id,
      clientId: clientId(),
      text: 'One more thing',
    });
    expect(back.code).toBe(0);
    const history = (await api.messages(user, { conversationId: id })).data.list;
    expect(history.map((m) => m.activity?.code ?? m.sender).slice(-4)).toEqual([
      'resolved',
      'reopened',
      'user',
      'bot',
    ]);
    expect((await api.current(user)).data).toMatchObject({ id, status: 'pending' });
  });
});
