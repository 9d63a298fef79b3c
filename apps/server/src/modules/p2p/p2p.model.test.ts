import type { Session } from '@exchange/contracts';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAll } from '../../checks.js';
import { MODULES } from '../../modules.js';
import { reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { consoleOperator, consolePost, type ConsoleOperator } from '../../test/console.js';
import { p2pCalls, p2pPeople, sellAd, type P2pPeople } from '../../test/p2p.js';
import { uploadImage } from '../files/files.test-support.js';
import { deposit } from '../ledger/ledger.test-support.js';

/**
 * P2P against an in-memory model: random sequences of listing and
 * delisting, ordering, paying, cancelling, letting time pass (deadlines
 * fire from the job queue), appealing and deciding, by two merchants and
 * three buyers. After every step each user's balance equals the model's,
 * and the platform's invariants hold (the ledger balances; escrow equals
 * the open orders; a listed ad holds what it has left).
 */

const MINUTE = 60_000;
const SELLER_FUNDS = 1000;
const AD_QUANTITY = 600;
const OPEN_LIMIT = 5;
const CANCEL_LIMIT = 3;

type Status = 'unpaid' | 'paid' | 'timed_out' | 'appeal' | 'completed' | 'cancelled';
interface ModelOrder {
  id: number;
  buyer: number;
  seller: number;
  quantity: number;
  status: Status;
  /** Model time (ms) of the payment deadline, and of the release deadline once paid. */
  payBy: number;
  releaseBy: number | null;
}
interface Model {
  now: number;
  /** Whole USDT: every amount here is a whole number, so the model may use numbers. */
  available: number[];
  frozen: number[];
  listed: boolean[];
  remaining: number[];
  orders: ModelOrder[];
  /** Each buyer's cancellations (theirs or by expiry), by the UTC day they happened. */
  cancels: { buyer: number; day: number }[];
}

type Op =
  | { kind: 'toggle'; merchant: number }
  | { kind: 'buy'; buyer: number; merchant: number; amount: number }
  | {
      kind: 'pay' | 'cancel' | 'release' | 'appeal' | 'decideRelease' | 'decideReturn';
      pick: number;
    }
  | { kind: 'wait'; minutes: number };

const ops: fc.Arbitrary<Op[]> = fc.array(
  fc.oneof(
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('toggle' as const), merchant: fc.nat(1) }),
    },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('buy' as const),
        buyer: fc.nat(2),
        merchant: fc.nat(1),
        amount: fc.constantFrom(100, 150, 200, 300, 500, 99, 501),
      }),
    },
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constantFrom(
          'pay' as const,
          'cancel' as const,
          'release' as const,
          'appeal' as const,
          'decideRelease' as const,
          'decideReturn' as const,
        ),
        pick: fc.nat(20),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('wait' as const),
        minutes: fc.constantFrom(5, 16, 31),
      }),
    },
  ),
  { minLength: 10, maxLength: 30 },
);

let t: TestApp;
let people: P2pPeople;
let api: ReturnType<typeof p2pCalls>;
let arbiter: ConsoleOperator;
let arbiterSince = 0;
/** The arbiter, signed in again once the console session may have gone idle. */
async function arbiterNow(): Promise<ConsoleOperator> {
  if (t.clock.nowMs() - arbiterSince > 10 * 60_000) {
    arbiter = await consoleOperator(t, ['p2p.arbitrate']);
  }
  arbiterSince = t.clock.nowMs();
  return arbiter;
}
beforeAll(async () => {
  // Many requests a minute from one address, on purpose.
  t = await createTestApp({ rateLimitPerMin: 100_000 });
  people = await p2pPeople(t);
  api = p2pCalls(t);
  arbiter = await consoleOperator(t, ['p2p.arbitrate']);
  arbiterSince = t.clock.nowMs();
  cast = await makeCast();
});
afterAll(() => t.close());

let names = 0;
const name = () => `Model Trader${String.fromCharCode(65 + ((names += 1) % 26))}${names}`;

interface Cast {
  merchants: { s: Session; card: number; ad: number }[];
  buyers: { s: Session; proof: string }[];
}
let cast: Cast;

/** Two merchants and three buyers, made once: sign-ups and uploads are rate limited. */
async function makeCast(): Promise<Cast> {
  const merchants: Cast['merchants'] = [];
  for (let i = 0; i < 2; i += 1) {
    const who = name();
    const s = await people.merchant(who);
    merchants.push({ s, card: (await people.method(s, who)).id, ad: 0 });
  }
  const buyers: Cast['buyers'] = [];
  for (let i = 0; i < 3; i += 1) {
    const s = await people.verified(name());
    buyers.push({ s, proof: await uploadImage(t, s.token, 'appeal') });
  }
  return { merchants, buyers };
}

let topUps = 0;
/**
 * A clean start for a run: the last run's open orders cancelled and its ads
 * closed, nothing counted toward today's limits, each merchant topped up
 * to hold at least a fresh ad, and a fresh ad each.
 */
async function freshStart(): Promise<void> {
  for (const buyer of cast.buyers) {
    const open = await api.orders(buyer.s, { scope: 'open', pageSize: 50 });
    expect(open.code, open.message).toBe(0);
    for (const order of open.data.list)
      expect((await api.cancel(buyer.s, { id: order.id, reason: 'next run' })).code).toBe(0);
  }
  // A clean day for the buyers without moving the clock a day (sessions would end
  // over many runs): their finished orders are moved two days back, so
  // neither the cancellation limit nor the daily fiat limit counts them.
  const ids = cast.buyers.map((b) => b.s.member.id);
  await sql`update p2p_order set created_at = created_at - interval '2 days',
    finished_at = finished_at - interval '2 days'
    where buyer_id in (${sql.join(ids)}) and status in ('completed', 'cancelled')`.execute(
    t.database.db,
  );
  for (const merchant of cast.merchants) {
    if (merchant.ad !== 0) await api.closeAd(merchant.s, { id: merchant.ad });
    const { available } = await people.balance(merchant.s, 'USDT');
    if (Number(available) < SELLER_FUNDS)
      await deposit(
        people.ledger,
        `model-top-up-${(topUps += 1)}`,
        merchant.s.member.id,
        String(SELLER_FUNDS),
      );
    const ad = await api.createAd(
      merchant.s,
      sellAd([merchant.card], { quantity: String(AD_QUANTITY), maxAmount: '500' }),
    );
    expect(ad.code, ad.message).toBe(0);
    merchant.ad = ad.data.id;
  }
}

const dayOf = (ms: number) => Math.floor(ms / 86_400_000);

describe('P2P against a model', () => {
  it('keeps every balance and invariant through random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(ops, async (sequence) => {
        await freshStart();
        const { merchants, buyers } = cast;
        // Users 0-1 are the merchants, 2-4 the buyers.
        const sessions = [...merchants.map((m) => m.s), ...buyers.map((b) => b.s)];
        // The model counts from what each holds now; frozen beyond the ads is the merchant deposit.
        const base = await Promise.all(sessions.map((s) => people.balance(s, 'USDT')));
        const model: Model = {
          now: t.clock.nowMs(),
          available: base.map((b) => Number(b.available)),
          frozen: [AD_QUANTITY, AD_QUANTITY, 0, 0, 0],
          listed: [true, true],
          remaining: [AD_QUANTITY, AD_QUANTITY],
          orders: [],
          cancels: [],
        };
        const baseFrozen = base.map((b, i) => Number(b.frozen) - (model.frozen[i] ?? 0));
        const startTotal = model.available.reduce((a, b) => a + b, 0) + 2 * AD_QUANTITY;

        const returnCoins = (order: ModelOrder) => {
          if (model.listed[order.seller]) model.remaining[order.seller]! += order.quantity;
          else {
            model.remaining[order.seller]! += order.quantity;
            model.frozen[order.seller]! -= order.quantity;
            model.available[order.seller]! += order.quantity;
          }
        };
        const complete = (order: ModelOrder) => {
          model.frozen[order.seller]! -= order.quantity;
          model.available[order.buyer]! += order.quantity;
          order.status = 'completed';
        };
        const openStates: Status[] = ['unpaid', 'paid', 'timed_out', 'appeal'];

        for (const op of sequence) {
          // Signing an operator in moves the clock too: the model reads it.
          model.now = t.clock.nowMs();
          if (op.kind === 'toggle') {
            const m = op.merchant;
            const res = model.listed[m]
              ? await api.delistAd(merchants[m]!.s, { id: merchants[m]!.ad })
              : await api.listAd(merchants[m]!.s, { id: merchants[m]!.ad });
            expect(res.code, res.message).toBe(0);
            const held = model.remaining[m]!;
            model.frozen[m]! += model.listed[m] ? -held : held;
            model.available[m]! += model.listed[m] ? held : -held;
            model.listed[m] = !model.listed[m];
          } else if (op.kind === 'buy') {
            const buyer = 2 + op.buyer;
            const m = op.merchant;
            const today = dayOf(model.now);
            const cancelsToday = model.cancels.filter(
              (c) => c.buyer === buyer && c.day === today,
            ).length;
            const open = model.orders.filter(
              (o) => o.buyer === buyer && openStates.includes(o.status),
            ).length;
            const ok =
              model.listed[m] === true &&
              model.remaining[m]! >= 100 &&
              op.amount >= 100 &&
              op.amount <= Math.min(500, model.remaining[m]!) &&
              cancelsToday < CANCEL_LIMIT &&
              open < OPEN_LIMIT;
            const res = await api.buy(buyers[op.buyer]!.s, {
              adId: merchants[m]!.ad,
              by: 'amount',
              value: String(op.amount),
              paymentMethodId: merchants[m]!.card,
              requestId: `model-${Math.random().toString(36).slice(2, 12)}`,
            });
            expect(res.code === 0, `${JSON.stringify(op)} → ${res.message}`).toBe(ok);
            if (ok) {
              model.remaining[m]! -= op.amount;
              model.orders.push({
                id: res.data.id,
                buyer,
                seller: m,
                quantity: op.amount,
                status: 'unpaid',
                payBy: model.now + 15 * MINUTE,
                releaseBy: null,
              });
            }
          } else if (op.kind === 'wait') {
            t.clock.advance(op.minutes * MINUTE);
            model.now = t.clock.nowMs();
            await t.app.jobQueue.runDue(200);
            for (const order of model.orders) {
              if (order.status === 'unpaid' && order.payBy <= model.now) {
                order.status = 'cancelled';
                model.cancels.push({ buyer: order.buyer, day: dayOf(order.payBy) });
                returnCoins(order);
              } else if (
                order.status === 'paid' &&
                order.releaseBy !== null &&
                order.releaseBy <= model.now
              )
                order.status = 'timed_out';
            }
          } else {
            const order = model.orders[op.pick % Math.max(1, model.orders.length)];
            if (!order) continue;
            const buyer = sessions[order.buyer]!;
            const seller = sessions[order.seller]!;
            const id = order.id;
            let code: number;
            let allowed: boolean;
            if (op.kind === 'pay') {
              allowed = order.status === 'unpaid';
              code = (await api.pay(buyer, { id })).code;
              if (allowed) {
                order.status = 'paid';
                order.releaseBy = model.now + 30 * MINUTE;
              }
            } else if (op.kind === 'cancel') {
              allowed = openStates.includes(order.status);
              code = (await api.cancel(buyer, { id, reason: 'model' })).code;
              if (allowed) {
                order.status = 'cancelled';
                model.cancels.push({ buyer: order.buyer, day: dayOf(model.now) });
                returnCoins(order);
              }
            } else if (op.kind === 'release') {
              allowed = ['paid', 'timed_out', 'appeal'].includes(order.status);
              code = (
                await api.release(seller, { id, fundPassword: '123456', payerNameMatches: true })
              ).code;
              if (allowed) complete(order);
            } else if (op.kind === 'appeal') {
              allowed = order.status === 'paid' || order.status === 'timed_out';
              code = reply(
                await t.post(
                  '/uc/otc/order/appeal',
                  {
                    id,
                    reason: 'paid_not_released',
                    description: 'model',
                    contactName: 'Model',
                    contactPhone: '1',
                    proofFileIds: [buyers[order.buyer - 2]!.proof],
                  },
                  { token: buyer.token },
                ),
              ).code;
              if (allowed) order.status = 'appeal';
            } else {
              allowed = order.status === 'appeal';
              const detail = reply<{ appeal: { id: number } | null }>(
                await t.post('/uc/otc/order/detail', { id }, { token: buyer.token }),
              ).data;
              code = detail.appeal
                ? reply(
                    await consolePost(
                      t,
                      (await arbiterNow()).token,
                      `/p2p/appeals/${detail.appeal.id}/decide`,
                      {
                        decision: op.kind === 'decideRelease' ? 'release' : 'return',
                        note: 'model',
                      },
                    ),
                  ).code
                : -1;
              if (allowed) {
                if (op.kind === 'decideRelease') complete(order);
                else {
                  order.status = 'cancelled';
                  returnCoins(order);
                }
              }
            }
            expect(code === 0, `${op.kind} on ${order.status} order ${id}`).toBe(allowed);
          }
          const actual = await Promise.all(sessions.map((s) => people.balance(s, 'USDT')));
          expect(
            actual.map((b, i) => [Number(b.available), Number(b.frozen) - baseFrozen[i]!]),
          ).toEqual(model.available.map((a, i) => [a, model.frozen[i]]));
          expect(await checkAll(t.database.db, MODULES)).toEqual([]);
        }
        // Coins are neither made nor lost among the five.
        const total =
          model.available.reduce((a, b) => a + b, 0) + model.frozen.reduce((a, b) => a + b, 0);
        expect(total).toBe(startTotal);
      }),
      { numRuns: 12 },
    );
    const { rows } = await sql<{ n: string }>`select count(*) as n from p2p_order`.execute(
      t.database.db,
    );
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
  }, 240_000);
});
