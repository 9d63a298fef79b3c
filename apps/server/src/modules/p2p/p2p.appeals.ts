import {
  APPEAL_MAX_BYTES,
  type Appeal,
  type appealAnswerBody,
  type appealDecisionBody,
  type appealQueueQuery,
  type orderAppealBody,
  type P2pOrderDetail,
} from '@exchange/contracts';
import { decimal, eq, gt, isPositive, lt, scaleOf, sub, toPlainString } from '@exchange/money';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import type { UserRow } from '../account/index.js';
import type { IdentityQuery } from '../identity/index.js';
import { brokenAt } from './p2p.chain.js';
import type { ChatService } from './p2p.chat.js';
import { splitEscrow } from './p2p.escrow.js';
import { plain, type Market } from './p2p.market.js';
import type { Orders } from './p2p.orders.js';
import type { AppealRow, OrderRow, P2pTables } from './p2p.tables.js';

export interface AppealDeps {
  readonly db: Kysely<P2pTables>;
  readonly nowMs: () => number;
  readonly orders: Orders;
  readonly chat: ChatService;
  readonly market: Market;
  readonly identity: () => IdentityQuery;
  /** The caller's review of an order, once left. */
  readonly reviewOf: (
    orderId: number,
    userId: number,
  ) => Promise<{ positive: boolean; comment: string } | null>;
  /** The seller's payment details as sealed on the order, opened. */
  readonly paymentOf: (order: OrderRow) => unknown;
}

const view = (row: AppealRow, viewerId: number | null): Appeal => ({
  id: row.id,
  status: row.status,
  appellantRole: row.appellant_role,
  mine: viewerId !== null && row.appellant_id === viewerId,
  reason: row.reason as Appeal['reason'],
  description: row.description,
  decision: row.decision,
  buyerQuantity: row.buyer_quantity === null ? null : plain(row.buyer_quantity),
  createdAt: row.created_at.toISOString(),
  closedAt: row.closed_at?.toISOString() ?? null,
});

/**
 * Appeals: either party asks an operator to decide a paid (or timed-out)
 * order. The escrow stays locked throughout; the seller may still release
 * and the appellant may withdraw (the order goes back to awaiting release).
 * The respondent answers with evidence in the same chained case file. An
 * operator decides: release to the buyer, return to the seller, or split,
 * each one balanced ledger transaction through the order's own settlement;
 * above the operator's threshold one operator proposes and a second
 * carries it out.
 */
export function createAppeals(deps: AppealDeps) {
  const { db, orders } = deps;
  const { inTx, lockedOrder, next, record, complete, cancel, coins } = orders.settlement;
  const now = () => new Date(deps.nowMs());

  async function openAppeal(
    trx: Kysely<P2pTables>,
    orderId: number,
  ): Promise<AppealRow | undefined> {
    return trx
      .selectFrom('p2p_appeal')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('status', '=', 'open')
      .executeTakeFirst();
  }

  async function latestAppeal(orderId: number): Promise<AppealRow | undefined> {
    return db
      .selectFrom('p2p_appeal')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async function detail(user: UserRow, orderId: number): Promise<P2pOrderDetail> {
    const order = await orders.detail(user, orderId);
    const appeal = await latestAppeal(orderId);
    return {
      ...order,
      appeal: appeal ? view(appeal, user.id) : null,
      review: await deps.reviewOf(orderId, user.id),
    };
  }

  /** The appeal being decided, with its order, both locked. Errors: P2P_ORDER_NOT_FOUND, P2P_ORDER_STATE. */
  async function lockedCase(trx: Transaction<P2pTables>, appealId: number) {
    const appeal = await trx
      .selectFrom('p2p_appeal')
      .selectAll()
      .where('id', '=', appealId)
      .forUpdate()
      .executeTakeFirst();
    if (!appeal) throw new AppError('P2P_ORDER_NOT_FOUND');
    const { order } = await lockedOrder(trx, appeal.order_id, null);
    if (appeal.status !== 'open' || order.status !== 'appeal')
      throw new AppError('P2P_ORDER_STATE');
    return { appeal, order };
  }

  /**
   * The whole case file: the appeal, the order, both parties (verified
   * names, statistics), the seller's payment details, every record with
   * its hash, and whether the chain holds, including the head the appeal
   * opened on. Errors: P2P_ORDER_NOT_FOUND.
   */
  async function caseFile(appealId: number) {
    const appeal = await db
      .selectFrom('p2p_appeal')
      .selectAll()
      .where('id', '=', appealId)
      .executeTakeFirst();
    if (!appeal) throw new AppError('P2P_ORDER_NOT_FOUND');
    const order = await db
      .selectFrom('p2p_order')
      .selectAll()
      .where('id', '=', appeal.order_id)
      .executeTakeFirstOrThrow();
    const records = await db
      .selectFrom('p2p_order_event')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('seq')
      .execute();
    const people = await deps.market.advertisers([order.buyer_id, order.seller_id]);
    const parties = await Promise.all(
      (['buyer', 'seller'] as const).map(async (role) => {
        const userId = role === 'buyer' ? order.buyer_id : order.seller_id;
        const person = people.get(userId);
        return {
          role,
          userId,
          nickname: person?.nickname ?? String(userId),
          realName: (await deps.identity().realName(userId)) ?? '',
          orders30d: person?.orders30d ?? 0,
          completionRate30d: person?.completionRate30d ?? null,
        };
      }),
    );
    const broken = brokenAt(order.id, records);
    const setting = await db
      .selectFrom('p2p_setting')
      .select('appeal_second_usd')
      .executeTakeFirstOrThrow();
    return {
      appeal: {
        ...view(appeal, null),
        contactName: appeal.contact_name,
        contactPhone: appeal.contact_phone,
        proofFileIds: appeal.proof_file_ids,
        proposal: appeal.proposal,
        proposalBuyerQuantity:
          appeal.proposal_buyer_quantity === null ? null : plain(appeal.proposal_buyer_quantity),
        proposedBy: appeal.proposed_by,
        decidedBy: appeal.decided_by,
        note: appeal.note,
        openedHash: appeal.opened_hash,
      },
      order: {
        id: order.id,
        orderNo: order.order_no,
        adId: order.ad_id,
        coin: order.coin,
        fiat: order.fiat,
        price: plain(order.price),
        quantity: plain(order.quantity),
        amount: plain(order.amount),
        usdValue: plain(order.usd_value),
        status: order.status,
        payDeadline: order.pay_deadline.toISOString(),
        paidAt: order.paid_at?.toISOString() ?? null,
        createdAt: order.created_at.toISOString(),
        payment: deps.paymentOf(order),
      },
      parties,
      records: records.map((row) => ({
        seq: row.seq,
        kind: row.kind,
        actor: row.actor,
        body: typeof row.body === 'string' ? JSON.parse(row.body) : row.body,
        prevHash: row.prev_hash,
        hash: row.hash,
        at: row.created_at.toISOString(),
      })),
      chainIntact: broken === null,
      brokenAt: broken,
      openedOnChain: records.some((row) => row.hash === appeal.opened_hash),
      secondApprovalAboveUsd: plain(setting.appeal_second_usd),
    };
  }

  return {
    detail,

    /**
     * Opens an appeal: needs a reason, a description, a contact and at
     * least one proof file (at most five, 50 MB in all, the caller's
     * uploads). Errors: P2P_APPEAL_PROOF_REQUIRED, FIELD_OUT_OF_RANGE,
     * P2P_ORDER_NOT_FOUND, P2P_APPEAL_EXISTS, P2P_ORDER_STATE (not yet
     * paid), P2P_ORDER_FINISHED.
     */
    async open(user: UserRow, input: z.output<typeof orderAppealBody>): Promise<P2pOrderDetail> {
      if (
        input.description === '' ||
        input.contactName === '' ||
        input.contactPhone === '' ||
        input.proofFileIds.length === 0
      )
        throw new AppError('P2P_APPEAL_PROOF_REQUIRED');
      const bytes = await deps.chat.ownFiles(
        user.id,
        input.proofFileIds,
        'P2P_APPEAL_PROOF_REQUIRED',
      );
      if (bytes > APPEAL_MAX_BYTES)
        throw new AppError('FIELD_OUT_OF_RANGE', { field: 'proofFileIds' });
      await inTx(async (trx) => {
        const { order, role } = await lockedOrder(trx, input.id, user.id);
        if (await openAppeal(trx, order.id)) throw new AppError('P2P_APPEAL_EXISTS');
        if (role !== 'buyer' && role !== 'seller') throw new AppError('P2P_ORDER_NOT_FOUND');
        const to = next(order, 'appeal', role);
        await trx
          .updateTable('p2p_order')
          .set({ status: to, updated_at: now() })
          .where('id', '=', order.id)
          .execute();
        await record(trx, order.id, {
          kind: 'status',
          actor: role,
          body: { from: order.status, to, reason: input.reason },
        });
        await record(trx, order.id, {
          kind: 'evidence',
          actor: role,
          body: {
            text: input.description,
            fileIds: input.proofFileIds,
            contactName: input.contactName,
            contactPhone: input.contactPhone,
          },
        });
        // The case file as it stood when the appeal opened: its head hash.
        const head = await trx
          .selectFrom('p2p_order_event')
          .select('hash')
          .where('order_id', '=', order.id)
          .orderBy('seq', 'desc')
          .limit(1)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('p2p_appeal')
          .values({
            order_id: order.id,
            appellant_id: user.id,
            appellant_role: role,
            reason: input.reason,
            description: input.description,
            contact_name: input.contactName,
            contact_phone: input.contactPhone,
            proof_file_ids: input.proofFileIds,
            status: 'open',
            opened_hash: head.hash,
            proposal: null,
            proposal_buyer_quantity: null,
            proposed_by: null,
            decision: null,
            buyer_quantity: null,
            decided_by: null,
            note: null,
            created_at: now(),
            closed_at: null,
          })
          .execute();
      });
      return detail(user, input.id);
    },

    /** Either party adds evidence to an open appeal. Errors: P2P_ORDER_NOT_FOUND, P2P_ORDER_STATE, FIELD_OUT_OF_RANGE. */
    async answer(user: UserRow, input: z.output<typeof appealAnswerBody>): Promise<P2pOrderDetail> {
      const bytes = await deps.chat.ownFiles(user.id, input.fileIds, 'FIELD_OUT_OF_RANGE');
      if (bytes > APPEAL_MAX_BYTES) throw new AppError('FIELD_OUT_OF_RANGE', { field: 'fileIds' });
      await inTx(async (trx) => {
        const { order, role } = await lockedOrder(trx, input.id, user.id);
        if (!(await openAppeal(trx, order.id))) throw new AppError('P2P_ORDER_STATE');
        await record(trx, order.id, {
          kind: 'evidence',
          actor: role,
          body: { text: input.text, fileIds: input.fileIds },
        });
      });
      return detail(user, input.id);
    },

    /** The appellant withdraws; the order awaits release again. Errors: P2P_ORDER_NOT_FOUND, P2P_ORDER_STATE. */
    async withdraw(user: UserRow, orderId: number): Promise<P2pOrderDetail> {
      await inTx(async (trx) => {
        const { order, role } = await lockedOrder(trx, orderId, user.id);
        const appeal = await openAppeal(trx, order.id);
        if (!appeal || appeal.appellant_id !== user.id) throw new AppError('P2P_ORDER_STATE');
        const to = next(order, 'withdraw_appeal', role);
        await trx
          .updateTable('p2p_appeal')
          .set({ status: 'withdrawn', closed_at: now() })
          .where('id', '=', appeal.id)
          .execute();
        await trx
          .updateTable('p2p_order')
          .set({ status: to, updated_at: now() })
          .where('id', '=', order.id)
          .execute();
        await record(trx, order.id, {
          kind: 'status',
          actor: role,
          body: { from: order.status, to },
        });
      });
      return detail(user, orderId);
    },

    /** The console's queue, oldest first (the longest waiting on top). */
    async queue(query: z.output<typeof appealQueueQuery>) {
      const base = db
        .selectFrom('p2p_appeal as a')
        .innerJoin('p2p_order as o', 'o.id', 'a.order_id')
        .where('a.status', '=', query.status);
      const [{ n }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        base
          .select([
            'a.id',
            'a.order_id',
            'o.order_no',
            'o.coin',
            'o.fiat',
            'o.amount',
            'o.quantity',
            'o.usd_value',
            'a.appellant_role',
            'a.reason',
            'a.status',
            'a.proposal',
            'a.created_at',
          ])
          .orderBy('a.id', query.status === 'open' ? 'asc' : 'desc')
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
      ]);
      return {
        list: rows.map((row) => ({
          id: row.id,
          orderId: row.order_id,
          orderNo: row.order_no,
          coin: row.coin,
          fiat: row.fiat,
          amount: plain(row.amount),
          quantity: plain(row.quantity),
          usdValue: plain(row.usd_value),
          appellantRole: row.appellant_role,
          reason: row.reason,
          status: row.status,
          proposal: row.proposal,
          createdAt: row.created_at.toISOString(),
        })),
        total: Number(n),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    caseFile,

    /**
     * Decides an open appeal: `release` (the coins to the buyer), `return`
     * (back to the seller) or `split`. Above the threshold the first
     * operator's decision is a proposal and a second operator's same
     * decision carries it out (a different one replaces the proposal).
     * Errors: P2P_ORDER_NOT_FOUND, P2P_ORDER_STATE, FIELD_REQUIRED,
     * FIELD_OUT_OF_RANGE (a split's quantity), SECOND_APPROVAL_REQUIRED.
     */
    async decide(operatorId: number, appealId: number, input: z.output<typeof appealDecisionBody>) {
      const outcome = await inTx(async (trx) => {
        const { appeal, order } = await lockedCase(trx, appealId);
        const quantity = decimal(order.quantity);
        let buyerQuantity: string | null = null;
        if (input.decision === 'split') {
          if (input.buyerQuantity === undefined)
            throw new AppError('FIELD_REQUIRED', { field: 'buyerQuantity' });
          const share = decimal(input.buyerQuantity);
          const { decimals } = await trx
            .selectFrom('p2p_coin')
            .select('decimals')
            .where('coin', '=', order.coin)
            .executeTakeFirstOrThrow();
          if (!isPositive(share) || !lt(share, quantity) || scaleOf(share) > decimals)
            throw new AppError('FIELD_OUT_OF_RANGE', { field: 'buyerQuantity' });
          buyerQuantity = toPlainString(share);
        }
        const { appeal_second_usd: threshold } = await trx
          .selectFrom('p2p_setting')
          .select('appeal_second_usd')
          .executeTakeFirstOrThrow();
        const needsTwo = gt(decimal(order.usd_value), decimal(threshold));
        const agreed =
          appeal.proposal === input.decision &&
          (appeal.proposal_buyer_quantity === null
            ? buyerQuantity === null
            : buyerQuantity !== null &&
              eq(decimal(appeal.proposal_buyer_quantity), decimal(buyerQuantity)));
        if (
          needsTwo &&
          !(agreed && appeal.proposed_by !== null && appeal.proposed_by !== operatorId)
        ) {
          if (agreed && appeal.proposed_by === operatorId)
            throw new AppError('SECOND_APPROVAL_REQUIRED');
          await trx
            .updateTable('p2p_appeal')
            .set({
              proposal: input.decision,
              proposal_buyer_quantity: buyerQuantity,
              proposed_by: operatorId,
              note: input.note,
            })
            .where('id', '=', appeal.id)
            .execute();
          await record(trx, order.id, {
            kind: 'status',
            actor: `operator:${operatorId}`,
            body: { proposal: input.decision, buyerQuantity, note: input.note },
          });
          return 'proposed' as const;
        }
        await trx
          .updateTable('p2p_appeal')
          .set({
            status: 'decided',
            decision: input.decision,
            buyer_quantity: buyerQuantity,
            decided_by: operatorId,
            note: input.note,
            closed_at: now(),
          })
          .where('id', '=', appeal.id)
          .execute();
        const actor = `operator:${operatorId}`;
        const detail = { decision: input.decision, note: input.note, appealId: appeal.id };
        if (input.decision === 'return') {
          next(order, 'decide_return', 'operator');
          await cancel(trx, order, 'operator', input.note, actor);
        } else {
          next(order, 'decide_release', 'operator');
          const posting =
            buyerQuantity === null
              ? undefined
              : splitEscrow(
                  coins(order),
                  buyerQuantity,
                  toPlainString(sub(quantity, decimal(buyerQuantity))),
                );
          await complete(trx, order, actor, posting, { ...detail, buyerQuantity });
        }
        return 'decided' as const;
      });
      return { outcome, case: await caseFile(appealId) };
    },

    /** Staff write into an appealed order's chat, visibly as staff. Errors: P2P_ORDER_NOT_FOUND, P2P_ORDER_STATE. */
    async message(operatorId: number, appealId: number, text: string) {
      await inTx(async (trx) => {
        const { order } = await lockedCase(trx, appealId);
        await record(trx, order.id, {
          kind: 'message',
          actor: `operator:${operatorId}`,
          body: { text, fileIds: [] },
        });
      });
      return caseFile(appealId);
    },

    /** Whether an order's appeal names a file (the console shows only those). */
    async namesFile(appealId: number, fileId: string): Promise<{ ownerId: number } | null> {
      const appeal = await db
        .selectFrom('p2p_appeal')
        .select('order_id')
        .where('id', '=', appealId)
        .executeTakeFirst();
      if (!appeal) return null;
      const order = await db
        .selectFrom('p2p_order')
        .select(['buyer_id', 'seller_id'])
        .where('id', '=', appeal.order_id)
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('p2p_order_event')
        .select(['actor', 'body'])
        .where('order_id', '=', appeal.order_id)
        .execute();
      for (const row of rows) {
        const body = (typeof row.body === 'string' ? JSON.parse(row.body) : row.body) as {
          fileIds?: unknown;
        };
        if (Array.isArray(body.fileIds) && body.fileIds.includes(fileId))
          return { ownerId: row.actor === 'buyer' ? order.buyer_id : order.seller_id };
      }
      return null;
    },
  };
}

export type Appeals = ReturnType<typeof createAppeals>;
