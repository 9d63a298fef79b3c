import { RED_PACKET_TTL_MS, type RedPacket, type RedPacketCreateBody } from '@exchange/contracts';
import {
  decimal,
  fromBigInt,
  gt,
  scaleOf,
  toPlainString,
  toUnits,
  add,
  sub,
} from '@exchange/money';
import type { Kysely, Transaction } from 'kysely';
import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import { maskName } from '../../lib/mask.js';
import type { AccountService, RequestContext, SecurityService } from '../account/index.js';
import type { Ledger } from '../ledger/index.js';
import { packetCode, sharePlaces, splitShares } from './redpacket.core.js';
import * as postings from './redpacket.postings.js';
import type { PromotionTables, RedPacketRow, ShareRow } from './promotions.tables.js';
import type { OutflowCheck } from '../../module.js';

export type PromotionsDb = Kysely<PromotionTables>;

export interface RedPacketDeps {
  readonly db: PromotionsDb;
  readonly ledger: Ledger;
  readonly nowMs: () => number;
  readonly security: Pick<SecurityService, 'verifyFundPassword'>;
  readonly accounts: Pick<AccountService, 'summaries'>;
  /** Throws REAL_NAME_NOT_PASSED unless the user passed primary verification. */
  readonly requireVerified: (userId: number) => Promise<void>;
  /** A coin's decimals, or null for a coin the platform does not list. */
  readonly places: (asset: string) => Promise<number | null>;
  /** Enqueues the packet's expiry at `atMs`, in the transaction that makes it. */
  readonly expireAt: (
    trx: Transaction<PromotionTables>,
    packetId: string,
    atMs: number,
  ) => Promise<void>;
  /** Promotional credit's check on the coins packed, in the packet's transaction. */
  readonly outflow?: OutflowCheck;
}

const text = (value: string) => toPlainString(decimal(value));

/**
 * Red packets: made with the fund password by a verified user from their
 * spot wallet (one packet per request id), claimed one share per person
 * under the packet's row lock (so twenty claims at once take twenty
 * different shares and never more than there are), and closed when the
 * last share goes or, after 24 hours, by returning the rest to the sender.
 */
export function createRedPackets(deps: RedPacketDeps) {
  const { db, ledger } = deps;

  async function names(ids: readonly number[]): Promise<Map<number, string>> {
    const summaries = await deps.accounts.summaries(ids);
    return new Map([...summaries].map(([id, s]) => [id, maskName(s.username ?? s.uid)] as const));
  }

  async function view(
    packet: RedPacketRow,
    callerId: number,
    reader: PromotionsDb = db,
  ): Promise<RedPacket> {
    const claimed = await reader
      .selectFrom('red_packet_share')
      .selectAll()
      .where('packet_id', '=', packet.id)
      .where('claimed_by', 'is not', null)
      .orderBy('claimed_at')
      .orderBy('seq')
      .execute();
    const who = await names([packet.sender_id, ...claimed.map((s) => s.claimed_by ?? 0)]);
    const best = claimed.reduce<ShareRow | null>(
      (top, share) =>
        top === null || gt(decimal(share.amount), decimal(top.amount)) ? share : top,
      null,
    );
    return {
      code: packet.code,
      sender: who.get(packet.sender_id) ?? '***',
      asset: packet.asset,
      total: text(packet.total),
      shares: packet.shares,
      kind: packet.kind,
      greeting: packet.greeting,
      status: packet.status,
      claimedShares: packet.claimed_shares,
      claimedAmount: text(packet.claimed_amount),
      refunded: text(packet.refunded),
      createdAt: packet.created_at.getTime(),
      expiresAt: packet.expires_at.getTime(),
      claims: claimed.map((share) => ({
        name: who.get(share.claimed_by ?? 0) ?? '***',
        amount: text(share.amount),
        at: share.claimed_at?.getTime() ?? 0,
        best: packet.kind === 'lucky' && share === best,
      })),
      mine: (() => {
        const own = claimed.find((share) => share.claimed_by === callerId);
        return own ? text(own.amount) : null;
      })(),
      own: packet.sender_id === callerId,
    };
  }

  async function byCode(code: string, reader: PromotionsDb = db) {
    const packet = await reader
      .selectFrom('red_packet')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
    if (!packet) throw new AppError('RED_PACKET_NOT_FOUND');
    return packet;
  }

  return {
    view,

    /**
     * Errors: ASSET_UNKNOWN, AMOUNT_PRECISION, RED_PACKET_SHARE_TOO_SMALL,
     * REAL_NAME_NOT_PASSED, the fund password's, INSUFFICIENT_BALANCE.
     */
    async create(
      userId: number,
      input: Omit<RedPacketCreateBody, 'greeting'> & { greeting: string },
      context: RequestContext,
    ): Promise<{ packet: RedPacket; replayed: boolean }> {
      const earlier = await db
        .selectFrom('red_packet')
        .selectAll()
        .where('sender_id', '=', userId)
        .where('request_id', '=', input.requestId)
        .executeTakeFirst();
      if (earlier) return { packet: await view(earlier, userId), replayed: true };
      const decimals = await deps.places(input.asset);
      if (decimals === null) throw new AppError('ASSET_UNKNOWN');
      const places = sharePlaces(decimals);
      const total = decimal(input.total);
      if (scaleOf(total) > places) throw new AppError('AMOUNT_PRECISION', { places });
      // 128 random bits reduced below the bound: a bias far under one in 2^64.
      const amounts = splitShares(
        toUnits(total, places),
        input.shares,
        input.kind,
        (below) => BigInt(`0x${randomBytes(16).toString('hex')}`) % below,
      );
      if (!amounts)
        throw new AppError('RED_PACKET_SHARE_TOO_SMALL', {
          min: toPlainString(fromBigInt(1n, places)),
          coin: input.asset,
        });
      await deps.requireVerified(userId);
      await deps.security.verifyFundPassword(userId, input.fundPassword, context);
      const now = deps.nowMs();
      for (let attempt = 0; ; attempt++) {
        try {
          const packet = await db.transaction().execute(async (trx) => {
            const row = await trx
              .insertInto('red_packet')
              .values({
                code: packetCode(randomBytes(16)),
                sender_id: userId,
                request_id: input.requestId,
                asset: input.asset,
                total: toPlainString(total),
                shares: input.shares,
                kind: input.kind,
                greeting: input.greeting,
                status: 'open',
                created_at: new Date(now),
                expires_at: new Date(now + RED_PACKET_TTL_MS),
                closed_at: null,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            await trx
              .insertInto('red_packet_share')
              .values(
                amounts.map((units, i) => ({
                  packet_id: row.id,
                  seq: i + 1,
                  amount: toPlainString(fromBigInt(units, places)),
                  claimed_by: null,
                  claimed_at: null,
                  transaction_id: null,
                })),
              )
              .execute();
            // After the row, so a repeated request is answered as a repeat first.
            await deps.outflow?.(userId, row.asset, total, trx as unknown as Kysely<unknown>);
            await ledger.post(
              postings.pack({ id: row.id, senderId: userId, asset: row.asset, total: row.total }),
              { trx },
            );
            await deps.expireAt(trx, row.id, row.expires_at.getTime());
            return row;
          });
          return { packet: await view(packet, userId), replayed: false };
        } catch (error) {
          // A code already taken: draw another. The same request twice at once: the first made it.
          if (!isUniqueViolation(error) || attempt >= 4) throw error;
          const made = await db
            .selectFrom('red_packet')
            .selectAll()
            .where('sender_id', '=', userId)
            .where('request_id', '=', input.requestId)
            .executeTakeFirst();
          if (made) return { packet: await view(made, userId), replayed: true };
        }
      }
    },

    /**
     * One share to the caller. Errors: RED_PACKET_NOT_FOUND,
     * RED_PACKET_OWN, RED_PACKET_EXPIRED, RED_PACKET_ALREADY_CLAIMED,
     * RED_PACKET_EMPTY.
     */
    async claim(userId: number, code: string): Promise<{ packet: RedPacket; amount: string }> {
      const now = deps.nowMs();
      const result = await db.transaction().execute(async (trx) => {
        // Claims of one packet queue here: each sees the shares the one before took.
        const packet = await trx
          .selectFrom('red_packet')
          .selectAll()
          .where('code', '=', code)
          .forUpdate()
          .executeTakeFirst();
        if (!packet) throw new AppError('RED_PACKET_NOT_FOUND');
        if (packet.sender_id === userId) throw new AppError('RED_PACKET_OWN');
        const mine = await trx
          .selectFrom('red_packet_share')
          .select('seq')
          .where('packet_id', '=', packet.id)
          .where('claimed_by', '=', userId)
          .executeTakeFirst();
        if (mine) throw new AppError('RED_PACKET_ALREADY_CLAIMED');
        if (packet.status === 'expired' || packet.expires_at.getTime() <= now)
          throw new AppError('RED_PACKET_EXPIRED');
        if (packet.status === 'finished') throw new AppError('RED_PACKET_EMPTY');
        const share = await trx
          .selectFrom('red_packet_share')
          .selectAll()
          .where('packet_id', '=', packet.id)
          .where('claimed_by', 'is', null)
          .orderBy('seq')
          .limit(1)
          .executeTakeFirst();
        if (!share) throw new AppError('RED_PACKET_EMPTY');
        const posted = await ledger.post(
          postings.claim(
            { id: packet.id, senderId: packet.sender_id, asset: packet.asset },
            { seq: share.seq, amount: share.amount, claimerId: userId },
          ),
          { trx },
        );
        await trx
          .updateTable('red_packet_share')
          .set({
            claimed_by: userId,
            claimed_at: new Date(now),
            transaction_id: posted.transactionId,
          })
          .where('packet_id', '=', packet.id)
          .where('seq', '=', share.seq)
          .execute();
        const last = packet.claimed_shares + 1 === packet.shares;
        const updated = await trx
          .updateTable('red_packet')
          .set({
            claimed_shares: packet.claimed_shares + 1,
            claimed_amount: toPlainString(
              add(decimal(packet.claimed_amount), decimal(share.amount)),
            ),
            ...(last ? { status: 'finished' as const, closed_at: new Date(now) } : {}),
          })
          .where('id', '=', packet.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { packet: updated, amount: text(share.amount) };
      });
      return { packet: await view(result.packet, userId), amount: result.amount };
    },

    /** What nobody claimed, back to the sender; nothing when the packet is not open or not due. */
    async expire(packetId: string): Promise<boolean> {
      const now = deps.nowMs();
      return db.transaction().execute(async (trx) => {
        const packet = await trx
          .selectFrom('red_packet')
          .selectAll()
          .where('id', '=', packetId)
          .forUpdate()
          .executeTakeFirst();
        if (!packet || packet.status !== 'open' || packet.expires_at.getTime() > now) return false;
        const left = sub(decimal(packet.total), decimal(packet.claimed_amount));
        await ledger.post(
          postings.refund(
            { id: packet.id, senderId: packet.sender_id, asset: packet.asset },
            toPlainString(left),
          ),
          { trx },
        );
        await trx
          .updateTable('red_packet')
          .set({ status: 'expired', refunded: toPlainString(left), closed_at: new Date(now) })
          .where('id', '=', packet.id)
          .execute();
        return true;
      });
    },

    /** Packets still open past their time (a safety net under the expiry jobs). */
    async overdue(): Promise<string[]> {
      const rows = await db
        .selectFrom('red_packet')
        .select('id')
        .where('status', '=', 'open')
        .where('expires_at', '<=', new Date(deps.nowMs()))
        .limit(500)
        .execute();
      return rows.map((row) => row.id);
    },

    async detail(userId: number, code: string): Promise<RedPacket> {
      return view(await byCode(code), userId);
    },

    async sent(userId: number, query: { pageNo: number; pageSize: number }) {
      const base = db.selectFrom('red_packet').where('sender_id', '=', userId);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('id', 'desc')
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const list: RedPacket[] = [];
      for (const row of rows) list.push(await view(row, userId));
      return { list, total: Number(count.n), pageNo: query.pageNo, pageSize: query.pageSize };
    },

    async received(userId: number, query: { pageNo: number; pageSize: number }) {
      const base = db
        .selectFrom('red_packet_share as s')
        .innerJoin('red_packet as p', 'p.id', 's.packet_id')
        .where('s.claimed_by', '=', userId);
      const [rows, count] = await Promise.all([
        base
          .select(['p.code', 'p.sender_id', 'p.asset', 'p.greeting', 's.amount', 's.claimed_at'])
          .orderBy('s.claimed_at', 'desc')
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const who = await names(rows.map((row) => row.sender_id));
      return {
        list: rows.map((row) => ({
          code: row.code,
          sender: who.get(row.sender_id) ?? '***',
          asset: row.asset,
          amount: text(row.amount),
          greeting: row.greeting,
          at: row.claimed_at?.getTime() ?? 0,
        })),
        total: Number(count.n),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },
  };
}
export type RedPackets = ReturnType<typeof createRedPackets>;
