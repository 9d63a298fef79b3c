/** The EVM chain watcher: what the deposit service imports. Test support (local node, compiler) is imported by path. */
export type { ChainWatcher, ObservedTransfer, WatcherPoll } from './watcher.types.js';
export type { EvmRpc } from './evm-rpc.js';
export { httpRpc, viemRpc } from './evm-rpc.js';
export type { EvmToken, EvmWatcherOptions } from './evm-watcher.js';
export { createEvmWatcher, EvmDeepReorgError } from './evm-watcher.js';
