import type {
  AdminContract,
  AdminSpotMarket,
  ContractSettings,
  DeliverySeriesListing,
  SpotMarketListing,
  SpotMarketSettings,
} from '@exchange/contracts';
import type { PerpService } from '../perp/index.js';
import type { SpotService } from '../spot/index.js';

interface Venue {
  readonly spot: SpotService;
  readonly perp: PerpService;
}

/** The fields a change altered, each with its value before and after: the audit entry's detail. */
export function changedFields<T extends object>(
  before: T,
  after: T,
): Record<string, { before: unknown; after: unknown }> {
  const changed: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    if (key === 'openOrders' || key === 'openPositions') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changed[key] = { before: before[key], after: after[key] };
  }
  return changed;
}

/**
 * Configuration of spot markets and contracts for the console. A change is
 * applied to the live venue, then to the demo venue (which must trade under
 * the same rules); a demo venue that opens later copies the live settings.
 */
export function createMarketAdmin(deps: {
  readonly live: Venue;
  /** The demo venue when it runs or is opening (waited for), else undefined. */
  readonly demo: () => Promise<Venue> | undefined;
  readonly log: (error: unknown, message: string) => void;
}) {
  const { live } = deps;

  /** The demo venue follows; a failure there is logged, as the live change already stands. */
  async function alsoDemo(what: string, apply: (venue: Venue) => Promise<unknown>) {
    const opening = deps.demo();
    if (!opening) return;
    try {
      await apply(await opening);
    } catch (error) {
      deps.log(error, `demo venue: ${what} not applied`);
    }
  }

  return {
    spotMarkets: (): AdminSpotMarket[] => live.spot.adminMarkets(),
    contracts: (): AdminContract[] => live.perp.adminContracts(),

    async updateSpotMarket(patch: SpotMarketSettings) {
      const change = await live.spot.reconfigure(patch);
      await alsoDemo(`spot market ${patch.symbol}`, (venue) => venue.spot.reconfigure(patch));
      return { after: change.after, changed: changedFields(change.before, change.after) };
    },

    /** Lists a spot market on both venues; answers the live one. */
    async listSpotMarket(input: SpotMarketListing) {
      const listed = await live.spot.list(input);
      await alsoDemo(`spot market ${listed.symbol}`, (venue) => venue.spot.list(input));
      return listed;
    },

    /** Lists a delivery series on both venues; answers the live one. */
    async listDeliverySeries(input: DeliverySeriesListing) {
      const contract = await live.perp.listSeries(input);
      await alsoDemo(`series ${contract.symbol}`, (venue) => venue.perp.listSeries(input));
      const view = live.perp.adminContracts().find((c) => c.symbol === contract.symbol);
      if (!view) throw new Error(`series ${contract.symbol} listed but not running`);
      return view;
    },

    async updateContract(patch: ContractSettings) {
      const change = await live.perp.reconfigure(patch);
      await alsoDemo(`contract ${patch.symbol}`, (venue) => venue.perp.reconfigure(patch));
      return { after: change.after, changed: changedFields(change.before, change.after) };
    },
  };
}

export type MarketAdmin = ReturnType<typeof createMarketAdmin>;
