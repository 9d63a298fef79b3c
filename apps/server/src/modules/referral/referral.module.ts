import { defineModule } from '../../module.js';
import { createAccruals } from './referral.accrue.js';
import { referralCheck } from './referral.check.js';
import { registerReferralConsole } from './referral.console.js';
import { createPairs } from './referral.pairs.js';
import { registerReferralRoutes } from './referral.routes.js';
import { createReferral } from './referral.service.js';
import { createSettings } from './referral.settings.js';
import type { ReferralTables } from './referral.tables.js';

/** The events rebates are computed from, and the one that claws them back. */
const EVENTS = [
  'trade.fees_paid',
  'deposit.credited',
  'mining.income_paid',
  'withdrawal.settled',
] as const;

/** The referral module as the platform builds it (see `module.ts` and `index.ts`). */
export const referralModule = defineModule<ReferralTables>({
  name: 'referral',
  checks: [referralCheck],
  create(ctx) {
    const nowMs = () => ctx.clock.nowMs();
    const ledger = ctx.live.ledger;
    const settings = createSettings(ctx.db, nowMs);
    const coins = async () => (await ctx.live.coins.list()).map((coin) => coin.symbol);
    const places = async (asset: string) =>
      (await ctx.live.coins.list()).find((coin) => coin.symbol === asset)?.decimals ?? null;
    // Asked at request time: identity and earn are built before this module.
    const verifiedAmong = async (ids: readonly number[]) =>
      ctx.services.identity ? ctx.services.identity.verifiedAmong(ids) : new Set<number>();
    const pairs = createPairs({
      db: ctx.db,
      nowMs,
      sources: {
        ipsOf: (ids) => ctx.accounts.links.ipsOf(ids),
        addressesOf: (ids) => ctx.withdrawals.addressesOf(ids),
        paymentFingerprints: async (ids) =>
          ctx.services.paymentFingerprints ? ctx.services.paymentFingerprints(ids) : new Map(),
        verifiedNames: async (ids) =>
          ctx.services.identity ? ctx.services.identity.verifiedNames(ids) : new Map(),
      },
    });
    const accruals = createAccruals({
      pairs,
      db: ctx.db,
      ledger,
      nowMs,
      settings,
      links: ctx.accounts.links,
      verifiedAmong,
      minerLevels: async (ids) =>
        ctx.services.minerLevels ? ctx.services.minerLevels(ids) : new Map(),
      usdPrice: ctx.usdPrice,
      places,
    });
    ctx.events.consume('referral.rebates', EVENTS, (event) => accruals.handle(event));
    const referral = createReferral({
      db: ctx.db,
      ledger,
      nowMs,
      settings,
      accounts: ctx.accounts,
      verifiedAmong,
      usdPrice: ctx.usdPrice,
      coins,
    });
    return {
      provides: { referral: { mayRefer: (userId) => settings.mayRefer(userId) } },
      userRoutes: (api) => registerReferralRoutes(api, { referral }),
      consoleRoutes: (secured) =>
        registerReferralConsole(secured, {
          db: ctx.db,
          ledger,
          settings,
          accounts: ctx.accounts,
          coins,
          nowMs,
          pairs,
        }),
    };
  },
});
