import {
  supportConversationSchema,
  supportStaffMessageSchema,
  type SupportConversation,
  type SupportStaffMessage,
} from '@exchange/contracts';
import type { ConsoleStream, StreamFrame } from './stream';

/**
 * One conversation as an agent's console holds it: its messages by seq,
 * merged from the stream (`support:<id>`) and from REST (the first page,
 * older pages, the agent's own reply or withdrawal). Only the stream moves
 * `lastSeq`, the event the console is sure it has every event up to: a REST
 * answer may skip an event the stream has not delivered yet.
 */
export interface ThreadState {
  readonly conversation: SupportConversation | null;
  /** Ordered by seq, one per seq; a withdrawn one is its tombstone. */
  readonly messages: readonly SupportStaffMessage[];
  /** The stream's last event (a withdrawal has a seq of its own); null before its snapshot. */
  readonly lastSeq: number | null;
  /** Older messages exist before the first one held. */
  readonly more: boolean;
  /** A resubscription is on its way: updates wait for its snapshot. */
  readonly resyncing: boolean;
  /** When the user was last said to be typing (epoch ms), or null. */
  readonly userTypingAt: number | null;
}

export const EMPTY_THREAD: ThreadState = {
  conversation: null,
  messages: [],
  lastSeq: null,
  more: false,
  resyncing: false,
  userTypingAt: null,
};

/** Held and incoming messages, by seq: an incoming one replaces the one held (a tombstone). */
export function mergeMessages(
  held: readonly SupportStaffMessage[],
  incoming: readonly SupportStaffMessage[],
): SupportStaffMessage[] {
  if (incoming.length === 0) return [...held];
  const bySeq = new Map<number, SupportStaffMessage>();
  for (const message of held) bySeq.set(message.seq, message);
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

function messagesOf(value: unknown): SupportStaffMessage[] | null {
  if (!Array.isArray(value)) return null;
  const list: SupportStaffMessage[] = [];
  for (const entry of value) {
    const parsed = supportStaffMessageSchema.safeParse(entry);
    if (!parsed.success) return null;
    list.push(parsed.data);
  }
  return list;
}

function conversationOf(value: unknown): SupportConversation | null {
  const parsed = supportConversationSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const maxSeq = (messages: readonly SupportStaffMessage[]) =>
  messages.reduce((max, m) => Math.max(max, m.seq), 0);

export interface FrameResult {
  readonly state: ThreadState;
  /** The topic must be subscribed again from `state.lastSeq`. */
  readonly resync: boolean;
}

/**
 * One frame of `support:<id>`. A snapshot `after` adds the events after
 * `since`; `latest` replaces what is held. An update continuing the last
 * seq is applied; one already held is dropped; one after a gap is dropped
 * and asks for a resubscription, whose snapshot brings it.
 */
export function applyFrame(state: ThreadState, frame: StreamFrame, nowMs: number): FrameResult {
  const same = { state, resync: false };
  if (frame.type === 'error') return { state: { ...state, resyncing: false }, resync: false };
  if (frame.type === 'snapshot') {
    const data = frame.data as Record<string, unknown> | undefined;
    const conversation = conversationOf(data?.conversation);
    const messages = messagesOf(data?.messages);
    if (!data || !conversation || !messages) return same;
    const latest = data.mode !== 'after';
    const merged = latest ? mergeMessages([], messages) : mergeMessages(state.messages, messages);
    const seq = frame.seq ?? Math.max(maxSeq(merged), state.lastSeq ?? 0);
    return {
      state: {
        ...state,
        conversation,
        messages: merged,
        lastSeq: seq,
        more: latest ? data.more === true : state.more,
        resyncing: false,
      },
      resync: false,
    };
  }
  if (frame.type !== 'update' || typeof frame.data !== 'object' || frame.data === null) return same;
  const data = frame.data as Record<string, unknown>;
  switch (data.event) {
    case 'conversation': {
      const conversation = conversationOf(data.conversation);
      return conversation ? { state: { ...state, conversation }, resync: false } : same;
    }
    case 'typing':
      return data.from === 'user'
        ? { state: { ...state, userTypingAt: nowMs }, resync: false }
        : same;
    case 'message':
    case 'recalled': {
      const seq = typeof data.seq === 'number' ? data.seq : frame.seq;
      const prevSeq = typeof data.prevSeq === 'number' ? data.prevSeq : frame.prevSeq;
      const parsed = supportStaffMessageSchema.safeParse(data.message);
      // Before the snapshot, or while a resubscription is coming: it will bring this.
      if (state.lastSeq === null || state.resyncing) return same;
      if (seq === undefined || prevSeq === undefined || !parsed.success)
        return { state: { ...state, resyncing: true }, resync: true };
      if (seq <= state.lastSeq) return same;
      if (prevSeq !== state.lastSeq) return { state: { ...state, resyncing: true }, resync: true };
      const message = parsed.data;
      return {
        state: {
          ...state,
          messages: mergeMessages(state.messages, [message]),
          lastSeq: seq,
          // The user's message ends their typing.
          userTypingAt: message.sender === 'user' ? null : state.userTypingAt,
        },
        resync: false,
      };
    }
    default:
      return same;
  }
}

export interface SupportThread {
  subscribe(listener: () => void): () => void;
  get(): ThreadState;
  /** Listens to `support:<id>` on the stream (if any) until the returned function is called. */
  start(): () => void;
  /** Messages read over REST: merged, `lastSeq` untouched. */
  merge(messages: readonly SupportStaffMessage[], more?: boolean): void;
  /** The conversation as a REST answer gave it. */
  setConversation(conversation: SupportConversation): void;
}

export function createSupportThread(deps: {
  readonly id: number;
  readonly stream: ConsoleStream | null;
  readonly now?: () => number;
}): SupportThread {
  const topic = `support:${deps.id}`;
  const now = deps.now ?? Date.now;
  let state = EMPTY_THREAD;
  const listeners = new Set<() => void>();
  const set = (next: ThreadState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => state,
    start() {
      const stream = deps.stream;
      if (!stream) return () => undefined;
      return stream.subscribe(topic, {
        since: () => state.lastSeq ?? undefined,
        frame(frame) {
          const result = applyFrame(state, frame, now());
          set(result.state);
          if (result.resync) stream.resync(topic);
        },
      });
    },
    merge(messages, more) {
      set({
        ...state,
        messages: mergeMessages(state.messages, messages),
        more: more ?? state.more,
      });
    },
    setConversation(conversation) {
      set({ ...state, conversation });
    },
  };
}
