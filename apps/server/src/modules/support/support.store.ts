import type {
  SupportActivity,
  SupportBotReply,
  SupportLink,
  SupportLinkKind,
} from '@exchange/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type {
  ConversationRow,
  MessageRow,
  SupportMessageKind,
  SupportSender,
  SupportTables,
} from './support.tables.js';

/** What a message row's `meta` holds beside its text and file. */
export interface MessageMeta {
  /** A staff member's support name when they wrote it. */
  readonly name?: string;
  readonly image?: { readonly width: number; readonly height: number };
  readonly activity?: {
    readonly code: SupportActivity;
    readonly name: string | null;
    readonly link: SupportLink | null;
  };
  readonly bot?: {
    readonly reply: SupportBotReply;
    readonly articles: readonly { kind: 'help' | 'faq'; id: number; title: string }[];
    readonly offerHandoff: boolean;
  };
}

export interface NewEvent {
  readonly sender: SupportSender;
  readonly senderId: number | null;
  readonly kind: SupportMessageKind;
  readonly body?: string | null;
  readonly fileId?: string | null;
  readonly meta?: MessageMeta;
  readonly clientId?: string | null;
}

/**
 * An event written, with the sequence each side saw before it: the user's
 * (null when they do not see it: a staff note) and the staff's.
 */
export interface Written {
  readonly row: MessageRow;
  readonly userPrev: number | null;
  readonly staffPrev: number;
}

type Db = Kysely<SupportTables>;

export const metaOf = (row: MessageRow): MessageMeta =>
  (typeof row.meta === 'string' ? JSON.parse(row.meta) : (row.meta ?? {})) as MessageMeta;

/** Whether the user sees an event: everything but staff notes. */
export const userSees = (row: Pick<MessageRow, 'kind'>): boolean => row.kind !== 'note';

/**
 * The conversation, locked for the rest of the transaction: every change
 * to a conversation (an event, its numbering, its state) happens under
 * this lock, so sequences never collide and two agents cannot both take it.
 */
export async function lockConversation(trx: Db, id: number): Promise<ConversationRow> {
  const row = await trx
    .selectFrom('support_conversation')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('SUPPORT_CONVERSATION_NOT_FOUND');
  return row;
}

/** Appends an event under the conversation's lock; `conv` is kept in step for the next one. */
export async function appendEvent(
  trx: Db,
  conv: ConversationRow,
  event: NewEvent,
  now: Date,
): Promise<Written> {
  const seq = conv.last_seq + 1;
  const visible = event.kind !== 'note';
  const userPrev = visible ? conv.user_seq : null;
  const staffPrev = conv.last_seq;
  const row = await trx
    .insertInto('support_message')
    .values({
      conversation_id: conv.id,
      seq,
      sender: event.sender,
      sender_id: event.senderId,
      kind: event.kind,
      body: event.body ?? null,
      file_id: event.fileId ?? null,
      meta: JSON.stringify(event.meta ?? {}),
      client_id: event.clientId ?? null,
      created_at: now,
      recalled_at: null,
      recall_seq: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  conv.last_seq = seq;
  if (visible) conv.user_seq = seq;
  // Activities and notes are not conversation: the queue shows when someone last wrote.
  const said = event.kind === 'text' || event.kind === 'image';
  if (said) conv.last_message_at = now;
  await trx
    .updateTable('support_conversation')
    .set({
      last_seq: conv.last_seq,
      user_seq: conv.user_seq,
      last_message_at: conv.last_message_at,
    })
    .where('id', '=', conv.id)
    .execute();
  return { row, userPrev, staffPrev };
}

/** Withdraws a message: text and file gone, the tombstone numbered as a new event. */
export async function recallEvent(
  trx: Db,
  conv: ConversationRow,
  message: MessageRow,
  now: Date,
): Promise<Written> {
  const seq = conv.last_seq + 1;
  const visible = userSees(message);
  const userPrev = visible ? conv.user_seq : null;
  const staffPrev = conv.last_seq;
  const row = await trx
    .updateTable('support_message')
    .set({ body: null, file_id: null, recalled_at: now, recall_seq: seq })
    .where('conversation_id', '=', conv.id)
    .where('seq', '=', message.seq)
    .where('recalled_at', 'is', null)
    .returningAll()
    .executeTakeFirstOrThrow();
  conv.last_seq = seq;
  if (visible) conv.user_seq = seq;
  await trx
    .updateTable('support_conversation')
    .set({ last_seq: conv.last_seq, user_seq: conv.user_seq })
    .where('id', '=', conv.id)
    .execute();
  return { row, userPrev, staffPrev };
}

/** A page of events for one side: after a seq (catching up), before one (history), or the latest. */
export async function readEvents(
  db: Db,
  conversationId: number,
  viewer: 'user' | 'staff',
  page: { afterSeq?: number | undefined; beforeSeq?: number | undefined; limit: number },
): Promise<{ rows: MessageRow[]; more: boolean }> {
  let query = db
    .selectFrom('support_message')
    .selectAll()
    .where('conversation_id', '=', conversationId);
  if (viewer === 'user') query = query.where('kind', '<>', 'note');
  if (page.afterSeq !== undefined) {
    const after = page.afterSeq;
    const rows = await query
      .where((eb) => eb.or([eb('seq', '>', after), eb('recall_seq', '>', after)]))
      .orderBy('seq')
      .limit(page.limit + 1)
      .execute();
    return { rows: rows.slice(0, page.limit), more: rows.length > page.limit };
  }
  if (page.beforeSeq !== undefined) query = query.where('seq', '<', page.beforeSeq);
  const rows = await query
    .orderBy('seq', 'desc')
    .limit(page.limit + 1)
    .execute();
  return { rows: rows.slice(0, page.limit).reverse(), more: rows.length > page.limit };
}

export async function linksOf(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { kind: SupportLinkKind; ref: string }[]>> {
  const result = new Map<number, { kind: SupportLinkKind; ref: string }[]>();
  if (ids.length === 0) return result;
  const rows = await db
    .selectFrom('support_link')
    .select(['conversation_id', 'kind', 'ref'])
    .where('conversation_id', 'in', [...new Set(ids)])
    .orderBy('created_at')
    .execute();
  for (const row of rows) {
    const list = result.get(row.conversation_id) ?? [];
    list.push({ kind: row.kind, ref: row.ref });
    result.set(row.conversation_id, list);
  }
  return result;
}

/** Agents' support names by operator id. */
export async function agentNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('support_agent')
    .select(['operator_id', 'display_name'])
    .where('operator_id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.operator_id, r.display_name]));
}

/** Conversations waiting ahead of one that waits since `since` (its queue position). */
export async function waitingAhead(db: Db, conv: ConversationRow): Promise<number | null> {
  if (conv.waiting_since === null) return null;
  const row = await db
    .selectFrom('support_conversation')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('waiting_since', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('waiting_since', '<', conv.waiting_since),
        eb.and([eb('waiting_since', '=', conv.waiting_since), eb('id', '<', conv.id)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Open conversations an agent holds now: what their capacity bounds. */
export async function loadOf(db: Db, operatorId: number): Promise<number> {
  const row = await db
    .selectFrom('support_conversation')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('assignee_id', '=', operatorId)
    .where('status', 'in', ['open', 'snoozed'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Writes a conversation's changed state fields. */
export async function saveState(
  trx: Db,
  conv: ConversationRow,
  fields: Partial<
    Pick<
      ConversationRow,
      | 'status'
      | 'assignee_id'
      | 'waiting_since'
      | 'snoozed_until'
      | 'resolved_at'
      | 'resolved_by'
      | 'first_reply_at'
      | 'rating'
      | 'rating_comment'
    >
  >,
): Promise<void> {
  Object.assign(conv, fields);
  await trx.updateTable('support_conversation').set(fields).where('id', '=', conv.id).execute();
}

/** Raises read or delivered marks, never lowering them, never past what exists. */
export async function raiseMarks(
  trx: Db,
  conv: ConversationRow,
  side: 'user' | 'staff',
  delivered: number | undefined,
  read: number | undefined,
): Promise<boolean> {
  // The user's marks are about staff messages they can see; the staff's about everything.
  const top = side === 'user' ? conv.user_seq : conv.last_seq;
  const deliveredKey = side === 'user' ? 'user_delivered_seq' : 'staff_delivered_seq';
  const readKey = side === 'user' ? 'user_read_seq' : 'staff_read_seq';
  const nextRead = Math.max(conv[readKey], Math.min(read ?? 0, top));
  // What was read was delivered.
  const nextDelivered = Math.max(conv[deliveredKey], Math.min(delivered ?? 0, top), nextRead);
  if (nextRead === conv[readKey] && nextDelivered === conv[deliveredKey]) return false;
  conv[readKey] = nextRead;
  conv[deliveredKey] = nextDelivered;
  await trx
    .updateTable('support_conversation')
    .set({ [readKey]: nextRead, [deliveredKey]: nextDelivered })
    .where('id', '=', conv.id)
    .execute();
  return true;
}
