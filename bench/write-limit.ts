/**
 * The limit beside the durable figure: how fast this machine's PostgreSQL
 * accepts, by bare COPY, the rows that the measured orders wrote.
 *
 * For every table the durable pass wrote, a twin is made in the same schema
 * (`like <table> including defaults including constraints`, then each of the
 * table's indexes again, unique ones as plain ones so rows may repeat; no
 * foreign keys and no triggers: that is what "bare" leaves out). The rows
 * the pass inserted are read back with COPY TO, and then written to the
 * twins with COPY FROM STDIN in group commits: each commit carries one
 * batch's share of every table (the pass's own placements per batch), on
 * two connections at once (the machine has two cores). A row the pass
 * updated counts as one more row of its table (an UPDATE writes a whole new
 * row version and, unless HOT, its index entries), taken again from the
 * table's rows. The figure is the orders per second those commits carry.
 */
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

export interface TableWrites {
  readonly table: string;
  readonly inserted: number;
  readonly updated: number;
}

export interface WriteLimit {
  readonly ordersPerSecond: number;
  readonly rowsPerSecond: number;
  readonly rowsPerOrder: number;
  readonly commits: number;
}

const CONNECTIONS = 2;

async function rowsOf(client: pg.Client, table: string): Promise<string[]> {
  const chunks: Buffer[] = [];
  const stream = client.query(copyTo(`copy ${table} to stdout`));
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text.length === 0 ? [] : text.slice(0, -1).split('\n');
}

async function makeTwin(client: pg.Client, table: string): Promise<string> {
  const twin = `limit_${table}`;
  await client.query(`drop table if exists ${twin}`);
  await client.query(
    `create table ${twin} (like ${table} including defaults including constraints)`,
  );
  const { rows } = await client.query<{ indexdef: string; indexname: string }>(
    'select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = $1',
    [table],
  );
  for (const { indexdef, indexname } of rows) {
    // "CREATE [UNIQUE] INDEX name ON schema.table USING ..." on the twin, never unique.
    const using = indexdef.indexOf(' USING ');
    if (using < 0) throw new Error(`unreadable index ${indexname}`);
    await client.query(`create index limit_${indexname} on ${twin}${indexdef.slice(using)}`);
  }
  return twin;
}

/**
 * Writes `orders` orders' rows (`writes`: totals the pass wrote for them) in
 * `commits` group commits; resolves with the rate.
 */
export async function measureWriteLimit(
  url: string,
  schema: string,
  writes: readonly TableWrites[],
  orders: number,
  perCommit: number,
): Promise<WriteLimit> {
  const clients = Array.from(
    { length: CONNECTIONS },
    () => new pg.Client({ connectionString: url }),
  );
  await Promise.all(clients.map((c) => c.connect()));
  try {
    for (const c of clients) await c.query(`set search_path to ${schema}`);
    const [first] = clients;
    if (!first) throw new Error('no connection');
    const tables: { twin: string; lines: string[]; count: number }[] = [];
    for (const w of writes) {
      const count = w.inserted + w.updated;
      if (count === 0) continue;
      const source = await rowsOf(first, w.table);
      if (source.length === 0) continue;
      tables.push({ twin: await makeTwin(first, w.table), lines: source, count });
    }
    const commits = Math.max(1, Math.round(orders / Math.max(1, perCommit)));
    // Each commit's share of each table, cycling through the table's rows.
    const payload = (commit: number) =>
      tables.map(({ twin, lines, count }) => {
        const fromRow = Math.floor((commit * count) / commits);
        const toRow = Math.floor(((commit + 1) * count) / commits);
        const out: string[] = [];
        for (let r = fromRow; r < toRow; r += 1) out.push(lines[r % lines.length] ?? '');
        return { twin, text: out.length === 0 ? '' : `${out.join('\n')}\n` };
      });
    const prepared = Array.from({ length: commits }, (_, k) => payload(k));
    let next = 0;
    const started = performance.now();
    await Promise.all(
      clients.map(async (client) => {
        for (let k = next++; k < commits; k = next++) {
          await client.query('begin');
          for (const { twin, text } of prepared[k] ?? []) {
            if (text.length === 0) continue;
            await pipeline(
              Readable.from([text]),
              client.query(copyFrom(`copy ${twin} from stdin`)),
            );
          }
          await client.query('commit');
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const rows = tables.reduce((sum, t) => sum + t.count, 0);
    return {
      ordersPerSecond: orders / seconds,
      rowsPerSecond: rows / seconds,
      rowsPerOrder: rows / orders,
      commits,
    };
  } finally {
    await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
  }
}
