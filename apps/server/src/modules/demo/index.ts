/**
 * Demo: demo trading. A demo account is a user row of its own, linked to
 * its real user and reached only by a switch (enter, exit, reset). Its
 * money and orders live in a second trading stack (ledger, spot, contracts,
 * wallet, flash) on a sibling database, the demo venue, whose books mirror
 * the live ones' liquidity.
 *
 * Boundary: owns the demo venue's database and /uc/demo/*; the routes of
 * other modules get services that send a demo account's calls to the demo
 * venue. It still reads and writes app_user itself (demo.service.ts,
 * demo.module.ts).
 *
 * Invariant: demo money never touches the live database; a demo account
 * cannot deposit, withdraw, transfer to others or change security settings
 * (DEMO_RESTRICTED); the demo ledger holds to every live invariant.
 */
export { createDemoModule } from './demo.module.js';
export type { DemoModule } from './demo.module.js';
