// @ts-check
import path from 'node:path';

/**
 * One public face per server module (STYLE.md "Our shape", DESIGN.md section 8).
 *
 * Every folder directly under the modules directory is a module. Code outside
 * a module, including another module, may import only the module's
 * `index.js`; tests (`*.test.ts`, the shared `test/` folder and other
 * `*.test-support.ts` files) may also import its `*.test-support.js` files,
 * the second face that holds fixtures. Inside a module every relative import
 * is free, subfolders included.
 *
 * A module owns its tables, so its face never re-exports a `*.store.js` or a
 * `*.tables.js` file, and no module file re-exports one (that would launder
 * it through another file). The one reader of every module's table types is
 * the database schema (`db/schema.ts`, the union of all tables), which may
 * import types, and only types, from any module file. Migrations are frozen
 * history and import nothing from modules, because a module's code keeps
 * changing after the migration ran.
 *
 * The rule resolves each relative import against the importing file with
 * `node:path` rather than matching the specifier, so `../x.js` from a
 * module's subfolder and `../../modules/ledger/index.js` from outside are
 * told apart correctly.
 */

const DEFAULTS = {
  modulesDir: 'apps/server/src/modules',
  schemaFile: 'apps/server/src/db/schema.ts',
  migrationsDir: 'apps/server/src/db/migrations',
  testDir: 'apps/server/src/test',
};

const TABLE_FILE = /\.(store|tables)\.(js|ts)$/;
const TEST_SUPPORT_FILE = /\.test-support\.(js|ts)$/;
const TEST_FILE = /\.test\.tsx?$|\.test-support\.ts$/;
const INDEX_FILE = /^index(\.(js|ts))?$/;

/** @param {string} child @param {string} parent */
function isInside(child, parent) {
  const relative = path.relative(parent, child);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * The module a file belongs to and its path inside it, or null outside modules.
 * @param {string} file absolute
 * @param {string} modulesDir absolute
 */
function moduleOf(file, modulesDir) {
  if (!isInside(file, modulesDir)) return null;
  const [name = '', ...rest] = path.relative(modulesDir, file).split(path.sep);
  if (rest.length === 0) return null;
  return { name, inner: rest.join('/') };
}

/** @param {any} node an import or export declaration */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((/** @type {any} */ s) => s.importKind === 'type' || s.exportKind === 'type')
  );
}

/** @type {import('eslint').Rule.RuleModule} */
const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules are reached only through their index.ts (STYLE.md).' },
    schema: [
      {
        type: 'object',
        properties: {
          modulesDir: { type: 'string' },
          schemaFile: { type: 'string' },
          migrationsDir: { type: 'string' },
          testDir: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      deep: "'{{spec}}' reaches into module '{{module}}'; import its face '{{face}}' instead.",
      foreignTables:
        "'{{spec}}' is module '{{module}}''s storage; only '{{module}}' touches its tables. Call its service through '{{face}}'.",
      testSupport: "'{{spec}}' is test support of module '{{module}}'; only tests may import it.",
      migration:
        'Migrations are frozen history and import nothing from modules (module code keeps changing).',
      schemaValue: 'db/schema.ts reads module files for their table types only; use `import type`.',
      faceTables:
        "A module's face never exports its store or table types: '{{spec}}' stays private.",
      reexportTables: "'{{spec}}' is this module's storage; re-exporting it would leak it.",
      exportAll: 'A face names what it exports; use `export { ... }` instead of `export *`.',
    },
  },
  create(context) {
    const options = { ...DEFAULTS, ...context.options[0] };
    const root = context.cwd;
    const modulesDir = path.resolve(root, options.modulesDir);
    const schemaFile = path.resolve(root, options.schemaFile);
    const migrationsDir = path.resolve(root, options.migrationsDir);
    const testDir = path.resolve(root, options.testDir);

    const file = path.resolve(root, context.filename);
    const own = moduleOf(file, modulesDir);
    const isTest = TEST_FILE.test(file) || isInside(file, testDir);
    const isFace = own !== null && own.inner === 'index.ts';

    /**
     * @param {any} node the declaration or expression, for the report
     * @param {any} source the string literal naming the import
     * @param {boolean} reexport whether the node re-exports what it names
     */
    function check(node, source, reexport) {
      if (!source || typeof source.value !== 'string') return;
      const spec = source.value;
      if (!spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      const theirs = moduleOf(target, modulesDir);

      if (own !== null && theirs !== null && theirs.name === own.name) {
        if (isFace && TABLE_FILE.test(spec))
          context.report({ node, messageId: 'faceTables', data: { spec } });
        else if (reexport && TABLE_FILE.test(spec))
          context.report({ node, messageId: 'reexportTables', data: { spec } });
        return;
      }
      if (theirs === null) return;

      if (isInside(file, migrationsDir)) {
        context.report({ node, messageId: 'migration' });
        return;
      }
      if (file === schemaFile) {
        if (!isTypeOnly(node)) context.report({ node, messageId: 'schemaValue' });
        return;
      }
      if (INDEX_FILE.test(theirs.inner)) return;

      const face = path.posix.join(
        path
          .relative(path.dirname(file), path.join(modulesDir, theirs.name))
          .split(path.sep)
          .join('/'),
        'index.js',
      );
      const data = { spec, module: theirs.name, face };
      if (TEST_SUPPORT_FILE.test(theirs.inner)) {
        if (!isTest) context.report({ node, messageId: 'testSupport', data });
        return;
      }
      context.report({ node, messageId: TABLE_FILE.test(spec) ? 'foreignTables' : 'deep', data });
    }

    return {
      ImportDeclaration(node) {
        check(node, node.source, false);
      },
      ExportNamedDeclaration(node) {
        check(node, node.source, true);
      },
      ExportAllDeclaration(node) {
        if (isFace) context.report({ node, messageId: 'exportAll' });
        check(node, node.source, true);
      },
      ImportExpression(node) {
        check(node, node.source, false);
      },
      /** `import('../x/y.js').T` in a type position. */
      TSImportType(/** @type {any} */ node) {
        const literal = node.source ?? node.argument?.literal;
        check(node, literal, false);
      },
    };
  },
};

/** The local plugin: register as `local` in eslint.config.mjs. */
export default {
  meta: { name: 'local' },
  rules: { 'module-boundaries': moduleBoundaries },
};
