import type { AdminLiabilityRound, ReserveAsset } from '@exchange/contracts';
import { compareDecimal, percentOf } from '../../lib/decimal';

type Root = AdminLiabilityRound['roots'][number];

/**
 * One asset of a round: its tree (what users are owed) beside the custody
 * holdings read at the same snapshot. An asset can have either alone: a
 * tree and no published address, or an address holding a coin no user
 * holds.
 */
export interface AssetRow {
  readonly asset: string;
  readonly root: Root | null;
  readonly reserves: ReserveAsset | null;
  /** The tree's total differs from the ledger's at the snapshot: the round is not to be trusted. */
  readonly mismatch: boolean;
  /** Reserves over liabilities in per cent; null without both, or with no liabilities. */
  readonly ratio: string | null;
}

/** The round's assets: those with a tree first, in the round's order, then reserve-only ones. */
export function assetRows(round: Pick<AdminLiabilityRound, 'roots' | 'reserves'>): AssetRow[] {
  const reservesOf = new Map(round.reserves.map((r) => [r.asset, r]));
  const rows: AssetRow[] = round.roots.map((root) => {
    const reserves = reservesOf.get(root.asset) ?? null;
    return {
      asset: root.asset,
      root,
      reserves,
      mismatch: isMismatch(root),
      ratio: reserves ? percentOf(reserves.total, root.total) : null,
    };
  });
  const withTree = new Set(round.roots.map((root) => root.asset));
  for (const reserves of round.reserves) {
    if (!withTree.has(reserves.asset))
      rows.push({ asset: reserves.asset, root: null, reserves, mismatch: false, ratio: null });
  }
  return rows;
}

/** Compared as decimals: "10.50" and "10.5" are the same total. */
export const isMismatch = (root: Pick<Root, 'total' | 'ledgerTotal'>): boolean =>
  compareDecimal(root.total, root.ledgerTotal) !== 0;

/** The assets whose tree disagrees with the ledger. */
export const mismatchedAssets = (round: Pick<AdminLiabilityRound, 'roots'>): string[] =>
  round.roots.filter(isMismatch).map((root) => root.asset);

/** The share of users who verified their proofs, in per cent; null before anyone could. */
export const verifiedShare = (round: Pick<AdminLiabilityRound, 'users' | 'verifiedUsers'>) =>
  percentOf(String(round.verifiedUsers), String(round.users), 1);

/** Reserves cover the liabilities: the ratio is at least 100 %. */
export const covered = (ratio: string): boolean => compareDecimal(ratio, '100') >= 0;
