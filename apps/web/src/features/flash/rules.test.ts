import { describe, expect, it } from 'vitest';
import { market } from '../market/test/fixtures';
import { coinAmount, feeAmount, rateLine, routeLine } from './format';
import {
  exchangeCoins,
  initialPair,
  isCut,
  pickCoin,
  quoteRequestOf,
  restOf,
  routeCoins,
} from './rules';
import { exchangeRecord, partialRecord, quote } from './test/fixtures';

describe('flash exchange rules', () => {
  it('offers the bases and quotes of enabled markets, once each', () => {
    const markets = [
      market('BTC/USDT', 'Bitcoin'),
      market('ETH/BTC', 'Ether'),
      market('DOGE/USDT', 'Dogecoin', {}, { enabled: false }),
    ];
    expect(exchangeCoins(markets)).toEqual(['BTC', 'USDT', 'ETH']);
  });

  it('opens on the link pair, else USDT into the first other coin, never the same coin twice', () => {
    const coins = ['BTC', 'USDT', 'ETH'];
    expect(initialPair(coins, { from: 'ETH', to: 'BTC' })).toEqual({ from: 'ETH', to: 'BTC' });
    expect(initialPair(coins, {})).toEqual({ from: 'USDT', to: 'BTC' });
    expect(initialPair(coins, { from: 'BTC', to: 'BTC' })).toEqual({ from: 'BTC', to: 'USDT' });
    expect(initialPair(coins, { from: 'NOPE' })).toEqual({ from: 'USDT', to: 'BTC' });
    expect(initialPair(['BTC'], {})).toBeNull();
  });

  it('swaps the pair when a side picks the coin of the other', () => {
    const pair = { from: 'ETH', to: 'BTC' };
    expect(pickCoin(pair, 'to', 'ETH')).toEqual({ from: 'BTC', to: 'ETH' });
    expect(pickCoin(pair, 'from', 'USDT')).toEqual({ from: 'USDT', to: 'BTC' });
  });

  it('asks a quote only for a positive amount the coin can hold, in canonical form', () => {
    const pair = { from: 'ETH', to: 'BTC' };
    expect(quoteRequestOf(pair, '01.50', 8)).toEqual({
      fromCoin: 'ETH',
      toCoin: 'BTC',
      amount: '1.50',
    });
    expect(quoteRequestOf(pair, '1,5', 8)).toBeNull();
    expect(quoteRequestOf(pair, '0', 8)).toBeNull();
    expect(quoteRequestOf(pair, '', 8)).toBeNull();
    expect(quoteRequestOf(pair, '0.123', 2)).toBeNull();
  });

  it('walks a route market by market', () => {
    expect(routeCoins('ETH', ['ETH/USDT', 'BTC/USDT'])).toEqual(['ETH', 'USDT', 'BTC']);
    expect(routeCoins('USDT', ['BTC/USDT'])).toEqual(['USDT', 'BTC']);
    expect(routeLine(routeCoins('BTC', ['BTC/USDT']))).toBe('BTC → USDT');
  });

  it('tells a quote cut to the lot from one that spends the amount asked', () => {
    const request = { fromCoin: 'ETH', toCoin: 'BTC', amount: '2.00' };
    expect(isCut(quote({ fromAmount: '2' }), request)).toBe(false);
    expect(isCut(quote({ fromAmount: '1.9999' }), request)).toBe(true);
  });

  it('continues a partial exchange from the held coin only', () => {
    const partial = partialRecord();
    expect(restOf(partial)).toEqual({ fromCoin: 'USDT', toCoin: 'BTC', amount: '3598.2' });
    expect(restOf(exchangeRecord())).toBeNull();
  });
});

describe('flash exchange figures', () => {
  it('shows rates with the places of the coin they are in, rounded down', () => {
    expect(rateLine('94310.56789', 'BTC', 'USDT')).toBe('1 BTC ≈ 94,310.5678 USDT');
    expect(rateLine('0.066656172835', 'ETH', 'BTC')).toBe('1 ETH ≈ 0.06665617 BTC');
    // A tiny rate keeps four significant digits rather than reading as zero.
    expect(rateLine('0.000000000123456', 'SHIB', 'BTC')).toBe('1 SHIB ≈ 0.0000000001234 BTC');
    expect(rateLine('bad', 'A', 'B')).toBe('1 A ≈ -- B');
  });

  it('rounds what is received down and a fee up', () => {
    expect(coinAmount('0.13331234567', 'BTC')).toBe('0.13331234 BTC');
    expect(coinAmount('3598.23456', 'USDT')).toBe('3,598.2345 USDT');
    expect(feeAmount('0.000267121', 'BTC')).toBe('0.00026713 BTC');
  });
});
