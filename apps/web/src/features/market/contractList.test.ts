import { describe, expect, it } from 'vitest';
import { contract, contractsFixture } from '../perp/test/fixtures';
import {
  contractChange,
  contractListings,
  openInterestValue,
  searchContracts,
  sortContracts,
  type ContractListing,
} from './contractList';
import { contractTicker } from './test/fixtures';

const symbols = (list: readonly ContractListing[]) => list.map((item) => item.contract.symbol);

/** BTCUSDT up 3.85 %, ETHUSDT down, BTCUSD without a ticker, ETHUSD flat. */
const listings = contractListings(contractsFixture, [
  contractTicker('BTCUSDT'),
  contractTicker('ETHUSDT', { open: '1900' }),
  contractTicker('ETHUSD', { open: '1800.2' }),
]);

describe('contract list', () => {
  it('pairs each enabled contract with its ticker, in the server order', () => {
    const withDisabled = [...contractsFixture, contract('SOLUSDT', { enabled: false })];
    const paired = contractListings(withDisabled, [contractTicker('BTCUSDT')]);
    expect(symbols(paired)).toEqual(['BTCUSDT', 'ETHUSDT', 'BTCUSD', 'ETHUSD']);
    expect(paired[0]?.ticker?.turnover).toBe('1234567.8');
    expect(paired[1]?.ticker).toBeNull();
  });

  it('measures the 24-hour change from the window open to the live last price', () => {
    expect(listings.map(contractChange)).toEqual(['3.85', '-5.25', null, '0.00']);
    // A contract without a price, or an open of 0, has no change to show.
    const [btc] = listings;
    if (btc === undefined) throw new Error('fixture');
    expect(contractChange({ ...btc, contract: { ...btc.contract, lastPrice: null } })).toBeNull();
    expect(contractChange({ ...btc, ticker: contractTicker('BTCUSDT', { open: '0' }) })).toBeNull();
  });

  it('values the open interest in the quote currency: at the mark for linear, face value for inverse', () => {
    // 1,200 lots × 0.001 BTC × 27,000 USDT.
    expect(openInterestValue(contract('BTCUSDT'))).toBe('32400');
    // 1,200 lots × 100 USD, whatever the price.
    expect(openInterestValue(contract('BTCUSD', { markPrice: null }))).toBe('120000');
    // Before a mark, the last trade; with neither, unknown.
    expect(openInterestValue(contract('BTCUSDT', { markPrice: null, lastPrice: '20000' }))).toBe(
      '24000',
    );
    expect(openInterestValue(contract('BTCUSDT', { markPrice: null, lastPrice: null }))).toBeNull();
    expect(openInterestValue(contract('BTCUSDT', { openInterestLots: null }))).toBeNull();
  });

  it('searches symbols ignoring case and separators', () => {
    expect(symbols(searchContracts(listings, 'eth'))).toEqual(['ETHUSDT', 'ETHUSD']);
    expect(symbols(searchContracts(listings, 'btc_usdt'))).toEqual(['BTCUSDT']);
    expect(searchContracts(listings, ' ')).toBe(listings);
  });

  it('sorts as the spot list does: by name, last price and change, missing figures last', () => {
    expect(symbols(sortContracts(listings, { key: 'change', direction: 'desc' }))).toEqual([
      'BTCUSDT',
      'ETHUSD',
      'ETHUSDT',
      'BTCUSD',
    ]);
    expect(symbols(sortContracts(listings, { key: 'change', direction: 'asc' }))).toEqual([
      'ETHUSDT',
      'ETHUSD',
      'BTCUSDT',
      'BTCUSD',
    ]);
    expect(symbols(sortContracts(listings, { key: 'price', direction: 'asc' }))).toEqual([
      'ETHUSDT',
      'ETHUSD',
      'BTCUSDT',
      'BTCUSD',
    ]);
    expect(symbols(sortContracts(listings, { key: 'name', direction: 'asc' }))).toEqual([
      'BTCUSD',
      'BTCUSDT',
      'ETHUSD',
      'ETHUSDT',
    ]);
    expect(sortContracts(listings, null)).toBe(listings);
  });
});
