import type {
  SupportConversation,
  SupportLink,
  SupportQueueRow,
  SupportStaffMessage,
  SupportStreamEvent,
} from '@exchange/contracts';
import type { AccountService } from '../account/index.js';
import type { PlatformContext, RecordLookup } from '../../module.js';
import { agentNames, linksOf, waitingAhead, userSees, type Written } from './support.store.js';
import type { ConversationRow, SupportDb } from './support.tables.js';
import { conversationView, messageView, staffMessageView } from './support.views.js';

export interface PublishDeps {
  readonly db: SupportDb;
  readonly nowMs: () => number;
  readonly realtime: Omit<PlatformContext<unknown>['realtime'], 'connect'>;
  readonly accounts: Pick<AccountService, 'summaries'>;
  /** A user's P2P order (whether it is under appeal), asked of the p2p module. */
  readonly p2pOrder: () => RecordLookup | undefined;
  readonly log: (error: unknown, message: string) => void;
}

/**
 * How the support desk's changes reach open sockets, after they commit:
 * the user's `support:<id>`, the staff's `support:<id>` and `desk`.
 * Each event carries the sequence its side saw before it, so a client
 * that missed one knows and resubscribes with `since`. Views that need
 * other modules (an appeal on a linked P2P order) are asked here too.
 */
export function createPublisher(deps: PublishDeps) {
  const { db } = deps;

  /** Linked to a P2P order with an appeal: the chat is evidence, nothing in it is withdrawn. */
  async function recallLocked(userId: number, links: readonly SupportLink[]): Promise<boolean> {
    const lookup = deps.p2pOrder();
    for (const link of links) {
      if (link.kind !== 'p2p_order' || !lookup) continue;
      if ((await lookup(userId, link.ref))?.appealed) return true;
    }
    return false;
  }

  async function conversation(conv: ConversationRow): Promise<SupportConversation> {
    const [names, links, position] = await Promise.all([
      agentNames(db, conv.assignee_id === null ? [] : [conv.assignee_id]),
      linksOf(db, [conv.id]),
      waitingAhead(db, conv),
    ]);
    const own = links.get(conv.id) ?? [];
    return conversationView(conv, {
      agentName: conv.assignee_id === null ? null : (names.get(conv.assignee_id) ?? null),
      queuePosition: position,
      links: own,
      recallLocked: await recallLocked(conv.user_id, own),
    });
  }

  /** The desk's rows for conversations, as the queue lists them. */
  async function queueRows(convs: readonly ConversationRow[]): Promise<SupportQueueRow[]> {
    if (convs.length === 0) return [];
    const ids = convs.map((c) => c.id);
    const [users, names, links, last] = await Promise.all([
      deps.accounts.summaries(convs.map((c) => c.user_id)),
      agentNames(
        db,
        convs.flatMap((c) => (c.assignee_id === null ? [] : [c.assignee_id])),
      ),
      linksOf(db, ids),
      db
        .selectFrom('support_message')
        .select(['conversation_id', 'body', 'kind', 'recalled_at'])
        .distinctOn('conversation_id')
        .where('conversation_id', 'in', ids)
        // What a person last wrote: the bot's answers are not what the agent needs to see.
        .where('sender', 'in', ['user', 'staff'])
        .where('kind', 'in', ['text', 'image'])
        .orderBy('conversation_id')
        .orderBy('seq', 'desc')
        .execute(),
    ]);
    const lastOf = new Map(last.map((row) => [row.conversation_id, row]));
    return convs.map((c) => {
      const user = users.get(c.user_id);
      const lastRow = lastOf.get(c.id);
      return {
        id: c.id,
        status: c.status,
        user: { id: c.user_id, name: user?.username ?? user?.uid ?? `#${c.user_id}` },
        language: c.language,
        assignee:
          c.assignee_id === null
            ? null
            : { id: c.assignee_id, name: names.get(c.assignee_id) ?? `#${c.assignee_id}` },
        waitingSince: c.waiting_since?.getTime() ?? null,
        lastMessageAt: c.last_message_at.getTime(),
        lastText:
          lastRow === undefined || lastRow.recalled_at !== null
            ? null
            : lastRow.kind === 'image'
              ? (lastRow.body ?? '[image]')
              : lastRow.body,
        links: links.get(c.id) ?? [],
        unread: Math.max(0, c.last_seq - c.staff_read_seq),
        rating: c.rating,
        snoozedUntil: c.snoozed_until?.getTime() ?? null,
      };
    });
  }

  // Numbered events carry their numbers on the frame too: the web's stream resumes from them.
  const numbering = (event: SupportStreamEvent<unknown>) =>
    'seq' in event ? { seq: event.seq, prevSeq: event.prevSeq } : undefined;
  const toUser = (conv: ConversationRow, event: SupportStreamEvent) =>
    deps.realtime.toUser(conv.user_id, `support:${conv.id}`, event, numbering(event));
  const toStaff = (conv: ConversationRow, event: SupportStreamEvent<SupportStaffMessage>) =>
    deps.realtime.toStaff(`support:${conv.id}`, event, numbering(event));

  /** Every waiting user's place in the queue, after the queue changed. */
  async function queuePositions(): Promise<void> {
    const waiting = await db
      .selectFrom('support_conversation')
      .select(['id', 'user_id'])
      .where('waiting_since', 'is not', null)
      .orderBy('waiting_since')
      .orderBy('id')
      .limit(500)
      .execute();
    waiting.forEach((row, position) =>
      deps.realtime.toUser(row.user_id, `support:${row.id}`, { event: 'queue', position }),
    );
  }

  return {
    conversation,
    queueRows,
    recallLocked,

    /**
     * After a change to `conv` committed: its new events to both sides
     * (the user never sees a note), its state when `state` changed, the
     * desk's row, and the queue's positions when `queue` moved.
     */
    async changed(
      conv: ConversationRow,
      written: readonly Written[],
      options: { state?: boolean; queue?: boolean } = {},
    ): Promise<void> {
      try {
        const nowMs = deps.nowMs();
        const view = options.state || written.length > 0 ? await conversation(conv) : undefined;
        const locked = view?.recallLocked ?? false;
        for (const { row, userPrev, staffPrev } of written) {
          const event = row.recall_seq !== null ? 'recalled' : 'message';
          const seq = row.recall_seq ?? row.seq;
          if (userSees(row) && userPrev !== null)
            toUser(conv, {
              event,
              seq,
              prevSeq: userPrev,
              message: messageView(row, { side: 'user' }, nowMs, locked),
            });
          // Staff views are addressed to the author; other agents' consoles read senderId.
          const author = row.sender === 'staff' ? (row.sender_id ?? 0) : 0;
          toStaff(conv, {
            event,
            seq,
            prevSeq: staffPrev,
            message: staffMessageView(row, author, nowMs, locked),
          });
        }
        if (view) {
          if (options.state) {
            toUser(conv, { event: 'conversation', conversation: view });
            toStaff(conv, { event: 'conversation', conversation: view });
          }
          const [row] = await queueRows([conv]);
          if (row) deps.realtime.toStaff('desk', { row });
        }
        if (options.queue) await queuePositions();
      } catch (error) {
        // The change is committed; a client that missed this catches up on its next subscribe.
        deps.log(error, 'support publish');
      }
    },

    typing(conv: ConversationRow, from: 'user' | 'staff'): void {
      if (from === 'user') toStaff(conv, { event: 'typing', from });
      else toUser(conv, { event: 'typing', from });
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
