/**
 * Realtime: the WebSocket hub at /uc/ws, the platform's one push channel.
 * Market data (tickers, trades, candles, depth), contract marks and depth,
 * and each user's private streams (orders, balances, contract orders and
 * positions) go through it; chat and notifications will too. `hub.ts`
 * keeps who listens to what and fans messages out, independent of the
 * transport; `stream.ts` is the transport (`@fastify/websocket`), with a
 * heartbeat and a per-connection frame budget; `topics.ts` names and parses
 * topics.
 *
 * Every update of a topic carries a sequence number that grows by one per
 * update of that topic (depth carries its book's own), and the hub keeps
 * the latest updates of each public topic: a client that reconnects
 * subscribes with the last sequence it saw and gets only what it missed,
 * or a fresh snapshot when that is no longer kept.
 *
 * Boundary: no tables; serves /uc/ws. Modules publish through the hub
 * (`publish`, `publishToUser`, `refreshBalances`) and answer snapshots
 * through the `snapshot` function app.ts hands it.
 *
 * Invariant: each message is serialised once per topic, whatever the number
 * of subscribers; a subscriber gets a snapshot, then every later update in
 * order or a fresh snapshot, never a gap it is not told of; private topics
 * need `auth`, and reach only the sockets of their user; a client over its
 * frame budget is closed with 1008, one too slow to drain with 1013.
 */
export { createHub, frameBudget, registerMarketStream } from './stream.js';
export { createModuleTopics, type ModuleTopics } from './module-topics.js';
export type {
  ConnectOptions,
  Hub,
  HubConnection,
  HubDeps,
  HubSocket,
  TopicSnapshot,
} from './hub.js';
export { isInterval, parseTopic } from './topics.js';
export type { PrivateTopic } from './topics.js';
