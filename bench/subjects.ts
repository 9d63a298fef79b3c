/**
 * The two order books the engine benchmark drives through the same harness:
 * ours, and nodejs-order-book (v10, the most popular order book on npm),
 * with our commands mapped onto its API before any timing starts.
 */
import { OrderBook } from '@exchange/engine';
import type { Command, EngineEvent } from '@exchange/engine';
import {
  OrderBook as NpmOrderBook,
  SelfTradePreventionMode,
  Side as NpmSide,
} from 'nodejs-order-book';
import type { LimitOrderOptions, MarketOrderOptions } from 'nodejs-order-book';
import type { Subject } from './harness.js';

/**
 * Events are appended to one buffer that is emptied every this many events,
 * the way a sequencer publishes a batch, rather than after every command:
 * `length = 0` drops V8's backing store, and the next push reallocates it,
 * which cost about 90 ns per command here, more than some commands.
 */
const EVENT_BATCH = 1_024;

/** What rests on a book after a run, to check that both books did the same work. */
export interface Resting {
  readonly orders: number;
  readonly lots: number;
}

export interface CheckedSubject extends Subject {
  readonly resting: () => Resting;
}

export function ours(commands: readonly Command[]): CheckedSubject {
  let book = new OrderBook();
  const out: EngineEvent[] = [];
  return {
    name: 'OrderBook (ours)',
    reset: () => {
      book = new OrderBook();
      out.length = 0;
    },
    step: (index) => {
      if (out.length >= EVENT_BATCH) out.length = 0;
      const command = commands[index];
      if (command !== undefined) book.execute(command, out);
    },
    resting: () => {
      const { bids, asks } = book.depth(Number.MAX_SAFE_INTEGER);
      let lots = 0;
      for (const [, levelLots] of [...bids, ...asks]) lots += levelLots;
      return { orders: book.orderCount, lots };
    },
  };
}

type NpmCommand =
  | { readonly kind: 'limit'; readonly options: LimitOrderOptions }
  | { readonly kind: 'market'; readonly options: MarketOrderOptions }
  | { readonly kind: 'cancel'; readonly id: string };

type NpmTimeInForce = NonNullable<LimitOrderOptions['timeInForce']>;

/**
 * One command in nodejs-order-book's terms. Ticks and lots pass through as
 * its numbers unchanged (integers, so its float arithmetic stays exact);
 * ids become the strings it requires; POST_ONLY is GTC with postOnly; our
 * self-trade policy (cancel the resting order) is its EXPIRE_MAKER mode.
 * Semantic differences that remain: it counts the account's own orders as
 * FOK liquidity, and it has no quote-limited market buys (the workload uses
 * none).
 */
function toNpm(command: Command): NpmCommand {
  if (command.kind === 'cancel') return { kind: 'cancel', id: String(command.orderId) };
  const side = command.side === 'buy' ? NpmSide.BUY : NpmSide.SELL;
  const account = {
    accountId: String(command.accountId),
    stpMode: SelfTradePreventionMode.EXPIRE_MAKER,
  };
  if (command.type === 'market') {
    return { kind: 'market', options: { side, size: command.lots, ...account } };
  }
  const postOnly = command.timeInForce === 'POST_ONLY';
  // Its TimeInForce enum is not exported; the string values are its wire form.
  const timeInForce = (postOnly ? 'GTC' : command.timeInForce) as NpmTimeInForce;
  return {
    kind: 'limit',
    options: {
      id: String(command.orderId),
      side,
      size: command.lots,
      price: command.priceTicks,
      timeInForce,
      postOnly,
      ...account,
    },
  };
}

export function nodejsOrderBook(commands: readonly Command[]): CheckedSubject {
  const mapped = commands.map(toNpm);
  let book = new NpmOrderBook();
  return {
    name: 'nodejs-order-book',
    reset: () => {
      book = new NpmOrderBook();
    },
    step: (index) => {
      const command = mapped[index];
      if (command === undefined) return;
      if (command.kind === 'limit') book.limit(command.options);
      else if (command.kind === 'market') book.market(command.options);
      else book.cancel(command.id);
    },
    resting: () => {
      const { bids, asks } = book.snapshot();
      let orders = 0;
      let lots = 0;
      for (const level of [...bids, ...asks]) {
        for (const order of level.orders) {
          orders += 1;
          lots += order.size;
        }
      }
      return { orders, lots };
    },
  };
}
