#!/usr/bin/env node
// The README's test command: lint, type check, unit and integration tests
// (PGlite, plus real PostgreSQL when present; required when CI=true), build,
// then browser tests against the built app. Stops at the first failing step.
import { spawn, spawnSync } from 'node:child_process';

/** The Node 22 pass: filters vitest matches against these paths (see the step below). */
const NODE22_FILES = [
  'packages/',
  'apps/server/src/http/',
  'apps/server/src/db/',
  'apps/server/src/modules/ledger/',
  'apps/server/src/modules/account/account.test.ts',
  'apps/server/src/module.test.ts',
];

/**
 * The static checks in two lanes at once (each is one single-threaded
 * process at a time, and the machine has two cores): lint and format, then
 * the browser apps' types; beside them the server's and the root's types.
 * Together they took 387 s one after the other on this machine.
 */
const CHECK_LANES = [
  [
    ['npx', ['eslint', '.']],
    ['npx', ['prettier', '--check', '.', '--log-level', 'warn']],
    ['npx', ['tsc', '-p', 'apps/web', '--noEmit']],
    ['npx', ['tsc', '-p', 'apps/admin', '--noEmit']],
  ],
  [
    ['npx', ['tsc', '-b', 'apps/server']],
    ['npx', ['tsc', '-p', 'tsconfig.json']],
  ],
];

/** Runs one lane's commands in order, its output kept and printed whole at the end. */
function lane(commands) {
  return new Promise((resolve) => {
    let output = '';
    const next = (index) => {
      if (index === commands.length) return resolve({ status: 0, output });
      const [command, args] = commands[index];
      output += `--- ${command} ${args.join(' ')}\n`;
      const child = spawn(command, args, { env: process.env });
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (status) =>
        status === 0 ? next(index + 1) : resolve({ status: status || 1, output }),
      );
    };
    next(0);
  });
}

async function checks() {
  const results = await Promise.all(CHECK_LANES.map(lane));
  for (const result of results) process.stdout.write(result.output);
  return { status: results.find((r) => r.status !== 0)?.status ?? 0 };
}

const steps = [
  ['lint, format and typecheck', checks],
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
  const inProcess = typeof command === 'function';
  console.log(`\n=== ${name}${inProcess ? '' : `: ${command} ${args.join(' ')}`}`);
  const result = inProcess
    ? await command()
    : spawnSync(command, args, { stdio: 'inherit', env: process.env });
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
