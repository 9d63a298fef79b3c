import { defineModule } from '../../module.js';
import { createPreferences } from './notifications.prefs.js';
import { registerNotificationRoutes } from './notifications.routes.js';
import { createNotices, SEND_JOB } from './notifications.service.js';
import { noticesOf, SOURCE_EVENTS } from './notifications.sources.js';
import type { NotificationTables } from './notifications.tables.js';
import { z } from 'zod';

const sendJob = z.object({ id: z.string(), channel: z.enum(['email', 'sms']) });

/** The P2P switches' categories, as P2P's case-file records name them. */
const P2P_CATEGORY = { order: 'p2p', appeal: 'appeal', chat: 'chat' } as const;

/** The notifications module as the platform builds it (see `module.ts` and `index.ts`). */
export const notificationsModule = defineModule<NotificationTables>({
  name: 'notifications',
  create(ctx) {
    const nowMs = () => ctx.clock.nowMs();
    const prefs = createPreferences({
      db: ctx.db,
      nowMs,
      contactOf: (userId) => ctx.accounts.contactOf(userId),
    });
    const notices = createNotices({
      db: ctx.db,
      nowMs,
      prefs,
      jobs: ctx.jobs,
      hasEmail: async (userId) => (await ctx.accounts.contactOf(userId)).email !== null,
      push: (userId, data) => ctx.realtime.toUser(userId, 'notifications', data),
    });
    // Each event a user is told of, turned into notices; a redelivered one makes none again.
    ctx.events.consume('notifications', SOURCE_EVENTS, async (event) => {
      for (const notice of noticesOf(event)) await notices.post(notice);
    });
    // A job per message, enqueued with its notification: a restart loses none.
    ctx.jobs.define(SEND_JOB, async (payload) => {
      const { id, channel } = sendJob.parse(payload);
      const found = await notices.forSending(id);
      if (found === null) return;
      await ctx.messages.send(found.userId, channel, found.title, found.body);
    });
    return {
      userRoutes: (api) =>
        registerNotificationRoutes(api, { notices, prefs, accounts: ctx.accounts }),
      jobs: [{ name: 'prune', everyMs: 86_400_000, run: () => notices.prune() }],
      provides: {
        async notificationWanted(userId, category) {
          return (await prefs.of(userId)).categories[P2P_CATEGORY[category]].on;
        },
      },
      topics: {
        user: {
          // The bell: the unread count now; each new notification and read comes after it.
          async notifications(_param, userId) {
            return { data: { unread: (await notices.unread(userId)).total } };
          },
        },
      },
    };
  },
});
