#!/usr/bin/env node
// The README's test command: lint, type check, unit and integration tests
// (PGlite, plus real PostgreSQL when present; required when CI=true), build,
// then browser tests against the built app. Stops at the first failing step.
import { spawnSync } from 'node:child_process';

/** The Node 22 pass: filters vitest matches against these paths (see the step below). */
const NODE22_FILES = [
  'packages/',
  'apps/server/src/http/',
  'apps/server/src/db/',
  'apps/server/src/modules/ledger/',
  'apps/server/src/modules/account/account.test.ts',
  'apps/server/src/module.test.ts',
];

const steps = [
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  [
    'unit and integration tests',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'node',
      '--project',
      'web',
      '--project',
      'web-mocks',
      '--project',
      'admin',
    ],
  ],
  // With NODE22_BIN set (CI sets it), the packages and the server's core run
  // again on Node 22: the money, engine and contract packages, the HTTP edge,
  // the database layer, the ledger, accounts and a whole app through the
  // module contract (the trading modules' own files stay on Node 20 only:
  // the suite's time is budgeted, and the app test already builds them).
  // The full suite runs on Node 20 above; this pass proves the other
  // supported major runs the same code.
  ...(process.env.NODE22_BIN
    ? [
        [
          'node 22 tests',
          process.env.NODE22_BIN,
          ['node_modules/vitest/vitest.mjs', 'run', '--project', 'node', ...NODE22_FILES],
        ],
      ]
    : []),
  ['build', 'npm', ['run', 'build', '--silent']],
  ['browser tests', 'npx', ['vitest', 'run', '--project', 'e2e']],
];

const only = process.argv.slice(2);
const started = Date.now();
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  const stepStarted = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(
      `\n=== ${name} FAILED after ${seconds}s (exit ${result.status ?? result.signal})`,
    );
    process.exit(result.status || 1);
  }
  console.log(`=== ${name} passed in ${seconds}s`);
}
console.log(`\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
