import { describe, expect, it } from 'vitest';
import { priceFormat, priceLabel, volumeFormat, volumeLabel } from './chartData';

describe('chart axis labels', () => {
  it('groups prices the reader’s way, with exactly the market’s decimals', () => {
    expect(priceLabel('en-US', 2)(27000.5)).toBe('27,000.50');
    expect(priceLabel('en-US', 2)(1234567)).toBe('1,234,567.00');
    expect(priceLabel('de-DE', 2)(27000.5)).toBe('27.000,50');
    expect(priceLabel('en-US', 0)(27000.4)).toBe('27,000');
    expect(priceLabel('en-US', 8)(0.00001235)).toBe('0.00001235');
  });

  it('groups volumes, up to the amount decimals and without trailing zeros', () => {
    expect(volumeLabel('en-US', 4)(1234567.5)).toBe('1,234,567.5');
    expect(volumeLabel('en-US', 4)(0.00175)).toBe('0.0018');
    expect(volumeLabel('fr-FR', 4)(12345).replace(/\s/g, ' ')).toBe('12 345');
  });

  it('gives the series custom formats that keep the tick as the smallest move', () => {
    const price = priceFormat('0.01', 2, 'en-US');
    expect(price.type).toBe('custom');
    expect(price.minMove).toBe(0.01);
    expect(price.formatter(27000.5)).toBe('27,000.50');
    expect(priceFormat('x', 3, 'en-US').minMove).toBe(0.001);
    expect(priceFormat('0', 4, 'en-US').minMove).toBe(0.0001);
    const volume = volumeFormat(4, 'en-US');
    expect(volume.minMove).toBe(0.0001);
    expect(volume.formatter(25000)).toBe('25,000');
  });
});
