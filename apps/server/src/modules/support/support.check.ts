import { sql, type Kysely } from 'kysely';
import type { InvariantCheck } from '../../module.js';
import type { SupportTables } from './support.tables.js';
import { violationsOf } from '../../db/rule-queries.js';

const RULES = {
  numbered:
    'a support conversation numbers its events 1 to its last seq, each number once: a message or a withdrawal',
  userSeq:
    'a support conversation’s user seq is its last event the user can see (not a staff note)',
  queue:
    'a support conversation waits in the queue exactly while open with no agent, and is assigned only to a support agent',
} as const;

/** The support desk's invariants over its own tables. */
export const supportCheck: InvariantCheck<SupportTables> = {
  rules: Object.values(RULES),
  async run(db) {
    const raw = db as unknown as Kysely<unknown>;
    const queries = [
      {
        rule: RULES.numbered,
        query: sql<Record<string, unknown>>`
          select c.id::text, c.last_seq, n.events, n.top from support_conversation c
          left join lateral (
            select count(*) as events, max(x) as top from (
              select m.seq as x from support_message m where m.conversation_id = c.id
              union all
              select m.recall_seq from support_message m
              where m.conversation_id = c.id and m.recall_seq is not null) e
          ) n on true
          where n.events <> c.last_seq or coalesce(n.top, 0) <> c.last_seq
            or (select count(distinct x) from (
              select m.seq as x from support_message m where m.conversation_id = c.id
              union all
              select m.recall_seq from support_message m
              where m.conversation_id = c.id and m.recall_seq is not null) d) <> c.last_seq`,
      },
      {
        rule: RULES.userSeq,
        query: sql<Record<string, unknown>>`
          select c.id::text, c.user_seq from support_conversation c
          where c.user_seq <> coalesce((
            select max(greatest(m.seq, coalesce(m.recall_seq, 0))) from support_message m
            where m.conversation_id = c.id and m.kind <> 'note'), 0)`,
      },
      {
        rule: RULES.queue,
        query: sql<Record<string, unknown>>`
          select c.id::text, c.status, c.assignee_id from support_conversation c
          where (c.waiting_since is not null) <> (c.status = 'open' and c.assignee_id is null)
            or (c.assignee_id is not null
              and not exists (select 1 from support_agent a where a.operator_id = c.assignee_id))`,
      },
    ];
    return violationsOf(raw, queries);
  },
};
