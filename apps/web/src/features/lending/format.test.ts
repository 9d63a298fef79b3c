import { describe, expect, it } from 'vitest';
import { hourText, percentText, ratioText } from './format';

describe('lending display text', () => {
  it('shows rates as percentages with enough places to read', () => {
    expect(percentText('0.0017')).toBe('0.17%');
    expect(percentText('0.6205')).toBe('62.05%');
    expect(percentText('0.9')).toBe('90%');
    expect(percentText('17.52')).toBe('1,752%');
    expect(percentText('0.0000708')).toBe('0.0071%');
    expect(percentText('0.00002')).toBe('0.002%');
    expect(percentText('0')).toBe('0%');
    expect(percentText(null)).toBe('--');
    expect(percentText('abc')).toBe('--');
  });

  it('rounds a pledge ratio up, so it never looks healthier', () => {
    expect(ratioText('0.333334')).toBe('33.34%');
    expect(ratioText('0.5')).toBe('50%');
  });

  it('writes the payout hour as a clock', () => {
    expect(hourText(4)).toBe('04:00');
    expect(hourText(16)).toBe('16:00');
  });
});
