import { describe, expect, it } from 'vitest';
import {
  claimState,
  inviteLink,
  isInviteCode,
  isUnpaid,
  normaliseCode,
  recordStatus,
} from './promoteRules';

const NOW = Date.UTC(2025, 2, 1, 12);
const some = [{ asset: 'USDT', amount: '1.5' }];

describe('promotion rules', () => {
  it('puts the server’s path after this site’s origin', () => {
    expect(inviteLink('https://ex.example', '/register?inviteCode=ABCD1234')).toBe(
      'https://ex.example/register?inviteCode=ABCD1234',
    );
    expect(inviteLink('https://ex.example/', 'register?inviteCode=ABCD1234')).toBe(
      'https://ex.example/register?inviteCode=ABCD1234',
    );
  });

  it('opens the claim when something has vested and the day’s claim is unused, as the server says', () => {
    expect(claimState({ claimable: some, claimedToday: false, nextClaimAt: NOW })).toEqual({
      kind: 'open',
    });
    expect(claimState({ claimable: some, claimedToday: true, nextClaimAt: NOW + 5_000 })).toEqual({
      kind: 'later',
      at: NOW + 5_000,
    });
  });

  it('has nothing to claim when no coin holds more than zero', () => {
    expect(claimState({ claimable: [], claimedToday: false, nextClaimAt: NOW })).toEqual({
      kind: 'nothing',
    });
    expect(
      claimState({
        claimable: [{ asset: 'BTC', amount: '0' }],
        claimedToday: false,
        nextClaimAt: NOW,
      }),
    ).toEqual({ kind: 'nothing' });
  });

  it('reads a vested rebate as claimable and names the unpaid states', () => {
    expect(recordStatus({ state: 'vesting', vestsAt: NOW }, NOW)).toBe('claimable');
    expect(recordStatus({ state: 'vesting', vestsAt: NOW + 1 }, NOW)).toBe('vesting');
    expect(recordStatus({ state: 'claimed', vestsAt: NOW - 1 }, NOW)).toBe('claimed');
    expect(isUnpaid('capped')).toBe(true);
    expect(isUnpaid('claimable')).toBe(false);
    expect(isUnpaid('vesting')).toBe(false);
  });

  it('reads a code as the server does: trimmed, upper case, eight letters or digits', () => {
    expect(normaliseCode('  abcd1234 ')).toBe('ABCD1234');
    expect(isInviteCode('ABCD1234')).toBe(true);
    expect(isInviteCode('ABCD123')).toBe(false);
    expect(isInviteCode('ABCD-123')).toBe(false);
  });
});
