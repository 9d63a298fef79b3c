import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale.js';
import {
  ERRORS,
  ERROR_CODES,
  ERROR_MODULES,
  LOGIN_AGAIN_CODES,
  errorKeyForCode,
  errorMessage,
  interpolate,
  type ErrorKey,
} from './index.js';

const keys = Object.keys(ERRORS) as ErrorKey[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('error catalogue', () => {
  it('gives every code to exactly one key', () => {
    const codes = keys.map((key) => ERRORS[key].code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const key of keys) expect(errorKeyForCode(ERRORS[key].code)).toBe(key);
  });

  it('has a codes-only table equal to the catalogue, key for key', () => {
    expect(Object.keys(ERROR_CODES).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(ERROR_CODES[key], key).toBe(ERRORS[key].code);
  });

  it('keeps every code inside its module range, and module keys apart', () => {
    const seen = new Set<string>();
    for (const module of ERROR_MODULES) {
      for (const [key, spec] of Object.entries(module.errors)) {
        expect(seen.has(key), `${key} declared twice`).toBe(false);
        seen.add(key);
        expect(spec.code, `${module.name}.${key}`).toBeGreaterThanOrEqual(module.range[0]);
        expect(spec.code, `${module.name}.${key}`).toBeLessThanOrEqual(module.range[1]);
      }
    }
    expect(seen.size).toBe(keys.length);
  });

  it('reserves 401, 403, 3000 and 4000 for "log in again"', () => {
    const session = ERROR_MODULES.find((m) => m.name === 'session');
    const sessionCodes = Object.values(session?.errors ?? {})
      .map((e) => e.code)
      .sort((a, b) => a - b);
    expect(sessionCodes).toEqual([...LOGIN_AGAIN_CODES].sort((a, b) => a - b));
    for (const key of keys) {
      if (LOGIN_AGAIN_CODES.includes(ERRORS[key].code))
        expect(Object.keys(session?.errors ?? {})).toContain(key);
    }
  });

  it('never uses 0 (success) and maps every error to an HTTP error status', () => {
    for (const key of keys) {
      expect(ERRORS[key].code).not.toBe(0);
      expect(ERRORS[key].http).toBeGreaterThanOrEqual(400);
      expect(ERRORS[key].http).toBeLessThan(600);
    }
  });

  it('has a message in all ten languages with the same placeholders', () => {
    for (const key of keys) {
      const english = placeholders(ERRORS[key].message.en_US);
      for (const locale of LOCALES) {
        const text = ERRORS[key].message[locale];
        expect(text.trim().length, `${key} ${locale}`).toBeGreaterThan(0);
        expect(placeholders(text), `${key} ${locale}`).toEqual(english);
      }
    }
  });

  it('is translated: no non-English message is a copy of the English one', () => {
    for (const key of keys) {
      const english = ERRORS[key].message.en_US;
      for (const locale of LOCALES.filter((l) => l !== 'en_US')) {
        expect(ERRORS[key].message[locale], `${key} ${locale}`).not.toBe(english);
      }
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(errorMessage('NOT_FOUND', 'zh_CN', { url: '/x' })).toBe('请求地址不存在：/x');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
