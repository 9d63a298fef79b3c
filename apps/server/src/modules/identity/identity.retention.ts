import type { Kysely } from 'kysely';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { FilesService } from '../files/index.js';
import type { IdentityTables } from './identity.tables.js';

const DAY_MS = 86_400_000;
/** At most this many applications per run, so one run stays short. */
const BATCH = 100;

/**
 * Erases what a failed application held once its retention period
 * (`identity_setting.failed_retention_days`, 180 by default) has passed
 * since the decision: its document photos (blob and key) and its sealed
 * details. The row stays, marked `erased_at`, so the user and the
 * reviewers still see that it existed and what was decided. A passed
 * application is the user's standing record and is kept.
 */
export function createRetention(deps: {
  db: Kysely<IdentityTables>;
  clock: Clock;
  box: SecretBox;
  files: FilesService;
}) {
  const { db } = deps;
  return {
    /** One pass; returns how many applications it erased. */
    async run(): Promise<number> {
      const setting = await db
        .selectFrom('identity_setting')
        .select('failed_retention_days')
        .executeTakeFirstOrThrow();
      const before = new Date(deps.clock.nowMs() - setting.failed_retention_days * DAY_MS);
      const due = await db
        .selectFrom('identity_application')
        .select(['id', 'documents'])
        .where('status', '=', 'failed')
        .where('erased_at', 'is', null)
        .where('reviewed_at', '<', before)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      for (const row of due) {
        // Files first: erasing one already gone does nothing, so a crash
        // midway leaves the row unmarked and the next pass finishes it.
        for (const fileId of Object.values(row.documents))
          if (fileId) await deps.files.erase(fileId);
        await db
          .updateTable('identity_application')
          .set({ erased_at: new Date(deps.clock.nowMs()), details: deps.box.seal('{}') })
          .where('id', '=', row.id)
          .execute();
      }
      return due.length;
    },
  };
}
