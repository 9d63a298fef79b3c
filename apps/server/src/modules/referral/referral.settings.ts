import type { ComplianceState, ReferralProgramme } from '@exchange/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import { AppError } from '../../http/app-error.js';
import { needsCompliance, programmeProblem } from './referral.core.js';
import type { ReferralTables, SettingRow } from './referral.tables.js';

export type ReferralDb = Kysely<ReferralTables>;

/**
 * The programme and who may refer. One row holds the programme, its
 * version (an edit made on a stale read is refused) and the compliance
 * switch; every turn of the switch is logged with who and why.
 */
export function createSettings(db: ReferralDb, nowMs: () => number) {
  async function row(reader: ReferralDb = db): Promise<SettingRow> {
    return reader
      .selectFrom('referral_setting')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
  }

  const complianceOf = (
    setting: SettingRow,
    names: ReadonlyMap<number, string>,
  ): ComplianceState => ({
    on: setting.compliance_on,
    by: setting.compliance_by === null ? null : (names.get(setting.compliance_by) ?? null),
    reason: setting.compliance_reason,
    at: setting.compliance_at?.getTime() ?? null,
  });

  return {
    row,
    complianceOf,
    async programme(): Promise<ReferralProgramme> {
      return (await row()).programme;
    },

    /** Whether a user may refer: an operator's decision for them, else the programme's default. */
    async mayRefer(userId: number): Promise<boolean> {
      const decided = await db
        .selectFrom('referral_permission')
        .select('may_refer')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (decided) return decided.may_refer;
      return (await row()).programme.defaultMayRefer;
    },

    /**
     * Errors: REFERRAL_STALE (changed since `version` was read),
     * REFERRAL_SETTINGS_INVALID, REFERRAL_COMPLIANCE_REQUIRED (deposit
     * rebates or more than two levels with the switch off).
     */
    async save(
      trx: Transaction<ReferralTables>,
      programme: ReferralProgramme,
      version: number,
      operatorId: number,
    ): Promise<void> {
      const problem = programmeProblem(programme);
      if (problem) throw new AppError('REFERRAL_SETTINGS_INVALID', { detail: problem });
      const current = await trx
        .selectFrom('referral_setting')
        .selectAll()
        .where('id', '=', 1)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (current.version !== version) throw new AppError('REFERRAL_STALE');
      if (needsCompliance(programme) && !current.compliance_on)
        throw new AppError('REFERRAL_COMPLIANCE_REQUIRED');
      await trx
        .updateTable('referral_setting')
        .set({
          programme: sql`${JSON.stringify(programme)}::jsonb`,
          version: version + 1,
          updated_by: operatorId,
          updated_at: new Date(nowMs()),
        })
        .where('id', '=', 1)
        .execute();
    },

    /**
     * Turns the compliance switch on or off, recording who and why. Errors:
     * REFERRAL_COMPLIANCE_IN_USE (off while the programme still uses it).
     */
    async setCompliance(
      trx: Transaction<ReferralTables>,
      on: boolean,
      reason: string,
      operatorId: number,
    ): Promise<void> {
      const current = await trx
        .selectFrom('referral_setting')
        .selectAll()
        .where('id', '=', 1)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (!on && needsCompliance(current.programme))
        throw new AppError('REFERRAL_COMPLIANCE_IN_USE');
      const at = new Date(nowMs());
      await trx
        .updateTable('referral_setting')
        .set({
          compliance_on: on,
          compliance_by: operatorId,
          compliance_reason: reason,
          compliance_at: at,
        })
        .where('id', '=', 1)
        .execute();
      await trx
        .insertInto('referral_compliance_log')
        .values({ switched_on: on, operator_id: operatorId, reason, at })
        .execute();
    },
  };
}
export type ReferralSettings = ReturnType<typeof createSettings>;
