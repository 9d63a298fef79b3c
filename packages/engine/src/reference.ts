/**
 * A naive reference engine, written to be obviously correct rather than
 * fast: each side is one array of orders kept in priority order by sorting on
 * every insert, and matching always takes element 0. The differential tests
 * require the fast book to produce exactly the same events.
 */
import { affordableLots, crosses, validatePlace } from './rules.js';
import type {
  Command,
  Depth,
  DepthLevel,
  Engine,
  EngineEvent,
  PlaceCommand,
  Side,
} from './types.js';

interface RefOrder {
  orderId: number;
  accountId: number;
  side: Side;
  priceTicks: number;
  lots: number;
  /** Arrival number: time priority within a price. */
  seq: number;
}

export class ReferenceEngine implements Engine {
  private bids: RefOrder[] = [];
  private asks: RefOrder[] = [];
  private seq = 0;

  execute(command: Command, out: EngineEvent[]): void {
    if (command.kind === 'cancel') {
      const all = [...this.bids, ...this.asks];
      const order = all.find((o) => o.orderId === command.orderId);
      if (order === undefined) {
        out.push({ kind: 'rejected', orderId: command.orderId, reason: 'UNKNOWN_ORDER' });
        return;
      }
      this.remove(order);
      out.push({
        kind: 'cancelled',
        orderId: order.orderId,
        remainingLots: order.lots,
        reason: 'user',
      });
      return;
    }
    this.place(command, out);
  }

  private place(c: PlaceCommand, out: EngineEvent[]): void {
    const reject = (
      reason: 'DUPLICATE_ID' | 'NO_LIQUIDITY' | 'POST_ONLY_WOULD_TAKE' | 'FOK_NOT_FILLABLE',
    ) => out.push({ kind: 'rejected', orderId: c.orderId, reason });
    const invalid = validatePlace(c);
    if (invalid !== null) {
      out.push({ kind: 'rejected', orderId: c.orderId, reason: invalid });
      return;
    }
    if ([...this.bids, ...this.asks].some((o) => o.orderId === c.orderId))
      return void reject('DUPLICATE_ID');
    const book = c.side === 'buy' ? this.asks : this.bids;
    const limit = c.type === 'limit' ? c.priceTicks : undefined;
    const crossing = book.filter(
      (o) => limit === undefined || crosses(c.side, limit, o.priceTicks),
    );
    if (c.type === 'market' && book.length === 0) return void reject('NO_LIQUIDITY');
    if (c.type === 'limit') {
      if (c.timeInForce === 'POST_ONLY' && crossing.length > 0)
        return void reject('POST_ONLY_WOULD_TAKE');
      const others = crossing.filter((o) => o.accountId !== c.accountId);
      const available = others.reduce((sum, o) => sum + o.lots, 0);
      if (c.timeInForce === 'FOK' && available < c.lots) return void reject('FOK_NOT_FILLABLE');
    }
    out.push({ kind: 'accepted', orderId: c.orderId });
    let left = c.lots;
    let quoteLeft = c.type === 'market' ? c.quoteLimit : undefined;
    for (;;) {
      // Re-read the side each time: remove() replaces the array.
      const maker = (c.side === 'buy' ? this.asks : this.bids)[0];
      if (left === 0 || maker === undefined) break;
      if (limit !== undefined && !crosses(c.side, limit, maker.priceTicks)) break;
      if (maker.accountId === c.accountId) {
        this.remove(maker);
        out.push({
          kind: 'cancelled',
          orderId: maker.orderId,
          remainingLots: maker.lots,
          reason: 'self_trade',
        });
        continue;
      }
      let lots = Math.min(left, maker.lots);
      if (quoteLeft !== undefined) {
        lots = affordableLots(quoteLeft, maker.priceTicks, lots);
        if (lots === 0) break;
        quoteLeft -= lots * maker.priceTicks;
      }
      out.push({
        kind: 'fill',
        makerOrderId: maker.orderId,
        takerOrderId: c.orderId,
        makerAccountId: maker.accountId,
        takerAccountId: c.accountId,
        priceTicks: maker.priceTicks,
        lots,
      });
      left -= lots;
      maker.lots -= lots;
      if (maker.lots === 0) {
        this.remove(maker);
        out.push({ kind: 'done', orderId: maker.orderId });
      }
    }
    if (left === 0) {
      out.push({ kind: 'done', orderId: c.orderId });
    } else if (c.type === 'market') {
      out.push({
        kind: 'cancelled',
        orderId: c.orderId,
        remainingLots: left,
        reason: 'market_remainder',
      });
    } else if (c.timeInForce === 'IOC') {
      out.push({
        kind: 'cancelled',
        orderId: c.orderId,
        remainingLots: left,
        reason: 'ioc_remainder',
      });
    } else {
      this.insert({ ...c, lots: left, seq: this.seq++ });
      out.push({
        kind: 'rested',
        orderId: c.orderId,
        side: c.side,
        priceTicks: c.priceTicks,
        lots: left,
      });
    }
  }

  private insert(order: RefOrder): void {
    if (order.side === 'buy') {
      this.bids.push(order);
      this.bids.sort((a, b) => b.priceTicks - a.priceTicks || a.seq - b.seq);
    } else {
      this.asks.push(order);
      this.asks.sort((a, b) => a.priceTicks - b.priceTicks || a.seq - b.seq);
    }
  }

  private remove(order: RefOrder): void {
    if (order.side === 'buy') this.bids = this.bids.filter((o) => o !== order);
    else this.asks = this.asks.filter((o) => o !== order);
  }

  depth(levels: number): Depth {
    return { bids: aggregate(this.bids, levels), asks: aggregate(this.asks, levels) };
  }
}

function aggregate(orders: readonly RefOrder[], levels: number): DepthLevel[] {
  const result: [number, number][] = [];
  for (const order of orders) {
    const last = result[result.length - 1];
    if (last !== undefined && last[0] === order.priceTicks) last[1] += order.lots;
    else if (result.length < levels) result.push([order.priceTicks, order.lots]);
    else break;
  }
  return result;
}
