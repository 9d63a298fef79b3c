import { decimal, div, mul, ROUNDING, toPlainString } from '@exchange/money';
import type { HashPriceFeedOption } from '../../module.js';

/**
 * Where a day's hash price comes from when no operator has published it.
 * The embedded default is a simulated feed, stored with source
 * `simulated` and shown as "simulated, not market data" wherever it
 * appears; production has either a configured feed (an HTTP endpoint
 * answering `{"price": "<decimal>"}`) or none, when only prices operators
 * publish from their pools' payout statements are paid.
 */
export interface HashPriceFeed {
  readonly source: 'feed' | 'simulated';
  /** Stored beside each price it gives: the feed's address, or what the simulation is. */
  readonly name: string;
  /** Coin per unit of hash rate over `day`; null when the feed has none. */
  price(query: {
    algorithm: string;
    coin: string;
    unit: string;
    day: string;
  }): Promise<string | null>;
}

/**
 * The simulation's base prices, in USDT per unit a day, near late-2026
 * market levels (SHA-256 from Luxor's hashprice index, the others scaled
 * to machines of their kind), for the units the seeded machines use.
 */
const BASE: Readonly<Record<string, { unit: string; usdt: string }>> = {
  'SHA-256': { unit: 'TH/s', usdt: '0.055' },
  KawPow: { unit: 'MH/s', usdt: '0.02' },
  Blake3: { unit: 'GH/s', usdt: '0.0025' },
  Filecoin: { unit: 'TiB', usdt: '0.15' },
};

/** A 32-bit FNV-1a hash: the same day always moves the price the same way. */
function fnv(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Deterministic: the base price moved by −8 % to +8 % per algorithm and day. */
export const simulatedFeed: HashPriceFeed = {
  source: 'simulated',
  name: 'simulated (not market data)',
  async price({ algorithm, coin, unit, day }) {
    const base = BASE[algorithm];
    if (!base || base.unit !== unit || coin !== 'USDT') return null;
    const permille = 920 + (fnv(`${algorithm}:${day}`) % 161);
    const moved = mul(decimal(base.usdt), decimal(String(permille)));
    return toPlainString(div(moved, decimal('1000'), 8, ROUNDING.down));
  },
};

/** A configured feed: GET `url` with algorithm, coin, unit and day as query parameters. */
export function httpFeed(url: string, fetchImpl: typeof fetch = fetch): HashPriceFeed {
  return {
    source: 'feed',
    name: url,
    async price(query) {
      const address = new URL(url);
      for (const [key, value] of Object.entries(query)) address.searchParams.set(key, value);
      const response = await fetchImpl(address, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) return null;
      const body = (await response.json()) as { price?: unknown };
      if (typeof body.price !== 'string' || !/^\d{1,20}(\.\d{1,18})?$/.test(body.price))
        return null;
      return body.price;
    },
  };
}

export function feedOf(option: HashPriceFeedOption): HashPriceFeed | null {
  if (option.kind === 'simulated') return simulatedFeed;
  if (option.kind === 'http') return httpFeed(option.url);
  return null;
}
