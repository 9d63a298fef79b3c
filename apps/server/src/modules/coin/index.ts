/**
 * Coin: coins and their per-chain settings (contract, decimals,
 * confirmations, limits, fee, daily count, time window, open flags), which
 * operators change from the console.
 *
 * Boundary: owns coin and coin_chain; no routes of its own (the wallet
 * serves the coin list, the console the settings).
 *
 * Invariant: a coin's settings change only through the coin service;
 * amounts and limits are decimal strings, never numbers.
 */
export { createCoinService } from './coin.service.js';
export type { CoinService } from './coin.service.js';
// eslint-disable-next-line local/module-boundaries -- app.ts, the demo venue and deposits build this store by hand until modules compose themselves.
export { createCoinStore } from './coin.store.js';
// eslint-disable-next-line local/module-boundaries -- the chain row deposits and withdrawals read through createCoinStore(db).chains.
export type { CoinChainRow } from './coin.store.js';
