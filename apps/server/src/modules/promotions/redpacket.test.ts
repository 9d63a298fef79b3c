import { ERROR_CODES, RED_PACKET_TTL_MS, type RedPacket, type Session } from '@exchange/contracts';
import { ZERO, add, decimal, sub } from '@exchange/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAll } from '../../checks.js';
import { registerAccount } from '../../test/accounts.js';
import { createPostgresDatabase, describeWithPostgres } from '../../test/db.js';
import { redPacketApp, type RedPacketApp } from '../../test/promotions.js';
import { identityModule } from '../identity/index.js';
import { promotionsModule } from './index.js';

const code = (key: keyof typeof ERROR_CODES) => ERROR_CODES[key];
const total = (amounts: readonly string[]) =>
  amounts.reduce((sum, amount) => add(sum, decimal(amount)), ZERO).toString();

let P: RedPacketApp;
let sender: Session;
beforeAll(async () => {
  P = await redPacketApp();
  sender = await P.people.verified('Rita Redpacket', { USDT: '1000' });
});
afterAll(async () => {
  expect(await checkAll(P.t.database.db, [identityModule, promotionsModule])).toEqual([]);
  await P.t.close();
});

describe('red packets', () => {
  it('refuses an unverified sender, a wrong fund password, dust shares and more than the balance', async () => {
    const stranger = await registerAccount(P.t);
    expect((await P.send(stranger, { total: '10', shares: 2 })).code).toBe(
      code('REAL_NAME_NOT_PASSED'),
    );
    expect((await P.send(sender, { total: '10', shares: 2, fundPassword: '654321' })).code).toBe(
      code('FUND_PASSWORD_WRONG'),
    );
    const dust = await P.send(sender, { total: '0.000002', shares: 3 });
    expect(dust.code).toBe(code('RED_PACKET_SHARE_TOO_SMALL'));
    expect(dust.message).toContain('0.000001 USDT');
    expect((await P.send(sender, { total: '1.0000001', shares: 1 })).code).toBe(
      code('AMOUNT_PRECISION'),
    );
    expect((await P.send(sender, { total: '5000', shares: 2 })).code).toBe(
      code('INSUFFICIENT_BALANCE'),
    );
    expect((await P.send(sender, { total: '10', shares: 101 })).code).not.toBe(0);
    expect(await P.spot(sender)).toMatchObject({ available: '1000', frozen: '0' });
  });

  it('holds the total in the sender’s wallet, once per request', async () => {
    const made = await P.send(sender, { total: '30', shares: 3, requestId: 'packet-once-1' });
    expect(made.code, made.message).toBe(0);
    expect(made.data.packet).toMatchObject({
      total: '30',
      shares: 3,
      kind: 'equal',
      status: 'open',
      claimedShares: 0,
      own: true,
    });
    expect(made.data.packet.code).toMatch(/^[A-Z0-9]{10}$/);
    const again = await P.send(sender, { total: '30', shares: 3, requestId: 'packet-once-1' });
    expect(again.data).toMatchObject({ replayed: true, packet: { code: made.data.packet.code } });
    expect(await P.spot(sender)).toMatchObject({ available: '970', frozen: '30' });
  });

  it('gives each claimer one share, never the sender, until none are left', async () => {
    const made = await P.send(sender, { total: '10', shares: 2, greeting: 'Happy new year' });
    const packetCode = made.data.packet.code;
    const [a, b, c] = [await P.user(), await P.user(), await P.user()];
    expect((await P.claim(sender, packetCode)).code).toBe(code('RED_PACKET_OWN'));
    expect((await P.claim(a, 'ZZZZZZZZZZ')).code).toBe(code('RED_PACKET_NOT_FOUND'));
    const first = await P.claim(a, packetCode.toLowerCase());
    expect(first.code, first.message).toBe(0);
    expect(first.data.amount).toBe('5');
    expect((await P.claim(a, packetCode)).code).toBe(code('RED_PACKET_ALREADY_CLAIMED'));
    expect((await P.claim(b, packetCode)).data.amount).toBe('5');
    expect((await P.claim(c, packetCode)).code).toBe(code('RED_PACKET_EMPTY'));
    expect((await P.spot(a)).available).toBe('5');
    const detail = await P.detail(a, packetCode);
    expect(detail).toMatchObject({
      status: 'finished',
      claimedShares: 2,
      claimedAmount: '10',
      greeting: 'Happy new year',
      mine: '5',
      own: false,
    });
    expect(detail.claims).toHaveLength(2);
    const received = await P.get<{ list: { code: string; amount: string }[] }>(
      a,
      '/promotion/red-packet/received',
    );
    expect(received.data.list[0]).toMatchObject({ code: packetCode, amount: '5' });
  });

  it('draws lucky shares that add up to the total, and marks the best', async () => {
    const made = await P.send(sender, { total: '1', shares: 4, kind: 'lucky' });
    const claimers = [await P.user(), await P.user(), await P.user(), await P.user()];
    const amounts = [];
    for (const s of claimers) amounts.push((await P.claim(s, made.data.packet.code)).data.amount);
    expect(total(amounts)).toBe('1');
    const detail = await P.detail(sender, made.data.packet.code);
    expect(detail.claims.filter((claim) => claim.best)).toHaveLength(1);
  });

  it('returns what nobody claimed after 24 hours, and refuses claims after', async () => {
    const made = await P.send(sender, { total: '20', shares: 4 });
    const early = await P.user();
    expect((await P.claim(early, made.data.packet.code)).code).toBe(0);
    const before = await P.spot(sender);
    P.t.clock.advance(RED_PACKET_TTL_MS);
    await P.t.app.jobQueue.runDue(100);
    const late = await P.user();
    expect((await P.claim(late, made.data.packet.code)).code).toBe(code('RED_PACKET_EXPIRED'));
    const fresh = await P.fresh(sender);
    const detail = await P.detail(fresh, made.data.packet.code);
    expect(detail).toMatchObject({ status: 'expired', refunded: '15', claimedAmount: '5' });
    const after = await P.spot(sender);
    // This packet's 15, and the 30 of the one nobody claimed above.
    expect(sub(decimal(after.available), decimal(before.available)).toString()).toBe('45');
    expect(after.frozen).toBe('0');
    const sent = await P.get<{ list: RedPacket[] }>(fresh, '/promotion/red-packet/sent');
    expect(sent.data.list[0]).toMatchObject({ status: 'expired' });
  });

  it('lists every packet for the console', async () => {
    const listed = await P.consoleList({ status: 'expired' });
    expect(listed.code, listed.message).toBe(0);
    expect(listed.data.list.every((p) => p.status === 'expired')).toBe(true);
    expect(listed.data.list[0]?.senderUid).toBe(sender.member.uid);
  });
});

describeWithPostgres('red packets on PostgreSQL', () => {
  it('gives twenty claimers at once twenty different shares, never more than the packet holds', async () => {
    const database = await createPostgresDatabase();
    const A = await redPacketApp({ database });
    const B = await redPacketApp({ database });
    try {
      const from = await A.people.verified('Gina Giver', { USDT: '100' });
      const made = await A.send(from, { total: '15', shares: 15, kind: 'lucky' });
      expect(made.code, made.message).toBe(0);
      const claimers = await Promise.all(Array.from({ length: 20 }, () => A.user()));
      const results = await Promise.all(
        claimers.map((s, i) => (i % 2 === 0 ? A : B).claim(s, made.data.packet.code)),
      );
      const won = results.filter((r) => r.code === 0);
      expect(won).toHaveLength(15);
      expect(results.filter((r) => r.code !== 0).map((r) => r.code)).toEqual(
        Array(5).fill(code('RED_PACKET_EMPTY')),
      );
      expect(total(won.map((r) => r.data.amount))).toBe('15');
      expect((await A.spot(from)).frozen).toBe('0');
      expect(await checkAll(database.db, [identityModule, promotionsModule])).toEqual([]);
    } finally {
      await A.t.app.close();
      await B.t.close();
    }
  });
});
