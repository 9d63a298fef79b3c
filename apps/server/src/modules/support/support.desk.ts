import type { SupportActivity, SupportStaffMessage } from '@exchange/contracts';
import { sql } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { FilesService } from '../files/index.js';
import type { Chat } from './support.chat.js';
import type { Publisher } from './support.publish.js';
import {
  appendEvent,
  loadOf,
  lockConversation,
  saveState,
  type MessageMeta,
  type Written,
} from './support.store.js';
import type { ConversationRow, SupportDb } from './support.tables.js';
import { staffMessageView } from './support.views.js';

/** An agent's open conversations at once unless a manager sets otherwise. */
export const DEFAULT_CAPACITY = 5;
/** The longest snooze. */
const MAX_SNOOZE_MS = 30 * 86_400_000;
/** A conversation only the bot has had, idle this long, is resolved by itself. */
export const BOT_IDLE_RESOLVE_MS = 24 * 3_600_000;

export interface DeskDeps {
  readonly db: SupportDb;
  readonly nowMs: () => number;
  readonly chat: Chat;
  readonly publisher: Publisher;
  readonly files: Pick<FilesService, 'describe'>;
  /** Told of an agent's message to the user, in its transaction (the user's notifications). */
  readonly replied?: (
    trx: SupportDb,
    reply: {
      userId: number;
      conversationId: number;
      seq: number;
      agent: string;
      preview: string | null;
    },
  ) => Promise<void>;
}

/** The agent, as the desk needs them: who, and whether they manage the desk. */
export interface Agent {
  readonly id: number;
  readonly manager: boolean;
}

/**
 * The staff side of the desk. Taking a conversation is one transaction
 * that locks the agent's row (so their own takes are counted one at a
 * time against their capacity) and then the conversation's (so two agents
 * taking it at once are decided by the lock: the second sees it taken).
 * "Take next" skips rows another agent has locked, so two agents asking at
 * once get different conversations, each the oldest still waiting.
 */
export function createDesk(deps: DeskDeps) {
  const { db, publisher } = deps;
  const now = () => new Date(deps.nowMs());

  /** The agent's row, made on first use and locked: their takes are counted one at a time. */
  async function lockAgent(trx: SupportDb, operatorId: number) {
    await trx
      .insertInto('support_agent')
      .values({
        operator_id: operatorId,
        display_name: `Agent ${operatorId}`,
        capacity: DEFAULT_CAPACITY,
        updated_by: null,
        updated_at: now(),
      })
      .onConflict((oc) => oc.column('operator_id').doNothing())
      .execute();
    return trx
      .selectFrom('support_agent')
      .selectAll()
      .where('operator_id', '=', operatorId)
      .forUpdate()
      .executeTakeFirstOrThrow();
  }

  const activity = (
    trx: SupportDb,
    conv: ConversationRow,
    code: SupportActivity,
    name: string | null,
  ): Promise<Written> =>
    appendEvent(
      trx,
      conv,
      {
        sender: 'system',
        senderId: null,
        kind: 'activity',
        meta: { activity: { code, name, link: null } },
      },
      now(),
    );

  async function nameOf(trx: SupportDb, operatorId: number): Promise<string> {
    const row = await trx
      .selectFrom('support_agent')
      .select('display_name')
      .where('operator_id', '=', operatorId)
      .executeTakeFirst();
    return row?.display_name ?? `Agent ${operatorId}`;
  }

  /** Assigns a locked conversation to a locked agent within their capacity, saying so to the user. */
  async function assign(
    trx: SupportDb,
    conv: ConversationRow,
    agent: { operator_id: number; display_name: string; capacity: number },
    written: Written[],
  ): Promise<void> {
    const load = await loadOf(trx, agent.operator_id);
    if (load >= agent.capacity)
      throw new AppError('SUPPORT_AGENT_AT_CAPACITY', {
        name: agent.display_name,
        capacity: agent.capacity,
      });
    if (conv.assignee_id !== null)
      written.push(await activity(trx, conv, 'agent_left', await nameOf(trx, conv.assignee_id)));
    await saveState(trx, conv, {
      assignee_id: agent.operator_id,
      status: conv.status === 'snoozed' ? 'snoozed' : 'open',
      waiting_since: null,
    });
    written.push(await activity(trx, conv, 'agent_joined', agent.display_name));
  }

  /** Locks the conversation for an action only its agent may take. */
  async function ownedBy(trx: SupportDb, id: number, agent: Agent): Promise<ConversationRow> {
    const conv = await lockConversation(trx, id);
    if (conv.status === 'resolved') throw new AppError('SUPPORT_CONVERSATION_RESOLVED');
    if (conv.assignee_id !== agent.id) throw new AppError('SUPPORT_NOT_ASSIGNEE');
    return conv;
  }

  async function run(
    work: (trx: SupportDb) => Promise<{ conv: ConversationRow; written: Written[] }>,
    queue = false,
  ): Promise<ConversationRow> {
    const { conv, written } = await db.transaction().execute(work);
    await publisher.changed(conv, written, { state: true, queue });
    return conv;
  }

  return {
    /**
     * Takes a conversation over: the bot's, one waiting, or (`force`, a
     * manager) a colleague's. Taking one's own again changes nothing.
     * Errors: SUPPORT_CONVERSATION_RESOLVED, SUPPORT_ALREADY_TAKEN {name},
     * SUPPORT_AGENT_AT_CAPACITY, PERMISSION_DENIED (force without managing).
     */
    takeover(agent: Agent, id: number, force: boolean): Promise<ConversationRow> {
      if (force && !agent.manager)
        throw new AppError('PERMISSION_DENIED', { permission: 'support.manage' });
      return run(async (trx) => {
        const me = await lockAgent(trx, agent.id);
        const conv = await lockConversation(trx, id);
        const written: Written[] = [];
        if (conv.status === 'resolved') throw new AppError('SUPPORT_CONVERSATION_RESOLVED');
        if (conv.assignee_id === agent.id) return { conv, written };
        if (conv.assignee_id !== null && !force)
          throw new AppError('SUPPORT_ALREADY_TAKEN', {
            name: await nameOf(trx, conv.assignee_id),
          });
        await assign(trx, conv, me, written);
        return { conv, written };
      }, true);
    },

    /** The oldest conversation waiting, to the agent. Errors: SUPPORT_QUEUE_EMPTY, SUPPORT_AGENT_AT_CAPACITY. */
    next(agent: Agent): Promise<ConversationRow> {
      return run(async (trx) => {
        const me = await lockAgent(trx, agent.id);
        const load = await loadOf(trx, agent.id);
        if (load >= me.capacity)
          throw new AppError('SUPPORT_AGENT_AT_CAPACITY', {
            name: me.display_name,
            capacity: me.capacity,
          });
        const oldest = await trx
          .selectFrom('support_conversation')
          .select('id')
          .where('waiting_since', 'is not', null)
          .orderBy('waiting_since')
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!oldest) throw new AppError('SUPPORT_QUEUE_EMPTY');
        const conv = await lockConversation(trx, oldest.id);
        const written: Written[] = [];
        await assign(trx, conv, me, written);
        return { conv, written };
      }, true);
    },

    /**
     * Hands the agent's conversation to a colleague who is a support agent
     * (`isAgent`), within the colleague's capacity.
     * Errors: SUPPORT_NOT_ASSIGNEE, SUPPORT_AGENT_NOT_FOUND, SUPPORT_AGENT_AT_CAPACITY.
     */
    async handover(agent: Agent, id: number, to: number, isAgent: boolean) {
      if (!isAgent || to === agent.id) throw new AppError('SUPPORT_AGENT_NOT_FOUND');
      return run(async (trx) => {
        const target = await lockAgent(trx, to);
        const conv = await ownedBy(trx, id, agent);
        const written: Written[] = [];
        await assign(trx, conv, target, written);
        return { conv, written };
      });
    },

    /** Gives the conversation back to the queue. Errors: SUPPORT_NOT_ASSIGNEE. */
    release(agent: Agent, id: number): Promise<ConversationRow> {
      return run(async (trx) => {
        const conv = await ownedBy(trx, id, agent);
        const written = [await activity(trx, conv, 'agent_left', await nameOf(trx, agent.id))];
        await saveState(trx, conv, {
          assignee_id: null,
          status: 'open',
          snoozed_until: null,
          waiting_since: now(),
        });
        return { conv, written };
      }, true);
    },

    /**
     * The agent's reply, or any agent's internal note (never shown to the
     * user). A reply needs the conversation to be theirs; a repeated
     * `clientId` answers with the message it made.
     * Errors: SUPPORT_MESSAGE_EMPTY, SUPPORT_NOT_ASSIGNEE, FILE_NOT_FOUND.
     */
    async reply(
      agent: Agent,
      id: number,
      body: {
        clientId: string;
        text?: string | undefined;
        fileId?: string | undefined;
        note: boolean;
      },
    ): Promise<SupportStaffMessage> {
      const text = body.text?.trim() ? body.text.trim() : null;
      const fileId = body.fileId ?? null;
      if (text === null && fileId === null) throw new AppError('SUPPORT_MESSAGE_EMPTY');
      const found = await deps.chat.byId(id);
      const repeated = await db
        .selectFrom('support_message')
        .selectAll()
        .where('conversation_id', '=', id)
        .where('sender', '=', 'staff')
        .where('client_id', '=', body.clientId)
        .executeTakeFirst();
      if (repeated) return staffMessageView(repeated, agent.id, deps.nowMs(), false);
      let image: MessageMeta['image'];
      if (fileId !== null) {
        // Staff images are stored as the user's (they receive them), uploaded for this chat.
        const file = await deps.files.describe(fileId, found.user_id);
        if (!file || file.purpose !== 'chat') throw new AppError('FILE_NOT_FOUND');
        image = { width: file.width, height: file.height };
      }
      let message: Written | undefined;
      const conv = await run(async (trx) => {
        const conv = body.note ? await lockConversation(trx, id) : await ownedBy(trx, id, agent);
        const name = await nameOf(trx, agent.id);
        message = await appendEvent(
          trx,
          conv,
          {
            sender: 'staff',
            senderId: agent.id,
            kind: body.note ? 'note' : fileId === null ? 'text' : 'image',
            body: text,
            fileId,
            clientId: body.clientId,
            meta: { name, ...(image ? { image } : {}) },
          },
          now(),
        );
        if (!body.note && conv.first_reply_at === null)
          await saveState(trx, conv, { first_reply_at: now() });
        if (!body.note)
          await deps.replied?.(trx, {
            userId: conv.user_id,
            conversationId: conv.id,
            seq: message.row.seq,
            agent: name,
            preview: text === null ? null : text.slice(0, 120),
          });
        return { conv, written: [message] };
      });
      if (!message) throw new Error(`support reply to ${conv.id} wrote nothing`);
      return staffMessageView(message.row, agent.id, deps.nowMs(), false);
    },

    /** Ends the conversation; the user may rate it, and reopens it by writing. */
    resolve(agent: Agent, id: number): Promise<ConversationRow> {
      return run(async (trx) => {
        const conv = await lockConversation(trx, id);
        if (conv.status === 'resolved') throw new AppError('SUPPORT_CONVERSATION_RESOLVED');
        // The bot's and the queue's conversations may be closed by any agent; a colleague's not.
        if (conv.assignee_id !== null && conv.assignee_id !== agent.id && !agent.manager)
          throw new AppError('SUPPORT_NOT_ASSIGNEE');
        const written: Written[] = [];
        if (conv.assignee_id !== null)
          written.push(
            await activity(trx, conv, 'agent_left', await nameOf(trx, conv.assignee_id)),
          );
        written.push(await activity(trx, conv, 'resolved', null));
        await saveState(trx, conv, {
          status: 'resolved',
          resolved_at: now(),
          resolved_by: agent.id,
          waiting_since: null,
          snoozed_until: null,
        });
        return { conv, written };
      }, true);
    },

    /** Sets the conversation aside until a time (or the user's next message). Errors: SUPPORT_SNOOZE_INVALID. */
    snooze(agent: Agent, id: number, untilMs: number): Promise<ConversationRow> {
      const nowMs = deps.nowMs();
      if (untilMs <= nowMs || untilMs > nowMs + MAX_SNOOZE_MS)
        throw new AppError('SUPPORT_SNOOZE_INVALID');
      return run(async (trx) => {
        const conv = await ownedBy(trx, id, agent);
        const written = [await activity(trx, conv, 'snoozed', String(untilMs))];
        await saveState(trx, conv, { status: 'snoozed', snoozed_until: new Date(untilMs) });
        return { conv, written };
      });
    },

    /**
     * The desk's upkeep (a recurring job): snoozed conversations whose time
     * came are open again with their agent; ones only the bot has had and
     * nobody wrote in for a day are resolved.
     */
    async upkeep(): Promise<number> {
      const at = now();
      const due = await db
        .selectFrom('support_conversation')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'snoozed'), eb('snoozed_until', '<=', at)]),
            eb.and([
              eb('status', '=', 'pending'),
              eb('last_message_at', '<=', new Date(at.getTime() - BOT_IDLE_RESOLVE_MS)),
            ]),
          ]),
        )
        .limit(500)
        .execute();
      for (const { id } of due)
        await run(async (trx) => {
          const conv = await lockConversation(trx, id);
          const written: Written[] = [];
          if (conv.status === 'snoozed' && conv.snoozed_until !== null && conv.snoozed_until <= at)
            await saveState(trx, conv, { status: 'open', snoozed_until: null });
          else if (
            conv.status === 'pending' &&
            conv.last_message_at.getTime() <= at.getTime() - BOT_IDLE_RESOLVE_MS
          ) {
            written.push(await activity(trx, conv, 'resolved', null));
            await saveState(trx, conv, { status: 'resolved', resolved_at: at });
          }
          return { conv, written };
        });
      return due.length;
    },

    /** Open conversations per agent now (their load). */
    async loads(): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('support_conversation')
        .select(['assignee_id', sql<string>`count(*)`.as('n')])
        .where('assignee_id', 'is not', null)
        .where('status', 'in', ['open', 'snoozed'])
        .groupBy('assignee_id')
        .execute();
      return new Map(rows.map((r) => [r.assignee_id as number, Number(r.n)]));
    },

    lockAgent,
  };
}

export type Desk = ReturnType<typeof createDesk>;
