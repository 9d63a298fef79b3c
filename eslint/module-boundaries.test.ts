import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import plugin from './module-boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = '/repo';
const options = [
  {
    modulesDir: `${root}/apps/server/src/modules`,
    schemaFile: `${root}/apps/server/src/db/schema.ts`,
    migrationsDir: `${root}/apps/server/src/db/migrations`,
    testDir: `${root}/apps/server/src/test`,
  },
];
const src = (file: string) => path.posix.join(root, 'apps/server/src', file);

/** Every case runs against the fake repository above. */
function withOptions<T extends object>(test: T): T & { options: typeof options } {
  return { ...test, options };
}

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

tester.run('module-boundaries', plugin.rules['module-boundaries'], {
  valid: [
    // A module's own files, and its subfolders reaching back up, are free.
    { filename: src('modules/spot/spot.service.ts'), code: "import { x } from './spot.store.js';" },
    {
      filename: src('modules/chain/evm/evm-scan.ts'),
      code: "import { x } from '../addresses/addresses.js';",
    },
    // Another module through its face, from a module, the root or the bench.
    {
      filename: src('modules/spot/spot.service.ts'),
      code: "import { x } from '../ledger/index.js';",
    },
    { filename: src('app.ts'), code: "import { x } from './modules/ledger/index.js';" },
    {
      filename: `${root}/bench/durable.bench.ts`,
      code: "import { x } from '../apps/server/src/modules/spot/index.js';",
    },
    {
      filename: src('modules/perp/perp.test.ts'),
      code: "const m = await import('../ledger/index.js');",
    },
    // Test support is a second face for tests only.
    {
      filename: src('modules/spot/spot.test.ts'),
      code: "import { deposit } from '../ledger/ledger.test-support.js';",
    },
    {
      filename: src('test/perp.ts'),
      code: "import { deposit } from '../modules/ledger/ledger.test-support.js';",
    },
    // The schema is the union of every module's tables.
    {
      filename: src('db/schema.ts'),
      code: "import type { LedgerTables } from '../modules/ledger/ledger.tables.js';",
    },
    {
      filename: src('db/schema.ts'),
      code: "import type { CoinTables } from '../modules/coin/coin.store.js';",
    },
    // A face re-exports its services by name.
    {
      filename: src('modules/ledger/index.ts'),
      code: "export { createLedger } from './ledger.service.js';",
    },
    // Packages and shared folders are not modules.
    {
      filename: src('modules/spot/spot.service.ts'),
      code: "import { x } from '../../lib/chunks.js'; import { y } from '@exchange/money';",
    },
  ].map(withOptions),
  invalid: [
    {
      filename: src('modules/spot/spot.service.ts'),
      code: "import { postBatch } from '../ledger/ledger.batch.js';",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: src('app.ts'),
      code: "import { createSpotService } from './modules/spot/spot.service.js';",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: src('modules/deposit/deposit.service.ts'),
      code: "import { createEvmWatcher } from '../chain/evm/index.js';",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: `${root}/bench/durable.bench.ts`,
      code: "import { createCoinStore } from '../apps/server/src/modules/coin/coin.store.js';",
      errors: [{ messageId: 'foreignTables' }],
    },
    {
      filename: src('modules/wallet/wallet.service.ts'),
      code: "import type { UserRow } from '../account/account.tables.js';",
      errors: [{ messageId: 'foreignTables' }],
    },
    {
      filename: src('modules/perp/perp.maker.test.ts'),
      code: "const m = await import('../ledger/ledger.service.js');",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: src('modules/perp/perp.ts'),
      code: "type T = import('../ledger/ledger.types.js').Posting;",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: src('modules/spot/spot.service.ts'),
      code: "import { deposit } from '../ledger/ledger.test-support.js';",
      errors: [{ messageId: 'testSupport' }],
    },
    {
      filename: src('db/schema.ts'),
      code: "import { createCoinStore } from '../modules/coin/coin.store.js';",
      errors: [{ messageId: 'schemaValue' }],
    },
    {
      filename: src('db/migrations/0099_x.ts'),
      code: "import { SEED } from '../../modules/content/index.js';",
      errors: [{ messageId: 'migration' }],
    },
    {
      filename: src('modules/coin/index.ts'),
      code: "export { createCoinStore } from './coin.store.js';",
      errors: [{ messageId: 'faceTables' }],
    },
    {
      filename: src('modules/account/index.ts'),
      code: "export type { UserRow } from './account.tables.js';",
      errors: [{ messageId: 'faceTables' }],
    },
    {
      filename: src('modules/coin/index.ts'),
      code: "export * from './coin.service.js';",
      errors: [{ messageId: 'exportAll' }],
    },
    {
      filename: src('modules/coin/coin.service.ts'),
      code: "export { createCoinStore } from './coin.store.js';",
      errors: [{ messageId: 'reexportTables' }],
    },
  ].map(withOptions),
});
