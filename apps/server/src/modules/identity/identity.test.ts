import {
  ERRORS,
  type BusinessStatus,
  type ErrorKey,
  type HeldDocument,
  type IdentityApplication,
  type IdentityOverview,
  type LevelStatus,
  type Session,
  type WalletHistoryEntry,
} from '@exchange/contracts';
import { decimal, toPlainString } from '@exchange/money';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkAll } from '../../checks.js';
import { defineModule } from '../../module.js';
import { MODULES } from '../../modules.js';
import { fundedAccount, registerAccount, reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createPostgresDatabase, describeWithPostgres } from '../../test/db.js';
import {
  consoleGet,
  consoleOperator,
  consolePost,
  type ConsoleOperator,
} from '../../test/console.js';
import { withdrawers } from '../../test/withdrawals.js';
import { uploadImage } from '../files/files.test-support.js';
import { createLedger, type Ledger } from '../ledger/index.js';

const code = (key: ErrorKey) => ERRORS[key].code;

/** Users with open peer-to-peer activity, as the P2P module will report it. */
const openActivity = new Set<number>();
const activityModule = defineModule({
  name: 'activity',
  create: () => ({ provides: { merchantActivity: async (userId) => openActivity.has(userId) } }),
});

let t: TestApp;
let ledger: Ledger;
let reviewer: ConsoleOperator;
let checker: ConsoleOperator;
let configurer: ConsoleOperator;

beforeAll(async () => {
  t = await createTestApp({ modules: [...MODULES, activityModule] });
  ledger = createLedger(t.database.db, t.clock);
  // The first operator is the superuser, who may do anything: the rest hold only their permission.
  await consoleOperator(t, []);
  reviewer = await consoleOperator(t, ['identity.review']);
  checker = await consoleOperator(t, ['identity.review']);
  configurer = await consoleOperator(t, ['config.manage']);
});
afterEach(async () => {
  // Every rule of every module, the ledger's and identity's included, after each test.
  expect(await checkAll(t.database.db, MODULES)).toEqual([]);
});
afterAll(async () => {
  await t.close();
});

const upload = (token: string, purpose = 'identity', app = t) => uploadImage(app, token, purpose);

let idNumbers = 0;
const freshIdNumber = () => `P${Date.now().toString(36).toUpperCase()}${(idNumbers += 1)}`;

async function primaryBody(token: string, extra: Record<string, unknown> = {}, app = t) {
  return {
    areaCode: 'de',
    idname: 'passport',
    idCard: freshIdNumber(),
    realName: 'Erika Mustermann',
    idCardFront: await upload(token, 'identity', app),
    idCardBack: await upload(token, 'identity', app),
    handHeldIdCard: await upload(token, 'identity', app),
    ...extra,
  };
}

const applyPrimary = async (token: string, body: object, app = t) =>
  reply<LevelStatus>(await app.post('/uc/approve/real/name', body, { token }));

const overview = async (token: string) =>
  reply<IdentityOverview>(await t.get('/uc/approve/overview', {}, { token })).data;

const stateOf = async (token: string, level: string) =>
  (await overview(token)).levels.find((l) => l.level === level)?.state;

/** The newest application of a user, from the console queue. */
async function applicationOf(userId: number): Promise<IdentityApplication> {
  const queue = reply<{ list: { id: number; userId: number }[] }>(
    await consoleGet(t, reviewer.token, '/identity/applications', { q: String(userId) }),
  );
  const first = queue.data.list.find((item) => item.userId === userId);
  if (!first) throw new Error(`no application of user ${userId}`);
  return reply<IdentityApplication>(
    await consoleGet(t, reviewer.token, `/identity/applications/${first.id}`),
  ).data;
}

const decide = async (op: ConsoleOperator, id: number, action: string, body: object = {}) =>
  reply<IdentityApplication>(
    await consolePost(t, op.token, `/identity/applications/${id}/${action}`, body),
  );

/** A user whose primary verification passed. */
async function primaryPassed(session?: Session): Promise<Session> {
  const s = session ?? (await registerAccount(t));
  expect((await applyPrimary(s.token, await primaryBody(s.token))).code).toBe(0);
  const application = await applicationOf(s.member.id);
  expect((await decide(reviewer, application.id, 'approve')).data.status).toBe('passed');
  return s;
}

async function advancedPassed(session?: Session): Promise<Session> {
  const s = await primaryPassed(session);
  const res = reply(
    await t.post(
      '/uc/approve/real/high/apply',
      { selfie: await upload(s.token), homeAddress: '1 Main St', workAddress: '2 Work Rd' },
      { token: s.token },
    ),
  );
  expect(res.code, res.message).toBe(0);
  await decide(reviewer, (await applicationOf(s.member.id)).id, 'approve');
  return s;
}

describe('primary verification', () => {
  it('refuses a missing, foreign, repeated or non-identity photo and stores nothing', async () => {
    const s = await registerAccount(t);
    const other = await registerAccount(t);
    const complete = await primaryBody(s.token);
    const cases = [
      { ...complete, handHeldIdCard: undefined },
      { ...complete, idCardBack: '' },
      { ...complete, idCardBack: await upload(other.token) },
      { ...complete, idCardBack: complete.idCardFront },
      { ...complete, idCardBack: await upload(s.token, 'avatar') },
      { ...complete, idCardBack: 'no-such-file-000000000000' },
    ];
    for (const body of cases)
      expect((await applyPrimary(s.token, body)).code).toBe(code('DOCUMENT_PHOTO_MISSING'));
    expect((await applyPrimary(s.token, { ...complete, idname: 'library_card' })).code).not.toBe(0);
    expect(await stateOf(s.token, 'primary')).toBe('not_verified');
    expect((await applyPrimary(s.token, complete)).data).toMatchObject({
      level: 'primary',
      state: 'under_review',
      canApply: false,
      reviewWorkingDays: '3',
    });
    expect((await applyPrimary(s.token, await primaryBody(s.token))).code).toBe(
      code('IDENTITY_ALREADY_SUBMITTED'),
    );
  });

  it('takes the spec’s GET with the fields as a query, and never logs them', async () => {
    const s = await registerAccount(t);
    const body = await primaryBody(s.token);
    const res = reply<LevelStatus>(
      await t.get('/uc/approve/real/name', body as Record<string, string>, { token: s.token }),
    );
    expect(res.code, res.message).toBe(0);
    expect(res.data.state).toBe('under_review');
  });

  it('lets one ID number verify one account, compared as one document however it is typed', async () => {
    const first = await registerAccount(t);
    const second = await registerAccount(t);
    const number = freshIdNumber();
    expect(
      (
        await applyPrimary(
          first.token,
          await primaryBody(first.token, { idCard: `${number.slice(0, 3)}-${number.slice(3)}` }),
        )
      ).code,
    ).toBe(0);
    expect(
      (
        await applyPrimary(
          second.token,
          await primaryBody(second.token, { idCard: number.toLowerCase() }),
        )
      ).code,
    ).toBe(code('ID_NUMBER_IN_USE'));
    // The plain number is nowhere in the table; only its keyed hash and the sealed details.
    const { rows } = await sql<{ n: string }>`select count(*) as n from identity_application
      where details like ${`%${number}%`} or id_number_hmac like ${`%${number}%`}`.execute(
      t.database.db,
    );
    expect(rows[0]?.n).toBe('0');
    // Refused, the number is free again.
    await decide(reviewer, (await applicationOf(first.member.id)).id, 'reject', {
      reason: 'blurred',
    });
    expect(
      (await applyPrimary(second.token, await primaryBody(second.token, { idCard: number }))).code,
    ).toBe(0);
  });

  it('is reviewed: the documents shown and each view told to the user, approval raises the level', async () => {
    const s = await registerAccount(t);
    const body = await primaryBody(s.token);
    await applyPrimary(s.token, body);
    const application = await applicationOf(s.member.id);
    expect(application).toMatchObject({
      level: 'primary',
      status: 'under_review',
      realName: 'Erika Mustermann',
      nationality: 'DE',
      idNumber: body.idCard,
      documents: ['idCardFront', 'idCardBack', 'handHeldIdCard'],
      screening: { adapter: 'manual', outcome: 'manual' },
    });
    const image = await consoleGet(
      t,
      reviewer.token,
      `/identity/applications/${application.id}/documents/idCardFront`,
    );
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/(png|jpeg)/);
    expect(image.headers['cache-control']).toBe('no-store');
    expect(image.rawPayload.subarray(0, 4).toString('hex')).toMatch(/^89504e47|^ffd8ff/);
    // A user cannot reach the console's route.
    expect(
      (await consoleGet(t, null, `/identity/applications/${application.id}/documents/idCardFront`))
        .statusCode,
    ).not.toBe(200);
    const held = reply<HeldDocument[]>(
      await t.get('/uc/approve/documents', {}, { token: s.token }),
    ).data;
    expect(held.find((d) => d.document === 'idCardFront')?.views).toEqual([
      { reviewer: reviewer.id, at: expect.any(String) },
    ]);
    expect(held.find((d) => d.document === 'idCardBack')?.views).toEqual([]);

    expect((await decide(reviewer, application.id, 'approve')).data.status).toBe('passed');
    const after = await overview(s.token);
    expect(after.level).toBe(1);
    expect(after.levels.find((l) => l.level === 'advanced')?.canApply).toBe(true);
    expect((await applyPrimary(s.token, await primaryBody(s.token))).code).toBe(
      code('IDENTITY_ALREADY_VERIFIED'),
    );
    expect((await decide(checker, application.id, 'reject', { reason: 'late' })).code).toBe(
      code('IDENTITY_NOT_REVIEWABLE'),
    );
    const detail = reply<{ idCardMasked: string; state: string }>(
      await t.post('/uc/approve/real/detail', {}, { token: s.token }),
    ).data;
    expect(detail.state).toBe('passed');
    expect(detail.idCardMasked).toBe(
      `${body.idCard.slice(0, 2)}${'*'.repeat(body.idCard.length - 4)}${body.idCard.slice(-2)}`,
    );
  });

  it('shows the user the reason but never the internal note; final refusals cannot be resent', async () => {
    const s = await registerAccount(t);
    await applyPrimary(s.token, await primaryBody(s.token));
    const first = await applicationOf(s.member.id);
    await decide(reviewer, first.id, 'reject', {
      reason: 'The photo is blurred',
      note: 'NOTE-SECRET-7',
    });
    const res = await t.get('/uc/approve/overview', {}, { token: s.token });
    expect(res.body).not.toContain('NOTE-SECRET-7');
    const primary = reply<IdentityOverview>(res).data.levels.find((l) => l.level === 'primary');
    expect(primary).toMatchObject({
      state: 'failed',
      rejectReason: 'The photo is blurred',
      canApply: true,
      final: false,
    });
    expect((await decide(reviewer, first.id, 'approve')).code).toBe(
      code('IDENTITY_NOT_REVIEWABLE'),
    );

    await applyPrimary(s.token, await primaryBody(s.token));
    const second = await applicationOf(s.member.id);
    expect(second.history.map((h) => h.id)).toContain(first.id);
    await decide(reviewer, second.id, 'reject', { reason: 'Forged document', final: true });
    expect((await overview(s.token)).levels[0]).toMatchObject({
      state: 'failed',
      final: true,
      canApply: false,
    });
    expect((await applyPrimary(s.token, await primaryBody(s.token))).code).toBe(
      code('IDENTITY_FINAL_REJECTION'),
    );
    // Only a final refusal can be reopened; then the user may apply again.
    expect((await decide(reviewer, first.id, 'reopen')).code).toBe(code('IDENTITY_NOT_REVIEWABLE'));
    expect((await decide(reviewer, second.id, 'reopen')).data).toMatchObject({
      status: 'failed',
      final: false,
    });
    expect((await applyPrimary(s.token, await primaryBody(s.token))).code).toBe(0);
  });

  it('asks for one document again: only that one is taken, and the old photo is erased', async () => {
    const s = await registerAccount(t);
    const body = await primaryBody(s.token);
    await applyPrimary(s.token, body);
    const application = await applicationOf(s.member.id);
    expect(
      (await decide(reviewer, application.id, 'resubmit', { document: 'selfie', reason: 'x' }))
        .code,
    ).toBe(code('PARAM_INVALID'));
    expect(
      (
        await decide(reviewer, application.id, 'resubmit', {
          document: 'handHeldIdCard',
          reason: 'Face not visible',
        })
      ).data.status,
    ).toBe('resubmit');
    expect((await overview(s.token)).levels[0]).toMatchObject({
      state: 'resubmit',
      resubmit: { document: 'handHeldIdCard', reason: 'Face not visible' },
    });
    const resend = (document: string, fileId?: string) =>
      t.post('/uc/approve/resubmit', { level: 'primary', document, fileId }, { token: s.token });
    expect(reply(await resend('idCardFront', await upload(s.token))).code).toBe(
      code('IDENTITY_NO_RESUBMIT'),
    );
    expect(reply(await resend('handHeldIdCard')).code).toBe(code('DOCUMENT_PHOTO_MISSING'));
    expect(reply(await resend('handHeldIdCard', body.idCardFront)).code).toBe(
      code('DOCUMENT_PHOTO_MISSING'),
    );
    const fresh = await upload(s.token);
    expect(reply<LevelStatus>(await resend('handHeldIdCard', fresh)).data.state).toBe(
      'under_review',
    );
    const old = await t.get(`/uc/upload/file/${body.handHeldIdCard}`, {}, { token: s.token });
    expect(reply(old).code).toBe(code('FILE_NOT_FOUND'));
    expect((await t.get(`/uc/upload/file/${fresh}`, {}, { token: s.token })).statusCode).toBe(200);
  });
});

describe('advanced and notarised verification', () => {
  it('needs the level below passed', async () => {
    const s = await registerAccount(t);
    const advanced = { selfie: await upload(s.token), homeAddress: 'a', workAddress: 'b' };
    expect(
      reply(await t.post('/uc/approve/real/high/apply', advanced, { token: s.token })).code,
    ).toBe(code('REAL_NAME_NOT_PASSED'));
    expect(
      reply<LevelStatus>(
        await t.post(
          '/uc/approve/notarised/apply',
          { notarised: await upload(s.token) },
          { token: s.token },
        ),
      ).code,
    ).toBe(code('ADVANCED_REQUIRED'));
    await primaryPassed(s);
    expect(
      reply(
        await t.post(
          '/uc/approve/real/high/apply',
          { ...advanced, homeAddress: '' },
          { token: s.token },
        ),
      ).code,
    ).not.toBe(0);
    expect(
      reply(
        await t.post(
          '/uc/approve/real/high/apply',
          { homeAddress: 'a', workAddress: 'b' },
          { token: s.token },
        ),
      ).code,
    ).toBe(code('DOCUMENT_PHOTO_MISSING'));
    expect(
      reply(await t.post('/uc/approve/real/high/apply', advanced, { token: s.token })).code,
    ).toBe(0);
    const detail = reply<{ homeAddress: string; relativeName: string | null }>(
      await t.post('/uc/approve/real/high/detail', {}, { token: s.token }),
    ).data;
    expect(detail).toMatchObject({ homeAddress: 'a', relativeName: null });
  });

  it('passes notarised only with a second operator', async () => {
    const s = await advancedPassed();
    expect((await overview(s.token)).level).toBe(2);
    expect(
      reply<LevelStatus>(
        await t.post(
          '/uc/approve/notarised/apply',
          { notarised: await upload(s.token) },
          { token: s.token },
        ),
      ).data.reviewWorkingDays,
    ).toBe('1-30');
    const application = await applicationOf(s.member.id);
    const first = await decide(reviewer, application.id, 'approve');
    expect(first.data).toMatchObject({ status: 'under_review', firstApprovedBy: reviewer.id });
    expect((await decide(reviewer, application.id, 'approve')).code).toBe(
      code('SECOND_APPROVAL_REQUIRED'),
    );
    expect((await overview(s.token)).level).toBe(2);
    expect((await decide(checker, application.id, 'approve')).data.status).toBe('passed');
    expect((await overview(s.token)).level).toBe(3);
  });
});

describe('business certification', () => {
  const status = async (s: Session) =>
    reply<BusinessStatus>(
      await t.post('/uc/approve/certified/business/status', {}, { token: s.token }),
    );
  const apply = async (s: Session, requestId: string, coin = 'USDT') =>
    reply<BusinessStatus>(
      await t.post('/uc/approve/certified/business/apply', { coin, requestId }, { token: s.token }),
    );
  const act = async (op: ConsoleOperator, id: number, action: string, body: object = {}) =>
    reply<{ status: string }>(
      await consolePost(t, op.token, `/identity/business/${id}/${action}`, body),
    );
  const balance = async (s: Session) => {
    const { rows } = await sql<{ available: string; frozen: string }>`
      select available, frozen from ledger_account
      where user_id = ${s.member.id} and wallet = 'spot' and asset = 'USDT'`.execute(t.database.db);
    const row = rows[0];
    return (
      row && {
        available: toPlainString(decimal(row.available)),
        frozen: toPlainString(decimal(row.frozen)),
      }
    );
  };
  const merchantFlag = async (s: Session) => {
    const { rows } = await sql<{ c2c_user_type: number }>`select c2c_user_type from app_user
      where id = ${s.member.id}`.execute(t.database.db);
    return rows[0]?.c2c_user_type;
  };

  it('locks the deposit, passes with two operators, refunds only without open activity', async () => {
    const early = await fundedAccount(t, ledger, { USDT: '20000' });
    expect((await apply(early, 'req-early-1')).code).toBe(code('ADVANCED_REQUIRED'));
    const s = await advancedPassed(await fundedAccount(t, ledger, { USDT: '20000' }));
    expect((await status(s)).data).toMatchObject({
      status: null,
      canApply: true,
      options: [{ coin: 'USDT', amount: '15000' }],
    });
    expect((await apply(s, 'req-biz-0001', 'BTC')).code).toBe(code('BUSINESS_DEPOSIT_COIN'));

    const applied = await apply(s, 'req-biz-0001');
    expect(applied.data).toMatchObject({
      status: 'applied',
      amount: '15000',
      canCancel: true,
      merchant: false,
    });
    expect(await balance(s)).toMatchObject({ available: '5000', frozen: '15000' });
    // A repeat is the first answer; another request is refused.
    expect((await apply(s, 'req-biz-0001')).data.id).toBe(applied.data.id);
    expect((await apply(s, 'req-biz-0002')).code).toBe(code('BUSINESS_ALREADY_APPLIED'));
    expect(await balance(s)).toMatchObject({ available: '5000', frozen: '15000' });

    const id = applied.data.id ?? 0;
    expect((await act(reviewer, id, 'approve')).data.status).toBe('applied');
    expect((await act(reviewer, id, 'approve')).code).toBe(code('SECOND_APPROVAL_REQUIRED'));
    expect((await act(checker, id, 'approve')).data.status).toBe('passed');
    expect(await merchantFlag(s)).toBe(1);
    const info = reply<{ c2c_user_type: number }>(
      await t.get('/uc/member/info', {}, { token: s.token }),
    );
    expect(info.data.c2c_user_type).toBe(1);

    expect((await t.post('/uc/approve/cancel/business', {}, { token: s.token })).statusCode).toBe(
      200,
    );
    expect((await status(s)).data).toMatchObject({ status: 'refund_requested', merchant: false });
    expect(await merchantFlag(s)).toBe(0);
    openActivity.add(s.member.id);
    expect((await act(reviewer, id, 'refund-approve')).code).toBe(code('BUSINESS_OPEN_ACTIVITY'));
    expect(await balance(s)).toMatchObject({ available: '5000', frozen: '15000' });
    expect(
      (await act(reviewer, id, 'refund-reject', { reason: 'Close your open ad first' })).data
        .status,
    ).toBe('refund_rejected');
    expect(await merchantFlag(s)).toBe(1);
    expect((await status(s)).data).toMatchObject({
      reason: 'Close your open ad first',
      canCancel: true,
    });

    openActivity.delete(s.member.id);
    await t.post('/uc/approve/cancel/business', {}, { token: s.token });
    expect((await act(reviewer, id, 'refund-approve')).data.status).toBe('refund_in_progress');
    expect((await act(reviewer, id, 'refund-approve')).code).toBe(code('SECOND_APPROVAL_REQUIRED'));
    expect((await act(checker, id, 'refund-approve')).data.status).toBe('refunded');
    expect(await balance(s)).toMatchObject({ available: '20000', frozen: '0' });
    expect((await status(s)).data).toMatchObject({
      status: 'refunded',
      canApply: true,
      merchant: false,
    });

    const records = reply<{ list: { kind: string; amount: string }[] }>(
      await t.post(
        '/uc/approve/business-auth-deposit/list',
        { pageNo: 1, pageSize: 10 },
        { token: s.token },
      ),
    ).data.list;
    expect(records.map((r) => [r.kind, r.amount])).toEqual([
      ['released', '15000'],
      ['locked', '15000'],
    ]);
    // Each movement is a line of the user's statement.
    const statement = reply<{ list: WalletHistoryEntry[] }>(
      await t.get(
        '/uc/wallet_history/list',
        { historyType: 'merchant_deposit' },
        { token: s.token },
      ),
    ).data.list;
    expect(statement.map((line) => line.changes)).toEqual([
      [{ asset: 'USDT', wallet: 'spot', amount: '15000' }],
      [{ asset: 'USDT', wallet: 'spot', amount: '-15000' }],
    ]);
  });

  it('gives the deposit back on a refusal or a cancel before review, and never without funds', async () => {
    const poor = await advancedPassed(await fundedAccount(t, ledger, { USDT: '100' }));
    expect((await apply(poor, 'req-poor-0001')).code).toBe(code('INSUFFICIENT_BALANCE'));
    expect((await status(poor)).data.status).toBeNull();

    const refused = await advancedPassed(await fundedAccount(t, ledger, { USDT: '15000' }));
    const a = (await apply(refused, 'req-ref-0001')).data.id ?? 0;
    expect(
      (await act(reviewer, a, 'refuse', { reason: 'Trading history too short', note: 'internal' }))
        .data.status,
    ).toBe('refused');
    expect(await balance(refused)).toMatchObject({ available: '15000', frozen: '0' });
    const seen = await status(refused);
    expect(seen.data).toMatchObject({
      status: 'refused',
      reason: 'Trading history too short',
      canApply: true,
    });
    expect(JSON.stringify(seen)).not.toContain('internal');
    expect((await act(reviewer, a, 'approve')).code).toBe(code('BUSINESS_STATE'));

    const cancelled = await advancedPassed(await fundedAccount(t, ledger, { USDT: '15000' }));
    await apply(cancelled, 'req-can-0001');
    await t.post('/uc/approve/cancel/business', {}, { token: cancelled.token });
    expect((await status(cancelled)).data.status).toBe('refunded');
    expect(await balance(cancelled)).toMatchObject({ available: '15000', frozen: '0' });
    expect(
      reply(await t.post('/uc/approve/cancel/business', {}, { token: cancelled.token })).code,
    ).toBe(code('BUSINESS_NOT_FOUND'));
  });

  it('lets the operator set the deposit per coin, refusing unknown coins', async () => {
    const res = await consolePost(t, configurer.token, '/identity/business-deposits', {
      deposits: [{ coin: 'NOPE', amount: '1' }],
    });
    expect(res.json()).toMatchObject({ code: code('ASSET_UNKNOWN') });
    const ok = await consolePost(t, configurer.token, '/identity/business-deposits', {
      deposits: [
        { coin: 'USDT', amount: '20000' },
        { coin: 'BTC', amount: '0.5' },
      ],
    });
    expect(ok.json()).toMatchObject({
      code: 0,
      data: {
        deposits: [
          { coin: 'BTC', amount: '0.5' },
          { coin: 'USDT', amount: '20000' },
        ],
      },
    });
    expect(
      (
        await consolePost(t, reviewer.token, '/identity/business-deposits', { deposits: [] })
      ).json(),
    ).toMatchObject({
      code: code('PERMISSION_DENIED'),
    });
    await consolePost(t, configurer.token, '/identity/business-deposits', {
      deposits: [{ coin: 'USDT', amount: '15000' }],
    });
  });
});

describe('limits by level', () => {
  const people = withdrawers(() => t);
  const setLimits = (withdraw: (string | null)[]) =>
    consolePost(t, configurer.token, '/identity/limits', {
      limits: withdraw.map((w, level) => ({
        level,
        withdrawDailyUsd: w,
        fiatDailyUsd: level === 0 ? '0' : null,
      })),
    });

  it('refuses a withdrawal above the level’s daily limit and changes nothing', async () => {
    expect((await setLimits(['40', '30', null, null])).json()).toMatchObject({
      code: code('VERIFICATION_LIMITS_INVALID'),
    });
    expect((await setLimits(['40', '8000000', '16000000', null])).json()).toMatchObject({
      code: 0,
    });
    const s = await people.ready();
    const refused = reply(
      await t.post('/uc/asset/withdraw/apply', people.body(await people.stepUp(s)), {
        token: s.token,
      }),
    );
    expect(refused.code).toBe(code('WITHDRAW_LEVEL_LIMIT'));
    expect(refused.message).toContain('40');
    const { rows } = await sql`select id from withdrawal where user_id = ${s.member.id}`.execute(
      t.database.db,
    );
    expect(rows).toEqual([]);
    expect((await overview(s.token)).withdrawnTodayUsd).toBe('0');

    // Verified, the same request passes: the limit follows the level.
    await primaryPassed(s);
    const passed = reply(
      await t.post('/uc/asset/withdraw/apply', people.body(await people.stepUp(s)), {
        token: s.token,
      }),
    );
    expect(passed.code, passed.message).toBe(0);
    const after = await overview(s.token);
    expect(after.withdrawnTodayUsd).toBe('50');
    expect(after.limits[1]).toMatchObject({ level: 1, withdrawDailyUsd: '8000000' });
    await setLimits(['10000', '8000000', '16000000', null]);
  });
});

describe('retention', () => {
  it('keeps failed applications’ documents as long as the operator sets, within bounds', async () => {
    const path = '/identity/settings';
    expect((await consoleGet(t, configurer.token, path)).json()).toMatchObject({
      data: { failedRetentionDays: 180 },
    });
    for (const failedRetentionDays of [0, 3651, 1.5])
      expect(
        (await consolePost(t, configurer.token, path, { failedRetentionDays })).json<{
          code: number;
        }>().code,
      ).not.toBe(0);
    expect(
      (await consolePost(t, reviewer.token, path, { failedRetentionDays: 30 })).json(),
    ).toMatchObject({
      code: code('PERMISSION_DENIED'),
    });
    expect(
      (await consolePost(t, configurer.token, path, { failedRetentionDays: 30 })).json(),
    ).toMatchObject({
      data: { failedRetentionDays: 30 },
    });
    await consolePost(t, configurer.token, path, { failedRetentionDays: 180 });
  });

  it('erases a failed application’s documents after the retention period, keeping the record', async () => {
    const s = await registerAccount(t);
    const body = await primaryBody(s.token);
    await applyPrimary(s.token, body);
    await decide(reviewer, (await applicationOf(s.member.id)).id, 'reject', {
      reason: 'Expired passport',
    });
    // Decided 181 days ago, past the 180 days a failed application's documents are kept.
    await sql`update identity_application set reviewed_at = reviewed_at - interval '181 days'
      where user_id = ${s.member.id}`.execute(t.database.db);
    for (let hour = 0; hour < 2; hour++) {
      t.clock.advance(3_600_001);
      await t.app.jobQueue.runDue(100);
    }
    expect(
      reply(await t.get(`/uc/upload/file/${body.idCardFront}`, {}, { token: s.token })).code,
    ).toBe(code('FILE_NOT_FOUND'));
    const held = reply<HeldDocument[]>(
      await t.get('/uc/approve/documents', {}, { token: s.token }),
    ).data;
    expect(held.filter((d) => d.level === 'primary')).toHaveLength(3);
    expect(held.every((d) => d.erasedAt !== null && d.fileId === null)).toBe(true);
    expect((await overview(s.token)).levels[0]).toMatchObject({
      state: 'failed',
      rejectReason: 'Expired passport',
    });
  });
});

describeWithPostgres('identity on PostgreSQL, two requests at once', () => {
  let pg: TestApp;
  let op: ConsoleOperator;
  beforeAll(async () => {
    pg = await createTestApp({ database: await createPostgresDatabase() });
    await consoleOperator(pg, []);
    op = await consoleOperator(pg, ['identity.review']);
  });
  afterAll(async () => {
    expect(await checkAll(pg.database.db, MODULES)).toEqual([]);
    await pg.close();
  });

  it('lets one of two accounts sending the same ID number at once be verified', async () => {
    const number = freshIdNumber();
    const people = await Promise.all([
      registerAccount(pg),
      registerAccount(pg),
      registerAccount(pg),
    ]);
    const bodies = await Promise.all(
      people.map((person) => primaryBody(person.token, { idCard: number }, pg)),
    );
    const results = await Promise.all(
      people.map((person, i) => applyPrimary(person.token, bodies[i] ?? {}, pg)),
    );
    expect(results.map((r) => r.code).sort()).toEqual([
      0,
      code('ID_NUMBER_IN_USE'),
      code('ID_NUMBER_IN_USE'),
    ]);
    const queue = reply<{ list: { id: number }[] }>(
      await consoleGet(pg, op.token, '/identity/applications', { status: 'under_review' }),
    ).data.list;
    expect(queue).toHaveLength(1);
    const decided = await Promise.all(
      [1, 2].map(() => consolePost(pg, op.token, `/identity/applications/${queue[0]?.id}/approve`)),
    );
    // Two approvals at once: the row's lock lets the second see it decided.
    expect(decided.map((r) => r.json<{ code: number }>().code).sort()).toEqual([
      0,
      code('IDENTITY_NOT_REVIEWABLE'),
    ]);
  });

  it('locks one deposit for a double-tapped application, and one certification for two', async () => {
    const s = await fundedAccount(pg, createLedger(pg.database.db, pg.clock), { USDT: '40000' });
    await sql`insert into identity_application (user_id, level, status, real_name, nationality,
        id_type, id_number_hmac, details, documents, created_at, updated_at)
      select ${s.member.id}, level, 'passed', 'Test Merchant', 'DE',
        case when level = 'primary' then 'passport' end,
        case when level = 'primary' then repeat('a', 63) || ${String(s.member.id % 10)} end,
        'v1:x', '{}'::jsonb, now(), now()
      from unnest(array['primary', 'advanced']) as level`.execute(pg.database.db);
    const apply = (requestId: string) =>
      pg.post(
        '/uc/approve/certified/business/apply',
        { coin: 'USDT', requestId },
        { token: s.token },
      );
    const twins = await Promise.all([apply('req-twin-0001'), apply('req-twin-0001')]);
    const ids = twins.map((r) => reply<{ id: number | null }>(r).data.id);
    expect(ids[0]).toBeGreaterThan(0);
    expect(ids[1]).toBe(ids[0]);
    const rivals = await Promise.all([apply('req-rival-001'), apply('req-rival-002')]);
    expect(rivals.map((r) => reply(r).code)).toEqual([
      code('BUSINESS_ALREADY_APPLIED'),
      code('BUSINESS_ALREADY_APPLIED'),
    ]);
    const { rows } = await sql<{ n: string }>`select count(*) as n from ledger_hold
      where kind = 'merchant_deposit' and closed_tx is null`.execute(pg.database.db);
    expect(rows[0]?.n).toBe('1');
  });
});
