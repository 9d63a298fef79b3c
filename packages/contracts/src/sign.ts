import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The spec's request sign (section 7): uppercase hex MD5 of the configured
 * secret followed by the unix-second timestamp, sent as `sign` with the
 * timestamp as `tissuePaper`.
 *
 * The secret is delivered to every browser, so this proves only that a
 * request came from a client that loaded our configuration recently. It is not
 * authentication and protects no money: sessions do that.
 */
export function requestSign(secret: string, timestampS: number | string): string {
  return bytesToHex(md5(utf8ToBytes(`${secret}${timestampS}`))).toUpperCase();
}

export const HEADER = {
  sign: 'sign',
  timestamp: 'tissuepaper',
  token: 'access-auth-token',
  lang: 'lang',
} as const;
