import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A Hardhat 2 node on 127.0.0.1, for tests. Chain id 31337, automine on. */
export interface LocalEvmNode {
  readonly rpcUrl: string;
  readonly pid: number;
  /** Kills the node by its PID and waits for it to exit. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * No Solidity sources and no compiler settings: the node never compiles, so it never
 * tries to download a compiler. Contracts are compiled with the solc npm package and
 * deployed as bytecode.
 */
const HARDHAT_CONFIG = `module.exports = {
  networks: {
    hardhat: {
      chainId: 31337,
      // Reverted transactions are mined and judged by their receipt, as on a real chain,
      // instead of eth_sendTransaction failing.
      throwOnTransactionFailures: false,
      mining: { auto: true, interval: 0 },
    },
  },
};
`;

const START_ATTEMPTS = 3;
const STOP_GRACE_MS = 5_000;

export async function startLocalEvmNode(startupTimeoutMs = 30_000): Promise<LocalEvmNode> {
  const dir = await mkdtemp(join(tmpdir(), 'evm-node-'));
  const removeDir = () => rm(dir, { recursive: true, force: true });
  try {
    const config = join(dir, 'hardhat.config.cjs');
    await writeFile(config, HARDHAT_CONFIG);
    // The free port is found before Hardhat binds it, so another process can take it in
    // between: try again on a fresh port rather than fail the suite.
    for (let attempt = 1; ; attempt++) {
      try {
        return await launch(config, startupTimeoutMs, removeDir);
      } catch (error) {
        if (attempt >= START_ATTEMPTS) throw error;
      }
    }
  } catch (error) {
    await removeDir();
    throw error;
  }
}

async function launch(
  config: string,
  startupTimeoutMs: number,
  removeDir: () => Promise<void>,
): Promise<LocalEvmNode> {
  const port = await freePort();
  // Hardhat is a devDependency, located at run time so production never loads it.
  const hardhatPackage = createRequire(import.meta.url).resolve('hardhat/package.json');
  const cli = join(dirname(hardhatPackage), 'internal', 'cli', 'bootstrap.js');
  const args = [cli, 'node', '--hostname', '127.0.0.1', '--port', String(port), '--config', config];
  const child = spawn(process.execPath, args, {
    // Hardhat refuses to run unless `hardhat` resolves from its working directory to
    // itself; the node_modules folder holding it satisfies that and is never written to.
    cwd: dirname(dirname(hardhatPackage)),
    env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' },
    // stdout carries a log line per request; it is discarded so a full pipe cannot stall the node.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr = tail(child);
  // A spawn failure emits 'error' and may never emit 'exit'.
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  // If the test process dies without its teardown, do not leave the node running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const escalate = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(escalate);
    }
    await removeDir();
  };

  const rpcUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForRpc(rpcUrl, child, startupTimeoutMs, stderr);
    if (child.pid === undefined) throw new Error('hardhat node has no pid');
    return { rpcUrl, pid: child.pid, stop };
  } catch (error) {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    throw error;
  }
}

async function waitForRpc(
  rpcUrl: string,
  child: ChildProcess,
  timeoutMs: number,
  stderr: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] });
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`hardhat node exited before answering: ${stderr()}`);
    }
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`hardhat node did not answer within ${timeoutMs} ms: ${stderr()}`);
}

/** Keeps the last few kilobytes of stderr for error messages, draining the pipe. */
function tail(child: ChildProcess): () => string {
  let text = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    text = (text + chunk).slice(-4_000);
  });
  return () => text;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : undefined;
      server.close(() => (port === undefined ? reject(new Error('no port')) : resolve(port)));
    });
  });
}
