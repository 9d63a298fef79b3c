import { describe, expect, it, vi } from 'vitest';
import { createPasswordCipher } from './rsa';

const subtle = globalThis.crypto.subtle;

async function keyPair() {
  const pair = await subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    false,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await subtle.exportKey('spki', pair.publicKey));
  return { privateKey: pair.privateKey, spkiBase64: btoa(String.fromCharCode(...spki)) };
}

async function decrypt(privateKey: CryptoKey, base64: string): Promise<string> {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const plain = await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes);
  return new TextDecoder().decode(plain);
}

describe('password encryption (RSA-OAEP, SHA-256)', () => {
  it('round-trips through the server key, fetched once and cached', async () => {
    const { privateKey, spkiBase64 } = await keyPair();
    const loadPublicKey = vi.fn(() => Promise.resolve(spkiBase64));
    const cipher = createPasswordCipher({ loadPublicKey, subtle });
    const first = await cipher.encryptPassword('correct horse battery');
    const second = await cipher.encryptPassword('correct horse battery');
    // OAEP is randomised: the same password never gives the same ciphertext.
    expect(first).not.toBe(second);
    expect(await decrypt(privateKey, first)).toBe('correct horse battery');
    expect(await decrypt(privateKey, second)).toBe('correct horse battery');
    expect(loadPublicKey).toHaveBeenCalledOnce();
  });

  it('accepts the key with PEM armour and line breaks, and any characters', async () => {
    const { privateKey, spkiBase64 } = await keyPair();
    const pem = `-----BEGIN PUBLIC KEY-----\n${spkiBase64.replace(/(.{64})/g, '$1\n')}\n-----END PUBLIC KEY-----`;
    const cipher = createPasswordCipher({ loadPublicKey: () => Promise.resolve(pem), subtle });
    const text = 'пароль 密码 🔑 mot de passe';
    expect(await decrypt(privateKey, await cipher.encryptPassword(text))).toBe(text);
  });

  it('seals every password field with encrypt: true', async () => {
    const { privateKey, spkiBase64 } = await keyPair();
    const cipher = createPasswordCipher({
      loadPublicKey: () => Promise.resolve(spkiBase64),
      subtle,
    });
    const sealed = await cipher.sealPasswords({ password: 'new one 123', confirm: 'new one 123' });
    expect(sealed.encrypt).toBe(true);
    expect(await decrypt(privateKey, sealed.password)).toBe('new one 123');
    expect(await decrypt(privateKey, sealed.confirm)).toBe('new one 123');
  });

  it('sends plain fields without `encrypt` when WebCrypto is missing (not a secure context)', async () => {
    const loadPublicKey = vi.fn(() => Promise.resolve(''));
    const cipher = createPasswordCipher({ loadPublicKey, subtle: undefined });
    expect(await cipher.sealPasswords({ password: 'plain text' })).toEqual({
      password: 'plain text',
    });
    expect(loadPublicKey).not.toHaveBeenCalled();
    await expect(cipher.encryptPassword('x')).rejects.toThrow(/WebCrypto/);
  });

  it('sends plain when a password is longer than one OAEP block holds', async () => {
    const loadPublicKey = vi.fn(() => Promise.resolve(''));
    const cipher = createPasswordCipher({ loadPublicKey, subtle });
    // 128 characters of 4-byte emoji: valid by length, 512 bytes of UTF-8.
    const long = '🔑'.repeat(64);
    expect(await cipher.sealPasswords({ password: 'short', confirm: long })).toEqual({
      password: 'short',
      confirm: long,
    });
    expect(loadPublicKey).not.toHaveBeenCalled();
  });

  it('tries the key again after a failed load, and after forgetKey', async () => {
    const { spkiBase64 } = await keyPair();
    const loadPublicKey = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(spkiBase64);
    const cipher = createPasswordCipher({ loadPublicKey, subtle });
    await expect(cipher.encryptPassword('a')).rejects.toThrow('offline');
    await cipher.encryptPassword('a');
    cipher.forgetKey();
    await cipher.encryptPassword('a');
    expect(loadPublicKey).toHaveBeenCalledTimes(3);
  });
});
