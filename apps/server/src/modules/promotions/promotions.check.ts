import { sql, type Kysely } from 'kysely';
import type { InvariantCheck } from '../../module.js';
import type { PromotionTables } from './promotions.tables.js';
import { violationsOf } from '../../db/rule-queries.js';

const RULES = {
  held: 'an open red packet holds exactly its shares not yet claimed; a closed one holds nothing',
  shares:
    'a red packet’s shares add up to its total, and its claimed count and amount are its claimed shares’',
  closed: 'a finished red packet has every share claimed; an expired one returned exactly the rest',
  rewards:
    'an activity’s rewards given are its joined entries, each paid once from promotions by the transaction it names, never beyond its slots',
  bonus:
    'a granted sign-up bonus was paid once, of its amount, from promotions by the transaction it names; its turnover counted is the trades counted for it',
} as const;

/** Red packets', activities' and sign-up bonuses' invariants over their tables and the ledger. */
export const promotionsCheck: InvariantCheck<PromotionTables> = {
  rules: Object.values(RULES),
  async run(db) {
    const raw = db as unknown as Kysely<unknown>;
    const queries = [
      {
        rule: RULES.held,
        query: sql<Record<string, unknown>>`
          select p.id::text, p.status, h.remaining::text as held,
            (p.total - p.claimed_amount)::text as unclaimed
          from red_packet p
          left join ledger_hold h on h.key = 'red-packet:' || p.id
          where coalesce(h.remaining, 0)
            <> case when p.status = 'open' then p.total - p.claimed_amount else 0 end
          union all
          select h.key, null, h.remaining::text, null from ledger_hold h
          where h.kind = 'red_packet' and h.remaining > 0
            and not exists (select 1 from red_packet p where h.key = 'red-packet:' || p.id)`,
      },
      {
        rule: RULES.shares,
        query: sql<Record<string, unknown>>`
          select p.id::text from red_packet p
          where p.total <> (select coalesce(sum(s.amount), 0) from red_packet_share s
              where s.packet_id = p.id)
            or p.shares <> (select count(*) from red_packet_share s where s.packet_id = p.id)
            or p.claimed_shares <> (select count(*) from red_packet_share s
              where s.packet_id = p.id and s.claimed_by is not null)
            or p.claimed_amount <> (select coalesce(sum(s.amount), 0) from red_packet_share s
              where s.packet_id = p.id and s.claimed_by is not null)`,
      },
      {
        rule: RULES.closed,
        query: sql<Record<string, unknown>>`
          select p.id::text, p.status from red_packet p
          where (p.status = 'finished' and p.claimed_shares <> p.shares)
            or (p.status = 'expired' and p.refunded <> p.total - p.claimed_amount)
            or (p.status <> 'expired' and p.refunded <> 0)`,
      },
      {
        rule: RULES.rewards,
        query: sql<Record<string, unknown>>`
          select a.id::text, a.rewarded from activity a
          where a.rewarded <> (select count(*) from activity_entry e
              where e.activity_id = a.id and e.state = 'joined')
            or (a.slots is not null and a.rewarded > a.slots)
          union all
          select e.activity_id::text || ':' || e.user_id::text, null from activity_entry e
          where e.state = 'joined' and not exists (
            select 1 from ledger_transaction t
            where t.id::text = e.transaction_id
              and t.idempotency_key = 'activity:' || e.activity_id || ':reward:' || e.user_id)`,
      },
      {
        rule: RULES.bonus,
        query: sql<Record<string, unknown>>`
          select c.user_id::text, c.status from bonus_credit c
          where c.transaction_id is not null and not exists (
            select 1 from ledger_transaction t
            join ledger_entry e on e.transaction_id = t.id
            join ledger_account a on a.id = e.account_id
            where t.id::text = c.transaction_id
              and t.idempotency_key = 'bonus:signup:' || c.user_id
              and a.user_id = c.user_id and e.amount = c.amount)
          union all
          select c.user_id::text, c.traded::text from bonus_credit c
          where c.traded <> (select coalesce(sum(b.usdt), 0) from bonus_trade b
              where b.user_id = c.user_id)`,
      },
    ];
    return violationsOf(raw, queries);
  },
};
