import type {
  Locale,
  SupportConversation,
  SupportLinkKind,
  SupportMessage,
} from '@exchange/contracts';
import { AppError } from '../../http/app-error.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { HelpHit, ModuleServices, RecordLookup } from '../../module.js';
import type { FilesService } from '../files/index.js';
import type { Publisher } from './support.publish.js';
import {
  appendEvent,
  lockConversation,
  saveState,
  type MessageMeta,
  type Written,
} from './support.store.js';
import type { ConversationRow, MessageRow, SupportDb } from './support.tables.js';
import type { Viewer } from './support.views.js';

/** The bot's suggestions per answer. */
const BOT_HITS = 3;

/** The bot's first reply to what the user wrote: an FAQ answer or articles, and always a person. */
export function botMeta(hits: readonly HelpHit[]): { body: string | null; meta: MessageMeta } {
  const top = hits[0];
  return {
    body: top?.kind === 'faq' ? top.answer : null,
    meta: {
      bot: {
        reply: hits.length > 0 ? 'found' : 'nothing',
        articles: hits.map((h) => ({ kind: h.kind, id: h.id, title: h.title })),
        offerHandoff: true,
      },
    },
  };
}

export interface WriterDeps {
  readonly db: SupportDb;
  readonly nowMs: () => number;
  readonly publisher: Publisher;
  readonly files: Pick<FilesService, 'describe'>;
  /** Asked at request time: the content module is built before this one. */
  readonly search: () => ModuleServices['helpSearch'] | undefined;
  readonly records: (kind: SupportLinkKind) => RecordLookup | undefined;
  readonly own: (userId: number, id: number) => Promise<ConversationRow>;
  readonly messagesView: (
    conv: ConversationRow,
    rows: readonly MessageRow[],
    viewer: Viewer,
  ) => Promise<SupportMessage[]>;
}

/**
 * How a user's conversation begins and grows: opening it (the active one
 * or a new one the bot greets, about a record of theirs), and writing into
 * it (reopening a resolved one; the bot answering while it has the
 * conversation). A user has one conversation not resolved at a time: two
 * first messages at once meet at the unique index and the loser retries.
 */
export function createWriter(deps: WriterDeps) {
  const { db, publisher, own, messagesView } = deps;
  const now = () => new Date(deps.nowMs());

  /** The user's conversation that is not resolved, locked; or a new one. */
  async function activeOrNew(
    trx: SupportDb,
    userId: number,
    locale: Locale,
  ): Promise<{ conv: ConversationRow; created: boolean }> {
    const active = await trx
      .selectFrom('support_conversation')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '<>', 'resolved')
      .executeTakeFirst();
    if (active) return { conv: await lockConversation(trx, active.id), created: false };
    const at = now();
    const conv = await trx
      .insertInto('support_conversation')
      .values({
        user_id: userId,
        status: 'pending',
        language: locale,
        assignee_id: null,
        waiting_since: null,
        first_reply_at: null,
        snoozed_until: null,
        last_message_at: at,
        created_at: at,
        resolved_at: null,
        resolved_by: null,
        rating: null,
        rating_comment: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { conv, created: true };
  }

  /** Two first messages at once both find no conversation: the unique index lets one create it. */
  async function once<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return work();
    }
  }

  async function write(
    userId: number,
    locale: Locale,
    body: { conversationId?: number; clientId: string },
    text: string | null,
    fileId: string | null,
  ): Promise<SupportMessage> {
    const repeated = await db
      .selectFrom('support_message as m')
      .innerJoin('support_conversation as c', 'c.id', 'm.conversation_id')
      .selectAll('m')
      .where('c.user_id', '=', userId)
      .where('m.sender', '=', 'user')
      .where('m.client_id', '=', body.clientId)
      .executeTakeFirst();
    if (repeated) {
      const conv = await own(userId, repeated.conversation_id);
      return (await messagesView(conv, [repeated], { side: 'user' }))[0] as SupportMessage;
    }
    let image: MessageMeta['image'];
    if (fileId !== null) {
      const file = await deps.files.describe(fileId, userId);
      if (!file || file.purpose !== 'chat') throw new AppError('FILE_NOT_FOUND');
      image = { width: file.width, height: file.height };
    }
    // The bot's search runs before the transaction: it reads another module's tables.
    const before =
      body.conversationId !== undefined ? await own(userId, body.conversationId) : undefined;
    const botMayAnswer = before === undefined || ['pending', 'resolved'].includes(before.status);
    const search = deps.search();
    const hits = botMayAnswer && text && search ? await search(locale, text, BOT_HITS) : [];

    const { conv, written } = await db.transaction().execute(async (trx) => {
      let conv: ConversationRow;
      if (body.conversationId !== undefined) {
        conv = await lockConversation(trx, body.conversationId);
        if (conv.user_id !== userId) throw new AppError('SUPPORT_CONVERSATION_NOT_FOUND');
      } else conv = (await activeOrNew(trx, userId, locale)).conv;
      const at = now();
      const written: Written[] = [];
      const system = (code: 'reopened') =>
        appendEvent(
          trx,
          conv,
          {
            sender: 'system',
            senderId: null,
            kind: 'activity',
            meta: { activity: { code, name: null, link: null } },
          },
          at,
        );
      if (conv.status === 'resolved') {
        const other = await trx
          .selectFrom('support_conversation')
          .select('id')
          .where('user_id', '=', userId)
          .where('status', '<>', 'resolved')
          .executeTakeFirst();
        if (other) throw new AppError('SUPPORT_CONVERSATION_RESOLVED');
        await saveState(trx, conv, {
          status: 'pending',
          assignee_id: null,
          resolved_at: null,
          resolved_by: null,
        });
        written.push(await system('reopened'));
      } else if (conv.status === 'snoozed') {
        // The user wrote: the agent who snoozed it has it back now.
        await saveState(trx, conv, { status: 'open', snoozed_until: null });
      }
      written.push(
        await appendEvent(
          trx,
          conv,
          {
            sender: 'user',
            senderId: userId,
            kind: fileId === null ? 'text' : 'image',
            body: text,
            fileId,
            clientId: body.clientId,
            ...(image ? { meta: { image } } : {}),
          },
          at,
        ),
      );
      if (conv.status === 'pending') {
        const reply = botMeta(hits);
        written.push(
          await appendEvent(
            trx,
            conv,
            { sender: 'bot', senderId: null, kind: 'text', body: reply.body, meta: reply.meta },
            at,
          ),
        );
      }
      return { conv, written };
    });
    // A reopening changed the state; so did the first message of a new conversation.
    await publisher.changed(conv, written, { state: true });
    const mine = written.find((w) => w.row.sender === 'user');
    return (
      await messagesView(conv, mine ? [mine.row] : [], { side: 'user' })
    )[0] as SupportMessage;
  }

  return {
    write,
    once,
    /**
     * Opens the user's conversation (the active one, or a new one the bot
     * greets), about a record of theirs when `link` names one.
     * Errors: SUPPORT_LINK_NOT_FOUND.
     */
    async open(
      userId: number,
      locale: Locale,
      link?: { kind: SupportLinkKind; ref: string },
    ): Promise<SupportConversation> {
      if (link && !(await deps.records(link.kind)?.(userId, link.ref)))
        throw new AppError('SUPPORT_LINK_NOT_FOUND');
      const { conv, written } = await once(() =>
        db.transaction().execute(async (trx) => {
          const { conv, created } = await activeOrNew(trx, userId, locale);
          const written: Written[] = [];
          const at = now();
          if (created)
            written.push(
              await appendEvent(
                trx,
                conv,
                {
                  sender: 'bot',
                  senderId: null,
                  kind: 'text',
                  meta: { bot: { reply: 'greeting', articles: [], offerHandoff: true } },
                },
                at,
              ),
            );
          if (link) {
            const added = await trx
              .insertInto('support_link')
              .values({ conversation_id: conv.id, kind: link.kind, ref: link.ref, created_at: at })
              .onConflict((oc) => oc.doNothing())
              .returning('ref')
              .executeTakeFirst();
            if (added)
              written.push(
                await appendEvent(
                  trx,
                  conv,
                  {
                    sender: 'system',
                    senderId: null,
                    kind: 'activity',
                    meta: { activity: { code: 'linked', name: null, link } },
                  },
                  at,
                ),
              );
          }
          return { conv, written };
        }),
      );
      await publisher.changed(conv, written, { state: true });
      return publisher.conversation(conv);
    },
  };
}
