import { describe, expect, it } from 'vitest';
import { createTranslator, DICTIONARIES } from './index';
import type { TextKey } from './types';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  it('give every key the same placeholders in every language', () => {
    const keys = Object.keys(DICTIONARIES.en) as TextKey[];
    for (const key of keys) {
      expect([key, placeholders(DICTIONARIES.zh[key])]).toEqual([
        key,
        placeholders(DICTIONARIES.en[key]),
      ]);
    }
    expect(Object.keys(DICTIONARIES.zh).sort()).toEqual([...keys].sort());
  });

  it('fill placeholders and name server codes, showing unknown codes as sent', () => {
    const { t, term } = createTranslator('zh');
    expect(t('common.pageOf', { page: 2, pages: 5 })).toBe('第 2 / 5 页');
    expect(term('withdrawalStatus', 'applied')).toBe('待审核');
    expect(term('withdrawalStatus', 'teleported')).toBe('teleported');
  });
});
