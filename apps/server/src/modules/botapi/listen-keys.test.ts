import type { SpotOrder } from '@exchange/contracts';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import type { HubSocket } from '../realtime/index.js';
import type { KeyCaller, Keys } from './keys.service.js';
import { createListenKeys, RESUME_EVENTS, type StreamSocket } from './listen-keys.js';

const caller = { apiKey: 'k'.repeat(64), userId: 7, keyId: 1 } as KeyCaller;

function setup() {
  const clock = manualClock(1_000_000);
  let hubSide: HubSocket | null = null;
  let authenticate: ((token: string) => Promise<number | null>) | null = null;
  const listenKeys = createListenKeys({
    clock,
    keys: { caller: async () => caller } as unknown as Keys,
    connect: (socket, options) => {
      hubSide = socket;
      authenticate = options.authenticate;
      return { receive: async () => undefined, close: () => undefined };
    },
  });
  const hub = (message: object) => hubSide?.send(JSON.stringify(message));
  return { clock, listenKeys, hub, authenticate: (token: string) => authenticate?.(token) };
}

const order = (id: number, extra: Partial<SpotOrder> = {}): SpotOrder => ({
  orderId: String(id),
  clientOrderId: null,
  symbol: 'BTC/USDT',
  side: 'buy',
  type: 'limit',
  timeInForce: 'GTC',
  price: '100',
  amount: '1',
  quoteAmount: null,
  filledAmount: '0',
  filledQuote: '0',
  averagePrice: null,
  fee: '0',
  feeAsset: 'BTC',
  status: 'PENDING',
  cancelReason: null,
  createdAt: 1,
  updatedAt: 1,
  ...extra,
});

function socket(): StreamSocket & { frames: Record<string, unknown>[] } {
  const frames: Record<string, unknown>[] = [];
  return {
    readyState: 1,
    frames,
    send: (text) => frames.push(JSON.parse(text) as Record<string, unknown>),
    close: () => undefined,
  };
}

describe('listen keys', () => {
  it('tells a partial fill as TRADE with the last quantity and price, and a cancel as CANCELED', () => {
    const { listenKeys, hub } = setup();
    const key = listenKeys.create(caller);
    const s = socket();
    listenKeys.attach(key, s);
    hub({ topic: 'orders', type: 'snapshot', data: [order(1)] });
    hub({
      topic: 'orders',
      type: 'update',
      data: [order(1, { filledAmount: '0.4', filledQuote: '40', fee: '0.0004' })],
    });
    hub({
      topic: 'orders',
      type: 'update',
      data: [order(1, { filledAmount: '1', filledQuote: '99.4', fee: '0.001', status: 'FILLED' })],
    });
    hub({
      topic: 'orders',
      type: 'update',
      data: [order(2, { status: 'CANCELLED', cancelReason: 'user' })],
    });
    expect(s.frames.map((f) => [f['i'], f['x'], f['X'], f['l'], f['L'], f['n']])).toEqual([
      [1, 'TRADE', 'PARTIALLY_FILLED', '0.4', '100', '0.0004'],
      [1, 'TRADE', 'FILLED', '0.6', '99', '0.0006'],
      [2, 'NEW', 'NEW', '0', '0', '0'],
      [2, 'CANCELED', 'CANCELED', '0', '0', '0'],
    ]);
    expect(s.frames.map((f) => f['seq'])).toEqual([1, 2, 3, 4]);
  });

  it('tells only the balances that changed', () => {
    const { listenKeys, hub } = setup();
    const key = listenKeys.create(caller);
    const s = socket();
    listenKeys.attach(key, s);
    const asset = (a: string, available: string) => ({
      asset: a,
      available,
      frozen: '1',
      locked: '0.5',
      total: '0',
      usdValue: null,
    });
    hub({
      topic: 'balances',
      type: 'snapshot',
      data: { assets: [asset('BTC', '1'), asset('USDT', '5')] },
    });
    hub({
      topic: 'balances',
      type: 'update',
      data: { assets: [asset('BTC', '2'), asset('USDT', '5')] },
    });
    expect(s.frames).toEqual([
      expect.objectContaining({
        e: 'outboundAccountPosition',
        B: [{ a: 'BTC', f: '2', l: '1.5' }],
      }),
    ]);
  });

  it('resumes from a sequence, and says so when the events asked for are no longer kept', () => {
    const { listenKeys, hub } = setup();
    const key = listenKeys.create(caller);
    for (let i = 1; i <= RESUME_EVENTS + 5; i += 1)
      hub({
        topic: 'orders',
        type: 'update',
        data: [order(i, { status: 'CANCELLED', cancelReason: 'user' })],
      });
    // Two events per order (NEW, CANCELED): the oldest kept is 2 * (RESUME_EVENTS + 5) - RESUME_EVENTS + 1.
    const last = 2 * (RESUME_EVENTS + 5);
    const recent = socket();
    listenKeys.attach(key, recent, last - 3);
    expect(recent.frames.map((f) => f['seq'])).toEqual([last - 2, last - 1, last]);
    const late = socket();
    listenKeys.attach(key, late, 3);
    expect(late.frames[0]).toMatchObject({
      e: 'eventsLost',
      since: 3,
      oldest: last - RESUME_EVENTS + 1,
    });
    expect(late.frames).toHaveLength(RESUME_EVENTS + 1);
  });

  it('authenticates its hub connection only while the listen key lives', async () => {
    const { clock, listenKeys, authenticate } = setup();
    const key = listenKeys.create(caller);
    expect(await authenticate(key)).toBe(7);
    expect(await authenticate('other')).toBeNull();
    clock.advance(60 * 60_000);
    listenKeys.sweep();
    expect(await authenticate(key)).toBeNull();
    expect(listenKeys.attach(key, socket())).toBe(false);
  });
});
