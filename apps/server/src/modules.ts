/**
 * The module list: every module built through the module contract
 * (`module.ts`), in order. A new module joins with one line here. The
 * platform's own modules (accounts, the venues and their trading stack,
 * deposits, withdrawals, realtime, the console) are wired in `app.ts`, and
 * every listed module may use them through its context.
 */
import type { ServerModule } from './module.js';
import { contentModule } from './modules/content/index.js';
import { currencyModule } from './modules/currency/index.js';
import { earnModule } from './modules/earn/index.js';
import { identityModule } from './modules/identity/index.js';
import { lendingModule } from './modules/lending/index.js';
import { p2pModule } from './modules/p2p/index.js';
import { promotionsModule } from './modules/promotions/index.js';
import { referralModule } from './modules/referral/index.js';
import { supportModule } from './modules/support/index.js';
import { notificationsModule } from './modules/notifications/index.js';
import { alertsModule } from './modules/alerts/index.js';
import { botApiModule } from './modules/botapi/index.js';
import { liabilitiesModule } from './modules/liabilities/index.js';

export const MODULES: readonly ServerModule[] = [
  currencyModule,
  contentModule,
  identityModule,
  p2pModule,
  lendingModule,
  earnModule,
  referralModule,
  promotionsModule,
  supportModule,
  notificationsModule,
  alertsModule,
  botApiModule,
  liabilitiesModule,
];
