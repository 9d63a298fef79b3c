import { HDKey, type Versions } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { address as btcAddress } from 'bitcoinjs-lib';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import {
  ExtendedKeyError,
  deriveAddress,
  isValidAddress,
  parseExtendedPublicKey,
  toEvmChecksum,
  type AddressFamily,
} from './addresses.core.js';

// Every expected value below is copied from a published source, never produced
// by this code: BIP-84, BIP-173/BIP-350 and EIP-55 test vectors, and the EVM and
// TRON addresses commonly published for the "abandon ... about" mnemonic (also
// re-derived from the private key with viem, an independent implementation).
const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const BIP84_ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const BIP84_RECEIVE = [
  'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
  'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g',
];
const EVM_0 = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const TRON_0 = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';

const ZPUB_VERSIONS: Versions = { public: 0x04b24746, private: 0x04b2430c };
const VPUB_VERSIONS: Versions = { public: 0x045f1cf6, private: 0x045f18bc };
const YPUB_VERSIONS: Versions = { public: 0x049d7cb2, private: 0x049d7878 };

const seed = mnemonicToSeedSync(MNEMONIC);
/** The private account key, as the operator's offline wallet would hold it. */
const account = (path: string, versions?: Versions): HDKey =>
  HDKey.fromMasterSeed(seed, versions).derive(path);

function rejection(run: () => unknown): ExtendedKeyError {
  try {
    run();
  } catch (error) {
    if (error instanceof ExtendedKeyError) return error;
    throw error;
  }
  throw new Error('expected an ExtendedKeyError');
}

describe('deriveAddress against published vectors', () => {
  it('BIP-84: the zpub and its first two receive addresses', () => {
    expect(account("m/84'/0'/0'", ZPUB_VERSIONS).publicExtendedKey).toBe(BIP84_ZPUB);
    const key = parseExtendedPublicKey(BIP84_ZPUB, 'btc');
    expect(deriveAddress(key, 'btc', 0)).toBe(BIP84_RECEIVE[0]);
    expect(deriveAddress(key, 'btc', 1, 'mainnet')).toBe(BIP84_RECEIVE[1]);
  });

  it('BTC: an xpub of the same account is read as the BIP84 account key', () => {
    const xpub = account("m/84'/0'/0'").publicExtendedKey;
    expect(xpub.startsWith('xpub')).toBe(true);
    const key = parseExtendedPublicKey(xpub, 'btc');
    expect([0, 1].map((i) => deriveAddress(key, 'btc', i))).toEqual(BIP84_RECEIVE);
  });

  it('BTC: a vpub gives tb1 addresses with the same witness program', () => {
    const vpub = account("m/84'/0'/0'", VPUB_VERSIONS).publicExtendedKey;
    const key = parseExtendedPublicKey(vpub, 'btc');
    const testnet = deriveAddress(key, 'btc', 0);
    expect(testnet.startsWith('tb1q')).toBe(true);
    expect(btcAddress.fromBech32(testnet).data).toEqual(
      btcAddress.fromBech32(BIP84_RECEIVE[0] ?? '').data,
    );
    expect(() => deriveAddress(key, 'btc', 0, 'mainnet')).toThrow(/vpub key cannot derive/);
  });

  it("EVM: m/44'/60'/0'/0/0 from the account xpub", () => {
    const key = parseExtendedPublicKey(account("m/44'/60'/0'").publicExtendedKey, 'evm');
    expect(deriveAddress(key, 'evm', 0)).toBe(EVM_0);
    expect(deriveAddress(key, 'evm', 0, 'testnet')).toBe(EVM_0);
  });

  it("TRON: m/44'/195'/0'/0/0 from the account xpub", () => {
    const key = parseExtendedPublicKey(account("m/44'/195'/0'").publicExtendedKey, 'tron');
    expect(deriveAddress(key, 'tron', 0)).toBe(TRON_0);
  });

  it('EVM: watch-only derivation agrees with viem deriving from the private key', () => {
    const key = parseExtendedPublicKey(account("m/44'/60'/0'").publicExtendedKey, 'evm');
    for (const addressIndex of [0, 1, 2, 7, 1000]) {
      const expected = mnemonicToAccount(MNEMONIC, { addressIndex }).address;
      expect(deriveAddress(key, 'evm', addressIndex)).toBe(expected);
    }
  });

  it('is deterministic and gives distinct addresses per index', () => {
    const families: [AddressFamily, string][] = [
      ['btc', BIP84_ZPUB],
      ['evm', account("m/44'/60'/0'").publicExtendedKey],
      ['tron', account("m/44'/195'/0'").publicExtendedKey],
    ];
    for (const [family, xpub] of families) {
      const first = [0, 1, 2].map((i) =>
        deriveAddress(parseExtendedPublicKey(xpub, family), family, i),
      );
      const again = [0, 1, 2].map((i) =>
        deriveAddress(parseExtendedPublicKey(xpub, family), family, i),
      );
      expect(again).toEqual(first);
      expect(new Set(first).size).toBe(3);
      expect(first.every((a) => isValidAddress(family, a))).toBe(true);
    }
  });

  it('accepts indices 0 and 2^31 - 1 and rejects anything outside', () => {
    const key = parseExtendedPublicKey(BIP84_ZPUB, 'btc');
    expect(isValidAddress('btc', deriveAddress(key, 'btc', 2 ** 31 - 1))).toBe(true);
    for (const index of [-1, 2 ** 31, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => deriveAddress(key, 'btc', index)).toThrow(RangeError);
    }
  });

  it('refuses a key that did not come through parseExtendedPublicKey', () => {
    expect(() => deriveAddress(account("m/44'/60'/0'"), 'evm', 0)).toThrow(/watch-only/);
    const zpubKey = parseExtendedPublicKey(BIP84_ZPUB, 'btc');
    expect(() => deriveAddress(zpubKey, 'evm', 0)).toThrow(/watch-only/);
  });
});

describe('parseExtendedPublicKey rejections', () => {
  it.each([
    ['xprv', 'evm', account("m/44'/60'/0'").privateExtendedKey],
    ['zprv', 'btc', account("m/84'/0'/0'", ZPUB_VERSIONS).privateExtendedKey],
    ['vprv', 'btc', account("m/84'/1'/0'", VPUB_VERSIONS).privateExtendedKey],
    [
      'tprv',
      'tron',
      account("m/44'/195'/0'", { public: 0x043587cf, private: 0x04358394 }).privateExtendedKey,
    ],
  ] as const)('refuses a %s private key without echoing it', (prefix, family, key) => {
    expect(key.startsWith(prefix)).toBe(true);
    const error = rejection(() => parseExtendedPublicKey(key, family));
    expect(error.code).toBe('private_key');
    expect(error.message).not.toContain(key.slice(4, 20));
  });

  it('refuses malformed keys', () => {
    const corrupted = BIP84_ZPUB.slice(0, -1) + (BIP84_ZPUB.endsWith('s') ? 't' : 's');
    for (const bad of [
      '',
      'zpub',
      'not a key',
      corrupted,
      BIP84_ZPUB.slice(0, 100),
      ` ${BIP84_ZPUB}`,
    ]) {
      expect(rejection(() => parseExtendedPublicKey(bad, 'btc')).code).toBe('malformed_key');
    }
    // A valid base58check string of the wrong size, e.g. a TRON address.
    expect(rejection(() => parseExtendedPublicKey(TRON_0, 'tron')).code).toBe('malformed_key');
  });

  it('refuses versions that do not fit the family', () => {
    const ypub = account("m/49'/0'/0'", YPUB_VERSIONS).publicExtendedKey;
    expect(rejection(() => parseExtendedPublicKey(ypub, 'btc')).code).toBe('unsupported_version');
    expect(rejection(() => parseExtendedPublicKey(BIP84_ZPUB, 'evm')).code).toBe(
      'unsupported_version',
    );
  });

  it('refuses keys that are not at the hardened account level', () => {
    const notAccount = ['m', "m/44'/60'", "m/44'/60'/0'/0", 'm/44/60/0'];
    for (const path of notAccount) {
      const xpub = account(path).publicExtendedKey;
      expect(rejection(() => parseExtendedPublicKey(xpub, 'evm')).code).toBe('not_account_level');
    }
  });
});

describe('isValidAddress', () => {
  // EIP-55 test cases, as printed in the EIP.
  const EIP55 = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];

  it('EVM: EIP-55 checksums, unchecked single-case forms, and broken ones', () => {
    for (const address of EIP55) {
      expect(toEvmChecksum(address.toLowerCase())).toBe(address);
      expect(isValidAddress('evm', address)).toBe(true);
      expect(isValidAddress('evm', address.toLowerCase())).toBe(true);
      expect(isValidAddress('evm', `0x${address.slice(2).toUpperCase()}`)).toBe(true);
    }
    expect(isValidAddress('evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1Beaed')).toBe(false);
    for (const bad of [
      '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0x5aAeb605',
      '0X5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED',
      `${EVM_0}00`,
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg',
    ]) {
      expect(isValidAddress('evm', bad)).toBe(false);
    }
    expect(() => toEvmChecksum('0x1234')).toThrow(/not an EVM address/);
  });

  // BIP-350 section "Test vectors for v0-v16 native segregated witness addresses".
  it.each([
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'mainnet'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'mainnet'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'testnet'],
    ['tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy', 'testnet'],
    ['tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', 'testnet'],
  ] as const)('BTC: %s is valid on %s only', (address, network) => {
    expect(isValidAddress('btc', address, network)).toBe(true);
    expect(isValidAddress('btc', address, network === 'mainnet' ? 'testnet' : 'mainnet')).toBe(
      false,
    );
  });

  it('BTC: BIP-173 and BIP-350 invalid addresses', () => {
    const invalid = [
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', // wrong checksum
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7', // mixed case
      'tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty', // unknown HRP
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', // v1 with bech32
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', // v0 with bech32m
      'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', // witness version 17
      'bc1pw5dgrnzv', // 1-byte program
      'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', // 16-byte v0 program
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', // excess padding
      'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', // non-zero padding
      'bc1gmk9yu', // empty data
      // The BIP-173 v1 example, invalid since BIP-350 moved v1+ to bech32m.
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx',
    ];
    for (const address of invalid) {
      expect(isValidAddress('btc', address), address).toBe(false);
      expect(isValidAddress('btc', address, 'testnet'), address).toBe(false);
    }
  });

  it('BTC: refuses by policy the BIP-350 programs nobody can spend today', () => {
    for (const address of [
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y', // v1, 40 bytes
      'BC1SW50QGDZ25J', // v16
      'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', // v2
    ]) {
      expect(isValidAddress('btc', address), address).toBe(false);
    }
  });

  it('BTC: legacy base58 P2PKH and P2SH, checked against the network', () => {
    const genesis = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
    const p2sh = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';
    expect(isValidAddress('btc', genesis)).toBe(true);
    expect(isValidAddress('btc', p2sh)).toBe(true);
    expect(isValidAddress('btc', genesis, 'testnet')).toBe(false);
    expect(isValidAddress('btc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBe(false);
    const testnetP2pkh = btcAddress.toBase58Check(btcAddress.fromBase58Check(genesis).hash, 0x6f);
    expect(isValidAddress('btc', testnetP2pkh, 'testnet')).toBe(true);
    expect(isValidAddress('btc', testnetP2pkh)).toBe(false);
  });

  it('TRON: base58check with the 0x41 prefix and 21 bytes', () => {
    expect(isValidAddress('tron', TRON_0)).toBe(true);
    expect(isValidAddress('tron', TRON_0, 'testnet')).toBe(true);
    const corrupted = TRON_0.slice(0, -1) + (TRON_0.endsWith('H') ? 'J' : 'H');
    for (const bad of [
      corrupted,
      TRON_0.toLowerCase(),
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      EVM_0,
      '',
    ]) {
      expect(isValidAddress('tron', bad), bad).toBe(false);
    }
  });
});
