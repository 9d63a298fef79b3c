import {
  HEADER,
  type Bonus,
  type BonusCredit,
  type PromotionGeneration,
  type PromotionInvitee,
  type PromotionSummary,
  type RebateRecord,
  type ReferralRules,
} from '@exchange/contracts';
import { vi } from 'vitest';
import type { Handler } from '../../account/test/fakeServer';
import { page } from '../../lending/test/fixtures';

/** Amounts are decimal strings here as on the wire; tests never build them from numbers. */

export const SUMMARY = '/promotion/summary';
export const GENERATIONS = '/promotion/generations';
export const INVITEES = '/promotion/invitees';
export const RECORDS = '/promotion/records';
export const CLAIM = '/promotion/claim';
export const BIND = '/promotion/bind';
export const POSTER = '/promotion/poster';
export const BONUS = '/promotion/bonus';

export const DAY_MS = 86_400_000;
/** The tests run on the real clock: "now" is when they start. */
export const NOW = Date.now();

/** The default programme: 20 % then 10 % of trading fees over two levels, seven days' vesting. */
export function rules(overrides: Partial<ReferralRules> = {}): ReferralRules {
  return {
    levels: 2,
    bases: [{ basis: 'fee', rates: ['0.2', '0.1'] }],
    qualifyingDailyRechargeUsdt: '100',
    tiers: [
      { name: 'bronze', minUsdt: '0', maxUsdt: '1000' },
      { name: 'silver', minUsdt: '1000', maxUsdt: '10000' },
      { name: 'gold', minUsdt: '10000', maxUsdt: null },
      { name: 'platinum', minUsdt: null, maxUsdt: null },
    ],
    minerLevelRule: false,
    dailyCapUsdt: '500',
    vestingDays: 7,
    bindWindowDays: 7,
    source: 'promotions',
    budgetOpen: true,
    compliance: false,
    ...overrides,
  };
}

/** Alice: code ALICE123, invited by bo***, 12.5 USDT and 0.001 BTC to claim now. */
export function summary(overrides: Partial<PromotionSummary> = {}): PromotionSummary {
  return {
    inviteCode: 'ALICE123',
    invitePath: '/register?inviteCode=ALICE123',
    mayRefer: true,
    referrer: { name: 'bo***b', since: Date.UTC(2025, 0, 5) },
    bindUntil: null,
    tier: 'silver',
    teamRechargeUsdt: '2500',
    rules: rules(),
    claimable: [
      { asset: 'BTC', amount: '0.001' },
      { asset: 'USDT', amount: '12.5' },
    ],
    vesting: [{ asset: 'USDT', amount: '3.25' }],
    claimed: [{ asset: 'USDT', amount: '40' }],
    claimableUsdt: '72.5',
    lastClaimAt: NOW - 2 * DAY_MS,
    claimedToday: false,
    nextClaimAt: NOW,
    ...overrides,
  };
}

export function generation(overrides: Partial<PromotionGeneration> = {}): PromotionGeneration {
  return {
    generation: 1,
    headCount: 3,
    verifiedCount: 2,
    rechargeUsdt: '2500',
    rebates: [{ asset: 'USDT', amount: '52.5' }],
    paid: true,
    ...overrides,
  };
}

export function invitee(overrides: Partial<PromotionInvitee> = {}): PromotionInvitee {
  return {
    name: 'ca***l',
    generation: 1,
    joinedAt: Date.UTC(2025, 1, 10, 12),
    verified: true,
    rechargeUsdt: '1500',
    ...overrides,
  };
}

/** 20 % of a 5 USDT fee, vested. */
export function record(overrides: Partial<RebateRecord> = {}): RebateRecord {
  return {
    id: 'r1',
    at: NOW - 10 * DAY_MS,
    invitee: 'ca***l',
    generation: 1,
    basis: 'fee',
    asset: 'USDT',
    base: '5',
    rate: '0.2',
    amount: '1',
    usdt: '1',
    state: 'vesting',
    vestsAt: NOW - 3 * DAY_MS,
    claimedAt: null,
    ...overrides,
  };
}

/** The sign-up bonus on offer: 3,000 USDT, released after 30,000 USDT traded. */
export const BONUS_OFFER: NonNullable<Bonus['offer']> = {
  asset: 'USDT',
  amount: '3000',
  turnoverRequired: '30000',
};

/** Alice's credit: 3,000 USDT granted, 12,000 of 30,000 USDT traded, 2,500 still locked after losses. */
export function bonusCredit(overrides: Partial<BonusCredit> = {}): BonusCredit {
  return {
    asset: 'USDT',
    amount: '3000',
    locked: '2500',
    turnoverRequired: '30000',
    traded: '12000',
    remaining: '18000',
    status: 'active',
    grantedAt: NOW - 10 * DAY_MS,
    releasedAt: null,
    ...overrides,
  };
}

/** Everything the promotion centre reads. */
export function promoteRoutes(
  extra: Record<string, Handler | Handler[]> = {},
): Record<string, Handler | Handler[]> {
  return {
    [`GET ${SUMMARY}`]: () => ({ data: summary() }),
    [`GET ${GENERATIONS}`]: () => ({
      data: [
        generation(),
        generation({
          generation: 2,
          headCount: 0,
          verifiedCount: 0,
          rechargeUsdt: '0',
          rebates: [],
        }),
      ],
    }),
    [`GET ${INVITEES}`]: () => ({ data: page([invitee()], 1, 1, 20) }),
    [`GET ${RECORDS}`]: () => ({ data: page([record()], 1, 1, 20) }),
    [`GET ${BONUS}`]: () => ({ data: { offer: null, credit: null } }),
    ...extra,
  };
}

/**
 * Serves the poster (PNG bytes) in front of the fake server already
 * stubbed; other calls go on to it. Records the language and token asked with.
 */
export function servePoster(): { calls: { lang: string | null; token: string | null }[] } {
  const calls: { lang: string | null; token: string | null }[] = [];
  const next = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== `/uc${POSTER}`) return next(input, init);
      calls.push({
        lang: url.searchParams.get('lang'),
        token: new Headers(init?.headers).get(HEADER.token),
      });
      return new Response(new Uint8Array([137, 80, 78, 71]), {
        status: 200,
        headers: { 'content-type': 'image/png' },
      });
    }),
  );
  return { calls };
}
