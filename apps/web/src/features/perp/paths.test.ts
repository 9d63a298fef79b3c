import { describe, expect, it } from 'vitest';
import { formatCountdown, formatLots, formatRate } from './format';
import {
  contractTransferPath,
  deliveryHistoryPath,
  deliveryPath,
  perpHistoryPath,
  perpSymbolParam,
} from './paths';

describe('contract paths and figures', () => {
  it('reads any spelling of a contract, and a bare coin as its USDT-margined contract', () => {
    expect(perpSymbolParam('BTCUSDT')).toBe('BTCUSDT');
    expect(perpSymbolParam('btc-usd')).toBe('BTCUSD');
    expect(perpSymbolParam('ETH_USDT')).toBe('ETHUSDT');
    expect(perpSymbolParam('BTC')).toBe('BTCUSDT');
    expect(perpSymbolParam('eth')).toBe('ETHUSDT');
    expect(perpSymbolParam('BTC/EUR')).toBeNull();
    expect(perpSymbolParam('not a coin')).toBeNull();
    expect(perpSymbolParam(undefined)).toBeNull();
  });

  it('links the records and a transfer into the contract account', () => {
    expect(perpHistoryPath()).toBe('/perpetualHistory');
    expect(perpHistoryPath('fills', 'BTCUSD')).toBe('/perpetualHistory?tab=fills&symbol=BTCUSD');
    expect(contractTransferPath('USDT')).toBe('/transfer?asset=USDT&from=spot&to=contract');
  });

  it('links a delivery series, its records and a transfer into the delivery account', () => {
    expect(deliveryPath()).toBe('/deliveryContract');
    expect(deliveryPath('BTCUSDT-5M')).toBe('/deliveryContract?symbol=BTCUSDT-5M');
    expect(deliveryHistoryPath('positions', 'BTCUSDT-Q')).toBe(
      '/deliveryContractHistory?tab=positions&symbol=BTCUSDT-Q',
    );
    expect(contractTransferPath('USDT', 'delivery')).toBe(
      '/transfer?asset=USDT&from=spot&to=delivery',
    );
  });

  it('formats lots, rates and the funding countdown', () => {
    expect(formatLots(12500)).toBe('12,500');
    expect(formatLots(1.5)).toBe('--');
    expect(formatRate('0.0001')).toBe('0.0100%');
    expect(formatRate('0.00425', 2)).toBe('0.43%');
    expect(formatRate(null)).toBe('--');
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(30 * 3_600_000)).toBe('30:00:00');
  });
});
