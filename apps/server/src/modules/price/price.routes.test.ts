import { API_BASE, ERRORS, PATHS } from '@exchange/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createPriceIndex, type PriceIndex } from './price.service.js';
import { registerPriceRoutes } from './price.routes.js';
import { createSimulatedFeed } from './simulated.js';

// The app serves the route on its own index; this test mounts a second copy on
// its own index under a probe prefix, so it can control the polls.
const PROBE = `${API_BASE}/probe`;
const url = `${PROBE}${PATHS.indexPrice}`;
const clock = manualClock(Date.UTC(2026, 10, 21, 12));
let index: PriceIndex;
let t: TestApp;

beforeAll(async () => {
  index = createPriceIndex({ feeds: [createSimulatedFeed({ seed: 1, clock })], clock });
  // Registered the way app.ts registers module routes, so the envelope, sign and errors are real.
  t = await createTestApp({
    configure: async (app) => {
      await app
        .withTypeProvider<ZodTypeProvider>()
        .register(async (api) => registerPriceRoutes(api, index), { prefix: PROBE });
    },
  });
});
afterAll(() => t.close());

const body = async (query?: Record<string, string>) => {
  const res = await t.get(url, query);
  return { status: res.statusCode, ...(JSON.parse(res.body) as { code: number; data: unknown }) };
};

describe(`GET ${url}`, () => {
  it('says "syncing" for a coin before the index has fresh sources, and lists nothing', async () => {
    expect(await body()).toMatchObject({ status: 200, code: 0, data: [] });
    expect(await body({ symbol: 'BTC' })).toMatchObject({
      status: 503,
      code: ERRORS.DATA_SYNCING.code,
    });
  });

  it('lists every priced coin with its source count, time and the simulated label', async () => {
    await index.poll();
    const { code, data } = await body();
    expect(code).toBe(0);
    expect(data).toHaveLength(9);
    expect(data).toContainEqual({
      symbol: 'BTC',
      price: '95000',
      atMs: clock.nowMs(),
      sources: 1,
      simulated: true,
    });
  });

  it('answers for one coin, in any case', async () => {
    const { data } = await body({ symbol: ' eth ' });
    expect(data).toEqual([expect.objectContaining({ symbol: 'ETH', price: '3400' })]);
  });

  it.each(['XYZ', 'USDT', '<script>', 'A'.repeat(40)])(
    'refuses %j as an unknown coin',
    async (symbol) => {
      expect(await body({ symbol })).toMatchObject({
        status: 400,
        code: ERRORS.ASSET_UNKNOWN.code,
      });
    },
  );

  it('goes back to "syncing" once the quotes are stale', async () => {
    clock.advance(31_000);
    expect((await body({ symbol: 'BTC' })).code).toBe(ERRORS.DATA_SYNCING.code);
    expect((await body()).data).toEqual([]);
  });
});
