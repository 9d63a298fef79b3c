import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import {
  ERRORS,
  type AppealCase,
  type Chat,
  type ErrorKey,
  type P2pOrderDetail,
  type Session,
  type WsServerMessage,
} from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { checkAll } from '../../checks.js';
import { MODULES } from '../../modules.js';
import { reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  consoleGet,
  consoleOperator,
  consolePost,
  type ConsoleOperator,
} from '../../test/console.js';
import { p2pCalls, p2pPeople, sellAd, type P2pPeople } from '../../test/p2p.js';
import { uploadImage } from '../files/files.test-support.js';

const code = (key: ErrorKey) => ERRORS[key].code;

let t: TestApp;
let people: P2pPeople;
let api: ReturnType<typeof p2pCalls>;
let arbiter: ConsoleOperator;
let checker: ConsoleOperator;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  people = await p2pPeople(t);
  api = p2pCalls(t);
  arbiter = await consoleOperator(t, ['p2p.arbitrate']);
  checker = await consoleOperator(t, ['p2p.arbitrate']);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/uc/ws`;
});
afterAll(async () => {
  expect(await checkAll(t.database.db, MODULES)).toEqual([]);
  await t.close();
});

let names = 0;
const name = (prefix: string) => `${prefix} Appeal${String.fromCharCode(65 + ((names += 1) % 26))}`;

const post =
  <T>(path: string) =>
  async (s: Session, body: object) =>
    reply<T>(await t.post(`/uc${path}`, body, { token: s.token }));
const appeal = post<P2pOrderDetail>('/otc/order/appeal');
const answer = post<P2pOrderDetail>('/otc/order/appeal/evidence');
const withdraw = post<P2pOrderDetail>('/otc/order/appeal/cancel');
const detail = post<P2pOrderDetail>('/otc/order/detail');
const chat = post<Chat>('/ctc-internal-message/chat/getChatByPeer');
const send = post<{ seq: number; from: string }>('/ctc-internal-message/chat/send');
const markRead = post<null>('/ctc-internal-message/chat/read');

const caseFile = async (op: ConsoleOperator, id: number) =>
  reply<AppealCase>(await consoleGet(t, op.token, `/p2p/appeals/${id}`));
const decide = async (op: ConsoleOperator, id: number, body: object) =>
  reply<{ outcome: string; case: AppealCase }>(
    await consolePost(t, op.token, `/p2p/appeals/${id}/decide`, body),
  );

/** A paid order of 200 USDT on a fresh merchant's sell ad (1 USD each, USD fiat). */
async function paidOrder(value = '200') {
  const sellerName = name('Sam');
  const seller = await people.merchant(sellerName, { USDT: '2000' });
  const card = await people.method(seller, sellerName);
  const ad = (await api.createAd(seller, sellAd([card.id], { maxAmount: '1000' }))).data;
  const buyerName = name('Bea');
  const buyer = await people.verified(buyerName);
  const placed = await api.buy(buyer, {
    adId: ad.id,
    by: 'amount',
    value,
    paymentMethodId: card.id,
    requestId: `apl-${Math.random().toString(36).slice(2, 12)}`,
  });
  expect(placed.code, placed.message).toBe(0);
  return { seller, buyer, ad, order: placed.data, sellerName, buyerName };
}

const appealBody = async (s: Session, id: number, extra: object = {}) => ({
  id,
  reason: 'paid_not_released',
  description: 'I paid 200 USD by bank transfer at 12:05.',
  contactName: 'Bea',
  contactPhone: '+49 30 1234567',
  proofFileIds: [await uploadImage(t, s.token, 'appeal')],
  ...extra,
});

describe('appeals', () => {
  it('open only once paid, with proof; the escrow stays; the respondent answers; the appellant may withdraw', async () => {
    const { seller, buyer, order } = await paidOrder();
    const frozen = (await people.balance(seller, 'USDT')).frozen;
    expect((await appeal(buyer, await appealBody(buyer, order.id))).code).toBe(
      code('P2P_ORDER_STATE'),
    );
    await api.pay(buyer, { id: order.id });
    const stranger = await people.verified(name('Eve'));
    const cases: [object, ErrorKey][] = [
      [{ description: '' }, 'P2P_APPEAL_PROOF_REQUIRED'],
      [{ contactPhone: '' }, 'P2P_APPEAL_PROOF_REQUIRED'],
      [{ proofFileIds: [] }, 'P2P_APPEAL_PROOF_REQUIRED'],
      [
        { proofFileIds: [await uploadImage(t, stranger.token, 'appeal')] },
        'P2P_APPEAL_PROOF_REQUIRED',
      ],
      [{ proofFileIds: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'FIELD_OUT_OF_RANGE'],
    ];
    for (const [change, key] of cases)
      expect((await appeal(buyer, await appealBody(buyer, order.id, change))).code, key).toBe(
        code(key),
      );
    expect((await appeal(stranger, await appealBody(stranger, order.id))).code).toBe(
      code('P2P_ORDER_NOT_FOUND'),
    );
    expect((await detail(buyer, { id: order.id })).data).toMatchObject({
      status: 'paid',
      appeal: null,
    });

    const opened = await appeal(buyer, await appealBody(buyer, order.id));
    expect(opened.data).toMatchObject({
      status: 'appeal',
      appeal: { status: 'open', appellantRole: 'buyer', mine: true, reason: 'paid_not_released' },
    });
    expect((await appeal(seller, await appealBody(seller, order.id))).code).toBe(
      code('P2P_APPEAL_EXISTS'),
    );
    expect((await people.balance(seller, 'USDT')).frozen).toBe(frozen);
    expect((await detail(seller, { id: order.id })).data.appeal).toMatchObject({ mine: false });

    const answered = await answer(seller, {
      id: order.id,
      text: 'Nothing arrived in my account.',
      fileIds: [await uploadImage(t, seller.token, 'appeal')],
    });
    expect(answered.code, answered.message).toBe(0);
    expect((await withdraw(seller, { id: order.id })).code).toBe(code('P2P_ORDER_STATE'));
    const back = await withdraw(buyer, { id: order.id });
    expect(back.data).toMatchObject({ status: 'paid', appeal: { status: 'withdrawn' } });
    expect((await people.balance(seller, 'USDT')).frozen).toBe(frozen);
  });

  it('are decided in the console: release to the buyer, or return to the seller', async () => {
    const queueBefore = reply<{ total: number }>(await consoleGet(t, arbiter.token, '/p2p/appeals'))
      .data.total;
    const released = await paidOrder();
    const returned = await paidOrder();
    for (const { buyer, order } of [released, returned]) {
      await api.pay(buyer, { id: order.id });
      expect((await appeal(buyer, await appealBody(buyer, order.id))).code).toBe(0);
    }
    const queue = reply<{ total: number; list: { id: number; orderId: number }[] }>(
      await consoleGet(t, arbiter.token, '/p2p/appeals'),
    ).data;
    expect(queue.total).toBe(queueBefore + 2);
    const idOf = (orderId: number) => queue.list.find((a) => a.orderId === orderId)?.id ?? 0;

    const outsider = await consoleOperator(t, ['identity.review']);
    expect(
      reply(await consoleGet(t, outsider.token, `/p2p/appeals/${idOf(released.order.id)}`)).code,
    ).toBe(code('PERMISSION_DENIED'));
    const file = (await caseFile(arbiter, idOf(released.order.id))).data;
    expect(file).toMatchObject({
      chainIntact: true,
      openedOnChain: true,
      order: { status: 'appeal', payment: { realName: released.sellerName } },
      appeal: { contactName: 'Bea', proofFileIds: [expect.any(String)] },
    });
    expect(file.parties.map((p) => [p.role, p.realName])).toEqual([
      ['buyer', released.buyerName],
      ['seller', released.sellerName],
    ]);
    expect(file.records.map((r) => r.kind)).toEqual([
      'status',
      'message',
      'status',
      'status',
      'evidence',
    ]);
    const image = await consoleGet(
      t,
      arbiter.token,
      `/p2p/appeals/${file.appeal.id}/files/${file.appeal.proofFileIds[0]}`,
    );
    expect(image.headers['content-type']).toBe('image/png');
    expect(
      reply(await consoleGet(t, arbiter.token, `/p2p/appeals/${file.appeal.id}/files/not-in-case`))
        .code,
    ).toBe(code('FILE_NOT_FOUND'));
    const exported = await consoleGet(t, arbiter.token, `/p2p/appeals/${file.appeal.id}/export`);
    expect((JSON.parse(exported.body) as AppealCase).records).toHaveLength(file.records.length);

    const staff = await consolePost(t, arbiter.token, `/p2p/appeals/${file.appeal.id}/message`, {
      text: 'Please both upload your bank statements.',
    });
    expect(reply(staff).code).toBe(0);
    const seen = (await chat(released.buyer, { orderId: released.order.id })).data.records.at(-1);
    expect(seen).toMatchObject({ from: 'staff', text: 'Please both upload your bank statements.' });

    expect(
      (await decide(arbiter, file.appeal.id, { decision: 'release', note: '' })).code,
    ).not.toBe(0);
    const done = await decide(arbiter, file.appeal.id, {
      decision: 'release',
      note: 'Bank statement shows the payment.',
    });
    expect(done.data).toMatchObject({
      outcome: 'decided',
      case: { appeal: { status: 'decided', decision: 'release' } },
    });
    expect(await people.balance(released.buyer, 'USDT')).toEqual({ available: '200', frozen: '0' });
    expect((await detail(released.buyer, { id: released.order.id })).data.status).toBe('completed');
    expect(
      (await decide(arbiter, file.appeal.id, { decision: 'return', note: 'again' })).code,
    ).toBe(code('P2P_ORDER_STATE'));

    const back = await decide(arbiter, idOf(returned.order.id), {
      decision: 'return',
      note: 'No payment arrived.',
    });
    expect(back.data.case.order.status).toBe('cancelled');
    expect(await people.balance(returned.buyer, 'USDT')).toEqual({ available: '0', frozen: '0' });
    expect((await api.adDetail(returned.seller, { id: returned.ad.id })).data).toMatchObject({
      remaining: '1000',
      held: '1000',
    });
    expect(await checkAll(t.database.db, MODULES)).toEqual([]);
  });

  it('takes two operators above the threshold, and splits in one balanced transaction', async () => {
    await sql`update p2p_setting set appeal_second_usd = 150`.execute(t.database.db);
    try {
      const { seller, buyer, order } = await paidOrder('200');
      await api.pay(buyer, { id: order.id });
      const opened = await appeal(
        buyer,
        await appealBody(buyer, order.id, { reason: 'wrong_amount' }),
      );
      const id = opened.data.appeal?.id ?? 0;
      const split = { decision: 'split', buyerQuantity: '120', note: 'Only 120 USD arrived.' };
      for (const buyerQuantity of ['0', '200', '250', '1.0000001'])
        expect((await decide(arbiter, id, { ...split, buyerQuantity })).code).toBe(
          code('FIELD_OUT_OF_RANGE'),
        );
      expect((await decide(arbiter, id, { decision: 'split', note: 'x' })).code).toBe(
        code('FIELD_REQUIRED'),
      );
      expect((await decide(arbiter, id, split)).data.outcome).toBe('proposed');
      expect((await decide(arbiter, id, split)).code).toBe(code('SECOND_APPROVAL_REQUIRED'));
      const frozenBefore = (await people.balance(seller, 'USDT')).frozen;
      const done = await decide(checker, id, split);
      expect(done.data).toMatchObject({
        outcome: 'decided',
        case: { appeal: { decision: 'split', buyerQuantity: '120' } },
      });
      expect(await people.balance(buyer, 'USDT')).toEqual({ available: '120', frozen: '0' });
      expect(Number((await people.balance(seller, 'USDT')).frozen)).toBe(
        Number(frozenBefore) - 200,
      );
      const { rows } = await sql<{ n: string }>`select count(*) as n from ledger_transaction
        where reference = ${`p2p-order:${order.id}`} and change_type = 'p2p_trade'`.execute(
        t.database.db,
      );
      expect(Number(rows[0]?.n)).toBe(1);
    } finally {
      await sql`update p2p_setting set appeal_second_usd = 10000`.execute(t.database.db);
    }
  });
});

describe('chat', () => {
  it('keeps the order’s messages with its status changes, read marks, and pushes them live', async () => {
    const { seller, buyer, order } = await paidOrder();
    const ws = new WebSocket(url);
    const inbox: WsServerMessage[] = [];
    ws.on('message', (data) => inbox.push(JSON.parse(String(data)) as WsServerMessage));
    await once(ws, 'open');
    ws.send(JSON.stringify({ op: 'auth', token: seller.token }));
    ws.send(JSON.stringify({ op: 'sub', topics: ['p2p'] }));
    await vi.waitFor(() =>
      expect(inbox.some((m) => m.topic === 'p2p' && m.type === 'snapshot')).toBe(true),
    );

    const first = (await chat(buyer, { orderId: order.id })).data;
    expect(first.records.map((r) => [r.kind, r.from, r.status])).toEqual([
      ['status', 'me', 'unpaid'],
      ['message', 'counterpart', null],
    ]);
    expect(first.records[1]?.text).toBe('Hello, I am online.');
    const sent = await send(buyer, { orderId: order.id, text: 'Paying now.' });
    expect(sent.data).toMatchObject({ from: 'me' });
    await vi.waitFor(() =>
      expect(
        inbox.some(
          (m) =>
            m.topic === 'p2p' &&
            m.type === 'update' &&
            (m.data as { record: { text: string; from: string } }).record.text === 'Paying now.' &&
            (m.data as { record: { from: string } }).record.from === 'counterpart',
        ),
      ).toBe(true),
    );
    ws.close();

    expect((await send(buyer, { orderId: order.id, text: '' })).code).toBe(code('FIELD_REQUIRED'));
    const image = await uploadImage(t, buyer.token, 'appeal');
    expect((await send(seller, { orderId: order.id, fileId: image })).code).toBe(
      code('FIELD_OUT_OF_RANGE'),
    );
    expect((await send(buyer, { orderId: order.id, fileId: image })).code).toBe(0);
    // The image the buyer sent is the order's: both parties may see it, nobody else.
    const fileOf = (s: Session, fileId: string) =>
      t.get('/uc/otc/order/file', { orderId: order.id, fileId }, { token: s.token });
    for (const party of [buyer, seller]) {
      const res = await fileOf(party, image);
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/png']);
    }
    const other = await uploadImage(t, buyer.token, 'appeal');
    expect(reply((await fileOf(seller, other)) as { body: string }).code).toBe(
      code('FILE_NOT_FOUND'),
    );
    const stranger = await people.verified(name('Ivy'));
    expect((await chat(stranger, { orderId: order.id })).code).toBe(code('P2P_ORDER_NOT_FOUND'));
    expect(
      reply(
        await t.get(
          '/uc/otc/order/file',
          { orderId: order.id, fileId: image },
          { token: stranger.token },
        ),
      ).code,
    ).toBe(code('P2P_ORDER_NOT_FOUND'));

    const after = (await chat(seller, { orderId: order.id, afterSeq: 2 })).data;
    expect(after.records.map((r) => r.seq)).toEqual([3, 4]);
    expect(after.counterpartReadSeq).toBe(0);
    expect(after.readSeq).toBe(0);
    await markRead(buyer, { orderId: order.id, seq: 4 });
    await markRead(buyer, { orderId: order.id, seq: 1 });
    await markRead(seller, { orderId: order.id, seq: 2 });
    expect((await chat(seller, { orderId: order.id })).data).toMatchObject({
      lastSeq: 4,
      readSeq: 2,
      counterpartReadSeq: 4,
    });
    // The buyer's own mark, whichever device made it; the seller's is theirs.
    expect((await chat(buyer, { orderId: order.id })).data).toMatchObject({
      readSeq: 4,
      counterpartReadSeq: 2,
    });

    await api.pay(buyer, { id: order.id });
    await api.release(seller, { id: order.id, fundPassword: '123456', payerNameMatches: true });
    expect(
      (await chat(buyer, { orderId: order.id })).data.records.map((r) => r.status).filter(Boolean),
    ).toEqual(['unpaid', 'paid', 'completed']);
    expect((await send(buyer, { orderId: order.id, text: 'thanks' })).code).toBe(
      code('P2P_ORDER_FINISHED'),
    );
  });
});

describe('the console’s P2P market', () => {
  it('lists every ad and advertiser, delists an ad with a reason, and sets the risk classes', async () => {
    const { seller, ad } = await paidOrder();
    const ads = reply<{ list: { id: number; status: string; openOrders: number }[] }>(
      await consoleGet(t, arbiter.token, '/p2p/ads', { userId: seller.member.id }),
    ).data;
    expect(ads.list).toEqual([
      expect.objectContaining({ id: ad.id, status: 'listed', openOrders: 1 }),
    ]);
    const merchants = reply<{
      list: { userId: number; adsListed: number; openOrders: number; merchant: boolean }[];
    }>(await consoleGet(t, arbiter.token, '/p2p/merchants')).data.list;
    expect(merchants.find((m) => m.userId === seller.member.id)).toMatchObject({
      adsListed: 1,
      openOrders: 1,
      merchant: true,
    });
    expect(
      reply(await consolePost(t, arbiter.token, `/p2p/ads/${ad.id}/delist`, {})).code,
    ).not.toBe(0);
    const delisted = reply<{ status: string; held: string }>(
      await consolePost(t, arbiter.token, `/p2p/ads/${ad.id}/delist`, {
        reason: 'Misleading terms',
      }),
    );
    expect(delisted.data).toMatchObject({ status: 'delisted', held: '0' });
    expect(
      reply(await consolePost(t, arbiter.token, `/p2p/ads/${ad.id}/delist`, { reason: 'again' }))
        .code,
    ).toBe(code('P2P_AD_NOT_FOUND'));

    const configurer = await consoleOperator(t, ['config.manage']);
    const current = reply<{
      classes: { riskClass: number; firstTradeCapUsd: string; withdrawHoldHours: number }[];
    }>(await consoleGet(t, configurer.token, '/p2p/risk-classes')).data.classes;
    expect(current).toEqual([
      { riskClass: 1, firstTradeCapUsd: '20000', withdrawHoldHours: 0 },
      { riskClass: 2, firstTradeCapUsd: '10000', withdrawHoldHours: 24 },
      { riskClass: 3, firstTradeCapUsd: '2000', withdrawHoldHours: 72 },
      { riskClass: 4, firstTradeCapUsd: '500', withdrawHoldHours: 168 },
    ]);
    const changed = current.map((c) => (c.riskClass === 4 ? { ...c, withdrawHoldHours: 240 } : c));
    expect(
      reply(await consolePost(t, configurer.token, '/p2p/risk-classes', { classes: changed })).data,
    ).toEqual({
      classes: changed,
    });
    const twice = current.map((c) => ({ ...c, riskClass: 1 }));
    expect(
      reply(await consolePost(t, configurer.token, '/p2p/risk-classes', { classes: twice })).code,
    ).not.toBe(0);
    await consolePost(t, configurer.token, '/p2p/risk-classes', { classes: current });
  });
});

describe('reviews, profiles and notifications', () => {
  it('takes one review per party of a completed order, and shows the advertiser’s figures', async () => {
    const { seller, buyer, order, ad } = await paidOrder();
    const review = post<null>('/otc/order/review');
    expect((await review(buyer, { id: order.id, positive: true })).code).toBe(
      code('P2P_ORDER_STATE'),
    );
    await api.pay(buyer, { id: order.id });
    t.clock.advance(4 * 60_000);
    await api.release(seller, { id: order.id, fundPassword: '123456', payerNameMatches: true });
    const stranger = await people.verified(name('Kim'));
    expect((await review(stranger, { id: order.id, positive: false })).code).toBe(
      code('P2P_ORDER_NOT_FOUND'),
    );
    expect(
      (await review(buyer, { id: order.id, positive: true, comment: 'Released fast' })).code,
    ).toBe(0);
    expect((await review(buyer, { id: order.id, positive: false })).code).toBe(
      code('P2P_REVIEW_EXISTS'),
    );
    expect(
      (await review(seller, { id: order.id, positive: false, comment: 'Late payer' })).code,
    ).toBe(0);
    expect((await detail(buyer, { id: order.id })).data.review).toEqual({
      positive: true,
      comment: 'Released fast',
    });

    const profile = reply<Record<string, unknown> & { ads: { id: number }[] }>(
      await t.get('/uc/otc/advertiser/profile', { userId: seller.member.id }),
    ).data;
    expect(profile).toMatchObject({
      userId: seller.member.id,
      merchant: true,
      totalOrders: 1,
      orders30d: 1,
      completionRate30d: '1.0000',
      traders: 1,
      positiveReviews: 1,
      negativeReviews: 0,
      avgReleaseMinutes30d: 4,
      // They have sold, never bought: no payment time of theirs.
      avgPayMinutes30d: null,
      reviews: [{ positive: true, comment: 'Released fast' }],
    });
    expect(profile.ads.map((a) => a.id)).toEqual([ad.id]);
    expect(reply(await t.get('/uc/otc/advertiser/profile', { userId: 99_999_999 })).code).toBe(
      code('P2P_AD_NOT_FOUND'),
    );
  });

  it('sends order and appeal events by email and SMS as each party’s switches say, in their language', async () => {
    const { seller, buyer, order } = await paidOrder();
    const settings = post<Record<string, boolean>>('/otc/notification/settings');
    // Records are domain events: dispatched (a job each second), then each message is a job.
    const deliver = async () => {
      for (let i = 0; i < 3; i += 1) {
        t.clock.advance(1_000);
        await t.app.jobQueue.runDue(100);
      }
    };
    expect(
      reply(await t.get('/uc/otc/notification/settings', {}, { token: seller.token })).data,
    ).toEqual({
      order: true,
      appeal: true,
      chat: true,
      email: true,
      sms: false,
    });
    const bind = async (s: Session, n: number) =>
      sql`update app_user set email = ${`p2p-notify-${s.member.id}@example.com`}, country_code = '86',
        phone = ${`1370013${String(n).padStart(4, '0')}`} where id = ${s.member.id}`.execute(
        t.database.db,
      );
    await bind(seller, seller.member.id % 10_000);
    await bind(buyer, buyer.member.id % 10_000);
    const saved = reply(
      await t.post(
        '/uc/otc/notification/settings',
        { order: true, appeal: true, chat: true, email: true, sms: true },
        { token: seller.token, lang: 'zh_CN' },
      ),
    );
    expect(saved.data).toMatchObject({ sms: true });
    expect(
      (await settings(buyer, { order: false, appeal: true, chat: true, email: true, sms: false }))
        .code,
    ).toBe(0);

    // The order's creation was sent already (to the defaults); from here the new switches count.
    await deliver();
    const sent = () => t.outbox.length;
    const before = sent();
    await api.pay(buyer, { id: order.id });
    await deliver();
    const toSeller = t.outbox.slice(before);
    expect(toSeller.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(toSeller[0]?.subject).toBe(`P2P 订单 ${order.orderNo}`);
    expect(toSeller[0]?.text).toContain('已标记付款');
    // The buyer switched order events off: releasing sends them nothing.
    const mark = sent();
    await api.release(seller, { id: order.id, fundPassword: '123456', payerNameMatches: true });
    await deliver();
    expect(t.outbox.slice(mark)).toEqual([]);
  });
});
