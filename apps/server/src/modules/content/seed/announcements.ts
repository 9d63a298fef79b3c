import { ANNOUNCEMENT_PLATFORM_LAUNCH } from './announcements/platform-launch.js';
import { ANNOUNCEMENT_HOW_WE_KEEP_THE_PLATFORM_HONEST } from './announcements/how-we-keep-the-platform-honest.js';
import { ANNOUNCEMENT_SECURITY_REMINDER_WE_NEVER_ASK_FOR_CODES } from './announcements/security-reminder-we-never-ask-for-codes.js';
import { ANNOUNCEMENT_NEW_ADDRESS_WITHDRAWAL_HOLD } from './announcements/new-address-withdrawal-hold.js';
import { ANNOUNCEMENT_DEMO_MODE_IS_LABELLED } from './announcements/demo-mode-is-labelled.js';
import { ANNOUNCEMENT_HOW_WE_ANNOUNCE_MAINTENANCE } from './announcements/how-we-announce-maintenance.js';
import type { SeedAnnouncement } from './seed.types.js';

/**
 * Seeded announcements. Body format: paragraphs separated by a blank line, `## ` headings,
 * `- ` bullets and `1. ` numbered steps; no other markup.
 */
export const SEED_ANNOUNCEMENTS: readonly SeedAnnouncement[] = [
  ANNOUNCEMENT_PLATFORM_LAUNCH,
  ANNOUNCEMENT_HOW_WE_KEEP_THE_PLATFORM_HONEST,
  ANNOUNCEMENT_SECURITY_REMINDER_WE_NEVER_ASK_FOR_CODES,
  ANNOUNCEMENT_NEW_ADDRESS_WITHDRAWAL_HOLD,
  ANNOUNCEMENT_DEMO_MODE_IS_LABELLED,
  ANNOUNCEMENT_HOW_WE_ANNOUNCE_MAINTENANCE,
];
