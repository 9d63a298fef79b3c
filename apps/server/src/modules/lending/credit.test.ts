import { ERROR_CODES, type CreditProduct, type CreditStatistics } from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAll } from '../../checks.js';
import { MODULES } from '../../modules.js';
import { registerAccount, reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { consoleGet } from '../../test/console.js';
import { creditPeople, type CreditPeople } from '../../test/credit.js';
import { createPostgresDatabase, describeWithPostgres } from '../../test/db.js';
import { uploadImage } from '../files/files.test-support.js';

const DAY = 86_400_000;
const code = (res: { code: number }) => res.code;

let t: TestApp;
let C: CreditPeople;
beforeAll(async () => {
  t = await createTestApp();
  C = await creditPeople(t);
});
afterAll(async () => {
  expect(await checkAll(t.database.db, MODULES)).toEqual([]);
  await t.close();
});

describe('credit loans', () => {
  it('lists products with every rate beside its APR and the term’s example interest', async () => {
    const s = await C.advanced('Ana Lista');
    const res = await C.get<CreditProduct[]>(s, '/credit/loan/config/getAll');
    expect(res.code, res.message).toBe(0);
    expect(res.data[0]).toMatchObject({
      coin: 'USDT',
      minAmount: '100',
      maxAmount: '5000',
      cycleDays: 30,
      dailyRate: '0.0005',
      apr: '0.1825',
      lateDailyRate: '0.001',
      lateApr: '0.365',
      repayment: 'lump_sum',
      exampleInterest: '75',
    });
  });

  it('refuses every bad application, changing nothing, and takes one open application at a time', async () => {
    const primary = await C.verified('Pia Primary');
    const s = await C.applicant('Olga Applicant');
    const stranger = await C.advanced('Sam Stranger');
    const documents = await C.documents(s);
    const refused = async (who: typeof s, body: Record<string, unknown>, key: string) => {
      const res = await C.apply(who, { documents, ...body });
      expect(res.code, res.message).toBe(ERROR_CODES[key as keyof typeof ERROR_CODES]);
      return res;
    };
    await refused(primary, { documents: await C.documents(primary) }, 'ADVANCED_REQUIRED');
    await refused(s, { productId: 999 }, 'CREDIT_PRODUCT_NOT_FOUND');
    await refused(s, { agreeTerms: false }, 'CREDIT_TERMS_NOT_AGREED');
    const low = await refused(s, { amount: '99.99' }, 'CREDIT_AMOUNT_OUT_OF_RANGE');
    expect(low.message).toBe('The amount must be between 100 and 5000 USDT');
    await refused(s, { amount: '5000.01' }, 'CREDIT_AMOUNT_OUT_OF_RANGE');
    await refused(s, { amount: '100.0000001' }, 'AMOUNT_INVALID');
    const { bankStatement: _missing, ...withoutStatement } = documents;
    await refused(s, { documents: withoutStatement }, 'CREDIT_DOCUMENT_MISSING');
    const theirs = await uploadImage(t, stranger.token, 'document');
    await refused(s, { documents: { ...documents, income: theirs } }, 'CREDIT_DOCUMENT_MISSING');
    await refused(
      s,
      { documents: { ...documents, income: documents.idFront } },
      'CREDIT_DOCUMENT_MISSING',
    );
    // Nothing in the budget yet: the platform could not pay it.
    await refused(s, {}, 'CREDIT_BUDGET_SHORT');
    expect((await C.history(s)).total).toBe(0);

    await C.budget('10000');
    await C.fund('8000');
    const requestId = C.rid('first');
    const applied = await C.apply(s, { documents, requestId });
    expect(applied.code, applied.message).toBe(0);
    const again = await C.apply(s, { documents, requestId });
    expect(again.data).toEqual({ id: applied.data.id, replayed: true });
    const changed = await C.apply(s, { documents, requestId, amount: '2000' });
    expect(code(changed)).toBe(ERROR_CODES.IDEMPOTENCY_CONFLICT);
    await refused(s, { documents }, 'CREDIT_APPLICATION_OPEN');
    const [pending] = (await C.history(s)).list;
    expect(pending).toMatchObject({
      id: applied.data.id,
      status: 'pending',
      amount: '1000',
      approvedAmount: null,
      totalToRepay: null,
      documents: [
        'idFront',
        'idBack',
        'idHandheld',
        'income',
        'bankStatement',
        'creditReport',
        'housing',
      ],
    });
    const { first } = await C.operators();
    expect(code(await C.reject(first, applied.data.id, 'Income proof is unreadable'))).toBe(0);
    expect((await C.history(s, { status: 'rejected' })).list[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'Income proof is unreadable',
    });
    await t.deliver();
    expect(t.outbox.map((m) => m.text).join('\n')).toContain('Income proof is unreadable');
  });

  it('pays out after two reviewers who opened every document, and charges only the days begun', async () => {
    const s = await C.applicant('Rita Repayer', { USDT: '50' });
    const { first, second } = await C.operators();
    const fundBefore = await C.account('credit:fund');
    const { id } = (await C.apply(s, { documents: await C.documents(s) })).data;

    const early = await C.approve(first, id, { amount: '800', rule: 'income_3_months' });
    expect(code(early)).toBe(ERROR_CODES.CREDIT_EVIDENCE_NOT_VIEWED);
    await C.viewAll(first, id);
    expect(code(await C.approve(first, id, { rule: 'requested' }))).toBe(
      ERROR_CODES.FIELD_REQUIRED,
    );
    const above = await C.approve(first, id, { amount: '1000.01', rule: 'requested' });
    expect(code(above)).toBe(ERROR_CODES.CREDIT_AMOUNT_OUT_OF_RANGE);
    const proposed = await C.approve(first, id, {
      amount: '800',
      rule: 'income_3_months',
      note: 'three months of salary at 270',
    });
    expect(proposed.data.status).toBe('pending');
    expect(proposed.data.proposal).toMatchObject({
      operator: first.username,
      decision: 'approve',
      amount: '800',
      rule: 'income_3_months',
    });
    expect(code(await C.approve(first, id))).toBe(ERROR_CODES.MAKER_CHECKER_SAME_OPERATOR);
    expect(code(await C.approve(second, id))).toBe(ERROR_CODES.CREDIT_EVIDENCE_NOT_VIEWED);
    await C.viewAll(second, id);
    const differs = await C.approve(second, id, { amount: '900' });
    expect(code(differs)).toBe(ERROR_CODES.CREDIT_PROPOSAL_DIFFERS);
    expect(await C.spot(s)).toBe('50');

    const lent = await C.approve(second, id);
    expect(lent.code, lent.message).toBe(0);
    expect(lent.data).toMatchObject({
      status: 'lending',
      approvedAmount: '800',
      totalToRepay: '812',
    });
    expect(lent.data.decisions.map((d) => [d.decision, d.evidence.length, d.rule])).toEqual([
      ['approve', 7, 'income_3_months'],
      ['confirm', 7, 'income_3_months'],
    ]);
    expect(code(await C.approve(second, id))).toBe(ERROR_CODES.CREDIT_NOT_PENDING);
    expect(await C.spot(s)).toBe('850');
    expect(await C.account('credit:fund')).toBe(String(Number(fundBefore) - 800));
    await t.deliver();
    expect(t.outbox.map((m) => m.text).join('\n')).toContain('812 USDT');

    // A day and a half later: two days begun, 800 × 0.05 % × 2 = 0.8.
    t.clock.advance(1.5 * DAY);
    const [loan] = (await C.history(s)).list;
    expect(loan).toMatchObject({ interest: '0.8', lateFee: '0', owedNow: '800.8', overdue: false });
    const requestId = C.rid('repay');
    const paid = await C.repay(s, id, requestId);
    expect(paid.data).toEqual({ paid: '800.8', replayed: false });
    expect((await C.repay(s, id, requestId)).data).toEqual({ paid: '800.8', replayed: true });
    expect(code(await C.repay(s, id))).toBe(ERROR_CODES.CREDIT_NOT_REPAYABLE);
    expect(await C.spot(s)).toBe('49.2');
    expect(await C.account('credit:fund')).toBe(fundBefore);
    const stats = await C.get<CreditStatistics>(s, '/credit/loan/statisticsCreditLoanHis');
    expect(stats.data).toMatchObject({
      open: null,
      applications: 1,
      repaidLoans: 1,
      totals: [{ coin: 'USDT', borrowed: '800', repaid: '800.8' }],
    });
    const other = await registerAccount(t);
    expect(code(await C.repay(other, id))).toBe(ERROR_CODES.CREDIT_NOT_FOUND);
  });

  it('turns a loan the wallet cannot repay at its term overdue, charges the late fee, and collects it once it can', async () => {
    const s = await C.applicant('Otto Overdue');
    const productId = await C.product(3);
    const { id } = (await C.apply(s, { documents: await C.documents(s), productId })).data;
    await C.lend(id, '1000');
    const income = await C.account('credit:income');
    t.clock.advance(3 * DAY);
    await t.app.jobQueue.runDue(100);
    const [due] = (await C.history(s)).list;
    expect(due).toMatchObject({ status: 'overdue', overdue: true, owedNow: '1001.5' });
    await t.deliver();
    expect(t.outbox.map((m) => m.subject)).toContain(`Your credit loan #${id} is overdue`);

    // Two and a half days on: three days begun at 0.1 % of 1000.
    t.clock.advance(2.5 * DAY);
    expect((await C.history(s)).list[0]).toMatchObject({ lateFee: '3', owedNow: '1004.5' });
    await C.ledger.post({
      idempotencyKey: `test-credit-${id}`,
      type: 'manual_deposit',
      reference: 'test',
      memo: 'test deposit',
      lines: [
        { account: { system: 'custody:MANUAL', asset: 'USDT' }, part: 'available', amount: '-20' },
        {
          account: { userId: s.member.id, wallet: 'spot', asset: 'USDT' },
          part: 'available',
          amount: '20',
        },
      ],
    });
    t.clock.advance(60_000);
    await t.app.jobQueue.runDue(100);
    expect((await C.history(s)).list[0]).toMatchObject({
      status: 'repaid',
      repaid: '1004.5',
      interest: '1.5',
      lateFee: '3',
    });
    expect(await C.spot(s)).toBe('15.5');
    expect(await C.account('credit:income')).toBe(String(Number(income) + 4.5));
    await t.deliver();
    expect(t.outbox.map((m) => m.subject)).toContain(`Your credit loan #${id} is repaid`);
  });

  it('never lends past the budget or the lending account, and shows both in the console', async () => {
    const s = await C.applicant('Bea Budget');
    const { id } = (await C.apply(s, { documents: await C.documents(s), amount: '5000' })).data;
    const { first, second, config } = await C.operators();
    await C.viewAll(first, id);
    await C.approve(first, id, { amount: '5000', rule: 'bank_inflow' });
    await C.viewAll(second, id);
    await C.budget('4000');
    const short = await C.approve(second, id);
    expect(code(short)).toBe(ERROR_CODES.CREDIT_BUDGET_SHORT);
    expect(await C.spot(s)).toBe('0');
    const budgets = reply<{ budgets: { coin: string; available: string; fund: string }[] }>(
      await consoleGet(t, config.token, '/lending/credit/budget'),
    );
    expect(budgets.data.budgets[0]).toMatchObject({
      coin: 'USDT',
      budget: '4000',
      available: '4000',
    });
    await C.budget('20000');
    // The budget allows it now; the lending account (8000 less nothing lent) does too.
    expect(code(await C.approve(second, id))).toBe(0);
    expect(await C.spot(s)).toBe('5000');

    // A register that disagrees with the ledger is reported, rule by rule.
    const db = t.database.db;
    await sql`update credit_loan set approved_amount = 4000 where id = ${id}`.execute(db);
    const rules = (await checkAll(db, MODULES)).map((v) => v.rule);
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.stringContaining('lending account holds its top-ups'),
        expect.stringContaining('payout posting exactly when approved'),
      ]),
    );
    await sql`update credit_loan set approved_amount = 5000 where id = ${id}`.execute(db);
  });
});

describeWithPostgres('credit loans on PostgreSQL', () => {
  it('gives two reviewers confirming at once one payout, and two applications at once one', async () => {
    const pg = await createTestApp({ database: await createPostgresDatabase() });
    try {
      const P = await creditPeople(pg);
      await P.budget('100000');
      await P.fund('100000');
      const s = await P.advanced('Rae Race');
      const documents = await P.documents(s);
      const both = await Promise.all([
        P.apply(s, { documents }),
        P.apply(s, { documents, amount: '2000' }),
      ]);
      expect(both.map(code).sort()).toEqual([0, ERROR_CODES.CREDIT_APPLICATION_OPEN].sort());
      const id = both.find((res) => res.code === 0)?.data.id ?? 0;
      const { first, second } = await P.operators();
      const third = await (
        await import('../../test/console.js')
      ).consoleOperator(pg, ['credit.review']);
      await P.viewAll(first, id);
      await P.approve(first, id, { amount: '1000', rule: 'requested' });
      await P.viewAll(second, id);
      await P.viewAll(third, id);
      const confirms = await Promise.all([P.approve(second, id), P.approve(third, id)]);
      expect(confirms.map(code).sort()).toEqual([0, ERROR_CODES.CREDIT_NOT_PENDING].sort());
      expect(await P.spot(s)).toBe('1000');
      expect(await P.account('credit:fund')).toBe('99000');
      expect(await checkAll(pg.database.db, MODULES)).toEqual([]);
    } finally {
      await pg.close();
    }
  });
});
