import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { createPriceModule, type PriceOptions } from './price.module.js';

const options: PriceOptions = {
  feed: 'simulated',
  exchanges: [],
  seed: 1,
  pollMs: 1_000,
  maxAgeMs: 30_000,
  minSources: 1,
  timeoutMs: 5_000,
};

describe('price module', () => {
  it('polls the simulator from its job and labels the result', async () => {
    const clock = manualClock();
    const prices = createPriceModule({ clock, log: () => undefined, options });
    const [job] = prices.jobs();
    expect(job).toMatchObject({ name: 'index prices', everyMs: 1_000 });
    await job?.run();
    expect(prices.index.price('BTC')).toMatchObject({ price: '95000', simulated: true });
  });

  it('builds one feed per configured exchange, which fail quietly when unreachable', async () => {
    // A loopback port nobody listens on any more, so connections are refused at once.
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const closedUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
    probe.close();
    const clock = manualClock();
    const logs: unknown[] = [];
    const prices = createPriceModule({
      clock,
      log: (message, details) => void logs.push({ message, ...details }),
      options: {
        ...options,
        feed: 'exchanges',
        exchanges: ['binance', 'okx'],
        baseUrls: { binance: closedUrl, okx: closedUrl },
        timeoutMs: 500,
      },
    });
    expect(await prices.index.poll()).toEqual([]);
    expect(logs).toHaveLength(2);
    expect(logs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'binance' }),
        expect.objectContaining({ source: 'okx' }),
      ]),
    );
  });
});
