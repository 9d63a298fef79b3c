import { ERRORS, PERMISSIONS, type Coin } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  consoleGet,
  consoleOperator,
  consolePost,
  type ConsoleOperator,
} from '../../test/console.js';

const code = (key: keyof typeof ERRORS) => ERRORS[key].code;
let t: TestApp;
let op: ConsoleOperator;
beforeAll(async () => {
  t = await createTestApp();
  await consoleOperator(t, PERMISSIONS);
  op = await consoleOperator(t, ['config.manage', 'audit.read']);
});
afterAll(() => t.close());

const trc20 = async () =>
  reply<Coin[]>(await t.get('/uc/asset/coins'))
    .data.find((c) => c.symbol === 'USDT')
    ?.chains.find((c) => c.chain === 'TRC20');

describe('configuration from the console', () => {
  it("changes a chain's withdrawal settings, which users see at once, and audits before and after", async () => {
    const before = await trc20();
    const res = await consolePost(t, op.token, '/config/chains/USDT/TRC20', {
      withdrawEnabled: false,
      withdrawFee: '2.5',
      withdrawDailyCount: 3,
    });
    expect(res.json().data, res.body).toMatchObject({ withdrawEnabled: false, withdrawFee: '2.5' });
    expect(await trc20()).toMatchObject({
      withdrawEnabled: false,
      withdrawFee: '2.5',
      withdrawDailyCount: 3,
    });
    const audit = reply<{
      list: { action: string; target: string; detail: { before: unknown; after: unknown } }[];
    }>(await consoleGet(t, op.token, '/audit', { action: 'config.chain' })).data.list[0];
    expect(audit).toMatchObject({ target: 'chain:USDT:TRC20' });
    expect(audit?.detail.before).toMatchObject({
      withdrawEnabled: before?.withdrawEnabled,
      withdrawFee: before?.withdrawFee,
    });
    expect(audit?.detail.after).toMatchObject({ withdrawEnabled: false, withdrawFee: '2.5' });
  });

  it('refuses a minimum above the maximum, an unknown chain and an empty change, changing nothing', async () => {
    const before = await trc20();
    const cases: [string, unknown, keyof typeof ERRORS][] = [
      [
        '/config/chains/USDT/TRC20',
        { withdrawMin: '900000000', withdrawMax: '10' },
        'FIELD_OUT_OF_RANGE',
      ],
      ['/config/chains/USDT/NOPE', { withdrawEnabled: true }, 'DEPOSIT_CHAIN_WRONG'],
      ['/config/chains/USDT/TRC20', {}, 'FIELD_REQUIRED'],
      ['/config/chains/USDT/TRC20', { withdrawFee: '-1' }, 'AMOUNT_INVALID'],
      ['/config/chains/USDT/TRC20', { withdrawWindow: '25:00-26:00' }, 'FIELD_FORMAT'],
    ];
    for (const [path, body, key] of cases)
      expect(
        (await consolePost(t, op.token, path, body)).json().code,
        `${path} ${JSON.stringify(body)}`,
      ).toBe(code(key));
    expect(await trc20()).toEqual(before);
  });

  it('sets a pricing-currency rate and refuses to rescale USD', async () => {
    const res = await consolePost(t, op.token, '/config/currencies/cny', { rate: '7.25' });
    expect(res.json().data, res.body).toMatchObject({ name: 'CNY', rate: '7.25' });
    const listed = reply<{ name: string; rate: string }[]>(
      await consoleGet(t, op.token, '/config/currencies'),
    ).data;
    expect(listed.find((c) => c.name === 'CNY')?.rate).toBe('7.25');
    expect(
      (await consolePost(t, op.token, '/config/currencies/USD', { rate: '2' })).json().code,
    ).toBe(code('FIELD_FORMAT'));
    expect(
      (await consolePost(t, op.token, '/config/currencies/CNY', { rate: '0' })).json().code,
    ).toBe(code('AMOUNT_INVALID'));
  });
});
