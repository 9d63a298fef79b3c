import type { Kysely, RawBuilder } from 'kysely';
import type { Violation } from '../modules/ledger/index.js';

/** An invariant as a query that returns the rows breaking it (none when it holds). */
export interface RuleQuery {
  readonly rule: string;
  readonly query: RawBuilder<Record<string, unknown>>;
}

/**
 * Runs a module's invariant queries one after another, each offending row
 * a violation of its rule with the row as the detail: the shape of every
 * module's `InvariantCheck.run`.
 */
export async function violationsOf(
  db: Kysely<unknown>,
  queries: readonly RuleQuery[],
): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const { rule, query } of queries) {
    const { rows } = await query.execute(db);
    for (const row of rows) violations.push({ rule, detail: JSON.stringify(row) });
  }
  return violations;
}
