import { sql, type Kysely } from 'kysely';
import { HOLD_KINDS } from './ledger.types.js';

export interface Violation {
  readonly rule: string;
  readonly detail: string;
}

/** Another module's invariant over its own tables (deposits, withdrawals), joined to the ledger's report. */
export type ExtraCheck = () => Promise<Violation[]>;

interface Rule {
  readonly rule: string;
  readonly query: ReturnType<typeof sql<Record<string, unknown>>>;
}

/**
 * The ledger's invariants, each a query that returns the rows breaking it.
 * An empty result is a healthy ledger. Run by `npm run ledger:check`, by the
 * tests after every scenario, and by the console's dashboard later.
 */
const RULES: readonly Rule[] = [
  {
    rule: 'every transaction sums to zero per asset',
    query: sql`select transaction_id, asset, sum(amount) as total from ledger_entry
      group by transaction_id, asset having sum(amount) <> 0`,
  },
  {
    rule: 'all accounts of an asset sum to zero',
    query: sql`select asset, sum(available + frozen + locked) as total from ledger_account
      group by asset having sum(available + frozen + locked) <> 0`,
  },
  {
    rule: 'user liabilities never exceed custody',
    // perp_pnl is the contract PnL realised while the other side's
    // positions are still open: a gain already paid (negative balance) is
    // owed by losers whose margin still counts in their balances, so it nets
    // against what users hold.
    query: sql`select asset,
        sum(case when user_id is not null or system_code = 'perp_pnl' then available + frozen + locked else 0 end) as liabilities,
        -sum(case when system_code like 'custody:%' then available + frozen + locked else 0 end) as custody
      from ledger_account group by asset
      having sum(case when user_id is not null or system_code = 'perp_pnl' then available + frozen + locked else 0 end)
        > -sum(case when system_code like 'custody:%' then available + frozen + locked else 0 end)`,
  },
  {
    rule: 'no negative part (users), no negative frozen or locked (anyone)',
    query: sql`select id, user_id, system_code, asset, available, frozen, locked from ledger_account
      where frozen < 0 or locked < 0 or (user_id is not null and available < 0)`,
  },
  {
    rule: 'stored balances equal a replay of the entries',
    query: sql`select a.id, a.asset, p.part, p.stored, coalesce(e.total, 0) as replayed
      from ledger_account a
      cross join lateral (values ('available', a.available), ('frozen', a.frozen), ('locked', a.locked)) as p(part, stored)
      left join (select account_id, part, sum(amount) as total from ledger_entry group by account_id, part) e
        on e.account_id = a.id and e.part = p.part
      where p.stored <> coalesce(e.total, 0)`,
  },
  {
    rule: 'each frozen or locked amount equals the sum of its open holds',
    query: sql`select a.id, a.asset, a.frozen, a.locked,
        coalesce(sum(h.remaining) filter (where h.part = 'frozen'), 0) as held_frozen,
        coalesce(sum(h.remaining) filter (where h.part = 'locked'), 0) as held_locked
      from ledger_account a left join ledger_hold h on h.account_id = a.id
      group by a.id
      having a.frozen <> coalesce(sum(h.remaining) filter (where h.part = 'frozen'), 0)
        or a.locked <> coalesce(sum(h.remaining) filter (where h.part = 'locked'), 0)`,
  },
  {
    rule: 'clearing accounts return to zero',
    query: sql`select id, system_code, asset, available, frozen, locked from ledger_account
      where system_code like 'clearing%' and (available <> 0 or frozen <> 0 or locked <> 0)`,
  },
  {
    rule: 'every hold is of a known kind, whose owner checks it',
    query: sql`select key, kind from ledger_hold
      where kind not in (${sql.join(HOLD_KINDS.map((kind) => sql.lit(kind)))})`,
  },
  {
    rule: 'one effect per idempotency key',
    query: sql`select idempotency_key, count(*) as n from ledger_transaction group by idempotency_key having count(*) > 1`,
  },
];

export async function checkLedger<T>(
  db: Kysely<T>,
  extra: readonly ExtraCheck[] = [],
): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const { rule, query } of RULES) {
    const { rows } = await query.execute(db);
    for (const row of rows) violations.push({ rule, detail: JSON.stringify(row) });
  }
  for (const check of extra) violations.push(...(await check()));
  return violations;
}

export const LEDGER_RULES = RULES.map((r) => r.rule);
