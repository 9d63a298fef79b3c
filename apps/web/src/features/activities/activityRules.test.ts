import { describe, expect, it } from 'vitest';
import { hasTarget, isWalletAddress, phaseOf, progressPercent, slotsLeft } from './activityRules';
import { activity, claimActivity, DAY_MS, NOW, tradeActivity } from './test/fixtures';

describe('activity rules', () => {
  it('checks wallet addresses as the server does', () => {
    expect(isWalletAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(isWalletAddress('bc1:abc_def-123')).toBe(true);
    expect(isWalletAddress('short')).toBe(false);
    expect(isWalletAddress('has space inside')).toBe(false);
    expect(isWalletAddress('a'.repeat(101))).toBe(false);
  });

  it('tells what the card offers', () => {
    expect(phaseOf(activity(), NOW)).toBe('open');
    expect(phaseOf(activity({ startsAt: NOW + DAY_MS }), NOW)).toBe('upcoming');
    expect(phaseOf(activity({ endsAt: NOW - 1 }), NOW)).toBe('expired');
    expect(phaseOf(activity({ state: 'joining' }), NOW)).toBe('joining');
    expect(phaseOf(activity({ state: 'joined' }), NOW)).toBe('joined');
    expect(phaseOf(activity({ state: 'expired' }), NOW)).toBe('expired');
  });

  it('counts the rewards left and the progress', () => {
    expect(slotsLeft(activity({ slots: 10, rewarded: 12 }))).toBe(0);
    expect(slotsLeft(claimActivity())).toBeNull();
    expect(progressPercent(activity({ progressUsdt: '125.5' }))).toBe(25);
    expect(progressPercent(activity({ progressUsdt: '900' }))).toBe(100);
    expect(progressPercent(activity({ progressUsdt: null }))).toBe(0);
    expect(progressPercent(claimActivity())).toBe(0);
    expect(progressPercent(tradeActivity({ progressUsdt: '2599.99' }))).toBe(25);
    expect(progressPercent(tradeActivity({ progressUsdt: '12000' }))).toBe(100);
  });

  it('knows the kinds with a target in USDT: deposits and trading', () => {
    expect(hasTarget('deposit')).toBe(true);
    expect(hasTarget('trade')).toBe(true);
    expect(hasTarget('claim')).toBe(false);
  });
});
