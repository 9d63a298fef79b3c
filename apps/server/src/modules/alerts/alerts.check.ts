import { sql, type Kysely } from 'kysely';
import { violationsOf } from '../../db/rule-queries.js';
import type { InvariantCheck } from '../../module.js';
import type { AlertTables } from './alerts.tables.js';

const RULES = {
  reached:
    'a fired price alert fired at a trade price that reached its threshold (at or above for a rise, at or below for a fall)',
  told: 'a price alert has an alert.fired event exactly when it fired (events are kept 30 days: older ones are not asked)',
} as const;

/** The alerts' invariants over `price_alert` and the events it published. */
export const alertsCheck: InvariantCheck<AlertTables> = {
  rules: Object.values(RULES),
  async run(db) {
    return violationsOf(db as unknown as Kysely<unknown>, [
      {
        rule: RULES.reached,
        query: sql<Record<string, unknown>>`
          select id::text, kind, threshold::text, fired_price::text from price_alert
          where status = 'FIRED' and case when kind in ('price_above', 'move_up_pct')
            then fired_price < threshold else fired_price > threshold end`,
      },
      {
        rule: RULES.told,
        query: sql<Record<string, unknown>>`
          select a.id::text, a.status from price_alert a
          left join domain_event e on e.key = 'alert.fired:' || a.id
          where (a.status <> 'FIRED' and e.id is not null)
            or (a.status = 'FIRED' and e.id is null and a.fired_at > now() - interval '29 days')`,
      },
    ]);
  },
};
