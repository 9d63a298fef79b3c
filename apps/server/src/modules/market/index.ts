/**
 * Market: market data built from spot batches. 24-hour tickers, recent
 * trades, candles for every time frame, depth deltas with sequence numbers,
 * favourites and their REST routes; live updates go out through the
 * realtime module's hub. The contracts' candles and 24-hour tickers are
 * made the same way from the contract trades they are handed
 * (`contract-candles.ts`); a favourite names a spot pair or a contract.
 *
 * Boundary: owns kline and favourite; serves the /uc/ market data and
 * favourite routes. Reads spot only through the events it is sent;
 * publishes only through the hub it is handed.
 *
 * Invariant: each topic is computed once per tick, whatever the number of
 * subscribers; a depth delta continues the sequence of the one before.
 */
export { createMarketData } from './market-data.service.js';
export type { MarketDataService } from './market-data.service.js';
export { registerMarketRoutes } from './market.routes.js';
export { createContractCandles } from './contract-candles.js';
export type { ContractCandles } from './contract-candles.js';
