import { z } from 'zod';

/**
 * The notification centre (`/notifications`). Modules report what happened
 * as domain events; the server turns those addressed to a user into
 * notifications, each in one category. The user's preferences decide, per
 * category, whether it is shown at all and whether it also goes by e-mail
 * or SMS; `security` notices (a sign-in from a new device, a changed
 * password) are always shown and e-mailed and cannot be switched off; chat
 * notices (P2P chat, support replies) stay in the app.
 *
 * A notification is stored as a kind and its values and rendered in the
 * reader's language when read, so switching the app's language translates
 * the centre too.
 */
export const NOTIFICATION_CATEGORIES = [
  'trade',
  'funds',
  'p2p',
  'appeal',
  'chat',
  'risk',
  'loans',
  'earn',
  'alerts',
  'security',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** The categories a user may switch; security notices are mandatory. */
export const OPTIONAL_NOTIFICATION_CATEGORIES = NOTIFICATION_CATEGORIES.filter(
  (c): c is Exclude<NotificationCategory, 'security'> => c !== 'security',
);
export type OptionalNotificationCategory = Exclude<NotificationCategory, 'security'>;

/** Most notifications one page of the centre returns. */
export const NOTIFICATION_PAGE_MAX = 50;
/** Most ids one "mark read" names. */
export const NOTIFICATION_MARK_MAX = 100;

export const notificationSchema = z.object({
  /** A decimal string: ids outgrow 2^53 in a long-lived exchange. */
  id: z.string(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  /** What happened (`withdrawal.rejected`), for an icon; the texts say it. */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** The app path of the record it is about, when there is one. */
  link: z.string().nullable(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

const idString = z.string().regex(/^[1-9]\d{0,18}$/, { error: 'PARAM_INVALID' });

export const notificationListQuery = z.object({
  category: z.enum(NOTIFICATION_CATEGORIES).optional(),
  /** Only unread ones. */
  unread: z.enum(['true', 'false']).optional(),
  /** Older than this id (the previous page's `next`). */
  before: idString.optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(20),
});
export type NotificationListQuery = z.input<typeof notificationListQuery>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  /** Pass as `before` for the next, older page; null at the end. */
  next: z.string().nullable(),
  /** Unread notifications in all categories. */
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** Unread counts, in all and per category, for the bell and the centre's tabs. */
export const notificationUnreadSchema = z.object({
  total: z.number().int(),
  byCategory: z.record(z.enum(NOTIFICATION_CATEGORIES), z.number().int()),
});
export type NotificationUnread = z.infer<typeof notificationUnreadSchema>;

/** Marks the named notifications read, or every one (in a category, when given). */
export const notificationReadBody = z.union([
  z.object({ ids: z.array(idString).min(1).max(NOTIFICATION_MARK_MAX) }).strict(),
  z.object({ all: z.literal(true), category: z.enum(NOTIFICATION_CATEGORIES).optional() }).strict(),
]);
export type NotificationReadBody = z.infer<typeof notificationReadBody>;

/** One category's choices: shown at all, and also sent by e-mail or SMS. */
export const categoryChoiceSchema = z.object({
  on: z.boolean(),
  email: z.boolean(),
  sms: z.boolean(),
});
export type CategoryChoice = z.infer<typeof categoryChoiceSchema>;

/**
 * The user's notification preferences. `email` and `sms` are the master
 * switches: a category goes by e-mail only when both it and the master
 * switch say so. Security notices are outside: always shown, always
 * e-mailed (by SMS when no e-mail is bound, or when `sms` is on).
 */
export const notificationPreferencesSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  categories: z.object(
    Object.fromEntries(OPTIONAL_NOTIFICATION_CATEGORIES.map((c) => [c, categoryChoiceSchema])) as {
      [K in OptionalNotificationCategory]: typeof categoryChoiceSchema;
    },
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** The preferences with where messages would go: the masked bound e-mail and phone, or null. */
export const notificationSettingsViewSchema = notificationPreferencesSchema.extend({
  emailTo: z.string().nullable(),
  phoneTo: z.string().nullable(),
});
export type NotificationSettingsView = z.infer<typeof notificationSettingsViewSchema>;

/**
 * The private realtime topic `notifications`: its snapshot (on subscribing
 * and after every reconnect) is the unread count; then each new
 * notification, and each change of the count by reading, is pushed.
 */
export const NOTIFICATIONS_TOPIC = 'notifications';
export const notificationSnapshotSchema = z.object({ unread: z.number().int() });
export const notificationStreamEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('new'), item: notificationSchema, unread: z.number().int() }),
  z.object({ kind: z.literal('read'), unread: z.number().int() }),
]);
export type NotificationStreamEvent = z.infer<typeof notificationStreamEventSchema>;
