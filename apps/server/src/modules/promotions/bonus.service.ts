import { BONUS_ASSET, type Bonus, type BonusCredit } from '@exchange/contracts';
import {
  add,
  decimal,
  gt,
  gte,
  isNegative,
  lt,
  mul,
  round,
  sub,
  toPlainString,
  ZERO,
  type Decimal,
} from '@exchange/money';
import { sql, type Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { DomainEvent } from '../events/index.js';
import type { HoldKind, Ledger, Posting } from '../ledger/index.js';
import type { BonusCreditRow, PromotionTables } from './promotions.tables.js';
import type { PromotionsDb } from './redpacket.service.js';

export interface BonusDeps {
  readonly db: PromotionsDb;
  readonly ledger: Ledger;
  readonly nowMs: () => number;
  readonly usdPrice: (asset: string) => Decimal | null;
  readonly isDemo: (userId: number) => Promise<boolean>;
  /** Whether the user passed primary verification: the offer is for those who have not yet. */
  readonly verified: (userId: number) => Promise<boolean>;
}

/**
 * Holds whose coins are on their way out of the user's hands: they no
 * longer count as the user's value when an outflow is weighed against the
 * credit (else packing the credit into red packets, one after another,
 * would pass every check).
 */
const OUTGOING: readonly HoldKind[] = ['withdrawal', 'p2p_ad', 'p2p_order', 'red_packet'];

const text = (value: Decimal | string) => toPlainString(decimal(value.toString()));
const cents = (value: Decimal) => toPlainString(round(value, 2, 'up'));
const max0 = (value: Decimal) => (isNegative(value) ? ZERO : value);

/** The bonus's payment from the promotions budget to the user's spot wallet. */
function grantPosting(userId: number, amount: string): Posting {
  return {
    idempotencyKey: `bonus:signup:${userId}`,
    type: 'activity_reward',
    reference: `bonus:${userId}`,
    memo: 'sign-up bonus (promotional credit)',
    lines: [
      {
        account: { system: 'promotions', asset: BONUS_ASSET },
        part: 'available',
        amount: `-${amount}`,
      },
      { account: { userId, wallet: 'spot', asset: BONUS_ASSET }, part: 'available', amount },
    ],
  };
}

/**
 * The sign-up bonus as promotional credit (see `bonusSchema` in the
 * contracts for the rules users are shown). The credit is ordinary USDT in
 * the spot wallet, so it trades everywhere; what it adds is one check on
 * every way coins leave the user (withdrawal, P2P sale, red packet,
 * transfer to another user): the user's value after the outflow, in USDT,
 * may not fall below what the credit still locks, until the turnover is
 * traded. Losses come from the credit first: `locked` only ever falls, to
 * the user's value whenever it is observed below it (before each deposit is
 * counted, and at each outflow), so coins deposited later are never held
 * back. The check and the outflow share one transaction under a per-user
 * lock, so concurrent outflows are weighed one after another.
 */
export function createBonus(deps: BonusDeps) {
  const { db, ledger } = deps;
  const now = () => new Date(deps.nowMs());
  const asPromotions = (trx: Kysely<unknown>) => trx as unknown as Kysely<PromotionTables>;

  const settings = (trx: Kysely<PromotionTables> = db) =>
    trx.selectFrom('bonus_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();

  /** The user's value in USDT: every wallet at index prices, less coins on their way out. Unpriced coins count as nothing. */
  async function valueUsd(userId: number, trx?: Kysely<unknown>): Promise<Decimal> {
    const [accounts, outgoing] = await Promise.all([
      ledger.userAccounts(userId, trx),
      ledger.heldFor(userId, OUTGOING, trx),
    ]);
    let total: Decimal = ZERO;
    const priced = (asset: string, amount: Decimal) => {
      const price = deps.usdPrice(asset);
      return price ? mul(amount, price) : ZERO;
    };
    for (const row of accounts)
      total = add(
        total,
        priced(
          row.asset,
          add(add(decimal(row.available), decimal(row.frozen)), decimal(row.locked)),
        ),
      );
    for (const row of outgoing) total = sub(total, priced(row.asset, decimal(row.amount)));
    return total;
  }

  const activeCredit = (trx: Kysely<PromotionTables>, userId: number) =>
    trx
      .selectFrom('bonus_credit')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .executeTakeFirst();

  /** Lowers what the credit locks to `value` when that is below it (losses come from the credit first). */
  async function lowerTo(
    trx: Kysely<PromotionTables>,
    credit: BonusCreditRow,
    value: Decimal,
  ): Promise<Decimal> {
    const locked = decimal(credit.locked);
    const floor = max0(value);
    if (!lt(floor, locked)) return locked;
    await trx
      .updateTable('bonus_credit')
      .set({ locked: text(floor) })
      .where('user_id', '=', credit.user_id)
      .where('status', '=', 'active')
      .execute();
    return floor;
  }

  function creditView(row: BonusCreditRow): BonusCredit {
    const required = decimal(row.turnover_required);
    const traded = decimal(row.traded);
    return {
      asset: row.asset,
      amount: text(row.amount),
      // Shown in cents: what is locked rounded up, what is traded down (the checks use the exact values).
      locked: row.status === 'active' ? cents(decimal(row.locked)) : '0',
      turnoverRequired: text(required),
      traded: toPlainString(round(traded, 2, 'down')),
      remaining: row.status === 'active' ? cents(max0(sub(required, traded))) : '0',
      status: row.status,
      grantedAt: row.granted_at.getTime(),
      releasedAt: row.released_at?.getTime() ?? null,
    };
  }

  return {
    settings,
    creditView,

    /** What the caller is offered, or holds: the promotion centre and the withdrawal screen. */
    async view(userId: number): Promise<Bonus> {
      const row = await db
        .selectFrom('bonus_credit')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (row) {
        if (row.status === 'active') {
          // What is shown is what a withdrawal would find now.
          const locked = await db.transaction().execute(async (trx) => {
            const fresh = await activeCredit(trx, userId);
            return fresh
              ? lowerTo(trx, fresh, await valueUsd(userId, trx as unknown as Kysely<unknown>))
              : ZERO;
          });
          return { offer: null, credit: creditView({ ...row, locked: text(locked) }) };
        }
        return { offer: null, credit: creditView(row) };
      }
      const offer = await settings();
      return {
        offer:
          offer.enabled && !(await deps.verified(userId))
            ? {
                asset: BONUS_ASSET,
                amount: text(offer.amount),
                turnoverRequired: text(
                  mul(decimal(offer.amount), decimal(offer.turnover_multiple)),
                ),
              }
            : null,
        credit: null,
      };
    },

    /**
     * Grants the bonus once a user passes primary verification, while it is
     * offered; a user granted one before gets nothing more. When the
     * promotions budget cannot pay it, the grant is recorded as unfunded and
     * the user is told so (nothing is owed later).
     */
    async onVerified(event: DomainEvent<'identity.verified'>): Promise<void> {
      const { userId } = event.payload;
      if (await deps.isDemo(userId)) return;
      await db.transaction().execute(async (trx) => {
        const offer = await settings(trx);
        if (!offer.enabled) return;
        // Every debit of the promotions budget in a coin takes this lock.
        await sql`select pg_advisory_xact_lock(hashtext(${`promotions:budget:${BONUS_ASSET}`}))`.execute(
          trx,
        );
        const existing = await trx
          .selectFrom('bonus_credit')
          .select('user_id')
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (existing) return;
        const amount = text(offer.amount);
        const budget = await ledger.balance({ system: 'promotions', asset: BONUS_ASSET }, { trx });
        const funded = gte(decimal(budget.available), decimal(amount));
        const posted = funded ? await ledger.post(grantPosting(userId, amount), { trx }) : null;
        await trx
          .insertInto('bonus_credit')
          .values({
            user_id: userId,
            asset: BONUS_ASSET,
            amount,
            locked: funded ? amount : '0',
            turnover_required: text(mul(decimal(amount), decimal(offer.turnover_multiple))),
            status: funded ? 'active' : 'unfunded',
            granted_at: now(),
            released_at: null,
            transaction_id: posted?.transactionId ?? null,
          })
          .execute();
      });
    },

    /**
     * Counts a trading batch's volumes (USDT at index prices; a coin without
     * one is not counted) towards its users' active credits, once per batch
     * and user; a credit whose turnover is reached is released.
     */
    async onTrades(event: DomainEvent<'trade.fees_paid'>): Promise<void> {
      const volumes = event.payload.volumes ?? [];
      if (volumes.length === 0) return;
      const userIds = [...new Set(volumes.map((v) => v.userId))];
      const active = await db
        .selectFrom('bonus_credit')
        .select('user_id')
        .where('status', '=', 'active')
        .where('user_id', 'in', userIds)
        .execute();
      for (const { user_id: userId } of active) {
        let usdt: Decimal = ZERO;
        for (const v of volumes) {
          const price = v.userId === userId ? deps.usdPrice(v.asset) : null;
          if (price) usdt = add(usdt, mul(decimal(v.amount), price));
        }
        if (!gt(usdt, ZERO)) continue;
        await db.transaction().execute(async (trx) => {
          const counted = await trx
            .insertInto('bonus_trade')
            .values({ event_key: event.key, user_id: userId, usdt: text(usdt) })
            .onConflict((oc) => oc.doNothing())
            .returning('user_id')
            .executeTakeFirst();
          if (!counted) return;
          const credit = await trx
            .selectFrom('bonus_credit')
            .selectAll()
            .where('user_id', '=', userId)
            .where('status', '=', 'active')
            .forUpdate()
            .executeTakeFirst();
          if (!credit) return;
          const traded = add(decimal(credit.traded), usdt);
          const done = gte(traded, decimal(credit.turnover_required));
          await trx
            .updateTable('bonus_credit')
            .set({
              traded: text(traded),
              ...(done ? { status: 'released' as const, released_at: now(), locked: '0' } : {}),
            })
            .where('user_id', '=', userId)
            .execute();
        });
      }
    },

    /**
     * A deposit is the user's own: before it counts, the credit is lowered
     * to the value the user had without it, so the deposit is never held.
     */
    async onDeposit(event: DomainEvent<'deposit.credited'>): Promise<void> {
      const { userId, asset, amount } = event.payload;
      await db.transaction().execute(async (trx) => {
        const credit = await activeCredit(trx, userId);
        if (!credit) return;
        const price = deps.usdPrice(asset);
        const deposit = price ? mul(decimal(amount), price) : ZERO;
        await lowerTo(
          trx,
          credit,
          sub(await valueUsd(userId, trx as unknown as Kysely<unknown>), deposit),
        );
      });
    },

    /**
     * Refuses an outflow of `amount` of `asset` that would take the user's
     * value below what their credit still locks (PROMO_TURNOVER_REQUIRED,
     * naming the trading still needed). Call it in the transaction that
     * makes the outflow: it takes the user's outflow lock, so a second
     * outflow waits and then sees the first. A user without an active
     * credit passes at once. `reservedUsd` is value the caller keeps in
     * the account besides (a withdrawal's P2P hold).
     */
    async ensureOutflow(
      userId: number,
      asset: string,
      amount: Decimal,
      trx: Kysely<unknown>,
      reservedUsd: Decimal = ZERO,
    ): Promise<void> {
      const t = asPromotions(trx);
      if (!(await activeCredit(t, userId))) return;
      await sql`select pg_advisory_xact_lock(hashtext(${`promotions:outflow:${userId}`}))`.execute(
        trx,
      );
      const credit = await activeCredit(t, userId);
      if (!credit) return;
      const value = await valueUsd(userId, trx as unknown as Kysely<unknown>);
      const locked = await lowerTo(t, credit, value);
      if (!gt(locked, ZERO)) return;
      const price = deps.usdPrice(asset);
      // A coin without a price cannot be weighed: while credit is locked it waits for one.
      const leaving = price ? mul(amount, price) : null;
      if (leaving === null || lt(sub(sub(value, leaving), reservedUsd), locked))
        throw new AppError('PROMO_TURNOVER_REQUIRED', {
          remaining: cents(max0(sub(decimal(credit.turnover_required), decimal(credit.traded)))),
          locked: cents(locked),
        });
    },
  };
}

export type BonusService = ReturnType<typeof createBonus>;
