import {
  ADMIN_PATHS,
  envelope,
  referralFlagClearBody,
  referralFlagsQuery,
  referralFlagsSchema,
} from '@exchange/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { paged } from '../../lib/paging.js';
import type { AccountService } from '../account/index.js';
import type { Secured } from '../admin/index.js';
import type { Pairs } from './referral.pairs.js';
import type { ReferralDb } from './referral.settings.js';

/**
 * The console's linked pairs (referral.manage): inviters and invitees
 * linked by a public address, withdrawal address, payment account or
 * verified name, which earn nothing until an operator clears them with a
 * reason (audited).
 */
export function registerReferralFlags(
  k: Secured,
  deps: {
    db: ReferralDb;
    accounts: Pick<AccountService, 'summaries'>;
    pairs: Pick<Pairs, 'clear'>;
    userIdOf: (uid: string) => Promise<number>;
  },
): void {
  const { secured, body, query, operatorNames } = k;
  const { db, userIdOf } = deps;
  secured(
    'GET',
    ADMIN_PATHS.referralFlags,
    'referral.manage',
    {
      summary:
        'Inviter and invitee pairs linked by address, withdrawal address, payment account or verified name',
      querystring: referralFlagsQuery,
      response: { 200: envelope(referralFlagsSchema) },
    },
    async (req) => {
      const input = query(req, referralFlagsQuery);
      let base = db.selectFrom('referral_pair').where(sql<number>`cardinality(links)`, '>', 0);
      if (!input.all) base = base.where('cleared_at', 'is', null);
      const rows = await base
        .selectAll()
        .orderBy('checked_at', 'desc')
        .limit(input.pageSize)
        .offset((input.pageNo - 1) * input.pageSize)
        .execute();
      const [users, names] = await Promise.all([
        deps.accounts.summaries(rows.flatMap((row) => [row.referrer_id, row.invitee_id])),
        operatorNames(rows.flatMap((row) => (row.cleared_by === null ? [] : [row.cleared_by]))),
      ]);
      const who = (id: number) => users.get(id);
      return paged(
        input.pageNo,
        input.pageSize,
        async () => rows,
        async () =>
          (await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
        (row) => ({
          referrerUid: who(row.referrer_id)?.uid ?? '',
          referrer: who(row.referrer_id)?.username ?? '',
          inviteeUid: who(row.invitee_id)?.uid ?? '',
          invitee: who(row.invitee_id)?.username ?? '',
          links: row.links,
          checkedAt: row.checked_at.getTime(),
          cleared:
            row.cleared_at === null
              ? null
              : {
                  by: names.get(row.cleared_by ?? 0) ?? String(row.cleared_by),
                  reason: row.cleared_reason ?? '',
                  at: row.cleared_at.getTime(),
                },
        }),
      );
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.referralFlagClear,
    'referral.manage',
    {
      summary:
        'Clear a pair’s flag with the reason: it earns again until a link of a new kind appears',
      body: referralFlagClearBody,
      response: { 200: envelope(z.null()) },
    },
    async (req, operator) => {
      const input = body(req, referralFlagClearBody);
      const cleared = await deps.pairs.clear(
        await userIdOf(input.referrerUid),
        await userIdOf(input.inviteeUid),
        operator.row.id,
        input.reason,
      );
      if (!cleared) throw new AppError('FIELD_OUT_OF_RANGE');
      return null;
    },
    {
      action: 'referral.flag_clear',
      of: (req) => ({
        target: `referral-pair:${body(req, referralFlagClearBody).referrerUid}/${body(req, referralFlagClearBody).inviteeUid}`,
        detail: { ...body(req, referralFlagClearBody) },
      }),
    },
  );
}
