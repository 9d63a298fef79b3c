import { describe, expect, it } from 'vitest';
import type { StreamMessage } from '../../api/stream';
import { bookView } from '../market/depthBook';
import { perpDepthStep } from './usePerpBook';

const frame = (over: Partial<StreamMessage>): StreamMessage => ({
  topic: 'perp_depth:BTCUSDT',
  type: 'update',
  data: { symbol: 'BTCUSDT', bids: [['100', '5']], asks: [['101', '7']] },
  ...over,
});
const prices = (step: ReturnType<typeof perpDepthStep>) => {
  const view = bookView(step.book, 10);
  return { bids: view.bids.map((r) => r.price), asks: view.asks.map((r) => r.price) };
};

describe('contract depth frames', () => {
  it('takes every frame without sequence numbers as the whole book', () => {
    const first = perpDepthStep(null, 'BTCUSDT', frame({ type: 'snapshot' }));
    expect(prices(first)).toEqual({ bids: ['100'], asks: ['101'] });
    // An update replaces the book rather than adding to it, and is never a gap.
    const next = perpDepthStep(
      first.book,
      'BTCUSDT',
      frame({ data: { symbol: 'BTCUSDT', bids: [['99.5', '1']], asks: [] } }),
    );
    expect(prices(next)).toEqual({ bids: ['99.5'], asks: [] });
    expect(next.resync).toBe(false);
    expect(bookView(next.book, 10).bids[0]?.amount).toBe('1');
  });

  it('keeps the book when a frame is unreadable', () => {
    const first = perpDepthStep(null, 'BTCUSDT', frame({ type: 'snapshot' }));
    const next = perpDepthStep(first.book, 'BTCUSDT', frame({ data: { bids: 'x' } }));
    expect(next.book).toBe(first.book);
  });

  it('applies sequenced frames as snapshot and deltas, asking again after a gap', () => {
    const snap = perpDepthStep(null, 'BTCUSDT', frame({ type: 'snapshot', seq: 3 }));
    const delta = perpDepthStep(
      snap.book,
      'BTCUSDT',
      frame({ seq: 4, prevSeq: 3, data: { bids: [['100', '0']], asks: [['102', '1']] } }),
    );
    expect(prices(delta)).toEqual({ bids: [], asks: ['101', '102'] });
    const gap = perpDepthStep(
      delta.book,
      'BTCUSDT',
      frame({ seq: 9, prevSeq: 8, data: { bids: [], asks: [] } }),
    );
    expect(gap.resync).toBe(true);
    expect(gap.book).toBe(delta.book);
  });
});
