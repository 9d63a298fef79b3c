import { FILE_PURPOSES } from '@exchange/contracts';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../../http/app-error.js';
import {
  DEFAULT_PURPOSE,
  MAX_UPLOAD_BYTES,
  PURPOSE_LIMIT_BYTES,
  detectImageKind,
  isFileId,
  newFileId,
  purposeOf,
  storedFormat,
  tooLarge,
} from './files.core.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('detectImageKind', () => {
  it('knows the four allowed kinds by their first bytes', () => {
    expect(detectImageKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46))).toBe('jpeg');
    expect(detectImageKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(detectImageKind(text('GIF89a\x01\x00'))).toBe('gif');
    expect(detectImageKind(text('GIF87a\x01\x00'))).toBe('gif');
    expect(detectImageKind(bytes(0x42, 0x4d, 0x3a, 0, 0, 0, 0, 0, 0, 0))).toBe('bmp');
  });

  it('refuses SVG, HTML, XML, PDF, WebP, text and near misses', () => {
    const refused = [
      text('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      text('<?xml version="1.0"?><svg/>'),
      text('<!doctype html><html>'),
      text('%PDF-1.7\n'),
      text('RIFF\x00\x00\x00\x00WEBPVP8 '),
      text('BM but a text file'),
      text('GIF88a..'),
      bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00),
      bytes(0xff, 0xd8),
      bytes(),
    ];
    for (const head of refused) expect(detectImageKind(head)).toBeNull();
  });

  it('stores JPEG as JPEG and everything else as PNG', () => {
    expect(storedFormat('jpeg')).toBe('jpeg');
    expect(storedFormat('png')).toBe('png');
    expect(storedFormat('gif')).toBe('png');
    expect(storedFormat('bmp')).toBe('png');
  });
});

describe('purposes and limits', () => {
  it("has the spec's four limits and the chat's, identity (10 MB) by default", () => {
    const mb = (n: number) => n * 1024 * 1024;
    expect(PURPOSE_LIMIT_BYTES).toEqual({
      avatar: mb(2),
      identity: mb(10),
      appeal: mb(30),
      document: mb(50),
      chat: mb(10),
    });
    expect(MAX_UPLOAD_BYTES).toBe(mb(50));
    expect(DEFAULT_PURPOSE).toBe('identity');
    expect(Object.keys(PURPOSE_LIMIT_BYTES).sort()).toEqual([...FILE_PURPOSES].sort());
  });

  it('reads a purpose, defaults when absent, refuses anything else with the list', () => {
    expect(purposeOf(undefined)).toBe('identity');
    expect(purposeOf('')).toBe('identity');
    for (const purpose of FILE_PURPOSES) expect(purposeOf(purpose)).toBe(purpose);
    for (const bad of ['Avatar', 'selfie', '__proto__', 'toString']) {
      try {
        purposeOf(bad);
        expect.unreachable(`${bad} accepted`);
      } catch (error) {
        expect(isAppError(error) && error.key).toBe('FILE_PURPOSE_INVALID');
        expect(isAppError(error) && error.params).toEqual({
          purposes: 'avatar, identity, appeal, document, chat',
        });
      }
    }
  });

  it('names the limit in megabytes when refusing a large upload', () => {
    expect(tooLarge('avatar').params).toEqual({ maxMb: 2 });
    expect(tooLarge('document').key).toBe('IMAGE_TOO_LARGE');
  });
});

describe('file ids', () => {
  it('come from the injected randomness only, 24 URL-safe characters', () => {
    const fixed = (size: number) => new Uint8Array(size).fill(0xfb);
    expect(newFileId(fixed)).toBe(newFileId(fixed));
    expect(newFileId(fixed)).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const counter = (() => {
      let n = 0;
      return (size: number) => new Uint8Array(size).fill((n += 1));
    })();
    expect(newFileId(counter)).not.toBe(newFileId(counter));
    expect(() => newFileId(() => new Uint8Array(4))).toThrow();
  });

  it('are checked before they reach a path or a query', () => {
    expect(isFileId(newFileId((size) => new Uint8Array(size)))).toBe(true);
    for (const bad of [
      '',
      '../../etc/passwd',
      'A'.repeat(23),
      'A'.repeat(25),
      `${'A'.repeat(23)}/`,
    ])
      expect(isFileId(bad)).toBe(false);
  });
});
