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
import { createMarket } from './p2p.market.js';
import { createNotify } from './p2p.notify.js';
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
    const notify = createNotify({
      db: ctx.db,
      nowMs,
      send: (userId, channel, subject, text) => ctx.messages.send(userId, channel, subject, text),
    });
    const people = createPeople({ db: ctx.db, nowMs, market, accounts: ctx.accounts });
    const chat = createChat({
      db: ctx.db,
      nowMs,
      files: ctx.files,
      push: (userId, data) => ctx.realtime.toUser(userId, 'p2p', data),
      wants: (userId, category) => notify.wants(userId, category),
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
      await notify.deliver(orderId, seq);
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
        registerPeopleRoutes(api, { people, notify });
      },
      consoleRoutes: (secured) => {
        registerP2pConsole(secured, ctx.db, ads);
        registerAppealsConsole(secured, appeals, ctx.files);
      },
    };
  },
});
