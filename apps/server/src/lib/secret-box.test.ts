import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.js';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('round-trips, and never repeats a ciphertext', () => {
    const a = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(box.seal('same')).not.toBe(box.seal('same'));
    expect(a).not.toContain('JBSWY3DP');
  });

  it('refuses another key, a tampered value and plain text', () => {
    const sealed = box.seal('secret');
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'B' : 'A') + sealed.slice(-1);
    expect(() => box.open(tampered)).toThrow();
    expect(() => box.open('JBSWY3DPEHPK3PXP')).toThrow();
    expect(() => createSecretBox(randomBytes(16))).toThrow();
  });
});
