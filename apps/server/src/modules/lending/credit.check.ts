import { sql, type Kysely } from 'kysely';
import type { InvariantCheck } from '../../module.js';
import type { LendingTables } from './lending.tables.js';
import { violationsOf } from '../../db/rule-queries.js';

const RULES = {
  fund: 'the lending account holds its top-ups less the principal of credit loans outstanding',
  income: 'credit income is the interest and late fees repaid loans paid',
  postings:
    'a credit loan has its payout posting exactly when approved, and its repayment exactly when repaid, each of its amount',
  never: 'no credit loan was paid from the savings pool',
} as const;

/**
 * Credit loans' invariants over `credit_loan` and the ledger's
 * `credit:fund` and `credit:income` accounts: the register and the ledger
 * say the same, and no credit loan touched a `lending:*` (savings) account.
 */
export const creditCheck: InvariantCheck<LendingTables> = {
  rules: Object.values(RULES),
  async run(db) {
    const raw = db as unknown as Kysely<unknown>;
    const account = (code: string) => sql`(
      select coalesce(sum(a.available), 0) from ledger_account a
      where a.system_code = ${code} and a.asset = c.coin)`;
    const coins = sql`(
      select coin from credit_loan
      union select a.asset from ledger_account a where a.system_code like 'credit:%') c`;
    const queries = [
      {
        rule: RULES.fund,
        query: sql<Record<string, unknown>>`
          select c.coin, ${account('credit:fund')} as ledger from ${coins}
          where ${account('credit:fund')} <> (
            select coalesce(sum(e.amount), 0) from ledger_entry e
              join ledger_account a on a.id = e.account_id
              join ledger_transaction t on t.id = e.transaction_id
              where a.system_code = 'credit:fund' and a.asset = c.coin
                and t.change_type = 'manual_deposit')
            - (select coalesce(sum(approved_amount), 0) from credit_loan l
              where l.coin = c.coin and l.status in ('lending', 'overdue'))`,
      },
      {
        rule: RULES.income,
        query: sql<Record<string, unknown>>`
          select c.coin, ${account('credit:income')} as ledger from ${coins}
          where ${account('credit:income')} <> (
            select coalesce(sum(paid_interest + paid_late_fee), 0) from credit_loan l
              where l.coin = c.coin and l.status = 'repaid')`,
      },
      {
        rule: RULES.postings,
        query: sql<Record<string, unknown>>`
          select l.id, l.status from credit_loan l
          where coalesce((select sum(e.amount) from ledger_transaction t
              join ledger_entry e on e.transaction_id = t.id
              join ledger_account a on a.id = e.account_id and a.system_code = 'credit:fund'
              where t.idempotency_key = 'credit:lend:' || l.id), 0)
            <> case when l.status in ('lending', 'overdue', 'repaid') then -l.approved_amount else 0 end
          or coalesce((select sum(e.amount) from ledger_transaction t
              join ledger_entry e on e.transaction_id = t.id
              join ledger_account a on a.id = e.account_id and a.user_id = l.user_id
              where t.idempotency_key = 'credit:repay:' || l.id), 0)
            <> case when l.status = 'repaid' then -l.repaid else 0 end`,
      },
      {
        rule: RULES.never,
        query: sql<Record<string, unknown>>`
          select t.id, t.reference from ledger_transaction t
          where t.reference like 'credit:%' and exists (
            select 1 from ledger_entry e join ledger_account a on a.id = e.account_id
            where e.transaction_id = t.id and a.system_code like 'lending:%')`,
      },
    ];
    return violationsOf(raw, queries);
  },
};
