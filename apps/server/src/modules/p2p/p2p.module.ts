import { createHash } from 'node:crypto';
import { decimal, type Decimal } from '@exchange/money';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { defineModule } from '../../module.js';
import { createAds } from './p2p.ads.js';
import { createAppeals } from './p2p.appeals.js';
import { registerAppealsConsole } from './p2p.appeals.console.js';
import { createChat } from './p2p.chat.js';
import { p2pCheck } from './p2p.check.js';
import { registerP2pConsole } from './p2p.console.js';
import { createMarket, plain } from './p2p.market.js';
import { classify } from './p2p.notify.js';
import type { OrderRecord, Recorded } from './p2p.chain.js';
import { createOrders, EXPIRE_JOB, NOTIFY_JOB, OVERDUE_JOB } from './p2p.orders.js';
import { createPeople } from './p2p.people.js';
import { createPayments } from './p2p.payments.js';
import { registerP2pRoutes } from './p2p.routes.js';
import type { P2pTables } from './p2p.tables.js';
import { registerPeopleRoutes } from './p2p.people.routes.js';
import { registerTradeRoutes } from './p2p.trade.routes.js';

const orderJob = z.object({ orderId: z.number().int().positive() });
const recordJob = orderJob.extend({ seq: z.number().int().positive() });

/** The P2P module as the platform builds it (see `module.ts` and `index.ts`). */
export const p2pModule = defineModule<P2pTables>({
  name: 'p2p',
  checks: [p2pCheck],
  create(ctx) {
    const nowMs = () => ctx.clock.nowMs();
    const identity = () => {
      // Identity is listed before P2P; without it nobody could be verified.
      if (!ctx.services.identity) throw new AppError('REAL_NAME_NOT_PASSED');
      return ctx.services.identity;
    };
    const payments = createPayments({
      db: ctx.db,
      clock: ctx.clock,
      box: ctx.box,
      files: ctx.files,
      identity,
    });
    const market = createMarket({
      db: ctx.db,
      nowMs,
      accounts: ctx.accounts,
      usdPrice: ctx.usdPrice,
      fiat: async (code) => (ctx.services.fiat ? ctx.services.fiat(code) : null),
    });
    const ledger = ctx.live.ledger;
    // Each new record of a case file is a domain event, in its transaction:
    // the notifications module tells the parties (in the app, by e-mail, SMS).
    const recorded: Recorded = async (trx, orderId, seq, entry) => {
      const order = await trx
        .selectFrom('p2p_order')
        .select(['order_no', 'buyer_id', 'seller_id', 'coin', 'fiat', 'quantity', 'amount'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      const { category, event } = classify(entry.kind, entry.actor, entry.body);
      await ctx.events.publish(trx, 'p2p.record', `p2p.record:${orderId}:${seq}`, {
        orderId,
        orderNo: order.order_no,
        seq,
        actor: entry.actor,
        category,
        event,
        buyerId: order.buyer_id,
        sellerId: order.seller_id,
        coin: order.coin,
        fiat: order.fiat,
        quantity: plain(order.quantity),
        amount: plain(order.amount),
      });
    };
    const people = createPeople({ db: ctx.db, nowMs, market, accounts: ctx.accounts });
    const chat = createChat({
      db: ctx.db,
      nowMs,
      files: ctx.files,
      push: (userId, data) => ctx.realtime.toUser(userId, 'p2p', data),
      // Asked at request time: notifications is built after this module.
      wants: async (userId, category) =>
        (await ctx.services.notificationWanted?.(userId, category)) ?? true,
      recorded,
      paymentQr: (order) =>
        (JSON.parse(ctx.box.open(order.payment)) as { qrFileId: string | null }).qrFileId,
    });
    // Asked at request time: promotions is built after this module.
    const outflow = (userId: number, asset: string, amount: Decimal, trx: Kysely<unknown>) =>
      ctx.services.promoCredit?.ensureOutflow(userId, asset, amount, trx) ?? Promise.resolve();
    const ads = createAds({ db: ctx.db, nowMs, ledger, market, identity, outflow });
    const orders = createOrders({
      db: ctx.db,
      nowMs,
      ledger,
      market,
      box: ctx.box,
      jobs: ctx.jobs,
      recorded,
      identity,
      accounts: ctx.accounts,
      security: ctx.security,
      holdingUsd: async (userId) => decimal((await ctx.live.wallet.overview(userId)).totalUsd),
      pushFrom: (orderId, fromSeq) => chat.pushFrom(orderId, fromSeq),
      outflow,
    });
    const appeals = createAppeals({
      db: ctx.db,
      nowMs,
      orders,
      chat,
      market,
      identity,
      reviewOf: (orderId, userId) => people.reviewOf(orderId, userId),
      paymentOf: (order) => JSON.parse(ctx.box.open(order.payment)),
    });
    // Deadlines: enqueued with their order, run by whichever process claims them.
    ctx.jobs.define(EXPIRE_JOB, (payload) => orders.expire(orderJob.parse(payload).orderId));
    ctx.jobs.define(OVERDUE_JOB, (payload) => orders.overdue(orderJob.parse(payload).orderId));
    ctx.jobs.define(NOTIFY_JOB, async (payload) => {
      const { orderId, seq } = recordJob.parse(payload);
      await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('p2p_order_event')
          .select(['kind', 'actor', 'body'])
          .where('order_id', '=', orderId)
          .where('seq', '=', seq)
          .executeTakeFirst();
        if (!row) return;
        const body = (typeof row.body === 'string' ? JSON.parse(row.body) : row.body) as Record<
          string,
          unknown
        >;
        await recorded(trx, orderId, seq, {
          kind: row.kind as OrderRecord['kind'],
          actor: row.actor,
          body,
        });
      });
    });
    return {
      provides: {
        merchantActivity: (userId, trx) => ads.active(userId, trx as Kysely<P2pTables> | undefined),
        p2pHold: (userId) => orders.withdrawHold(userId),
        // A party's order for a support conversation; an appeal (any outcome) makes the chat evidence.
        async p2pOrderRecord(userId, ref) {
          if (!/^[1-9]\d{0,14}$/.test(ref)) return null;
          const order = await ctx.db
            .selectFrom('p2p_order')
            .select(['id', 'order_no', 'buyer_id', 'coin', 'fiat', 'quantity', 'amount', 'status'])
            .select((eb) =>
              eb
                .exists(
                  eb
                    .selectFrom('p2p_appeal')
                    .select('id')
                    .whereRef('order_id', '=', 'p2p_order.id'),
                )
                .as('appealed'),
            )
            .select('created_at')
            .where('id', '=', Number(ref))
            .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
            .executeTakeFirst();
          if (!order) return null;
          const side = order.buyer_id === userId ? 'buy' : 'sell';
          return {
            title: `P2P ${order.order_no}: ${side} ${order.quantity} ${order.coin} for ${order.amount} ${order.fiat}`,
            status: order.status,
            createdAt: order.created_at.getTime(),
            appealed: Boolean(order.appealed),
          };
        },
        // Compared in memory by the referral programme; never stored or shown.
        async paymentFingerprints(userIds) {
          const result = new Map<number, string[]>();
          if (userIds.length === 0) return result;
          const rows = await ctx.db
            .selectFrom('p2p_payment_method')
            .select(['user_id', 'type', 'account'])
            .where('user_id', 'in', [...new Set(userIds)])
            .where('account', 'is not', null)
            .execute();
          for (const row of rows) {
            const account = ctx.box
              .open(row.account ?? '')
              .replace(/[\s-]/g, '')
              .toLowerCase();
            const list = result.get(row.user_id) ?? [];
            list.push(createHash('sha256').update(`${row.type}:${account}`).digest('hex'));
            result.set(row.user_id, list);
          }
          return result;
        },
      },
      userRoutes: (api) => {
        registerP2pRoutes(api, {
          payments,
          coins: async () =>
            (
              await ctx.db
                .selectFrom('p2p_coin')
                .select(['coin', 'decimals'])
                .where('enabled', '=', true)
                .orderBy('sort')
                .execute()
            ).map((row) => ({ coin: row.coin, decimals: row.decimals })),
        });
        registerTradeRoutes(api, { ads, orders, appeals, chat });
        registerPeopleRoutes(api, { people });
      },
      consoleRoutes: (secured) => {
        registerP2pConsole(secured, ctx.db, ads);
        registerAppealsConsole(secured, appeals, ctx.files);
      },
    };
  },
});
