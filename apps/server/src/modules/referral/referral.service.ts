import {
  REBATE_BASES,
  type AssetAmount,
  type PromotionClaim,
  type PromotionGeneration,
  type PromotionInvitee,
  type PromotionSummary,
  type RebateBasis,
  type RebateRecord,
  type RebateState,
  type ReferralRules,
} from '@exchange/contracts';
import { ZERO, add, decimal, isPositive, mul, round, toPlainString } from '@exchange/money';
import { sql } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { AccountService, DownlineMember } from '../account/index.js';
import type { Ledger } from '../ledger/index.js';
import { maskName } from '../../lib/mask.js';
import { nextUtcDay, tierOf, utcDay } from './referral.core.js';
import { claim as claimPosting, promotionsAccount } from './referral.postings.js';
import type { ReferralDb, ReferralSettings } from './referral.settings.js';
import type { RebateRow, ReferralClaimTable } from './referral.tables.js';

const DAY_MS = 86_400_000;
/** How far up a binding looks for the caller, to refuse a cycle (far beyond any programme's levels). */
const CYCLE_DEPTH = 64;

export interface ReferralDeps {
  readonly db: ReferralDb;
  readonly ledger: Ledger;
  readonly nowMs: () => number;
  readonly settings: ReferralSettings;
  readonly accounts: Pick<AccountService, 'links' | 'summaries'>;
  readonly verifiedAmong: (userIds: readonly number[]) => Promise<Set<number>>;
  readonly usdPrice: (asset: string) => ReturnType<typeof decimal> | null;
  /** Every coin the platform lists (the promotions budget is per coin). */
  readonly coins: () => Promise<readonly string[]>;
}

/** Sums of `rows` per asset, assets in alphabetical order. */
function perAsset(rows: readonly { asset: string; amount: string }[]): AssetAmount[] {
  const sums = new Map<string, ReturnType<typeof decimal>>();
  for (const row of rows)
    sums.set(row.asset, add(sums.get(row.asset) ?? ZERO, decimal(row.amount)));
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([asset, amount]) => ({ asset, amount: toPlainString(amount) }));
}

const displayName = (member: { uid: string; username: string | null }) =>
  maskName(member.username ?? member.uid);

/**
 * The promotion centre: a user's code and link, rules, customers by
 * generation, rebate records, the daily claim and adding a referrer later.
 */
export function createReferral(deps: ReferralDeps) {
  const { db, ledger, settings } = deps;
  const links = deps.accounts.links;

  async function rulesOf(): Promise<ReferralRules> {
    const setting = await settings.row();
    const p = setting.programme;
    let budgetOpen = false;
    for (const asset of await deps.coins()) {
      const balance = await ledger.balance(promotionsAccount(asset));
      if (isPositive(decimal(balance.available))) {
        budgetOpen = true;
        break;
      }
    }
    return {
      levels: p.levels,
      bases: REBATE_BASES.filter((basis) => p.rates[basis].length > 0).map((basis) => ({
        basis,
        rates: p.rates[basis],
      })),
      qualifyingDailyRechargeUsdt: p.qualifyingDailyRechargeUsdt,
      tiers: p.tiers,
      minerLevelRule: p.minerLevelRule,
      dailyCapUsdt: p.dailyCapUsdt,
      vestingDays: p.vestingDays,
      bindWindowDays: p.bindWindowDays,
      source: 'promotions',
      budgetOpen,
      compliance: setting.compliance_on,
    };
  }

  /** USDT recharged by each of `userIds`, from their credited deposits. */
  async function rechargeOf(userIds: readonly number[]): Promise<Map<number, string>> {
    const result = new Map<number, string>();
    if (userIds.length === 0) return result;
    const rows = await db
      .selectFrom('referral_recharge')
      .select(['user_id', (eb) => eb.fn.sum<string | null>('usdt').as('usdt')])
      .where('user_id', 'in', [...userIds])
      .groupBy('user_id')
      .execute();
    for (const row of rows) result.set(row.user_id, toPlainString(decimal(row.usdt ?? '0')));
    return result;
  }

  const sumOf = (values: Iterable<string>) =>
    toPlainString([...values].reduce((sum, value) => add(sum, decimal(value)), ZERO));

  async function lastClaim(userId: number) {
    return db
      .selectFrom('referral_claim')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  return {
    rulesOf,

    async summary(user: { id: number; invite_code: string }): Promise<PromotionSummary> {
      const now = deps.nowMs();
      const rules = await rulesOf();
      const programme = (await settings.row()).programme;
      const link = await links.referrerOf(user.id);
      let referrer: PromotionSummary['referrer'] = null;
      let bindUntil: number | null = null;
      if (link?.inviterId) {
        const summary = (await deps.accounts.summaries([link.inviterId])).get(link.inviterId);
        referrer = summary ? { name: displayName(summary), since: link.createdAt.getTime() } : null;
      } else if (link) {
        const until = link.createdAt.getTime() + programme.bindWindowDays * DAY_MS;
        bindUntil = until > now ? until : null;
      }
      const direct = (await links.downline(user.id, 1)).map((member) => member.id);
      const team = decimal(sumOf((await rechargeOf(direct)).values()));
      const rebates = await db
        .selectFrom('referral_rebate')
        .select(['asset', 'amount', 'state', 'vests_at'])
        .where('referrer_id', '=', user.id)
        .where('state', 'in', ['vesting', 'claimed'])
        .execute();
      const claimable = rebates.filter((r) => r.state === 'vesting' && r.vests_at.getTime() <= now);
      let claimableUsdt = ZERO;
      for (const { asset, amount } of perAsset(claimable)) {
        const price = deps.usdPrice(asset);
        if (price) claimableUsdt = add(claimableUsdt, mul(decimal(amount), price));
      }
      const last = await lastClaim(user.id);
      const claimedToday = last?.day === utcDay(now);
      return {
        inviteCode: user.invite_code,
        invitePath: `/register?inviteCode=${user.invite_code}`,
        mayRefer: await settings.mayRefer(user.id),
        referrer,
        bindUntil,
        tier: tierOf(programme.tiers, team),
        teamRechargeUsdt: toPlainString(team),
        rules,
        claimable: perAsset(claimable),
        vesting: perAsset(
          rebates.filter((r) => r.state === 'vesting' && r.vests_at.getTime() > now),
        ),
        claimed: perAsset(rebates.filter((r) => r.state === 'claimed')),
        claimableUsdt: toPlainString(round(claimableUsdt, 2, 'down')),
        lastClaimAt: last?.at.getTime() ?? null,
        claimedToday,
        nextClaimAt: claimedToday ? nextUtcDay(now) : now,
      };
    },

    /** Customers by generation, for the programme's levels. */
    async generations(userId: number): Promise<PromotionGeneration[]> {
      const programme = (await settings.row()).programme;
      const members = await links.downline(userId, programme.levels);
      const verified = await deps.verifiedAmong(members.map((m) => m.id));
      const recharge = await rechargeOf(members.map((m) => m.id));
      const rebates = await db
        .selectFrom('referral_rebate')
        .select(['level', 'asset', 'amount'])
        .where('referrer_id', '=', userId)
        .where('state', 'in', ['vesting', 'claimed'])
        .execute();
      const list: PromotionGeneration[] = [];
      for (let generation = 1; generation <= programme.levels; generation++) {
        const here = members.filter((m) => m.generation === generation);
        list.push({
          generation,
          headCount: here.length,
          verifiedCount: here.filter((m) => verified.has(m.id)).length,
          rechargeUsdt: sumOf(here.map((m) => recharge.get(m.id) ?? '0')),
          rebates: perAsset(rebates.filter((r) => r.level === generation)),
          paid: REBATE_BASES.some((basis) => programme.rates[basis][generation - 1] !== undefined),
        });
      }
      return list;
    },

    async invitees(
      userId: number,
      query: { pageNo: number; pageSize: number; generation?: number | undefined },
    ): Promise<{ list: PromotionInvitee[]; total: number; pageNo: number; pageSize: number }> {
      const programme = (await settings.row()).programme;
      const all = (await links.downline(userId, programme.levels)).filter(
        (m) => query.generation === undefined || m.generation === query.generation,
      );
      const slice: DownlineMember[] = all.slice(
        (query.pageNo - 1) * query.pageSize,
        query.pageNo * query.pageSize,
      );
      const verified = await deps.verifiedAmong(slice.map((m) => m.id));
      const recharge = await rechargeOf(slice.map((m) => m.id));
      return {
        list: slice.map((m) => ({
          name: displayName(m),
          generation: m.generation,
          joinedAt: m.createdAt.getTime(),
          verified: verified.has(m.id),
          rechargeUsdt: recharge.get(m.id) ?? '0',
        })),
        total: all.length,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    async records(
      userId: number,
      query: {
        pageNo: number;
        pageSize: number;
        state?: RebateState | undefined;
        basis?: RebateBasis | undefined;
      },
    ) {
      let base = db.selectFrom('referral_rebate').where('referrer_id', '=', userId);
      if (query.state) base = base.where('state', '=', query.state);
      if (query.basis) base = base.where('basis', '=', query.basis);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('id', 'desc')
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const names = await deps.accounts.summaries(rows.map((r) => r.invitee_id));
      return {
        list: rows.map((row) => recordView(row, names)),
        total: Number(count.n),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    /**
     * Every vested rebate into the spot wallet, once a day (UTC). Errors:
     * REFERRAL_CLAIM_TOO_SOON (claimed today), REFERRAL_NOTHING_TO_CLAIM.
     */
    async claim(userId: number): Promise<PromotionClaim> {
      const now = deps.nowMs();
      const day = utcDay(now);
      const next = nextUtcDay(now);
      const tooSoon = () =>
        new AppError('REFERRAL_CLAIM_TOO_SOON', {
          next: `${new Date(next).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        });
      return db.transaction().execute(async (trx) => {
        const done = await trx
          .selectFrom('referral_claim')
          .select('id')
          .where('user_id', '=', userId)
          .where('day', '=', day)
          .executeTakeFirst();
        if (done) throw tooSoon();
        // Locked: a second claim at once waits, then finds them claimed.
        const rows = await trx
          .selectFrom('referral_rebate')
          .select(['id', 'asset', 'amount'])
          .where('referrer_id', '=', userId)
          .where('state', '=', 'vesting')
          .where('vests_at', '<=', new Date(now))
          .forUpdate()
          .execute();
        if (rows.length === 0) {
          // A claim of the same day committed while this one waited for the rows.
          const raced = await trx
            .selectFrom('referral_claim')
            .select('id')
            .where('user_id', '=', userId)
            .where('day', '=', day)
            .executeTakeFirst();
          throw raced ? tooSoon() : new AppError('REFERRAL_NOTHING_TO_CLAIM');
        }
        const amounts = perAsset(rows);
        const posted = await ledger.post(claimPosting(userId, day, amounts), { trx });
        const claim = await trx
          .insertInto('referral_claim')
          .values({
            user_id: userId,
            day,
            // As JSON text: the pg driver would send an array as a PostgreSQL array.
            amounts: sql<ReferralClaimTable['amounts']>`${JSON.stringify(amounts)}::jsonb`,
            transaction_id: posted.transactionId,
            at: new Date(now),
          })
          .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!claim) throw tooSoon();
        await trx
          .updateTable('referral_rebate')
          .set({ state: 'claimed', claim_id: claim.id, settled_at: new Date(now) })
          .where(
            'id',
            'in',
            rows.map((row) => row.id),
          )
          .execute();
        return { id: claim.id, at: now, amounts, nextClaimAt: next };
      });
    },

    /**
     * Adds a referrer after registering, within the programme's window,
     * once. Errors: REFERRAL_CODE_WRONG, REFERRAL_SELF, REFERRER_LOCKED,
     * REFERRAL_BIND_CLOSED, REFERRAL_CYCLE, REFERRER_NO_RIGHT.
     */
    async bind(userId: number, code: string): Promise<void> {
      const inviterId = await links.byInviteCode(code);
      if (inviterId === null) throw new AppError('REFERRAL_CODE_WRONG');
      if (inviterId === userId) throw new AppError('REFERRAL_SELF');
      const link = await links.referrerOf(userId);
      if (!link) throw new AppError('REFERRAL_CODE_WRONG');
      if (link.inviterId !== null) throw new AppError('REFERRER_LOCKED');
      const programme = (await settings.row()).programme;
      if (link.createdAt.getTime() + programme.bindWindowDays * DAY_MS <= deps.nowMs())
        throw new AppError('REFERRAL_BIND_CLOSED', { days: programme.bindWindowDays });
      const above = (await links.uplines([inviterId], CYCLE_DEPTH)).get(inviterId) ?? [];
      if (above.includes(userId)) throw new AppError('REFERRAL_CYCLE');
      if (!(await settings.mayRefer(inviterId))) throw new AppError('REFERRER_NO_RIGHT');
      if (!(await links.bind(userId, inviterId))) throw new AppError('REFERRER_LOCKED');
    },
  };
}
export type Referral = ReturnType<typeof createReferral>;

export function recordView(
  row: RebateRow,
  names: ReadonlyMap<number, { uid: string; username: string | null }>,
): RebateRecord {
  const invitee = names.get(row.invitee_id);
  return {
    id: row.id,
    at: row.accrued_at.getTime(),
    invitee: invitee ? displayName(invitee) : '***',
    generation: row.level,
    basis: row.basis,
    asset: row.asset,
    base: toPlainString(decimal(row.base)),
    rate: toPlainString(decimal(row.rate)),
    amount: toPlainString(decimal(row.amount)),
    usdt: row.usdt === null ? null : toPlainString(decimal(row.usdt)),
    state: row.state,
    vestsAt: row.vests_at.getTime(),
    claimedAt: row.state === 'claimed' ? (row.settled_at?.getTime() ?? null) : null,
  };
}
