import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The code map must not go stale: every file or folder that ARCHITECTURE.md
 * (or a README) names in backticks exists. A name with a slash must end a
 * real path (`modules/ledger/ledger.batch.ts`, `apps/web/`); a bare file
 * name (`ledger.batch.ts`) must be some file's name. URL paths, environment
 * placeholders, globs and ledger account codes are not file names.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  '.git',
  'data',
  'artifacts',
  '.cache',
  'coverage',
]);

function walk(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    const rel = relative(ROOT, path);
    if (entry.isDirectory()) {
      out.push(`${rel}/`);
      walk(path, out);
    } else out.push(rel);
  }
  return out;
}

const FILE_LIKE = /^[\w.@-]+(\/[\w.@-]+)*\/?$/;
const EXTENSION = /\.(ts|tsx|mjs|js|md|json|css|sh|txt)$/;

/** The backticked names in a document that claim to be files or folders. */
export function namedPaths(text: string): string[] {
  const names = new Set<string>();
  for (const [, token = ''] of text.matchAll(/`([^`\n]+)`/g)) {
    // Packages, relative or generated output, and environment placeholders are not code-map names.
    if (!FILE_LIKE.test(token) || /^[A-Z_]+\/|^[@.]|^(artifacts|dist|data)\b/.test(token)) continue;
    if (token.includes('/') ? token.split('/')[0] !== '' : EXTENSION.test(token)) names.add(token);
  }
  return [...names];
}

describe('documents name only what exists', () => {
  const paths = walk(ROOT, []);
  /** A path, a folder, or a module named as code imports it (without `.ts`/`.tsx`). */
  const exists = (name: string) =>
    [name, `${name}/`, `${name}.ts`, `${name}.tsx`].some((form) =>
      paths.some((p) => p === form || p.endsWith(`/${form}`)),
    );

  it.each(['ARCHITECTURE.md', 'README.md', 'CONTRIBUTING.md', 'bench/README.md'])('%s', (doc) => {
    const missing = namedPaths(readFileSync(join(ROOT, doc), 'utf8')).filter((n) => !exists(n));
    expect(missing).toEqual([]);
  });

  it('reads names the way the code map writes them', () => {
    expect(
      namedPaths(
        '`apps/web/` `ledger.batch.ts` `/uc/ws` `custody:<chain>` `DATA_DIR/pgdata` `npm run bench`',
      ),
    ).toEqual(['apps/web/', 'ledger.batch.ts']);
  });
});
