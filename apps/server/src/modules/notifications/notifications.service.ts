import {
  NOTIFICATION_CATEGORIES,
  type Locale,
  type Notification,
  type NotificationCategory,
  type NotificationReadBody,
  type NotificationUnread,
} from '@exchange/contracts';
import { sql } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { ModuleJobQueue } from '../../module.js';
import { render } from './notifications.render.js';
import { FALLBACK_TO_SMS, routeOf, type Preferences } from './notifications.prefs.js';
import type { NotificationDb, NotificationTable } from './notifications.tables.js';

/** What a module's fact becomes for one user, before their preferences decide. */
export interface Notice {
  readonly userId: number;
  readonly category: NotificationCategory;
  readonly kind: string;
  /** Unique per notice: the event's key and the recipient. */
  readonly key: string;
  readonly params: Readonly<Record<string, string>>;
  readonly link: string | null;
  /** Chat notices: one unread per thread; a newer one replaces it. */
  readonly thread?: string;
}

/** The durable job that e-mails or texts one notification. */
export const SEND_JOB = 'notifications.send';

/** Read notifications are kept 90 days, unread ones a year. */
export const RETENTION = { readMs: 90 * 86_400_000, unreadMs: 365 * 86_400_000 } as const;

type Row = Pick<
  NotificationTable,
  'user_id' | 'category' | 'kind' | 'link' | 'created_at' | 'read_at'
> & { id: string; params: Record<string, string> };

export function viewOf(row: Row, locale: Locale): Notification {
  const { title, body } = render(locale, row.kind, row.params);
  return {
    id: row.id,
    category: row.category,
    kind: row.kind,
    title,
    body,
    link: row.link,
    createdAt: row.created_at.getTime(),
    read: row.read_at !== null,
  };
}

export function createNotices(deps: {
  readonly db: NotificationDb;
  readonly nowMs: () => number;
  readonly prefs: Preferences;
  readonly jobs: ModuleJobQueue;
  readonly hasEmail: (userId: number) => Promise<boolean>;
  /** Pushes a change of the user's centre to their open sockets. */
  readonly push: (userId: number, data: unknown) => void;
}) {
  const { db } = deps;

  async function unread(userId: number): Promise<NotificationUnread> {
    const rows = await db
      .selectFrom('notification')
      .select(['category', (eb) => eb.fn.countAll<string>().as('n')])
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .groupBy('category')
      .execute();
    const byCategory = Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, 0])) as Record<
      NotificationCategory,
      number
    >;
    for (const row of rows) byCategory[row.category] = Number(row.n);
    return { total: Object.values(byCategory).reduce((a, b) => a + b, 0), byCategory };
  }

  return {
    unread,

    /**
     * Records `notice` as the user's preferences say: nothing when they
     * switched its category off; otherwise the notification and, in the
     * same transaction, a durable job per message it also goes by. A
     * repeated key records nothing more and sends nothing again. Pushed to
     * the user's sockets once committed. Returns whether it was recorded.
     */
    async post(notice: Notice): Promise<boolean> {
      const prefs = await deps.prefs.of(notice.userId);
      const hasEmail = FALLBACK_TO_SMS.has(notice.category)
        ? await deps.hasEmail(notice.userId)
        : true;
      const route = routeOf(prefs, notice.category, hasEmail);
      if (!route.show) return false;
      const row = await db.transaction().execute(async (trx) => {
        // A newer chat notice replaces the thread's unread one, so it comes first in the list.
        if (notice.thread !== undefined)
          await trx
            .deleteFrom('notification')
            .where('user_id', '=', notice.userId)
            .where('thread', '=', notice.thread)
            .where('read_at', 'is', null)
            .execute();
        const inserted = await trx
          .insertInto('notification')
          .values({
            user_id: notice.userId,
            category: notice.category,
            kind: notice.kind,
            key: notice.key,
            params: JSON.stringify(notice.params),
            link: notice.link,
            thread: notice.thread ?? null,
            created_at: new Date(deps.nowMs()),
          })
          .onConflict((oc) => oc.doNothing())
          .returning([
            'id',
            'user_id',
            'category',
            'kind',
            'params',
            'link',
            'created_at',
            'read_at',
          ])
          .executeTakeFirst();
        if (!inserted) return null;
        for (const channel of ['email', 'sms'] as const)
          if (route[channel])
            await deps.jobs.enqueue(
              SEND_JOB,
              { id: inserted.id, channel },
              { key: `${SEND_JOB}:${inserted.id}:${channel}`, trx },
            );
        return inserted;
      });
      if (row === null) return false;
      const count = await unread(notice.userId);
      deps.push(notice.userId, {
        kind: 'new',
        item: viewOf(row, prefs.locale),
        unread: count.total,
      });
      return true;
    },

    /** The user's notifications, newest first, `limit` at most, older than `before`. */
    async list(
      userId: number,
      query: { category?: NotificationCategory; unread?: boolean; before?: string; limit: number },
      locale: Locale,
    ) {
      let select = db
        .selectFrom('notification')
        .select(['id', 'user_id', 'category', 'kind', 'params', 'link', 'created_at', 'read_at'])
        .where('user_id', '=', userId);
      if (query.category) select = select.where('category', '=', query.category);
      if (query.unread) select = select.where('read_at', 'is', null);
      if (query.before) select = select.where('id', '<', query.before);
      const rows = await select
        .orderBy('id', 'desc')
        .limit(query.limit + 1)
        .execute();
      const page = rows.slice(0, query.limit);
      return {
        items: page.map((row) => viewOf(row, locale)),
        next: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
        unread: (await unread(userId)).total,
      };
    },

    /**
     * Marks notifications read: the named ones (NOTIFICATION_NOT_FOUND,
     * changing nothing, when one is not the caller's), or all, in a
     * category when given. Reading again changes nothing. The new counts go
     * to the user's other open sockets too.
     */
    async markRead(userId: number, body: NotificationReadBody): Promise<NotificationUnread> {
      const now = new Date(deps.nowMs());
      if ('ids' in body) {
        const ids = [...new Set(body.ids)];
        const owned = await db
          .selectFrom('notification')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .where('id', 'in', ids)
          .executeTakeFirstOrThrow();
        if (Number(owned.n) !== ids.length) throw new AppError('NOTIFICATION_NOT_FOUND');
        await db
          .updateTable('notification')
          .set({ read_at: now })
          .where('user_id', '=', userId)
          .where('id', 'in', ids)
          .where('read_at', 'is', null)
          .execute();
      } else {
        let update = db
          .updateTable('notification')
          .set({ read_at: now })
          .where('user_id', '=', userId)
          .where('read_at', 'is', null);
        if (body.category) update = update.where('category', '=', body.category);
        await update.execute();
      }
      const counts = await unread(userId);
      deps.push(userId, { kind: 'read', unread: counts.total });
      return counts;
    },

    /** The notification a send job names, in its user's language, or null once pruned. */
    async forSending(id: string) {
      const row = await db
        .selectFrom('notification')
        .select(['id', 'user_id', 'category', 'kind', 'params', 'link', 'created_at', 'read_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const { locale } = await deps.prefs.of(row.user_id);
      return { userId: row.user_id, ...render(locale, row.kind, row.params) };
    },

    /** Forgets read notifications after 90 days and any after a year; how many went. */
    async prune(): Promise<number> {
      const now = deps.nowMs();
      const result = await sql`delete from notification
        where (read_at is not null and created_at < ${new Date(now - RETENTION.readMs)})
          or created_at < ${new Date(now - RETENTION.unreadMs)}`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },
  };
}

export type Notices = ReturnType<typeof createNotices>;
