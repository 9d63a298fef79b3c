/**
 * Market: market data built from spot batches. 24-hour tickers, recent
 * trades, candles for every time frame, depth deltas with sequence numbers,
 * favourites, the REST routes and the WebSocket hub at /uc/ws.
 *
 * Boundary: owns kline and favourite; serves the /uc/ market data and
 * favourite routes and /uc/ws. Reads spot only through the events it
 * is sent.
 *
 * Invariant: each topic is serialised once per tick and sent as a snapshot
 * then updates; private topics need `auth`; a client over its frame budget
 * is closed with 1008.
 */
export type { Hub, TopicSnapshot } from './hub.js';
export { createMarketData } from './market-data.service.js';
export type { MarketDataService } from './market-data.service.js';
export { registerMarketRoutes } from './market.routes.js';
export { createHub, registerMarketStream } from './stream.js';
export { parseTopic } from './topics.js';
export type { PrivateTopic } from './topics.js';
