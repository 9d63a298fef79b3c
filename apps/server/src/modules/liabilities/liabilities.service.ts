/**
 * Rounds of the proof of liabilities. A round reads the ledger's user
 * balances in one snapshot (`userLiabilities`), makes one leaf per user and
 * asset salted with a nonce given to that user only, builds each asset's
 * Merkle sum tree (`@exchange/contracts` liabilities), checks each tree's
 * total against the ledger's at the same snapshot, and stores roots and
 * leaves in one transaction: a round is published whole or not at all. A
 * negative user balance fails the round (it would lower the total).
 */
import { randomBytes } from 'node:crypto';
import {
  LIABILITY_PROOF_VERSION,
  buildLiabilityTree,
  leafNode,
  liabilityAmount,
  liabilityUnits,
  proofPath,
  type AdminLiabilityRound,
  type LiabilityRound,
  type LiabilityTree,
  type MyLiabilityProofs,
} from '@exchange/contracts';
import { parseDecimal, scaleOf } from '@exchange/money';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { chunks } from '../../lib/chunks.js';
import type { UserLiability } from '../ledger/index.js';
import type { Reserves } from './reserves.service.js';
import type {
  LiabilityLeafTable,
  LiabilityRootTable,
  LiabilityRoundTable,
  LiabilityTables,
} from './liabilities.tables.js';

export interface LiabilityDeps {
  readonly db: Kysely<LiabilityTables>;
  readonly clock: Clock;
  /** The ledger's user balances at one snapshot (`userLiabilities`). */
  readonly snapshot: () => Promise<{
    balances: UserLiability[];
    totals: Map<string, string>;
    negatives: { accountId: number; userId: number; asset: string; wallet: string }[];
  }>;
  /** Coins' decimals by symbol. */
  readonly decimals: () => Promise<Map<string, number>>;
  /** Users' public ids. */
  readonly uids: (userIds: readonly number[]) => Promise<Map<number, string>>;
  readonly log: (error: unknown, message: string) => void;
  /** Custody addresses and what they hold (`reserves.service.ts`). */
  readonly reserves: Pick<Reserves, 'read' | 'ofRounds' | 'publishSimulated'>;
}

/** Trees kept in memory for proofs, newest rounds first. */
const CACHED_TREES = 16;
/** Rounds the public list shows. */
const LISTED_ROUNDS = 30;

export function createLiabilities(deps: LiabilityDeps) {
  const { db, clock } = deps;
  const trees = new Map<string, LiabilityTree>();

  async function publishedRounds(ids?: readonly number[]): Promise<LiabilityRound[]> {
    let query = db
      .selectFrom('liability_round')
      .selectAll()
      .where('status', '=', 'published')
      .orderBy('id', 'desc')
      .limit(LISTED_ROUNDS);
    if (ids) query = query.where('id', 'in', ids.length > 0 ? ids : [0]);
    const rounds = await query.execute();
    return Promise.all(rounds.map(async (round) => (await detail(round)).public));
  }

  async function detail(round: Selectable<LiabilityRoundTable>) {
    const [roots, verified, reserves] = await Promise.all([
      db
        .selectFrom('liability_root')
        .selectAll()
        .where('round_id', '=', round.id)
        .orderBy('asset')
        .execute(),
      db
        .selectFrom('liability_verification')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('round_id', '=', round.id)
        .executeTakeFirstOrThrow(),
      deps.reserves.ofRounds([round.id]).then((byRound) => byRound.get(round.id) ?? []),
    ]);
    const rootsView = roots.map((r) => ({
      asset: r.asset,
      decimals: r.decimals,
      hash: r.root_hash,
      total: r.total,
      accounts: r.accounts,
    }));
    const verifiedUsers = Number(verified.n);
    return {
      public: {
        id: round.id,
        snapshotAt: round.snapshot_at?.getTime() ?? 0,
        publishedAt: round.published_at?.getTime() ?? 0,
        users: round.users,
        verifiedUsers,
        roots: rootsView,
        reserves,
      },
      admin: {
        id: round.id,
        status: round.status,
        snapshotAt: round.snapshot_at?.getTime() ?? null,
        createdAt: round.created_at.getTime(),
        publishedAt: round.published_at?.getTime() ?? null,
        operatorId: round.operator_id,
        error: round.error,
        users: round.users,
        verifiedUsers,
        roots: roots.map((r, i) => ({
          ...(rootsView[i] as (typeof rootsView)[number]),
          ledgerTotal: r.ledger_total,
        })),
        reserves,
      } satisfies AdminLiabilityRound,
    };
  }

  /** An asset's tree of a round, rebuilt from its stored leaves and checked against its root. */
  async function treeOf(roundId: number, asset: string): Promise<LiabilityTree> {
    const key = `${roundId}:${asset}`;
    const cached = trees.get(key);
    if (cached) return cached;
    const [root, leaves] = await Promise.all([
      db
        .selectFrom('liability_root')
        .selectAll()
        .where('round_id', '=', roundId)
        .where('asset', '=', asset)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('liability_leaf')
        .selectAll()
        .where('round_id', '=', roundId)
        .where('asset', '=', asset)
        .orderBy('leaf_index')
        .execute(),
    ]);
    const tree = buildLiabilityTree(
      leaves.map((leaf) =>
        leafNode(
          roundId,
          asset,
          leaf.account,
          hexToBytes(leaf.nonce),
          units(leaf.balance, root.decimals),
        ),
      ),
    );
    if (bytesToHex(tree.root.hash) !== root.root_hash)
      throw new Error(`round ${roundId} ${asset}: stored leaves do not rebuild the published root`);
    trees.set(key, tree);
    if (trees.size > CACHED_TREES) trees.delete(trees.keys().next().value as string);
    return tree;
  }

  async function build(roundId: number, snapshotAt: Date) {
    // Custody is read right beside the ledger's snapshot; a chain that does
    // not answer leaves its holdings unread rather than failing the round.
    const [snapshot, holdings] = await Promise.all([deps.snapshot(), deps.reserves.read()]);
    if (snapshot.negatives.length > 0)
      throw new Error(
        `negative user balances: ${snapshot.negatives
          .slice(0, 5)
          .map((n) => `account ${n.accountId} (user ${n.userId}, ${n.wallet} ${n.asset})`)
          .join(', ')}`,
      );
    const coinDecimals = await deps.decimals();
    const userIds = [...new Set(snapshot.balances.map((b) => b.userId))];
    const uids = await deps.uids(userIds);
    const nonces = new Map(userIds.map((id) => [id, randomBytes(32)]));
    const byAsset = new Map<string, UserLiability[]>();
    for (const balance of snapshot.balances) {
      const list = byAsset.get(balance.asset) ?? [];
      list.push({ ...balance, total: plain(balance.total) });
      byAsset.set(balance.asset, list);
    }

    const roots: Insertable<LiabilityRootTable>[] = [];
    const leaves: Insertable<LiabilityLeafTable>[] = [];
    for (const [asset, balances] of byAsset) {
      // The coin's decimals, or more where a balance carries more places (fees to 18 places).
      const decimals = Math.max(
        coinDecimals.get(asset) ?? 0,
        ...balances.map((b) => {
          const value = parseDecimal(b.total);
          return value ? scaleOf(value) : 0;
        }),
      );
      const made = balances.map((b) => {
        const account = uids.get(b.userId);
        if (!account) throw new Error(`user ${b.userId} has no public id`);
        const nonce = nonces.get(b.userId) as Buffer;
        const node = leafNode(roundId, asset, account, nonce, units(b.total, decimals));
        return { b, account, nonce, node };
      });
      const tree = buildLiabilityTree(made.map((m) => m.node));
      const position = new Map(
        tree.levels[0]?.map((node, index) => [bytesToHex(node.hash), index]),
      );
      const total = liabilityAmount(tree.root.sum, decimals);
      const ledgerTotal = plain(snapshot.totals.get(asset) ?? '0');
      if (units(ledgerTotal, decimals) !== tree.root.sum)
        throw new Error(`${asset}: the tree's total ${total} is not the ledger's ${ledgerTotal}`);
      roots.push({
        round_id: roundId,
        asset,
        decimals,
        root_hash: bytesToHex(tree.root.hash),
        root_sum: String(tree.root.sum),
        total,
        ledger_total: ledgerTotal,
        accounts: made.length,
      });
      for (const m of made)
        leaves.push({
          round_id: roundId,
          asset,
          user_id: m.b.userId,
          account: m.account,
          nonce: bytesToHex(m.nonce),
          balance: m.b.total,
          leaf_index: position.get(bytesToHex(m.node.hash)) ?? -1,
        });
    }
    await db.transaction().execute(async (trx) => {
      if (roots.length > 0) await trx.insertInto('liability_root').values(roots).execute();
      for (const part of chunks(leaves))
        await trx.insertInto('liability_leaf').values(part).execute();
      if (holdings.length > 0)
        await trx
          .insertInto('reserve_balance')
          .values(holdings.map((h) => ({ ...h, round_id: roundId })))
          .execute();
      await trx
        .updateTable('liability_round')
        .set({
          status: 'published',
          snapshot_at: snapshotAt,
          published_at: new Date(clock.nowMs()),
          users: userIds.length,
        })
        .where('id', '=', roundId)
        .execute();
    });
  }

  return {
    /**
     * Builds and publishes a round now (`operatorId` null: the schedule's).
     * Errors: LIABILITY_ROUND_RUNNING. A round that cannot be built is kept
     * as failed, with why, and returned so.
     */
    async run(operatorId: number | null): Promise<AdminLiabilityRound> {
      const snapshotAt = new Date(clock.nowMs());
      let roundId: number;
      try {
        ({ id: roundId } = await db
          .insertInto('liability_round')
          .values({ status: 'building', created_at: snapshotAt, operator_id: operatorId })
          .returning('id')
          .executeTakeFirstOrThrow());
      } catch (error) {
        if (String((error as { code?: string }).code) === '23505')
          throw new AppError('LIABILITY_ROUND_RUNNING');
        throw error;
      }
      try {
        await deps.reserves.publishSimulated();
        await build(roundId, snapshotAt);
      } catch (error) {
        deps.log(error, 'proof of liabilities round failed');
        await db
          .updateTable('liability_round')
          .set({
            status: 'failed',
            error: error instanceof Error ? error.message.slice(0, 500) : String(error),
          })
          .where('id', '=', roundId)
          .execute();
      }
      const round = await db
        .selectFrom('liability_round')
        .selectAll()
        .where('id', '=', roundId)
        .executeTakeFirstOrThrow();
      return (await detail(round)).admin;
    },

    /** Published rounds, newest first, with roots, totals and how many users verified. */
    rounds: () => publishedRounds(),

    async adminRounds(): Promise<AdminLiabilityRound[]> {
      const rounds = await db
        .selectFrom('liability_round')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(LISTED_ROUNDS)
        .execute();
      return Promise.all(rounds.map(async (round) => (await detail(round)).admin));
    },

    /** The user's proofs of a round (the latest published when none is named). Errors: LIABILITY_ROUND_NOT_FOUND. */
    async proofs(userId: number, roundId?: number): Promise<MyLiabilityProofs> {
      const [round] =
        roundId === undefined ? await publishedRounds() : await publishedRounds([roundId]);
      if (!round) throw new AppError('LIABILITY_ROUND_NOT_FOUND');
      const leaves = await db
        .selectFrom('liability_leaf')
        .selectAll()
        .where('round_id', '=', round.id)
        .where('user_id', '=', userId)
        .orderBy('asset')
        .execute();
      const proofs: MyLiabilityProofs['proofs'] = [];
      for (const leaf of leaves) {
        const root = round.roots.find((r) => r.asset === leaf.asset);
        if (!root) continue;
        const tree = await treeOf(round.id, leaf.asset);
        proofs.push({
          version: LIABILITY_PROOF_VERSION,
          round: round.id,
          asset: leaf.asset,
          decimals: root.decimals,
          snapshotAt: round.snapshotAt,
          account: leaf.account,
          nonce: leaf.nonce,
          balance: liabilityAmount(units(leaf.balance, root.decimals), root.decimals),
          index: leaf.leaf_index,
          path: proofPath(tree, leaf.leaf_index),
          root: { hash: root.hash, sum: String(tree.root.sum), total: root.total },
        });
      }
      return { round, proofs };
    },

    /** Counts the user as having verified a round they are in (once). Errors: LIABILITY_ROUND_NOT_FOUND. */
    async verified(userId: number, roundId: number): Promise<void> {
      const included = await db
        .selectFrom('liability_leaf')
        .select('user_id')
        .where('round_id', '=', roundId)
        .where('user_id', '=', userId)
        .limit(1)
        .executeTakeFirst();
      if (!included) throw new AppError('LIABILITY_ROUND_NOT_FOUND');
      await db
        .insertInto('liability_verification')
        .values({ round_id: roundId, user_id: userId, verified_at: new Date(clock.nowMs()) })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
  };
}

/** NUMERIC text without its trailing zeros ("0.500000000000000000" is "0.5"), so scales are the value's own. */
const plain = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

function units(balance: string, decimals: number): bigint {
  const value = liabilityUnits(balance, decimals);
  if (value === null)
    throw new Error(`balance ${balance} does not fit ${decimals} decimals or is negative`);
  return value;
}

export type Liabilities = ReturnType<typeof createLiabilities>;
