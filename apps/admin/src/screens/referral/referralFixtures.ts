/**
 * The referral programme as the console's API sends it, for the tests: the
 * default programme (fees over two levels, the spec's tiers with bronze
 * and silver overlapping, platinum unset) with the switch off, its budget,
 * the switch's log, permission decisions and two rebates.
 */

import type { ReferralConsole } from '@exchange/contracts';

export const CONSOLE: ReferralConsole = {
  programme: {
    levels: 2,
    rates: { fee: ['0.2', '0.1'], deposit: [], mining: [] },
    qualifyingDailyRechargeUsdt: '1000',
    tiers: [
      { name: 'bronze', minUsdt: '50', maxUsdt: '14899' },
      { name: 'silver', minUsdt: '1500', maxUsdt: '4999' },
      { name: 'gold', minUsdt: '5000', maxUsdt: '9999' },
      { name: 'platinum', minUsdt: null, maxUsdt: null },
      { name: 'diamond', minUsdt: '1000000', maxUsdt: null },
    ],
    minerLevelRule: false,
    dailyCapUsdt: '1000',
    vestingDays: 7,
    bindWindowDays: 7,
    defaultMayRefer: true,
  },
  version: 3,
  compliance: { on: false, by: null, reason: null, at: null },
  needsCompliance: false,
  overlaps: ['bronze/silver'],
  budget: [
    { asset: 'USDT', available: '5000', payable: '120.5' },
    { asset: 'BTC', available: '0', payable: '0.002' },
  ],
};

export const SWITCHED_ON: ReferralConsole = {
  ...CONSOLE,
  compliance: {
    on: true,
    by: 'carol',
    reason: 'Legal review LR-2025-014: deposit rebates cleared for the region',
    at: 1_735_700_000_000,
  },
};

export const LOG_ROW = {
  on: true,
  by: 'carol',
  reason: 'Legal review LR-2025-014: deposit rebates cleared for the region',
  at: 1_735_700_000_000,
};

export const DECISION = {
  uid: '10000042',
  name: 'dave',
  mayRefer: false,
  reason: 'Self-referral ring',
  by: 'alice',
  at: 1_735_800_000_000,
};

export const REBATE = {
  id: 'r-1',
  at: 1_735_790_000_000,
  invitee: '10000077',
  generation: 1,
  basis: 'fee',
  asset: 'USDT',
  base: '12.5',
  rate: '0.2',
  amount: '2.5',
  usdt: '2.5',
  state: 'vesting',
  vestsAt: 1_736_394_800_000,
  claimedAt: null,
  referrer: 'erin',
  referrerUid: '10000055',
  level: 1,
} as const;

export const UNPRICED = {
  ...REBATE,
  id: 'r-2',
  basis: 'mining',
  asset: 'ETC',
  base: '3',
  rate: '0.05',
  amount: '0.15',
  usdt: null,
  state: 'unpriced',
  level: 2,
} as const;

/** The server's refusals, worded as it words them. */
export const STALE = {
  code: 28011,
  message: 'Someone changed the programme settings meanwhile; reload and try again',
};
export const INVALID = {
  code: 28010,
  message: 'The programme settings are not valid: fee has 3 rates for 2 levels',
};
