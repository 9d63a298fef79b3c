/**
 * Perpetuals on the WebSocket hub: snapshots of "perp_orders",
 * "perp_positions", "perp_depth:{symbol}" and "mark:{symbol}", and their
 * updates: after every committed batch (the entrusts and positions that
 * changed, to their owners; the book, and the mark with its last price when
 * the batch traded, to their subscribers) and on every
 * mark-price tick (the mark, and every open position, whose PnL, margin rate
 * and liquidation distance moved with it, coalesced to one update per user).
 */
import { risk } from '@exchange/engine';
import {
  perpDepthTopic,
  perpMarkTopic,
  type PerpMark,
  type WsServerMessage,
} from '@exchange/contracts';
import { type TopicSnapshot, type PrivateTopic, parseTopic } from '../realtime/index.js';
import type { PerpBatchEvent } from './perp.runner.js';
import type { PerpService } from './perp.service.js';
import { orderToWire } from './perp.wire.js';

export interface PerpHub {
  publish(topic: string, message: WsServerMessage): void;
  publishToUser(userId: number, topic: PrivateTopic, data: unknown): void;
  hasSubscribers(topic: string): boolean;
}

const DEPTH_LEVELS = 20;

export function createPerpStream(perp: PerpService, hub: () => PerpHub, nowMs: () => number) {
  const depthOf = (symbol: string) => {
    const runner = perp.runner(symbol);
    const tick = risk.fx(runner.contract.tick.toString());
    const { bids, asks } = runner.depth(DEPTH_LEVELS);
    const wire = (levels: readonly (readonly [number, number])[]) =>
      levels.map(([ticks, lots]) => [risk.fxToString(BigInt(ticks) * tick), String(lots)]);
    return { symbol, bids: wire(bids), asks: wire(asks) };
  };
  const markOf = (symbol: string): PerpMark => {
    const [config] = perp.config({ symbol, contractType: null });
    return {
      symbol,
      lastPrice: config?.lastPrice ?? null,
      indexPrice: config?.indexPrice ?? null,
      markPrice: config?.markPrice ?? null,
      fundingRate: config?.fundingRate ?? null,
      nextFundingTime: config?.nextFundingTime ?? null,
      time: nowMs(),
    };
  };
  const known = (symbol: string) => {
    try {
      perp.runner(symbol);
      return true;
    } catch {
      return false;
    }
  };

  function onBatch(event: PerpBatchEvent): void {
    const target = hub();
    const contract = perp.contract(event.symbol);
    const orders = new Map<number, unknown[]>();
    for (const o of event.orders) {
      const list = orders.get(o.userId) ?? [];
      list.push(orderToWire(contract, o));
      orders.set(o.userId, list);
    }
    for (const [userId, list] of orders) target.publishToUser(userId, 'perp_orders', list);
    const positions = new Map<number, unknown[]>();
    for (const p of event.positions) {
      const list = positions.get(p.userId) ?? [];
      list.push(perp.positionView(event.symbol, p));
      positions.set(p.userId, list);
    }
    for (const [userId, list] of positions) target.publishToUser(userId, 'perp_positions', list);
    const topic = perpDepthTopic(event.symbol);
    if (target.hasSubscribers(topic))
      target.publish(topic, { topic, type: 'update', data: depthOf(event.symbol) });
    // A trade moves the last price: the screen's big number follows every fill, not only ticks.
    const markTopic = perpMarkTopic(event.symbol);
    if (event.trades.length > 0 && target.hasSubscribers(markTopic))
      target.publish(markTopic, { topic: markTopic, type: 'update', data: markOf(event.symbol) });
  }

  return {
    /** The hub's snapshot for a perpetual topic; undefined when the topic is not one of ours. */
    snapshot(topic: string, userId: number | null): TopicSnapshot | null | undefined {
      if (topic === 'perp_orders' || topic === 'perp_positions') {
        if (userId === null) return null;
        return {
          data: topic === 'perp_orders' ? perp.openOrders(userId) : perp.openPositions(userId),
        };
      }
      const parsed = parseTopic(topic);
      if (!parsed.ok || (parsed.topic.kind !== 'perp_depth' && parsed.topic.kind !== 'mark'))
        return undefined;
      const { symbol } = parsed.topic;
      if (!known(symbol)) return null;
      return { data: parsed.topic.kind === 'mark' ? markOf(symbol) : depthOf(symbol) };
    },

    /** Starts following batches; the returned hook stops it (an `onClose` hook). */
    start() {
      const stop = perp.subscribe(onBatch);
      return async () => void stop();
    },

    /** After each mark-price tick: the marks, and every open position to its owner. */
    onTick(symbols: Iterable<string>): void {
      const target = hub();
      const byUser = new Map<number, unknown[]>();
      for (const symbol of symbols) {
        const topic = perpMarkTopic(symbol);
        if (target.hasSubscribers(topic))
          target.publish(topic, { topic, type: 'update', data: markOf(symbol) });
        const runner = perp.runner(symbol);
        for (const p of runner.allPositions()) {
          const list = byUser.get(p.userId) ?? [];
          list.push(perp.positionView(symbol, p));
          byUser.set(p.userId, list);
        }
      }
      for (const [userId, list] of byUser) target.publishToUser(userId, 'perp_positions', list);
    },
  };
}
