import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { PerpOrder, PerpPosition, WsServerMessage } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { manualClock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { perpHarness } from '../../test/perp.js';
import { createLedger } from '../ledger/index.js';

let t: TestApp;
let h: ReturnType<typeof perpHarness>;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  h = perpHarness(t, createLedger(t.database.db, manualClock()));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/uc/ws`;
});
afterAll(() => t.close());

async function client() {
  const ws = new WebSocket(url);
  const inbox: WsServerMessage[] = [];
  ws.on('message', (data) => inbox.push(JSON.parse(String(data)) as WsServerMessage));
  await once(ws, 'open');
  return {
    ws,
    send: (message: unknown) => ws.send(JSON.stringify(message)),
    /** The first message (waiting up to 2 s) that matches, taken out of the inbox. */
    take(match: (m: WsServerMessage) => boolean): Promise<WsServerMessage> {
      return vi.waitFor(
        () => {
          const index = inbox.findIndex(match);
          if (index < 0) throw new Error('no such message yet');
          return inbox.splice(index, 1)[0] as WsServerMessage;
        },
        { timeout: 2000, interval: 5 },
      );
    },
  };
}

const is = (topic: string, type: WsServerMessage['type']) => (m: WsServerMessage) =>
  m.topic === topic && m.type === type;

describe('perpetual topics', () => {
  it('streams entrusts, positions, the book and the mark to their subscribers', async () => {
    h.setMark('95000');
    const [x, y] = [await h.trader(), await h.trader()];
    const c = await client();
    c.send({ op: 'auth', token: x.token });
    await c.take((m) => m.type === 'authed');
    c.send({
      op: 'sub',
      topics: ['perp_orders', 'perp_positions', 'perp_depth:btcusdt', 'mark:BTC-USDT'],
    });
    expect((await c.take(is('perp_orders', 'snapshot'))).data).toEqual([]);
    expect((await c.take(is('perp_positions', 'snapshot'))).data).toEqual([]);
    const depth = await c.take(is('perp_depth:BTCUSDT', 'snapshot'));
    expect(depth.data).toMatchObject({ symbol: 'BTCUSDT' });
    const mark = await c.take(is('mark:BTCUSDT', 'snapshot'));
    expect(mark.data).toMatchObject({ symbol: 'BTCUSDT', markPrice: '95000' });

    const resting = await h.openLong(x, 3, '94000', 10);
    const orders = await c.take(is('perp_orders', 'update'));
    expect((orders.data as PerpOrder[])[0]).toMatchObject({
      orderId: resting.orderId,
      status: 'PENDING',
    });
    const book = await c.take(is('perp_depth:BTCUSDT', 'update'));
    expect(book.data).toMatchObject({ bids: expect.arrayContaining([['94000', '3']]) });

    await h.openShort(y, 3, '94000', 10);
    const filled = await c.take(is('perp_orders', 'update'));
    expect((filled.data as PerpOrder[])[0]).toMatchObject({ status: 'FILLED' });
    const positions = await c.take(is('perp_positions', 'update'));
    expect((positions.data as PerpPosition[])[0]).toMatchObject({ direction: 'long', lots: 3 });
    // The trade moves the last price at once, without waiting for a mark tick.
    const traded = await c.take(is('mark:BTCUSDT', 'update'));
    expect(traded.data).toMatchObject({ symbol: 'BTCUSDT', lastPrice: '94000' });
    // y's entrusts never reach x's socket.
    expect(filled.data as PerpOrder[]).toHaveLength(1);
    c.ws.close();
  });

  it('refuses an unknown contract and private topics before auth', async () => {
    const c = await client();
    c.send({ op: 'sub', topics: ['mark:DOGEUSDT', 'perp_positions'] });
    const errors = [
      await c.take((m) => m.type === 'error' && m.topic === 'mark:DOGEUSDT'),
      await c.take((m) => m.type === 'error' && m.topic === 'perp_positions'),
    ];
    expect(errors.map((e) => e.code)).toEqual([expect.any(Number), expect.any(Number)]);
    c.ws.close();
  });
});
