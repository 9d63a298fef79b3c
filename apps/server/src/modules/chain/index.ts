/**
 * Chain: what the exchange knows of blockchains. `addresses/` derives
 * watch-only deposit addresses from account-level xpubs (BTC bech32, EVM,
 * TRON) and validates withdrawal addresses; `evm/` follows a JSON-RPC node
 * and sends from a hot wallet; `simulated/` is the labelled chain and signer
 * of the embedded default. Test support (a local Hardhat node, a token
 * compiler) is in chain.test-support.ts; the EVM watcher and signer are
 * tested against that node.
 *
 * Boundary: owns sim_chain, sim_transfer and evm_signer_tx; no routes.
 * Deposits and withdrawals drive it.
 *
 * Invariant: no private key for deposit addresses is ever held; a watcher
 * reports a transfer with its confirmations and reports its removal on a
 * reorg; a signer sends one transaction per withdrawal id.
 */
export { deriveAddress, isValidAddress, parseExtendedPublicKey } from './addresses/addresses.js';
export type { AddressFamily, HDKey } from './addresses/addresses.js';
export { createEvmWatcher } from './evm/index.js';
export type { ChainWatcher, ObservedTransfer, WatcherPoll } from './evm/index.js';
export { createEvmSigner } from './evm/evm-signer.js';
export { SIMULATED_NETWORK_OF_FAMILY, createSimulatedChain } from './simulated/simulated-chain.js';
export type { SimulatedChain } from './simulated/simulated-chain.js';
export { createSimulatedSigner, simulatedSigner } from './simulated/simulated-signer.js';
export { createCustodyReader, demoHotWalletKey, ACCOUNT_PATHS } from './custody.js';
export type { CustodyReader, CustodyNetwork, CustodyAsset } from './custody.js';
