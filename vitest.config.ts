import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Workspace packages resolve to their TypeScript source, so tests need no build. */
const alias = {
  '@exchange/money': here('./packages/money/src/index.ts'),
  '@exchange/contracts': here('./packages/contracts/src/index.ts'),
  '@exchange/engine': here('./packages/engine/src/index.ts'),
};

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
          // A hang guard, not a speed check: a first screen test pays for its imports under load.
          testTimeout: 20_000,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./apps/web/src/test/setup.ts'],
        },
      },
      {
        extends: './apps/admin/vite.config.ts',
        test: {
          name: 'admin',
          environment: 'jsdom',
          // A hang guard, not a speed check: a first screen test pays for its imports under load.
          testTimeout: 20_000,
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./apps/admin/src/test/setup.ts'],
        },
      },
    ],
  },
});
