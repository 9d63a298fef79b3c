/**
 * The coins the index prices by default, the number of decimal places an
 * index price keeps for each (about what the large exchanges quote them to),
 * and where the demo simulator starts them. USDT is absent: it is the quote
 * asset, worth 1 by definition (see `walletPrices` in price.service.ts).
 */
export interface IndexCoin {
  readonly symbol: string;
  /** Decimal places of the index price; an even-count median is rounded to this. */
  readonly scale: number;
  /** The simulator's starting price: a realistic level, not a claim about today's market. */
  readonly demoStart: string;
  /** Stablecoins jitter around their peg in the simulator instead of walking away from it. */
  readonly pegged: boolean;
}

export const INDEX_COINS: readonly IndexCoin[] = [
  { symbol: 'BTC', scale: 2, demoStart: '95000', pegged: false },
  { symbol: 'ETH', scale: 2, demoStart: '3400', pegged: false },
  { symbol: 'SOL', scale: 2, demoStart: '180', pegged: false },
  { symbol: 'XRP', scale: 4, demoStart: '2.2', pegged: false },
  { symbol: 'ADA', scale: 4, demoStart: '0.75', pegged: false },
  { symbol: 'DOGE', scale: 5, demoStart: '0.32', pegged: false },
  { symbol: 'LTC', scale: 2, demoStart: '95', pegged: false },
  { symbol: 'TRX', scale: 5, demoStart: '0.25', pegged: false },
  { symbol: 'USDC', scale: 4, demoStart: '1', pegged: true },
];

/** Symbol to index price scale, as `createPriceIndex` takes it. */
export const INDEX_SCALES: Readonly<Record<string, number>> = Object.fromEntries(
  INDEX_COINS.map((c) => [c.symbol, c.scale]),
);
