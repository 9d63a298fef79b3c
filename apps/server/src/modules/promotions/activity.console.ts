import {
  ADMIN_PATHS,
  activityBody,
  activityConsoleSchema,
  activityStatusBody,
  envelope,
  TARGET_ACTIVITY_KINDS,
  id,
  type ActivityBody,
  type ActivityConsole,
} from '@exchange/contracts';
import { decimal, scaleOf, toPlainString } from '@exchange/money';
import { sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import type { Secured } from '../admin/index.js';
import type { ActivityRow } from './promotions.tables.js';
import type { PromotionsDb } from './redpacket.service.js';

const idParams = z.object({ id: id() });
const text = (value: string | null) => (value === null ? null : toPlainString(decimal(value)));

/**
 * The console's activities (referral.manage): made as drafts, changed only
 * while drafts, published and closed; with how many joined, were rewarded
 * and wait for the budget. Every change is audited.
 */
export function registerActivityConsole(
  k: Secured,
  deps: {
    db: PromotionsDb;
    nowMs: () => number;
    places: (asset: string) => Promise<number | null>;
  },
): void {
  const { secured, body, params } = k;
  const { db } = deps;

  async function view(row: ActivityRow): Promise<ActivityConsole> {
    const counts = await db
      .selectFrom('activity_entry')
      .select([
        (eb) => eb.fn.countAll<string>().as('joined'),
        sql<string>`count(*) filter (where state = 'joining' and progress_usdt >= ${row.target_usdt ?? '0'} and ${row.target_usdt !== null})`.as(
          'waiting',
        ),
      ])
      .where('activity_id', '=', row.id)
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      asset: row.asset,
      reward: toPlainString(decimal(row.reward)),
      targetUsdt: text(row.target_usdt),
      startsAt: row.starts_at.getTime(),
      endsAt: row.ends_at.getTime(),
      slots: row.slots,
      status: row.status,
      joined: Number(counts.joined),
      rewarded: row.rewarded,
      // Only a running activity with slots left pays what waits; elsewhere nothing waits.
      waiting:
        row.status === 'published' &&
        row.ends_at.getTime() > deps.nowMs() &&
        (row.slots === null || row.rewarded < row.slots)
          ? Number(counts.waiting)
          : 0,
    };
  }

  async function columns(input: ActivityBody) {
    const places = await deps.places(input.asset);
    if (places === null) throw new AppError('ASSET_UNKNOWN');
    // A reward the coin cannot hold would fail when paid.
    if (scaleOf(decimal(input.reward)) > places) throw new AppError('AMOUNT_PRECISION', { places });
    if (input.endsAt <= input.startsAt) throw new AppError('FIELD_OUT_OF_RANGE');
    if (TARGET_ACTIVITY_KINDS.includes(input.kind) !== (input.targetUsdt !== null))
      throw new AppError('FIELD_OUT_OF_RANGE');
    return {
      kind: input.kind,
      title: input.title,
      body: input.body,
      asset: input.asset,
      reward: toPlainString(decimal(input.reward)),
      target_usdt: input.targetUsdt === null ? null : toPlainString(decimal(input.targetUsdt)),
      starts_at: new Date(input.startsAt),
      ends_at: new Date(input.endsAt),
      slots: input.slots,
      updated_at: new Date(deps.nowMs()),
    };
  }

  secured(
    'GET',
    ADMIN_PATHS.activities,
    'referral.manage',
    {
      summary:
        'Every activity, newest first, with entries, rewards and those waiting for the budget',
      response: { 200: envelope(z.array(activityConsoleSchema)) },
    },
    async () => {
      const rows = await db.selectFrom('activity').selectAll().orderBy('id', 'desc').execute();
      const list: ActivityConsole[] = [];
      for (const row of rows) list.push(await view(row));
      return list;
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.activities,
    'referral.manage',
    {
      summary: 'Make an activity, as a draft: publish it when it should run',
      body: activityBody,
      response: { 200: envelope(activityConsoleSchema) },
    },
    async (req, operator) => {
      const row = await db
        .insertInto('activity')
        .values({
          ...(await columns(body(req, activityBody))),
          status: 'draft',
          created_by: operator.row.id,
          created_at: new Date(deps.nowMs()),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return view(row);
    },
    {
      action: 'activity.create',
      of: (req, result) => ({
        target: `activity:${(result as ActivityConsole | undefined)?.id ?? 'new'}`,
        detail: { ...body(req, activityBody) },
      }),
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.activity,
    'referral.manage',
    {
      summary: 'Change a draft activity; a published one is closed, not changed',
      params: idParams,
      body: activityBody,
      response: { 200: envelope(activityConsoleSchema) },
    },
    async (req) => {
      const values = await columns(body(req, activityBody));
      const row = await db
        .updateTable('activity')
        .set(values)
        .where('id', '=', (params(req) as { id: number }).id)
        .where('status', '=', 'draft')
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new AppError('ACTIVITY_NOT_FOUND');
      return view(row);
    },
    {
      action: 'activity.update',
      of: (req) => ({
        target: `activity:${(params(req) as { id: number }).id}`,
        detail: { ...body(req, activityBody) },
      }),
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.activityStatus,
    'referral.manage',
    {
      summary: 'Publish a draft, or close an activity (its entries not yet rewarded expire)',
      params: idParams,
      body: activityStatusBody,
      response: { 200: envelope(activityConsoleSchema) },
    },
    async (req) => {
      const { status } = body(req, activityStatusBody);
      const id = (params(req) as { id: number }).id;
      if (status === 'published') {
        const draft = await db
          .selectFrom('activity')
          .select('ends_at')
          .where('id', '=', id)
          .executeTakeFirst();
        // An activity whose window has passed would only ever be expired.
        if (draft && draft.ends_at.getTime() <= deps.nowMs())
          throw new AppError('ACTIVITY_EXPIRED');
      }
      const row = await db
        .updateTable('activity')
        .set({ status, updated_at: new Date(deps.nowMs()) })
        .where('id', '=', (params(req) as { id: number }).id)
        .where('status', '=', status === 'published' ? 'draft' : 'published')
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new AppError('ACTIVITY_NOT_FOUND');
      return view(row);
    },
    {
      action: 'activity.status',
      of: (req) => ({
        target: `activity:${(params(req) as { id: number }).id}`,
        detail: { ...body(req, activityStatusBody) },
      }),
    },
  );
}
