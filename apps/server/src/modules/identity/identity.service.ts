import {
  LEVEL_DOCUMENTS,
  REVIEW_WORKING_DAYS,
  VERIFICATION_LEVELS,
  type AdvancedDetail,
  type advancedApplicationBody,
  type HeldDocument,
  type IdentityDocument,
  type IdentityOverview,
  type LevelStatus,
  type notarisedApplicationBody,
  type PrimaryDetail,
  type primaryApplicationBody,
  type resubmitBody,
  type VerificationLevel,
} from '@exchange/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { UserRow } from '../account/index.js';
import type { FilesService } from '../files/index.js';
import {
  applyProblem,
  levelNumber,
  maskIdNumber,
  normaliseIdNumber,
  stateOf,
  type LevelMap,
} from './identity.core.js';
import type { IdentityLimits } from './identity.limits.js';
import type { Screening } from './identity.screening.js';
import type { ApplicationRow, Details, IdentityTables } from './identity.tables.js';

export interface IdentityDeps {
  readonly db: Kysely<IdentityTables>;
  readonly clock: Clock;
  readonly box: SecretBox;
  readonly files: FilesService;
  readonly screening: Screening;
  readonly limits: IdentityLimits;
  /** USD value of the user's withdrawals today, counted against their level's limit. */
  readonly withdrawnTodayUsd: (userId: number) => Promise<string>;
  readonly log: (error: unknown, message: string) => void;
}

/** The purpose under which ID numbers are hashed for the unique index. */
export const ID_NUMBER_INDEX = 'identity-id-number';

/** A user's applications, newest first, and the newest of each level. */
export async function applicationsOf(
  db: Kysely<IdentityTables>,
  userId: number,
): Promise<{ rows: ApplicationRow[]; levels: LevelMap; newest: Map<string, ApplicationRow> }> {
  const rows = await db
    .selectFrom('identity_application')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  const newest = new Map<string, ApplicationRow>();
  for (const row of rows) if (!newest.has(row.level)) newest.set(row.level, row);
  const levels: LevelMap = {};
  for (const [level, row] of newest)
    levels[level as VerificationLevel] = { status: row.status, final: row.final };
  return { rows, levels, newest };
}

export const openDetails = (box: SecretBox, row: ApplicationRow): Details =>
  JSON.parse(box.open(row.details)) as Details;

/** The advanced record's fields, absent ones as null. */
export const advancedFields = (details: Details) => ({
  homeAddress: details.homeAddress ?? null,
  workAddress: details.workAddress ?? null,
  relativeName: details.relativeName ?? null,
  relation: details.relation ?? null,
  relativeAddress: details.relativeAddress ?? null,
  relativePhone: details.relativePhone ?? null,
});

/**
 * A user's side of identity verification: the three applications, the
 * resubmission of one document, the certification centre's overview, the
 * records and the documents held. Each application is one row whose newest
 * per level is that level's state; the database's unique indexes settle
 * races (one open application per level, one passed, and an ID number on
 * one account), so two requests at once cannot both get through.
 */
export function createIdentityService(deps: IdentityDeps) {
  const { db, box, files } = deps;
  const now = () => new Date(deps.clock.nowMs());

  /**
   * The named photos, each checked to be the caller's own identity upload
   * (an id from someone else's upload looks missing, as it should). One
   * photo may not stand for two documents.
   */
  async function photos(
    userId: number,
    given: Partial<Record<IdentityDocument, string | undefined>>,
    level: VerificationLevel,
  ): Promise<Partial<Record<IdentityDocument, string>>> {
    const chosen: Partial<Record<IdentityDocument, string>> = {};
    const seen = new Set<string>();
    for (const document of LEVEL_DOCUMENTS[level]) {
      const fileId = given[document]?.trim();
      if (!fileId || seen.has(fileId)) throw new AppError('DOCUMENT_PHOTO_MISSING');
      const file = await files.describe(fileId, userId);
      if (file?.purpose !== 'identity') throw new AppError('DOCUMENT_PHOTO_MISSING');
      seen.add(fileId);
      chosen[document] = fileId;
    }
    return chosen;
  }

  /** Inserts an application; the unique indexes turn a lost race into the spec's errors. */
  async function insert(
    values: Omit<ApplicationRow, 'id' | 'final' | 'created_at' | 'updated_at'>,
  ): Promise<ApplicationRow> {
    try {
      return await db
        .insertInto('identity_application')
        .values({ ...values, created_at: now(), updated_at: now() })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error, 'identity_one_open'))
        throw new AppError('IDENTITY_ALREADY_SUBMITTED');
      if (isUniqueViolation(error, 'identity_one_passed'))
        throw new AppError('IDENTITY_ALREADY_VERIFIED');
      if (isUniqueViolation(error, 'identity_id_number')) throw new AppError('ID_NUMBER_IN_USE');
      throw error;
    }
  }

  async function checkedLevels(userId: number, level: VerificationLevel) {
    const found = await applicationsOf(db, userId);
    const problem = applyProblem(level, found.levels);
    if (problem) throw new AppError(problem);
    return found;
  }

  /** The primary record every higher level is about. */
  function passedPrimary(found: { newest: Map<string, ApplicationRow> }): ApplicationRow {
    const primary = found.newest.get('primary');
    if (primary?.status !== 'passed') throw new AppError('REAL_NAME_NOT_PASSED');
    return primary;
  }

  const noDecision = {
    reject_reason: null,
    internal_note: null,
    resubmit_document: null,
    resubmit_reason: null,
    first_approved_by: null,
    reviewed_by: null,
    reviewed_at: null,
    erased_at: null,
  } as const;

  function statusOf(
    level: VerificationLevel,
    found: { levels: LevelMap; newest: Map<string, ApplicationRow> },
  ): LevelStatus {
    const row = found.newest.get(level);
    const state = stateOf(found.levels[level]);
    return {
      level,
      state,
      canApply: applyProblem(level, found.levels) === null,
      submittedAt: row?.created_at.toISOString() ?? null,
      reviewedAt: row?.reviewed_at?.toISOString() ?? null,
      rejectReason: state === 'failed' ? (row?.reject_reason ?? null) : null,
      final: state === 'failed' && row?.final === true,
      resubmit:
        state === 'resubmit' && row?.resubmit_document
          ? { document: row.resubmit_document, reason: row.resubmit_reason ?? '' }
          : null,
      reviewWorkingDays: REVIEW_WORKING_DAYS[level],
    };
  }

  /** An application above primary: about the passed primary record's person. */
  async function applyAbove(
    user: UserRow,
    level: 'advanced' | 'notarised',
    given: Partial<Record<IdentityDocument, string | undefined>>,
    details: Details,
  ): Promise<LevelStatus> {
    const found = await checkedLevels(user.id, level);
    const primary = passedPrimary(found);
    const documents = await photos(user.id, given, level);
    await insert({
      user_id: user.id,
      level,
      status: 'under_review',
      real_name: primary.real_name,
      nationality: primary.nationality,
      id_type: null,
      id_number_hmac: null,
      details: box.seal(JSON.stringify(details)),
      documents,
      screening: null,
      ...noDecision,
    });
    return statusAfter(user.id, level);
  }

  async function statusAfter(userId: number, level: VerificationLevel): Promise<LevelStatus> {
    return statusOf(level, await applicationsOf(db, userId));
  }

  return {
    /**
     * The primary (real-name) application. Errors: IDENTITY_ALREADY_SUBMITTED,
     * IDENTITY_ALREADY_VERIFIED, IDENTITY_FINAL_REJECTION, DOCUMENT_PHOTO_MISSING,
     * ID_NUMBER_IN_USE.
     */
    async applyPrimary(
      user: UserRow,
      input: z.output<typeof primaryApplicationBody>,
    ): Promise<LevelStatus> {
      await checkedLevels(user.id, 'primary');
      const documents = await photos(user.id, input, 'primary');
      const idNumber = normaliseIdNumber(input.idCard);
      const screening = await deps.screening.run({
        realName: input.realName,
        nationality: input.areaCode,
        idType: input.idname,
        idNumber,
      });
      await insert({
        user_id: user.id,
        level: 'primary',
        status: 'under_review',
        real_name: input.realName,
        nationality: input.areaCode,
        id_type: input.idname,
        id_number_hmac: box.blindIndex(ID_NUMBER_INDEX, idNumber),
        details: box.seal(JSON.stringify({ idNumber } satisfies Details)),
        documents,
        screening,
        ...noDecision,
      });
      return statusAfter(user.id, 'primary');
    },

    /**
     * Advanced: needs primary passed. Errors: REAL_NAME_NOT_PASSED,
     * IDENTITY_ALREADY_SUBMITTED, IDENTITY_ALREADY_VERIFIED,
     * IDENTITY_FINAL_REJECTION, DOCUMENT_PHOTO_MISSING.
     */
    applyAdvanced: (user: UserRow, input: z.output<typeof advancedApplicationBody>) =>
      applyAbove(user, 'advanced', input, {
        homeAddress: input.homeAddress,
        workAddress: input.workAddress,
        relativeName: input.relativeName,
        relation: input.relation,
        relativeAddress: input.relativeAddress,
        relativePhone: input.relativePhone,
      }),

    /**
     * Notarised: needs advanced passed. Errors: ADVANCED_REQUIRED,
     * IDENTITY_ALREADY_SUBMITTED, IDENTITY_ALREADY_VERIFIED,
     * IDENTITY_FINAL_REJECTION, DOCUMENT_PHOTO_MISSING.
     */
    applyNotarised: (user: UserRow, input: z.output<typeof notarisedApplicationBody>) =>
      applyAbove(user, 'notarised', input, {}),

    /**
     * The one document a reviewer asked for again; the application returns
     * to review and the replaced photo is erased. Errors:
     * IDENTITY_NO_RESUBMIT, DOCUMENT_PHOTO_MISSING.
     */
    async resubmit(user: UserRow, input: z.output<typeof resubmitBody>): Promise<LevelStatus> {
      const found = await applicationsOf(db, user.id);
      const row = found.newest.get(input.level);
      if (row?.status !== 'resubmit' || row.resubmit_document !== input.document)
        throw new AppError('IDENTITY_NO_RESUBMIT');
      const fileId = input.fileId?.trim();
      const file = fileId ? await files.describe(fileId, user.id) : undefined;
      if (!fileId || file?.purpose !== 'identity' || Object.values(row.documents).includes(fileId))
        throw new AppError('DOCUMENT_PHOTO_MISSING');
      const replaced = row.documents[input.document];
      const updated = await db
        .updateTable('identity_application')
        .set({
          status: 'under_review',
          documents: { ...row.documents, [input.document]: fileId },
          resubmit_document: null,
          resubmit_reason: null,
          updated_at: now(),
        })
        .where('id', '=', row.id)
        .where('status', '=', 'resubmit')
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw new AppError('IDENTITY_NO_RESUBMIT');
      // The reviewer found the old photo wanting: it is kept no longer.
      if (replaced)
        await files.erase(replaced).catch((error: unknown) => deps.log(error, 'identity erase'));
      return statusAfter(user.id, input.level);
    },

    /** The certification centre: each level's state, the limits, today's use. */
    async overview(user: UserRow): Promise<IdentityOverview> {
      const found = await applicationsOf(db, user.id);
      return {
        level: levelNumber(found.levels),
        levels: VERIFICATION_LEVELS.map((level) => statusOf(level, found)),
        limits: await deps.limits.all(),
        withdrawnTodayUsd: await deps.withdrawnTodayUsd(user.id),
        merchant: user.c2c_user_type !== 0,
      };
    },

    /** The primary record, the ID number masked. */
    async primaryDetail(user: UserRow): Promise<PrimaryDetail> {
      const found = await applicationsOf(db, user.id);
      const row = found.newest.get('primary');
      const details = row ? openDetails(box, row) : undefined;
      return {
        state: stateOf(found.levels.primary),
        realName: row?.real_name ?? null,
        areaCode: row?.nationality ?? null,
        idname: row?.id_type ?? null,
        idCardMasked: details?.idNumber ? maskIdNumber(details.idNumber) : null,
        submittedAt: row?.created_at.toISOString() ?? null,
        rejectReason: row?.status === 'failed' ? row.reject_reason : null,
      };
    },

    /** The advanced record. */
    async advancedDetail(user: UserRow): Promise<AdvancedDetail> {
      const found = await applicationsOf(db, user.id);
      const row = found.newest.get('advanced');
      const details = row ? openDetails(box, row) : {};
      return {
        state: stateOf(found.levels.advanced),
        ...advancedFields(details),
        submittedAt: row?.created_at.toISOString() ?? null,
        rejectReason: row?.status === 'failed' ? row.reject_reason : null,
      };
    },

    /** Every document held for the user (or erased), with each reviewer's view. */
    async documents(user: UserRow): Promise<HeldDocument[]> {
      const { rows } = await applicationsOf(db, user.id);
      if (rows.length === 0) return [];
      const views = await db
        .selectFrom('identity_document_view')
        .select(['application_id', 'document', 'operator_id', 'viewed_at'])
        .where(
          'application_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('id')
        .execute();
      return rows.flatMap((row) =>
        LEVEL_DOCUMENTS[row.level].map((document) => ({
          level: row.level,
          document,
          fileId: row.erased_at ? null : (row.documents[document] ?? null),
          uploadedAt: row.created_at.toISOString(),
          erasedAt: row.erased_at?.toISOString() ?? null,
          views: views
            .filter((view) => view.application_id === row.id && view.document === document)
            .map((view) => ({ reviewer: view.operator_id, at: view.viewed_at.toISOString() })),
        })),
      );
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
