import { z } from 'zod';
import { LOCALES } from '../locale.js';
import { id, pageNo, pageSize } from './fields.js';

/**
 * Customer-service chat (`/customerService`). A conversation is pending
 * while the bot answers, open once the user asks for a person (waiting in
 * the queue until an agent takes it over), snoozed by an agent until a
 * time, resolved at the end; a resolved one reopens when the user writes
 * again. Each conversation numbers its events (`seq`): messages, notes,
 * activities ("agent joined") and withdrawals; a client that reconnects
 * subscribes to `support:<id>` with the last seq it saw and gets only the
 * events after it.
 */
export const SUPPORT_STATUSES = ['pending', 'open', 'snoozed', 'resolved'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** What a conversation may be about; the user must own the record. */
export const SUPPORT_LINK_KINDS = [
  'spot_order',
  'withdrawal',
  'deposit',
  'p2p_order',
  'loan',
] as const;
export type SupportLinkKind = (typeof SUPPORT_LINK_KINDS)[number];

/** How long after sending its author may withdraw a message. */
export const SUPPORT_RECALL_WINDOW_MS = 120_000;
/** The longest message, in characters. */
export const SUPPORT_TEXT_MAX = 2000;

/** Activity messages, rendered in the reader's language from their code. */
export const SUPPORT_ACTIVITIES = [
  'handoff_requested',
  'agent_joined',
  'agent_left',
  'resolved',
  'reopened',
  'snoozed',
  'linked',
] as const;
export type SupportActivity = (typeof SUPPORT_ACTIVITIES)[number];

/** What the bot says, by code; articles and an FAQ answer come with it in the user's language. */
export const SUPPORT_BOT_REPLIES = ['greeting', 'found', 'nothing'] as const;
export type SupportBotReply = (typeof SUPPORT_BOT_REPLIES)[number];

export const supportLinkSchema = z.object({
  kind: z.enum(SUPPORT_LINK_KINDS),
  ref: z.string(),
});
export type SupportLink = z.infer<typeof supportLinkSchema>;

export const supportArticleSchema = z.object({
  kind: z.enum(['help', 'faq']),
  id: z.number().int(),
  title: z.string(),
});

export const supportMessageSchema = z.object({
  /** The conversation it belongs to (a first message creates one). */
  conversationId: z.number().int(),
  seq: z.number().int(),
  sender: z.enum(['user', 'staff', 'bot', 'system']),
  /** A staff member's support name, as the platform verified it (the badge); null otherwise. */
  senderName: z.string().nullable(),
  kind: z.enum(['text', 'image', 'activity', 'note']),
  /** Null for an activity, an image without a caption, or once withdrawn. */
  text: z.string().nullable(),
  /** Read through the support file path with this conversation and seq. */
  image: z.object({ width: z.number().int(), height: z.number().int() }).nullable(),
  activity: z
    .object({
      code: z.enum(SUPPORT_ACTIVITIES),
      /** The agent who joined or left, or the snooze's end as epoch ms, or the link. */
      name: z.string().nullable(),
      link: supportLinkSchema.nullable(),
    })
    .nullable(),
  bot: z
    .object({
      reply: z.enum(SUPPORT_BOT_REPLIES),
      articles: z.array(supportArticleSchema),
      /** Whether to show "talk to a person". */
      offerHandoff: z.boolean(),
    })
    .nullable(),
  /** The viewer wrote it. */
  mine: z.boolean(),
  /** Withdrawn by its author: text and image are gone. */
  recalled: z.boolean(),
  /** Until when the viewer may withdraw it (epoch ms), or null. */
  recallableUntil: z.number().nullable(),
  /** The sender's idempotency key, so a client can match the message it sent. */
  clientId: z.string().nullable(),
  createdAt: z.number(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** The staff's view of a message: who exactly wrote it. */
export const supportStaffMessageSchema = supportMessageSchema.extend({
  senderId: z.number().int().nullable(),
});
export type SupportStaffMessage = z.infer<typeof supportStaffMessageSchema>;

export const supportConversationSchema = z.object({
  id: z.number().int(),
  status: z.enum(SUPPORT_STATUSES),
  /** Who is talking with the user now: a verified agent, or null (the bot, or waiting). */
  agent: z.object({ name: z.string(), verified: z.literal(true) }).nullable(),
  /** The user asked for a person and no agent has joined yet. */
  waiting: z.boolean(),
  /** How many conversations are ahead in the queue while waiting (0: next), else null. */
  queuePosition: z.number().int().nullable(),
  links: z.array(supportLinkSchema),
  /** The last event the user can see. */
  lastSeq: z.number().int(),
  /** Read marks of the user's messages by staff, and of staff messages by the user. */
  staffDeliveredSeq: z.number().int(),
  staffReadSeq: z.number().int(),
  userReadSeq: z.number().int(),
  /** Messages cannot be withdrawn: the conversation is linked to a P2P order under appeal. */
  recallLocked: z.boolean(),
  rating: z.number().int().nullable(),
  canRate: z.boolean(),
  createdAt: z.number(),
  resolvedAt: z.number().nullable(),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

export const supportConversationListSchema = z.object({
  list: z.array(
    supportConversationSchema.pick({ id: true, status: true, createdAt: true, resolvedAt: true }),
  ),
  total: z.number().int(),
});

export const supportMessagesSchema = z.object({
  list: z.array(supportMessageSchema),
  /** More older messages exist before the first one listed. */
  more: z.boolean(),
});

const conversationId = id();
const seq = z
  .union([z.number().int().min(0), z.string().regex(/^\d{1,9}$/)])
  .transform(Number)
  .pipe(z.number().int().min(0).max(1_000_000_000));
const clientId = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[\w-]+$/);
const text = z.string().trim().max(SUPPORT_TEXT_MAX, { error: 'FIELD_TOO_LONG' });
const fileId = z.string().max(64);

export const supportOpenBody = z.object({
  link: z
    .object({ kind: z.enum(SUPPORT_LINK_KINDS), ref: z.string().trim().min(1).max(40) })
    .optional(),
});
export const supportConversationQuery = z.object({ id: conversationId.optional() });
export const supportConversationsQuery = z.object({
  pageNo: pageNo().default(1),
  pageSize: pageSize(20, 50),
});
export const supportMessagesQuery = z.object({
  conversationId,
  /** Older history: the page before this seq. */
  beforeSeq: seq.optional(),
  /** Catching up: the events after this seq. */
  afterSeq: seq.optional(),
  limit: pageSize(50, 100),
});
export const supportSendBody = z.object({
  /** Omitted: the user's active conversation, or a new one. */
  conversationId: conversationId.optional(),
  clientId,
  text: text.optional(),
  fileId: fileId.optional(),
});
export const supportMessageRef = z.object({ conversationId, seq });
export const supportMarksBody = z.object({
  conversationId,
  deliveredSeq: seq.optional(),
  readSeq: seq.optional(),
});
export const supportConversationRef = z.object({ conversationId });
export const supportRateBody = z.object({
  conversationId,
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(500).optional(),
});

/**
 * Realtime `support:<id>` payloads. `seq` and `prevSeq` are the viewer's:
 * a client whose last seq is not `prevSeq` missed an event and
 * resubscribes with `since`.
 */
export type SupportStreamEvent<M = SupportMessage> =
  | {
      readonly event: 'message';
      readonly seq: number;
      readonly prevSeq: number;
      readonly message: M;
    }
  | {
      readonly event: 'recalled';
      readonly seq: number;
      readonly prevSeq: number;
      readonly message: M;
    }
  | { readonly event: 'conversation'; readonly conversation: SupportConversation }
  | { readonly event: 'typing'; readonly from: 'user' | 'staff' }
  /** The user's place in the queue moved (conversations ahead of theirs). */
  | { readonly event: 'queue'; readonly position: number };
/**
 * The snapshot of `support:<id>`. Resuming (`since` given) and not too far
 * behind: `after`, the events after `since`, to add to what the client has.
 * Otherwise `latest`: the latest page, to replace it, with `more` saying
 * whether older history exists (read with beforeSeq).
 */
export interface SupportStreamSnapshot<M = SupportMessage> {
  readonly conversation: SupportConversation;
  readonly mode: 'after' | 'latest';
  readonly messages: readonly M[];
  readonly more: boolean;
}

// The console workspace (permission support.chat; agents and canned replies support.manage).

export const supportQueueRowSchema = z.object({
  id: z.number().int(),
  status: z.enum(SUPPORT_STATUSES),
  user: z.object({ id: z.number().int(), name: z.string() }),
  language: z.enum(LOCALES),
  assignee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** When the user began waiting for a person (the queue's order), epoch ms. */
  waitingSince: z.number().nullable(),
  lastMessageAt: z.number(),
  lastText: z.string().nullable(),
  links: z.array(supportLinkSchema),
  /** Events the staff have not read. */
  unread: z.number().int(),
  rating: z.number().int().nullable(),
  snoozedUntil: z.number().nullable(),
});
export type SupportQueueRow = z.infer<typeof supportQueueRowSchema>;

export const SUPPORT_QUEUE_FILTERS = ['waiting', 'mine', 'bot', 'all', 'resolved'] as const;
export const supportQueueQuery = z.object({
  filter: z.enum(SUPPORT_QUEUE_FILTERS).default('waiting'),
  linkKind: z.enum(SUPPORT_LINK_KINDS).optional(),
  language: z.enum(LOCALES).optional(),
  pageNo: pageNo().default(1),
  pageSize: pageSize(20, 100),
});
export const supportQueueSchema = z.object({
  list: z.array(supportQueueRowSchema),
  total: z.number().int(),
  /** Across the whole desk, whatever the filter. */
  waiting: z.number().int(),
  mine: z.number().int(),
  capacity: z.number().int(),
});

export const supportRecordSchema = z.object({
  kind: z.enum(SUPPORT_LINK_KINDS),
  ref: z.string(),
  /** One line for the agent, e.g. "BTC/USDT buy 0.5 at 64000". */
  title: z.string(),
  status: z.string(),
  createdAt: z.number(),
  /** A P2P order under appeal. */
  appealed: z.boolean(),
});
export type SupportRecord = z.infer<typeof supportRecordSchema>;

export const supportDeskConversationSchema = z.object({
  conversation: supportConversationSchema,
  row: supportQueueRowSchema,
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    registeredAt: z.number(),
    /** primary, advanced or notarised; null before primary verification passed. */
    verificationLevel: z.string().nullable(),
    status: z.string(),
    conversations: z.number().int(),
  }),
  records: z.array(supportRecordSchema),
  staffLastSeq: z.number().int(),
});
export type SupportDeskConversation = z.infer<typeof supportDeskConversationSchema>;

export const supportStaffMessagesSchema = z.object({
  list: z.array(supportStaffMessageSchema),
  more: z.boolean(),
});

export const supportDeskMessagesQuery = z.object({
  beforeSeq: seq.optional(),
  afterSeq: seq.optional(),
  limit: pageSize(50, 100),
});
export const supportTakeoverBody = z.object({
  /** Take it from the colleague who has it (support.manage); audited. */
  force: z.boolean().default(false),
});
export const supportHandoverBody = z.object({ operatorId: id() });
export const supportReplyBody = z.object({
  clientId,
  text: text.optional(),
  fileId: fileId.optional(),
  /** An internal note, seen only by staff. */
  note: z.boolean().default(false),
});
export const supportSeqBody = z.object({ seq });
/** An agent's uploaded chat image, to send with `fileId`. */
export const supportUploadSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export const supportSnoozeBody = z.object({ untilMs: z.number().int().positive() });

export const supportCannedSchema = z.object({
  id: z.number().int(),
  language: z.enum(LOCALES),
  title: z.string(),
  text: z.string(),
});
export const supportCannedQuery = z.object({ language: z.enum(LOCALES).optional() });
export const supportCannedBody = z.object({
  id: id().optional(),
  language: z.enum(LOCALES),
  title: z.string().trim().min(1).max(60),
  text: z.string().trim().min(1).max(SUPPORT_TEXT_MAX),
});

export const supportAgentSchema = z.object({
  operatorId: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  capacity: z.number().int(),
  /** Open conversations assigned now. */
  load: z.number().int(),
  resolved30d: z.number().int(),
  /** Mean satisfaction rating of the last 30 days' rated conversations, or null. */
  rating30d: z.string().nullable(),
  online: z.boolean(),
});
export const supportAgentBody = z.object({
  operatorId: id(),
  displayName: z.string().trim().min(1).max(30),
  capacity: z.number().int().min(0).max(50),
});
