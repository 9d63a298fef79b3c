/**
 * The reference-price index: every mark, settlement and liquidation price
 * and the market-making bot's quotes come from here, never from an operator
 * (DESIGN.md section 2). It polls its feeds, keeps each source's latest quote
 * per coin, and answers with the median of the fresh ones (price.core.ts).
 *
 * Nothing here is persisted: quotes live for seconds and the history for
 * minutes. Time comes from the injected clock, so staleness, history and
 * settlement averages are exact in tests.
 */
import { decimal, ONE, parseDecimal, toPlainString, type Decimal } from '@exchange/money';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { INDEX_SCALES } from './coins.js';
import { assertRules, computeIndex, DEFAULT_RULES, mean, widestScale } from './price.core.js';
import {
  silentLog,
  type IndexPrice,
  type PriceFeed,
  type PriceLog,
  type Quote,
} from './price.types.js';

export interface PriceIndexOptions {
  readonly feeds: readonly PriceFeed[];
  readonly clock: Clock;
  /** A quote older than this is ignored; 30 s by default. */
  readonly maxAgeMs?: number;
  /** Fewer fresh sources and a coin has no price; 1 by default (demo), 3 advised in production. */
  readonly minSources?: number;
  /** Decimal places per coin, `INDEX_SCALES` by default; coins not named keep the sources' own scale. */
  readonly scales?: Readonly<Record<string, number>>;
  /** How far back `averageOver` can look; 15 minutes by default. */
  readonly historyMs?: number;
  /** Most samples kept per coin whatever the poll rate, so memory stays bounded. */
  readonly historyLimit?: number;
  readonly log?: PriceLog;
}

/** The mean index price over a window, and how many samples it rests on. */
export interface IndexAverage {
  readonly price: string;
  readonly samples: number;
  readonly simulated: boolean;
}

export type PriceListener = (prices: readonly IndexPrice[]) => void;

interface Sample {
  readonly atMs: number;
  readonly price: Decimal;
  readonly simulated: boolean;
}

/** The quote asset: one USDT is one USD by definition of the index's unit. */
const QUOTE_ASSET = 'USDT';

export function createPriceIndex(options: PriceIndexOptions) {
  const { feeds, clock } = options;
  const rules = {
    maxAgeMs: options.maxAgeMs ?? DEFAULT_RULES.maxAgeMs,
    minSources: options.minSources ?? DEFAULT_RULES.minSources,
  };
  assertRules(rules);
  const historyMs = options.historyMs ?? 15 * 60_000;
  const historyLimit = options.historyLimit ?? 2_000;
  const log = options.log ?? silentLog;
  const scales = options.scales ?? INDEX_SCALES;
  const names = feeds.map((f) => f.name);
  if (new Set(names).size !== names.length)
    throw new RangeError(`feed names must be unique: ${names.join(', ')}`);
  const simulatedSource = new Map(feeds.map((f) => [f.name, f.simulated]));
  /** The index's coins, in the order the feeds first name them. */
  const symbols = [...new Set(feeds.flatMap((f) => f.symbols))];
  /** Per coin, per source: that source's latest quote. */
  const latest = new Map<string, Map<string, Quote>>(symbols.map((s) => [s, new Map()]));
  const history = new Map<string, Sample[]>(symbols.map((s) => [s, []]));
  const listeners = new Set<PriceListener>();

  /** A feed may only speak for itself and for coins the index knows; anything else is dropped. */
  async function fetchFeed(feed: PriceFeed): Promise<readonly Quote[]> {
    try {
      const quotes = await feed.fetch();
      return quotes.filter((q) => q.source === feed.name && latest.has(q.symbol));
    } catch (error) {
      // Feeds are meant not to throw; one that does still must not stop the others.
      log('price feed failed', { source: feed.name, error: String(error) });
      return [];
    }
  }

  function store(quote: Quote): void {
    const bySource = latest.get(quote.symbol);
    const held = bySource?.get(quote.source);
    if (bySource && (held === undefined || quote.atMs >= held.atMs))
      bySource.set(quote.source, quote);
  }

  function price(symbol: string): IndexPrice | null {
    const quotes = latest.get(symbol);
    if (quotes === undefined) return null;
    const outcome = computeIndex([...quotes.values()], clock.nowMs(), rules, scales[symbol]);
    if (!outcome.ok) return null;
    return {
      symbol,
      price: toPlainString(outcome.price),
      atMs: outcome.atMs,
      sources: outcome.sources.length,
      simulated: outcome.sources.some((s) => simulatedSource.get(s) === true),
    };
  }

  function all(): IndexPrice[] {
    return symbols.flatMap((symbol) => price(symbol) ?? []);
  }

  /** One sample per coin per poll, dropping what is older than the window or over the limit. */
  function record(prices: readonly IndexPrice[], nowMs: number): void {
    for (const p of prices)
      history.get(p.symbol)?.push({ atMs: nowMs, price: decimal(p.price), simulated: p.simulated });
    for (const samples of history.values()) {
      const keepFrom = samples.findIndex((s) => s.atMs >= nowMs - historyMs);
      samples.splice(0, keepFrom === -1 ? samples.length : keepFrom);
      if (samples.length > historyLimit) samples.splice(0, samples.length - historyLimit);
    }
  }

  function notify(prices: readonly IndexPrice[]): void {
    for (const listener of listeners) {
      try {
        listener(prices);
      } catch (error) {
        // A failing subscriber (a closed socket, say) must not stop polling or the others.
        log('price listener failed', { error: String(error) });
      }
    }
  }

  return {
    /** The coins the index can price (not USDT, which is its unit). */
    symbols(): readonly string[] {
      return symbols;
    },

    /**
     * Fetches every feed once, in parallel, and records the result. The
     * server's scheduler calls it on an interval; tests call it by hand.
     * Never rejects: a failing feed is logged and skipped for this round.
     */
    async poll(): Promise<readonly IndexPrice[]> {
      const rounds = await Promise.all(feeds.map(fetchFeed));
      rounds.flat().forEach(store);
      const prices = all();
      record(prices, clock.nowMs());
      notify(prices);
      return prices;
    },

    /** The index price of one coin now, or null when it has fewer fresh sources than required. */
    price,

    /**
     * The index price of one coin for a reader that cannot go on without one.
     * Errors: ASSET_UNKNOWN (not a coin of the index), DATA_SYNCING (too few
     * fresh sources right now; a retry may succeed).
     */
    requirePrice(symbol: string): IndexPrice {
      if (!latest.has(symbol)) throw new AppError('ASSET_UNKNOWN');
      const p = price(symbol);
      if (p === null) throw new AppError('DATA_SYNCING');
      return p;
    },

    /** Every coin that has an index price now. */
    all,

    /** Called with every coin's price after each poll; returns the unsubscribe. */
    subscribe(listener: PriceListener): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    /**
     * The wallet's `PriceSource`: USD value of one unit. USDT is 1 by
     * definition; any other asset is its index price, or null when there is
     * none, so the wallet names it as unpriced instead of counting it as zero.
     */
    walletPrices(): (asset: string) => Decimal | null {
      return (asset) => {
        if (asset === QUOTE_ASSET) return ONE;
        const p = price(asset);
        return p === null ? null : parseDecimal(p.price);
      };
    },

    /**
     * The simple mean of the samples taken in [fromMs, toMs], for settling
     * delivery contracts at the index averaged over the last minutes. Polls
     * are evenly spaced, so a simple mean already weights time evenly; a
     * time-weighted mean would instead let a gap (feeds down) count the last
     * price before it for the whole gap, which is the stale value the index
     * refuses elsewhere. Null when no sample falls in the window; callers
     * decide from `samples` whether enough of the window was covered.
     */
    averageOver(symbol: string, fromMs: number, toMs: number): IndexAverage | null {
      const inWindow = (history.get(symbol) ?? []).filter(
        (s) => s.atMs >= fromMs && s.atMs <= toMs,
      );
      if (inWindow.length === 0) return null;
      const prices = inWindow.map((s) => s.price);
      const scale = scales[symbol] ?? widestScale(prices);
      return {
        price: toPlainString(mean(prices, scale)),
        samples: inWindow.length,
        simulated: inWindow.some((s) => s.simulated),
      };
    },
  };
}

export type PriceIndex = ReturnType<typeof createPriceIndex>;
