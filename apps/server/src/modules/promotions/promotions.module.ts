import { z } from 'zod';
import { defineModule } from '../../module.js';
import type { DomainEvent } from '../events/index.js';
import { registerActivityConsole } from './activity.console.js';
import { registerActivityRoutes } from './activity.routes.js';
import { registerBonusConsole } from './bonus.console.js';
import { registerBonusRoutes } from './bonus.routes.js';
import { createBonus } from './bonus.service.js';
import { createActivities } from './activity.service.js';
import { promotionsCheck } from './promotions.check.js';
import type { PromotionTables } from './promotions.tables.js';
import { registerRedPacketConsole } from './redpacket.console.js';
import { registerRedPacketRoutes } from './redpacket.routes.js';
import { createRedPackets } from './redpacket.service.js';

/** A red packet's expiry, enqueued with the packet for its 24th hour. */
const EXPIRE_JOB = 'promotions.red_packet_expire';
const expireJob = z.object({ packetId: z.string() });

/** The promotions module as the platform builds it (see `module.ts` and `index.ts`). */
export const promotionsModule = defineModule<PromotionTables>({
  name: 'promotions',
  checks: [promotionsCheck],
  create(ctx) {
    const bonus = createBonus({
      db: ctx.db,
      ledger: ctx.live.ledger,
      nowMs: () => ctx.clock.nowMs(),
      usdPrice: ctx.usdPrice,
      isDemo: async (userId) =>
        (await ctx.accounts.summaries([userId])).get(userId)?.is_demo ?? true,
      verified: async (userId) =>
        ((await ctx.services.identity?.verifiedAmong([userId])) ?? new Set<number>()).has(userId),
    });
    const packets = createRedPackets({
      db: ctx.db,
      ledger: ctx.live.ledger,
      nowMs: () => ctx.clock.nowMs(),
      security: ctx.security,
      accounts: ctx.accounts,
      // Asked at request time: identity is built before this module.
      requireVerified: async (userId) => ctx.services.identity?.require(userId, 'primary'),
      places: async (asset) =>
        (await ctx.live.coins.list()).find((coin) => coin.symbol === asset)?.decimals ?? null,
      expireAt: async (trx, packetId, atMs) => {
        await ctx.jobs.enqueue(
          EXPIRE_JOB,
          { packetId },
          { key: `red-packet:${packetId}:expire`, runAtMs: atMs, trx },
        );
      },
      outflow: (userId, asset, amount, trx) => bonus.ensureOutflow(userId, asset, amount, trx),
    });
    const activities = createActivities({
      db: ctx.db,
      ledger: ctx.live.ledger,
      nowMs: () => ctx.clock.nowMs(),
      usdPrice: ctx.usdPrice,
    });
    ctx.events.consume('promotions.activities', ['deposit.credited'], (event) =>
      activities.onDeposit(event as DomainEvent<'deposit.credited'>),
    );
    // Its own consumer: trading batches are many, and deposits should not wait behind them.
    ctx.events.consume('promotions.trade_activities', ['trade.fees_paid'], (event) =>
      activities.onTrades(event as DomainEvent<'trade.fees_paid'>),
    );
    ctx.events.consume(
      'promotions.bonus',
      ['identity.verified', 'trade.fees_paid', 'deposit.credited'],
      async (event) => {
        if (event.name === 'identity.verified')
          await bonus.onVerified(event as DomainEvent<'identity.verified'>);
        else if (event.name === 'trade.fees_paid')
          await bonus.onTrades(event as DomainEvent<'trade.fees_paid'>);
        else await bonus.onDeposit(event as DomainEvent<'deposit.credited'>);
      },
    );
    ctx.jobs.define(EXPIRE_JOB, async (payload) => {
      await packets.expire(expireJob.parse(payload).packetId);
    });
    return {
      userRoutes: (api) => {
        registerRedPacketRoutes(api, { packets });
        registerActivityRoutes(api, { activities });
        registerBonusRoutes(api, { bonus });
      },
      consoleRoutes: (secured) => {
        registerRedPacketConsole(secured, { db: ctx.db, packets, accounts: ctx.accounts });
        registerBonusConsole(secured, {
          db: ctx.db,
          bonus,
          ledger: ctx.live.ledger,
          nowMs: () => ctx.clock.nowMs(),
          accounts: ctx.accounts,
        });
        registerActivityConsole(secured, {
          db: ctx.db,
          nowMs: () => ctx.clock.nowMs(),
          places: async (asset) =>
            (await ctx.live.coins.list()).find((coin) => coin.symbol === asset)?.decimals ?? null,
        });
      },
      provides: { promoCredit: { ensureOutflow: bonus.ensureOutflow } },
      jobs: [
        // Deposit activities whose target was reached while the budget or a slot was short.
        { name: 'activity_settle', everyMs: 60_000, run: () => activities.settleWaiting() },
        {
          // A safety net under the expiry jobs: any open packet past its time goes back.
          name: 'red_packet_sweep',
          everyMs: 60_000,
          run: async () => {
            for (const id of await packets.overdue()) await packets.expire(id);
          },
        },
      ],
    };
  },
});
