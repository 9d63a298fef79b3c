import { describe, expect, it } from 'vitest';
import { packet } from './test/fixtures';
import {
  checkShares,
  checkSplit,
  claimBlock,
  hasRefund,
  isPacketCode,
  meanShare,
  normaliseCode,
  packetLink,
  sharePlaces,
  smallestShare,
} from './redPacketRules';

describe('red packet rules', () => {
  it('reads a code as typed or pasted', () => {
    expect(normaliseCode(' abcd-2345 67xyz')).toBe('ABCD234567');
    expect(isPacketCode('ABCD234567')).toBe(true);
    expect(isPacketCode('ABCD23456')).toBe(false);
  });

  it('links to this screen with the code', () => {
    expect(packetLink('https://x.example', 'ABCD234567')).toBe(
      'https://x.example/redPacket?code=ABCD234567',
    );
  });

  it('takes 1 to 100 whole shares', () => {
    expect(checkShares('')?.key).toBe('account.error.required');
    expect(checkShares('0')?.key).toBe('redPacket.send.sharesInvalid');
    expect(checkShares('101')?.key).toBe('redPacket.send.sharesInvalid');
    expect(checkShares('1.5')?.key).toBe('redPacket.send.sharesInvalid');
    expect(checkShares('100')).toBeUndefined();
  });

  it('cuts shares to the coin’s decimals, at most 8, and needs one unit a share', () => {
    expect(sharePlaces(2)).toBe(2);
    expect(sharePlaces(18)).toBe(8);
    expect(sharePlaces(undefined)).toBe(8);
    expect(smallestShare(8)).toBe('0.00000001');
    expect(checkSplit('0.01', '2', 2, 'USDT')).toEqual({
      key: 'redPacket.send.shareTooSmall',
      params: { min: '0.01', coin: 'USDT' },
    });
    expect(checkSplit('0.02', '2', 2, 'USDT')).toBeUndefined();
    // Invalid totals or shares are for their own checks.
    expect(checkSplit('abc', '2', 2, 'USDT')).toBeUndefined();
    expect(checkSplit('1', '0', 2, 'USDT')).toBeUndefined();
  });

  it('works out the mean share, cut down', () => {
    expect(meanShare('10', '3', 2)).toBe('3.33');
    expect(meanShare('10', '4', 8)).toBe('2.5');
    expect(meanShare('0.01', '2', 2)).toBeNull();
    expect(meanShare('', '2', 2)).toBeNull();
  });

  it('says why a packet cannot be claimed', () => {
    expect(claimBlock(packet())).toBeNull();
    expect(claimBlock(packet({ own: true }))).toBe('own');
    expect(claimBlock(packet({ mine: '1' }))).toBe('mine');
    expect(claimBlock(packet({ status: 'finished' }))).toBe('finished');
    expect(claimBlock(packet({ status: 'expired' }))).toBe('expired');
  });

  it('shows a refund only for an expired packet that gave something back', () => {
    expect(hasRefund({ status: 'expired', refunded: '1.5' })).toBe(true);
    expect(hasRefund({ status: 'expired', refunded: '0' })).toBe(false);
    expect(hasRefund({ status: 'open', refunded: '0' })).toBe(false);
  });
});
