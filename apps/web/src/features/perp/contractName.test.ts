import { describe, expect, it } from 'vitest';
import { parseTerm } from './contractName';

describe('delivery terms', () => {
  it('reads minutes, hours, days, weeks and the quarter', () => {
    expect(parseTerm('5M')).toEqual({ unit: 'minutes', count: 5 });
    expect(parseTerm('1H')).toEqual({ unit: 'hours', count: 1 });
    expect(parseTerm('7D')).toEqual({ unit: 'days', count: 7 });
    expect(parseTerm('2W')).toEqual({ unit: 'weeks', count: 2 });
    expect(parseTerm('Q')).toBe('quarter');
  });

  it('leaves a term it does not know to be shown as sent', () => {
    expect(parseTerm('0M')).toBeNull();
    expect(parseTerm('5Y')).toBeNull();
    expect(parseTerm('M')).toBeNull();
    expect(parseTerm('')).toBeNull();
  });
});
