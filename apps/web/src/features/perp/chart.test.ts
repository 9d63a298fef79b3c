import { describe, expect, it } from 'vitest';
import { SPOT_CHART } from '../market/chartSource';
import {
  CONTRACT_CHART,
  contractChartSubject,
  INDEX_LINE_COLOR,
  MARK_LINE_COLOR,
  markPriceLines,
} from './chart';
import { contractChartPath } from './paths';
import { DELIVERY, PERPETUAL, productOf } from './product';
import { contract } from './test/fixtures';

const TITLES = { mark: 'Mark', index: 'Index' };

describe('contract chart', () => {
  it('loads a contract’s candles from the contract route and keeps them live from its own topic', () => {
    expect(CONTRACT_CHART.klinePath).toBe('/contract/market/kline');
    expect(CONTRACT_CHART.topic('BTCUSDT', '15m')).toBe('perp_kline:BTCUSDT:15m');
    // A delivery series' dash stays inside the symbol part of the topic.
    expect(CONTRACT_CHART.topic('BTCUSDT-5M', '1h')).toBe('perp_kline:BTCUSDT-5M:1h');
    expect(CONTRACT_CHART.units).toEqual({ volume: 'perp.chart.volume', amount: 'perp.book.lots' });
    // Spot's chart is what it was.
    expect(SPOT_CHART.klinePath).toBe('/market/api/markets/kline');
    expect(SPOT_CHART.topic('BTC/USDT', '15m')).toBe('kline:BTC/USDT:15m');
    expect(SPOT_CHART.units).toBeNull();
    expect(CONTRACT_CHART.id).not.toBe(SPOT_CHART.id);
  });

  it('writes prices to the contract’s tick and lots as whole numbers', () => {
    expect(contractChartSubject(contract('BTCUSDT'), 'BTCUSDT')).toEqual({
      symbol: 'BTCUSDT',
      name: 'BTCUSDT',
      tickSize: '0.1',
      precision: 1,
      amountPrecision: 0,
    });
  });

  it('draws the mark and index as labelled lines in their own colours, mark first', () => {
    expect(markPriceLines({ markPrice: '27000.5', indexPrice: '26990' }, TITLES)).toEqual([
      { key: 'mark', price: 27000.5, title: 'Mark', color: MARK_LINE_COLOR, style: 'dashed' },
      { key: 'index', price: 26990, title: 'Index', color: INDEX_LINE_COLOR, style: 'dotted' },
    ]);
    expect(MARK_LINE_COLOR).not.toBe(INDEX_LINE_COLOR);
  });

  it('draws no line for a price not known yet, never one at zero', () => {
    expect(
      markPriceLines({ markPrice: null, indexPrice: '26990' }, TITLES).map((l) => l.key),
    ).toEqual(['index']);
    expect(
      markPriceLines({ markPrice: '27000', indexPrice: null }, TITLES).map((l) => l.key),
    ).toEqual(['mark']);
    expect(markPriceLines({ markPrice: null, indexPrice: null }, TITLES)).toEqual([]);
    expect(markPriceLines({ markPrice: '0', indexPrice: 'x' }, TITLES)).toEqual([]);
  });

  it('links either product’s chart by its canonical symbol, and knows the product by the term', () => {
    expect(contractChartPath('BTCUSDT')).toBe('/contract/chart/BTCUSDT');
    expect(contractChartPath('BTCUSDT-5M')).toBe('/contract/chart/BTCUSDT-5M');
    expect(productOf('BTCUSDT')).toBe(PERPETUAL);
    expect(productOf('BTCUSD')).toBe(PERPETUAL);
    expect(productOf('BTCUSDT-5M')).toBe(DELIVERY);
    expect(productOf('ETHUSDT-Q')).toBe(DELIVERY);
  });
});
