import { z } from 'zod';
import { defineModule } from '../../module.js';
import type { DomainEvent } from '../events/index.js';
import { registerActivityConsole } from './activity.console.js';
import { registerActivityRoutes } from './activity.routes.js';
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
    ctx.jobs.define(EXPIRE_JOB, async (payload) => {
      await packets.expire(expireJob.parse(payload).packetId);
    });
    return {
      userRoutes: (api) => {
        registerRedPacketRoutes(api, { packets });
        registerActivityRoutes(api, { activities });
      },
      consoleRoutes: (secured) => {
        registerRedPacketConsole(secured, { db: ctx.db, packets, accounts: ctx.accounts });
        registerActivityConsole(secured, {
          db: ctx.db,
          nowMs: () => ctx.clock.nowMs(),
          places: async (asset) =>
            (await ctx.live.coins.list()).find((coin) => coin.symbol === asset)?.decimals ?? null,
        });
      },
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
