import { sql, type Kysely } from 'kysely';
import type { Violation } from '../ledger/index.js';

/**
 * Perpetual invariants for the ledger report: every contract's
 * open longs equal its open shorts; each position's isolated margin and each
 * order's freeze are exactly what their ledger holds keep; price PnL plus
 * the insurance fund's cover sums to zero against `perp_pnl`; fees in
 * the position rows are the fees the ledger booked; and no contract posting
 * touches any account outside the contract world (a spot or funding wallet,
 * custody). Read-only, comparing the module's tables with the ledger.
 */
const RULES: readonly { rule: string; query: ReturnType<typeof sql<Record<string, unknown>>> }[] = [
  {
    rule: 'per contract, open long lots equal open short lots',
    query: sql`
        select contract,
          sum(lots) filter (where direction = 'long') as long_lots,
          sum(lots) filter (where direction = 'short') as short_lots
        from perp_position where status = 'OPEN'
        group by contract
        having coalesce(sum(lots) filter (where direction = 'long'), 0)
          <> coalesce(sum(lots) filter (where direction = 'short'), 0)`,
  },
  {
    rule: "each position's margin is exactly its one open margin hold",
    query: sql`
        select p.id, p.status, p.margin, p.hold_version, h.key, h.remaining
        from perp_position p
        left join ledger_hold h on h.key like 'perp_position:' || p.id || ':%' and h.closed_tx is null
        where (p.margin > 0 and (h.key is null
            or h.key <> 'perp_position:' || p.id || ':' || p.hold_version or h.remaining <> p.margin))
          or (p.margin = 0 and h.key is not null)`,
  },
  {
    rule: 'no contract order or position hold without its record',
    query: sql`
        select h.key, h.kind, h.remaining from ledger_hold h
        where h.closed_tx is null
          and ((h.key like 'perp_order:%'
              and not exists (select 1 from perp_order o where 'perp_order:' || o.id = h.key))
            or (h.key like 'perp_position:%'
              and not exists (select 1 from perp_position p
                where 'perp_position:' || p.id = split_part(h.key, ':', 1) || ':' || split_part(h.key, ':', 2))))`,
  },
  {
    rule: "each order's hold holds what it still has frozen",
    query: sql`
        select o.id, o.status, o.frozen, h.remaining, h.closed_tx
        from perp_order o left join ledger_hold h on h.key = 'perp_order:' || o.id
        where (o.frozen > 0 and (h.key is null or h.remaining <> o.frozen or h.closed_tx is not null))
          or (o.status in ('FILLED', 'CANCELLED') and o.frozen <> 0)
          or (h.key is not null and o.frozen = 0 and h.closed_tx is null)`,
  },
  {
    rule: 'price PnL paid to users plus the insurance cover equals what perp_pnl paid out',
    query: sql`
        with assets as (select distinct margin_asset as asset from perp_contract),
        positions as (
          select c.margin_asset as asset, sum(p.realised_pnl) as pnl
          from perp_position p join perp_contract c on c.symbol = p.contract group by 1),
        ledger as (
          select a.asset,
            sum(e.amount) filter (where a.system_code = 'perp_pnl') as clearing,
            sum(e.amount) filter (where a.system_code = 'insurance') as insurance
          from ledger_entry e
          join ledger_transaction x on x.id = e.transaction_id and x.change_type = 'pnl'
            and x.reference like 'perp_position:%'
          join ledger_account a on a.id = e.account_id
          group by 1)
        select s.asset, p.pnl, l.clearing, l.insurance from assets s
        left join positions p on p.asset = s.asset left join ledger l on l.asset = s.asset
        where coalesce(p.pnl, 0) + coalesce(l.clearing, 0) + coalesce(l.insurance, 0) <> 0`,
  },
  {
    rule: 'fees in position rows equal the fees booked for contract fills',
    query: sql`
        with positions as (
          select c.margin_asset as asset, sum(p.fees) as fees
          from perp_position p join perp_contract c on c.symbol = p.contract group by 1),
        ledger as (
          select a.asset, sum(e.amount) as fees
          from ledger_entry e
          join ledger_transaction x on x.id = e.transaction_id and x.change_type = 'fee'
            and (x.reference like 'perp_position:%' or x.reference like 'perp_order:%'
              or x.reference like 'perp_batch:%')
          join ledger_account a on a.id = e.account_id and a.system_code in ('fees', 'security_fund')
          group by 1)
        select p.asset, p.fees, l.fees as booked from positions p left join ledger l on l.asset = p.asset
        where p.fees <> coalesce(l.fees, 0)`,
  },
  {
    rule: 'contract postings touch only contract and delivery wallets, fees, the security and insurance funds and clearing',
    query: sql`
        select x.id, x.reference, a.wallet, a.system_code
        from ledger_transaction x
        join ledger_entry e on e.transaction_id = x.id
        join ledger_account a on a.id = e.account_id
        where (x.reference like 'perp_position:%' or x.reference like 'perp_order:%'
            or x.reference like 'perp_funding:%' or x.reference like 'perp_batch:%')
          and not (a.user_id is not null and a.wallet in ('contract', 'delivery'))
          and coalesce(a.system_code, '') not in
            ('fees', 'security_fund', 'insurance', 'perp_pnl', 'clearing:funding')
        limit 20`,
  },
  {
    // As spot's: the journal row, its orders and their projection are each written in one commit.
    rule: 'every SUBMITTED contract order is in exactly one journaled batch of its contract, and a journaled batch names only those',
    query: sql`
        with listed as (
          select j.id as journal, j.contract, unnest(j.orders) as order_id from perp_journal j)
        select 'not journaled once' as problem, o.id as order_id, null::bigint as journal
        from perp_order o
        where o.status = 'SUBMITTED'
          and (select count(*) from listed l where l.order_id = o.id and l.contract = o.contract) <> 1
        union all
        select 'journaled but not SUBMITTED here', l.order_id, l.journal
        from listed l left join perp_order o on o.id = l.order_id
        where o.id is null or o.status <> 'SUBMITTED' or o.contract <> l.contract`,
  },
];

export async function checkPerp<T>(db: Kysely<T>): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const { rule, query } of RULES) {
    const { rows } = await query.execute(db);
    for (const row of rows) violations.push({ rule, detail: JSON.stringify(row) });
  }
  return violations;
}

export const PERP_RULES = RULES.map((r) => r.rule);
