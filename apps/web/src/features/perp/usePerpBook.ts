import { perpDepthTopic } from '@exchange/contracts';
import { useRef, useState } from 'react';
import { useStream, type StreamMessage } from '../../api/stream';
import { receiveDepth, type DepthBook, type DepthStep } from '../market/depthBook';
import { useDepthResync } from '../market/useDepthResync';

function sequenced(frame: StreamMessage): boolean {
  if (frame.seq !== undefined) return true;
  const data = frame.data;
  return typeof data === 'object' && data !== null && typeof Reflect.get(data, 'seq') === 'number';
}

/**
 * One frame applied to the book. The contract's depth topic sends the top
 * levels whole in every frame, snapshot or update, without sequence numbers
 * (contracts `perpDepthTopic`): such a frame replaces the book. A frame that
 * does carry sequence numbers follows spot's snapshot-and-delta rules.
 */
export function perpDepthStep(
  book: DepthBook | null,
  symbol: string,
  frame: StreamMessage,
): DepthStep {
  if (sequenced(frame)) return receiveDepth(book, symbol, frame);
  const whole = receiveDepth(null, symbol, { type: 'snapshot', seq: 0, data: frame.data });
  return { book: whole.book ?? book, resync: false };
}

/**
 * The live book of a contract, from its `perp_depth:{symbol}` topic alone
 * (the contracts define no REST depth for perpetuals), amounts in lots. A
 * missed delta asks for a fresh snapshot; meanwhile the last good book stays
 * on screen. The screen is keyed by symbol, so a new contract starts empty.
 */
export function usePerpBook(symbol: string): DepthBook | null {
  const [book, setBook] = useState<DepthBook | null>(null);
  // The callback may run several times between renders, so it builds on this, not on state.
  const latest = useRef<DepthBook | null>(null);
  const topic = perpDepthTopic(symbol);
  const resync = useDepthResync(topic);

  useStream(topic, (frame) => {
    const step = perpDepthStep(latest.current, symbol, frame);
    if (step.book !== latest.current && step.book !== null) {
      latest.current = step.book;
      setBook(step.book);
    }
    resync(frame, step.resync);
  });

  return book;
}
