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

async function openPGlite(
  dir: string | undefined,
  image: Blob | File | undefined,
): Promise<Database> {
  if (dir) await mkdir(dir, { recursive: true });
  const pglite = await PGlite.create({
    ...(dir ? { dataDir: resolve(dir) } : {}),
    ...(image ? { loadDataDir: image } : {}),
    parsers: PGLITE_PARSERS,
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  const dump = () => pglite.dumpDataDir('none');
  return {
    db,
    writer: db,
    kind: 'pglite',
    ping: () => pingWith(db),
    dump,
    async close() {
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
