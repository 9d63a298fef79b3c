import { connect, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithNats, startNats, type NatsServer } from '../test/nats.js';
import { LogFencedError, MarketLog } from './market-log.js';

const bytes = (text: string) => new TextEncoder().encode(text);

/**
 * The market log on a real NATS server started with the repository's
 * configuration: JetStream syncs every write, and an append is refused
 * once another owner has appended.
 */
describeWithNats('the market log (NATS JetStream)', () => {
  let server: NatsServer;
  let a: NatsConnection;
  let b: NatsConnection;
  beforeAll(async () => {
    server = await startNats();
    [a, b] = [await connect({ servers: server.url }), await connect({ servers: server.url })];
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await server.stop();
  });

  it('runs JetStream with a sync on every write, as deploy/nats/nats.conf says', async () => {
    const varz = await server.varz();
    const jetstream = varz.jetstream as { config: Record<string, unknown> };
    expect(jetstream.config.sync_always).toBe(true);
  });

  it('continues a market’s sequence under a new owner and refuses the deposed one', async () => {
    const [logA, logB] = [
      await MarketLog.open(a, { replicas: 1, maxAgeMs: 3_600_000 }),
      await MarketLog.open(b, { replicas: 1, maxAgeMs: 3_600_000 }),
    ];
    expect(await logA.last('BTC/USDT')).toBe(0);
    const first = await logA.append('BTC/USDT', bytes('a1'), 0, 'a1');
    const second = await logA.append('BTC/USDT', bytes('a2'), first, 'a2');
    // Another market's appends do not move this one's sequence.
    await logB.append('ETH/USDT', bytes('e1'), 0, 'e1');
    // A retried append (same id) is a no-op answered with the first sequence.
    expect(await logA.append('BTC/USDT', bytes('a2'), first, 'a2')).toBe(second);

    // B takes the market over and continues from the last message.
    const last = await logB.last('BTC/USDT');
    expect(last).toBe(second);
    const third = await logB.append('BTC/USDT', bytes('b1'), last, 'b1');
    expect(third).toBeGreaterThan(second);

    // A wakes up believing it still owns the market: refused.
    await expect(logA.append('BTC/USDT', bytes('a3'), second, 'a3')).rejects.toBeInstanceOf(
      LogFencedError,
    );
    expect(await logA.last('BTC/USDT')).toBe(third);
  });

  it('lets exactly one of two writers racing on the same sequence append', async () => {
    const [logA, logB] = [
      await MarketLog.open(a, { replicas: 1, maxAgeMs: 3_600_000 }),
      await MarketLog.open(b, { replicas: 1, maxAgeMs: 3_600_000 }),
    ];
    const expected = await logA.last('SOL/USDT');
    const results = await Promise.allSettled([
      logA.append('SOL/USDT', bytes('x'), expected, 'race-a'),
      logB.append('SOL/USDT', bytes('y'), expected, 'race-b'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(LogFencedError);
  });
});
