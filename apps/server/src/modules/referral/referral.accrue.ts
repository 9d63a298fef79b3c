import type { RebateBasis, RebateState, ReferralProgramme } from '@exchange/contracts';
import {
  ZERO,
  add,
  decimal,
  gt,
  gte,
  mul,
  round,
  toPlainString,
  type Decimal,
} from '@exchange/money';
import { sql } from 'kysely';
import type { ReferralLinks } from '../account/index.js';
import type { DomainEvent, DomainEvents } from '../events/index.js';
import type { Ledger } from '../ledger/index.js';
import { eligibility, rateAt, rebateOf, utcDay, vestsAt } from './referral.core.js';
import { clawBack, promotionsAccount, setAside } from './referral.postings.js';
import type { Pairs } from './referral.pairs.js';
import type { ReferralDb, ReferralSettings } from './referral.settings.js';

/** Something an invitee did that rebates are a share of. */
export interface Fact {
  /** Unique per fact: the event's key and what in it. */
  readonly sourceKey: string;
  readonly inviteeId: number;
  readonly basis: RebateBasis;
  readonly asset: string;
  readonly base: Decimal;
}

export interface AccrualDeps {
  readonly db: ReferralDb;
  readonly ledger: Ledger;
  readonly nowMs: () => number;
  readonly settings: ReferralSettings;
  readonly links: Pick<ReferralLinks, 'uplines'>;
  readonly verifiedAmong: (userIds: readonly number[]) => Promise<Set<number>>;
  readonly minerLevels: (userIds: readonly number[]) => Promise<Map<number, number>>;
  readonly usdPrice: (asset: string) => Decimal | null;
  /** A coin's decimals, or null for a coin the platform does not list. */
  readonly places: (asset: string) => Promise<number | null>;
  readonly pairs: Pick<Pairs, 'check'>;
}

/** The states whose rebates count against a referrer's daily cap: those paid. */
const PAID: readonly RebateState[] = ['vesting', 'claimed'];
/** USDT values are kept to 8 places. */
const USDT_PLACES = 8;

/**
 * Rebates from domain events. Each fact (a batch's fees of one user and
 * coin, a deposit, a day's mining income) is shared among the invitee's
 * uplines at the programme's rate for each level. A rebate is recorded
 * once per fact and level (unique key), so an event handled twice pays
 * once. It is paid (set aside from the promotions budget, vesting) only
 * when the invitee is verified, the miner-level rule (when on) holds, the
 * coin has a price, the referrer's daily cap has room and the budget has
 * the money; otherwise it is recorded with why it was not paid.
 */
export function createAccruals(deps: AccrualDeps) {
  const { db, ledger } = deps;

  async function record(
    fact: Fact,
    referrerId: number,
    level: number,
    rate: Decimal,
    amount: Decimal,
    usdt: Decimal | null,
    blocked: RebateState | null,
    programme: ReferralProgramme,
  ): Promise<boolean> {
    const now = deps.nowMs();
    const day = utcDay(now);
    return db.transaction().execute(async (trx) => {
      let state: RebateState = blocked ?? 'vesting';
      if (state === 'vesting') {
        // The cap's lock first, then the budget's: always in this order.
        await sql`select pg_advisory_xact_lock(hashtext(${`referral:cap:${referrerId}`}))`.execute(
          trx,
        );
        await sql`select pg_advisory_xact_lock(hashtext(${`promotions:budget:${fact.asset}`}))`.execute(
          trx,
        );
        if (programme.dailyCapUsdt !== null && usdt !== null) {
          const today = await trx
            .selectFrom('referral_rebate')
            .select((eb) => eb.fn.sum<string | null>('usdt').as('usdt'))
            .where('referrer_id', '=', referrerId)
            .where('day', '=', day)
            .where('state', 'in', [...PAID])
            .executeTakeFirst();
          const used = decimal(today?.usdt ?? '0');
          if (gt(add(used, usdt), decimal(programme.dailyCapUsdt))) state = 'capped';
        }
        if (state === 'vesting') {
          const budget = await ledger.balance(promotionsAccount(fact.asset), { trx });
          if (!gte(decimal(budget.available), amount)) state = 'unfunded';
        }
      }
      const inserted = await trx
        .insertInto('referral_rebate')
        .values({
          source_key: fact.sourceKey,
          referrer_id: referrerId,
          invitee_id: fact.inviteeId,
          level,
          basis: fact.basis,
          asset: fact.asset,
          base: toPlainString(fact.base),
          rate: toPlainString(rate),
          amount: toPlainString(amount),
          usdt: usdt === null ? null : toPlainString(usdt),
          day,
          state,
          vests_at: new Date(vestsAt(now, programme.vestingDays)),
          claim_id: null,
          accrued_at: new Date(now),
          settled_at: null,
        })
        .onConflict((oc) => oc.columns(['source_key', 'level']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return false;
      if (state === 'vesting')
        await ledger.post(setAside(inserted.id, fact.asset, toPlainString(amount)), { trx });
      return true;
    });
  }

  /** Returns one vesting rebate to the promotions budget; false when it no longer vests. */
  async function clawBackOne(rebate: { id: string; asset: string; amount: string }) {
    return db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('referral_rebate')
        .set({ state: 'clawed_back', settled_at: new Date(deps.nowMs()) })
        .where('id', '=', rebate.id)
        .where('state', '=', 'vesting')
        .returning('id')
        .executeTakeFirst();
      if (!updated) return false;
      await ledger.post(clawBack(rebate.id, rebate.asset, rebate.amount), { trx });
      return true;
    });
  }

  /** A pair found linked: every rebate of it still vesting goes back to the budget. */
  async function clawBackPair(referrerId: number, inviteeId: number): Promise<void> {
    const vesting = await db
      .selectFrom('referral_rebate')
      .select(['id', 'asset', 'amount'])
      .where('referrer_id', '=', referrerId)
      .where('invitee_id', '=', inviteeId)
      .where('state', '=', 'vesting')
      .execute();
    for (const rebate of vesting) await clawBackOne(rebate);
  }

  /** Records the rebates of `facts`; how many rebates were recorded (paid or not). */
  async function accrue(facts: readonly Fact[]): Promise<number> {
    if (facts.length === 0) return 0;
    const programme = await deps.settings.programme();
    const uplines = await deps.links.uplines(
      facts.map((fact) => fact.inviteeId),
      programme.levels,
    );
    const relevant = facts.filter((fact) => uplines.has(fact.inviteeId));
    if (relevant.length === 0) return 0;
    const invitees = [...new Set(relevant.map((fact) => fact.inviteeId))];
    const verified = await deps.verifiedAmong(invitees);
    const miner = programme.minerLevelRule
      ? await deps.minerLevels([...invitees, ...invitees.flatMap((id) => uplines.get(id) ?? [])])
      : new Map<number, number>();
    let recorded = 0;
    for (const fact of relevant) {
      const places = await deps.places(fact.asset);
      if (places === null) continue;
      const ups = uplines.get(fact.inviteeId) ?? [];
      for (const [index, referrerId] of ups.entries()) {
        const level = index + 1;
        const rate = rateAt(programme, fact.basis, level);
        if (!rate) continue;
        const amount = rebateOf(fact.base, rate, places);
        if (!amount) continue;
        const price = deps.usdPrice(fact.asset);
        const usdt = price === null ? null : round(mul(amount, price), USDT_PLACES, 'down');
        const isVerified = verified.has(fact.inviteeId);
        const pair = isVerified
          ? await deps.pairs.check(referrerId, fact.inviteeId)
          : { flagged: false, newly: false };
        if (pair.newly) await clawBackPair(referrerId, fact.inviteeId);
        const blocked = eligibility({
          verified: isVerified,
          flagged: pair.flagged,
          minerLevelRule: programme.minerLevelRule,
          referrerMinerLevel: miner.get(referrerId) ?? 0,
          inviteeMinerLevel: miner.get(fact.inviteeId) ?? 0,
          usdt,
        });
        const fresh = await record(fact, referrerId, level, rate, amount, usdt, blocked, programme);
        if (fresh) recorded += 1;
      }
    }
    return recorded;
  }

  /**
   * An invitee's credited deposit: recorded for their generation's totals;
   * when the programme pays on deposits and the invitee's deposits that day
   * are above the qualifying recharge, every deposit of the day not yet
   * shared is (the spec: a rebate needs a single-day recharge above 1,000 USDT).
   */
  async function onDeposit(event: DomainEvent<'deposit.credited'>): Promise<number> {
    const { userId, asset, amount } = event.payload;
    const up = await deps.links.uplines([userId], 1);
    if (!up.has(userId)) return 0;
    const price = deps.usdPrice(asset);
    const usdt = price === null ? null : round(mul(decimal(amount), price), USDT_PLACES, 'down');
    const day = utcDay(event.atMs);
    await db
      .insertInto('referral_recharge')
      .values({
        event_key: event.key,
        user_id: userId,
        day,
        asset,
        amount,
        usdt: usdt === null ? null : toPlainString(usdt),
        at: new Date(event.atMs),
      })
      .onConflict((oc) => oc.column('event_key').doNothing())
      .execute();
    const programme = await deps.settings.programme();
    if (programme.rates.deposit.length === 0) return 0;
    const rows = await db
      .selectFrom('referral_recharge')
      .selectAll()
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .orderBy('at')
      .execute();
    const total = rows.reduce((sum, row) => add(sum, decimal(row.usdt ?? '0')), ZERO);
    if (!gt(total, decimal(programme.qualifyingDailyRechargeUsdt))) return 0;
    return accrue(
      rows.map((row) => ({
        sourceKey: row.event_key,
        inviteeId: userId,
        basis: 'deposit' as const,
        asset: row.asset,
        base: decimal(row.amount),
      })),
    );
  }

  /**
   * An invitee's settled withdrawal reverses their latest deposits: deposit
   * rebates still vesting are clawed back, newest deposit first, until the
   * deposits clawed back cover what was withdrawn (valued in USDT).
   */
  async function onWithdrawal(event: DomainEvent<'withdrawal.settled'>): Promise<number> {
    const { userId, asset, amount } = event.payload;
    const price = deps.usdPrice(asset);
    const withdrawn = price === null ? null : mul(decimal(amount), price);
    const vesting = await db
      .selectFrom('referral_rebate as r')
      .leftJoin('referral_recharge as c', 'c.event_key', 'r.source_key')
      .select(['r.id', 'r.source_key', 'r.asset', 'r.amount', 'c.usdt as depositUsdt'])
      .where('r.invitee_id', '=', userId)
      .where('r.basis', '=', 'deposit')
      .where('r.state', '=', 'vesting')
      .orderBy('r.id', 'desc')
      .execute();
    let covered = ZERO;
    let clawed = 0;
    const seen = new Set<string>();
    for (const rebate of vesting) {
      if (!seen.has(rebate.source_key)) {
        // An unpriced withdrawal cannot be compared: every vesting deposit rebate goes.
        if (withdrawn !== null && gte(covered, withdrawn)) break;
        seen.add(rebate.source_key);
        covered = add(covered, decimal(rebate.depositUsdt ?? '0'));
      }
      if (await clawBackOne(rebate)) clawed += 1;
    }
    return clawed;
  }

  /** Handles one domain event; idempotent by the event's key. */
  async function handle(event: DomainEvent): Promise<void> {
    if (event.name === 'trade.fees_paid') {
      const { fees } = event.payload as DomainEvents['trade.fees_paid'];
      await accrue(
        fees.map((fee) => ({
          sourceKey: `${event.key}:${fee.userId}:${fee.asset}`,
          inviteeId: fee.userId,
          basis: 'fee' as const,
          asset: fee.asset,
          base: decimal(fee.amount),
        })),
      );
    } else if (event.name === 'mining.income_paid') {
      const income = event.payload as DomainEvents['mining.income_paid'];
      await accrue([
        {
          sourceKey: event.key,
          inviteeId: income.userId,
          basis: 'mining',
          asset: income.coin,
          base: decimal(income.amount),
        },
      ]);
    } else if (event.name === 'deposit.credited') {
      await onDeposit(event as DomainEvent<'deposit.credited'>);
    } else if (event.name === 'withdrawal.settled') {
      await onWithdrawal(event as DomainEvent<'withdrawal.settled'>);
    }
  }

  return { accrue, handle, onDeposit, onWithdrawal };
}
export type Accruals = ReturnType<typeof createAccruals>;
