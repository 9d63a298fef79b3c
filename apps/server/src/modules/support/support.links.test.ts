import { ERRORS, type ErrorKey } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAll } from '../../checks.js';
import { MODULES } from '../../modules.js';
import { registerAccount, reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { consoleOperator, type ConsoleOperator } from '../../test/console.js';
import { p2pCalls, p2pPeople, sellAd } from '../../test/p2p.js';
import { clientId, supportCalls } from '../../test/support.js';
import { uploadImage } from '../files/files.test-support.js';

/** Conversations about a user's own records: a P2P order, and its appeal. */
const code = (key: ErrorKey) => ERRORS[key].code;

let t: TestApp;
let api: ReturnType<typeof supportCalls>;
let manager: ConsoleOperator;
beforeAll(async () => {
  t = await createTestApp();
  api = supportCalls(t);
  manager = await consoleOperator(t, ['support.chat', 'support.manage']);
});
afterAll(async () => {
  expect(await checkAll(t.database.db, MODULES)).toEqual([]);
  await t.close();
});

describe('conversations about a record', () => {
  it('links only the user’s own records; a P2P order under appeal makes the chat evidence, never withdrawn', async () => {
    const people = await p2pPeople(t);
    const p2p = p2pCalls(t);
    const seller = await people.merchant('Sam Support', { USDT: '2000' });
    const card = await people.method(seller, 'Sam Support');
    const ad = (await p2p.createAd(seller, sellAd([card.id], { maxAmount: '1000' }))).data;
    const buyer = await people.verified('Bea Support');
    const placed = await p2p.buy(buyer, {
      adId: ad.id,
      by: 'amount',
      value: '200',
      paymentMethodId: card.id,
      requestId: `sup-${Math.random().toString(36).slice(2, 12)}`,
    });
    expect(placed.code, placed.message).toBe(0);
    const order = placed.data;

    const stranger = await registerAccount(t);
    const notTheirs = await api.open(stranger, {
      link: { kind: 'p2p_order', ref: String(order.id) },
    });
    expect(notTheirs.code).toBe(code('SUPPORT_LINK_NOT_FOUND'));
    expect((await api.open(stranger, { link: { kind: 'withdrawal', ref: 'abc' } })).code).toBe(
      code('SUPPORT_LINK_NOT_FOUND'),
    );

    const opened = await api.open(buyer, { link: { kind: 'p2p_order', ref: String(order.id) } });
    expect(opened.code, opened.message).toBe(0);
    expect(opened.data).toMatchObject({
      links: [{ kind: 'p2p_order', ref: String(order.id) }],
      recallLocked: false,
    });
    const id = opened.data.id;
    const history = (await api.messages(buyer, { conversationId: id })).data.list;
    expect(history.map((m) => m.bot?.reply ?? m.activity?.code)).toEqual(['greeting', 'linked']);
    const before = await api.send(buyer, {
      conversationId: id,
      clientId: clientId(),
      text: 'paid',
    });
    expect(before.data.recallableUntil).not.toBeNull();

    await p2p.pay(buyer, { id: order.id });
    const appealed = reply(
      await t.post(
        '/uc/otc/order/appeal',
        {
          id: order.id,
          reason: 'paid_not_released',
          description: 'I paid 200 USD by bank transfer at 12:05.',
          contactName: 'Bea',
          contactPhone: '+49 30 1234567',
          proofFileIds: [await uploadImage(t, buyer.token, 'appeal')],
        },
        { token: buyer.token },
      ),
    );
    expect(appealed.code, appealed.message).toBe(0);
    expect((await api.current(buyer)).data).toMatchObject({ id, recallLocked: true });
    expect((await api.recall(buyer, { conversationId: id, seq: before.data.seq })).code).toBe(
      code('SUPPORT_RECALL_APPEAL_LOCKED'),
    );
    const desk = await api.desk.detail(manager, id);
    expect(desk.data.records).toEqual([
      expect.objectContaining({ kind: 'p2p_order', ref: String(order.id), appealed: true }),
    ]);
    expect(desk.data.user).toMatchObject({ verificationLevel: 'primary', conversations: 1 });
  });
});
