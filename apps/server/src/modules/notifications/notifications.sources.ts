import { decimal, mul, ROUNDING, toFixed } from '@exchange/money';
import type { DomainEvent, DomainEvents, EventName } from '../events/index.js';
import type { Notice } from './notifications.service.js';

type Of<N extends EventName> = (payload: DomainEvents[N], key: string) => readonly Notice[];

const pct = (fraction: string) =>
  `${toFixed(mul(decimal(fraction), decimal('100')), 2, ROUNDING.half_up)} %`;

/** Where in the app a record is (the web app's paths). */
const LINKS = {
  deposit: (id: number) => `/recharge/rechargeDetail?id=${id}`,
  withdrawal: (id: number) => `/withdraw/withdrawDetail?id=${id}`,
  spotOrder: (id: number) => `/orderDetail?orderId=${id}`,
  contracts: '/perpetualHistory',
  contract: (symbol: string) => `/perpetualContract/${symbol}`,
  p2pOrder: (id: number) => `/c2c/order/${id}`,
  p2pChat: (id: number) => `/c2c/order/${id}/chat`,
  pledge: (id: string) => `/pledge/order/${id}`,
  credit: '/credit/history',
  mining: (id: string) => `/financial/mining/order/${id}`,
  support: '/customerService',
  security: '/safety',
  alerts: '/priceAlerts?tab=history',
} as const;

/**
 * Each domain event a user is told of, as the notices it makes: who, in
 * which category, worded by which kind with which values, linked to which
 * screen. Keys derive from the event's, so a redelivered event makes none.
 */
const SOURCES: { readonly [N in EventName]?: Of<N> } = {
  'deposit.credited': (p, key) => [
    {
      userId: p.userId,
      category: 'funds',
      kind: 'deposit.credited',
      key,
      params: { amount: p.amount, asset: p.asset, chain: p.chain },
      link: LINKS.deposit(p.depositId),
    },
  ],
  'withdrawal.reviewed': (p, key) => [
    {
      userId: p.userId,
      category: 'funds',
      kind: p.approved ? 'withdrawal.approved' : 'withdrawal.rejected',
      key,
      params: { amount: p.amount, asset: p.asset, chain: p.chain, reason: p.reason ?? '—' },
      link: LINKS.withdrawal(p.withdrawalId),
    },
  ],
  'withdrawal.settled': (p, key) => [
    {
      userId: p.userId,
      category: 'funds',
      kind: 'withdrawal.sent',
      key,
      params: { amount: p.amount, asset: p.asset, chain: p.chain, txid: p.txid },
      link: LINKS.withdrawal(p.withdrawalId),
    },
  ],
  'trade.orders_filled': (p, key) =>
    p.orders.map((o): Notice => {
      const common = { userId: o.userId, key: `${key}:${o.orderId}` };
      if (o.venue === 'spot') {
        const [base = o.symbol, quote = ''] = o.symbol.split('/');
        return {
          ...common,
          category: 'trade',
          kind: o.side === 'buy' ? 'spot.buy_filled' : 'spot.sell_filled',
          params: { quantity: o.quantity, base, quote, symbol: o.symbol, price: o.price },
          link: LINKS.spotOrder(o.orderId),
        };
      }
      return {
        ...common,
        category: o.liquidation ? 'risk' : 'trade',
        kind: o.liquidation ? 'perp.liquidated' : 'perp.filled',
        params: { symbol: o.symbol, quantity: o.quantity, price: o.price },
        link: LINKS.contracts,
      };
    }),
  'perp.margin_call': (p, key) => [
    {
      userId: p.userId,
      category: 'risk',
      kind: 'perp.margin_call',
      key,
      params: { symbol: p.symbol, rate: pct(p.rate) },
      link: LINKS.contract(p.symbol),
    },
  ],
  'p2p.record': (p, key) => {
    const chat = p.category === 'chat';
    // Status changes without an order or appeal event (an operator's proposal) stay in the order's file.
    if (!chat && p.event === null) return [];
    const parties = [
      ['buyer', p.buyerId],
      ['seller', p.sellerId],
    ] as const;
    return parties
      .filter(([role]) => role !== p.actor)
      .map(([, userId]) => ({
        userId,
        category: chat ? 'chat' : p.category === 'appeal' ? 'appeal' : 'p2p',
        kind: chat ? 'p2p.message' : `p2p.${p.event}`,
        key: `${key}:${userId}`,
        params: {
          no: p.orderNo,
          quantity: p.quantity,
          coin: p.coin,
          amount: p.amount,
          fiat: p.fiat,
        },
        link: chat ? LINKS.p2pChat(p.orderId) : LINKS.p2pOrder(p.orderId),
        ...(chat ? { thread: `p2p:${p.orderId}` } : {}),
      }));
  },
  'lending.notice': (p, key) => [
    {
      userId: p.userId,
      category: p.loan === 'pledge' ? 'risk' : 'loans',
      kind: `${p.loan}.${p.notice}`,
      key,
      params: p.values,
      link: p.loan === 'pledge' ? LINKS.pledge(p.loanId) : LINKS.credit,
    },
  ],
  'support.replied': (p, key) => [
    {
      userId: p.userId,
      category: 'chat',
      kind: p.preview === null ? 'support.image' : 'support.replied',
      key,
      params: { agent: p.agent, preview: p.preview ?? '' },
      link: LINKS.support,
      thread: `support:${p.conversationId}`,
    },
  ],
  'mining.income_paid': (p, key) => [
    {
      userId: p.userId,
      category: 'earn',
      kind: 'mining.income',
      key,
      params: { amount: p.amount, coin: p.coin, order: p.orderId, day: p.day },
      link: LINKS.mining(p.orderId),
    },
  ],
  'alert.fired': (p, key) => {
    const [base = p.symbol, quote = ''] = p.symbol.split('/');
    return [
      {
        userId: p.userId,
        category: 'alerts',
        kind: `alert.${p.kind}`,
        key,
        params: {
          symbol: p.symbol,
          base,
          quote,
          price: p.price,
          threshold: p.threshold,
          value: p.value,
          basePrice: p.basePrice,
          ...(p.note ? { note: p.note } : {}),
        },
        link: LINKS.alerts,
      },
    ];
  },
  'account.security': (p, key) => [
    {
      userId: p.userId,
      category: 'security',
      kind: p.change === 'new_device' ? 'security.new_device' : 'security.changed',
      key,
      params: { change: p.change, device: p.device, ip: p.ip },
      link: LINKS.security,
    },
  ],
};

/** The events the centre is fed by. */
export const SOURCE_EVENTS = Object.keys(SOURCES) as EventName[];

/** The notices an event makes (none for an event the centre does not show). */
export function noticesOf(event: DomainEvent): readonly Notice[] {
  const source = SOURCES[event.name] as Of<EventName> | undefined;
  return source ? source(event.payload, event.key) : [];
}
