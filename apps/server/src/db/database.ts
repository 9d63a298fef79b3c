import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';
import { PGliteDialect } from './pglite-dialect.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  readonly db: Kysely<DB>;
  /**
   * Connections reserved for the single writers (the markets' runners), so a
   * burst of request-side reads never makes a group commit wait for a pooled
   * connection. PGlite has one connection: there it is `db` itself.
   */
  readonly writer: Kysely<DB>;
  readonly kind: DatabaseKind;
  /** Answers whether the database can run a query now (for /healthz). */
  ping(): Promise<boolean>;
  /** PGlite only: the whole cluster as a tarball, to start copies from (test templates). */
  dump?: () => Promise<Blob | File>;
  /** PGlite only: what a server's background processes would do (vacuum, checkpoint). */
  maintain?: () => Promise<void>;
  close(): Promise<void>;
}

// Both drivers must hand NUMERIC and BIGINT back as strings: money stays exact
// and the two backends give identical rows (DESIGN.md section 4).
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);
const PGLITE_PARSERS = {
  [types.NUMERIC]: (value: string) => value,
  [types.INT8]: (value: string) => value,
};

export interface OpenOptions {
  /** A postgres:// URL; absent means embedded PGlite. */
  readonly databaseUrl?: string | undefined;
  /** PGlite data directory; absent means in memory (tests). */
  readonly pgliteDir?: string | undefined;
  /** PGlite only: start from this dump (`dumpDataDir`) instead of an empty cluster. */
  readonly pgliteImage?: Blob | File | undefined;
  /** Real PostgreSQL only: every connection's search_path (one schema per test). */
  readonly searchPath?: string | undefined;
  readonly poolSize?: number;
  /** Real PostgreSQL only: the writers' own pool (default 4). */
  readonly writerPoolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openPGlite(options.pgliteDir, options.pgliteImage);
}

/**
 * A second database beside the one `options` opens (the demo venue's): a
 * PGlite directory next to it (in memory when the main one is), or a schema
 * of its own on the same PostgreSQL server, created if missing. The caller
 * migrates it.
 */
export async function openSibling(options: OpenOptions, name: string): Promise<Database> {
  if (!options.databaseUrl)
    return openPGlite(options.pgliteDir ? `${options.pgliteDir}-${name}` : undefined, undefined);
  const schema = options.searchPath ? `${options.searchPath}_${name}` : name;
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`openSibling: bad schema name ${schema}`);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query(`create schema if not exists ${schema}`);
  } finally {
    await client.end();
  }
  return openPostgres(options.databaseUrl, { ...options, searchPath: schema });
}

/**
 * PGlite runs PostgreSQL as a single backend, without the background
 * processes a server has: no autovacuum and no timed checkpoints. Left so,
 * a long-running embedded installation keeps every dead row version and up
 * to 1 GB of write-ahead log (the default `max_wal_size`): its data
 * directory grows by tens of megabytes an hour though the data hardly does.
 * So an on-disk PGlite keeps its log small (the settings take effect from
 * the next start, which `openPGlite` does at once the first time) and
 * vacuums and checkpoints itself every `MAINTAIN_MS`: rows deleted (jobs'
 * past slots, the demo makers' cancelled orders) are space new rows reuse
 * only after a vacuum, so the files hold the live rows and a couple of
 * minutes of churn. A pass over the demo database takes a fraction of a
 * second, and skips the pages nothing changed.
 */
const WAL_SETTINGS: readonly (readonly [string, string])[] = [
  ['max_wal_size', '48MB'],
  ['min_wal_size', '32MB'],
];
export const MAINTAIN_MS = 2 * 60_000;

async function walConfigured(pglite: PGlite): Promise<boolean> {
  let configured = true;
  for (const [name, value] of WAL_SETTINGS) {
    const { rows } = await pglite.query<Record<string, string>>(`show ${name}`);
    if (rows[0]?.[name] === value) continue;
    await pglite.exec(`alter system set ${name} = '${value}'`);
    configured = false;
  }
  return configured;
}

async function openPGlite(
  dir: string | undefined,
  image: Blob | File | undefined,
): Promise<Database> {
  if (dir) await mkdir(dir, { recursive: true });
  const create = () =>
    PGlite.create({
      ...(dir ? { dataDir: resolve(dir) } : {}),
      ...(image ? { loadDataDir: image } : {}),
      parsers: PGLITE_PARSERS,
    });
  let pglite = await create();
  if (dir && !(await walConfigured(pglite))) {
    // `alter system` is read at start: start again with the new settings.
    await pglite.close();
    pglite = await create();
  }
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  const dump = () => pglite.dumpDataDir('none');
  // Through Kysely, so it waits for the one connection like any query.
  const maintain = async () => {
    await sql`vacuum`.execute(db);
    await sql`checkpoint`.execute(db);
  };
  const timer = dir
    ? setInterval(() => void maintain().catch(() => undefined), MAINTAIN_MS).unref()
    : undefined;
  return {
    db,
    writer: db,
    kind: 'pglite',
    ping: () => pingWith(db),
    dump,
    maintain,
    async close() {
      clearInterval(timer);
      await db.destroy();
      await pglite.close();
    },
  };
}

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const open = (max: number) => {
    const pool = new pg.Pool({
      connectionString: url,
      max,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // An idle client that loses its server must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  };
  const db = open(options.poolSize ?? 10);
  const writer = open(options.writerPoolSize ?? 4);
  return {
    db,
    writer,
    kind: 'postgres',
    ping: () => pingWith(db),
    close: async () => {
      await Promise.all([db.destroy(), writer.destroy()]);
    },
  };
}

async function pingWith(db: Kysely<DB>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pgdata');
}
