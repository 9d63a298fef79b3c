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
const prices = (book: ReturnType<typeof perpDepthStep>) => {
  const view = bookView(book, 10);
  return { bids: view.bids.map((r) => r.price), asks: view.asks.map((r) => r.price) };
};

describe('contract depth frames', () => {
  it('takes every frame without sequence numbers as the whole book', () => {
    const first = perpDepthStep(null, 'BTCUSDT', frame({ type: 'snapshot' }));
    expect(prices(first)).toEqual({ bids: ['100'], asks: ['101'] });
    // An update replaces the book rather than adding to it.
    const next = perpDepthStep(
      first,
      'BTCUSDT',
      frame({ data: { symbol: 'BTCUSDT', bids: [['99.5', '1']], asks: [] } }),
    );
    expect(prices(next)).toEqual({ bids: ['99.5'], asks: [] });
    expect(bookView(next, 10).bids[0]?.amount).toBe('1');
  });

  it('keeps the book when a frame is unreadable', () => {
    const first = perpDepthStep(null, 'BTCUSDT', frame({ type: 'snapshot' }));
    expect(perpDepthStep(first, 'BTCUSDT', frame({ data: { bids: 'x' } }))).toBe(first);
  });

  it('replaces the book on updates the hub numbered, so levels that left do not linger', () => {
    // The hub stamps seq and prevSeq on every update; the frames are still whole books.
    const snap = perpDepthStep(null, 'BTCUSDT', frame({ type: 'snapshot', seq: 3 }));
    const moved = perpDepthStep(
      snap,
      'BTCUSDT',
      frame({
        seq: 4,
        prevSeq: 3,
        data: { symbol: 'BTCUSDT', bids: [['101', '2']], asks: [['102', '1']] },
      }),
    );
    expect(prices(moved)).toEqual({ bids: ['101'], asks: ['102'] });
    expect(moved?.seq).toBe(4);
    // A missed frame changes nothing either: the next one is whole.
    const later = perpDepthStep(
      moved,
      'BTCUSDT',
      frame({ seq: 9, prevSeq: 8, data: { bids: [['100.5', '3']], asks: [['101.5', '4']] } }),
    );
    expect(prices(later)).toEqual({ bids: ['100.5'], asks: ['101.5'] });
  });
});
