/**
 * Wallet: balances per account with USD totals of priced assets, the
 * statement (one line per event, built from the ledger), and transfers between one's own accounts and to
 * another user by UID.
 *
 * Boundary: owns no tables (balances are the ledger's); serves the
 * /uc/asset wallet and transfer routes and the coin list.
 *
 * Invariant: a transfer is one ledger posting, idempotent by `requestId`;
 * an asset without a price is named unpriced, never counted as zero.
 */
export { registerWalletRoutes } from './wallet.routes.js';
export { createWalletService } from './wallet.service.js';
export { createStatement } from './wallet.statement.js';
export type { PriceSource, WalletService } from './wallet.service.js';
