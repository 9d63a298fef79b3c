import {
  ADMIN_PATHS,
  complianceLogSchema,
  envelope,
  pagingQuery,
  referralAccrualsQuery,
  referralAccrualsSchema,
  referralComplianceBody,
  referralConsoleSchema,
  referralPermissionBody,
  referralPermissionsSchema,
  referralProgrammeBody,
  type ReferralConsole,
} from '@exchange/contracts';
import { decimal, isZero, toPlainString } from '@exchange/money';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { paged } from '../../lib/paging.js';
import type { AccountService } from '../account/index.js';
import type { AuditWithin, Secured } from '../admin/index.js';
import type { Ledger } from '../ledger/index.js';
import { needsCompliance, tierOverlaps } from './referral.core.js';
import { payableAccount, promotionsAccount } from './referral.postings.js';
import { recordView } from './referral.service.js';
import { registerReferralFlags } from './referral.flags.js';
import type { Pairs } from './referral.pairs.js';
import type { ReferralDb, ReferralSettings } from './referral.settings.js';
import type { ReferralTables } from './referral.tables.js';

const logQuery = pagingQuery(20, 100);

/**
 * The console's referral programme (referral.manage): the programme, the
 * budget per coin (filled by `promotions_fund` adjustments, maker-checker),
 * who may refer, and every rebate. The compliance switch needs its own
 * permission (referral.compliance), as it records a legal sign-off. Every
 * change is audited in the change's own transaction.
 */
export function registerReferralConsole(
  k: Secured,
  deps: {
    db: ReferralDb;
    ledger: Ledger;
    settings: ReferralSettings;
    accounts: Pick<AccountService, 'findByUid' | 'summaries'>;
    coins: () => Promise<readonly string[]>;
    nowMs: () => number;
    pairs: Pick<Pairs, 'clear'>;
  },
): void {
  const { secured, body, query, operatorNames } = k;
  const { db, ledger, settings } = deps;

  async function view(): Promise<ReferralConsole> {
    const setting = await settings.row();
    const names = await operatorNames(
      setting.compliance_by === null ? [] : [setting.compliance_by],
    );
    const budget: ReferralConsole['budget'] = [];
    for (const asset of await deps.coins()) {
      const available = decimal((await ledger.balance(promotionsAccount(asset))).available);
      const payable = decimal((await ledger.balance(payableAccount(asset))).available);
      if (isZero(available) && isZero(payable)) continue;
      budget.push({
        asset,
        available: toPlainString(available),
        payable: toPlainString(payable),
      });
    }
    return {
      programme: setting.programme,
      version: setting.version,
      compliance: settings.complianceOf(setting, names),
      needsCompliance: needsCompliance(setting.programme),
      overlaps: tierOverlaps(setting.programme.tiers),
      budget,
    };
  }

  /** A change and its audit entry in one transaction; the console's view after it. */
  async function changed(
    within: AuditWithin,
    change: (trx: Transaction<ReferralTables>) => Promise<void>,
  ): Promise<ReferralConsole> {
    await db.transaction().execute(async (trx) => {
      await change(trx);
      await within(trx as unknown as Kysely<unknown>);
    });
    return view();
  }

  async function userIdOf(uid: string): Promise<number> {
    const user = await deps.accounts.findByUid(uid);
    if (!user || user.is_demo) throw new AppError('USER_NOT_FOUND');
    return user.id;
  }

  secured(
    'GET',
    ADMIN_PATHS.referralProgramme,
    'referral.manage',
    {
      summary: 'The programme, the compliance switch, tier overlaps and the budget per coin',
      response: { 200: envelope(referralConsoleSchema) },
    },
    () => view(),
  );
  secured(
    'POST',
    ADMIN_PATHS.referralProgramme,
    'referral.manage',
    {
      summary:
        'Change the programme; deposit rebates and more than two levels need the compliance switch',
      body: referralProgrammeBody,
      response: { 200: envelope(referralConsoleSchema) },
    },
    (req, operator, within) => {
      const input = body(req, referralProgrammeBody);
      return changed(within, (trx) =>
        settings.save(trx, input.programme, input.version, operator.row.id),
      );
    },
    {
      action: 'referral.programme',
      of: (req) => ({
        target: 'referral:programme',
        detail: { ...body(req, referralProgrammeBody).programme },
      }),
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.referralCompliance,
    'referral.manage',
    {
      summary: 'Every turn of the compliance switch, newest first, with who and why',
      querystring: logQuery,
      response: { 200: envelope(complianceLogSchema) },
    },
    async (req) => {
      const { pageNo, pageSize } = query(req, logQuery);
      const rows = await db
        .selectFrom('referral_compliance_log')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      const names = await operatorNames(rows.map((row) => row.operator_id));
      return paged(
        pageNo,
        pageSize,
        async () => rows,
        async () =>
          (
            await db
              .selectFrom('referral_compliance_log')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        (row) => ({
          on: row.switched_on,
          by: names.get(row.operator_id) ?? String(row.operator_id),
          reason: row.reason,
          at: row.at.getTime(),
        }),
      );
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.referralCompliance,
    'referral.compliance',
    {
      summary:
        'Turn the compliance switch on or off, with the reason (a legal review); recorded with who',
      body: referralComplianceBody,
      response: { 200: envelope(referralConsoleSchema) },
    },
    (req, operator, within) => {
      const input = body(req, referralComplianceBody);
      return changed(within, (trx) =>
        settings.setCompliance(trx, input.on, input.reason, operator.row.id),
      );
    },
    {
      action: 'referral.compliance',
      of: (req) => ({
        target: 'referral:compliance',
        detail: { ...body(req, referralComplianceBody) },
      }),
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.referralPermissions,
    'referral.manage',
    {
      summary: 'Operators’ decisions on who may refer, newest first',
      querystring: logQuery,
      response: { 200: envelope(referralPermissionsSchema) },
    },
    async (req) => {
      const { pageNo, pageSize } = query(req, logQuery);
      const rows = await db
        .selectFrom('referral_permission')
        .selectAll()
        .orderBy('at', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      const [users, names] = await Promise.all([
        deps.accounts.summaries(rows.map((row) => row.user_id)),
        operatorNames(rows.map((row) => row.operator_id)),
      ]);
      return paged(
        pageNo,
        pageSize,
        async () => rows,
        async () =>
          (
            await db
              .selectFrom('referral_permission')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        (row) => {
          const user = users.get(row.user_id);
          return {
            uid: user?.uid ?? '',
            name: user?.username ?? user?.uid ?? '',
            mayRefer: row.may_refer,
            reason: row.reason,
            by: names.get(row.operator_id) ?? String(row.operator_id),
            at: row.at.getTime(),
          };
        },
      );
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.referralPermissions,
    'referral.manage',
    {
      summary:
        'Allow or forbid one user to refer; registrations with their code are refused when forbidden',
      body: referralPermissionBody,
      response: { 200: envelope(z.null()) },
    },
    async (req, operator) => {
      const input = body(req, referralPermissionBody);
      const userId = await userIdOf(input.uid);
      const values = {
        may_refer: input.mayRefer,
        reason: input.reason,
        operator_id: operator.row.id,
        at: new Date(deps.nowMs()),
      };
      await db
        .insertInto('referral_permission')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      return null;
    },
    {
      action: 'referral.permission',
      of: (req) => ({
        target: `user:${body(req, referralPermissionBody).uid}`,
        detail: { ...body(req, referralPermissionBody) },
      }),
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.referralAccruals,
    'referral.manage',
    {
      summary: 'Every rebate, newest first: paid ones and those recorded with why they were not',
      querystring: referralAccrualsQuery,
      response: { 200: envelope(referralAccrualsSchema) },
    },
    async (req) => {
      const input = query(req, referralAccrualsQuery);
      let base = db.selectFrom('referral_rebate');
      if (input.state) base = base.where('state', '=', input.state);
      if (input.basis) base = base.where('basis', '=', input.basis);
      if (input.uid) base = base.where('referrer_id', '=', await userIdOf(input.uid));
      const rows = await base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(input.pageSize)
        .offset((input.pageNo - 1) * input.pageSize)
        .execute();
      const users = await deps.accounts.summaries(
        rows.flatMap((row) => [row.referrer_id, row.invitee_id]),
      );
      return paged(
        input.pageNo,
        input.pageSize,
        async () => rows,
        async () =>
          (await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
        (row) => {
          const referrer = users.get(row.referrer_id);
          return {
            ...recordView(row, users),
            // Operators see whole names.
            invitee: users.get(row.invitee_id)?.uid ?? '',
            referrer: referrer?.username ?? referrer?.uid ?? '',
            referrerUid: referrer?.uid ?? '',
            level: row.level,
          };
        },
      );
    },
  );
  registerReferralFlags(k, { db, accounts: deps.accounts, pairs: deps.pairs, userIdOf });
}
