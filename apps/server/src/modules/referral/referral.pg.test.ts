import { ERROR_CODES, type Session } from '@exchange/contracts';
import { decimal, sub } from '@exchange/money';
import { expect, it } from 'vitest';
import { checkAll } from '../../checks.js';
import { reply } from '../../test/accounts.js';
import { createPostgresDatabase, describeWithPostgres } from '../../test/db.js';
import { referralApp, type ReferralApp } from '../../test/referral.js';
import { earnModule } from '../earn/index.js';
import { identityModule } from '../identity/index.js';
import { deposit } from '../ledger/ledger.test-support.js';
import { referralModule } from './index.js';

const DAY_MS = 86_400_000;

/** `seller` sells 0.1 BTC at 60,000 to a fresh buyer: 6 USDT of fees, a 1.2 USDT rebate at 20 %. */
async function sell(R: ReferralApp, seller: Session, n: number) {
  await deposit(R.ledger, `pg-btc-${seller.member.id}-${n}`, seller.member.id, '0.1', 'BTC');
  const buyer = await R.user();
  await deposit(R.ledger, `pg-usdt-${buyer.member.id}`, buyer.member.id, '10000');
  const order = (s: Session, side: 'buy' | 'sell') =>
    R.t.post(
      '/uc/exchange/order/add',
      { symbol: 'BTC/USDT', side, type: 'limit', price: '60000', amount: '0.1' },
      { token: s.token },
    );
  expect(reply(await order(buyer, 'buy')).code).toBe(0);
  expect(reply(await order(seller, 'sell')).code).toBe(0);
}

describeWithPostgres('referral on PostgreSQL', () => {
  it('never pays beyond the budget with two processes handling events, and claims once', async () => {
    const database = await createPostgresDatabase();
    const A = await referralApp({ database });
    const B = await referralApp({ database });
    try {
      const referrer = await A.user();
      const invitee = await A.people.verify(await A.user(referrer), 'Pat Postgres');
      // A budget for 5 of the 8 rebates of 1.2 USDT.
      await A.fund('6');
      for (let n = 0; n < 8; n++) await sell(A, invitee, n);
      // A fill's fees are recorded with its batch's projection, a moment after the answer.
      await A.t.app.spot.settled();
      // One clock for both processes (signing operators in moved A's).
      A.t.clock.advance(1_000);
      B.t.clock.set(A.t.clock.nowMs());
      await Promise.all([A.t.app.jobQueue.runDue(100), B.t.app.jobQueue.runDue(100)]);
      const { list } = await A.records(referrer);
      const count = (state: string) => list.filter((r) => r.state === state).length;
      expect(list).toHaveLength(8);
      expect([count('vesting'), count('unfunded')]).toEqual([5, 3]);
      expect(await A.promotions()).toBe('0');
      expect(await A.payable()).toBe('6');

      for (const app of [A, B]) app.t.clock.advance(7 * DAY_MS);
      const [sa, sb] = [await A.fresh(referrer), await B.fresh(referrer)];
      const before = await A.spot(sa);
      const claims = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? A.claim(sa) : B.claim(sb))),
      );
      expect(claims.filter((c) => c.code === 0)).toHaveLength(1);
      for (const refused of claims.filter((c) => c.code !== 0))
        expect(refused.code).toBe(ERROR_CODES.REFERRAL_CLAIM_TOO_SOON);
      expect(sub(decimal(await A.spot(sa)), decimal(before)).toString()).toBe('6');
      expect(await A.payable()).toBe('0');
      expect(await checkAll(database.db, [identityModule, earnModule, referralModule])).toEqual([]);
    } finally {
      // One database: the first app lets go of it, the second drops it.
      await A.t.app.close();
      await B.t.close();
    }
  });
});
