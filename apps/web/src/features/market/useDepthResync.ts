import { useRef } from 'react';
import { resyncTopic, type StreamMessage } from '../../api/stream';

/** After asking for a snapshot, further gaps wait this long before asking again. */
const RESYNC_WAIT_MS = 5_000;

/**
 * Asks a depth topic for a fresh snapshot after a missed delta, at most once
 * every RESYNC_WAIT_MS until a snapshot arrives, so a burst of gaps does not
 * flood the server. The returned function is told of every frame and of
 * whether applying it found a gap. Contract books need none: each of their
 * frames is the whole book.
 */
export function useDepthResync(topic: string): (frame: StreamMessage, gap: boolean) => void {
  const askedAt = useRef<number | null>(null);
  return (frame, gap) => {
    if (frame.type === 'snapshot') askedAt.current = null;
    if (!gap) return;
    const now = Date.now();
    if (askedAt.current !== null && now - askedAt.current < RESYNC_WAIT_MS) return;
    askedAt.current = now;
    resyncTopic(topic);
  };
}
