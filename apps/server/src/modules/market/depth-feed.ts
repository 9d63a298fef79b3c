import type { DepthWire } from '@exchange/contracts';
import type { SpotMarketView } from '../spot/index.js';
import { diffDepth, isEmptyDelta } from './depth.core.js';
import type { LiveMarket } from './live-market.js';
import type { MarketPublisher } from './market-data.service.js';

/**
 * Depth as clients see it. `market.depth` is the last snapshot anyone was
 * given (by REST, a WebSocket snapshot or a delta) and `market.depthSeq`
 * names it, so a REST snapshot and the WebSocket deltas after it always fit
 * together. While nobody listens, nothing is diffed: the snapshot is marked
 * stale and refreshed when it is next asked for.
 */

/** Depth levels kept and published per side: the spec's latest-depth size. */
export const DEPTH_LEVELS = 500;

/** Updates the ticker's best prices; true when either moved. */
export function refreshBest(market: LiveMarket, book: Omit<DepthWire, 'seq'>): boolean {
  const bid = book.bids[0]?.[0] ?? null;
  const ask = book.asks[0]?.[0] ?? null;
  const moved = bid !== market.bestBid || ask !== market.bestAsk;
  market.bestBid = bid;
  market.bestAsk = ask;
  return moved;
}

/** The snapshot deltas continue from, refreshed first if the book moved unobserved. */
export function depthOf(spot: SpotMarketView, market: LiveMarket): DepthWire {
  let depth = market.depth;
  if (depth === null || market.depthStale) {
    const next = spot.depth(market.symbol, DEPTH_LEVELS);
    // A new seq only for a new state, so a client holding the old one sees the gap.
    if (depth === null || !isEmptyDelta(diffDepth(depth, next))) {
      market.depthSeq += 1;
      depth = market.depth = next;
    }
    market.depthStale = false;
    refreshBest(market, next);
  }
  return { symbol: market.symbol, seq: market.depthSeq, bids: depth.bids, asks: depth.asks };
}

/** After the book changed: publishes one delta if anyone listens; true when the best prices moved. */
export function publishDepth(
  spot: SpotMarketView,
  hub: MarketPublisher | undefined,
  market: LiveMarket,
): boolean {
  const topic = `depth:${market.symbol}`;
  if (!hub?.hasSubscribers(topic) || market.depth === null) {
    // Nobody holds a snapshot to apply a delta to: refresh lazily when one is asked for.
    market.depthStale = true;
    return refreshBest(market, spot.depth(market.symbol, 1));
  }
  const next = spot.depth(market.symbol, DEPTH_LEVELS);
  const delta = diffDepth(market.depth, next);
  if (isEmptyDelta(delta)) return false;
  const prevSeq = market.depthSeq;
  market.depth = next;
  market.depthSeq += 1;
  hub.publish(topic, { topic, type: 'update', seq: market.depthSeq, prevSeq, data: delta });
  return refreshBest(market, next);
}
