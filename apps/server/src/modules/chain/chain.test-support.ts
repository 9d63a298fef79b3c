/**
 * Test support of the chain module, for tests only: a local EVM node
 * (hardhat) and the compiler of the test ERC-20 token it runs.
 */
export { compileTestToken } from './evm/compile.js';
export { startLocalEvmNode } from './evm/local-node.js';
export type { LocalEvmNode } from './evm/local-node.js';
