import { describe, expect, it } from 'vitest';
import { requestSign } from './sign.js';

describe('requestSign', () => {
  it('is the uppercase MD5 of the secret followed by the timestamp', () => {
    // md5("abc") is the RFC 1321 test vector 900150983cd24fb0d6963f7d28e17f72.
    expect(requestSign('ab', 'c')).toBe('900150983CD24FB0D6963F7D28E17F72');
    expect(requestSign('secret', 1700000000)).toBe(requestSign('secret', '1700000000'));
    expect(requestSign('secret', 1700000000)).toMatch(/^[0-9A-F]{32}$/);
  });
});
