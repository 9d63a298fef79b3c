import type { Session } from '@exchange/contracts';
import { getAddress, verifyMessage, type Hex } from 'viem';
import { createSiweMessage, generateSiweNonce, parseSiweMessage } from 'viem/siwe';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { deviceLabel } from './device.core.js';
import type { AccountService, RequestContext } from './account.service.js';
import type { AccountStore } from './account.store.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { UserRow } from './account.tables.js';
import type { SessionService } from './session.service.js';

export const SIWE_TTL_MS = 10 * 60_000;

/**
 * Sign-In With Ethereum (EIP-4361). The server writes the message (domain,
 * nonce, expiry), the wallet signs it, and we recover the signer. A nonce
 * works once. A wallet logs in only to the account it was linked to while
 * logged in; an unlinked wallet never creates an account by itself.
 */
export function createWalletLoginService(deps: {
  store: AccountStore;
  accounts: AccountService;
  sessions: SessionService;
  clock: Clock;
}) {
  const { store, clock } = deps;
  const { db } = store;

  return {
    async message(address: string, domain: string, uri: string) {
      const nonce = generateSiweNonce();
      const issuedAt = new Date(clock.nowMs());
      const expirationTime = new Date(issuedAt.getTime() + SIWE_TTL_MS);
      const checksummed = getAddress(address);
      const message = createSiweMessage({
        domain,
        address: checksummed,
        statement: 'Sign in to Exchange. This request costs no gas and moves no funds.',
        uri,
        version: '1',
        chainId: 1,
        nonce,
        issuedAt,
        expirationTime,
      });
      await db
        .insertInto('siwe_nonce')
        .values({
          nonce,
          address: checksummed.toLowerCase(),
          expires_at: expirationTime,
          used_at: null,
        })
        .execute();
      return { message, nonce, expiresAt: expirationTime.toISOString() };
    },

    /**
     * Errors: WALLET_SIGNATURE_INVALID (malformed, wrong domain or signer),
     * WALLET_MESSAGE_EXPIRED (expired or reused nonce), WALLET_NOT_LINKED,
     * WALLET_ALREADY_LINKED, USER_LOCKED, USER_FROZEN.
     */
    async login(
      message: string,
      signature: Hex,
      domain: string,
      current: UserRow | null,
      context: RequestContext,
    ): Promise<Session> {
      const fields = parseSiweMessage(message);
      if (!fields.address || !fields.nonce || fields.domain !== domain)
        throw new AppError('WALLET_SIGNATURE_INVALID');
      const valid = await verifyMessage({ address: fields.address, message, signature }).catch(
        () => false,
      );
      if (!valid) throw new AppError('WALLET_SIGNATURE_INVALID');
      const address = fields.address.toLowerCase();
      const now = new Date(clock.nowMs());
      const claimed = await db
        .updateTable('siwe_nonce')
        .set({ used_at: now })
        .where('nonce', '=', fields.nonce)
        .where('address', '=', address)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('nonce')
        .executeTakeFirst();
      if (!claimed) throw new AppError('WALLET_MESSAGE_EXPIRED');

      let user = await store.userByWallet(address);
      if (!user) {
        if (!current) throw new AppError('WALLET_NOT_LINKED');
        if (current.wallet_address) throw new AppError('WALLET_ALREADY_LINKED');
        try {
          user = await store.updateUser(current.id, { wallet_address: address });
        } catch (error) {
          if (isUniqueViolation(error, 'app_user_wallet'))
            throw new AppError('WALLET_ALREADY_LINKED');
          throw error;
        }
        await deps.accounts.log(user, 'wallet_link', context);
      } else if (current && current.id !== user.id) {
        throw new AppError('WALLET_ALREADY_LINKED');
      }
      if (user.status !== 'active')
        throw new AppError(user.status === 'locked' ? 'USER_LOCKED' : 'USER_FROZEN');
      const token = await deps.sessions.issue(user.id, {
        ip: context.ip,
        device: deviceLabel(context.userAgent),
      });
      await deps.accounts.log(user, 'login', context);
      return deps.accounts.sessionState(user, token);
    },
  };
}

export type WalletLoginService = ReturnType<typeof createWalletLoginService>;
