import {
  SUPPORT_RECALL_WINDOW_MS,
  type SupportConversation,
  type SupportLink,
  type SupportMessage,
  type SupportStaffMessage,
} from '@exchange/contracts';
import { metaOf } from './support.store.js';
import type { ConversationRow, MessageRow } from './support.tables.js';

/** Who reads a message: the user, or one staff member. */
export type Viewer = { readonly side: 'user' } | { readonly side: 'staff'; readonly id: number };

/** Whether the viewer wrote the message: only its author may withdraw it. */
export function isAuthor(row: MessageRow, viewer: Viewer): boolean {
  if (viewer.side === 'user') return row.sender === 'user';
  return row.sender === 'staff' && row.sender_id === viewer.id;
}

/** A message as its reader sees it. `recallLocked`: the conversation is evidence in an appeal. */
export function messageView(
  row: MessageRow,
  viewer: Viewer,
  nowMs: number,
  recallLocked: boolean,
): SupportMessage {
  const meta = metaOf(row);
  const recalled = row.recalled_at !== null;
  const mine = isAuthor(row, viewer);
  const until = row.created_at.getTime() + SUPPORT_RECALL_WINDOW_MS;
  const recallable = mine && !recalled && !recallLocked && row.kind !== 'activity' && until > nowMs;
  return {
    conversationId: row.conversation_id,
    seq: row.seq,
    sender: row.sender,
    senderName: row.sender === 'staff' ? (meta.name ?? null) : null,
    kind: row.kind,
    text: row.body,
    image: row.file_id !== null ? (meta.image ?? { width: 0, height: 0 }) : null,
    activity: meta.activity
      ? { code: meta.activity.code, name: meta.activity.name, link: meta.activity.link }
      : null,
    bot: meta.bot
      ? {
          reply: meta.bot.reply,
          articles: meta.bot.articles.map((a) => ({ ...a })),
          offerHandoff: meta.bot.offerHandoff,
        }
      : null,
    mine,
    recalled,
    recallableUntil: recallable ? until : null,
    clientId: mine ? row.client_id : null,
    createdAt: row.created_at.getTime(),
  };
}

export function staffMessageView(
  row: MessageRow,
  operatorId: number,
  nowMs: number,
  recallLocked: boolean,
): SupportStaffMessage {
  return {
    ...messageView(row, { side: 'staff', id: operatorId }, nowMs, recallLocked),
    senderId: row.sender_id,
  };
}

/** What either side is shown of a conversation's state. */
export function conversationView(
  conv: ConversationRow,
  extra: {
    readonly agentName: string | null;
    readonly queuePosition: number | null;
    readonly links: readonly SupportLink[];
    readonly recallLocked: boolean;
  },
): SupportConversation {
  const waiting = conv.waiting_since !== null;
  return {
    id: conv.id,
    status: conv.status,
    agent:
      conv.assignee_id !== null && conv.status !== 'resolved' && extra.agentName !== null
        ? { name: extra.agentName, verified: true }
        : null,
    waiting,
    queuePosition: waiting ? extra.queuePosition : null,
    links: extra.links.map((link) => ({ ...link })),
    lastSeq: conv.user_seq,
    staffDeliveredSeq: Math.min(conv.staff_delivered_seq, conv.user_seq),
    staffReadSeq: Math.min(conv.staff_read_seq, conv.user_seq),
    userReadSeq: conv.user_read_seq,
    recallLocked: extra.recallLocked,
    rating: conv.rating,
    canRate: conv.status === 'resolved' && conv.rating === null && conv.resolved_by !== null,
    createdAt: conv.created_at.getTime(),
    resolvedAt: conv.resolved_at?.getTime() ?? null,
  };
}
