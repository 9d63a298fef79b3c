import { hexToBytes } from '@noble/hashes/utils.js';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import {
  RESERVE_FAMILIES,
  reserveAddressOf,
  reserveMessage,
  signReserveMessage,
  verifyReserveSignature,
} from './reserves.js';

const KEY = hexToBytes('4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318');
const OTHER = hexToBytes('8da4ef21b864d2cc526dbdb2a120bd2874c36c9d0a1fb7f8c63d7f7a8b41de8f');
const message = reserveMessage({
  platform: 'Exchange',
  network: 'ETH',
  address: '0xabc',
  signedAt: Date.UTC(2026, 10, 29, 12),
});

describe('reserve signatures', () => {
  it('words the message with the platform, address, network and day', () => {
    expect(message).toBe('Exchange proof of reserves\nI control 0xabc on ETH.\nDate: 2026-11-29');
  });

  it('accepts a signature MetaMask would make (viem personal_sign), checksummed or not', async () => {
    const account = privateKeyToAccount(
      '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
    );
    const signature = await account.signMessage({ message });
    expect(verifyReserveSignature('evm', account.address, message, signature)).toBe(true);
    expect(verifyReserveSignature('evm', account.address.toLowerCase(), message, signature)).toBe(
      true,
    );
    expect(reserveAddressOf('evm', KEY)).toBe(account.address.toLowerCase());
    expect(signReserveMessage('evm', KEY, message)).toBe(signature);
  });

  it('accepts a Bitcoin Core signmessage signature (a published BIP-137 vector)', () => {
    // bitcoinjs-message's README example: key L4rK1yDtCWekvXuE6oXD9jCYfFNV2cWRpVuPLBcCU2z8TrisoyY1.
    expect(
      verifyReserveSignature(
        'btc',
        '1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV',
        'This is an example of a signed message.',
        'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk=',
      ),
    ).toBe(true);
  });

  it.each(RESERVE_FAMILIES)(
    '%s: signs and verifies its own address, and nothing else',
    (family) => {
      const address = reserveAddressOf(family, KEY);
      const signature = signReserveMessage(family, KEY, message);
      expect(verifyReserveSignature(family, address, message, signature)).toBe(true);
      // Another message, another key's address, a changed byte, garbage.
      expect(verifyReserveSignature(family, address, `${message} `, signature)).toBe(false);
      expect(
        verifyReserveSignature(family, reserveAddressOf(family, OTHER), message, signature),
      ).toBe(false);
      const forged =
        signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
      expect(verifyReserveSignature(family, address, message, forged)).toBe(false);
      expect(verifyReserveSignature(family, address, message, 'not a signature')).toBe(false);
      expect(verifyReserveSignature(family, address, message, '')).toBe(false);
    },
  );

  it('btc: a compressed key answers for its legacy, nested and native segwit addresses', () => {
    const signature = signReserveMessage('btc', KEY, message);
    const native = reserveAddressOf('btc', KEY);
    expect(native).toMatch(/^bc1q/);
    expect(verifyReserveSignature('btc', native.toUpperCase(), message, signature)).toBe(true);
  });

  it('tron: addresses are base58 with the T prefix; an EVM signature is not a TRON one', () => {
    const address = reserveAddressOf('tron', KEY);
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const evmSignature = signReserveMessage('evm', KEY, message);
    expect(verifyReserveSignature('tron', address, message, evmSignature)).toBe(false);
  });
});
