import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/funds', '/funds'],
    ['/funds?tab=spot#top', '/funds?tab=spot#top'],
    ['/trade/BTC', '/trade/BTC'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['home'],
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
    ['/login'],
    ['/LOGIN?redirect=%2Ffunds'],
  ])('falls back for %s', (raw) => {
    expect(safeRedirect(raw)).toBe('/home');
    expect(safeRedirect(raw, '/safety')).toBe('/safety');
  });
});
