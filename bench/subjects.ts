/**
 * The two order books the engine benchmark drives through the same harness:
 * ours, and nodejs-order-book (v10, the most popular order book on npm),
 * with our commands mapped onto its API before any timing starts.
 *
 * Ours reads its commands from typed columns into one reused command object
 * and writes its events into reused typed columns (`executeInto`), so a step
 * allocates nothing; nodejs-order-book's API takes objects, so it gets the
 * same commands as objects, mapped to its own up front.
 */
import { EventBuffer, OrderBook, ReusableCommand } from '@exchange/engine';
import type { Command, CommandColumns } from '@exchange/engine';
import {
  OrderBook as NpmOrderBook,
  SelfTradePreventionMode,
  Side as NpmSide,
} from 'nodejs-order-book';
import type { LimitOrderOptions, MarketOrderOptions } from 'nodejs-order-book';
import type { Subject } from './harness.js';

/** What rests on a book after a run, to check that both books did the same work. */
export interface Resting {
  readonly orders: number;
  readonly lots: number;
}

export interface CheckedSubject extends Subject {
  readonly resting: () => Resting;
}

export function ours(columns: CommandColumns): CheckedSubject {
  let book = new OrderBook();
  const command = new ReusableCommand();
  // Emptied before each command, which only resets its length: the columns
  // stay, so after the first few commands they never grow again.
  const events = new EventBuffer();
  return {
    name: 'OrderBook (ours)',
    reset: () => {
      book = new OrderBook();
      events.reset();
    },
    step: (index) => {
      events.reset();
      book.executeInto(columns.load(index, command), events);
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
