import { sql, type Kysely } from 'kysely';
import type { InvariantCheck } from '../../module.js';
import type { IdentityTables } from './identity.tables.js';
import { violationsOf } from '../../db/rule-queries.js';

const RULES = {
  deposit: 'a live business certification holds exactly its deposit, an ended one nothing',
  orphan: 'no merchant deposit hold without its certification',
  merchant: 'a user is a merchant exactly while their certification is passed',
  idNumber: 'an ID number verifies one account',
} as const;

/**
 * Identity's invariants over its own tables, the ledger's holds of kind
 * `merchant_deposit`, and the merchant flag on the user.
 */
export const identityCheck: InvariantCheck<IdentityTables> = {
  rules: Object.values(RULES),
  async run(db) {
    const raw = db as unknown as Kysely<unknown>;
    const queries = [
      {
        rule: RULES.deposit,
        query: sql<Record<string, unknown>>`
          select b.id, b.status, b.amount, h.remaining from business_certification b
          left join ledger_hold h on h.key = b.hold_key and h.closed_tx is null
          where (b.status in ('refused', 'refunded') and h.key is not null)
            or (b.status not in ('refused', 'refunded')
              and coalesce(h.remaining, 0) <> b.amount)`,
      },
      {
        rule: RULES.orphan,
        query: sql<Record<string, unknown>>`
          select h.key, h.remaining from ledger_hold h
          where h.kind = 'merchant_deposit' and h.closed_tx is null
            and not exists (select 1 from business_certification b where b.hold_key = h.key)`,
      },
      {
        rule: RULES.merchant,
        query: sql<Record<string, unknown>>`
          select u.id, u.c2c_user_type from app_user u
          where (u.c2c_user_type <> 0) <> exists (
            select 1 from business_certification b
            where b.user_id = u.id and b.status in ('passed', 'refund_rejected'))`,
      },
      {
        rule: RULES.idNumber,
        query: sql<Record<string, unknown>>`
          select id_number_hmac, count(distinct user_id) as accounts from identity_application
          where status in ('under_review', 'resubmit', 'passed') and id_number_hmac is not null
          group by id_number_hmac having count(distinct user_id) > 1`,
      },
    ];
    return violationsOf(raw, queries);
  },
};
