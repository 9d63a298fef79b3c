/**
 * Runs the engine role (`engine.ts`) from the environment:
 *   DATABASE_URL   the shared PostgreSQL (required)
 *   NATS_URL       the bus (nats://127.0.0.1:4222 by default)
 *   ENGINE_ID      this process's name in the market leases (host:pid by default)
 *   LEASE_TTL_MS   how long a lease runs unrenewed (3000 by default): the
 *                  longest a market waits for a new owner after a crash
 *   NATS_REPLICAS  copies of each market-log message (1; 3 in production)
 *   HEALTH_PORT    where /health and /ready answer on 127.0.0.1 (none by default)
 * SIGTERM or SIGINT stops it cleanly, handing its markets over at once.
 * A parent process (the cluster script, the failover test) is told
 * `{ kind: 'ready' }` over IPC once it takes commands.
 */
import { hostname } from 'node:os';
import { startEngine } from './engine.js';

const env = process.env;
const number = (name: string, fallback: number): number => {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive integer`);
  return parsed;
};

async function main(): Promise<void> {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is required for the engine role');
  const owner = env.ENGINE_ID || `${hostname()}:${process.pid}`;
  const healthPort = env.HEALTH_PORT ? number('HEALTH_PORT', 0) : undefined;
  const engine = await startEngine({
    databaseUrl,
    natsUrl: env.NATS_URL || 'nats://127.0.0.1:4222',
    owner,
    leaseTtlMs: number('LEASE_TTL_MS', 3000),
    replicas: number('NATS_REPLICAS', 1),
    ...(healthPort === undefined ? {} : { healthPort }),
    log: (error, message) => console.error(`[${owner}] ${message}:`, error),
  });
  console.info(`[${owner}] engine ready; owns ${engine.spot.owned().join(', ') || 'nothing yet'}`);
  process.send?.({ kind: 'ready' });
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await engine.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  // A test's or the cluster script's child: gone with its parent.
  process.on('disconnect', () => void stop());
}

main().catch((error: unknown) => {
  console.error('engine failed to start:', error);
  process.exit(1);
});
