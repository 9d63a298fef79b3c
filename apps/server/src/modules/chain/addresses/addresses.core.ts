import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { HARDENED_OFFSET, HDKey, type Versions } from '@scure/bip32';
import { address as btcAddress, networks, payments } from 'bitcoinjs-lib';
import bs58check from 'bs58check';

/**
 * Watch-only deposit addresses: pure rules, no I/O. The server is configured
 * with account-level extended PUBLIC keys only, so a compromise of the server
 * can reveal which addresses are ours but can never move deposit funds.
 */

export type AddressFamily = 'btc' | 'evm' | 'tron';
export type Network = 'mainnet' | 'testnet';

/** Stable codes for a rejected extended key; append only. */
export type ExtendedKeyErrorCode =
  'malformed_key' | 'private_key' | 'unsupported_version' | 'not_account_level';

/**
 * An operator-supplied extended key was refused. The message never contains
 * the key itself: a pasted xprv must not end up in logs.
 */
export class ExtendedKeyError extends Error {
  constructor(
    readonly code: ExtendedKeyErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ExtendedKeyError';
  }
}

interface KeyVersion {
  readonly name: string;
  readonly versions: Versions;
  readonly network: Network;
}

// SLIP-132 version bytes. For BTC an xpub/tpub is read as the BIP84 account
// key (what Bitcoin Core descriptors export); ypub (BIP49) is refused because
// its owner's wallet would watch P2SH-wrapped addresses, not the ones we give out.
const XPUB: KeyVersion = { name: 'xpub', versions: v(0x0488b21e, 0x0488ade4), network: 'mainnet' };
const TPUB: KeyVersion = { name: 'tpub', versions: v(0x043587cf, 0x04358394), network: 'testnet' };
const ZPUB: KeyVersion = { name: 'zpub', versions: v(0x04b24746, 0x04b2430c), network: 'mainnet' };
const VPUB: KeyVersion = { name: 'vpub', versions: v(0x045f1cf6, 0x045f18bc), network: 'testnet' };

const ACCEPTED: Readonly<Record<AddressFamily, readonly KeyVersion[]>> = {
  btc: [ZPUB, VPUB, XPUB, TPUB],
  evm: [XPUB, TPUB],
  tron: [XPUB, TPUB],
};

/** BIP32 serialisation: version 4, depth 1, parent 4, child 4, chain code 32, key 33. */
const EXTENDED_KEY_BYTES = 78;
const KEY_DATA_OFFSET = 45;
/** BIP44/84 account level: m / purpose' / coin' / account'. */
const ACCOUNT_DEPTH = 3;
const EXTERNAL_CHAIN = 0;
const TRON_PREFIX = 0x41;

function v(publicVersion: number, privateVersion: number): Versions {
  return { public: publicVersion, private: privateVersion };
}

/**
 * Parses an account-level extended public key for `family`.
 * Throws ExtendedKeyError: malformed_key (bad base58check, length or point),
 * private_key (any private extended key), unsupported_version (a version not
 * accepted for the family), not_account_level (depth is not 3 or the account
 * step is not hardened).
 */
export function parseExtendedPublicKey(xpub: string, family: AddressFamily): HDKey {
  let payload: Uint8Array;
  try {
    payload = bs58check.decode(xpub);
  } catch {
    throw new ExtendedKeyError('malformed_key', 'extended key is not valid base58check');
  }
  if (payload.length !== EXTENDED_KEY_BYTES) {
    throw new ExtendedKeyError('malformed_key', 'extended key has the wrong length');
  }
  // BIP32 prefixes private key data with 0x00 (public keys start 0x02/0x03),
  // which catches every private kind (xprv, zprv, tprv, ...) by one rule.
  if (payload[KEY_DATA_OFFSET] === 0) {
    throw new ExtendedKeyError(
      'private_key',
      'a private extended key was supplied; configure the account xpub, never the xprv',
    );
  }
  const version = new DataView(payload.buffer, payload.byteOffset).getUint32(0);
  const kind = ACCEPTED[family].find((k) => k.versions.public === version);
  if (kind === undefined) {
    const names = ACCEPTED[family].map((k) => k.name).join('/');
    throw new ExtendedKeyError('unsupported_version', `${family} expects a ${names} key`);
  }
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(xpub, kind.versions);
  } catch {
    throw new ExtendedKeyError('malformed_key', 'extended key does not hold a valid public key');
  }
  if (key.depth !== ACCOUNT_DEPTH || key.index < HARDENED_OFFSET) {
    throw new ExtendedKeyError(
      'not_account_level',
      `expected an account-level key (depth ${ACCOUNT_DEPTH}, hardened), got depth ${key.depth}`,
    );
  }
  return key;
}

/**
 * The deposit address at m/.../0/index under `accountKey`. `network` only
 * matters for BTC; when omitted it is the key's own network, and a mismatch
 * throws, since a testnet key on mainnet is a configuration error. EVM and
 * TRON addresses look the same on every network.
 */
export function deriveAddress(
  accountKey: HDKey,
  family: AddressFamily,
  index: number,
  network?: Network,
): string {
  if (!Number.isInteger(index) || index < 0 || index >= HARDENED_OFFSET) {
    throw new RangeError(`address index must be an integer in [0, 2^31 - 1], got ${index}`);
  }
  const kind = ACCEPTED[family].find((k) => k.versions.public === accountKey.versions.public);
  // Keys reach here only through parseExtendedPublicKey; anything else is a programmer error.
  if (kind === undefined || accountKey.privateKey !== null || accountKey.depth !== ACCOUNT_DEPTH) {
    throw new Error('deriveAddress needs a watch-only account key from parseExtendedPublicKey');
  }
  const publicKey = accountKey.deriveChild(EXTERNAL_CHAIN).deriveChild(index).publicKey;
  if (publicKey === null) throw new Error('derived child has no public key');
  if (family === 'btc') {
    if (network !== undefined && network !== kind.network) {
      throw new Error(`a ${kind.name} key cannot derive ${network} addresses`);
    }
    return p2wpkhAddress(publicKey, kind.network);
  }
  const hash = evmHash(publicKey);
  return family === 'evm' ? toEvmChecksum(`0x${bytesToHex(hash)}`) : tronAddress(hash);
}

function p2wpkhAddress(publicKey: Uint8Array, network: Network): string {
  const address = payments.p2wpkh({ pubkey: publicKey, network: btcNetwork(network) }).address;
  if (address === undefined) throw new Error('p2wpkh produced no address');
  return address;
}

/** Ethereum and TRON both use keccak256 of the 64-byte uncompressed point, last 20 bytes. */
function evmHash(compressedPublicKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(compressedPublicKey).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(12);
}

function tronAddress(hash: Uint8Array): string {
  const payload = new Uint8Array(21);
  payload[0] = TRON_PREFIX;
  payload.set(hash, 1);
  return bs58check.encode(payload);
}

function btcNetwork(network: Network): networks.Network {
  return network === 'mainnet' ? networks.bitcoin : networks.testnet;
}

const EVM_HEX = /^0x[0-9a-fA-F]{40}$/;

/**
 * EIP-55 mixed-case checksum of an EVM address given in any case. It does not
 * check an existing checksum; isValidAddress does. Throws if not 0x + 40 hex.
 */
export function toEvmChecksum(address: string): string {
  if (!EVM_HEX.test(address)) throw new Error('not an EVM address (0x + 40 hex digits)');
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(utf8ToBytes(hex));
  let out = '0x';
  for (let i = 0; i < hex.length; i++) {
    const byte = hash[i >> 1] ?? 0;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    out += nibble >= 8 ? hex.charAt(i).toUpperCase() : hex.charAt(i);
  }
  return out;
}

/**
 * Whether `address` can receive `family` funds on `network` (default
 * mainnet); used to vet withdrawal destinations. Never throws.
 */
export function isValidAddress(
  family: AddressFamily,
  address: string,
  network: Network = 'mainnet',
): boolean {
  switch (family) {
    case 'btc':
      return isValidBtcAddress(address, btcNetwork(network));
    case 'evm':
      return isValidEvmAddress(address);
    case 'tron':
      return isValidTronAddress(address);
  }
}

function isValidEvmAddress(address: string): boolean {
  if (!EVM_HEX.test(address)) return false;
  const hex = address.slice(2);
  // EIP-55: all-lower and all-upper carry no checksum; mixed case must match it.
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toEvmChecksum(address) === address;
}

function isValidTronAddress(address: string): boolean {
  try {
    const payload = bs58check.decode(address);
    return payload.length === 21 && payload[0] === TRON_PREFIX;
  } catch {
    return false;
  }
}

/**
 * Legacy P2PKH/P2SH, or a native segwit program we can pay today: v0 with 20
 * or 32 bytes (bech32), v1 with 32 bytes (taproot, bech32m). BIP-350 asks
 * senders to also accept v1 of other lengths and v2-v16; we refuse them on
 * purpose, because no wallet creates them and until a soft fork defines them
 * an output to one is spendable by anyone, so a withdrawal there is lost.
 */
function isValidBtcAddress(address: string, network: networks.Network): boolean {
  try {
    const { version } = btcAddress.fromBase58Check(address);
    return version === network.pubKeyHash || version === network.scriptHash;
  } catch {
    // Not base58check; try bech32 below.
  }
  try {
    // fromBech32 enforces BIP-350: bech32 for v0, bech32m for v1+, no mixed case.
    const { prefix, version, data } = btcAddress.fromBech32(address);
    if (prefix !== network.bech32) return false;
    if (version === 0) return data.length === 20 || data.length === 32;
    return version === 1 && data.length === 32;
  } catch {
    return false;
  }
}
