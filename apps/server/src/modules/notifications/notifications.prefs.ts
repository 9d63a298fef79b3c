import {
  LOCALES,
  OPTIONAL_NOTIFICATION_CATEGORIES,
  type CategoryChoice,
  type Locale,
  type NotificationCategory,
  type NotificationPreferences,
  type NotificationSettings,
  type OptionalNotificationCategory,
} from '@exchange/contracts';
import { AppError } from '../../http/app-error.js';
import type { NotificationDb } from './notifications.tables.js';

/**
 * Each category's choices when the user has not set them: everything is
 * shown; what moves money or needs an answer (funds, P2P, appeals, risk,
 * loans) is also e-mailed, and so are price alerts, which the user asked
 * for; chat, fills and earn income stay in the app, being many. SMS only
 * where the user turns it on.
 */
export const CATEGORY_DEFAULTS: Readonly<Record<OptionalNotificationCategory, CategoryChoice>> = {
  trade: { on: true, email: false, sms: false },
  funds: { on: true, email: true, sms: false },
  p2p: { on: true, email: true, sms: true },
  appeal: { on: true, email: true, sms: true },
  chat: { on: true, email: false, sms: false },
  risk: { on: true, email: true, sms: true },
  loans: { on: true, email: true, sms: false },
  earn: { on: true, email: false, sms: false },
  alerts: { on: true, email: true, sms: false },
};

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  email: true,
  sms: false,
  categories: CATEGORY_DEFAULTS,
};

/** A user's preferences and the language their e-mails and SMS are written in. */
export interface StoredPreferences extends NotificationPreferences {
  readonly locale: Locale;
}

/** Where a notice goes: shown in the centre, and by which messages. */
export interface Routing {
  readonly show: boolean;
  readonly email: boolean;
  readonly sms: boolean;
}

const isChoice = (value: unknown): value is CategoryChoice =>
  typeof value === 'object' &&
  value !== null &&
  ['on', 'email', 'sms'].every((k) => typeof (value as Record<string, unknown>)[k] === 'boolean');

/** The stored categories with defaults for any missing (a category added later). */
function categoriesOf(stored: Record<string, unknown>): NotificationPreferences['categories'] {
  return Object.fromEntries(
    OPTIONAL_NOTIFICATION_CATEGORIES.map((c) => {
      const value = stored[c];
      return [c, isChoice(value) ? value : CATEGORY_DEFAULTS[c]];
    }),
  ) as NotificationPreferences['categories'];
}

/** Categories whose e-mail goes by SMS instead when no e-mail is bound: they must reach the user. */
export const FALLBACK_TO_SMS: ReadonlySet<NotificationCategory> = new Set([
  'security',
  'risk',
  'loans',
]);

/**
 * Where a notice of `category` goes under `prefs`. Security notices are
 * always shown and e-mailed; by SMS too when the user turned SMS on. Chat
 * notices are shown only, whatever the switches say. For
 * security, risk and loan notices, an e-mail the user would get goes by
 * SMS instead when they have no e-mail bound (`hasEmail`).
 */
export function routeOf(
  prefs: NotificationPreferences,
  category: NotificationCategory,
  hasEmail: boolean,
): Routing {
  const fallback = FALLBACK_TO_SMS.has(category) && !hasEmail;
  if (category === 'security') return { show: true, email: true, sms: prefs.sms || fallback };
  const choice = prefs.categories[category];
  // Chat stays in the app: a conversation is answered there, not from a mailbox.
  if (category === 'chat') return { show: choice.on, email: false, sms: false };
  const email = choice.on && choice.email && prefs.email;
  return {
    show: choice.on,
    email,
    sms: choice.on && ((choice.sms && prefs.sms) || (email && fallback)),
  };
}

export function createPreferences(deps: {
  readonly db: NotificationDb;
  readonly nowMs: () => number;
  readonly contactOf: (userId: number) => Promise<{ email: string | null; phone: string | null }>;
}) {
  const { db } = deps;

  async function of(userId: number): Promise<StoredPreferences> {
    const row = await db
      .selectFrom('notification_preference')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return { ...DEFAULT_PREFERENCES, locale: 'en_US' };
    const locale = (LOCALES as readonly string[]).includes(row.locale)
      ? (row.locale as Locale)
      : 'en_US';
    return { email: row.email, sms: row.sms, categories: categoriesOf(row.categories), locale };
  }

  async function write(userId: number, prefs: NotificationPreferences, locale: Locale) {
    const values = {
      email: prefs.email,
      sms: prefs.sms,
      categories: JSON.stringify(prefs.categories),
      locale,
      updated_at: new Date(deps.nowMs()),
    };
    await db
      .insertInto('notification_preference')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }

  /**
   * Saves `next`, e-mails and SMS to come in `locale`. Turning a master
   * switch on needs the address it sends to: NOTIFICATION_EMAIL_UNBOUND,
   * NOTIFICATION_PHONE_UNBOUND (a switch already on may stay on: the
   * defaults have e-mail on for everyone).
   */
  async function save(
    userId: number,
    next: NotificationPreferences,
    locale: Locale,
  ): Promise<void> {
    const [current, contact] = await Promise.all([of(userId), deps.contactOf(userId)]);
    if (next.email && !current.email && contact.email === null)
      throw new AppError('NOTIFICATION_EMAIL_UNBOUND');
    if (next.sms && !current.sms && contact.phone === null)
      throw new AppError('NOTIFICATION_PHONE_UNBOUND');
    await write(userId, next, locale);
  }

  return {
    of,

    save,

    /** Keeps the language of the user's messages the one they last used the app in. */
    async touchLocale(userId: number, locale: Locale): Promise<void> {
      const current = await of(userId);
      if (current.locale !== locale) await write(userId, current, locale);
    },

    /** The spec's P2P switches, a view of the same preferences. */
    async p2p(userId: number): Promise<NotificationSettings> {
      const prefs = await of(userId);
      return {
        order: prefs.categories.p2p.on,
        appeal: prefs.categories.appeal.on,
        chat: prefs.categories.chat.on,
        email: prefs.email,
        sms: prefs.sms,
      };
    },

    /** Sets the spec's P2P switches: the three categories' `on` and the master switches. */
    async saveP2p(userId: number, settings: NotificationSettings, locale: Locale): Promise<void> {
      const prefs = await of(userId);
      const { categories } = prefs;
      await save(
        userId,
        {
          email: settings.email,
          sms: settings.sms,
          categories: {
            ...categories,
            p2p: { ...categories.p2p, on: settings.order },
            appeal: { ...categories.appeal, on: settings.appeal },
            chat: { ...categories.chat, on: settings.chat },
          },
        },
        locale,
      );
    },
  };
}

export type Preferences = ReturnType<typeof createPreferences>;
