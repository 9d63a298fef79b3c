import { describe, expect, it } from 'vitest';
import { MISMATCHED, PUBLISHED } from './reserveFixtures';
import { assetRows, covered, mismatchedAssets, verifiedShare } from './reserveRules';

describe('a round’s assets', () => {
  it('sets each tree beside its reserves, with the ratio cut toward zero', () => {
    const rows = assetRows(PUBLISHED);
    expect(rows.map((r) => [r.asset, r.mismatch, r.ratio])).toEqual([
      ['USDT', false, '106.63'],
      ['BTC', false, '80.00'],
    ]);
  });

  it('adds reserves of an asset no user holds, and has no ratio without liabilities', () => {
    const round = {
      roots: [{ ...PUBLISHED.roots[0]!, total: '0', ledgerTotal: '0.000' }],
      reserves: [
        { asset: 'USDT', total: '5', holdings: [] },
        { asset: 'ETH', total: '1.5', holdings: [] },
      ],
    };
    expect(assetRows(round).map((r) => [r.asset, r.root?.total ?? null, r.ratio])).toEqual([
      ['USDT', '0', null],
      ['ETH', null, null],
    ]);
    expect(mismatchedAssets(round)).toEqual([]);
  });

  it('finds the trees that disagree with the ledger, however the totals are spelt', () => {
    expect(mismatchedAssets(MISMATCHED)).toEqual(['USDT']);
    expect(mismatchedAssets(PUBLISHED)).toEqual([]);
  });

  it('gives the verified share, none before anyone could verify, and whether reserves cover', () => {
    expect(verifiedShare(PUBLISHED)).toBe('25.0');
    expect(verifiedShare({ users: 3, verifiedUsers: 2 })).toBe('66.6');
    expect(verifiedShare(MISMATCHED)).toBeNull();
    expect(covered('100.00')).toBe(true);
    expect(covered('99.99')).toBe(false);
  });
});
