import type { CustodyOrder, Locale } from '@exchange/contracts';
import { decimal, toPlainString } from '@exchange/money';
import type { Kysely } from 'kysely';
import { payoutAt, type PayoutClock } from './earn.core.js';
import type { EarnTables } from './earn.tables.js';
import { nameIn } from './earn.views.js';
import { endOf, remainingDays, remainingOf } from './mining.core.js';
import { MINING_EVERY_MS } from './mining.service.js';
import type { MiningTables } from './mining.tables.js';

const plain = (value: string) => toPlainString(decimal(value));

/**
 * What a user holds: their mining rewards and when they may next withdraw
 * them, and every order holding their coins or machines in custody (funds,
 * lock-ups and machines together).
 */
export function createMiningHoldings(deps: {
  db: Kysely<MiningTables & EarnTables>;
  nowMs: () => number;
  clock: () => Promise<PayoutClock>;
  namesOf: (machineIds: number[], locale: Locale) => Promise<Map<number, string>>;
}) {
  const { db, namesOf } = deps;
  return {
    /** The caller's mining wallet: rewards per coin, and when they may next withdraw. */
    async rewards(userId: number) {
      const coins = await db
        .selectFrom('mining_payout')
        .select((eb) => [
          'coin',
          eb.fn.sum<string>('amount').as('earned'),
          eb.fn
            .sum<string>(
              eb.case().when('withdrawn_at', 'is', null).then(eb.ref('amount')).else(0).end(),
            )
            .as('rewards'),
        ])
        .where('user_id', '=', userId)
        .groupBy('coin')
        .orderBy('coin')
        .execute();
      const account = await db
        .selectFrom('mining_account')
        .select('last_withdrawn_at')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const trial = await db
        .selectFrom('mining_order')
        .select('id')
        .where('user_id', '=', userId)
        .where('type', '=', 'trial')
        .executeTakeFirst();
      const held = await db
        .selectFrom('mining_order')
        .select(['machine_id', (eb) => eb.fn.sum<string>('quantity').as('n')])
        .where('user_id', '=', userId)
        .where('status', '=', 'custody')
        .groupBy('machine_id')
        .orderBy('machine_id')
        .execute();
      const last = account?.last_withdrawn_at?.getTime() ?? null;
      const next = last === null ? null : last + MINING_EVERY_MS;
      return {
        coins: coins.map((row) => ({
          coin: row.coin,
          rewards: plain(row.rewards),
          earned: plain(row.earned),
        })),
        lastWithdrawnAt: last,
        nextWithdrawAt: next !== null && next > deps.nowMs() ? next : null,
        trialBought: Boolean(trial),
        machinesInCustody: held.reduce((sum, row) => sum + Number(row.n), 0),
        holdings: held.map((row) => ({ machineId: row.machine_id, quantity: Number(row.n) })),
      };
    },

    /** Everything the caller holds in custody now: funds and lock-ups (principal) and machines. */
    async custody(userId: number, locale: Locale): Promise<CustodyOrder[]> {
      const clock = await deps.clock();
      const now = deps.nowMs();
      const funds = await db
        .selectFrom('earn_order as o')
        .innerJoin('earn_product as p', 'p.id', 'o.product_id')
        .select([
          'o.id',
          'o.kind',
          'o.coin',
          'o.amount',
          'o.value_date',
          'o.cycle_days',
          'o.income_paid',
          'p.name',
        ])
        .where('o.user_id', '=', userId)
        .where('o.status', 'in', ['confirming', 'custody'])
        .execute();
      const machines = await db
        .selectFrom('mining_order')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', '=', 'custody')
        .execute();
      const names = await namesOf(
        machines.map((m) => m.machine_id),
        locale,
      );
      const list: CustodyOrder[] = [
        ...funds.map((o) => {
          const endAt = payoutAt(o.value_date, o.cycle_days, clock);
          const first = payoutAt(o.value_date, 1, clock);
          return {
            kind: o.kind,
            id: o.id,
            name: nameIn(o.name, locale),
            coin: o.coin,
            amount: plain(o.amount),
            quantity: null,
            startDate: o.value_date,
            endAt,
            remainingDays: remainingDays(o.cycle_days, first, now),
            incomePaid: plain(o.income_paid),
          };
        }),
        ...machines.map((m) => {
          const endAt = endOf(m, clock);
          return {
            kind: 'machine' as const,
            id: m.id,
            name: names.get(m.machine_id) ?? '',
            coin: m.coin,
            amount: plain(m.paid),
            quantity: m.quantity,
            startDate: m.start_date,
            endAt,
            remainingDays: remainingOf(m, clock, now),
            incomePaid: plain(m.income_paid),
          };
        }),
      ];
      return list.sort((a, b) => a.endAt - b.endAt || a.id.localeCompare(b.id));
    },
  };
}
