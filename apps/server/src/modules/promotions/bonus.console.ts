import {
  ADMIN_PATHS,
  BONUS_ASSET,
  bonusCreditsConsoleQuery,
  bonusCreditsConsoleSchema,
  bonusSettingsBody,
  bonusSettingsSchema,
  envelope,
  type BonusSettings,
} from '@exchange/contracts';
import { decimal, gt, scaleOf, toPlainString } from '@exchange/money';
import { AppError } from '../../http/app-error.js';
import type { AccountService } from '../account/index.js';
import type { Secured } from '../admin/index.js';
import type { Ledger } from '../ledger/index.js';
import type { BonusService } from './bonus.service.js';
import type { PromotionsDb } from './redpacket.service.js';

/** The most a turnover multiple may be: beyond it the credit could never be earned in practice. */
const MAX_MULTIPLE = decimal('100');
/** A bonus is a sum in whole cents. */
const MAX_PLACES = 2;

/**
 * The console's sign-up bonus (referral.manage): what is offered (on or
 * off, the amount, the turnover as a multiple), with the credit still
 * locked in all beside the promotions budget, and every grant with its
 * progress. Changes are audited; they apply to grants made afterwards.
 */
export function registerBonusConsole(
  k: Secured,
  deps: {
    db: PromotionsDb;
    bonus: BonusService;
    ledger: Ledger;
    nowMs: () => number;
    accounts: Pick<AccountService, 'summaries'>;
  },
): void {
  const { secured, body, query, operatorNames } = k;
  const { db } = deps;

  async function view(): Promise<BonusSettings> {
    const [row, outstanding, budget] = await Promise.all([
      deps.bonus.settings(),
      db
        .selectFrom('bonus_credit')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('locked'), eb.val('0')).as('sum'))
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow(),
      deps.ledger.balance({ system: 'promotions', asset: BONUS_ASSET }),
    ]);
    const names = await operatorNames(row.updated_by === null ? [] : [row.updated_by]);
    return {
      enabled: row.enabled,
      asset: BONUS_ASSET,
      amount: toPlainString(decimal(row.amount)),
      turnoverMultiple: toPlainString(decimal(row.turnover_multiple)),
      updatedBy:
        row.updated_by === null ? null : (names.get(row.updated_by) ?? `#${row.updated_by}`),
      updatedAt: row.updated_at?.getTime() ?? null,
      outstanding: toPlainString(decimal(String(outstanding.sum))),
      budget: toPlainString(decimal(budget.available)),
    };
  }

  secured(
    'GET',
    ADMIN_PATHS.bonusSettings,
    'referral.manage',
    {
      summary: 'The sign-up bonus on offer, the credit still locked and the promotions budget',
      response: { 200: envelope(bonusSettingsSchema) },
    },
    () => view(),
  );
  secured(
    'POST',
    ADMIN_PATHS.bonusSettings,
    'referral.manage',
    {
      summary: 'Offer the sign-up bonus, or stop; grants already made keep their terms',
      body: bonusSettingsBody,
      response: { 200: envelope(bonusSettingsSchema) },
    },
    async (req, operator) => {
      const input = body(req, bonusSettingsBody);
      const amount = decimal(input.amount);
      const multiple = decimal(input.turnoverMultiple);
      if (scaleOf(amount) > MAX_PLACES)
        throw new AppError('AMOUNT_PRECISION', { places: MAX_PLACES });
      if (gt(multiple, MAX_MULTIPLE) || gt(decimal('1'), multiple))
        throw new AppError('FIELD_OUT_OF_RANGE', { field: 'turnoverMultiple' });
      await db
        .updateTable('bonus_settings')
        .set({
          enabled: input.enabled,
          amount: toPlainString(amount),
          turnover_multiple: toPlainString(multiple),
          updated_by: operator.row.id,
          updated_at: new Date(deps.nowMs()),
        })
        .where('id', '=', 1)
        .execute();
      return view();
    },
    {
      action: 'bonus.settings',
      of: (req) => ({ target: 'bonus', detail: { ...body(req, bonusSettingsBody) } }),
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.bonusCredits,
    'referral.manage',
    {
      summary: 'Every sign-up bonus granted, newest first, with what it locks and its turnover',
      querystring: bonusCreditsConsoleQuery,
      response: { 200: envelope(bonusCreditsConsoleSchema) },
    },
    async (req) => {
      const q = query(req, bonusCreditsConsoleQuery);
      let select = db.selectFrom('bonus_credit');
      if (q.status) select = select.where('status', '=', q.status);
      const [rows, counted] = await Promise.all([
        select
          .selectAll()
          .orderBy('granted_at', 'desc')
          .orderBy('user_id', 'desc')
          .limit(q.pageSize)
          .offset((q.pageNo - 1) * q.pageSize)
          .execute(),
        select.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const users = await deps.accounts.summaries(rows.map((row) => row.user_id));
      return {
        list: rows.map((row) => ({
          ...deps.bonus.creditView(row),
          uid: users.get(row.user_id)?.uid ?? '',
          name: users.get(row.user_id)?.username ?? '',
        })),
        total: Number(counted.n),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      };
    },
  );
}
