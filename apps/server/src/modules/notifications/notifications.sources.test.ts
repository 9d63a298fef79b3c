import { describe, expect, it } from 'vitest';
import type { DomainEvent, DomainEvents, EventName } from '../events/index.js';
import { noticesOf, SOURCE_EVENTS } from './notifications.sources.js';

const event = <N extends EventName>(name: N, payload: DomainEvents[N]): DomainEvent =>
  ({ id: '1', name, key: `${name}:k`, payload, atMs: 0 }) as DomainEvent;

const p2p = (over: Partial<DomainEvents['p2p.record']>) =>
  event('p2p.record', {
    orderId: 5,
    orderNo: '26112800000005',
    seq: 3,
    actor: 'buyer',
    category: 'order',
    event: 'paid',
    buyerId: 10,
    sellerId: 20,
    coin: 'USDT',
    fiat: 'CNY',
    quantity: '100',
    amount: '710',
    ...over,
  });

describe('what each event tells whom', () => {
  it('tells a P2P record to the parties other than its author, in its category', () => {
    expect(noticesOf(p2p({})).map((n) => [n.userId, n.category, n.kind, n.key, n.link])).toEqual([
      [20, 'p2p', 'p2p.paid', 'p2p.record:k:20', '/c2c/order/5'],
    ]);
    // An operator's decision reaches both parties; its appeal category decides their switches.
    expect(
      noticesOf(p2p({ actor: 'operator:1', category: 'appeal', event: 'completed' })).map((n) => [
        n.userId,
        n.category,
      ]),
    ).toEqual([
      [10, 'appeal'],
      [20, 'appeal'],
    ]);
    // A chat message: one unread line per order, linked to the chat.
    const [chat] = noticesOf(p2p({ actor: 'seller', category: 'chat', event: null }));
    expect(chat).toMatchObject({
      userId: 10,
      category: 'chat',
      kind: 'p2p.message',
      thread: 'p2p:5',
      link: '/c2c/order/5/chat',
    });
    // An operator's proposal with no order event stays in the case file.
    expect(noticesOf(p2p({ actor: 'operator:1', category: 'appeal', event: null }))).toEqual([]);
  });

  it('tells a filled contract order as a trade, and one closing a liquidation as a risk', () => {
    const notices = noticesOf(
      event('trade.orders_filled', {
        orders: [
          {
            userId: 1,
            orderId: 7,
            venue: 'perp',
            symbol: 'BTCUSDT',
            side: 'buy',
            quantity: '3',
            price: '95000',
          },
          {
            userId: 2,
            orderId: 8,
            venue: 'perp',
            symbol: 'BTCUSDT',
            side: 'sell',
            quantity: '3',
            price: '94000',
            liquidation: true,
          },
        ],
      }),
    );
    expect(notices.map((n) => [n.userId, n.category, n.kind, n.key])).toEqual([
      [1, 'trade', 'perp.filled', 'trade.orders_filled:k:7'],
      [2, 'risk', 'perp.liquidated', 'trade.orders_filled:k:8'],
    ]);
  });

  it('words margin calls, loans, support replies, mining income and security changes', () => {
    expect(
      noticesOf(
        event('perp.margin_call', { userId: 1, positionId: 2, symbol: 'BTCUSDT', rate: '0.8512' }),
      )[0],
    ).toMatchObject({
      category: 'risk',
      params: { rate: '85.12 %' },
      link: '/perpetualContract/BTCUSDT',
    });
    expect(
      noticesOf(
        event('lending.notice', {
          userId: 1,
          loan: 'pledge',
          loanId: '9',
          notice: 'liquidated',
          values: { id: '9' },
        }),
      )[0],
    ).toMatchObject({ category: 'risk', kind: 'pledge.liquidated', link: '/pledge/order/9' });
    expect(
      noticesOf(
        event('lending.notice', {
          userId: 1,
          loan: 'credit',
          loanId: '9',
          notice: 'approved',
          values: {},
        }),
      )[0],
    ).toMatchObject({ category: 'loans', kind: 'credit.approved' });
    expect(
      noticesOf(
        event('support.replied', {
          userId: 1,
          conversationId: 4,
          seq: 9,
          agent: 'Ann',
          preview: null,
        }),
      )[0],
    ).toMatchObject({ category: 'chat', kind: 'support.image', thread: 'support:4' });
    expect(
      noticesOf(
        event('account.security', {
          logId: 1,
          userId: 1,
          change: 'new_device',
          ip: '1.2.3.4',
          device: 'Safari on iOS',
        }),
      )[0],
    ).toMatchObject({ category: 'security', kind: 'security.new_device', link: '/safety' });
    expect(
      noticesOf(
        event('mining.income_paid', {
          orderId: 'm1',
          userId: 1,
          coin: 'BTC',
          day: 'd',
          amount: '1',
        }),
      )[0],
    ).toMatchObject({ category: 'earn', link: '/financial/mining/order/m1' });
  });

  it('ignores the events users are not told of', () => {
    expect(SOURCE_EVENTS).not.toContain('trade.fees_paid');
    expect(noticesOf(event('trade.fees_paid', { fees: [] }))).toEqual([]);
  });
});
