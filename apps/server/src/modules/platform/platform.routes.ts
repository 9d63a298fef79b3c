import { PATHS, clientConfigSchema, envelope, healthSchema } from '@exchange/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { PUBLIC } from '../../http/user-routes.js';
import type { Clock } from '../../lib/clock.js';

export interface PlatformInfo {
  readonly signSecret: string;
  readonly signWindowS: number;
  readonly customerServiceUrl: string;
  readonly demoData: boolean;
  readonly captchaEnabled: boolean;
  readonly version: string;
}

/** What a client needs before it can sign its first request. Not signed itself. */
export function registerPlatformRoutes(api: Api, info: PlatformInfo, clock: Clock): void {
  api.get(
    PATHS.clientConfig,
    {
      config: PUBLIC,
      schema: {
        tags: ['platform'],
        summary:
          'Client configuration, including the request-sign secret (not a credential) and the server time',
        response: { 200: envelope(clientConfigSchema) },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({
        signSecret: info.signSecret,
        signWindowS: info.signWindowS,
        serverTimeMs: clock.nowMs(),
        customerServiceUrl: info.customerServiceUrl,
        demoData: info.demoData,
        captchaEnabled: info.captchaEnabled,
        version: info.version,
      });
    },
  );
}

/** Liveness and database reachability for load balancers; outside /uc/ and unsigned. */
export function registerHealthRoute(
  app: FastifyInstance,
  ping: () => Promise<boolean>,
  clock: Clock,
  version: string,
): void {
  const startedMs = clock.nowMs();
  app.get(
    '/healthz',
    {
      config: PUBLIC,
      schema: {
        tags: ['platform'],
        response: { 200: envelope(healthSchema), 503: envelope(healthSchema) },
      },
    },
    async (_req, reply) => {
      const databaseUp = await ping();
      reply.code(databaseUp ? 200 : 503);
      return ok({
        status: databaseUp ? ('ok' as const) : ('degraded' as const),
        database: databaseUp ? ('ok' as const) : ('down' as const),
        uptimeS: Math.floor((clock.nowMs() - startedMs) / 1000),
        version,
      });
    },
  );
}

/**
 * POST /__test/clock {advanceMs}: moves a browser test's server clock
 * forward and runs every durable job that fell due (the daily savings
 * payout, say), then answers the new time. Registered only when the server
 * runs with TEST_CLOCK=on, which the configuration refuses outside
 * NODE_ENV=test.
 */
export function registerTestClockRoute(
  app: FastifyInstance,
  testClock: { advance(ms: number): void },
  clock: Clock,
  jobs: { runDue(limit?: number): Promise<number> },
): void {
  const body = z.object({
    advanceMs: z
      .number()
      .int()
      .min(0)
      .max(31 * 86_400_000),
  });
  app.post('/__test/clock', { config: PUBLIC, schema: { hide: true, body } }, async (req) => {
    testClock.advance((req.body as z.infer<typeof body>).advanceMs);
    // A few rounds: a job may enqueue another that is due at once.
    let ran = 0;
    for (let round = 0; round < 10; round += 1) {
      const batch = await jobs.runDue(100);
      ran += batch;
      if (batch === 0) break;
    }
    return ok({ nowMs: clock.nowMs(), ran });
  });
}
