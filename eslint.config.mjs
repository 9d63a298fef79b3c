import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import local from './eslint/module-boundaries.mjs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'artifacts/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use an `as const` object and a union instead of an enum (STYLE.md).',
        },
      ],
    },
  },
  {
    // Money is never a JS number (DESIGN.md section 4): no float parsing in the money core.
    files: ['packages/money/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'parseFloat'],
    },
  },
  {
    // Core code takes time as a parameter (STYLE.md): no raw clocks or timers.
    files: ['apps/server/src/modules/**/*.core.ts', 'packages/money/src/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Inject a clock.' },
        { object: 'Math', property: 'random', message: 'Inject randomness.' },
      ],
      'no-restricted-globals': ['error', 'setTimeout', 'setInterval', 'parseFloat'],
    },
  },
  {
    // One public face per server module (STYLE.md, DESIGN.md section 8): code outside a
    // module imports only its index.ts; tests may also import its *.test-support.ts.
    files: ['apps/server/src/**/*.ts', 'bench/**/*.ts'],
    plugins: { local },
    rules: { 'local/module-boundaries': 'error' },
  },
  {
    // Migrations 0003, 0027, 0032, 0042, 0044, 0046, 0051, 0053, 0058, 0067 and 0070 apply the content seed that lives in the content
    // module (`syncSeededContent`): it touches only 0002's content tables and
    // rows nobody edited, so applying the seed of the day is what they mean.
    // Any other migration carries its own data.
    files: [
      'apps/server/src/db/migrations/0003_content_seed.ts',
      'apps/server/src/db/migrations/0027_content_truth.ts',
      'apps/server/src/db/migrations/0032_identity_help.ts',
      'apps/server/src/db/migrations/0042_p2p_lending_earn_help.ts',
      'apps/server/src/db/migrations/0044_referral_help.ts',
      'apps/server/src/db/migrations/0046_red_packet_help.ts',
      'apps/server/src/db/migrations/0051_support_help.ts',
      'apps/server/src/db/migrations/0053_notifications_help.ts',
      'apps/server/src/db/migrations/0058_trust_help.ts',
      'apps/server/src/db/migrations/0067_conditional_orders_help.ts',
      'apps/server/src/db/migrations/0070_cross_margin_help.ts',
    ],
    rules: { 'local/module-boundaries': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The apps recognise refusals by code; the server sends the message already
    // translated. The full catalogue (ten languages per error) would ride in
    // the first bundle for nothing.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@exchange/contracts',
              importNames: ['ERRORS', 'errorMessage', 'errorKeyForCode', 'ERROR_MODULES'],
              message: 'Use ERROR_CODES: the server sends each message translated.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
