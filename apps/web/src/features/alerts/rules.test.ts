import { describe, expect, it } from 'vitest';
import { alertProblem, distancePercent, thresholdOf } from './rules';

describe('price alert rules', () => {
  it('refuses what the server refuses', () => {
    expect(alertProblem('price_above', '', '100')).toBe('required');
    expect(alertProblem('price_above', '0', '100')).toBe('positive');
    expect(alertProblem('price_above', 'x', '100')).toBe('positive');
    expect(alertProblem('price_above', '100', '100')).toBe('reached');
    expect(alertProblem('price_below', '101', '100')).toBe('reached');
    expect(alertProblem('price_above', '100.01', '100')).toBeNull();
    expect(alertProblem('move_up_pct', '1000', '100')).toBeNull();
    expect(alertProblem('move_up_pct', '1000.1', '100')).toBe('percent');
    expect(alertProblem('move_down_pct', '100', '100')).toBe('percent');
    expect(alertProblem('move_down_pct', '0', '100')).toBe('percent');
    expect(alertProblem('price_above', '1', '0.5', 'x'.repeat(61))).toBe('note');
  });

  it('computes the firing price of a move on the tick, away from the last price', () => {
    expect(thresholdOf('move_up_pct', '3.333', '100', 2)).toBe('103.34');
    expect(thresholdOf('move_down_pct', '3.333', '100', 2)).toBe('96.66');
    expect(thresholdOf('price_above', '105', '100', 2)).toBe('105.00');
    expect(thresholdOf('price_above', '100', '100', 2)).toBeNull();
  });

  it('says how far a target is from the last price', () => {
    expect(distancePercent('105', '100')).toBe('+5.00');
    expect(distancePercent('97.5', '100')).toBe('-2.50');
    expect(distancePercent('95034.95', '95034.94')).toBe('+<0.01');
    expect(distancePercent('95044.95', '95034.94')).toBe('+0.01');
  });
});
