import { ERROR_CODES, type Session } from '@exchange/contracts';
import { decimal, mul, sub } from '@exchange/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAll } from '../../checks.js';
import { reply, STRONG_PASSWORD } from '../../test/accounts.js';
import { consolePost } from '../../test/console.js';
import { referralApp, type ReferralApp } from '../../test/referral.js';
import { deposit, user } from '../ledger/ledger.test-support.js';
import { perpHarness } from '../../test/perp.js';
import { earnModule } from '../earn/index.js';
import { identityModule } from '../identity/index.js';
import { p2pModule } from '../p2p/index.js';
import { referralModule } from './index.js';
import { isPublicIp } from './referral.pairs.js';
import { originOf } from './referral.routes.js';

const code = (key: keyof typeof ERROR_CODES) => ERROR_CODES[key];
const DAY_MS = 86_400_000;

let R: ReferralApp;
beforeAll(async () => {
  // The clock starts at 2026-11-21 12:00 UTC: claims and caps count UTC days.
  R = await referralApp();
});
afterAll(async () => {
  expect(
    await checkAll(R.t.database.db, [identityModule, p2pModule, earnModule, referralModule]),
  ).toEqual([]);
  await R.t.close();
});

let n = 0;
/** `seller` sells `btc` BTC at 60,000 to a fresh buyer resting first: the seller pays 0.1 % of the USDT as the taker's fee. */
async function sell(seller: Session, btc: string) {
  n += 1;
  await deposit(R.ledger, `ref-btc-${seller.member.id}-${n}`, seller.member.id, btc, 'BTC');
  const buyer = await R.user();
  await deposit(R.ledger, `ref-usdt-${buyer.member.id}`, buyer.member.id, '100000');
  const order = (s: Session, side: 'buy' | 'sell') =>
    R.t.post(
      '/uc/exchange/order/add',
      { symbol: 'BTC/USDT', side, type: 'limit', price: '60000', amount: btc },
      { token: s.token },
    );
  expect(reply(await order(buyer, 'buy')).code).toBe(0);
  const sold = reply<{ status: string }>(await order(seller, 'sell'));
  expect(sold.data.status).toBe('FILLED');
}

describe('invitations', () => {
  it('gives every user a code, a link and the rules: what rebates are based on and where they come from', async () => {
    const s = await R.user();
    const summary = await R.summary(s);
    expect(summary).toMatchObject({
      inviteCode: s.member.inviteCode,
      invitePath: `/register?inviteCode=${s.member.inviteCode}`,
      mayRefer: true,
      referrer: null,
      tier: null,
      claimable: [],
      rules: {
        levels: 1,
        bases: [{ basis: 'fee', rates: ['0.2'] }],
        source: 'promotions',
        budgetOpen: false,
        compliance: false,
        vestingDays: 7,
      },
    });
    // Without a referrer, one may still be added for the bind window.
    expect(summary.bindUntil).toBe(R.t.clock.nowMs() + 7 * DAY_MS);
  });

  it('binds the referrer at registration, shown masked, and counts the invitee in generation 1', async () => {
    const referrer = await R.user();
    const invitee = await R.user(referrer);
    const summary = await R.summary(invitee);
    expect(summary.referrer?.name).toMatch(/^r\w\*\*\*\w{2}$/);
    expect(summary.bindUntil).toBeNull();
    const [first] = await R.generations(referrer);
    expect(first).toMatchObject({ generation: 1, headCount: 1, verifiedCount: 0, paid: true });
    const invitees = await R.get<{ list: { name: string; generation: number }[] }>(
      referrer,
      '/promotion/invitees',
    );
    expect(invitees.data.list).toEqual([expect.objectContaining({ generation: 1 })]);
  });

  it('refuses a code whose owner an operator has forbidden to refer, and allows it again', async () => {
    const referrer = await R.user();
    const forbid = (mayRefer: boolean) =>
      R.consoleAs('manager', '/referral/permissions', {
        uid: referrer.member.uid,
        mayRefer,
        reason: 'self-dealing ring under review',
      });
    expect((await forbid(false)).code).toBe(0);
    expect((await R.register(referrer.member.inviteCode)).code).toBe(code('REFERRER_NO_RIGHT'));
    expect((await R.summary(referrer)).mayRefer).toBe(false);
    const listed = await R.consoleAs<{ list: { uid: string; mayRefer: boolean }[] }>(
      'manager',
      '/referral/permissions',
    );
    expect(listed.data.list[0]).toMatchObject({ uid: referrer.member.uid, mayRefer: false });
    expect((await forbid(true)).code).toBe(0);
    expect((await R.register(referrer.member.inviteCode)).code).toBe(0);
  });

  it('adds a referrer later only once, never oneself or one’s own invitee, and only within the window', async () => {
    const a = await R.user();
    const b = await R.user(a);
    const late = await R.user();
    expect((await R.bind(late, 'ZZZZZZZZ')).code).toBe(code('REFERRAL_CODE_WRONG'));
    expect((await R.bind(late, 'bad')).code).toBe(code('REFERRAL_CODE_WRONG'));
    expect((await R.bind(late, late.member.inviteCode)).code).toBe(code('REFERRAL_SELF'));
    // a invited b: a may not become b's invitee.
    expect((await R.bind(a, b.member.inviteCode)).code).toBe(code('REFERRAL_CYCLE'));
    expect((await R.bind(late, a.member.inviteCode.toLowerCase())).code).toBe(0);
    expect((await R.summary(late)).referrer).not.toBeNull();
    // A direct-line relationship cannot be changed.
    expect((await R.bind(late, b.member.inviteCode)).code).toBe(code('REFERRER_LOCKED'));
    expect((await R.bind(b, late.member.inviteCode)).code).toBe(code('REFERRER_LOCKED'));
    let slow = await R.user();
    R.t.clock.advance(7 * DAY_MS + 1);
    slow = await R.fresh(slow);
    const closed = await R.bind(slow, a.member.inviteCode);
    expect(closed.code).toBe(code('REFERRAL_BIND_CLOSED'));
    expect(closed.message).toContain('7 days');
    expect((await R.summary(slow)).bindUntil).toBeNull();
  });

  it('links the poster to the app’s origin only when it names this server', () => {
    expect(originOf('https://ex.example', 'http', 'ex.example')).toBe('https://ex.example');
    expect(originOf('https://evil.example', 'http', 'ex.example')).toBe('http://ex.example');
    expect(originOf('javascript:alert(1)', 'http', 'ex.example')).toBe('http://ex.example');
    expect(originOf(undefined, 'http', '127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
  });

  it('renders a poster PNG with the code, in the asked language', async () => {
    const s = await R.user();
    const res = await R.t.get('/uc/promotion/poster', { lang: 'zh_CN' }, { token: s.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect((await R.t.get('/uc/promotion/poster')).statusCode).toBe(401);
  });
});

describe('rebates on trading fees', () => {
  let referrer: Session;
  let invitee: Session;
  beforeAll(async () => {
    referrer = await R.user();
    invitee = await R.people.verify(await R.user(referrer), 'Ines Invitee');
  });

  it('records an unfunded rebate while the budget is empty, and says so', async () => {
    await sell(invitee, '0.5');
    await R.settle();
    const { list } = await R.records(referrer);
    // 0.5 BTC × 60,000 × 0.1 % = 30 USDT of fees; 20 % of it is 6.
    expect(list).toEqual([
      expect.objectContaining({
        basis: 'fee',
        generation: 1,
        asset: 'USDT',
        base: '30',
        rate: '0.2',
        amount: '6',
        state: 'unfunded',
      }),
    ]);
    expect((await R.summary(referrer)).rules.budgetOpen).toBe(false);
  });

  it('sets a rebate aside from the funded budget, vesting, once per fact', async () => {
    await R.fund('100');
    await sell(invitee, '0.5');
    await R.settle();
    await R.settle();
    const { list } = await R.records(referrer, { state: 'vesting' });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ amount: '6', usdt: '6' });
    expect(await R.promotions()).toBe('94');
    expect(await R.payable()).toBe('6');
    const summary = await R.summary(referrer);
    expect(summary.vesting).toEqual([{ asset: 'USDT', amount: '6' }]);
    expect(summary.claimable).toEqual([]);
    expect(summary.rules.budgetOpen).toBe(true);
    expect((await R.claim(referrer)).code).toBe(code('REFERRAL_NOTHING_TO_CLAIM'));
  });

  it('records nothing paid for an unverified invitee', async () => {
    const other = await R.user(referrer);
    await sell(other, '0.1');
    await R.settle();
    const { list } = await R.records(referrer, { state: 'unverified' });
    expect(list).toEqual([expect.objectContaining({ amount: '1.2', state: 'unverified' })]);
    expect(await R.payable()).toBe('6');
  });

  it('claims vested rebates into spot once a day', async () => {
    R.t.clock.advance(7 * DAY_MS);
    // A week idle ends a session: both sign in again.
    referrer = await R.fresh(referrer);
    invitee = await R.fresh(invitee);
    const before = await R.spot(referrer);
    const claimed = await R.claim(referrer);
    expect(claimed.code, claimed.message).toBe(0);
    expect(claimed.data.amounts).toEqual([{ asset: 'USDT', amount: '6' }]);
    expect(sub(decimal(await R.spot(referrer)), decimal(before)).toString()).toBe('6');
    expect(await R.payable()).toBe('0');
    const again = await R.claim(referrer);
    expect(again.code).toBe(code('REFERRAL_CLAIM_TOO_SOON'));
    expect(again.message).toContain('UTC');
    const summary = await R.summary(referrer);
    expect(summary.claimed).toEqual([{ asset: 'USDT', amount: '6' }]);
    expect(summary.nextClaimAt).toBe(claimed.data.nextClaimAt);
    expect((await R.records(referrer, { state: 'claimed' })).list[0]?.claimedAt).toBe(
      R.t.clock.nowMs(),
    );
    // The next day there is nothing new to claim.
    R.t.clock.advance(DAY_MS);
    expect((await R.claim(referrer)).code).toBe(code('REFERRAL_NOTHING_TO_CLAIM'));
  });

  it('shares the fees the invitee pays on perpetual contracts too', async () => {
    const perp = perpHarness(R.t, R.ledger);
    perp.setMark('95000');
    const counterparty = await perp.trader('20000');
    await R.ledger.post({
      idempotencyKey: `ref-perp-${invitee.member.id}`,
      type: 'transfer',
      reference: `ref-perp-${invitee.member.id}`,
      lines: [
        { account: user(invitee.member.id), part: 'available', amount: '-5000' },
        { account: user(invitee.member.id, 'USDT', 'contract'), part: 'available', amount: '5000' },
      ],
    });
    await perp.openShort(counterparty, 1);
    await perp.openLong(invitee, 1);
    await R.settle();
    const [latest] = (await R.records(referrer, { basis: 'fee' })).list;
    expect(latest).toMatchObject({ basis: 'fee', asset: 'USDT', rate: '0.2' });
    expect(mul(decimal(latest!.base), decimal('0.2')).toString()).toBe(latest!.amount);
  });

  it('stops at the referrer’s daily cap and records the rest as capped', async () => {
    expect((await R.setProgramme({ dailyCapUsdt: '10' })).code).toBe(0);
    await sell(invitee, '0.5');
    await sell(invitee, '0.5');
    await R.settle();
    const states = (await R.records(referrer)).list.slice(0, 2).map((r) => r.state);
    expect(states.sort()).toEqual(['capped', 'vesting']);
    expect((await R.setProgramme({ dailyCapUsdt: '1000' })).code).toBe(0);
  });
});

describe('linked inviters and invitees', () => {
  it('pays nothing to a pair with the same verified name, claws back what vests, until an operator clears it', async () => {
    const referrer = await R.people.verify(await R.user(), 'Sam  Same');
    const invitee = await R.people.verify(await R.user(referrer), 'sam same');
    await sell(invitee, '0.1');
    await R.settle();
    expect((await R.records(referrer)).list.map((r) => r.state)).toEqual(['flagged']);
    const flags = await R.consoleAs<{ list: { referrerUid: string; links: string[] }[] }>(
      'manager',
      '/referral/flags',
      undefined,
    );
    expect(flags.data.list).toContainEqual(
      expect.objectContaining({ referrerUid: referrer.member.uid, links: ['identity'] }),
    );
    const cleared = await R.consoleAs('manager', '/referral/flags/clear', {
      referrerUid: referrer.member.uid,
      inviteeUid: invitee.member.uid,
      reason: 'Twins: documents checked by support',
    });
    expect(cleared.code, cleared.message).toBe(0);
    R.t.clock.advance(3_600_001);
    await sell(invitee, '0.1');
    await R.settle();
    expect((await R.records(referrer)).list.map((r) => r.state)).toEqual(['vesting', 'flagged']);
  });

  it('links a pair holding the same P2P payment account, however it is typed', async () => {
    const referrer = await R.people.verify(await R.user(), 'Pam Payer');
    const invitee = await R.people.verify(await R.user(referrer), 'Ike Invitee');
    await R.people.method(referrer, 'Pam Payer', 'bank_card', {
      account: 'DE89 3704 0044 0532 0130 00',
    });
    await R.people.method(invitee, 'Ike Invitee', 'bank_card', {
      account: 'de89-3704-0044-0532-0130-00',
    });
    await sell(invitee, '0.1');
    await R.settle();
    expect((await R.records(referrer)).list.map((r) => r.state)).toEqual(['flagged']);
    const flags = await R.consoleAs<{ list: { inviteeUid: string; links: string[] }[] }>(
      'manager',
      '/referral/flags',
      undefined,
    );
    expect(flags.data.list).toContainEqual(
      expect.objectContaining({ inviteeUid: invitee.member.uid, links: ['payment_method'] }),
    );
  });

  it('takes only public addresses as evidence', () => {
    expect(isPublicIp('203.0.113.7')).toBe(true);
    expect(isPublicIp('::ffff:198.51.100.4')).toBe(true);
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '::1',
      'fe80::1',
      'nonsense',
    ])
      expect(isPublicIp(ip), ip).toBe(false);
  });

  it('links a pair that signs in from the same public address, and claws back its vesting rebates', async () => {
    const referrer = await R.user();
    const invitee = await R.people.verify(await R.user(referrer), 'Ivy Ipless');
    await sell(invitee, '0.1');
    await R.settle();
    expect((await R.records(referrer)).list.map((r) => r.state)).toEqual(['vesting']);
    const payable = await R.payable();
    // Both sign in from one public address (a private one would prove nothing).
    for (const s of [referrer, invitee])
      expect(
        reply(
          await R.t.post(
            '/uc/login',
            { username: s.member.username, password: STRONG_PASSWORD, captchaToken: 'off' },
            { ip: '203.0.113.7' },
          ),
        ).code,
      ).toBe(0);
    R.t.clock.advance(3_600_001);
    await sell(invitee, '0.1');
    await R.settle();
    expect((await R.records(referrer)).list.map((r) => r.state)).toEqual([
      'flagged',
      'clawed_back',
    ]);
    expect(sub(decimal(payable), decimal(await R.payable())).toString()).toBe('1.2');
  });
});

describe('the programme and its compliance switch', () => {
  it('refuses deposit rebates and more than two levels without the switch', async () => {
    expect(
      (await R.setProgramme({ rates: { fee: ['0.2'], deposit: ['0.05'], mining: [] } })).code,
    ).toBe(code('REFERRAL_COMPLIANCE_REQUIRED'));
    expect((await R.setProgramme({ levels: 3 })).code).toBe(code('REFERRAL_COMPLIANCE_REQUIRED'));
    // Two levels on fees and mining need no switch.
    const two = await R.setProgramme({
      levels: 2,
      rates: { fee: ['0.2', '0.1'], deposit: [], mining: ['0.2', '0.1'] },
    });
    expect(two.code, two.message).toBe(0);
    expect(two.data.needsCompliance).toBe(false);
  });

  it('needs its own permission to turn the switch, a reason, and records who and why', async () => {
    const denied = await R.consoleAs('manager', '/referral/compliance', {
      on: true,
      reason: 'Legal review LR-2026-114 approved this scheme',
    });
    expect(denied.code).toBe(code('PERMISSION_DENIED'));
    expect((await R.compliance(true, 'too short')).code).not.toBe(0);
    const on = await R.compliance(true);
    expect(on.code, on.message).toBe(0);
    expect(on.data.compliance).toMatchObject({
      on: true,
      reason: expect.stringContaining('LR-2026-114'),
    });
    expect(on.data.compliance.by).toMatch(/^op/);
    const log = await R.consoleAs<{ list: { on: boolean; by: string }[] }>(
      'manager',
      '/referral/compliance',
      undefined,
    );
    expect(log.data.list[0]).toMatchObject({ on: true });
  });

  it('with the switch on, allows the spec’s full scheme, and refuses turning it off while in use', async () => {
    const full = await R.setProgramme({
      levels: 4,
      rates: {
        fee: ['0.2'],
        deposit: ['0.05', '0.03', '0.02', '0.01'],
        mining: ['0.2', '0.1', '0.05'],
      },
    });
    expect(full.code, full.message).toBe(0);
    expect(full.data.needsCompliance).toBe(true);
    expect(full.data.overlaps).toEqual(['bronze/silver', 'bronze/gold']);
    expect((await R.compliance(false)).code).toBe(code('REFERRAL_COMPLIANCE_IN_USE'));
  });

  it('refuses a stale edit and rate lists longer than the levels', async () => {
    const current = await R.programme();
    const stale = await R.consoleAs('manager', '/referral/programme', {
      programme: current.programme,
      version: current.version - 1,
    });
    expect(stale.code).toBe(code('REFERRAL_STALE'));
    const long = await R.setProgramme({ levels: 1 });
    expect(long.code).toBe(code('REFERRAL_SETTINGS_INVALID'));
    expect(long.message).toContain('rates for 1 levels');
  });
});

describe('the full scheme: deposits over four levels, mining income, clawback', () => {
  /** top ← l1 ← l2 ← l3 ← d: d's uplines, nearest first, are l3, l2, l1, top. */
  let chain: Session[];
  let d: Session;
  const day = () => new Date(R.t.clock.nowMs()).toISOString().slice(0, 10);
  beforeAll(async () => {
    await R.fund('1000');
    const top = await R.user();
    const l1 = await R.user(top);
    const l2 = await R.user(l1);
    const l3 = await R.user(l2);
    d = await R.people.verify(await R.user(l3), 'Dora Deposit');
    chain = [l3, l2, l1, top];
  });
  const drip = async () => {
    const res = await R.post(d, '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' });
    expect(res.code, res.message).toBe(0);
    for (let i = 0; i < 21; i++) await R.t.app.depositWork();
    await R.settle();
  };

  it('pays nothing until the day’s recharge is above 1,000 USDT, then on every deposit of the day, per level', async () => {
    await drip();
    expect((await R.records(chain[0]!)).total).toBe(0);
    await drip();
    const rates = ['50', '30', '20', '10'];
    for (const [level, upline] of chain.entries()) {
      const { list } = await R.records(upline, { basis: 'deposit' });
      expect(list.map((r) => [r.generation, r.base, r.amount, r.state])).toEqual([
        [level + 1, '1000', rates[level], 'vesting'],
        [level + 1, '1000', rates[level], 'vesting'],
      ]);
    }
    const [generation] = await R.generations(chain[0]!);
    expect(generation).toMatchObject({ headCount: 1, verifiedCount: 1, rechargeUsdt: '2000' });
    const generations = await R.generations(chain[3]!);
    expect(generations.map((g) => g.headCount)).toEqual([1, 1, 1, 1]);
    expect(generations[3]?.rebates).toEqual([{ asset: 'USDT', amount: '20' }]);
    expect(day()).toBe(new Date(R.t.clock.nowMs()).toISOString().slice(0, 10));
  });

  it('claws back the rebates of a deposit withdrawn while they vest', async () => {
    const payable = await R.payable();
    // The withdrawal module publishes this when a withdrawal settles (its own tests show it).
    await R.t.database.db
      .insertInto('domain_event' as never)
      .values({
        name: 'withdrawal.settled',
        key: `withdrawal.settled:ref-${d.member.id}`,
        payload: JSON.stringify({
          withdrawalId: 1,
          userId: d.member.id,
          asset: 'USDT',
          chain: 'TRC20',
          amount: '900',
          fee: '1',
          txid: '0xabc',
        }),
        created_at: new Date(R.t.clock.nowMs()),
      } as never)
      .execute();
    await R.settle();
    for (const [level, upline] of chain.entries()) {
      const states = (await R.records(upline, { basis: 'deposit' })).list.map((r) => r.state);
      // 900 withdrawn: the newest 1,000 deposit's rebates go back, the first one's stay.
      expect(states, `level ${level + 1}`).toEqual(['clawed_back', 'vesting']);
    }
    // 50 + 30 + 20 + 10 returned to the budget.
    expect(sub(decimal(payable), decimal(await R.payable())).toString()).toBe('110');
  });

  it('shares mining income by level, and holds to the miner-level rule when it is on', async () => {
    const manager = (url: string, body: object) => R.consoleAs('manager', url, body);
    expect((await manager('/mining/machines/2/status', { status: 'listed' })).code).toBe(0);
    await deposit(R.ledger, `ref-mine-${d.member.id}`, d.member.id, '1000');
    const bought = await R.post<{ order: { startDate: string } }>(d, '/financial/mining/buy', {
      machineId: 2,
      quantity: 1,
      requestId: 'ref-mine-1',
    });
    expect(bought.code, bought.message).toBe(0);
    const start = bought.data.order.startDate;
    R.t.clock.set(Date.parse(`${start}T12:00:00Z`));
    const priced = await manager('/mining/hash-prices', {
      algorithm: 'SHA-256',
      coin: 'USDT',
      unit: 'TH/s',
      day: start,
      price: '0.05',
      sourceName: 'pool payout statement',
    });
    expect(priced.code, priced.message).toBe(0);
    const { maker, checker } = await R.operators();
    const asked = reply<{ id: number }>(
      await consolePost(R.t, maker.token, '/adjustments', {
        kind: 'mining_income',
        asset: 'USDT',
        amount: '100',
        reason: 'pool payouts',
        requestId: 'ref-pool-1',
      }),
    );
    expect(asked.code, asked.message).toBe(0);
    const approved = await consolePost(
      R.t,
      checker.token,
      `/adjustments/${asked.data.id}/approve`,
      {},
    );
    expect(reply(approved).code).toBe(0);
    const next = new Date(Date.parse(`${start}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    R.t.clock.set(Date.parse(`${next}T04:01:00Z`));
    await R.settle();
    await R.settle();
    // 200 TH/s × 0.05 − 3.5 kW × 24 h × 0.06 = 4.96 a day; 20 %, 10 %, 5 % of it.
    const amounts = [];
    for (const upline of chain) {
      const { list } = await R.records(upline, { basis: 'mining' });
      amounts.push(list.map((r) => [r.base, r.amount, r.state]));
    }
    expect(amounts).toEqual([
      [['4.96', '0.992', 'vesting']],
      [['4.96', '0.496', 'vesting']],
      [['4.96', '0.248', 'vesting']],
      [],
    ]);

    // With the rule on, uplines renting no machines earn nothing on an invitee who rents one.
    expect((await R.setProgramme({ minerLevelRule: true })).code).toBe(0);
    const day2 = next;
    const priced2 = await manager('/mining/hash-prices', {
      algorithm: 'SHA-256',
      coin: 'USDT',
      unit: 'TH/s',
      day: day2,
      price: '0.05',
      sourceName: 'pool payout statement',
    });
    expect(priced2.code, priced2.message).toBe(0);
    R.t.clock.set(Date.parse(`${day2}T00:00:00Z`) + DAY_MS + 4 * 3_600_000 + 60_000);
    await R.settle();
    await R.settle();
    const level1 = (await R.records(chain[0]!, { basis: 'mining' })).list.map((r) => r.state);
    expect(level1).toEqual(['miner_level', 'vesting']);
  });
});
