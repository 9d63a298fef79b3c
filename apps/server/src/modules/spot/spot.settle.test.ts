import { mulberry32, OrderBook, type EngineEvent } from '@exchange/engine';
import {
  add,
  decimal,
  isZero,
  mul,
  neg,
  round,
  sub,
  toPlainString,
  ZERO,
  type Decimal,
} from '@exchange/money';
import { describe, expect, it } from 'vitest';
import { accountKey, type Posting } from '../ledger/index.js';
import { stepsToDecimal, type Market } from './spot.core.js';
import { holdKey } from './spot.postings.js';
import { settle, type OrderState } from './spot.settle.js';

const market: Market = {
  symbol: 'BTC/USDT',
  base: 'BTC',
  quote: 'USDT',
  tick: decimal('0.01'),
  lot: decimal('0.0001'),
  unit: decimal('0.000001'),
  minAmount: decimal('0.0001'),
  maxAmount: decimal('1000'),
  minNotional: decimal('1'),
  makerFee: decimal('0.001'),
  takerFee: decimal('0.0015'),
  tradingHours: '',
  enabled: true,
  sort: 0,
  baseDecimals: 8,
  quoteDecimals: 6,
};

/** A random batch of limit orders from 6 users, as the runner would hold them, matched by the real engine. */
function batch(seed: number) {
  const random = mulberry32(seed);
  const book = new OrderBook();
  const orders = new Map<number, OrderState>();
  const events: EngineEvent[] = [];
  for (let id = 1; id <= 60; id += 1) {
    const side = random() < 0.5 ? 'buy' : 'sell';
    const priceTicks = 6_000_000 + Math.floor(random() * 40) - 20;
    const lots = 1 + Math.floor(random() * 30);
    const price = stepsToDecimal(priceTicks, market.tick);
    const amount = stepsToDecimal(lots, market.lot);
    const order: OrderState = {
      id,
      userId: 1 + Math.floor(random() * 6),
      clientOrderId: null,
      side,
      type: 'limit',
      timeInForce: random() < 0.2 ? 'IOC' : 'GTC',
      price,
      amount,
      quoteAmount: null,
      priceTicks,
      lots,
      remainingLots: lots,
      frozen: side === 'buy' ? mul(price, amount) : amount,
      filledAmount: ZERO,
      filledQuote: ZERO,
      fee: ZERO,
      status: 'SUBMITTED',
      cancelReason: null,
      seq: id,
      createdAt: 0,
      updatedAt: 0,
    };
    orders.set(id, order);
    book.execute(
      {
        kind: 'place',
        type: 'limit',
        orderId: id,
        accountId: order.userId,
        side,
        priceTicks,
        lots,
        timeInForce: order.timeInForce,
      },
      events,
    );
  }
  const frozenBefore = new Map([...orders].map(([id, o]) => [id, o.frozen]));
  return { orders, events, frozenBefore };
}

const bump = <K>(map: Map<K, Decimal>, key: K, amount: Decimal) =>
  map.set(key, add(map.get(key) ?? ZERO, amount));

/** Net change per account part, and what each hold gave up, from the postings. */
function effects(postings: readonly Posting[]) {
  const net = new Map<string, Decimal>();
  const released = new Map<string, Decimal | 'rest'>();
  for (const posting of postings) {
    // Each posting balances per coin, with no zero line (the ledger's first rule).
    const perAsset = new Map<string, Decimal>();
    for (const line of posting.lines) {
      expect(isZero(decimal(line.amount))).toBe(false);
      bump(perAsset, line.account.asset, decimal(line.amount));
    }
    for (const total of perAsset.values()) expect(toPlainString(total)).toBe('0');
    for (const line of posting.lines) {
      const key = `${accountKey(line.account)}#${line.part}`;
      net.set(key, add(net.get(key) ?? ZERO, decimal(line.amount)));
    }
    for (const release of posting.holds?.release ?? []) {
      const before = released.get(release.key) ?? ZERO;
      if (before === 'rest') throw new Error(`${release.key} released after its rest`);
      released.set(
        release.key,
        release.amount === undefined ? 'rest' : add(before, decimal(release.amount)),
      );
    }
  }
  return { net, released };
}

describe('spot settlement: a batch posted per change type', () => {
  it('moves exactly what each fill, fee and release moves, fill by fill', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { orders, events, frozenBefore } = batch(seed);
      const result = settle(market, events, orders, { lastTradeNo: 100, nowMs: 0, batchSeq: 7 });
      expect(result.trades.length).toBeGreaterThan(5);
      const { net, released } = effects(result.postings);

      // What the old path posted, fill by fill: one posting per side and per fee.
      const expected = new Map<string, Decimal>();
      const user = (id: number, asset: string, part: string) => `user:${id}:spot:${asset}#${part}`;
      const heldFor = new Map<number, Decimal>();
      for (const t of result.trades) {
        const buyerIsMaker = t.takerSide === 'sell';
        const buyer = buyerIsMaker ? t.makerUserId : t.takerUserId;
        const seller = buyerIsMaker ? t.takerUserId : t.makerUserId;
        const buyerFee = round(
          mul(t.amount, buyerIsMaker ? market.makerFee : market.takerFee),
          8,
          'ceil',
        );
        const sellerFee = round(
          mul(t.quoteAmount, buyerIsMaker ? market.takerFee : market.makerFee),
          6,
          'ceil',
        );
        expect([t.makerFee, t.takerFee].map(toPlainString).sort()).toEqual(
          [buyerFee, sellerFee].map(toPlainString).sort(),
        );
        bump(expected, user(buyer, 'USDT', 'frozen'), neg(t.quoteAmount));
        bump(expected, user(buyer, 'BTC', 'available'), sub(t.amount, buyerFee));
        bump(expected, user(seller, 'BTC', 'frozen'), neg(t.amount));
        bump(expected, user(seller, 'USDT', 'available'), sub(t.quoteAmount, sellerFee));
        for (const [asset, fee] of [
          ['BTC', buyerFee],
          ['USDT', sellerFee],
        ] as const) {
          const safu = round(mul(fee, decimal('0.1')), 18, 'down');
          bump(expected, `system:fees:${asset}#available`, sub(fee, safu));
          bump(expected, `system:security_fund:${asset}#available`, safu);
        }
        const buyOrder = buyerIsMaker ? t.makerOrderId : t.takerOrderId;
        const sellOrder = buyerIsMaker ? t.takerOrderId : t.makerOrderId;
        bump(heldFor, buyOrder, t.quoteAmount);
        bump(heldFor, sellOrder, t.amount);
      }
      // Each finished order releases what it still holds.
      for (const order of orders.values()) {
        if (order.status !== 'FILLED' && order.status !== 'CANCELLED') continue;
        const rest = sub(frozenBefore.get(order.id) ?? ZERO, heldFor.get(order.id) ?? ZERO);
        expect(toPlainString(order.frozen)).toBe('0');
        if (isZero(rest)) continue;
        const asset = order.side === 'buy' ? 'USDT' : 'BTC';
        bump(expected, user(order.userId, asset, 'frozen'), neg(rest));
        bump(expected, user(order.userId, asset, 'available'), rest);
      }
      const clean = (map: Map<string, Decimal>) =>
        Object.fromEntries(
          [...map]
            .filter(([key, v]) => !isZero(v) && !key.startsWith('system:clearing'))
            .map(([k, v]) => [k, toPlainString(v)]),
        );
      expect(clean(net)).toEqual(clean(expected));
      // Clearing returns to zero within the batch.
      for (const [key, value] of net)
        if (key.startsWith('system:clearing')) expect(toPlainString(value)).toBe('0');

      // Holds: each fill releases its part of its order's hold, a finished order the rest.
      for (const [id, amount] of heldFor) {
        const order = orders.get(id);
        const finished = order?.status === 'FILLED' || order?.status === 'CANCELLED';
        const got = released.get(holdKey(id));
        if (finished && !isZero(sub(frozenBefore.get(id) ?? ZERO, amount)))
          expect(got).toBe('rest');
        else expect(toPlainString(got as Decimal)).toBe(toPlainString(amount));
      }

      // Three transactions for all the fills, then one release per finished order.
      const types = result.postings.map((p) => p.type);
      expect(types.slice(0, 3)).toEqual(['spot_buy', 'spot_sell', 'fee']);
      expect(result.postings.slice(0, 3).map((p) => p.idempotencyKey)).toEqual([
        'spot:BTC/USDT:b7:buy',
        'spot:BTC/USDT:b7:sell',
        'spot:BTC/USDT:b7:fee',
      ]);
      expect(result.postings.slice(3).every((p) => p.memo === 'unfreeze')).toBe(true);
      // Every user line of a fill names its trade.
      const trades = new Set(result.trades.map((t) => `spot_trade:BTC/USDT:${t.tradeNo}`));
      for (const posting of result.postings.slice(0, 3))
        for (const line of posting.lines)
          if ('userId' in line.account) expect(trades.has(line.reference ?? '')).toBe(true);
          else expect(line.reference).toBeUndefined();
    }
  });

  it('posts nothing for a batch without fills but its releases', () => {
    const { orders } = batch(9);
    const order = orders.get(1) as OrderState;
    const result = settle(
      market,
      [{ kind: 'cancelled', orderId: 1, reason: 'user', remainingLots: order.lots }],
      orders,
      { lastTradeNo: 0, nowMs: 0, batchSeq: 1 },
    );
    expect(result.postings.map((p) => p.memo)).toEqual(['unfreeze']);
    expect(result.trades).toEqual([]);
  });
});
