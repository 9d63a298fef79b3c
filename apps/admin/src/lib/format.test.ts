import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n';
import { durationParts } from './format';

describe('durations', () => {
  it('keep the two largest units', () => {
    expect(durationParts(42)).toEqual({ unit: 'minutes', minutes: 0, seconds: 42 });
    expect(durationParts(3_725)).toEqual({ unit: 'hours', hours: 1, minutes: 2 });
    expect(durationParts(3 * 86_400 + 5 * 3_600 + 59)).toEqual({
      unit: 'days',
      days: 3,
      hours: 5,
    });
    expect(durationParts(-5)).toEqual({ unit: 'minutes', minutes: 0, seconds: 0 });
  });

  it('read as an uptime in both languages', () => {
    const parts = durationParts(2 * 86_400 + 7 * 3_600);
    expect(createTranslator('en').t('dash.uptimeDays', parts)).toBe('2 d 7 h');
    expect(createTranslator('zh').t('dash.uptimeDays', parts)).toBe('2 天 7 小时');
  });
});
