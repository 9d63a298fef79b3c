/**
 * Deposit: one address per user per chain family, deposits seen by the
 * chain watchers (real EVM or simulated) credited after the chain's
 * confirmations, and the demo faucet on simulated chains.
 *
 * An address's derivation index is the user's id. A credit, the deposit's
 * new status and its `deposit.credited` event commit in one transaction.
 * The faucet (only outside production) is an ordinary transfer on the
 * simulated chain to the user's own address, credited by the same path.
 * A confirmed deposit above its chain's review threshold waits in `review`
 * until an operator passes it (credited, with the audit entry in the same
 * transaction) or fails it (`rejected`, never credited).
 *
 * Boundary: owns deposit_address and deposit; serves the /uc/asset/deposit
 * routes and /uc/asset/faucet. Credits only through the ledger. Its
 * invariant check reads the ledger's tables, read-only.
 *
 * Invariant: a deposit is unique per (network, txid, output) and credited
 * at most once, under an idempotency key built from that triple; one below
 * the minimum is recorded but not credited; a reorged one is orphaned; one
 * in review or rejected holds no credit.
 */
export { checkDeposits } from './deposit.check.js';
export { createDepositModule } from './deposit.module.js';
export type { ChainOptions } from './deposit.module.js';
export type { DepositService } from './deposit.service.js';
export { DEMO_XPUBS } from './demo-keys.js';
