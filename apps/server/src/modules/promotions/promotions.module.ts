import { z } from 'zod';
import { defineModule } from '../../module.js';
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
    ctx.jobs.define(EXPIRE_JOB, async (payload) => {
      await packets.expire(expireJob.parse(payload).packetId);
    });
    return {
      userRoutes: (api) => registerRedPacketRoutes(api, { packets }),
      consoleRoutes: (secured) =>
        registerRedPacketConsole(secured, { db: ctx.db, packets, accounts: ctx.accounts }),
      jobs: [
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
