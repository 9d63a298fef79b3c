import {
  PATHS,
  envelope,
  notificationListQuery,
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationReadBody,
  notificationSettingsSchema,
  notificationSettingsViewSchema,
  notificationUnreadSchema,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, session } from '../../http/user-routes.js';
import { maskEmail, maskPhone, type AccountService, type UserRow } from '../account/index.js';
import type { Preferences } from './notifications.prefs.js';
import type { Notices } from './notifications.service.js';

const tags = ['notifications'];

/**
 * The user's notification centre and preferences. A session is needed; a
 * demo one is refused (the demo account is told nothing). The centre's
 * texts come in the request's language; e-mails and SMS in the language
 * the user last used the app in, which the unread count (read on every
 * start by the bell) keeps.
 */
export function registerNotificationRoutes(
  api: Api,
  deps: { notices: Notices; prefs: Preferences; accounts: AccountService },
): void {
  const { notices, prefs } = deps;
  const user = (req: FastifyRequest) => callerOf<UserRow>(req).user;
  const config = session('refuse');

  const settingsView = async (userId: number) => {
    const [stored, contact] = await Promise.all([
      prefs.of(userId),
      deps.accounts.contactOf(userId),
    ]);
    const { locale: _locale, ...preferences } = stored;
    return {
      ...preferences,
      emailTo: contact.email === null ? null : maskEmail(contact.email),
      phoneTo: contact.phone === null ? null : maskPhone(contact.phone),
    };
  };

  api.get(
    PATHS.notifications,
    {
      config,
      schema: {
        tags,
        summary: 'The caller’s notifications, newest first, paged by `before`',
        querystring: notificationListQuery,
        response: { 200: envelope(notificationPageSchema) },
      },
    },
    async (req) => {
      const { category, unread, before, limit } = req.query;
      return ok(
        await notices.list(
          user(req).id,
          {
            limit,
            ...(category ? { category } : {}),
            ...(unread === 'true' ? { unread: true } : {}),
            ...(before ? { before } : {}),
          },
          req.locale,
        ),
      );
    },
  );
  api.get(
    PATHS.notificationsUnread,
    {
      config,
      schema: {
        tags,
        summary: 'How many of the caller’s notifications are unread, in all and per category',
        response: { 200: envelope(notificationUnreadSchema) },
      },
    },
    async (req) => {
      await prefs.touchLocale(user(req).id, req.locale);
      return ok(await notices.unread(user(req).id));
    },
  );
  api.post(
    PATHS.notificationsRead,
    {
      config,
      schema: {
        tags,
        summary: 'Marks the named notifications read, or all of them (in a category)',
        body: notificationReadBody,
        response: { 200: envelope(notificationUnreadSchema) },
      },
    },
    async (req) => ok(await notices.markRead(user(req).id, req.body)),
  );
  api.get(
    PATHS.notificationPreferences,
    {
      config,
      schema: {
        tags,
        summary: 'Which notifications the caller gets, and by e-mail and SMS to where',
        response: { 200: envelope(notificationSettingsViewSchema) },
      },
    },
    async (req) => ok(await settingsView(user(req).id)),
  );
  api.post(
    PATHS.notificationPreferences,
    {
      config,
      schema: {
        tags,
        summary:
          'Sets the caller’s notification preferences; e-mails and SMS come in the language of this request',
        body: notificationPreferencesSchema,
        response: { 200: envelope(notificationSettingsViewSchema) },
      },
    },
    async (req) => {
      await prefs.save(user(req).id, req.body, req.locale);
      return ok(await settingsView(user(req).id));
    },
  );
  // The spec's P2P switches (document 2): a view of the same preferences.
  api.get(
    PATHS.p2pNotifications,
    {
      config,
      schema: {
        tags: ['p2p'],
        summary: 'Which P2P events reach the caller, in the app and by email and SMS',
        response: { 200: envelope(notificationSettingsSchema) },
      },
    },
    async (req) => ok(await prefs.p2p(user(req).id)),
  );
  api.post(
    PATHS.p2pNotifications,
    {
      config,
      schema: {
        tags: ['p2p'],
        summary:
          'Set the caller’s P2P notifications; email and SMS come in the language of this request',
        body: notificationSettingsSchema,
        response: { 200: envelope(notificationSettingsSchema) },
      },
    },
    async (req) => {
      await prefs.saveP2p(user(req).id, req.body, req.locale);
      return ok(await prefs.p2p(user(req).id));
    },
  );
}
