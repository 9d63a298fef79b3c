import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migrations } from './migrations/index.js';

/**
 * Applies every migration not yet applied, in name order, at start-up.
 * Migrations are compiled in (not read from disk) so the built server and
 * the tests run exactly the same list.
 */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const provider: MigrationProvider = {
    getMigrations: async () => migrations as Record<string, Migration>,
  };
  // Name the schema explicitly: Kysely looks for its lock table in every
  // schema, so another test schema's lock table would otherwise be "found".
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('migrate: no current schema (check search_path)');
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  let { error, results } = await migrator.migrateToLatest();
  // Kysely's introspection reads every schema's tables (pg_get_serial_sequence
  // on each column); a schema another process drops or migrates meanwhile (a
  // finished or starting test's) fails that read before any migration ran:
  // invalid_schema_name, or undefined_column when a column is renamed under
  // it. Read again; the migrations themselves run in one transaction, so
  // nothing is half done.
  for (let retry = 1; error && isCatalogRace(error, results) && retry <= 5; retry += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20 * retry));
    ({ error, results } = await migrator.migrateToLatest());
  }
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Another schema changing under Kysely's introspection, before any migration
 * ran (no results yet): SQLSTATE 3F000 invalid_schema_name, 42703
 * undefined_column, 42P01 undefined_table.
 */
function isCatalogRace(error: unknown, results: readonly unknown[] | undefined): boolean {
  if (results !== undefined) return false;
  const code = (error as { code?: unknown } | null)?.code;
  return code === '3F000' || code === '42703' || code === '42P01';
}
