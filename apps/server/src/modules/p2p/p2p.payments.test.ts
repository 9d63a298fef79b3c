import {
  ERRORS,
  PAYMENT_TYPES,
  type ErrorKey,
  type PaymentMethod,
  type Session,
} from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAll } from '../../checks.js';
import { MODULES } from '../../modules.js';
import { registerAccount, reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createPostgresDatabase, describeWithPostgres } from '../../test/db.js';
import { consoleGet, consoleOperator, consolePost } from '../../test/console.js';
import { uploadImage } from '../files/files.test-support.js';

const code = (key: ErrorKey) => ERRORS[key].code;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect(await checkAll(t.database.db, MODULES)).toEqual([]);
  await t.close();
});

let numbers = 0;
/** A user whose primary verification passed under `name`, decided by an operator. */
async function verified(name = 'Li Wei', app = t): Promise<Session> {
  const s = await registerAccount(app);
  const photo = () => uploadImage(app, s.token);
  const applied = reply(
    await app.post(
      '/uc/approve/real/name',
      {
        areaCode: 'CN',
        idname: 'national_id',
        idCard: `P2P${Date.now().toString(36)}${(numbers += 1)}`,
        realName: name,
        idCardFront: await photo(),
        idCardBack: await photo(),
        handHeldIdCard: await photo(),
      },
      { token: s.token },
    ),
  );
  expect(applied.code, applied.message).toBe(0);
  const reviewer = await consoleOperator(app, ['identity.review']);
  const queue = (
    await consoleGet(app, reviewer.token, '/identity/applications', { q: String(s.member.id) })
  ).json<{ data: { list: { id: number }[] } }>();
  const id = queue.data.list[0]?.id;
  await consolePost(app, reviewer.token, `/identity/applications/${id}/approve`);
  return s;
}

const save = async (s: Session, body: object) =>
  reply<PaymentMethod>(await t.post('/uc/payment/saveOrUpdate', body, { token: s.token }));
const records = async (s: Session) =>
  reply<PaymentMethod[]>(await t.get('/uc/payment/getRecords', {}, { token: s.token })).data;

const card = {
  type: 'bank_card',
  realName: 'Li Wei',
  bankName: 'ICBC',
  account: '6222020200012345678',
};

describe('what P2P trades in', () => {
  it('lists the coins and the legal currencies to anyone, by GET or POST', async () => {
    for (const call of [() => t.get('/uc/otc/coin/all'), () => t.post('/uc/otc/coin/all', {})])
      expect(reply<{ coin: string }[]>(await call()).data.map((c) => c.coin)).toEqual([
        'USDT',
        'BTC',
        'ETH',
      ]);
    const currencies = reply<{ name: string }[]>(await t.post('/uc/currency/findAll', {})).data;
    expect(currencies.map((c) => c.name)).toEqual(
      reply<{ name: string }[]>(await t.get('/uc/member/currency')).data.map((c) => c.name),
    );
    expect(currencies.map((c) => c.name)).toContain('USD');
  });
});

describe('payment methods', () => {
  it('lists the payment types with what each needs, by GET or POST', async () => {
    const s = await registerAccount(t);
    const byGet = reply<
      { type: string; needsBank: boolean; acceptsQr: boolean; riskClass: number }[]
    >(await t.get('/uc/payment/list', {}, { token: s.token })).data;
    expect(byGet.map((p) => p.type)).toEqual([...PAYMENT_TYPES]);
    expect(byGet[0]).toMatchObject({ needsBank: true, acceptsQr: false, riskClass: 3 });
    expect(reply(await t.post('/uc/payment/list', {}, { token: s.token })).data).toEqual(byGet);
  });

  it('needs primary verification, and the verified name on every method', async () => {
    const unverified = await registerAccount(t);
    expect((await save(unverified, card)).code).toBe(code('REAL_NAME_NOT_PASSED'));
    const s = await verified('Li Wei');
    expect((await save(s, { ...card, realName: 'Wang Fang' })).code).toBe(
      code('P2P_PAYMENT_NAME_MISMATCH'),
    );
    expect(await records(s)).toEqual([]);
    const saved = await save(s, { ...card, realName: '  li   WEI ' });
    expect(saved.code, saved.message).toBe(0);
    expect(saved.data).toMatchObject({
      type: 'bank_card',
      realName: 'Li Wei',
      account: card.account,
    });
    // The account is sealed at rest: the number is nowhere in the table.
    const { rows } = await sql<{ n: string }>`select count(*) as n from p2p_payment_method
      where account like ${`%${card.account}%`}`.execute(t.database.db);
    expect(rows[0]?.n).toBe('0');
  });

  it('refuses a method without the details its type needs, or with another user’s QR code', async () => {
    const s = await verified();
    const other = await registerAccount(t);
    const cases: object[] = [
      { ...card, bankName: '' },
      { type: 'wechat', realName: 'Li Wei' },
      { type: 'crypto', realName: 'Li Wei', qrFileId: await uploadImage(t, s.token, 'document') },
      {
        type: 'alipay',
        realName: 'Li Wei',
        qrFileId: await uploadImage(t, other.token, 'document'),
      },
    ];
    for (const body of cases)
      expect((await save(s, body)).code).toBe(code('P2P_PAYMENT_DETAILS_INVALID'));
    expect((await save(s, { ...card, type: 'cheque' })).code).not.toBe(0);
    expect(await records(s)).toEqual([]);
    const qr = await uploadImage(t, s.token, 'document');
    expect(
      (await save(s, { type: 'alipay', realName: 'Li Wei', qrFileId: qr })).data,
    ).toMatchObject({
      type: 'alipay',
      account: null,
      qrFileId: qr,
    });
  });

  it('changes and deletes only the caller’s own, within the cap', async () => {
    const s = await verified();
    const other = await verified();
    const first = (await save(s, card)).data;
    const changed = await save(s, { ...card, id: first.id, branch: 'Beijing Xidan' });
    expect(changed.data).toMatchObject({ id: first.id, branch: 'Beijing Xidan' });
    expect((await save(other, { ...card, id: first.id })).code).toBe(
      code('P2P_PAYMENT_METHOD_NOT_FOUND'),
    );
    const remove = (session: Session, id: number) =>
      t.post('/uc/payment/delete', { id }, { token: session.token });
    expect(reply(await remove(other, first.id)).code).toBe(code('P2P_PAYMENT_METHOD_NOT_FOUND'));

    await sql`update p2p_setting set payment_method_cap = 2`.execute(t.database.db);
    expect((await save(s, { ...card, account: '6222000000000000002' })).code).toBe(0);
    const refused = await save(s, { ...card, account: '6222000000000000003' });
    expect(refused.code).toBe(code('P2P_PAYMENT_METHOD_LIMIT'));
    expect(refused.message).toContain('2');
    expect(reply(await remove(s, first.id)).code).toBe(0);
    expect(reply(await remove(s, first.id)).code).toBe(code('P2P_PAYMENT_METHOD_NOT_FOUND'));
    expect((await save(s, { ...card, account: '6222000000000000003' })).code).toBe(0);
    expect((await records(s)).map((m) => m.account)).toEqual([
      '6222000000000000002',
      '6222000000000000003',
    ]);
    await sql`update p2p_setting set payment_method_cap = 10`.execute(t.database.db);
  });
});

describe('P2P configuration in the console', () => {
  it('sets each type’s risk class and whether it is offered; an unoffered type cannot be added', async () => {
    const configurer = await consoleOperator(t, ['config.manage']);
    const reviewer = await consoleOperator(t, ['identity.review']);
    const path = '/p2p/payment-types';
    const current = (await consoleGet(t, configurer.token, path)).json<{
      data: { types: { type: string; riskClass: number; enabled: boolean }[] };
    }>().data.types;
    expect(current).toHaveLength(PAYMENT_TYPES.length);
    const changed = current.map((row) =>
      row.type === 'western_union' ? { ...row, enabled: false } : { ...row, riskClass: 2 },
    );
    expect((await consolePost(t, reviewer.token, path, { types: changed })).json()).toMatchObject({
      code: code('PERMISSION_DENIED'),
    });
    expect(
      (await consolePost(t, configurer.token, path, { types: changed.slice(1) })).json<{
        code: number;
      }>().code,
    ).not.toBe(0);
    expect(
      (
        await consolePost(t, configurer.token, path, {
          types: changed.map((row) => ({ ...row, type: 'bank_card' })),
        })
      ).json(),
    ).toMatchObject({ code: code('PARAM_INVALID') });
    expect((await consolePost(t, configurer.token, path, { types: changed })).json()).toMatchObject(
      {
        code: 0,
        data: { types: changed },
      },
    );
    const s = await verified();
    const offered = reply<{ type: string }[]>(
      await t.get('/uc/payment/list', {}, { token: s.token }),
    );
    expect(offered.data.map((p) => p.type)).not.toContain('western_union');
    expect(
      (await save(s, { type: 'western_union', realName: 'Li Wei', account: 'MTCN 1234567890' }))
        .code,
    ).toBe(code('P2P_PAYMENT_DETAILS_INVALID'));
    await consolePost(t, configurer.token, path, { types: current });

    const settings = '/p2p/settings';
    expect((await consoleGet(t, configurer.token, settings)).json()).toMatchObject({
      data: {
        paymentMethodCap: 10,
        adLimit: 20,
        openOrderLimit: 5,
        cancelLimit: 3,
        releaseMinutes: 30,
        appealSecondUsd: '10000',
      },
    });
    // A change of one setting leaves the others; an empty change is refused.
    expect(
      (await consolePost(t, configurer.token, settings, { releaseMinutes: 45 })).json(),
    ).toMatchObject({ data: { releaseMinutes: 45, cancelLimit: 3, paymentMethodCap: 10 } });
    await consolePost(t, configurer.token, settings, { releaseMinutes: 30 });
    expect(
      (await consolePost(t, configurer.token, settings, {})).json<{ code: number }>().code,
    ).not.toBe(0);
    for (const paymentMethodCap of [0, 101, 2.5])
      expect(
        (await consolePost(t, configurer.token, settings, { paymentMethodCap })).json<{
          code: number;
        }>().code,
      ).not.toBe(0);
    expect(
      (await consolePost(t, configurer.token, settings, { paymentMethodCap: 3 })).json(),
    ).toMatchObject({ data: { paymentMethodCap: 3 } });
    await consolePost(t, configurer.token, settings, { paymentMethodCap: 10 });
  });
});

describeWithPostgres('payment methods on PostgreSQL', () => {
  let pg: TestApp;
  beforeAll(async () => {
    pg = await createTestApp({ database: await createPostgresDatabase() });
  });
  afterAll(async () => {
    await pg.close();
  });

  it('lets two adds at once take the last place only once', async () => {
    const s = await verified('Li Wei', pg);
    await sql`update p2p_setting set payment_method_cap = 1`.execute(pg.database.db);
    const results = await Promise.all(
      ['6222000000000000011', '6222000000000000012'].map(async (account) =>
        reply(await pg.post('/uc/payment/saveOrUpdate', { ...card, account }, { token: s.token })),
      ),
    );
    expect(results.map((r) => r.code).sort()).toEqual([0, code('P2P_PAYMENT_METHOD_LIMIT')]);
  });
});
