import { describe, expect, it } from 'vitest';
import {
  hotMarkets,
  mergeTickers,
  movers,
  nextSort,
  searchMarkets,
  sortMarkets,
} from './marketList';
import { market, marketsFixture, ticker } from './test/fixtures';

const symbols = (list: readonly { symbol: string }[]) => list.map((item) => item.symbol);

describe('market list', () => {
  it('searches by symbol, base and name, ignoring case and separators', () => {
    expect(symbols(searchMarkets(marketsFixture, 'eth'))).toEqual(['ETH/USDT']);
    expect(symbols(searchMarkets(marketsFixture, 'btc_usdt'))).toEqual(['BTC/USDT']);
    expect(symbols(searchMarkets(marketsFixture, 'sola'))).toEqual(['SOL/USDT']);
    expect(symbols(searchMarkets(marketsFixture, '  '))).toHaveLength(4);
    expect(searchMarkets(marketsFixture, 'xyz')).toEqual([]);
  });

  it('sorts by name, by last price and by change, markets without a trade last', () => {
    expect(symbols(sortMarkets(marketsFixture, { key: 'name', direction: 'asc' }))).toEqual([
      'BTC/USDT',
      'DOGE/USDT',
      'ETH/USDT',
      'SOL/USDT',
    ]);
    expect(symbols(sortMarkets(marketsFixture, { key: 'price', direction: 'desc' }))).toEqual([
      'BTC/USDT',
      'ETH/USDT',
      'SOL/USDT',
      'DOGE/USDT',
    ]);
    expect(symbols(sortMarkets(marketsFixture, { key: 'price', direction: 'asc' }))).toEqual([
      'SOL/USDT',
      'ETH/USDT',
      'BTC/USDT',
      'DOGE/USDT',
    ]);
    expect(symbols(sortMarkets(marketsFixture, { key: 'change', direction: 'desc' }))).toEqual([
      'SOL/USDT',
      'BTC/USDT',
      'ETH/USDT',
      'DOGE/USDT',
    ]);
    expect(sortMarkets(marketsFixture, null)).toBe(marketsFixture);
  });

  it('compares prices as decimals, not as text', () => {
    const list = [
      market('A/USDT', 'A', { last: '9.5' }),
      market('B/USDT', 'B', { last: '10.25' }),
      market('C/USDT', 'C', { last: '100' }),
    ];
    expect(symbols(sortMarkets(list, { key: 'price', direction: 'desc' }))).toEqual([
      'C/USDT',
      'B/USDT',
      'A/USDT',
    ]);
  });

  it('cycles a column through its first direction, the other and off', () => {
    expect(nextSort(null, 'change')).toEqual({ key: 'change', direction: 'desc' });
    expect(nextSort({ key: 'change', direction: 'desc' }, 'change')).toEqual({
      key: 'change',
      direction: 'asc',
    });
    expect(nextSort({ key: 'change', direction: 'asc' }, 'change')).toBeNull();
    expect(nextSort({ key: 'change', direction: 'asc' }, 'name')).toEqual({
      key: 'name',
      direction: 'asc',
    });
  });

  it('picks hot coins and the top movers', () => {
    expect(symbols(hotMarkets(marketsFixture))).toEqual(['BTC/USDT', 'ETH/USDT']);
    expect(symbols(movers(marketsFixture, 'gainers', 2))).toEqual(['SOL/USDT', 'BTC/USDT']);
    // Only ETH fell: BTC (up 2.5 %) is no loser, however short the list.
    expect(symbols(movers(marketsFixture, 'losers', 2))).toEqual(['ETH/USDT']);
    expect(symbols(movers(marketsFixture, 'gainers', 5))).toEqual(['SOL/USDT', 'BTC/USDT']);
  });

  it('merges newer tickers and keeps newer ones already shown', () => {
    const [btc] = marketsFixture;
    const newer = ticker('BTC/USDT', { last: '28000', time: (btc?.ticker.time ?? 0) + 1 });
    const older = ticker('ETH/USDT', { last: '1', time: 0 });
    const merged = mergeTickers(marketsFixture, [newer, older, ticker('XRP/USDT')]);
    expect(merged[0]?.ticker.last).toBe('28000');
    expect(merged[1]?.ticker.last).toBe('1800');
    expect(merged).toHaveLength(4);
  });
});
