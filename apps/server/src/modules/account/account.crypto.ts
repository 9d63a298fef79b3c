import {
  constants,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  createPublicKey,
} from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import { AppError } from '../../http/app-error.js';
import type { AccountTables } from './account.tables.js';

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes). */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(plain: string): Promise<string> {
  return hash(plain, ARGON2);
}

export async function verifySecret(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

/**
 * A hash of nothing in particular, checked against when a login name matches
 * no account, so "no such user" costs the same time as "wrong password".
 */
let decoyHash: Promise<string> | undefined;
export function decoy(): Promise<string> {
  decoyHash ??= hashSecret(randomBytes(16).toString('hex'));
  return decoyHash;
}

// RSA-OAEP password transport for clients that encrypt before sending.

export interface RsaKeys {
  publicKey(): Promise<{ keyId: string; publicKey: string }>;
  /** Errors: PASSWORD_DECRYPT_FAILED. */
  decrypt(ciphertextBase64: string): Promise<string>;
}

/** One key pair per installation, created on first use and shared by every process through the database. */
export function createRsaKeys(db: Kysely<AccountTables>): RsaKeys {
  let loaded: Promise<{ id: string; public_key: string; private_key: string }> | undefined;
  const load = () => {
    loaded ??= (async () => {
      const existing = await db
        .selectFrom('rsa_key')
        .selectAll()
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      if (existing) return existing;
      const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const row = {
        id: randomBytes(8).toString('hex'),
        public_key: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
        private_key: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      };
      await db
        .insertInto('rsa_key')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .execute();
      // Another process may have raced us: read back whichever key won.
      return db
        .selectFrom('rsa_key')
        .selectAll()
        .orderBy('created_at', 'asc')
        .executeTakeFirstOrThrow();
    })();
    return loaded;
  };
  return {
    async publicKey() {
      const key = await load();
      createPublicKey({ key: Buffer.from(key.public_key, 'base64'), format: 'der', type: 'spki' });
      return { keyId: key.id, publicKey: key.public_key };
    },
    async decrypt(ciphertext) {
      const key = await load();
      try {
        return privateDecrypt(
          { key: key.private_key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(ciphertext, 'base64'),
        ).toString('utf8');
      } catch {
        throw new AppError('PASSWORD_DECRYPT_FAILED');
      }
    },
  };
}

// TOTP (RFC 6238): 30-second steps, 6 digits, one step of clock drift either way.

export const TOTP_STEP_S = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export async function totpEnrolment(
  secret: string,
  label: string,
): Promise<{ otpauthUrl: string; qr: string }> {
  const otpauthUrl = generateURI({ issuer: 'Exchange', label, secret });
  const qr = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 });
  return { otpauthUrl, qr };
}

/** The time step a code belongs to, or null if it matches none within one step of now. */
export async function totpStep(
  secret: string,
  code: string,
  nowMs: number,
): Promise<number | null> {
  const epoch = Math.floor(nowMs / 1000);
  const result = await verifyTotp({ secret, token: code, epoch, epochTolerance: TOTP_STEP_S });
  if (!result.valid) return null;
  return Math.floor(epoch / TOTP_STEP_S) + result.delta;
}
