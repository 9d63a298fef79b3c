/** The EVM chain watcher, which the chain module's face re-exports. Test support (local node, compiler) is in chain.test-support.ts. */
export type { ChainWatcher, ObservedTransfer, WatcherPoll } from './watcher.types.js';
export type { EvmRpc } from './evm-rpc.js';
export { httpRpc, viemRpc } from './evm-rpc.js';
export type { EvmToken, EvmWatcherOptions } from './evm-watcher.js';
export { createEvmWatcher, EvmDeepReorgError } from './evm-watcher.js';
