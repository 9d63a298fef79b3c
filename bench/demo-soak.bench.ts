/**
 * The embedded default left running: how fast its data directory grows.
 *
 * Starts the real server (`apps/server/src/main.ts`, from source) on a fresh
 * PGlite data directory with the demo market makers and the simulated price
 * feed, lets it settle for WARM_SECONDS (migrations, inventories, the first
 * ladders), then measures the directory over SOAK_SECONDS and prints the
 * growth per hour: the database files (tables, indexes, catalogs) and the
 * write-ahead log apart, since the log is recycled within its cap rather
 * than growing. Environment: SOAK_SECONDS (default 600), WARM_SECONDS
 * (default 180). Target: under 5 MB an hour.
 *
 * Sizes are what `du` reports for the directories. The database vacuums
 * and checkpoints itself every two minutes; the warm-up covers the first
 * pass, which gives each table its free-space and visibility maps once (a
 * few hundred kilobytes that are no growth), and the soak then sees rows
 * deleted (past job slots, the makers' cancelled orders) become space
 * again. A soak much shorter than a few passes says little.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { startEmbeddedServer } from './server.js';

const SOAK_S = Number(process.env.SOAK_SECONDS ?? 600);
const WARM_S = Number(process.env.WARM_SECONDS ?? 180);
const TARGET_MB_H = 5;

/** Bytes on disk under `dir` (allocated blocks, as du counts them). */
async function diskBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += await diskBytes(path);
    else if (entry.isFile()) total += (await stat(path)).blocks * 512;
  }
  return total;
}

async function sizes(data: string) {
  const cluster = join(data, 'pgdata');
  const wal = await diskBytes(join(cluster, 'pg_wal'));
  const all = await diskBytes(data);
  return { wal, files: all - wal };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

export async function run(): Promise<void> {
  const server = await startEmbeddedServer('demo-soak');
  const data = server.dataDir;
  try {
    console.log(`warming up ${WARM_S} s, then soaking ${SOAK_S} s (data in ${data})`);
    await sleep(WARM_S * 1000);
    const start = await sizes(data);
    await sleep(SOAK_S * 1000);
    const end = await sizes(data);
    const perHour = (bytes: number) => (bytes * 3600) / SOAK_S;
    console.log('');
    console.log('                         after warm-up   after soak   growth per hour');
    console.log(
      `database files (MB)      ${mb(start.files).padStart(13)} ${mb(end.files).padStart(12)} ${mb(perHour(end.files - start.files)).padStart(17)}   target < ${TARGET_MB_H}`,
    );
    console.log(
      `write-ahead log (MB)     ${mb(start.wal).padStart(13)} ${mb(end.wal).padStart(12)}   recycled, capped by max_wal_size 48 MB`,
    );
  } finally {
    await server.stop();
  }
}
