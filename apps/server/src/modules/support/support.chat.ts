import {
  SUPPORT_RECALL_WINDOW_MS,
  type Locale,
  type SupportConversation,
  type SupportLinkKind,
  type SupportMessage,
  type SupportStreamSnapshot,
} from '@exchange/contracts';
import { AppError } from '../../http/app-error.js';
import type { ModuleServices, RecordLookup } from '../../module.js';
import type { FilesService } from '../files/index.js';
import type { Publisher } from './support.publish.js';
import { createWriter } from './support.write.js';
import {
  appendEvent,
  linksOf,
  lockConversation,
  raiseMarks,
  readEvents,
  recallEvent,
  saveState,
  type Written,
} from './support.store.js';
import type { ConversationRow, MessageRow, SupportDb } from './support.tables.js';
import { isAuthor, messageView, type Viewer } from './support.views.js';

/** Events one snapshot carries when a client resumes; further behind, it gets the latest page. */
const RESUME_LIMIT = 200;
const PAGE = 50;
/** A typing signal per side and conversation at most this often. */
const TYPING_EVERY_MS = 2000;

export interface ChatDeps {
  readonly db: SupportDb;
  readonly nowMs: () => number;
  readonly publisher: Publisher;
  readonly files: Pick<FilesService, 'describe' | 'erase' | 'readForOwner' | 'readForOperator'>;
  /** Asked at request time: the content module is built before this one. */
  readonly search: () => ModuleServices['helpSearch'] | undefined;
  readonly records: (kind: SupportLinkKind) => RecordLookup | undefined;
  readonly log: (error: unknown, message: string) => void;
}

/**
 * The conversation side of the support desk: what users do (open, write,
 * ask for a person, rate), and what both sides share (withdraw a message,
 * read marks, typing, history, snapshots, images). Every change locks the
 * conversation, writes its numbered events and commits before anything is
 * pushed (`support.publish.ts`).
 */
export function createChat(deps: ChatDeps) {
  const { db, publisher } = deps;
  const now = () => new Date(deps.nowMs());
  const typingAt = new Map<string, number>();

  async function own(userId: number, id: number): Promise<ConversationRow> {
    const row = await db
      .selectFrom('support_conversation')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw new AppError('SUPPORT_CONVERSATION_NOT_FOUND');
    return row;
  }

  async function byId(id: number): Promise<ConversationRow> {
    const row = await db
      .selectFrom('support_conversation')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('SUPPORT_CONVERSATION_NOT_FOUND');
    return row;
  }

  const ofViewer = (viewer: Viewer & { userId?: number }, id: number) =>
    viewer.side === 'user' ? own(viewer.userId ?? 0, id) : byId(id);

  const view = (conv: ConversationRow): Promise<SupportConversation> =>
    publisher.conversation(conv);

  async function messagesView(
    conv: ConversationRow,
    rows: readonly MessageRow[],
    viewer: Viewer,
  ): Promise<SupportMessage[]> {
    const links = (await linksOf(db, [conv.id])).get(conv.id) ?? [];
    const locked = await publisher.recallLocked(conv.user_id, links);
    const nowMs = deps.nowMs();
    return rows.map((row) => messageView(row, viewer, nowMs, locked));
  }

  const writer = createWriter({
    db,
    nowMs: deps.nowMs,
    publisher,
    files: deps.files,
    search: deps.search,
    records: deps.records,
    own,
    messagesView,
  });

  return {
    own,
    byId,
    messagesView,
    open: writer.open,

    /** The user's latest conversation, resolved or not; null before their first. */
    async current(userId: number): Promise<SupportConversation | null> {
      const row = await db
        .selectFrom('support_conversation')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row ? view(row) : null;
    },

    async conversation(userId: number, id: number): Promise<SupportConversation> {
      return view(await own(userId, id));
    },

    async list(userId: number, pageNo: number, pageSize: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('support_conversation')
          .select(['id', 'status', 'created_at', 'resolved_at'])
          .where('user_id', '=', userId)
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        db
          .selectFrom('support_conversation')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        list: rows.map((r) => ({
          id: r.id,
          status: r.status,
          createdAt: r.created_at.getTime(),
          resolvedAt: r.resolved_at?.getTime() ?? null,
        })),
        total: Number(total.n),
      };
    },

    /**
     * Writes the user's message: into `conversationId` (reopening it when
     * resolved), or their active conversation, or a new one. While the bot
     * has the conversation it answers from the help centre and FAQ. A
     * repeated `clientId` answers with the message it made.
     * Errors: SUPPORT_MESSAGE_EMPTY, FILE_NOT_FOUND (not the user's chat
     * image), SUPPORT_CONVERSATION_NOT_FOUND, SUPPORT_CONVERSATION_RESOLVED
     * (reopening it while another is active).
     */
    async send(
      userId: number,
      locale: Locale,
      body: { conversationId?: number; clientId: string; text?: string; fileId?: string },
    ): Promise<SupportMessage> {
      const text = body.text?.trim() ? body.text.trim() : null;
      const fileId = body.fileId ?? null;
      if (text === null && fileId === null) throw new AppError('SUPPORT_MESSAGE_EMPTY');
      // The same request twice at once: the unique client id lets one write, the retry finds it.
      return writer.once(() => writer.write(userId, locale, body, text, fileId));
    },
    /**
     * "Talk to a person": the conversation joins the queue, oldest first.
     * Asking again while waiting or talking to an agent changes nothing.
     * Errors: SUPPORT_CONVERSATION_RESOLVED.
     */
    async handoff(userId: number, id: number): Promise<SupportConversation> {
      await own(userId, id);
      const { conv, written } = await db.transaction().execute(async (trx) => {
        const conv = await lockConversation(trx, id);
        if (conv.status === 'resolved') throw new AppError('SUPPORT_CONVERSATION_RESOLVED');
        const written: Written[] = [];
        if (conv.status === 'pending') {
          const at = now();
          await saveState(trx, conv, { status: 'open', waiting_since: at });
          written.push(
            await appendEvent(
              trx,
              conv,
              {
                sender: 'system',
                senderId: null,
                kind: 'activity',
                meta: { activity: { code: 'handoff_requested', name: null, link: null } },
              },
              at,
            ),
          );
        }
        return { conv, written };
      });
      await publisher.changed(conv, written, { state: written.length > 0, queue: true });
      return view(conv);
    },

    /**
     * Withdraws the viewer's own message within two minutes of sending:
     * a tombstone stays, its text and image go (the file is erased).
     * Errors: SUPPORT_MESSAGE_NOT_FOUND, SUPPORT_MESSAGE_ALREADY_WITHDRAWN,
     * SUPPORT_RECALL_NOT_OWN, SUPPORT_RECALL_WINDOW_PASSED,
     * SUPPORT_RECALL_APPEAL_LOCKED.
     */
    async recall(
      viewer: Viewer & { userId?: number },
      id: number,
      seq: number,
    ): Promise<SupportMessage> {
      const found = await ofViewer(viewer, id);
      const links = (await linksOf(db, [id])).get(id) ?? [];
      const locked = await publisher.recallLocked(found.user_id, links);
      const { conv, written, tombstone, fileId } = await db.transaction().execute(async (trx) => {
        const conv = await lockConversation(trx, id);
        const message = await trx
          .selectFrom('support_message')
          .selectAll()
          .where('conversation_id', '=', id)
          .where('seq', '=', seq)
          .executeTakeFirst();
        if (!message || (viewer.side === 'user' && message.kind === 'note'))
          throw new AppError('SUPPORT_MESSAGE_NOT_FOUND');
        if (message.recalled_at !== null) throw new AppError('SUPPORT_MESSAGE_ALREADY_WITHDRAWN');
        if (!isAuthor(message, viewer)) throw new AppError('SUPPORT_RECALL_NOT_OWN');
        if (deps.nowMs() - message.created_at.getTime() > SUPPORT_RECALL_WINDOW_MS)
          throw new AppError('SUPPORT_RECALL_WINDOW_PASSED');
        if (locked) throw new AppError('SUPPORT_RECALL_APPEAL_LOCKED');
        const tombstone = await recallEvent(trx, conv, message, now());
        return { conv, written: [tombstone], tombstone, fileId: message.file_id };
      });
      // After the commit: the tombstone no longer names the file, so nothing can reach it.
      if (fileId !== null)
        await deps.files.erase(fileId).catch((error: unknown) => deps.log(error, 'support erase'));
      await publisher.changed(conv, written);
      return messageView(tombstone.row, viewer, deps.nowMs(), locked);
    },

    /** Raises the viewer's side's delivered and read marks; the other side is told. */
    async marks(
      viewer: Viewer & { userId?: number },
      id: number,
      delivered: number | undefined,
      read: number | undefined,
    ): Promise<void> {
      await ofViewer(viewer, id);
      const { conv, moved } = await db.transaction().execute(async (trx) => {
        const conv = await lockConversation(trx, id);
        const moved = await raiseMarks(trx, conv, viewer.side, delivered, read);
        return { conv, moved };
      });
      if (moved) await publisher.changed(conv, [], { state: true });
    },

    /** Tells the other side someone is typing; at most every two seconds per side. */
    async typing(viewer: Viewer & { userId?: number }, id: number): Promise<void> {
      const conv = await ofViewer(viewer, id);
      const key = `${id}:${viewer.side}`;
      const at = deps.nowMs();
      if (at - (typingAt.get(key) ?? -Infinity) < TYPING_EVERY_MS) return;
      typingAt.set(key, at);
      if (typingAt.size > 10_000) typingAt.clear();
      publisher.typing(conv, viewer.side);
    },

    /** Rates an agent's resolution once. Errors: SUPPORT_RATING_CLOSED. */
    async rate(userId: number, id: number, rating: number, comment?: string) {
      await own(userId, id);
      const conv = await db.transaction().execute(async (trx) => {
        const conv = await lockConversation(trx, id);
        if (conv.status !== 'resolved' || conv.rating !== null || conv.resolved_by === null)
          throw new AppError('SUPPORT_RATING_CLOSED');
        await saveState(trx, conv, { rating, rating_comment: comment ?? null });
        return conv;
      });
      await publisher.changed(conv, [], { state: true });
      return view(conv);
    },

    /** A page of the conversation's events as the viewer sees them. */
    async messages(
      viewer: Viewer & { userId?: number },
      id: number,
      page: { afterSeq?: number | undefined; beforeSeq?: number | undefined; limit: number },
    ) {
      const conv = await ofViewer(viewer, id);
      const { rows, more } = await readEvents(db, id, viewer.side, page);
      return { conv, rows, more, list: await messagesView(conv, rows, viewer) };
    },

    /**
     * The `support:<id>` snapshot: the events after `since` when the client
     * resumes and is not too far behind, else the latest page.
     */
    async snapshot(
      viewer: Viewer & { userId?: number },
      id: number,
      since: number | undefined,
    ): Promise<
      SupportStreamSnapshot<SupportMessage> & { conv: ConversationRow; rows: MessageRow[] }
    > {
      const conv = await ofViewer(viewer, id);
      if (since !== undefined) {
        const after = await readEvents(db, id, viewer.side, {
          afterSeq: since,
          limit: RESUME_LIMIT,
        });
        if (!after.more)
          return {
            conv,
            rows: after.rows,
            conversation: await publisher.conversation(conv),
            mode: 'after',
            messages: await messagesView(conv, after.rows, viewer),
            more: false,
          };
      }
      const latest = await readEvents(db, id, viewer.side, { limit: PAGE });
      return {
        conv,
        rows: latest.rows,
        conversation: await publisher.conversation(conv),
        mode: 'latest',
        messages: await messagesView(conv, latest.rows, viewer),
        more: latest.more,
      };
    },

    /** A chat image, for the conversation's user or (audited) an agent. Errors: FILE_NOT_FOUND. */
    async image(viewer: Viewer & { userId?: number }, id: number, seq: number) {
      const conv = await ofViewer(viewer, id);
      const row = await db
        .selectFrom('support_message')
        .select(['file_id', 'kind'])
        .where('conversation_id', '=', id)
        .where('seq', '=', seq)
        .executeTakeFirst();
      if (!row?.file_id || (viewer.side === 'user' && row.kind === 'note'))
        throw new AppError('FILE_NOT_FOUND');
      return viewer.side === 'user'
        ? deps.files.readForOwner(row.file_id, conv.user_id)
        : deps.files.readForOperator(row.file_id, viewer.id);
    },
  };
}

export type Chat = ReturnType<typeof createChat>;
