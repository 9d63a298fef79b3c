import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Encrypts small secrets the server must read back (authenticator seeds)
 * with AES-256-GCM under a key that lives outside the database, so a copy of
 * the database alone does not yield them.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws if the value was not sealed with this key or was altered. */
  open(sealed: string): string;
  /**
   * A keyed hash (HMAC-SHA-256, hex) of `value`, for a unique index over a
   * secret (an ID number) that must never be indexed in the clear. Its key
   * is derived from the box's key per `purpose`, so hashes of one purpose
   * say nothing about another's, and the encryption key is never reused.
   */
  blindIndex(purpose: string, value: string): string;
}

const VERSION = 'v1';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('secret box key must be 32 bytes');
  const indexKeys = new Map<string, Buffer>();
  const indexKey = (purpose: string) => {
    let derived = indexKeys.get(purpose);
    if (!derived) {
      derived = Buffer.from(hkdfSync('sha256', key, '', `blind-index:${purpose}`, 32));
      indexKeys.set(purpose, derived);
    }
    return derived;
  };
  return {
    blindIndex(purpose, value) {
      return createHmac('sha256', indexKey(purpose)).update(value, 'utf8').digest('hex');
    },
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed) {
      const [version, payload] = sealed.split(':', 2);
      if (version !== VERSION || !payload) throw new Error('not a sealed secret');
      const raw = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The embedded default's key: created once beside the data, readable only by
 * its owner. Production passes SECRETS_KEY instead, so the key never sits
 * next to a database backup.
 */
export async function loadOrCreateKeyFile(path: string): Promise<Buffer> {
  try {
    const key = Buffer.from((await readFile(path, 'utf8')).trim(), 'base64');
    if (key.length !== 32) throw new Error(`${path} does not hold a 32-byte base64 key`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const key = randomBytes(32);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, key.toString('base64'), { mode: 0o600, flag: 'wx' });
    return key;
  }
}
