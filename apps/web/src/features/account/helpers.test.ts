import { describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { boundChannels } from './factors';
import { maskEmail, maskPhone, securityLevel, shortAddress } from './mask';
import { currentStepUpToken, useStepUp, validStepUpToken } from './stepUp';
import { injectedWallet, signInWithWallet, utf8ToHex, WalletRejected } from './wallet';

vi.mock('../../api', () => ({ api: { get: vi.fn() } }));

describe('masks and levels', () => {
  it('masks contacts idempotently', () => {
    expect(maskEmail('alice@example.com')).toBe('a***@example.com');
    expect(maskEmail(maskEmail('alice@example.com'))).toBe('a***@example.com');
    expect(maskPhone('13800138000', '86')).toBe('+86 ****8000');
    expect(maskPhone('****8000', '+86')).toBe('+86 ****8000');
    expect(shortAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234…5678');
  });

  it('rates security by bound factors, the authenticator counting double', () => {
    const none = { email: false, phone: false, google: false, fundPassword: false };
    expect(securityLevel(none)).toBe('low');
    expect(securityLevel({ ...none, email: true })).toBe('low');
    expect(securityLevel({ ...none, google: true })).toBe('medium');
    expect(securityLevel({ ...none, email: true, google: true, fundPassword: true })).toBe('high');
  });

  it('lists the channels a user can verify with', () => {
    expect(boundChannels({ email: 'a***@x.com', phone: '', googleBound: true })).toEqual([
      'email',
      'google',
    ]);
    expect(boundChannels({ email: '', phone: '', googleBound: false })).toEqual([]);
  });
});

describe('step-up token', () => {
  it('is valid until it expires and lives only in memory', () => {
    useStepUp.getState().remember('step-1', 300, 1_000);
    expect(validStepUpToken(useStepUp.getState(), 300_999)).toBe('step-1');
    expect(validStepUpToken(useStepUp.getState(), 301_000)).toBeNull();
    expect(window.localStorage.length).toBe(0);
    useStepUp.getState().clear();
    expect(currentStepUpToken()).toBeNull();
  });
});

describe('wallet login (EIP-1193, EIP-4361)', () => {
  const address = '0x1234567890abcdef1234567890abcdef12345678';
  const signature = `0x${'ab'.repeat(65)}`;

  it('finds only a provider with request()', () => {
    expect(injectedWallet({})).toBeNull();
    expect(injectedWallet({ ethereum: {} })).toBeNull();
    expect(injectedWallet({ ethereum: { request: () => undefined } })).not.toBeNull();
  });

  it('asks for an account, signs the server message as UTF-8 hex', async () => {
    vi.mocked(api.get).mockResolvedValue({ message: 'Sign in ✓', nonce: 'n', expiresAt: '' });
    const request = vi.fn(async ({ method }: { method: string }) =>
      method === 'eth_requestAccounts' ? [address] : signature,
    );
    expect(await signInWithWallet({ request })).toEqual({ message: 'Sign in ✓', signature });
    expect(vi.mocked(api.get).mock.calls[0]?.[2]).toEqual({ query: { address } });
    expect(request).toHaveBeenLastCalledWith({
      method: 'personal_sign',
      params: [utf8ToHex('Sign in ✓'), address],
    });
    // U+2713 is three bytes in UTF-8.
    expect(utf8ToHex('Hi ✓')).toBe('0x486920e29c93');
  });

  it('reports a refusal in the wallet as WalletRejected', async () => {
    const refuse = vi.fn(() => Promise.reject(new Error('User rejected')));
    await expect(signInWithWallet({ request: refuse })).rejects.toBeInstanceOf(WalletRejected);
  });
});
