/**
 * `npm run bench` runs every `bench/*.bench.ts` in file-name order;
 * `npm run bench -- engine` (or several names) runs only those. See
 * bench/README.md for the module convention.
 *
 * Each module runs in a child process of its own: a fresh heap and JIT, so
 * one benchmark's garbage or compiled code never colours another's figures.
 * The child gets the same loader flags as this process (tsx), plus
 * `--conditions=source` so workspace packages resolve to their TypeScript
 * source rather than a possibly stale `dist/`, and `--expose-gc` so a
 * benchmark can start each measured pass from a collected heap.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SUFFIX = '.bench.ts';
const here = fileURLToPath(new URL('.', import.meta.url));
const self = fileURLToPath(import.meta.url);

interface BenchModule {
  run(): Promise<void>;
}

function isBenchModule(value: unknown): value is BenchModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    'run' in value &&
    typeof (value as { run: unknown }).run === 'function'
  );
}

/** In the child: import one module and await its run(). */
async function runOne(file: string): Promise<void> {
  const module: unknown = await import(pathToFileURL(here + file).href);
  if (!isBenchModule(module)) throw new Error(`${file} must export async function run()`);
  await module.run();
}

/** In the parent: pick the modules, then run each in its own child process. */
function runAll(names: readonly string[]): number {
  const available = readdirSync(here)
    .filter((file) => file.endsWith(SUFFIX))
    .sort();
  const wanted = names.map((name) => (name.endsWith(SUFFIX) ? name : name + SUFFIX));
  const unknown = wanted.filter((file) => !available.includes(file));
  if (unknown.length > 0) {
    console.error(`unknown benchmark: ${unknown.join(', ')}`);
    console.error(
      `available: ${available.map((file) => file.slice(0, -SUFFIX.length)).join(', ')}`,
    );
    return 2;
  }
  const chosen = wanted.length > 0 ? available.filter((file) => wanted.includes(file)) : available;
  let failed = 0;
  for (const file of chosen) {
    console.log(`\n== ${file.slice(0, -SUFFIX.length)} ==`);
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, '--conditions=source', '--expose-gc', self, '--child', file],
      { stdio: 'inherit' },
    );
    if (child.status !== 0) {
      failed += 1;
      console.error(`${file} failed (exit ${child.status ?? child.signal ?? 'unknown'})`);
    }
  }
  return failed === 0 ? 0 : 1;
}

const args = process.argv.slice(2);
if (args[0] === '--child' && args[1] !== undefined) {
  await runOne(args[1]);
} else {
  process.exitCode = runAll(args);
}
