import type { MyAd, P2pOrder, PaymentMethod, Session } from '@exchange/contracts';
import { add, decimal, toPlainString } from '@exchange/money';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { fundedAccount, registerAccount, reply, type Reply } from './accounts.js';
import type { TestApp } from './app.js';
import { consoleGet, consoleOperator, consolePost, type ConsoleOperator } from './console.js';
import { uploadImage } from '../modules/files/files.test-support.js';
import { createLedger } from '../modules/ledger/index.js';

let idNumbers = 0;

/**
 * The people of P2P tests, made the way users are: verified through the
 * identity module and decided by operators, merchants certified with their
 * deposit locked by two operators, balances credited through the ledger.
 */
export async function p2pPeople(t: TestApp) {
  const ledger = createLedger(t.database.db, t.clock);
  let reviewer: ConsoleOperator = await consoleOperator(t, ['identity.review']);
  let checker: ConsoleOperator = await consoleOperator(t, ['identity.review']);
  let signedInAt = t.clock.nowMs();
  /** Console sessions end when idle: tests that move the clock sign the operators in again. */
  async function operators() {
    if (t.clock.nowMs() - signedInAt > 10 * 60_000) {
      reviewer = await consoleOperator(t, ['identity.review']);
      checker = await consoleOperator(t, ['identity.review']);
    }
    signedInAt = t.clock.nowMs();
    return { reviewer, checker };
  }

  async function approveNewest(userId: number): Promise<void> {
    const { reviewer } = await operators();
    const queue = reply<{ list: { id: number; userId: number }[] }>(
      await consoleGet(t, reviewer.token, '/identity/applications', { q: String(userId) }),
    );
    const id = queue.data.list.find((item) => item.userId === userId)?.id;
    const res = reply(await consolePost(t, reviewer.token, `/identity/applications/${id}/approve`));
    expect(res.code, res.message).toBe(0);
  }

  /** A user (funded with `assets`, fund password 123456) whose primary verification passed under `name`. */
  async function verified(name: string, assets: Record<string, string> = {}): Promise<Session> {
    return verify(await fundedAccount(t, ledger, assets), name);
  }

  /** Passes primary verification for an existing user, under `name`. */
  async function verify(s: Session, name: string): Promise<Session> {
    const photo = () => uploadImage(t, s.token);
    const applied = reply(
      await t.post(
        '/uc/approve/real/name',
        {
          areaCode: 'DE',
          idname: 'passport',
          idCard: `T${Date.now().toString(36).toUpperCase()}${(idNumbers += 1)}`,
          realName: name,
          idCardFront: await photo(),
          idCardBack: await photo(),
          handHeldIdCard: await photo(),
        },
        { token: s.token },
      ),
    );
    expect(applied.code, applied.message).toBe(0);
    await approveNewest(s.member.id);
    return s;
  }

  /** A verified user with advanced verification passed too. */
  async function advanced(name: string, assets: Record<string, string> = {}): Promise<Session> {
    const s = await verified(name, assets);
    const res = reply(
      await t.post(
        '/uc/approve/real/high/apply',
        {
          selfie: await uploadImage(t, s.token),
          homeAddress: '1 Main St',
          workAddress: '2 Work Rd',
        },
        { token: s.token },
      ),
    );
    expect(res.code, res.message).toBe(0);
    await approveNewest(s.member.id);
    return s;
  }

  /** A certified merchant: the 15,000 USDT deposit is locked on top of `assets`. */
  async function merchant(name: string, assets: Record<string, string> = {}): Promise<Session> {
    const usdt = decimal(assets.USDT ?? '0');
    const s = await advanced(name, {
      ...assets,
      USDT: toPlainString(add(usdt, decimal('15000'))),
    });
    const applied = reply<{ id: number }>(
      await t.post(
        '/uc/approve/certified/business/apply',
        { coin: 'USDT', requestId: `biz-${s.member.id}-0001` },
        { token: s.token },
      ),
    );
    expect(applied.code, applied.message).toBe(0);
    const { reviewer, checker } = await operators();
    for (const op of [reviewer, checker]) {
      const res = reply(
        await consolePost(t, op.token, `/identity/business/${applied.data.id}/approve`, {}),
      );
      expect(res.code, res.message).toBe(0);
    }
    return s;
  }

  /** Saves a payment method of the caller's verified name. */
  async function method(
    s: Session,
    name: string,
    type = 'bank_card',
    extra: Record<string, unknown> = {},
  ): Promise<PaymentMethod> {
    const res = reply<PaymentMethod>(
      await t.post(
        '/uc/payment/saveOrUpdate',
        {
          type,
          realName: name,
          bankName: type === 'bank_card' || type === 'swift' ? 'Test Bank' : undefined,
          account: `ACC-${s.member.id}-${type}`,
          ...extra,
        },
        { token: s.token },
      ),
    );
    expect(res.code, res.message).toBe(0);
    return res.data;
  }

  /** A user's spot balance of `asset`: available and frozen, as plain decimals. */
  async function balance(s: Session, asset: string) {
    const { rows } = await sql<{ available: string; frozen: string }>`
      select available, frozen from ledger_account
      where user_id = ${s.member.id} and wallet = 'spot' and asset = ${asset}`.execute(
      t.database.db,
    );
    const row = rows[0];
    return {
      available: toPlainString(decimal(row?.available ?? '0')),
      frozen: toPlainString(decimal(row?.frozen ?? '0')),
    };
  }

  return {
    ledger,
    operators,
    verified,
    verify,
    advanced,
    merchant,
    method,
    balance,
    registerAccount: () => registerAccount(t),
  };
}

export type P2pPeople = Awaited<ReturnType<typeof p2pPeople>>;

/** The P2P calls as a client makes them. */
export function p2pCalls(t: TestApp) {
  const call =
    <T>(path: string) =>
    async (s: Session, body: object = {}): Promise<Reply<T>> =>
      reply<T>(await t.post(`/uc${path}`, body, { token: s.token }));
  return {
    createAd: call<MyAd>('/otc/advertise/application/create'),
    updateAd: call<MyAd>('/otc/advertise/application/update'),
    listAd: call<MyAd>('/otc/advertise/application/on/shelves'),
    delistAd: call<MyAd>('/otc/advertise/application/off/shelves'),
    closeAd: call<MyAd>('/otc/advertise/application/delete'),
    myAds: call<{ list: MyAd[]; total: number }>('/otc/advertise/application/all'),
    adDetail: call<MyAd>('/otc/advertise/application/detail'),
    preview: call<{
      refusal: string | null;
      ownMethods: { id: number }[];
      firstTradeCap: string | null;
    }>('/otc/order/pre'),
    buy: call<P2pOrder>('/otc/order/buy'),
    sell: call<P2pOrder>('/otc/order/sell'),
    quickBuy: call<P2pOrder>('/otc/order/quick-buy'),
    quickSell: call<P2pOrder>('/otc/order/quick-sell'),
    pay: call<P2pOrder>('/otc/order/pay'),
    cancel: call<P2pOrder>('/otc/order/cancel'),
    release: call<P2pOrder>('/otc/order/release'),
    detail: call<P2pOrder>('/otc/order/detail'),
    orders: call<{ list: P2pOrder[]; total: number }>('/otc/order/self'),
  };
}

/** A sell ad's terms: 1 USDT at 1.00 USD, orders of 100 to 500 USD. */
export const sellAd = (paymentMethodIds: number[], extra: Record<string, unknown> = {}) => ({
  side: 'sell',
  coin: 'USDT',
  fiat: 'USD',
  priceType: 'fixed',
  price: '1',
  quantity: '1000',
  minAmount: '100',
  maxAmount: '500',
  paymentMethodIds,
  paymentMinutes: 15,
  terms: 'Pay from your own account only.',
  autoReply: 'Hello, I am online.',
  requestId: `ad-${Math.random().toString(36).slice(2, 12)}`,
  ...extra,
});
