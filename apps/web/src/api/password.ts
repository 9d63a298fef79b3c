import { PATHS, rsaKeySchema } from '@exchange/contracts';
import { api } from './index';
import { createPasswordCipher } from './rsa';

/**
 * The app's password cipher, keyed by GET /rsa_pub. Kept out of index.ts so
 * only the account screens (lazy chunks) load it.
 */
const cipher = createPasswordCipher({
  loadPublicKey: () =>
    api.get(PATHS.rsaPub, rsaKeySchema, { spinner: false }).then((key) => key.publicKey),
  // crypto.subtle exists only in secure contexts (https, localhost).
  subtle: globalThis.isSecureContext === false ? undefined : globalThis.crypto?.subtle,
});

export const { encryptPassword, sealPasswords, forgetKey } = cipher;
