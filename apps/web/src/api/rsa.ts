/**
 * Password encryption for the wire (spec section 7, GET /rsa_pub): the
 * server publishes an RSA public key (SPKI, base64) and password fields are
 * sent as base64 RSA-OAEP (SHA-256) ciphertexts with `encrypt: true`. TLS
 * already protects the request; this keeps plain passwords out of proxies,
 * request logs and crash reports on the way to the password hasher.
 */

/** The largest plaintext RSA-OAEP with SHA-256 takes under a 2048-bit key: 256 - 2 * 32 - 2 bytes. */
const OAEP_SHA256_2048_MAX_BYTES = 190;

export interface PasswordCipherDeps {
  /** The server's public key, SPKI DER in base64 (PEM armour is tolerated). */
  loadPublicKey: () => Promise<string>;
  /** WebCrypto; undefined outside a secure context (plain http on a LAN address). */
  subtle: SubtleCrypto | undefined;
}

/** Password fields ready to send: encrypted with `encrypt: true`, or plain without it. */
export type SealedPasswords<K extends string> = Record<K, string> & { encrypt?: true };

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const clean = base64.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(clean);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function createPasswordCipher(deps: PasswordCipherDeps) {
  let keyPromise: Promise<CryptoKey> | null = null;

  function publicKey(subtle: SubtleCrypto): Promise<CryptoKey> {
    if (keyPromise) return keyPromise;
    const pending = deps
      .loadPublicKey()
      .then((spki) =>
        subtle.importKey(
          'spki',
          base64ToBytes(spki),
          { name: 'RSA-OAEP', hash: 'SHA-256' },
          false,
          ['encrypt'],
        ),
      )
      .catch((error: unknown) => {
        // A failed load is not cached: the next submit tries again.
        if (keyPromise === pending) keyPromise = null;
        throw error;
      });
    keyPromise = pending;
    return pending;
  }

  /** Base64 RSA-OAEP (SHA-256) ciphertext of `plain` under the server's key. */
  async function encryptPassword(plain: string): Promise<string> {
    const subtle = deps.subtle;
    if (!subtle) throw new Error('WebCrypto is not available in this context');
    const key = await publicKey(subtle);
    const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain));
    return bytesToBase64(new Uint8Array(cipher));
  }

  /**
   * Encrypts every field, or none: one `encrypt` flag covers the whole
   * request. Fields go plain when WebCrypto is missing, or when a password
   * is longer than one OAEP block holds (128 characters of 4-byte script
   * can be); that is no weaker than the non-secure-context case.
   */
  async function sealPasswords<K extends string>(
    fields: Record<K, string>,
  ): Promise<SealedPasswords<K>> {
    const entries = Object.entries(fields) as [K, string][];
    const encoder = new TextEncoder();
    const fits = entries.every(
      ([, value]) => encoder.encode(value).length <= OAEP_SHA256_2048_MAX_BYTES,
    );
    if (!deps.subtle || !fits) return { ...fields };
    const sealed = {} as Record<K, string>;
    for (const [name, value] of entries) sealed[name] = await encryptPassword(value);
    return { ...sealed, encrypt: true as const };
  }

  /** Drops the cached key, e.g. after the server says it could not decrypt (key rotated). */
  function forgetKey(): void {
    keyPromise = null;
  }

  return { encryptPassword, sealPasswords, forgetKey };
}
