import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretBox } from '../../lib/secret-box.js';

/**
 * Envelope encryption for stored files. Each file gets its own random
 * AES-256-GCM key; that key is stored in the database only wrapped (sealed)
 * by the app's secrets key, which lives outside the database. So the storage
 * alone, the database alone, or both without the secrets key yield nothing,
 * and rotating the secrets key means re-wrapping small keys, not re-encrypting
 * every file.
 *
 * The file id is the GCM additional data: a blob moved under another file's
 * record fails authentication instead of being served as that file.
 */

/** Format tag of a stored blob, so a later scheme can be told apart. */
const VERSION = Buffer.from('ef1:');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

export interface SealedFile {
  /** What goes to storage: version, IV, tag, ciphertext. */
  readonly blob: Buffer;
  /** The per-file key sealed by the secrets key; goes to the database. */
  readonly wrappedKey: string;
}

export function encryptFile(box: SecretBox, fileId: string, plain: Uint8Array): SealedFile {
  const key = randomBytes(KEY_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(fileId, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  const blob = Buffer.concat([VERSION, iv, cipher.getAuthTag(), body]);
  const wrappedKey = box.seal(key.toString('base64'));
  key.fill(0);
  return { blob, wrappedKey };
}

/**
 * The plaintext, only once the whole blob has been authenticated (GCM checks
 * its tag at the end, so nothing is released before that).
 * Throws when the key was wrapped under another secrets key, or the blob was
 * altered, truncated or belongs to another file id.
 */
export function decryptFile(
  box: SecretBox,
  fileId: string,
  wrappedKey: string,
  blob: Uint8Array,
): Buffer {
  const key = Buffer.from(box.open(wrappedKey), 'base64');
  if (key.length !== KEY_BYTES) throw new Error('stored file key has the wrong length');
  const data = Buffer.from(blob.buffer, blob.byteOffset, blob.byteLength);
  if (!data.subarray(0, VERSION.length).equals(VERSION)) throw new Error('not a stored file');
  const ivEnd = VERSION.length + IV_BYTES;
  const tagEnd = ivEnd + TAG_BYTES;
  if (data.length < tagEnd) throw new Error('stored file truncated');
  const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(VERSION.length, ivEnd));
  decipher.setAAD(Buffer.from(fileId, 'utf8'));
  decipher.setAuthTag(data.subarray(ivEnd, tagEnd));
  try {
    return Buffer.concat([decipher.update(data.subarray(tagEnd)), decipher.final()]);
  } finally {
    key.fill(0);
  }
}
