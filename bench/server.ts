/**
 * The embedded default as a benchmark subject: the real server
 * (`apps/server/src/main.ts`, from source) on a fresh PGlite data directory
 * in the temp folder, on a free loopback port, with the demo makers and the
 * simulated price feed. `stop()` ends it and removes the directory.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = join(ROOT, 'apps/server/src/main.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface EmbeddedServer {
  readonly base: string;
  readonly dataDir: string;
  stop(): Promise<void>;
}

export async function startEmbeddedServer(name: string): Promise<EmbeddedServer> {
  const dataDir = await mkdtemp(join(tmpdir(), `${name}-`));
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    base: `http://127.0.0.1:${port}`,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
