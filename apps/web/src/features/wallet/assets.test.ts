import { describe, expect, it } from 'vitest';
import { balanceIn, heldAssets, totalAcross, visibleAssets } from './assets';
import { balance, overviewFixture } from './test/fixtures';

const spot = overviewFixture.accounts[0]?.assets ?? [];
const symbols = (list: { asset: string }[]) => list.map((item) => item.asset);

describe('asset selections', () => {
  it('lists held assets first by value, unpriced after priced, then empty ones in server order', () => {
    const rows = [balance('A', '0', '0', '0', '0', '0'), ...spot];
    expect(symbols(visibleAssets(rows, { query: '', hideZero: false }))).toEqual([
      'USDT',
      'BTC',
      'A',
      'ETH',
      'USDC',
    ]);
  });

  it('hides zero totals and matches the symbol or the coin name', () => {
    expect(symbols(visibleAssets(spot, { query: '', hideZero: true }))).toEqual(['USDT', 'BTC']);
    const names = new Map([
      ['ETH', 'Ethereum'],
      ['USDT', 'Tether USD'],
    ]);
    expect(symbols(visibleAssets(spot, { query: 'ether', hideZero: false }, names))).toEqual([
      'USDT',
      'ETH',
    ]);
    expect(symbols(visibleAssets(spot, { query: ' btc ', hideZero: false }))).toEqual(['BTC']);
  });

  it('finds balances and held assets across accounts', () => {
    expect(balanceIn(overviewFixture, 'contract', 'USDT')?.available).toBe('200');
    expect(balanceIn(overviewFixture, 'mining', 'USDT')).toBeUndefined();
    expect(heldAssets(overviewFixture)).toEqual(['USDT', 'BTC']);
  });

  it('sums one coin over accounts, with no USD value when any part is unpriced', () => {
    const priced = [
      balance('X', '1', '0', '0', '1.5', '3'),
      balance('X', '2', '0', '0', '2.25', '4.5'),
    ];
    expect(totalAcross(priced)).toEqual({ total: '3.75', usdValue: '7.5' });
    const partial = [
      priced[0] ?? balance('X', '0', '0', '0', '0', '0'),
      balance('X', '1', '0', '0', '1', null),
    ];
    expect(totalAcross(partial)).toEqual({ total: '2.5', usdValue: null });
  });
});
