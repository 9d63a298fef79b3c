import type { Api } from '../../http/types.js';
import type { Job } from '../../jobs.js';
import type { Clock } from '../../lib/clock.js';
import { createExchangeFeeds, type ExchangeName } from './exchanges.js';
import { registerPriceRoutes } from './price.routes.js';
import { createPriceIndex } from './price.service.js';
import type { PriceFeed, PriceLog } from './price.types.js';
import { createSimulatedFeed } from './simulated.js';

export interface PriceOptions {
  /** The labelled simulator (demo default) or real exchanges' public tickers. */
  readonly feed: 'simulated' | 'exchanges';
  /** Which exchanges to poll when `feed` is 'exchanges'. */
  readonly exchanges: readonly ExchangeName[];
  /** Per-exchange API origins; the public APIs when absent. */
  readonly baseUrls?: Partial<Record<ExchangeName, string>>;
  /** The simulator's seed: the same seed replays the same prices. */
  readonly seed: number;
  /** How often the index polls its feeds (and the simulator's step). */
  readonly pollMs: number;
  readonly maxAgeMs: number;
  readonly minSources: number;
  /** Per exchange request. */
  readonly timeoutMs: number;
}

/** Index wiring: the feeds chosen by configuration, the index, its route and its poll job. */
export function createPriceModule(deps: { clock: Clock; log: PriceLog; options: PriceOptions }) {
  const { clock, log, options } = deps;
  const feeds: PriceFeed[] =
    options.feed === 'simulated'
      ? [createSimulatedFeed({ seed: options.seed, clock, stepMs: options.pollMs })]
      : createExchangeFeeds(options.exchanges, {
          clock,
          log,
          timeoutMs: options.timeoutMs,
          baseUrls: options.baseUrls,
        });
  const index = createPriceIndex({
    feeds,
    clock,
    log,
    maxAgeMs: options.maxAgeMs,
    minSources: options.minSources,
    // Delivery settles on the index averaged over up to 30 minutes before expiry.
    historyMs: 40 * 60_000,
    historyLimit: 3000,
  });
  return {
    index,
    register(api: Api) {
      registerPriceRoutes(api, index);
    },
    /** Poll every feed once per `pollMs`; `poll()` never rejects, so the job never fails. */
    jobs(): Job[] {
      return [{ name: 'index prices', everyMs: options.pollMs, run: () => index.poll() }];
    },
  };
}
