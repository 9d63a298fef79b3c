/**
 * The subscription registry of the shared WebSocket: which topics are wanted
 * and by whom. Topics are reference-counted by subscription, not by listener
 * function, so two screens passing the same callback still count twice and
 * the topic stays subscribed until both have let go.
 */

/** One server message for a topic (contracts `WsServerMessage` with the topic known). */
export interface StreamMessage {
  readonly topic: string;
  readonly type: 'snapshot' | 'update';
  readonly seq?: number | undefined;
  readonly prevSeq?: number | undefined;
  readonly data: unknown;
}

export type StreamListener = (message: StreamMessage) => void;

export interface Subscription {
  /** True when this subscription made the topic wanted: the caller sends `sub`. */
  readonly first: boolean;
  /**
   * Lets go of the topic. True when that was its last subscription: the
   * caller sends `unsub`. Calling it again does nothing and returns false.
   */
  release(): boolean;
}

export interface StreamRegistry {
  acquire(topic: string, listener: StreamListener): Subscription;
  /** Every wanted topic, in the order they were first wanted. */
  topics(): string[];
  has(topic: string): boolean;
  readonly size: number;
  /** Calls the topic's listeners; a listener that throws does not stop the others. */
  dispatch(message: StreamMessage, onError: (error: unknown) => void): number;
}

export function createStreamRegistry(): StreamRegistry {
  // Each entry is a fresh object, so the same function subscribed twice is two entries.
  const byTopic = new Map<string, Set<{ listener: StreamListener }>>();

  return {
    acquire(topic, listener) {
      const entry = { listener };
      let entries = byTopic.get(topic);
      const first = entries === undefined;
      if (entries === undefined) {
        entries = new Set();
        byTopic.set(topic, entries);
      }
      entries.add(entry);
      let released = false;
      return {
        first,
        release() {
          if (released) return false;
          released = true;
          const current = byTopic.get(topic);
          if (current === undefined || !current.delete(entry)) return false;
          if (current.size > 0) return false;
          byTopic.delete(topic);
          return true;
        },
      };
    },
    topics: () => [...byTopic.keys()],
    has: (topic) => byTopic.has(topic),
    get size() {
      return byTopic.size;
    },
    dispatch(message, onError) {
      const entries = byTopic.get(message.topic);
      if (entries === undefined) return 0;
      // A copy: a listener may unsubscribe (or subscribe) while we iterate.
      const listeners = [...entries].map((entry) => entry.listener);
      for (const listener of listeners) {
        try {
          listener(message);
        } catch (error) {
          onError(error);
        }
      }
      return listeners.length;
    },
  };
}
