/**
 * Demo: demo trading. A demo account is a user row of its own, linked to
 * its real user and reached only by a switch (enter, exit, reset). Its
 * money and orders live in a second trading stack (ledger, spot, contracts,
 * wallet, flash) on a sibling database, the demo venue, whose books mirror
 * the live ones' liquidity.
 *
 * Boundary: owns the demo venue's database and /uc/demo/*; builds the
 * venue with the platform's venue factory (`venue.ts`) and hands user
 * routes that run in the caller's venue its services (`services()`). Demo
 * account rows belong to the account module (`demoAccounts`).
 *
 * Invariant: demo money never touches the live database; a demo account
 * cannot deposit, withdraw, transfer to others or change security settings
 * (DEMO_RESTRICTED); the demo ledger holds to every live invariant.
 */
export { createDemoModule } from './demo.module.js';
export type { DemoModule, DemoServices } from './demo.module.js';
