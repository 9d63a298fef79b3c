/**
 * The labelled demo feed: a seeded random walk per coin, so the embedded
 * default shows a moving market without reaching the internet. Every quote
 * carries the source name 'simulated' and the feed is flagged `simulated`,
 * so every index price built from it is shown as demo data.
 *
 * Determinism: the walk advances one step per `stepMs` of clock time since
 * the first fetch, and each coin draws from its own PRNG seeded from the seed
 * and its symbol. The price at a given clock time therefore depends only on
 * the seed and how much time has passed, not on how often anyone polled:
 * the same seed and the same clock times give the same prices.
 *
 * The walk is geometric and symmetric in log space: a step multiplies by
 * (1 + m) or divides by (1 + m) with equal chance, m uniform in
 * [0, maxStepPpm] parts per million, so there is no drift up or down (a plain
 * "times 1 + r, r symmetric" walk would drift down at about r^2 / 2 a step).
 * It is exact integer arithmetic at 18 places, never a float, and a price
 * cannot reach zero: each step is a ratio of positive integers and the value
 * is floored at one tick of the coin's scale. Stablecoins (USDC) are not
 * walked: each step they take a fresh value within +-0.0005 of 1, so they
 * jitter like a real peg without wandering off it.
 *
 * A restart starts the walk again from the starting prices; pass
 * `startPrices` (e.g. the last index prices kept elsewhere) to resume instead.
 */
import { mulberry32 } from '@exchange/engine';
import {
  decimal,
  divideInteger,
  fromBigInt,
  isPositive,
  round,
  toPlainString,
  toUnits,
} from '@exchange/money';
import type { Clock } from '../../lib/clock.js';
import { INDEX_COINS, type IndexCoin } from './coins.js';
import { INDEX_ROUNDING } from './price.core.js';
import type { PriceFeed, Quote } from './price.types.js';

export const SIMULATED_SOURCE = 'simulated';

export interface SimulatedFeedOptions {
  readonly seed: number;
  readonly clock: Clock;
  /** Clock time per step of the walk; 1 s by default. */
  readonly stepMs?: number;
  /**
   * The largest move of one step in parts per million; 300 (0.03 %) by
   * default: about 0.13 % a minute and 5 % a day, the order of a major
   * coin's real moves (at 0.1 % the walk was three times as wild, and the
   * demo makers chased it with thousands of orders an hour).
   */
  readonly maxStepPpm?: number;
  readonly coins?: readonly IndexCoin[];
  /** Overrides of `demoStart` by symbol, to resume a walk after a restart. */
  readonly startPrices?: Readonly<Record<string, string>>;
  /**
   * After a pause longer than this many steps (a suspended laptop), only the
   * last this-many steps are walked, so one fetch never does unbounded work.
   */
  readonly maxCatchUpSteps?: number;
}

/** Internal precision: far below any coin's tick, so rounding inside the walk never shows. */
const INNER_SCALE = 18;
const PPM = 1_000_000n;
/** A pegged coin stays within this many of its ticks (4 places: +-0.0005) of 1. */
const PEG_BAND_TICKS = 5;

interface Walker {
  readonly coin: IndexCoin;
  readonly random: () => number;
  units: bigint;
}

export function createSimulatedFeed(options: SimulatedFeedOptions): PriceFeed {
  const stepMs = options.stepMs ?? 1000;
  const maxStepPpm = options.maxStepPpm ?? 300;
  const maxCatchUpSteps = options.maxCatchUpSteps ?? 100_000;
  if (!Number.isSafeInteger(stepMs) || stepMs <= 0) throw new RangeError('stepMs must be > 0');
  if (!Number.isSafeInteger(maxStepPpm) || maxStepPpm < 0 || maxStepPpm >= 1_000_000)
    throw new RangeError('maxStepPpm must be an integer in [0, 1000000)');
  const coins = options.coins ?? INDEX_COINS;
  const walkers: Walker[] = coins.map((coin) => {
    const start = decimal(options.startPrices?.[coin.symbol] ?? coin.demoStart);
    if (!isPositive(start)) throw new RangeError(`start price of ${coin.symbol} must be > 0`);
    if (coin.scale > INNER_SCALE) throw new RangeError(`scale of ${coin.symbol} is above 18`);
    return {
      coin,
      random: mulberry32(seedFor(options.seed, coin.symbol)),
      units: toUnits(round(start, INNER_SCALE, INDEX_ROUNDING), INNER_SCALE),
    };
  });
  let originMs: number | null = null;
  let stepsDone = 0;

  function step(walker: Walker): void {
    const { coin, random } = walker;
    if (coin.pegged) {
      // Uniform over the 2 * band + 1 ticks around 1; `random()` is k / 2^32, so this is exact.
      const ticks = Math.floor(random() * (2 * PEG_BAND_TICKS + 1)) - PEG_BAND_TICKS;
      walker.units = 10n ** BigInt(INNER_SCALE) + BigInt(ticks) * tickUnits(coin);
      return;
    }
    const move = BigInt(Math.floor(random() * (maxStepPpm + 1)));
    const up = random() < 0.5;
    const next = up
      ? divideInteger(walker.units * (PPM + move), PPM, INDEX_ROUNDING)
      : divideInteger(walker.units * PPM, PPM + move, INDEX_ROUNDING);
    walker.units = next < tickUnits(coin) ? tickUnits(coin) : next;
  }

  function quote(walker: Walker, atMs: number): Quote {
    const price = round(fromBigInt(walker.units, INNER_SCALE), walker.coin.scale, INDEX_ROUNDING);
    return {
      source: SIMULATED_SOURCE,
      symbol: walker.coin.symbol,
      price: toPlainString(price),
      atMs,
    };
  }

  return {
    name: SIMULATED_SOURCE,
    simulated: true,
    symbols: coins.map((c) => c.symbol),
    async fetch() {
      const nowMs = options.clock.nowMs();
      originMs ??= nowMs;
      // A clock that steps back leaves the walk where it is rather than rewinding it.
      const target = Math.max(stepsDone, Math.floor((nowMs - originMs) / stepMs));
      const pending = Math.min(target - stepsDone, maxCatchUpSteps);
      for (let i = 0; i < pending; i++) walkers.forEach(step);
      stepsDone = target;
      return walkers.map((w) => quote(w, nowMs));
    },
  };
}

/** One tick of the coin's scale in inner units: the floor no simulated price goes below. */
function tickUnits(coin: IndexCoin): bigint {
  return 10n ** BigInt(INNER_SCALE - coin.scale);
}

/** FNV-1a of the symbol mixed with the seed, so coins walk independently and adding one changes no other. */
function seedFor(seed: number, symbol: string): number {
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  for (let i = 0; i < symbol.length; i++) {
    hash ^= symbol.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
