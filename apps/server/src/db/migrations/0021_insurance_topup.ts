import { sql, type Kysely } from 'kysely';

/**
 * A third kind of maker-checker adjustment: topping up the
 * contracts' insurance fund, which pays the losses a liquidated position's
 * margin cannot. It moves money from `custody:MANUAL` to the `insurance`
 * system account of one asset, so it names no user and no wallet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_adjustment
    alter column user_id drop not null,
    drop constraint ledger_adjustment_kind_check,
    add constraint ledger_adjustment_kind_check check (kind in ('credit', 'debit', 'insurance')),
    add constraint ledger_adjustment_insurance_has_no_user check (
      (kind = 'insurance') = (user_id is null)
      and (kind <> 'insurance' or wallet = 'system'))`.execute(db);
}
