import { sql, type Kysely } from 'kysely';
import type { Violation } from '../ledger/index.js';

/**
 * Spot invariants for the ledger report (`npm run ledger:check`, the crash
 * test): no fill without its postings or postings without their fill, each
 * order's fills add up, each order's hold holds exactly what it still has
 * frozen, and the journal names exactly the orders not yet projected. Read-only over the spot and ledger tables, because comparing
 * the two is the point.
 */
const RULES: readonly { rule: string; query: ReturnType<typeof sql<Record<string, unknown>>> }[] = [
  {
    // A batch's fills are one spot_buy and one spot_sell posting whose user
    // lines name their trade; older fills were a posting per side.
    rule: 'each trade is posted once on each side: what the buyer paid and got, what the seller paid and got',
    query: sql`
        with lines as (
          select coalesce(e.reference, x.reference) as reference, x.change_type, e.part,
            e.amount, a.asset, a.user_id, x.id as tx
          from ledger_entry e
          join ledger_transaction x on x.id = e.transaction_id
          join ledger_account a on a.id = e.account_id
          where x.change_type in ('spot_buy', 'spot_sell') and a.user_id is not null
            and coalesce(e.reference, x.reference) like 'spot_trade:%')
        select t.market, t.trade_no,
          count(distinct l.tx) filter (where l.change_type = 'spot_buy') as buys,
          count(distinct l.tx) filter (where l.change_type = 'spot_sell') as sells
        from spot_trade t
        join spot_market m on m.symbol = t.market
        left join lines l on l.reference = 'spot_trade:' || t.market || ':' || t.trade_no
        group by t.market, t.trade_no, t.amount, t.quote_amount, m.base, m.quote
        having count(distinct l.tx) filter (where l.change_type = 'spot_buy') <> 1
          or count(distinct l.tx) filter (where l.change_type = 'spot_sell') <> 1
          or coalesce(sum(l.amount) filter (where l.change_type = 'spot_buy'
            and l.asset = m.quote), 0) <> -t.quote_amount
          or coalesce(sum(l.amount) filter (where l.change_type = 'spot_buy'
            and l.asset = m.base), 0) <> t.amount
          or coalesce(sum(l.amount) filter (where l.change_type = 'spot_sell'
            and l.asset = m.base), 0) <> -t.amount
          or coalesce(sum(l.amount) filter (where l.change_type = 'spot_sell'
            and l.asset = m.quote), 0) <> t.quote_amount`,
  },
  {
    rule: 'no posting names a trade that does not exist',
    query: sql`
        select r.reference from ledger_entry e
        join ledger_transaction x on x.id = e.transaction_id
        cross join lateral (select coalesce(e.reference, x.reference) as reference) r
        where r.reference like 'spot_trade:%'
          and not exists (select 1 from spot_trade t
            where 'spot_trade:' || t.market || ':' || t.trade_no = r.reference)`,
  },
  {
    rule: "each order's fills add up in amount, value and lots",
    query: sql`
        with sides as (
          select maker_order_id as id, amount, quote_amount from spot_trade
          union all
          select taker_order_id, amount, quote_amount from spot_trade)
        select o.id, o.status, o.filled_amount, o.filled_quote, s.amount, s.quote,
          o.lots, o.remaining_lots
        from spot_order o
        join spot_market m on m.symbol = o.market
        left join (select id, sum(amount) as amount, sum(quote_amount) as quote
          from sides group by id) s on s.id = o.id
        where o.filled_amount <> coalesce(s.amount, 0) or o.filled_quote <> coalesce(s.quote, 0)
          or o.filled_amount <> (o.lots - o.remaining_lots) * m.lot_size
          or (o.status = 'PENDING' and o.remaining_lots = 0)
          or (o.status = 'FILLED' and o.type = 'limit' and o.remaining_lots <> 0)`,
  },
  {
    // A freeze is a posting of its own (older orders) or an order's lines in
    // its batch's freeze posting: either way one posting with its frozen line.
    rule: "each order's hold holds what it still has frozen, after exactly one freeze",
    query: sql`
        with freezes as (
          select coalesce(e.reference, x.reference) as reference, count(distinct x.id) as n
          from ledger_transaction x join ledger_entry e on e.transaction_id = x.id
          where x.memo = 'freeze' and x.change_type in ('spot_buy', 'spot_sell')
            and e.part = 'frozen'
          group by 1)
        select o.id, o.status, o.frozen, h.remaining, h.closed_tx, f.n as freezes
        from spot_order o left join ledger_hold h on h.key = 'order:' || o.id
        left join freezes f on f.reference = 'spot_order:' || o.id
        where h.key is null or h.remaining <> o.frozen
          or (o.status in ('FILLED', 'CANCELLED') and (o.frozen <> 0 or h.closed_tx is null))
          or (o.status = 'PENDING' and (o.frozen = 0 or h.closed_tx is not null))
          or coalesce(f.n, 0) <> 1`,
  },
  {
    // Holds at any moment, not only when the runners are idle: the journal
    // row, its orders and their projection are each written in one commit.
    rule: 'every SUBMITTED order is in exactly one journaled batch of its market, and a journaled batch names only those',
    query: sql`
        with listed as (
          select j.id as journal, j.market, unnest(j.orders) as order_id from spot_journal j)
        select 'not journaled once' as problem, o.id as order_id, null::bigint as journal
        from spot_order o
        where o.status = 'SUBMITTED'
          and (select count(*) from listed l where l.order_id = o.id and l.market = o.market) <> 1
        union all
        select 'journaled but not SUBMITTED here', l.order_id, l.journal
        from listed l left join spot_order o on o.id = l.order_id
        where o.id is null or o.status <> 'SUBMITTED' or o.market <> l.market`,
  },
  {
    rule: 'no order hold without its order',
    query: sql`
        select h.key, h.remaining from ledger_hold h
        where h.kind = 'order' and h.key like 'order:%' and h.closed_tx is null
          and not exists (select 1 from spot_order o where 'order:' || o.id = h.key)`,
  },
  {
    rule: 'each waiting conditional order holds what it froze, and a finished one holds nothing',
    query: sql`
        select s.id, s.status, s.frozen, h.remaining, h.closed_tx
        from spot_stop_order s left join ledger_hold h on h.key = 'stop:' || s.id
        where (s.status = 'WAITING' and s.frozen > 0
            and (h.key is null or h.closed_tx is not null or h.remaining <> s.frozen))
          or (s.status <> 'WAITING' and h.key is not null and h.closed_tx is null)
          or (s.frozen = 0 and h.key is not null)`,
  },
  {
    rule: 'a triggered conditional order placed exactly one order, of its owner and market',
    query: sql`
        select s.id, s.order_id from spot_stop_order s
        left join spot_order o on o.id = s.order_id
        where s.status = 'TRIGGERED'
          and (o.id is null or o.user_id <> s.user_id or o.market <> s.market
            or o.fingerprint <> 'stop:' || s.id)`,
  },
  {
    rule: 'no conditional-order hold without its conditional order',
    query: sql`
        select h.key, h.remaining from ledger_hold h
        where h.kind = 'order' and h.key like 'stop:%' and h.closed_tx is null
          and not exists (select 1 from spot_stop_order s where 'stop:' || s.id = h.key)`,
  },
];

export async function checkSpot<T>(db: Kysely<T>): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const { rule, query } of RULES) {
    const { rows } = await query.execute(db);
    for (const row of rows) violations.push({ rule, detail: JSON.stringify(row) });
  }
  return violations;
}

export const SPOT_RULES = RULES.map((r) => r.rule);
