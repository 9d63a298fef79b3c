/**
 * Proof of reserves, the custody side: the operator publishes each custody
 * address with a message signed by that address's key, in the format the
 * chain's own wallets produce, so anyone can check control with standard
 * tools, in the browser (this file) or with the offline verifier:
 *
 * - `evm`: EIP-191 `personal_sign` (MetaMask, `cast wallet sign`): a 65-byte
 *   hex signature r ‖ s ‖ v over keccak256("\x19Ethereum Signed Message:\n"
 *   + byte length + message); the address is the recovered key's keccak tail.
 * - `tron`: TronWeb's `signMessageV2`: the same with "\x19TRON Signed
 *   Message:\n", the address in base58check with the 0x41 prefix.
 * - `btc`: BIP-137 (Bitcoin Core `signmessage`, Electrum): a base64 65-byte
 *   signature whose header byte carries the recovery id and key form, over
 *   double SHA-256 of "\x18Bitcoin Signed Message:\n" + varint length +
 *   message; a compressed key matches its P2PKH, P2SH-P2WPKH or P2WPKH
 *   address (wallets disagree on the header for segwit, so all three count).
 *
 * A signature proves control of the key at signing time, which is why the
 * message names the platform, the address, the network and the date.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { base64, bech32, createBase58check } from '@scure/base';

export const RESERVE_FAMILIES = ['evm', 'tron', 'btc'] as const;
export type ReserveFamily = (typeof RESERVE_FAMILIES)[number];

const base58check = createBase58check(sha256);

/** The text an operator signs for one custody address; the date is the day of signing (UTC). */
export function reserveMessage(input: {
  platform: string;
  network: string;
  address: string;
  signedAt: number;
}): string {
  const day = new Date(input.signedAt).toISOString().slice(0, 10);
  return `${input.platform} proof of reserves\nI control ${input.address} on ${input.network}.\nDate: ${day}`;
}

function prefixedKeccak(prefix: string, message: string): Uint8Array {
  const body = utf8ToBytes(message);
  return keccak_256(concatBytes(utf8ToBytes(`${prefix}${body.length}`), body));
}

/** A recovery id 0..3 from an EVM-style v byte (27/28, 0/1, or EIP-155-free 35+). */
function recoveryOf(v: number): number | undefined {
  if (v === 0 || v === 1) return v;
  if (v === 27 || v === 28) return v - 27;
  return undefined;
}

function recover(rs: Uint8Array, recovery: number, hash: Uint8Array, compressed: boolean) {
  const signature = secp256k1.Signature.fromBytes(rs, 'compact').addRecoveryBit(recovery);
  return signature.recoverPublicKey(hash).toBytes(compressed);
}

function hexSignature(signature: string): Uint8Array | undefined {
  const hex = signature.trim().replace(/^0x/i, '');
  if (!/^[0-9a-fA-F]{130}$/.test(hex)) return undefined;
  return hexToBytes(hex);
}

function keccakAddress(publicKey: Uint8Array): Uint8Array {
  return keccak_256(publicKey.subarray(1)).subarray(12);
}

function hash160(bytes: Uint8Array): Uint8Array {
  return ripemd160(sha256(bytes));
}

function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8);
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24);
}

/** The digest BIP-137 signs: double SHA-256 of the magic prefix and the length-prefixed message. */
export function bitcoinMessageHash(message: string): Uint8Array {
  const magic = utf8ToBytes('\x18Bitcoin Signed Message:\n');
  const body = utf8ToBytes(message);
  return sha256(sha256(concatBytes(magic, varint(body.length), body)));
}

/** The digest EIP-191 `personal_sign` signs. */
export function ethereumMessageHash(message: string): Uint8Array {
  return prefixedKeccak('\x19Ethereum Signed Message:\n', message);
}

/** The digest TronWeb's `signMessageV2` signs. */
export function tronMessageHash(message: string): Uint8Array {
  return prefixedKeccak('\x19TRON Signed Message:\n', message);
}

/** Bitcoin mainnet addresses a public key answers for, by its form. */
function bitcoinAddresses(publicKey: Uint8Array): string[] {
  const keyHash = hash160(publicKey);
  const p2pkh = base58check.encode(concatBytes(Uint8Array.of(0x00), keyHash));
  if (publicKey.length === 65) return [p2pkh];
  const witness = concatBytes(Uint8Array.of(0x00, 0x14), keyHash);
  const p2sh = base58check.encode(concatBytes(Uint8Array.of(0x05), hash160(witness)));
  const p2wpkh = bech32.encode('bc', [0, ...bech32.toWords(keyHash)]);
  return [p2pkh, p2sh, p2wpkh];
}

function verifyBitcoin(address: string, message: string, signature: string): boolean {
  let bytes: Uint8Array;
  try {
    bytes = base64.decode(signature.trim());
  } catch {
    return false;
  }
  if (bytes.length !== 65) return false;
  const header = bytes[0] ?? 0;
  if (header < 27 || header > 42) return false;
  const recovery = (header - 27) & 3;
  const compressed = header >= 31;
  const publicKey = recover(bytes.subarray(1), recovery, bitcoinMessageHash(message), compressed);
  const wanted = address.trim();
  return bitcoinAddresses(publicKey).some((a) =>
    a.startsWith('bc1') ? a === wanted.toLowerCase() : a === wanted,
  );
}

function verifyKeccakFamily(
  family: 'evm' | 'tron',
  address: string,
  message: string,
  signature: string,
): boolean {
  const bytes = hexSignature(signature);
  if (!bytes) return false;
  const recovery = recoveryOf(bytes[64] ?? -1);
  if (recovery === undefined) return false;
  const hash = family === 'evm' ? ethereumMessageHash(message) : tronMessageHash(message);
  const tail = keccakAddress(recover(bytes.subarray(0, 64), recovery, hash, false));
  if (family === 'evm') return `0x${bytesToHex(tail)}` === address.trim().toLowerCase();
  return base58check.encode(concatBytes(Uint8Array.of(0x41), tail)) === address.trim();
}

/**
 * Whether `signature` is `address`'s signature of `message` in its family's
 * wallet format. Malformed input is simply not a valid signature.
 */
export function verifyReserveSignature(
  family: ReserveFamily,
  address: string,
  message: string,
  signature: string,
): boolean {
  try {
    if (family === 'btc') return verifyBitcoin(address, message, signature);
    return verifyKeccakFamily(family, address, message, signature);
  } catch {
    // An r or s outside the curve's range, or a point that does not recover.
    return false;
  }
}

/**
 * Signs `message` for the key's address in its family's wallet format: the
 * server uses it only for simulated chains' public test keys and tests; real
 * custody keys sign offline, in their own wallets.
 */
export function signReserveMessage(
  family: ReserveFamily,
  privateKey: Uint8Array,
  message: string,
): string {
  const hash =
    family === 'btc'
      ? bitcoinMessageHash(message)
      : family === 'evm'
        ? ethereumMessageHash(message)
        : tronMessageHash(message);
  const recovered = secp256k1.sign(hash, privateKey, { prehash: false, format: 'recovered' });
  const recovery = recovered[0] ?? 0;
  const rs = recovered.subarray(1);
  if (family === 'btc') return base64.encode(concatBytes(Uint8Array.of(31 + recovery), rs));
  return `0x${bytesToHex(concatBytes(rs, Uint8Array.of(27 + recovery)))}`;
}

/** The address a private key answers for, in the family's usual form (P2WPKH for Bitcoin). */
export function reserveAddressOf(family: ReserveFamily, privateKey: Uint8Array): string {
  if (family === 'btc') return bitcoinAddresses(secp256k1.getPublicKey(privateKey, true))[2] ?? '';
  const tail = keccakAddress(secp256k1.getPublicKey(privateKey, false));
  if (family === 'evm') return `0x${bytesToHex(tail)}`;
  return base58check.encode(concatBytes(Uint8Array.of(0x41), tail));
}
