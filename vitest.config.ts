import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Workspace packages resolve to their TypeScript source, so tests need no build. */
const alias = {
  '@exchange/money': here('./packages/money/src/index.ts'),
  '@exchange/contracts': here('./packages/contracts/src/index.ts'),
  '@exchange/engine': here('./packages/engine/src/index.ts'),
};

/** Every test file under `dir` (relative to the repository), recursively. */
function testFiles(dir: string): string[] {
  return readdirSync(here(`./${dir}`), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

/**
 * Test files run without isolation share one module graph per worker: a
 * fresh jsdom and a fresh import of React, antd-mobile and the server's
 * whole app for every file cost more than their tests (the suite's time is
 * budgeted). A file that replaces a module with `vi.mock` needs its own
 * graph, or the mock would leak into the files after it in that worker, and
 * so runs isolated.
 */
const mocksModules = (file: string) => readFileSync(here(`./${file}`), 'utf8').includes('vi.mock(');
const webTests = testFiles('apps/web/src');

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the CPUs: on a two-core machine
    // (CI's) that is one, and the suite ran file after file. Most server tests
    // wait on a database as much as they compute, so two share two cores well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'eslint/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Browser tests against the built app; run by `npm test` after the build.
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          environment: 'jsdom',
          isolate: false,
          // A hang guard, not a speed check: a first screen test pays for its imports under load.
          testTimeout: 20_000,
          include: webTests.filter((file) => !mocksModules(file)),
          setupFiles: ['./apps/web/src/test/setup.ts'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web-mocks',
          environment: 'jsdom',
          testTimeout: 20_000,
          include: webTests.filter(mocksModules),
          setupFiles: ['./apps/web/src/test/setup.ts'],
        },
      },
      {
        extends: './apps/admin/vite.config.ts',
        test: {
          name: 'admin',
          environment: 'jsdom',
          isolate: false,
          // A hang guard, not a speed check: a first screen test pays for its imports under load.
          testTimeout: 20_000,
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./apps/admin/src/test/setup.ts'],
        },
      },
    ],
  },
});
