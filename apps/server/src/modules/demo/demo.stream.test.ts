import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { DemoSession, SpotOrder, WsServerMessage } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { manualClock } from '../../lib/clock.js';
import { registerAccount, reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { perpHarness } from '../../test/perp.js';
import { createLedger } from '../ledger/index.js';
import { deposit } from '../ledger/ledger.test-support.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/uc/ws`;
});
afterAll(() => t.close());

async function client(token: string) {
  const ws = new WebSocket(url);
  const inbox: WsServerMessage[] = [];
  ws.on('message', (data) => inbox.push(JSON.parse(String(data)) as WsServerMessage));
  await once(ws, 'open');
  const take = (match: (m: WsServerMessage) => boolean): Promise<WsServerMessage> =>
    vi.waitFor(
      () => {
        const index = inbox.findIndex(match);
        if (index < 0) throw new Error('no such message yet');
        return inbox.splice(index, 1)[0] as WsServerMessage;
      },
      { timeout: 2000, interval: 5 },
    );
  ws.send(JSON.stringify({ op: 'auth', token }));
  await take((m) => m.type === 'authed');
  return { ws, take, send: (message: unknown) => ws.send(JSON.stringify(message)) };
}

const is = (topic: string, type: WsServerMessage['type']) => (m: WsServerMessage) =>
  m.topic === topic && m.type === type;

describe('demo accounts on the stream', () => {
  it("streams a demo account's own orders, positions and balances from the demo venue", async () => {
    const ledger = createLedger(t.database.db, manualClock());
    const maker = await registerAccount(t);
    await deposit(ledger, 'ws-mk', maker.member.id, '10', 'BTC');
    await t.post(
      '/uc/exchange/order/add',
      { symbol: 'BTC/USDT', side: 'sell', type: 'limit', price: '91000', amount: '1' },
      { token: maker.token },
    );
    const perp = perpHarness(t, ledger);
    perp.setMark('95000');
    await perp.openShort(await perp.trader('100000'), 40, '96000', 5);

    const real = await registerAccount(t);
    const demo = reply<DemoSession>(await t.post('/uc/demo/enter', {}, { token: real.token })).data;
    const c = await client(demo.token);
    c.send({ op: 'sub', topics: ['orders', 'balances', 'perp_orders', 'perp_positions'] });
    expect((await c.take(is('orders', 'snapshot'))).data).toEqual([]);
    const balances = await c.take(is('balances', 'snapshot'));
    expect(balances.data).toMatchObject({
      wallet: 'spot',
      assets: expect.arrayContaining([
        expect.objectContaining({ asset: 'USDT', available: '3000' }),
      ]),
    });
    expect((await c.take(is('perp_positions', 'snapshot'))).data).toEqual([]);

    const placed = await t.post(
      '/uc/exchange/order/add',
      { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '91000', amount: '0.01' },
      { token: demo.token },
    );
    const order = reply<SpotOrder>(placed).data;
    expect(order.status, placed.body).toBe('FILLED');
    const update = await c.take(
      (m) =>
        is('orders', 'update')(m) && (m.data as SpotOrder[]).some((o) => o.status === 'FILLED'),
    );
    expect((update.data as SpotOrder[]).find((o) => o.orderId === order.orderId)).toBeDefined();
    await c.take(
      (m) => is('balances', 'update')(m) && JSON.stringify(m.data).includes('"asset":"BTC"'),
    );

    await t.post(
      '/uc/asset/transfer',
      { asset: 'USDT', from: 'spot', to: 'contract', amount: '500', requestId: 'ws-demo-1' },
      { token: demo.token },
    );
    await t.get(
      '/uc/contract/perpetual/order',
      {
        symbol: 'BTCUSDT',
        direction: 'long',
        action: 'open',
        type: 'limit',
        price: '96000',
        lots: 2,
        leverage: 10,
      },
      { token: demo.token },
    );
    await c.take(is('perp_orders', 'update'));
    const positions = await c.take(is('perp_positions', 'update'));
    expect(positions.data).toEqual([expect.objectContaining({ symbol: 'BTCUSDT', lots: 2 })]);
    // Reconnecting, the snapshot comes from the demo venue too.
    const again = await client(demo.token);
    again.send({ op: 'sub', topics: ['perp_positions'] });
    expect((await again.take(is('perp_positions', 'snapshot'))).data).toEqual([
      expect.objectContaining({ symbol: 'BTCUSDT', lots: 2 }),
    ]);
    c.ws.close();
    again.ws.close();
  });
});
