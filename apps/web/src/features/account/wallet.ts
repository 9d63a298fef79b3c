import { PATHS, siweMessageSchema } from '@exchange/contracts';
import { api } from '../../api';

/** The EIP-1193 surface wallet login needs; injected by browser wallets as `window.ethereum`. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

function isProvider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  );
}

/** The injected wallet, if the browser has one. */
export function injectedWallet(scope: object = window): Eip1193Provider | null {
  const candidate: unknown = (scope as { ethereum?: unknown }).ethereum;
  return isProvider(candidate) ? candidate : null;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;

/** personal_sign takes the message as hex of its UTF-8 bytes (EIP-191). */
export function utf8ToHex(text: string): string {
  let hex = '0x';
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

export class WalletRejected extends Error {
  override readonly name = 'WalletRejected';
}

/**
 * Sign-In with Ethereum (EIP-4361): the wallet shares an address, the server
 * writes the message (domain, nonce, expiry), the wallet signs it. The
 * returned pair is what POST /loginByEth checks. A refusal in the wallet
 * rejects with WalletRejected so the screen can stay quiet about it.
 */
export async function signInWithWallet(
  provider: Eip1193Provider,
): Promise<{ message: string; signature: string }> {
  let accounts: unknown;
  try {
    accounts = await provider.request({ method: 'eth_requestAccounts' });
  } catch {
    throw new WalletRejected('accounts refused');
  }
  const address = Array.isArray(accounts) ? accounts[0] : undefined;
  if (typeof address !== 'string' || !ADDRESS.test(address)) {
    throw new WalletRejected('no account shared');
  }
  const { message } = await api.get(PATHS.siweNonce, siweMessageSchema, { query: { address } });
  let signature: unknown;
  try {
    signature = await provider.request({
      method: 'personal_sign',
      params: [utf8ToHex(message), address],
    });
  } catch {
    throw new WalletRejected('signature refused');
  }
  if (typeof signature !== 'string' || !SIGNATURE.test(signature)) {
    throw new WalletRejected('malformed signature');
  }
  return { message, signature };
}
