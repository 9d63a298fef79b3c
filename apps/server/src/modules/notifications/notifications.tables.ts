import type { NotificationCategory } from '@exchange/contracts';
import type { ColumnType, Kysely } from 'kysely';

/** The stored notices (`0052_notifications.ts`). */
export interface NotificationTable {
  /** bigserial: read as a decimal string. */
  id: ColumnType<string, never, never>;
  user_id: number;
  category: NotificationCategory;
  kind: string;
  key: string;
  /** The values the kind's texts are filled with, as strings. */
  params: ColumnType<Record<string, string>, string, string>;
  link: string | null;
  thread: string | null;
  created_at: Date;
  read_at: Date | null;
}

export interface NotificationPreferenceTable {
  user_id: number;
  email: boolean;
  sms: boolean;
  /** Each optional category's `{on, email, sms}`; missing ones have their defaults. */
  categories: ColumnType<Record<string, unknown>, string, string>;
  locale: string;
  updated_at: Date;
}

export interface NotificationTables {
  notification: NotificationTable;
  notification_preference: NotificationPreferenceTable;
}

export type NotificationDb = Kysely<NotificationTables>;
