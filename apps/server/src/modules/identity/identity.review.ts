import {
  LEVEL_DOCUMENTS,
  type IdentityApplication,
  type IdentityDocument,
  type identityQueueQuery,
  type identityRejectBody,
  type identityResubmitRequestBody,
} from '@exchange/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AccountService } from '../account/index.js';
import type { FileContent, FilesService } from '../files/index.js';
import { advancedFields, openDetails } from './identity.service.js';
import type { ApplicationRow, IdentityTables } from './identity.tables.js';

type Within = (trx: Kysely<unknown>) => Promise<void>;

export interface ReviewDeps {
  readonly db: Kysely<IdentityTables>;
  readonly clock: Clock;
  readonly box: SecretBox;
  readonly files: FilesService;
  readonly accounts: AccountService;
  /** Told, in the decision's transaction, when an application passes (the platform publishes `identity.verified`). */
  readonly onPassed?: (trx: Kysely<unknown>, row: ApplicationRow) => Promise<void>;
}

/** Levels whose approval needs a second operator (maker-checker). */
const TWO_OPERATORS = new Set(['notarised']);

/**
 * The console's review of applications: the queue, one application in
 * full, its documents (each view recorded where the user sees it, and
 * audited), and the decisions: approve (twice, by two operators, for
 * notarised), reject with a reason the user sees and a note they don't,
 * or ask for one document again. A decision takes the row's lock and
 * refuses anything no longer under review, so two reviewers cannot both
 * decide.
 */
export function createReview(deps: ReviewDeps) {
  const { db } = deps;
  const now = () => new Date(deps.clock.nowMs());

  async function summaryOf(rows: readonly ApplicationRow[]) {
    const users = await deps.accounts.summaries(rows.map((row) => row.user_id));
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      uid: users.get(row.user_id)?.uid ?? '',
      level: row.level,
      status: row.status,
      realName: row.real_name,
      nationality: row.nationality,
      submittedAt: row.created_at.toISOString(),
      firstApprovedBy: row.first_approved_by,
      screening: row.screening,
    }));
  }

  async function full(row: ApplicationRow): Promise<IdentityApplication> {
    const [summary] = await summaryOf([row]);
    if (!summary) throw new AppError('IDENTITY_NOT_FOUND');
    const details = openDetails(deps.box, row);
    const history = await db
      .selectFrom('identity_application')
      .select(['id', 'level', 'status', 'created_at', 'reject_reason'])
      .where('user_id', '=', row.user_id)
      .where('id', '<>', row.id)
      .orderBy('id', 'desc')
      .execute();
    return {
      ...summary,
      idType: row.id_type ?? 'national_id',
      idNumber: details.idNumber ?? '',
      ...advancedFields(details),
      documents: row.erased_at
        ? []
        : LEVEL_DOCUMENTS[row.level].filter((document) => row.documents[document]),
      rejectReason: row.reject_reason,
      internalNote: row.internal_note,
      final: row.final,
      resubmit: row.resubmit_document
        ? { document: row.resubmit_document, reason: row.resubmit_reason ?? '' }
        : null,
      reviewedBy: row.reviewed_by,
      reviewedAt: row.reviewed_at?.toISOString() ?? null,
      history: history.map((h) => ({
        id: h.id,
        level: h.level,
        status: h.status,
        submittedAt: h.created_at.toISOString(),
        rejectReason: h.reject_reason,
      })),
    };
  }

  async function byId(id: number): Promise<ApplicationRow> {
    const row = await db
      .selectFrom('identity_application')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('IDENTITY_NOT_FOUND');
    return row;
  }

  /** Decides on a locked row still under review, with the audit entry, in one transaction. */
  async function decide(
    id: number,
    from: readonly ApplicationRow['status'][],
    change: (row: ApplicationRow) => Partial<ApplicationRow>,
    within: Within,
  ): Promise<IdentityApplication> {
    const row = await db.transaction().execute(async (trx: Transaction<IdentityTables>) => {
      const current = await trx
        .selectFrom('identity_application')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw new AppError('IDENTITY_NOT_FOUND');
      if (!from.includes(current.status)) throw new AppError('IDENTITY_NOT_REVIEWABLE');
      const updated = await trx
        .updateTable('identity_application')
        .set({ ...change(current), updated_at: now() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (updated.status === 'passed' && current.status !== 'passed')
        await deps.onPassed?.(trx as unknown as Kysely<unknown>, updated);
      await within(trx as unknown as Kysely<unknown>);
      return updated;
    });
    return full(row);
  }

  return {
    async queue(query: z.output<typeof identityQueueQuery>) {
      let select = db.selectFrom('identity_application');
      if (query.level) select = select.where('level', '=', query.level);
      if (query.status) select = select.where('status', '=', query.status);
      const term = query.q;
      if (term) {
        const byUid = await deps.accounts.findByUid(term);
        const userId = /^\d{1,9}$/.test(term) ? Number(term) : -1;
        select = select.where((eb) =>
          eb.or([
            eb('real_name', 'ilike', `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
            eb('user_id', '=', byUid?.id ?? userId),
          ]),
        );
      }
      const offset = (query.pageNo - 1) * query.pageSize;
      const [rows, counted] = await Promise.all([
        select
          .selectAll()
          // Waiting applications oldest first, in the order users have
          // waited; any other view newest first.
          .orderBy('created_at', query.status === 'under_review' ? 'asc' : 'desc')
          .orderBy('id', query.status === 'under_review' ? 'asc' : 'desc')
          .limit(query.pageSize)
          .offset(offset)
          .execute(),
        select.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        list: await summaryOf(rows),
        total: Number(counted.n),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    detail: async (id: number) => full(await byId(id)),

    /**
     * A document's image for its reviewer. The view is recorded for the
     * user ("viewed by reviewer #12 on …") before a byte is returned, once
     * the photo was read; the files module audits it too. Errors:
     * IDENTITY_NOT_FOUND, FILE_NOT_FOUND.
     */
    async document(
      id: number,
      document: IdentityDocument,
      operatorId: number,
    ): Promise<FileContent> {
      const row = await byId(id);
      const fileId = row.erased_at ? undefined : row.documents[document];
      if (!fileId) throw new AppError('FILE_NOT_FOUND');
      // Read (and audited by the files module) first, so a photo that could
      // not be read is no view; recorded before a byte leaves.
      const content = await deps.files.readForOperator(fileId, operatorId);
      await db
        .insertInto('identity_document_view')
        .values({ application_id: id, document, operator_id: operatorId, viewed_at: now() })
        .execute();
      return content;
    },

    /**
     * Passes the application; a notarised one needs two operators: the
     * first approval marks it, a different operator's passes it. Errors:
     * IDENTITY_NOT_FOUND, IDENTITY_NOT_REVIEWABLE, SECOND_APPROVAL_REQUIRED.
     */
    approve: (id: number, operatorId: number, within: Within) =>
      decide(
        id,
        ['under_review'],
        (row) => {
          if (TWO_OPERATORS.has(row.level)) {
            if (row.first_approved_by === null) return { first_approved_by: operatorId };
            if (row.first_approved_by === operatorId)
              throw new AppError('SECOND_APPROVAL_REQUIRED');
          }
          return { status: 'passed', reviewed_by: operatorId, reviewed_at: now() };
        },
        within,
      ),

    /** Errors: IDENTITY_NOT_FOUND, IDENTITY_NOT_REVIEWABLE. */
    reject: (
      id: number,
      operatorId: number,
      input: z.output<typeof identityRejectBody>,
      within: Within,
    ) =>
      decide(
        id,
        ['under_review', 'resubmit'],
        () => ({
          status: 'failed',
          reject_reason: input.reason,
          internal_note: input.note || null,
          final: input.final,
          resubmit_document: null,
          resubmit_reason: null,
          reviewed_by: operatorId,
          reviewed_at: now(),
        }),
        within,
      ),

    /**
     * Lifts a final refusal, so the user may apply again at that level (a
     * mistaken "final", or a case support has settled); the refusal itself
     * and its reason stay. Errors: IDENTITY_NOT_FOUND, IDENTITY_NOT_REVIEWABLE
     * (not a final refusal).
     */
    reopen: (id: number, operatorId: number, within: Within) =>
      decide(
        id,
        ['failed'],
        (row) => {
          if (!row.final) throw new AppError('IDENTITY_NOT_REVIEWABLE');
          return { final: false, reviewed_by: operatorId, reviewed_at: now() };
        },
        within,
      ),

    /**
     * Asks the user for one document again; the rest stands. Errors:
     * IDENTITY_NOT_FOUND, IDENTITY_NOT_REVIEWABLE, PARAM_INVALID (a document
     * the application does not have).
     */
    requestResubmit: (
      id: number,
      operatorId: number,
      input: z.output<typeof identityResubmitRequestBody>,
      within: Within,
    ) =>
      decide(
        id,
        ['under_review'],
        (row) => {
          if (!row.documents[input.document]) throw new AppError('PARAM_INVALID');
          return {
            status: 'resubmit',
            resubmit_document: input.document,
            resubmit_reason: input.reason,
            first_approved_by: null,
            reviewed_by: operatorId,
            reviewed_at: now(),
          };
        },
        within,
      ),
  };
}

export type Review = ReturnType<typeof createReview>;
