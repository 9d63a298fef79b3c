import { useMemo, useRef, useState } from 'react';
import { useStream } from '../../api/stream';
import { bookFromSnapshot, receiveDepth, type DepthBook } from './depthBook';
import { TOPICS } from './live';
import { useDepthSnapshot } from './queries';
import { useDepthResync } from './useDepthResync';

/**
 * The live order book of a market: the REST snapshot until the stream sends
 * its own, then the stream's deltas in sequence. A missed delta makes it ask
 * for a fresh snapshot; meanwhile the last good book stays on screen.
 */
export function useOrderBook(symbol: string): DepthBook | null {
  const snapshot = useDepthSnapshot(symbol);
  const restBook = useMemo(
    () => (snapshot.data ? bookFromSnapshot({ ...snapshot.data, symbol }) : null),
    [snapshot.data, symbol],
  );
  const [live, setLive] = useState<DepthBook | null>(null);
  // The callback may run several times between renders, so it builds on this, not on state.
  const latest = useRef<DepthBook | null>(null);
  const topic = TOPICS.depth(symbol);
  const resync = useDepthResync(topic);

  useStream(topic, (frame) => {
    const current = newer(latest.current?.symbol === symbol ? latest.current : null, restBook);
    const step = receiveDepth(current, symbol, frame);
    if (step.book !== current && step.book !== null) {
      latest.current = step.book;
      setLive(step.book);
    }
    resync(frame, step.resync);
  });

  return newer(live?.symbol === symbol ? live : null, restBook);
}

/** The later of two books; a REST snapshot newer than the live book (the socket was down) wins. */
function newer(live: DepthBook | null, rest: DepthBook | null): DepthBook | null {
  if (live === null) return rest;
  return rest !== null && rest.seq > live.seq ? rest : live;
}
