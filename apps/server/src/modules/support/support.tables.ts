import type { Locale, SupportLinkKind, SupportStatus } from '@exchange/contracts';
import type { Generated, Kysely, Selectable } from 'kysely';

/** An operator as a support agent (`0050_support.ts`). */
export interface SupportAgentTable {
  operator_id: number;
  display_name: string;
  capacity: number;
  updated_by: number | null;
  updated_at: Date;
}

export interface SupportConversationTable {
  id: Generated<number>;
  user_id: number;
  status: SupportStatus;
  language: Locale;
  assignee_id: number | null;
  last_seq: Generated<number>;
  user_seq: Generated<number>;
  user_delivered_seq: Generated<number>;
  user_read_seq: Generated<number>;
  staff_delivered_seq: Generated<number>;
  staff_read_seq: Generated<number>;
  waiting_since: Date | null;
  first_reply_at: Date | null;
  snoozed_until: Date | null;
  last_message_at: Date;
  created_at: Date;
  resolved_at: Date | null;
  resolved_by: number | null;
  rating: number | null;
  rating_comment: string | null;
}

export interface SupportLinkTable {
  conversation_id: number;
  kind: SupportLinkKind;
  ref: string;
  created_at: Date;
}

export type SupportSender = 'user' | 'staff' | 'bot' | 'system';
export type SupportMessageKind = 'text' | 'image' | 'activity' | 'note';

export interface SupportMessageTable {
  conversation_id: number;
  seq: number;
  sender: SupportSender;
  sender_id: number | null;
  kind: SupportMessageKind;
  body: string | null;
  file_id: string | null;
  /** `MessageMeta`, as JSON. */
  meta: Generated<unknown>;
  client_id: string | null;
  created_at: Date;
  recalled_at: Date | null;
  recall_seq: number | null;
}

export interface SupportCannedTable {
  id: Generated<number>;
  language: Locale;
  title: string;
  body: string;
  updated_by: number;
  updated_at: Date;
}

export interface SupportTables {
  support_agent: SupportAgentTable;
  support_conversation: SupportConversationTable;
  support_link: SupportLinkTable;
  support_message: SupportMessageTable;
  support_canned: SupportCannedTable;
}

export type SupportDb = Kysely<SupportTables>;
export type ConversationRow = Selectable<SupportConversationTable>;
export type MessageRow = Selectable<SupportMessageTable>;
