import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { P2pTables } from './p2p.tables.js';

/** The hash before an order's first record. */
export const GENESIS = '0'.repeat(64);

/** Told of each record appended, in its transaction (the parties' notifications). */
export type Recorded = (
  trx: Transaction<P2pTables>,
  orderId: number,
  seq: number,
  entry: OrderRecord,
) => Promise<void>;

/** What one record of an order's case file says. */
export interface OrderRecord {
  readonly kind: 'status' | 'message' | 'evidence';
  /** `buyer`, `seller`, `system` or `operator:<id>`. */
  readonly actor: string;
  readonly body: Readonly<Record<string, unknown>>;
}

/** JSON with object keys sorted at every depth: jsonb does not keep the order they were written in. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** A record's hash: it covers the one before, so a changed, missing or reordered row breaks the chain. */
export function recordHash(
  prevHash: string,
  orderId: number,
  seq: number,
  record: OrderRecord,
  atIso: string,
): string {
  const text = canonical([orderId, seq, record.kind, record.actor, record.body, atIso]);
  return createHash('sha256').update(prevHash).update(text).digest('hex');
}

/**
 * Appends a record to an order's chain, in the caller's transaction, which
 * holds the order's row lock (so two records cannot take one place).
 */
export async function appendRecord(
  trx: Transaction<P2pTables>,
  orderId: number,
  record: OrderRecord,
  at: Date,
): Promise<{ seq: number; hash: string }> {
  const last = await trx
    .selectFrom('p2p_order_event')
    .select(['seq', 'hash'])
    .where('order_id', '=', orderId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  const seq = (last?.seq ?? 0) + 1;
  const prevHash = last?.hash ?? GENESIS;
  // Stored as ISO text in the hash, so a reader recomputes it from the row.
  const atIso = at.toISOString();
  const hash = recordHash(prevHash, orderId, seq, record, atIso);
  await trx
    .insertInto('p2p_order_event')
    .values({
      order_id: orderId,
      seq,
      kind: record.kind,
      actor: record.actor,
      body: JSON.stringify(record.body),
      prev_hash: prevHash,
      hash,
      created_at: at,
    })
    .execute();
  return { seq, hash };
}

/** The first record whose hash or link does not hold, or null when the chain is whole. */
export function brokenAt(
  orderId: number,
  rows: readonly {
    seq: number;
    kind: string;
    actor: string;
    body: unknown;
    prev_hash: string;
    hash: string;
    created_at: Date;
  }[],
): number | null {
  let prev = GENESIS;
  for (const [index, row] of rows.entries()) {
    const record = { kind: row.kind, actor: row.actor, body: row.body } as OrderRecord;
    if (
      row.seq !== index + 1 ||
      row.prev_hash !== prev ||
      row.hash !== recordHash(prev, orderId, row.seq, record, row.created_at.toISOString())
    )
      return row.seq;
    prev = row.hash;
  }
  return null;
}
