import { ERRORS } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('deposit routes', () => {
  it('hands out an address, accepts a faucet drip on the simulated chain, and keeps records private', async () => {
    const s = await registerAccount(t);
    const auth = { token: s.token };
    const address = reply<{ address: string; simulated: boolean; confirmations: number }>(
      await t.get('/uc/asset/deposit/address', { symbol: 'usdt', chain: 'trc20' }, auth),
    );
    expect(address.code).toBe(0);
    expect(address.data).toMatchObject({ simulated: true, confirmations: 20 });
    expect(address.data.address).toMatch(/^T/);
    const drip = reply<{ txid: string; amount: string }>(
      await t.post('/uc/asset/faucet', { symbol: 'USDT', chain: 'TRC20' }, auth),
    );
    expect(drip.data.amount).toBe('1000');
    expect(drip.data.txid).toMatch(/^0x[0-9a-f]{64}$/);
    expect(reply(await t.get('/uc/asset/deposit/detail', { id: 1 }, auth)).code).toBe(
      ERRORS.DEPOSIT_NOT_FOUND.code,
    );
    expect(
      reply(await t.get('/uc/asset/deposit/address', { symbol: 'LTC', chain: 'LTC' }, auth)).code,
    ).toBe(ERRORS.CHANNEL_NOT_OPEN.code);
    expect(
      reply(await t.get('/uc/asset/deposit/address', { symbol: 'USDT', chain: 'BTC' }, auth)).code,
    ).toBe(ERRORS.DEPOSIT_CHAIN_WRONG.code);
    expect(reply(await t.get('/uc/asset/deposit/list', { pageNo: 1 })).code).toBe(401);
  });
});
