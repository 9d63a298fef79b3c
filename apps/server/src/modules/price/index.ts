/**
 * Price: the reference-price index. Feeds yield quotes (the labelled
 * simulator by default; exchange public tickers in production); the index
 * is the median of the fresh sources and keeps a short history for averaged
 * settlement prices. It prices the wallet, the market makers and contracts.
 *
 * The exchange feeds are Binance, OKX, Coinbase and Kraken
 * (`exchanges.ts`); the history reaches 15 minutes back by default.
 *
 * Boundary: owns no tables (the index lives in memory); serves the index
 * price route and runs the poll job.
 *
 * Invariant: stale sources are ignored and a minimum count of fresh ones is
 * required, or there is no price rather than a wrong one.
 */
export { createPriceModule } from './price.module.js';
export type { PriceOptions } from './price.module.js';
export { createPriceIndex } from './price.service.js';
export type { IndexAverage, PriceIndex } from './price.service.js';
export type { PriceFeed } from './price.types.js';
