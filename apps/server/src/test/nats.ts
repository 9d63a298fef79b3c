import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe } from 'vitest';

/**
 * A NATS server for the bus tests, started as the cluster starts it: the
 * repository's deploy/nats/nats.conf (JetStream, `sync_interval: always`),
 * a server of 2.10 or later that scripts/nats-server.sh put in .cache
 * (CI runs it first), a free loopback port and a store of its own.
 */
const root = resolve(import.meta.dirname, '../../../..');
export const NATS_BINARY = join(root, '.cache/nats-server/nats-server');
export const NATS_CONFIG = join(root, 'deploy/nats/nats.conf');

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export interface NatsServer {
  readonly url: string;
  /** The monitoring endpoint's /varz: the settings the server runs with. */
  varz(): Promise<Record<string, unknown>>;
  stop(): Promise<void>;
}

export async function startNats(): Promise<NatsServer> {
  const [port, monitor] = [await freePort(), await freePort()];
  const store = mkdtempSync(join(tmpdir(), 'nats-'));
  const args = ['-c', NATS_CONFIG, '-a', '127.0.0.1', '-p', String(port), '-m', String(monitor)];
  const child: ChildProcess = spawn(NATS_BINARY, [...args, '-sd', store], { stdio: 'ignore' });
  const varz = async () =>
    (await (await fetch(`http://127.0.0.1:${monitor}/varz`)).json()) as Record<string, unknown>;
  for (let i = 0; ; i += 1) {
    try {
      const info = await varz();
      if (info.jetstream) break;
    } catch {
      if (i > 100 || child.exitCode !== null) throw new Error('nats-server did not start');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `nats://127.0.0.1:${port}`,
    varz,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(store, { recursive: true, force: true });
    },
  };
}

const inCi = process.env.CI === 'true' || process.env.CI === '1';

/** `describe` for bus tests: skipped with a reason without the server binary, except in CI. */
export function describeWithNats(name: string, body: () => void): void {
  const missing = !existsSync(NATS_BINARY);
  if (missing && inCi) {
    describe(name, () => {
      throw new Error(`${NATS_BINARY} is required in CI (scripts/nats-server.sh)`);
    });
    return;
  }
  if (missing) console.warn(`[skipped] ${name}: no ${NATS_BINARY} (run scripts/nats-server.sh)`);
  describe.skipIf(missing)(name, body);
}
