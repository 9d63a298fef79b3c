import { ERRORS, type ErrorKey, type Session } from '@exchange/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../http/app-error.js';
import { checkAll } from '../../checks.js';
import { MODULES } from '../../modules.js';
import { registerAccount } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { consoleOperator, type ConsoleOperator } from '../../test/console.js';
import { clientId, supportCalls } from '../../test/support.js';
import { createChat } from './support.chat.js';
import { createDesk, type Agent } from './support.desk.js';
import { createPublisher } from './support.publish.js';
import type { SupportDb } from './support.tables.js';
import { createWorkspace } from './support.workspace.js';

const code = (key: ErrorKey) => ERRORS[key].code;

/** The desk's services on a test app's database, with sockets that go nowhere. */
function services(t: TestApp) {
  const db = t.database.db as unknown as SupportDb;
  const nowMs = () => t.clock.nowMs();
  const publisher = createPublisher({
    db,
    nowMs,
    realtime: { toUser: () => undefined, toStaff: () => undefined, staffOnline: () => false },
    accounts: { summaries: async () => new Map() },
    p2pOrder: () => undefined,
    log: (error) => {
      throw error;
    },
  });
  const chat = createChat({
    db,
    nowMs,
    publisher,
    files: {
      describe: async () => undefined,
      erase: async () => undefined,
      readForOwner: async () => {
        throw new Error('no files here');
      },
      readForOperator: async () => {
        throw new Error('no files here');
      },
    },
    search: () => undefined,
    records: () => undefined,
    log: () => undefined,
  });
  const desk = createDesk({
    db,
    nowMs,
    chat,
    publisher,
    files: { describe: async () => undefined },
  });
  const workspace = createWorkspace({
    db,
    nowMs,
    desk,
    publisher,
    accounts: { summaries: async () => new Map() },
    identity: () => undefined,
    records: () => undefined,
    online: () => false,
  });
  return { db, chat, desk, workspace };
}

/** The error key an action failed with, or null when it succeeded. */
async function outcome<T>(action: Promise<T>): Promise<{ key: ErrorKey | null; value?: T }> {
  try {
    return { key: null, value: await action };
  } catch (error) {
    if (isAppError(error)) return { key: error.key };
    throw error;
  }
}

/** Every job that is due, however many others are. */
const runJobs = async () => {
  for (let i = 0; i < 10 && (await t.app.jobQueue.runDue(100)) > 0; i += 1);
};

let t: TestApp;
let S: ReturnType<typeof services>;
let agents: ConsoleOperator[];
let users: Session[];
beforeAll(async () => {
  t = await createTestApp();
  S = services(t);
  agents = [];
  for (let i = 0; i < 3; i += 1) agents.push(await consoleOperator(t, ['support.chat']));
  users = [];
  for (let i = 0; i < 8; i += 1) users.push(await registerAccount(t));
});
afterAll(async () => {
  expect(await checkAll(t.database.db, MODULES)).toEqual([]);
  await t.close();
});

const command = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('arrive' as const), who: fc.nat(7) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('next' as const), agent: fc.nat(2) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('take' as const), agent: fc.nat(2), pick: fc.nat(9) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('resolve' as const),
      agent: fc.nat(2),
      pick: fc.nat(9),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('release' as const),
      agent: fc.nat(2),
      pick: fc.nat(9),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('capacity' as const),
      agent: fc.nat(2),
      capacity: fc.integer({ min: 0, max: 2 }),
    }),
  },
);

describe('the queue, against a model', () => {
  it('serves the oldest waiting first and never puts an agent above capacity', async () => {
    const manager: Agent = { id: agents[0]!.id, manager: true };
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 15, maxLength: 40 }), async (commands) => {
        // A clean desk: every conversation resolved, every agent at 1.
        const open = await S.db
          .selectFrom('support_conversation')
          .select('id')
          .where('status', '<>', 'resolved')
          .execute();
        for (const { id } of open) await S.desk.resolve(manager, id);
        for (const a of agents) await S.workspace.saveAgent(a.id, a.id, `Agent ${a.id}`, 1);

        const queue: number[] = [];
        const holding = new Map<number, number[]>(agents.map((a) => [a.id, []]));
        const capacity = new Map<number, number>(agents.map((a) => [a.id, 1]));
        const owner = new Map<number, number>();
        const conversationOf = new Map<number, number>();
        const agentAt = (i: number) => agents[i]!.id;
        const load = (id: number) => holding.get(id)!.length;

        for (const c of commands) {
          t.clock.advance(1000);
          if (c.kind === 'arrive') {
            const user = users[c.who]!;
            if ([...owner.values()].includes(c.who) || queue.some((id) => owner.get(id) === c.who))
              continue;
            const sent = await S.chat.send(user.member.id, 'en_US', {
              clientId: clientId(),
              text: 'help',
              ...(conversationOf.has(c.who) ? { conversationId: conversationOf.get(c.who)! } : {}),
            });
            void sent;
            const current = await S.chat.current(user.member.id);
            await S.chat.handoff(user.member.id, current!.id);
            conversationOf.set(c.who, current!.id);
            owner.set(current!.id, c.who);
            queue.push(current!.id);
          } else if (c.kind === 'next' || c.kind === 'take') {
            const id = agentAt(c.agent);
            const wanted = c.kind === 'take' ? queue[c.pick % Math.max(1, queue.length)] : queue[0];
            if (c.kind === 'take' && wanted === undefined) continue;
            const result = await outcome(
              c.kind === 'next'
                ? S.desk.next({ id, manager: false })
                : S.desk.takeover({ id, manager: false }, wanted!, false),
            );
            const expected =
              load(id) >= capacity.get(id)!
                ? 'SUPPORT_AGENT_AT_CAPACITY'
                : wanted === undefined
                  ? 'SUPPORT_QUEUE_EMPTY'
                  : null;
            expect(result.key).toBe(expected);
            if (result.key === null) {
              expect(result.value?.id).toBe(wanted);
              queue.splice(queue.indexOf(wanted!), 1);
              holding.get(id)!.push(wanted!);
            }
          } else if (c.kind === 'resolve' || c.kind === 'release') {
            const id = agentAt(c.agent);
            const mine = holding.get(id)!;
            const conv = mine[c.pick % Math.max(1, mine.length)];
            if (conv === undefined) continue;
            const agent = { id, manager: false };
            if (c.kind === 'resolve') {
              await S.desk.resolve(agent, conv);
              owner.delete(conv);
            } else {
              await S.desk.release(agent, conv);
              queue.push(conv);
            }
            mine.splice(mine.indexOf(conv), 1);
          } else {
            const id = agentAt(c.agent);
            await S.workspace.saveAgent(id, id, `Agent ${id}`, c.capacity);
            capacity.set(id, c.capacity);
          }

          const waiting = await S.db
            .selectFrom('support_conversation')
            .select('id')
            .where('waiting_since', 'is not', null)
            .orderBy('waiting_since')
            .orderBy('id')
            .execute();
          expect(waiting.map((r) => r.id)).toEqual(queue);
          const loads = await S.desk.loads();
          for (const a of agents) expect(loads.get(a.id) ?? 0).toBe(load(a.id));
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('the desk', () => {
  it('hands over within the colleague’s capacity, releases to the back of the queue, snoozes and wakes', async () => {
    const api = supportCalls(t);
    // Signed in now: earlier tests moved the clock past the console's idle limit.
    const [a, b] = [
      await consoleOperator(t, ['support.chat']),
      await consoleOperator(t, ['support.chat']),
    ];
    for (const agent of [a, b])
      await S.workspace.saveAgent(agent.id, agent.id, `Agent ${agent.id}`, 5);
    const user = await registerAccount(t);
    await api.send(user, { clientId: clientId(), text: 'card payment failed' });
    const id = (await api.current(user)).data!.id;
    await api.handoff(user, { conversationId: id });
    expect((await api.desk.takeover(a, id)).code).toBe(0);
    expect((await api.desk.handover(b, id, { operatorId: a.id })).code).toBe(
      code('SUPPORT_NOT_ASSIGNEE'),
    );
    const outsider = await consoleOperator(t, ['users.read']);
    expect((await api.desk.handover(a, id, { operatorId: outsider.id })).code).toBe(
      code('SUPPORT_AGENT_NOT_FOUND'),
    );
    await S.workspace.saveAgent(b.id, b.id, `Agent ${b.id}`, 0);
    expect((await api.desk.handover(a, id, { operatorId: b.id })).code).toBe(
      code('SUPPORT_AGENT_AT_CAPACITY'),
    );
    await S.workspace.saveAgent(b.id, b.id, 'Bella', 5);
    const handed = await api.desk.handover(a, id, { operatorId: b.id });
    expect(handed.code, handed.message).toBe(0);
    expect(handed.data.row.assignee).toEqual({ id: b.id, name: 'Bella' });
    const seen = (await api.messages(user, { conversationId: id })).data.list
      .filter((m) => m.activity)
      .map((m) => [m.activity?.code, m.activity?.name]);
    expect(seen.slice(-2)).toEqual([
      ['agent_left', `Agent ${a.id}`],
      ['agent_joined', 'Bella'],
    ]);

    expect((await api.desk.snooze(b, id, { untilMs: t.clock.nowMs() - 1 })).code).toBe(
      code('SUPPORT_SNOOZE_INVALID'),
    );
    const snoozed = await api.desk.snooze(b, id, { untilMs: t.clock.nowMs() + 3_600_000 });
    expect(snoozed.data.conversation.status).toBe('snoozed');
    t.clock.advance(3_600_001);
    await runJobs();
    expect((await api.current(user)).data).toMatchObject({
      status: 'open',
      agent: { name: 'Bella' },
    });

    // The hour moved past the console's idle limit: the desk's service directly.
    const released = await S.desk.release({ id: b.id, manager: false }, id);
    expect(released).toMatchObject({ assignee_id: null, waiting_since: new Date(t.clock.nowMs()) });
    expect((await api.current(user)).data).toMatchObject({ waiting: true, agent: null });
  });

  it('resolves conversations only the bot has had after a quiet day', async () => {
    const api = supportCalls(t);
    const user = await registerAccount(t);
    await api.send(user, { clientId: clientId(), text: 'hello?' });
    t.clock.advance(24 * 3_600_000 + 61_000);
    await runJobs();
    expect((await api.current(user)).data).toMatchObject({ status: 'resolved', canRate: false });
  });

  it('keeps canned replies per language and lists agents with their load', async () => {
    const lead = await consoleOperator(t, ['support.chat', 'support.manage']);
    const agent = await consoleOperator(t, ['support.chat']);
    const { consoleGet, consolePost } = await import('../../test/console.js');
    const saved = await consolePost(t, lead.token, '/support/canned', {
      language: 'zh_CN',
      title: '问候',
      text: '您好，请问有什么可以帮您？',
    });
    expect(saved.json().code).toBe(0);
    const id = saved.json().data.id as number;
    expect(
      (
        await consolePost(t, agent.token, '/support/canned', {
          language: 'en_US',
          title: 'x',
          text: 'y',
        })
      ).json().code,
    ).toBe(code('PERMISSION_DENIED'));
    const zh = await consoleGet(t, agent.token, '/support/canned', { language: 'zh_CN' });
    expect(zh.json().data.map((c: { id: number }) => c.id)).toContain(id);
    const en = await consoleGet(t, agent.token, '/support/canned', { language: 'en_US' });
    expect(en.json().data.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await consolePost(t, lead.token, `/support/canned/${id}/delete`)).json().code).toBe(0);
    expect((await consolePost(t, lead.token, `/support/canned/${id}/delete`)).json().code).toBe(
      code('SUPPORT_CANNED_NOT_FOUND'),
    );
    const list = await consoleGet(t, lead.token, '/support/agents');
    const ids = list.json().data.map((a: { operatorId: number }) => a.operatorId);
    expect(ids).toEqual(expect.arrayContaining([...agents.map((a) => a.id), lead.id, agent.id]));
    const saveAgent = await consolePost(t, lead.token, '/support/agents', {
      operatorId: agents[1]!.id,
      displayName: 'Ann',
      capacity: 3,
    });
    expect(
      saveAgent.json().data.find((a: { operatorId: number }) => a.operatorId === agents[1]!.id),
    ).toMatchObject({
      displayName: 'Ann',
      capacity: 3,
    });
  });
});
