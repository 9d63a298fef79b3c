import {
  SUPPORT_LINK_KINDS,
  supportConversationSchema,
  supportMessageSchema,
  type SupportConversation,
  type SupportLink,
  type SupportLinkKind,
  type SupportMessage,
  type SupportStreamEvent,
  type SupportStreamSnapshot,
} from '@exchange/contracts';

/**
 * A customer-service conversation as the screen keeps it: its state and its
 * messages oldest first, whatever way they arrived (the first page read over
 * REST, the `support:<id>` snapshot, a live event, the reply to one's own
 * message, an older page), each once by its `seq`. Pure.
 */
export interface SupportThread {
  readonly conversation: SupportConversation;
  readonly messages: readonly SupportMessage[];
  /** Older history exists before the first message held (read with beforeSeq). */
  readonly more: boolean;
  /**
   * The last event number the stream delivered in order (messages and
   * withdrawals are numbered), or null before its first snapshot: an
   * update whose `prevSeq` is beyond it means one was missed.
   */
  readonly lastSeq: number | null;
}

/** The realtime topic of one conversation. */
export function supportTopic(conversationId: number): string {
  return `support:${conversationId}`;
}

/**
 * Two views of the messages as one: every seq once, oldest first, the
 * fresher copy winning, except that a withdrawn message never comes back
 * (a page read before the withdrawal may arrive after its event).
 */
export function mergeMessages(
  shown: readonly SupportMessage[],
  fresh: readonly SupportMessage[],
): SupportMessage[] {
  const bySeq = new Map<number, SupportMessage>();
  for (const message of shown) bySeq.set(message.seq, message);
  for (const message of fresh) {
    const held = bySeq.get(message.seq);
    if (held?.recalled && !message.recalled) continue;
    bySeq.set(message.seq, message);
  }
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** A thread before anything was read: the conversation as opened. */
export function emptyThread(conversation: SupportConversation): SupportThread {
  return { conversation, messages: [], more: false, lastSeq: null };
}

/**
 * The stream's snapshot: `latest` is the newest page and replaces what is
 * held; `after` (a resume after a reconnect) holds the events since, to add.
 */
export function applySnapshot(
  thread: SupportThread | undefined,
  snapshot: SupportStreamSnapshot,
): SupportThread {
  const lastSeq = snapshot.conversation.lastSeq;
  if (snapshot.mode === 'latest' || thread === undefined) {
    return {
      conversation: snapshot.conversation,
      messages: mergeMessages([], snapshot.messages),
      // Only events after a point: older ones may exist.
      more: snapshot.mode === 'latest' ? snapshot.more : true,
      lastSeq,
    };
  }
  return {
    conversation: snapshot.conversation,
    messages: mergeMessages(thread.messages, snapshot.messages),
    more: thread.more,
    lastSeq: Math.max(lastSeq, thread.lastSeq ?? 0),
  };
}

/** What an update did: the thread after it, and where a catch-up read starts when one was missed. */
export interface Applied {
  readonly thread: SupportThread;
  /** The last seq held in order before a gap (read on with afterSeq), or null without one. */
  readonly gapAfter: number | null;
}

/**
 * A live update. A numbered one (a message, a withdrawal) is merged by its
 * message's seq; when its `prevSeq` is beyond the last seq held, events were
 * missed and `gapAfter` says from where to read them (the numbering moves on
 * to this event, so the ones after it chain as usual while that read runs).
 */
export function applyEvent(thread: SupportThread, event: SupportStreamEvent): Applied {
  switch (event.event) {
    case 'message':
    case 'recalled': {
      const held = thread.lastSeq;
      const gapAfter = held !== null && event.prevSeq > held ? held : null;
      const lastSeq = held === null ? null : Math.max(held, event.seq);
      return {
        thread: {
          ...thread,
          conversation: {
            ...thread.conversation,
            lastSeq: Math.max(thread.conversation.lastSeq, event.seq),
          },
          messages: mergeMessages(thread.messages, [event.message]),
          lastSeq,
        },
        gapAfter,
      };
    }
    case 'conversation':
      return {
        thread: {
          ...thread,
          conversation: {
            ...event.conversation,
            // The state arrives beside the numbered events, never ahead of them.
            lastSeq: Math.max(thread.conversation.lastSeq, event.conversation.lastSeq),
          },
        },
        gapAfter: null,
      };
    case 'queue':
      return {
        thread: thread.conversation.waiting
          ? { ...thread, conversation: { ...thread.conversation, queuePosition: event.position } }
          : thread,
        gapAfter: null,
      };
    case 'typing':
      return { thread, gapAfter: null };
  }
}

/** The messages a catch-up read returned; the numbering stays where the stream has it. */
export function withMessages(
  thread: SupportThread,
  messages: readonly SupportMessage[],
): SupportThread {
  return { ...thread, messages: mergeMessages(thread.messages, messages) };
}

/** An older page, before the first message held. */
export function withOlder(
  thread: SupportThread,
  messages: readonly SupportMessage[],
  more: boolean,
): SupportThread {
  return { ...thread, messages: mergeMessages(thread.messages, messages), more };
}

/** Whether the viewer may still withdraw a message: their own, in its window, not locked by an appeal. */
export function canWithdraw(
  message: SupportMessage,
  conversation: SupportConversation,
  nowMs: number,
): boolean {
  return (
    message.mine &&
    !message.recalled &&
    !conversation.recallLocked &&
    message.recallableUntil !== null &&
    nowMs < message.recallableUntil
  );
}

/** The newest message someone else wrote (staff, the bot, the system), or 0: what the marks name. */
export function newestFromOthers(messages: readonly SupportMessage[]): number {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message !== undefined && !message.mine) return message.seq;
  }
  return 0;
}

/** Delivered or read by staff: the ticks on one's own message. */
export function tickOf(
  message: SupportMessage,
  conversation: SupportConversation,
): 'read' | 'delivered' | 'sent' {
  if (conversation.staffReadSeq >= message.seq) return 'read';
  if (conversation.staffDeliveredSeq >= message.seq) return 'delivered';
  return 'sent';
}

// --- Frames: checked against the contracts before use -------------------------------------

type Parsed<T> = { success: true; data: T } | { success: false };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

function messagesOf(value: unknown): SupportMessage[] | null {
  if (!Array.isArray(value)) return null;
  const messages: SupportMessage[] = [];
  for (const entry of value) {
    const parsed = supportMessageSchema.safeParse(entry);
    if (!parsed.success) return null;
    messages.push(parsed.data);
  }
  return messages;
}

/** The `support:<id>` snapshot, or failure when the frame is not one. */
export function parseSnapshot(data: unknown): Parsed<SupportStreamSnapshot> {
  if (!isRecord(data)) return { success: false };
  const conversation = supportConversationSchema.safeParse(data.conversation);
  const messages = messagesOf(data.messages);
  if (
    !conversation.success ||
    messages === null ||
    (data.mode !== 'after' && data.mode !== 'latest') ||
    typeof data.more !== 'boolean'
  )
    return { success: false };
  return {
    success: true,
    data: { conversation: conversation.data, mode: data.mode, messages, more: data.more },
  };
}

/** A `support:<id>` update, or failure when the frame is not one the user's side gets. */
export function parseEvent(data: unknown): Parsed<SupportStreamEvent> {
  if (!isRecord(data)) return { success: false };
  switch (data.event) {
    case 'message':
    case 'recalled': {
      const message = supportMessageSchema.safeParse(data.message);
      if (!message.success || !isInt(data.seq) || !isInt(data.prevSeq)) return { success: false };
      return {
        success: true,
        data: { event: data.event, seq: data.seq, prevSeq: data.prevSeq, message: message.data },
      };
    }
    case 'conversation': {
      const conversation = supportConversationSchema.safeParse(data.conversation);
      return conversation.success
        ? { success: true, data: { event: 'conversation', conversation: conversation.data } }
        : { success: false };
    }
    case 'typing':
      return data.from === 'staff' || data.from === 'user'
        ? { success: true, data: { event: 'typing', from: data.from } }
        : { success: false };
    case 'queue':
      return isInt(data.position) && data.position >= 0
        ? { success: true, data: { event: 'queue', position: data.position } }
        : { success: false };
    default:
      return { success: false };
  }
}

// --- Links: `?link=kind:ref` -------------------------------------------------------------

const LINK_REF = /^[\w-]{1,40}$/;

export function isLinkKind(value: string): value is SupportLinkKind {
  return (SUPPORT_LINK_KINDS as readonly string[]).includes(value);
}

/** `p2p_order:123` as a link, or null when it is not one the server takes. */
export function parseLinkParam(value: string | null): SupportLink | null {
  if (value === null) return null;
  const at = value.indexOf(':');
  if (at < 0) return null;
  const kind = value.slice(0, at);
  const ref = value.slice(at + 1).trim();
  return isLinkKind(kind) && LINK_REF.test(ref) ? { kind, ref } : null;
}

export function linkParam(link: SupportLink): string {
  return `${link.kind}:${link.ref}`;
}
