/**
 * What a benchmark's statements cost, seen from the database handle (a
 * Kysely plugin: no change to the code measured): per statement label its
 * count and total time, and per table the rows inserted and updated (the
 * driver's affected-row counts), which is what the write limit replays.
 * A batch is counted at each `nextval` of `batchSequence` (the runners take
 * their batch's ids with one).
 */
import { performance } from 'node:perf_hooks';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { TableWrites } from './write-limit.js';

export class Profiler implements KyselyPlugin {
  private readonly started = new WeakMap<object, { label: string; at: number }>();
  stats = new Map<string, { n: number; ms: number }>();
  private rows = new Map<string, { inserted: number; updated: number }>();
  batches = 0;

  constructor(private readonly batchSequence: string) {}

  reset(): void {
    this.stats = new Map();
    this.rows = new Map();
    this.batches = 0;
  }

  /** Rows written per table since the last reset. */
  writes(): TableWrites[] {
    return [...this.rows].map(([table, r]) => ({ table, ...r }));
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const label = labelOf(args.node);
    if (label.includes(this.batchSequence)) this.batches += 1;
    this.started.set(args.queryId, { label, at: performance.now() });
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const start = this.started.get(args.queryId);
    if (start) {
      const stat = this.stats.get(start.label) ?? { n: 0, ms: 0 };
      stat.n += 1;
      stat.ms += performance.now() - start.at;
      this.stats.set(start.label, stat);
      const written = /^(insert into|update) (\w+)/.exec(start.label);
      const table = written?.[2];
      if (table && args.result.numAffectedRows !== undefined) {
        const count = this.rows.get(table) ?? { inserted: 0, updated: 0 };
        if (written[1] === 'update') count.updated += Number(args.result.numAffectedRows);
        else count.inserted += Number(args.result.numAffectedRows);
        this.rows.set(table, count);
      }
    }
    return args.result;
  }
}

function firstName(node: unknown): string {
  if (typeof node !== 'object' || node === null) return '?';
  const record = node as Record<string, unknown>;
  if (record.kind === 'IdentifierNode' && typeof record.name === 'string') return record.name;
  for (const value of Object.values(record)) {
    const found = Array.isArray(value)
      ? (value.map(firstName).find((name) => name !== '?') ?? '?')
      : firstName(value);
    if (found !== '?') return found;
  }
  return '?';
}

function labelOf(node: RootOperationNode): string {
  switch (node.kind) {
    case 'RawNode':
      return node.sqlFragments.join('$').replace(/\s+/g, ' ').trim().slice(0, 56);
    case 'SelectQueryNode':
      return `select from ${firstName(node.from)}`;
    case 'InsertQueryNode':
      return `insert into ${firstName(node.into)}`;
    case 'UpdateQueryNode':
      return `update ${firstName(node.table)}`;
    default:
      return node.kind;
  }
}
