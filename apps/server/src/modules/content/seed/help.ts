import type { SeedHelpCategory } from './seed.types.js';
import { HELP_GETTING_STARTED } from './help/getting-started.js';
import { HELP_ACCOUNT_AND_SECURITY } from './help/account-and-security.js';
import { HELP_DEPOSITS_AND_WITHDRAWALS } from './help/deposits-and-withdrawals.js';
import { HELP_TRADING } from './help/trading.js';
import { HELP_PEER_TO_PEER_TRADING } from './help/peer-to-peer-trading.js';
import { HELP_LOANS_AND_SAVINGS } from './help/loans-and-savings.js';
import { HELP_EARN_AND_MINING } from './help/earn-and-mining.js';
import { HELP_REFERRAL_PROGRAMME } from './help/referral-programme.js';
import { HELP_RED_PACKETS } from './help/red-packets.js';
import { HELP_CUSTOMER_SERVICE } from './help/customer-service.js';

/**
 * Seeded help centre. Body format: paragraphs separated by a blank line, `## ` headings,
 * `- ` bullets and `1. ` numbered steps; no other markup.
 */
export const SEED_HELP: readonly SeedHelpCategory[] = [
  HELP_GETTING_STARTED,
  HELP_ACCOUNT_AND_SECURITY,
  HELP_DEPOSITS_AND_WITHDRAWALS,
  HELP_TRADING,
  HELP_PEER_TO_PEER_TRADING,
  HELP_LOANS_AND_SAVINGS,
  HELP_EARN_AND_MINING,
  HELP_REFERRAL_PROGRAMME,
  HELP_RED_PACKETS,
  HELP_CUSTOMER_SERVICE,
];
