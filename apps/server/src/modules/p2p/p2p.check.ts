import { sql, type Kysely } from 'kysely';
import type { InvariantCheck } from '../../module.js';
import type { P2pTables } from './p2p.tables.js';
import { violationsOf } from '../../db/rule-queries.js';

const RULES = {
  adHold: 'a listed sell ad holds exactly its remaining quantity; any other ad holds nothing',
  escrow: 'an open P2P order holds exactly its quantity in escrow; a finished one nothing',
  orphan: 'no P2P hold without its ad or order',
  remaining: 'an ad’s remaining quantity is its quantity less its orders not cancelled',
  chain: 'each P2P order’s records are numbered from 1 and each links to the one before',
} as const;

/**
 * P2P's invariants over its own tables and the ledger's holds of kinds
 * `p2p_ad` and `p2p_order`: together they say that no path creates or
 * destroys coins (the ledger balances; escrow equals the open orders).
 */
export const p2pCheck: InvariantCheck<P2pTables> = {
  rules: Object.values(RULES),
  async run(db) {
    const raw = db as unknown as Kysely<unknown>;
    const queries = [
      {
        rule: RULES.adHold,
        query: sql<Record<string, unknown>>`
          select a.id, a.status, a.side, a.remaining, coalesce(sum(h.remaining), 0) as held
          from p2p_ad a
          left join ledger_hold h on h.kind = 'p2p_ad' and h.closed_tx is null
            and h.key like 'p2p-ad:' || a.id || ':%'
          group by a.id
          having coalesce(sum(h.remaining), 0) <>
            case when a.side = 'sell' and a.status = 'listed' then a.remaining else 0 end`,
      },
      {
        rule: RULES.escrow,
        query: sql<Record<string, unknown>>`
          select o.id, o.status, o.quantity, coalesce(h.remaining, 0) as held
          from p2p_order o
          left join ledger_hold h on h.key = o.hold_key and h.closed_tx is null
          where coalesce(h.remaining, 0) <>
            case when o.status in ('completed', 'cancelled') then 0 else o.quantity end`,
      },
      {
        rule: RULES.orphan,
        query: sql<Record<string, unknown>>`
          select h.key, h.kind, h.remaining from ledger_hold h
          where h.closed_tx is null and (
            (h.kind = 'p2p_order' and not exists (select 1 from p2p_order o where o.hold_key = h.key))
            or (h.kind = 'p2p_ad' and not exists (
              select 1 from p2p_ad a where h.key like 'p2p-ad:' || a.id || ':%')))`,
      },
      {
        rule: RULES.remaining,
        query: sql<Record<string, unknown>>`
          select a.id, a.quantity, a.remaining, coalesce(sum(o.quantity), 0) as taken
          from p2p_ad a
          left join p2p_order o on o.ad_id = a.id and o.status <> 'cancelled'
          group by a.id
          having a.remaining <> a.quantity - coalesce(sum(o.quantity), 0)`,
      },
      {
        rule: RULES.chain,
        query: sql<Record<string, unknown>>`
          select order_id, seq from (
            select order_id, seq, prev_hash,
              lag(hash) over (partition by order_id order by seq) as before,
              row_number() over (partition by order_id order by seq) as n
            from p2p_order_event) e
          where seq <> n or prev_hash <> coalesce(before, repeat('0', 64))`,
      },
    ];
    return violationsOf(raw, queries);
  },
};
