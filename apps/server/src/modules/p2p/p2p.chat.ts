import type { Chat, ChatRecord, P2pOrderState } from '@exchange/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { UserRow } from '../account/index.js';
import type { FilesService } from '../files/index.js';
import { appendRecord, type Recorded } from './p2p.chain.js';
import { classify, type Category } from './p2p.notify.js';
import type { OrderRow, P2pTables } from './p2p.tables.js';

export interface ChatDeps {
  readonly db: Kysely<P2pTables>;
  readonly nowMs: () => number;
  readonly files: Pick<FilesService, 'describe' | 'readForOwner'>;
  /** The QR code image of the seller's payment details sealed on the order, if any. */
  readonly paymentQr: (order: OrderRow) => string | null;
  /** Pushes to a user's `p2p` topic (the realtime hub). */
  readonly push: (userId: number, data: unknown) => void;
  /** Whether a user's notification switches ask for a record of this category to be shown. */
  readonly wants: (userId: number, category: Category) => Promise<boolean>;
  /** Reports a new message, in its transaction, for the counterparty's notifications. */
  readonly recorded: Recorded;
}

interface EventRow {
  seq: number;
  kind: string;
  actor: string;
  body: unknown;
  created_at: Date;
}

/** Uploads that may be shown to the counterparty and the operators: appeal proof and documents. */
export const SHAREABLE_PURPOSES: readonly string[] = ['appeal', 'document'];

/**
 * The chat of an order: its chained records as each party sees them
 * (messages, evidence and every status change, so the conversation and the
 * case file are one), paged by sequence over REST and pushed live on the
 * `p2p` topic. Staff write into an appealed order's chat visibly.
 */
export function createChat(deps: ChatDeps) {
  const { db } = deps;

  /** A record as `viewer` sees it. */
  function recordFor(row: EventRow, order: OrderRow, viewerId: number): ChatRecord {
    const body = (typeof row.body === 'string' ? JSON.parse(row.body) : row.body) as Record<
      string,
      unknown
    >;
    const viewerRole = order.buyer_id === viewerId ? 'buyer' : 'seller';
    const from =
      row.actor === 'system'
        ? 'system'
        : row.actor.startsWith('operator')
          ? 'staff'
          : row.actor === viewerRole
            ? 'me'
            : 'counterpart';
    const text =
      typeof body.text === 'string'
        ? body.text
        : typeof body.reason === 'string'
          ? body.reason
          : null;
    return {
      seq: row.seq,
      kind: row.kind as ChatRecord['kind'],
      from,
      text,
      fileIds: Array.isArray(body.fileIds) ? (body.fileIds as string[]) : [],
      status:
        row.kind === 'status' && typeof body.to === 'string' ? (body.to as P2pOrderState) : null,
      at: row.created_at.toISOString(),
    };
  }

  /** The caller's order. Errors: P2P_ORDER_NOT_FOUND (also someone else's). */
  async function partyOrder(user: UserRow, orderId: number): Promise<OrderRow> {
    const order = await db
      .selectFrom('p2p_order')
      .selectAll()
      .where('id', '=', orderId)
      .where((eb) => eb.or([eb('buyer_id', '=', user.id), eb('seller_id', '=', user.id)]))
      .executeTakeFirst();
    if (!order) throw new AppError('P2P_ORDER_NOT_FOUND');
    return order;
  }

  /** Checks that each file is the caller's shareable upload. Errors: `error`. */
  async function ownFiles(
    userId: number,
    fileIds: readonly string[],
    error: 'FIELD_OUT_OF_RANGE' | 'P2P_APPEAL_PROOF_REQUIRED',
  ) {
    let bytes = 0;
    for (const fileId of new Set(fileIds)) {
      const file = await deps.files.describe(fileId, userId);
      if (!file || !SHAREABLE_PURPOSES.includes(file.purpose))
        throw new AppError(error, { field: 'file' });
      bytes += file.size;
    }
    return bytes;
  }

  /** Pushes the order's records from `fromSeq` on to both parties, each as they see them. */
  async function pushFrom(orderId: number, fromSeq: number): Promise<void> {
    const order = await db
      .selectFrom('p2p_order')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!order) return;
    const rows = await db
      .selectFrom('p2p_order_event')
      .select(['seq', 'kind', 'actor', 'body', 'created_at'])
      .where('order_id', '=', orderId)
      .where('seq', '>=', fromSeq)
      .orderBy('seq')
      .execute();
    for (const userId of [order.buyer_id, order.seller_id])
      for (const row of rows) {
        const record = recordFor(row, order, userId);
        const body = (typeof row.body === 'string' ? JSON.parse(row.body) : row.body) as Record<
          string,
          unknown
        >;
        const { category } = classify(row.kind, row.actor, body);
        // One's own doing is never a notification.
        const notify = record.from !== 'me' && (await deps.wants(userId, category));
        deps.push(userId, { orderId, record, notify });
      }
  }

  return {
    ownFiles,
    pushFrom,

    /** `getChatByPeer`: the order's records after `afterSeq`, oldest first. */
    async records(user: UserRow, orderId: number, afterSeq: number, limit: number): Promise<Chat> {
      const order = await partyOrder(user, orderId);
      const rows = await db
        .selectFrom('p2p_order_event')
        .select(['seq', 'kind', 'actor', 'body', 'created_at'])
        .where('order_id', '=', orderId)
        .where('seq', '>', afterSeq)
        .orderBy('seq')
        .limit(limit)
        .execute();
      const last = await db
        .selectFrom('p2p_order_event')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      const other = order.buyer_id === user.id ? order.seller_id : order.buyer_id;
      // Both marks in one read: the caller's own (for the unread count on any
      // device) and the counterpart's (for "read" ticks).
      const marks = await db
        .selectFrom('p2p_chat_read')
        .select(['user_id', 'seq'])
        .where('order_id', '=', orderId)
        .where('user_id', 'in', [user.id, other])
        .execute();
      const markOf = (id: number) => marks.find((mark) => mark.user_id === id)?.seq ?? 0;
      return {
        records: rows.map((row) => recordFor(row, order, user.id)),
        lastSeq: Number(last?.seq ?? 0),
        readSeq: markOf(user.id),
        counterpartReadSeq: markOf(other),
      };
    },

    /**
     * A message (text, an image, or both) from a party. Errors:
     * P2P_ORDER_NOT_FOUND, P2P_ORDER_FINISHED (the chat closes with the
     * order), FIELD_REQUIRED (neither text nor image), FIELD_OUT_OF_RANGE
     * (an image not the caller's).
     */
    async send(
      user: UserRow,
      orderId: number,
      text: string,
      fileId: string | undefined,
    ): Promise<ChatRecord> {
      const order = await partyOrder(user, orderId);
      if (order.status === 'completed' || order.status === 'cancelled')
        throw new AppError('P2P_ORDER_FINISHED');
      if (text === '' && fileId === undefined)
        throw new AppError('FIELD_REQUIRED', { field: 'text' });
      const fileIds = fileId === undefined ? [] : [fileId];
      await ownFiles(user.id, fileIds, 'FIELD_OUT_OF_RANGE');
      const role = order.buyer_id === user.id ? 'buyer' : 'seller';
      const { seq } = await db.transaction().execute(async (trx) => {
        // The order's row lock orders its records.
        await trx
          .selectFrom('p2p_order')
          .select('id')
          .where('id', '=', orderId)
          .forUpdate()
          .execute();
        const entry = { kind: 'message', actor: role, body: { text, fileIds } } as const;
        const appended = await appendRecord(trx, orderId, entry, new Date(deps.nowMs()));
        await deps.recorded(trx, orderId, appended.seq, entry);
        return appended;
      });
      await pushFrom(orderId, seq);
      const row = await db
        .selectFrom('p2p_order_event')
        .select(['seq', 'kind', 'actor', 'body', 'created_at'])
        .where('order_id', '=', orderId)
        .where('seq', '=', seq)
        .executeTakeFirstOrThrow();
      return recordFor(row, order, user.id);
    },

    /**
     * An image the order names, to either party: the seller's payment QR
     * code, or one sent in its chat or appeal. Errors: P2P_ORDER_NOT_FOUND,
     * FILE_NOT_FOUND (the order names no such file).
     */
    async file(user: UserRow, orderId: number, fileId: string) {
      const order = await partyOrder(user, orderId);
      let ownerId: number | null = deps.paymentQr(order) === fileId ? order.seller_id : null;
      if (ownerId === null) {
        const rows = await db
          .selectFrom('p2p_order_event')
          .select(['actor', 'body'])
          .where('order_id', '=', orderId)
          .execute();
        for (const row of rows) {
          const body = (typeof row.body === 'string' ? JSON.parse(row.body) : row.body) as {
            fileIds?: unknown;
          };
          if (!Array.isArray(body.fileIds) || !body.fileIds.includes(fileId)) continue;
          if (row.actor === 'buyer') ownerId = order.buyer_id;
          if (row.actor === 'seller') ownerId = order.seller_id;
        }
      }
      if (ownerId === null) throw new AppError('FILE_NOT_FOUND');
      return deps.files.readForOwner(fileId, ownerId);
    },

    /** Marks the order's records read up to `seq` (never backwards). */
    async read(user: UserRow, orderId: number, seq: number): Promise<void> {
      await partyOrder(user, orderId);
      await db
        .insertInto('p2p_chat_read')
        .values({ order_id: orderId, user_id: user.id, seq })
        .onConflict((oc) =>
          oc.columns(['order_id', 'user_id']).doUpdateSet((eb) => ({
            seq: eb.fn('greatest', [eb.ref('p2p_chat_read.seq'), eb.ref('excluded.seq')]),
          })),
        )
        .execute();
    },
  };
}

export type ChatService = ReturnType<typeof createChat>;
