import type { PairLink } from '@exchange/contracts';
import { sql } from 'kysely';
import { BlockList, isIP } from 'node:net';
import type { ReferralDb } from './referral.settings.js';

/** A pair is checked again at most this often (each check reads four modules). */
const RECHECK_MS = 3_600_000;

/**
 * Addresses that say nothing about who someone is: loopback, private,
 * link-local and carrier-grade NAT ranges (a proxy or an office, shared by
 * strangers). Only public addresses link two accounts.
 */
const SHARED = new BlockList();
SHARED.addSubnet('127.0.0.0', 8, 'ipv4');
SHARED.addSubnet('10.0.0.0', 8, 'ipv4');
SHARED.addSubnet('172.16.0.0', 12, 'ipv4');
SHARED.addSubnet('192.168.0.0', 16, 'ipv4');
SHARED.addSubnet('169.254.0.0', 16, 'ipv4');
SHARED.addSubnet('100.64.0.0', 10, 'ipv4');
SHARED.addAddress('::1', 'ipv6');
SHARED.addSubnet('fc00::', 7, 'ipv6');
SHARED.addSubnet('fe80::', 10, 'ipv6');

export function isPublicIp(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const family = isIP(v4);
  if (family === 0) return false;
  return !SHARED.check(v4, family === 4 ? 'ipv4' : 'ipv6');
}

/** Where each link's evidence comes from; each answers for several users at once. */
export interface PairSources {
  readonly ipsOf: (userIds: readonly number[]) => Promise<Map<number, string[]>>;
  readonly addressesOf: (userIds: readonly number[]) => Promise<Map<number, string[]>>;
  readonly paymentFingerprints: (userIds: readonly number[]) => Promise<Map<number, string[]>>;
  readonly verifiedNames: (userIds: readonly number[]) => Promise<Map<number, string>>;
}

const shares = (a: readonly string[] = [], b: readonly string[] = []) => {
  const set = new Set(a);
  return b.some((value) => set.has(value));
};
const normalName = (name: string | undefined) =>
  name?.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Anti-abuse links between an inviter and an invitee (the anchors' duplicate
 * and shared-finance checks): the same public address, withdrawal address,
 * P2P payment account or verified name. The finding is kept per pair with
 * when it was made; an operator may clear a pair with a reason, which holds
 * until a link of a new kind turns up.
 */
export function createPairs(deps: { db: ReferralDb; nowMs: () => number; sources: PairSources }) {
  const { db, sources } = deps;

  async function linksBetween(a: number, b: number): Promise<PairLink[]> {
    const ids = [a, b];
    const [ips, addresses, payments, names] = await Promise.all([
      sources.ipsOf(ids),
      sources.addressesOf(ids),
      sources.paymentFingerprints(ids),
      sources.verifiedNames(ids),
    ]);
    const links: PairLink[] = [];
    const publicIps = (id: number) => (ips.get(id) ?? []).filter(isPublicIp);
    if (shares(publicIps(a), publicIps(b))) links.push('ip');
    if (shares(addresses.get(a), addresses.get(b))) links.push('withdrawal_address');
    if (shares(payments.get(a), payments.get(b))) links.push('payment_method');
    const nameA = normalName(names.get(a));
    if (nameA !== undefined && nameA === normalName(names.get(b))) links.push('identity');
    return links;
  }

  return {
    linksBetween,

    /**
     * Whether the pair may earn now: not if linked and not cleared. A pair
     * found linked by this check for the first time says `newly`, so its
     * rebates still vesting can be clawed back.
     */
    async check(
      referrerId: number,
      inviteeId: number,
    ): Promise<{ flagged: boolean; newly: boolean }> {
      const now = deps.nowMs();
      const row = await db
        .selectFrom('referral_pair')
        .selectAll()
        .where('referrer_id', '=', referrerId)
        .where('invitee_id', '=', inviteeId)
        .executeTakeFirst();
      const flaggedBy = (links: readonly PairLink[], cleared: boolean) =>
        links.length > 0 && !cleared;
      if (row && now - row.checked_at.getTime() < RECHECK_MS)
        return { flagged: flaggedBy(row.links, row.cleared_at !== null), newly: false };
      const links = await linksBetween(referrerId, inviteeId);
      // A clearing covers the links it saw; a link of a new kind ends it.
      const stillCleared =
        row?.cleared_at !== null &&
        row?.cleared_at !== undefined &&
        links.every((link) => row.links.includes(link));
      const values = {
        links,
        checked_at: new Date(now),
        ...(stillCleared ? {} : { cleared_by: null, cleared_reason: null, cleared_at: null }),
      };
      await db
        .insertInto('referral_pair')
        .values({ referrer_id: referrerId, invitee_id: inviteeId, ...values })
        .onConflict((oc) => oc.columns(['referrer_id', 'invitee_id']).doUpdateSet(values))
        .execute();
      const flagged = flaggedBy(links, stillCleared);
      const was = row ? flaggedBy(row.links, row.cleared_at !== null) : false;
      return { flagged, newly: flagged && !was };
    },

    /** Clears a pair's flag; false when the pair is not flagged. */
    async clear(
      referrerId: number,
      inviteeId: number,
      operatorId: number,
      reason: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('referral_pair')
        .set({ cleared_by: operatorId, cleared_reason: reason, cleared_at: new Date(deps.nowMs()) })
        .where('referrer_id', '=', referrerId)
        .where('invitee_id', '=', inviteeId)
        .where('cleared_at', 'is', null)
        .where(sql<number>`cardinality(links)`, '>', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type Pairs = ReturnType<typeof createPairs>;
