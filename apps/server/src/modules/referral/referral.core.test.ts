import type { ReferralProgramme } from '@exchange/contracts';
import { decimal } from '@exchange/money';
import { describe, expect, it } from 'vitest';
import { maskName } from '../../lib/mask.js';
import {
  eligibility,
  needsCompliance,
  nextUtcDay,
  programmeProblem,
  rateAt,
  rebateOf,
  tierOf,
  tierOverlaps,
  utcDay,
} from './referral.core.js';

const SPEC_TIERS: ReferralProgramme['tiers'] = [
  { name: 'bronze', minUsdt: '50', maxUsdt: '14899' },
  { name: 'silver', minUsdt: '1500', maxUsdt: '4999' },
  { name: 'gold', minUsdt: '5000', maxUsdt: '9999' },
  { name: 'platinum', minUsdt: null, maxUsdt: null },
  { name: 'diamond', minUsdt: '1000000', maxUsdt: null },
];
const programme = (change: Partial<ReferralProgramme> = {}): ReferralProgramme => ({
  levels: 1,
  rates: { fee: ['0.2'], deposit: [], mining: [] },
  qualifyingDailyRechargeUsdt: '1000',
  tiers: SPEC_TIERS,
  minerLevelRule: false,
  dailyCapUsdt: null,
  vestingDays: 7,
  bindWindowDays: 7,
  defaultMayRefer: true,
  ...change,
});

describe('the referral programme’s rules', () => {
  it('needs the compliance switch for deposit rebates or more than two levels, nothing else', () => {
    expect(needsCompliance(programme())).toBe(false);
    expect(
      needsCompliance(
        programme({ levels: 2, rates: { fee: ['0.2', '0.1'], deposit: [], mining: ['0.2'] } }),
      ),
    ).toBe(false);
    expect(needsCompliance(programme({ levels: 3 }))).toBe(true);
    expect(needsCompliance(programme({ rates: { fee: [], deposit: ['0.05'], mining: [] } }))).toBe(
      true,
    );
  });

  it('refuses more rates than levels, a tier named twice, and a range upside down', () => {
    expect(programmeProblem(programme())).toBeNull();
    expect(
      programmeProblem(programme({ rates: { fee: ['0.2', '0.1'], deposit: [], mining: [] } })),
    ).toBe('fee has 2 rates for 1 levels');
    expect(programmeProblem(programme({ tiers: [SPEC_TIERS[0]!, SPEC_TIERS[0]!] }))).toBe(
      'a tier is named twice',
    );
    expect(
      programmeProblem(programme({ tiers: [{ name: 'gold', minUsdt: '10', maxUsdt: '5' }] })),
    ).toContain('above its maximum');
    expect(
      programmeProblem(programme({ tiers: [{ name: 'gold', minUsdt: null, maxUsdt: '5' }] })),
    ).toContain('without a minimum');
  });

  it('records the spec’s overlapping tiers and awards the highest range that holds a total', () => {
    expect(tierOverlaps(SPEC_TIERS)).toEqual(['bronze/silver', 'bronze/gold']);
    expect(tierOf(SPEC_TIERS, decimal('49.99'))).toBeNull();
    expect(tierOf(SPEC_TIERS, decimal('50'))).toBe('bronze');
    expect(tierOf(SPEC_TIERS, decimal('2000'))).toBe('silver');
    expect(tierOf(SPEC_TIERS, decimal('5000'))).toBe('gold');
    expect(tierOf(SPEC_TIERS, decimal('12000'))).toBe('bronze');
    expect(tierOf(SPEC_TIERS, decimal('500000'))).toBeNull();
    expect(tierOf(SPEC_TIERS, decimal('1000000'))).toBe('diamond');
  });

  it('pays a level only within the programme’s levels and rates, rounded down', () => {
    const full = programme({
      levels: 4,
      rates: {
        fee: ['0.2'],
        deposit: ['0.05', '0.03', '0.02', '0.01'],
        mining: ['0.2', '0.1', '0.05'],
      },
    });
    expect(rateAt(full, 'deposit', 4)?.toString()).toBe('0.01');
    expect(rateAt(full, 'mining', 4)).toBeNull();
    expect(rateAt(full, 'fee', 2)).toBeNull();
    expect(rateAt(programme(), 'deposit', 1)).toBeNull();
    expect(rebateOf(decimal('4.96'), decimal('0.05'), 2)?.toString()).toBe('0.24');
    expect(rebateOf(decimal('0.00000001'), decimal('0.2'), 8)).toBeNull();
  });

  it('checks the invitee’s verification, then the pair’s links, the miner-level rule and the price', () => {
    const base = {
      verified: true,
      flagged: false,
      minerLevelRule: true,
      referrerMinerLevel: 1,
      inviteeMinerLevel: 1,
      usdt: decimal('1'),
    };
    expect(eligibility(base)).toBeNull();
    expect(eligibility({ ...base, verified: false, referrerMinerLevel: 0 })).toBe('unverified');
    expect(eligibility({ ...base, flagged: true, referrerMinerLevel: 0 })).toBe('flagged');
    expect(eligibility({ ...base, referrerMinerLevel: 0 })).toBe('miner_level');
    expect(eligibility({ ...base, minerLevelRule: false, referrerMinerLevel: 0 })).toBeNull();
    expect(eligibility({ ...base, usdt: null })).toBe('unpriced');
  });

  it('names UTC days and masks names', () => {
    const ms = Date.parse('2026-11-21T23:59:59Z');
    expect(utcDay(ms)).toBe('2026-11-21');
    expect(nextUtcDay(ms)).toBe(Date.parse('2026-11-22T00:00:00Z'));
    expect(maskName('alice_trader')).toBe('al***er');
    expect(maskName('bob')).toBe('b***');
    expect(maskName('用户名字很长')).toBe('用户***很长');
  });
});
