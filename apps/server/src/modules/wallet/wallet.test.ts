import { ERRORS, type Session, type WalletOverview } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { registerAccount, reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { checkLedger, createLedger, type Ledger } from '../ledger/index.js';
import { deposit } from '../ledger/ledger.test-support.js';

let t: TestApp;
let ledger: Ledger;
beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedger(t.database.db, manualClock());
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

const code = (key: keyof typeof ERRORS) => ERRORS[key].code;
let rid = 0;
const requestId = () => `req${Date.now()}${(rid += 1)}`;

async function funded(usdt = '100'): Promise<Session> {
  const session = await registerAccount(t);
  await deposit(ledger, `fund-${session.usercode}`, session.member.id, usdt);
  return session;
}

describe('wallet overview and detail', () => {
  it('lists every coin in spot and totals them at the index price', async () => {
    const s = await funded('100');
    await deposit(ledger, `btc-${s.usercode}`, s.member.id, '0.5', 'BTC');
    const overview = reply<WalletOverview>(
      await t.get('/uc/asset/wallet', undefined, { token: s.token }),
    ).data;
    // The simulated index starts BTC at 95,000 USDT.
    expect(overview.totalUsd).toBe('47600');
    expect(overview.unpriced).toEqual([]);
    const spot = overview.accounts.find((a) => a.wallet === 'spot');
    expect(spot?.assets.map((a) => a.asset)).toEqual(
      expect.arrayContaining(['BTC', 'ETH', 'USDT', 'TRX']),
    );
    expect(spot?.assets.find((a) => a.asset === 'USDT')).toMatchObject({
      available: '100',
      total: '100',
      usdValue: '100',
    });
    expect(spot?.assets.find((a) => a.asset === 'BTC')).toMatchObject({
      total: '0.5',
      usdValue: '47500',
    });
    expect(overview.accounts.map((a) => a.wallet)).toEqual([
      'spot',
      'contract',
      'delivery',
      'finance',
      'mining',
    ]);
  });

  it('shows an asset with its chains, and refuses an unknown one', async () => {
    const s = await funded();
    const usdt = reply<{ coin: { chains: { chain: string }[] } }>(
      await t.get('/uc/asset/wallet/usdt', undefined, { token: s.token }),
    );
    expect(usdt.data.coin.chains.map((c) => c.chain)).toEqual(['ERC20', 'TRC20']);
    expect(reply(await t.get('/uc/asset/wallet/NOPE', undefined, { token: s.token })).code).toBe(
      code('ASSET_UNKNOWN'),
    );
    expect(reply(await t.get('/uc/asset/wallet/USDT')).code).toBe(401);
  });
});

describe('transfers between own accounts', () => {
  it('moves once per requestId and records the change', async () => {
    const s = await funded('100');
    const body = {
      asset: 'USDT',
      from: 'spot',
      to: 'contract',
      amount: '40.5',
      requestId: requestId(),
    };
    const first = reply<{ transactionId: string; replayed: boolean }>(
      await t.post('/uc/asset/transfer', body, { token: s.token }),
    );
    const again = reply<{ transactionId: string; replayed: boolean }>(
      await t.post('/uc/asset/transfer', body, { token: s.token }),
    );
    expect(first.data.replayed).toBe(false);
    expect(again.data).toEqual({ transactionId: first.data.transactionId, replayed: true });
    const changed = await t.post(
      '/uc/asset/transfer',
      { ...body, amount: '1' },
      { token: s.token },
    );
    expect(reply(changed).code).toBe(code('IDEMPOTENCY_CONFLICT'));
    const overview = reply<WalletOverview>(
      await t.get('/uc/asset/wallet', undefined, { token: s.token }),
    ).data;
    const usdt = (w: string) =>
      overview.accounts.find((a) => a.wallet === w)?.assets.find((a) => a.asset === 'USDT');
    expect(usdt('spot')?.available).toBe('59.5');
    expect(usdt('contract')?.available).toBe('40.5');

    const history = reply<{
      list: { type: string; product: string; changes: { wallet: string; amount: string }[] }[];
      total: number;
    }>(
      await t.get(
        '/uc/wallet_history/list',
        { historyType: 'transfer', pageNo: 1 },
        { token: s.token },
      ),
    );
    // One line for the one transfer, showing both accounts it moved.
    expect(history.data.total).toBe(1);
    expect(history.data.list[0]?.product).toBe('wallet');
    expect(history.data.list[0]?.changes.map((c) => [c.wallet, c.amount]).sort()).toEqual([
      ['contract', '40.5'],
      ['spot', '-40.5'],
    ]);
  });

  it.each([
    [{ from: 'spot', to: 'spot' }, 'TRANSFER_SAME_ACCOUNT'],
    [{ amount: '100.000001' }, 'INSUFFICIENT_BALANCE'],
    [{ amount: '0.0000001' }, 'AMOUNT_PRECISION'],
    [{ amount: '-1' }, 'AMOUNT_INVALID'],
    [{ amount: '0' }, 'AMOUNT_INVALID'],
    [{ asset: 'NOPE' }, 'ASSET_UNKNOWN'],
    [{ to: 'savings' }, 'FIELD_FORMAT'],
    [{ requestId: 'x' }, 'FIELD_FORMAT'],
  ] as const)('refuses %j with %s and moves nothing', async (override, key) => {
    const s = await funded('100');
    const body = {
      asset: 'USDT',
      from: 'spot',
      to: 'contract',
      amount: '1',
      requestId: requestId(),
      ...override,
    };
    expect(reply(await t.post('/uc/asset/transfer', body, { token: s.token })).code).toBe(
      code(key),
    );
    const overview = reply<WalletOverview>(
      await t.get('/uc/asset/wallet', undefined, { token: s.token }),
    ).data;
    expect(overview.accounts[0]?.assets.find((a) => a.asset === 'USDT')?.available).toBe('100');
  });
});

describe('transfers to another user', () => {
  it('needs a target UID, a real one, and the fund password', async () => {
    const from = await funded('50');
    const to = await registerAccount(t);
    const auth = { token: from.token };
    const base = { asset: 'USDT', amount: '20', fundPassword: '123456', requestId: requestId() };
    expect(reply(await t.post('/uc/asset/transfer/user', base, auth)).code).toBe(
      code('TARGET_UID_REQUIRED'),
    );
    // Before the fund password is right, an unknown UID reads like any other:
    // probing which UIDs exist costs fund-password tries.
    expect(
      reply(await t.post('/uc/asset/transfer/user', { ...base, toUid: '99999999' }, auth)).code,
    ).toBe(code('FUND_PASSWORD_NOT_SET'));
    expect(
      reply(await t.post('/uc/asset/transfer/user', { ...base, toUid: to.usercode }, auth)).code,
    ).toBe(code('FUND_PASSWORD_NOT_SET'));
    await t.post(
      '/uc/security/fund-password/set',
      { fundPassword: '123456', confirm: '123456' },
      auth,
    );
    for (const toUid of ['99999999', to.usercode])
      expect(
        reply(
          await t.post('/uc/asset/transfer/user', { ...base, toUid, fundPassword: '654321' }, auth),
        ).code,
      ).toBe(code('FUND_PASSWORD_WRONG'));
    expect(
      reply(await t.post('/uc/asset/transfer/user', { ...base, toUid: '99999999' }, auth)).code,
    ).toBe(code('INVALID_UID'));
    expect(
      reply(await t.post('/uc/asset/transfer/user', { ...base, toUid: from.usercode }, auth)).code,
    ).toBe(code('TRANSFER_SAME_ACCOUNT'));
    expect(
      reply(await t.post('/uc/asset/transfer/user', { ...base, toUid: to.usercode }, auth)).code,
    ).toBe(0);
    const theirs = reply<WalletOverview>(
      await t.get('/uc/asset/wallet', undefined, { token: to.token }),
    ).data;
    expect(theirs.totalUsd).toBe('20');
  });
});

describe('withdrawal readiness', () => {
  it('needs a fund password and an authenticator or both email and phone', async () => {
    const s = await registerAccount(t);
    const flags = reply<{ enabled: boolean; fundPasswordSet: boolean }>(
      await t.get('/uc/wallet/withdraw/walletWithdrawEnable', undefined, { token: s.token }),
    );
    expect(flags.data).toMatchObject({
      enabled: false,
      fundPasswordSet: false,
      googleBound: false,
      emailBound: false,
      phoneBound: false,
    });
  });
});
