import { perpDepthTopic } from '@exchange/contracts';
import { useState } from 'react';
import { useStream, type StreamMessage } from '../../api/stream';
import { receiveDepth, type DepthBook } from '../market/depthBook';

/**
 * One frame applied to the book. The contract's depth topic sends the top
 * levels whole in every frame, snapshot or update (contracts
 * `perpDepthTopic`, the server's `perp.stream.ts`), so each frame replaces
 * the book. The hub stamps every update with seq and prevSeq, but they
 * number frames, not deltas: applied as deltas, a level that left the book
 * was never removed and stale prices piled up on the ladder. An unreadable
 * frame keeps the last good book.
 */
export function perpDepthStep(
  book: DepthBook | null,
  symbol: string,
  frame: StreamMessage,
): DepthBook | null {
  const whole = receiveDepth(null, symbol, {
    type: 'snapshot',
    seq: frame.seq ?? 0,
    data: frame.data,
  });
  return whole.book ?? book;
}

/**
 * The live book of a contract, from its `perp_depth:{symbol}` topic alone
 * (the contracts define no REST depth for perpetuals), amounts in lots.
 * Every frame is the whole top of the book, so a missed one needs no
 * resync: the next replaces it. The screen is keyed by symbol, so a new
 * contract starts empty.
 */
export function usePerpBook(symbol: string): DepthBook | null {
  const [book, setBook] = useState<DepthBook | null>(null);
  const topic = perpDepthTopic(symbol);

  useStream(topic, (frame) => {
    setBook((current) => perpDepthStep(current, symbol, frame));
  });

  return book;
}
