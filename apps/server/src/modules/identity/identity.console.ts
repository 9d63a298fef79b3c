import {
  ADMIN_PATHS,
  businessDecisionBody,
  businessDepositsBody,
  businessQueueItemSchema,
  businessQueuePageSchema,
  businessQueueQuery,
  envelope,
  id,
  identityApplicationSchema,
  identityDocumentParams,
  identityQueuePageSchema,
  identityQueueQuery,
  identityRejectBody,
  identitySettingsSchema,
  identityResubmitRequestBody,
  levelLimitsReplySchema,
  levelLimitsBody,
  businessDepositsReplySchema,
} from '@exchange/contracts';
import { decimal, toPlainString } from '@exchange/money';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { FileReply, type Secured } from '../admin/index.js';
import type { AccountService } from '../account/index.js';
import type { CoinService } from '../coin/index.js';
import type { Business } from './identity.business.js';
import type { IdentityLimits } from './identity.limits.js';
import type { Review } from './identity.review.js';
import type { BusinessRow, IdentityTables } from './identity.tables.js';

const idParams = z.object({ id: id() });
const empty = z.object({}).optional();

export interface IdentityConsoleDeps {
  readonly db: Kysely<IdentityTables>;
  readonly review: Review;
  readonly business: Business;
  readonly limits: IdentityLimits;
  readonly accounts: AccountService;
  readonly coins: CoinService;
}

/**
 * The console's identity section (permission identity.review): the
 * application queue, one application, its documents as images (each view
 * recorded for the user and audited as `identity.document_view`), the
 * decisions, and the business certifications. The limits per level and the
 * deposit per coin are configuration (config.manage). Every change is
 * audited in its own transaction.
 */
export function registerIdentityConsole(k: Secured, deps: IdentityConsoleDeps): void {
  const { secured, params, body, query, target } = k;
  const { review, business } = deps;
  const application = { response: { 200: envelope(identityApplicationSchema) } };
  const certification = { response: { 200: envelope(businessQueueItemSchema) } };

  secured(
    'GET',
    ADMIN_PATHS.identityQueue,
    'identity.review',
    {
      summary: 'Identity applications, filtered by level, status and name, UID or user id',
      querystring: identityQueueQuery,
      response: { 200: envelope(identityQueuePageSchema) },
    },
    (req) => review.queue(query(req, identityQueueQuery)),
  );
  secured(
    'GET',
    ADMIN_PATHS.identityApplication,
    'identity.review',
    {
      summary: 'One application in full, its ID number included',
      params: idParams,
      ...application,
    },
    (req) => review.detail(params(req).id),
    { action: 'identity.open', of: target('identity') },
  );
  secured(
    'GET',
    ADMIN_PATHS.identityDocument,
    'identity.review',
    {
      summary: 'A document photo of an application (image bytes); the user sees the view',
      params: identityDocumentParams,
    },
    async (req, operator) => {
      const { id: applicationId, document } = req.params as z.output<typeof identityDocumentParams>;
      const { file, bytes } = await review.document(applicationId, document, operator.row.id);
      return new FileReply(bytes, file.contentType);
    },
    {
      action: 'identity.document_view',
      of: (req) => {
        const { id: applicationId, document } = req.params as z.output<
          typeof identityDocumentParams
        >;
        return { target: `identity:${applicationId}`, detail: { document } };
      },
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.identityApprove,
    'identity.review',
    {
      summary: 'Approve (notarised: first and second approval)',
      params: idParams,
      body: empty,
      ...application,
    },
    (req, operator, within) => review.approve(params(req).id, operator.row.id, within),
    {
      action: 'identity.approve',
      of: (req) => ({ target: `identity:${params(req).id}` }),
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.identityReject,
    'identity.review',
    {
      summary: 'Reject with a reason the user sees and a note they do not',
      params: idParams,
      body: identityRejectBody,
      ...application,
    },
    (req, operator, within) =>
      review.reject(params(req).id, operator.row.id, body(req, identityRejectBody), within),
    {
      action: 'identity.reject',
      of: (req) => {
        const input = body(req, identityRejectBody);
        return {
          target: `identity:${params(req).id}`,
          detail: { reason: input.reason, final: input.final },
        };
      },
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.identityReopen,
    'identity.review',
    {
      summary: 'Lift a final refusal so the user may apply again',
      params: idParams,
      body: empty,
      ...application,
    },
    (req, operator, within) => review.reopen(params(req).id, operator.row.id, within),
    { action: 'identity.reopen', of: target('identity') },
  );
  secured(
    'POST',
    ADMIN_PATHS.identityResubmit,
    'identity.review',
    {
      summary: 'Ask the user for one document again',
      params: idParams,
      body: identityResubmitRequestBody,
      ...application,
    },
    (req, operator, within) =>
      review.requestResubmit(
        params(req).id,
        operator.row.id,
        body(req, identityResubmitRequestBody),
        within,
      ),
    {
      action: 'identity.resubmit',
      of: (req) => ({
        target: `identity:${params(req).id}`,
        detail: { ...body(req, identityResubmitRequestBody) },
      }),
    },
  );

  // Business certification.
  const withUser = async (rows: readonly BusinessRow[]) => {
    const users = await deps.accounts.summaries(rows.map((row) => row.user_id));
    const names = new Map(
      (
        await deps.db
          .selectFrom('identity_application')
          .select(['user_id', 'real_name'])
          .where('level', '=', 'primary')
          .where('status', '=', 'passed')
          .where('user_id', 'in', rows.length > 0 ? rows.map((row) => row.user_id) : [-1])
          .execute()
      ).map((row) => [row.user_id, row.real_name]),
    );
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      uid: users.get(row.user_id)?.uid ?? '',
      realName: names.get(row.user_id) ?? null,
      status: row.status,
      coin: row.coin,
      amount: toPlainString(decimal(row.amount)),
      appliedAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      firstApprovedBy: row.first_approved_by,
      reason: row.reason,
      internalNote: row.internal_note,
    }));
  };
  const one = async (row: BusinessRow) => (await withUser([row]))[0];

  secured(
    'GET',
    ADMIN_PATHS.businessQueue,
    'identity.review',
    {
      summary: 'Business certifications, filtered by status',
      querystring: businessQueueQuery,
      response: { 200: envelope(businessQueuePageSchema) },
    },
    async (req) => {
      const q = query(req, businessQueueQuery);
      let select = deps.db.selectFrom('business_certification');
      if (q.status) select = select.where('status', '=', q.status);
      const [rows, counted] = await Promise.all([
        select
          .selectAll()
          .orderBy('updated_at', 'desc')
          .limit(q.pageSize)
          .offset((q.pageNo - 1) * q.pageSize)
          .execute(),
        select.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        list: await withUser(rows),
        total: Number(counted.n),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      };
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.businessApprove,
    'identity.review',
    {
      summary: 'Approve an application (two operators)',
      params: idParams,
      body: empty,
      ...certification,
    },
    async (req, operator, within) =>
      one(await business.approve(params(req).id, operator.row.id, within)),
    { action: 'business.approve', of: target('business') },
  );
  secured(
    'POST',
    ADMIN_PATHS.businessRefuse,
    'identity.review',
    {
      summary: 'Refuse an application; the deposit comes back',
      params: idParams,
      body: businessDecisionBody,
      ...certification,
    },
    async (req, operator, within) =>
      one(
        await business.refuse(
          params(req).id,
          operator.row.id,
          body(req, businessDecisionBody),
          within,
        ),
      ),
    {
      action: 'business.refuse',
      of: (req) => ({
        target: `business:${params(req).id}`,
        detail: { reason: body(req, businessDecisionBody).reason },
      }),
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.businessRefundApprove,
    'identity.review',
    {
      summary: 'Approve a deposit refund (two operators; no open ads, orders or appeals)',
      params: idParams,
      body: empty,
      ...certification,
    },
    async (req, operator, within) =>
      one(await business.approve(params(req).id, operator.row.id, within)),
    { action: 'business.refund_approve', of: target('business') },
  );
  secured(
    'POST',
    ADMIN_PATHS.businessRefundReject,
    'identity.review',
    {
      summary: 'Reject a deposit refund',
      params: idParams,
      body: businessDecisionBody,
      ...certification,
    },
    async (req, operator, within) =>
      one(
        await business.rejectRefund(
          params(req).id,
          operator.row.id,
          body(req, businessDecisionBody),
          within,
        ),
      ),
    {
      action: 'business.refund_reject',
      of: (req) => ({
        target: `business:${params(req).id}`,
        detail: { reason: body(req, businessDecisionBody).reason },
      }),
    },
  );

  // Configuration.
  const limitsReply = { response: { 200: envelope(levelLimitsReplySchema) } };
  secured(
    'GET',
    ADMIN_PATHS.identityLimits,
    'config.manage',
    { summary: 'Daily limits per verification level (USD; null is unlimited)', ...limitsReply },
    async () => ({ limits: await deps.limits.all() }),
  );
  secured(
    'POST',
    ADMIN_PATHS.identityLimits,
    'config.manage',
    { summary: 'Set the daily limits of every level', body: levelLimitsBody, ...limitsReply },
    async (req, operator, within) => {
      await deps.db.transaction().execute(async (trx) => {
        await deps.limits.set(
          body(req, levelLimitsBody),
          operator.row.id,
          trx as unknown as Kysely<unknown>,
        );
        await within(trx as unknown as Kysely<unknown>);
      });
      return { limits: await deps.limits.all() };
    },
    {
      action: 'identity.limits',
      of: (req) => ({
        target: 'identity:limits',
        detail: { limits: body(req, levelLimitsBody).limits },
      }),
    },
  );
  const settingsReply = { response: { 200: envelope(identitySettingsSchema) } };
  const settings = async () => {
    const row = await deps.db
      .selectFrom('identity_setting')
      .select('failed_retention_days')
      .executeTakeFirstOrThrow();
    return { failedRetentionDays: row.failed_retention_days };
  };
  secured(
    'GET',
    ADMIN_PATHS.identitySettings,
    'config.manage',
    { summary: 'How long a failed application’s documents are kept', ...settingsReply },
    settings,
  );
  secured(
    'POST',
    ADMIN_PATHS.identitySettings,
    'config.manage',
    {
      summary: 'Set how many days a failed application’s documents are kept',
      body: identitySettingsSchema,
      ...settingsReply,
    },
    async (req, _operator, within) => {
      const input = body(req, identitySettingsSchema);
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('identity_setting')
          .set({ failed_retention_days: input.failedRetentionDays })
          .execute();
        await within(trx as unknown as Kysely<unknown>);
      });
      return settings();
    },
    {
      action: 'identity.settings',
      of: (req) => ({
        target: 'identity:settings',
        detail: { ...body(req, identitySettingsSchema) },
      }),
    },
  );
  const depositsReply = { response: { 200: envelope(businessDepositsReplySchema) } };
  secured(
    'GET',
    ADMIN_PATHS.businessDepositConfig,
    'config.manage',
    { summary: 'The business security deposit per coin', ...depositsReply },
    async () => ({ deposits: await business.options() }),
  );
  secured(
    'POST',
    ADMIN_PATHS.businessDepositConfig,
    'config.manage',
    {
      summary: 'Set the business security deposit per coin (a coin left out is no longer offered)',
      body: businessDepositsBody,
      ...depositsReply,
    },
    async (req, operator, within) => {
      const input = body(req, businessDepositsBody);
      // An unknown coin is refused (ASSET_UNKNOWN) before anything changes.
      for (const deposit of input.deposits) await deps.coins.get(deposit.coin);
      await deps.db.transaction().execute(async (trx) => {
        await business.setDeposits(input, operator.row.id, trx as unknown as Kysely<unknown>);
        await within(trx as unknown as Kysely<unknown>);
      });
      return { deposits: await business.options() };
    },
    {
      action: 'identity.business_deposits',
      of: (req) => ({
        target: 'identity:business-deposits',
        detail: { deposits: body(req, businessDepositsBody).deposits },
      }),
    },
  );
}
