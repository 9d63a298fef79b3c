/**
 * Watch-only deposit addresses: the public surface of this folder.
 *
 * The server is configured with one account-level extended public key per
 * chain family (BIP84 zpub/vpub or xpub for BTC, BIP44 xpub for EVM at
 * m/44'/60'/0' and TRON at m/44'/195'/0') and derives each user's deposit
 * address at m/.../0/index from it. It never holds a deposit private key:
 * parseExtendedPublicKey refuses one with code `private_key`.
 *
 * Typical use:
 *   const key = parseExtendedPublicKey(config.btcAccountXpub, 'btc'); // at startup
 *   const address = deriveAddress(key, 'btc', userIndex);           // per user
 *   if (!isValidAddress('evm', destination)) ...                     // withdrawals
 *
 * Footgun: one index must map to one user for ever. Reusing or renumbering
 * indices credits one user's deposits to another.
 */
export {
  ExtendedKeyError,
  deriveAddress,
  isValidAddress,
  parseExtendedPublicKey,
  toEvmChecksum,
  type AddressFamily,
  type ExtendedKeyErrorCode,
  type Network,
} from './addresses.core.js';
export type { HDKey } from '@scure/bip32';
