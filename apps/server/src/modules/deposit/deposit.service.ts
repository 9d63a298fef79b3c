import type { Deposit } from '@exchange/contracts';
import { decimal, fromBigInt, gt, lt, toPlainString } from '@exchange/money';
import { sql, type Kysely, type Selectable } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { paged } from '../../lib/paging.js';
import {
  deriveAddress,
  type AddressFamily,
  type HDKey,
  type ChainWatcher,
  type ObservedTransfer,
  type WatcherPoll,
} from '../chain/index.js';
import type { CoinChainRow } from '../coin/index.js';
import type { Events } from '../events/index.js';
import type { Ledger } from '../ledger/index.js';
import type { DepositTable, DepositTables } from './deposit.tables.js';

/** Runs inside a decision's transaction (the console's audit entry). */
type Within = (trx: Kysely<unknown>) => Promise<void>;

/** Which address family a network's addresses belong to. */
export const NETWORK_FAMILY: Readonly<Record<string, AddressFamily>> = {
  BTC: 'btc',
  ETH: 'evm',
  TRON: 'tron',
};

export interface DepositDeps<T> {
  readonly db: Kysely<T>;
  readonly ledger: Ledger;
  /** `deposit.credited` is published with each credit. */
  readonly events: Events;
  readonly chains: () => Promise<CoinChainRow[]>;
  readonly clock: Clock;
  /** Account-level extended public keys; a family without one has deposits closed. */
  readonly keys: Partial<Record<AddressFamily, HDKey>>;
  readonly addressNetwork: 'mainnet' | 'testnet';
  readonly watchers: readonly ChainWatcher[];
  readonly simulated: boolean;
}

/** The coin-chain row a transfer on `network` is for, or undefined (a token we do not list). */
export function chainFor(
  rows: readonly CoinChainRow[],
  network: string,
  asset: ObservedTransfer['asset'],
): CoinChainRow | undefined {
  const family = NETWORK_FAMILY[network];
  return rows.find(
    (r) =>
      r.family === family &&
      (asset.kind === 'native'
        ? r.contract === ''
        : r.contract.toLowerCase() === asset.contract.toLowerCase()),
  );
}

/**
 * Deposits: watch-only addresses, and crediting what the chain watchers see.
 * A deposit is credited once per (network, txid, output): the record is
 * unique on it, and the ledger posting's idempotency key is built from it,
 * so a crash between posting and marking the record cannot credit twice.
 */
export function createDepositService<T>(deps: DepositDeps<T>) {
  // See ledger.service.ts on Kysely's subset typing.
  const db = deps.db as unknown as Kysely<DepositTables>;
  const now = () => new Date(deps.clock.nowMs());

  async function ensureAddress(family: AddressFamily, userId: number): Promise<string> {
    const key = deps.keys[family];
    if (!key) throw new AppError('CHANNEL_NOT_OPEN');
    // Index = user id: fixed for ever, so an address never moves to another user.
    const address = deriveAddress(key, family, userId, deps.addressNetwork);
    const stored = family === 'evm' ? address.toLowerCase() : address;
    await db
      .insertInto('deposit_address')
      .values({ family, user_id: userId, address: stored, derivation_index: userId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return address;
  }

  async function credit(
    row: {
      id: number;
      network: string;
      txid: string;
      output: number;
      chain: string;
      symbol: string;
      user_id: number;
      amount: string;
    },
    from: 'confirming' | 'review' = 'confirming',
    review?: { operatorId: number; note: string | null; within?: Within },
  ): Promise<boolean> {
    // The credit, the deposit's status and its event commit together: no
    // credited balance without a credited deposit, and no event without either.
    return db.transaction().execute(async (trx) => {
      const { transactionId } = await deps.ledger.post(
        {
          idempotencyKey: `deposit:${row.network}:${row.txid}:${row.output}`,
          type: 'recharge',
          reference: `deposit:${row.id}`,
          lines: [
            {
              account: { system: `custody:${row.chain}`, asset: row.symbol },
              part: 'available',
              amount: `-${row.amount}`,
            },
            {
              account: { userId: row.user_id, wallet: 'spot', asset: row.symbol },
              part: 'available',
              amount: row.amount,
            },
          ],
        },
        { trx },
      );
      const moved = await trx
        .updateTable('deposit')
        .set({
          status: 'credited',
          ledger_tx: transactionId,
          credited_at: now(),
          ...(review
            ? { reviewed_at: now(), reviewed_by: review.operatorId, review_note: review.note }
            : {}),
        })
        .where('id', '=', row.id)
        .where('status', '=', from)
        .executeTakeFirst();
      // Lost a race (another reviewer, another poll): the ledger's idempotency
      // key made the posting a replay, and nothing else changes.
      if (moved.numUpdatedRows === 0n) return false;
      await deps.events.publish(trx, 'deposit.credited', `deposit.credited:${row.id}`, {
        depositId: row.id,
        userId: row.user_id,
        asset: row.symbol,
        chain: row.chain,
        amount: row.amount,
      });
      await review?.within?.(trx as unknown as Kysely<unknown>);
      return true;
    });
  }

  async function process(network: string, poll: WatcherPoll): Promise<void> {
    const rows = await deps.chains();
    for (const removed of poll.removed) {
      await db
        .updateTable('deposit')
        .set({ status: 'orphaned' })
        .where('network', '=', network)
        .where('txid', '=', removed.txid)
        .where('output', '=', removed.output)
        .where('status', 'in', ['confirming', 'below_minimum'])
        .execute();
    }
    for (const t of poll.transfers) {
      const chain = chainFor(rows, network, t.asset);
      const family = NETWORK_FAMILY[network];
      if (!chain || !family) continue;
      const owner = await db
        .selectFrom('deposit_address')
        .select('user_id')
        .where('family', '=', family)
        .where('address', '=', family === 'evm' ? t.to.toLowerCase() : t.to)
        .executeTakeFirst();
      if (!owner) continue;
      const amount = toPlainString(fromBigInt(t.amount, chain.token_decimals));
      const belowMinimum = lt(decimal(amount), decimal(chain.deposit_min));
      await db
        .insertInto('deposit')
        .values({
          network,
          txid: t.txid,
          output: t.output,
          symbol: chain.symbol,
          chain: chain.chain,
          address: t.to,
          user_id: owner.user_id,
          amount,
          confirmations: t.confirmations,
          required_confirmations: chain.confirmations,
          // Recorded so the user sees it, never credited: spec "recharge below minimum".
          status: belowMinimum ? 'below_minimum' : 'confirming',
          ledger_tx: null,
          created_at: now(),
          credited_at: null,
        })
        .onConflict((oc) =>
          oc.columns(['network', 'txid', 'output']).doUpdateSet({
            confirmations: t.confirmations,
            // A transaction mined again after a reorg is live again.
            status: sql<
              DepositTable['status']
            >`case when deposit.status = 'orphaned' then ${belowMinimum ? 'below_minimum' : 'confirming'} else deposit.status end`,
          }),
        )
        .execute();
      if (t.confirmations >= chain.confirmations && !belowMinimum) {
        // Above the chain's review threshold: confirmed, but credited only once an operator passes it.
        if (
          chain.deposit_review_above !== null &&
          gt(decimal(amount), decimal(chain.deposit_review_above))
        ) {
          await db
            .updateTable('deposit')
            .set({ status: 'review' })
            .where('network', '=', network)
            .where('txid', '=', t.txid)
            .where('output', '=', t.output)
            .where('status', '=', 'confirming')
            .execute();
          continue;
        }
        const row = await db
          .selectFrom('deposit')
          .select([
            'id',
            'network',
            'txid',
            'output',
            'chain',
            'symbol',
            'user_id',
            'amount',
            'status',
          ])
          .where('network', '=', network)
          .where('txid', '=', t.txid)
          .where('output', '=', t.output)
          .executeTakeFirstOrThrow();
        if (row.status === 'confirming')
          await credit({ ...row, amount: toPlainString(decimal(row.amount)) });
      }
    }
  }

  function toView(r: Selectable<DepositTable>): Deposit {
    return {
      id: r.id,
      symbol: r.symbol,
      chain: r.chain,
      address: r.address,
      amount: toPlainString(decimal(r.amount)),
      confirmations: Math.min(r.confirmations, r.required_confirmations),
      requiredConfirmations: r.required_confirmations,
      txid: r.txid,
      status: r.status,
      createdAt: r.created_at.toISOString(),
      creditedAt: r.credited_at?.toISOString() ?? null,
      reviewedAt: r.reviewed_at?.toISOString() ?? null,
    };
  }

  /** One page of deposits, newest first, of one user and/or in one status. */
  function newestFirst<T>(
    status: string | undefined,
    userId: number | null,
    pageNo: number,
    pageSize: number,
    view: (row: Selectable<DepositTable>) => T,
  ) {
    let rows = db.selectFrom('deposit');
    if (status) rows = rows.where('status', '=', status as DepositTable['status']);
    if (userId !== null) rows = rows.where('user_id', '=', userId);
    return paged(
      pageNo,
      pageSize,
      (limit, offset) =>
        rows.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      async () =>
        (await rows.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
      view,
    );
  }

  return {
    ensureAddress,

    /** Errors: ASSET_UNKNOWN is the coin module's; DEPOSIT_CHAIN_WRONG, CHANNEL_NOT_OPEN. */
    async address(userId: number, symbol: string, chainName: string) {
      const chain = (await deps.chains()).find((c) => c.symbol === symbol && c.chain === chainName);
      if (!chain) throw new AppError('DEPOSIT_CHAIN_WRONG');
      if (!chain.deposit_enabled || chain.family === 'none') throw new AppError('CHANNEL_NOT_OPEN');
      const address = await ensureAddress(chain.family, userId);
      return {
        symbol,
        chain: chain.chain,
        address,
        depositMin: toPlainString(decimal(chain.deposit_min)),
        reviewAbove:
          chain.deposit_review_above === null
            ? null
            : toPlainString(decimal(chain.deposit_review_above)),
        confirmations: chain.confirmations,
        simulated: deps.simulated,
      };
    },

    /** One round of every watcher; the server calls it on a timer, tests by hand. */
    async pollOnce(): Promise<void> {
      for (const watcher of deps.watchers) {
        const family = NETWORK_FAMILY[watcher.chain];
        if (!family) continue;
        const rows = await db
          .selectFrom('deposit_address')
          .select('address')
          .where('family', '=', family)
          .execute();
        const poll = await watcher.poll(new Set(rows.map((r) => r.address)));
        await process(watcher.chain, poll);
      }
    },

    /** For the console's dashboard: deposits credited since `since`, and those waiting in review. */
    async counts(since: Date): Promise<{ credited: number; inReview: number }> {
      const row = await db
        .selectFrom('deposit')
        .select((eb) => [
          eb.fn
            .count<string>('id')
            .filterWhere((w) =>
              w.and([w('status', '=', 'credited'), w('credited_at', '>=', since)]),
            )
            .as('credited'),
          eb.fn.count<string>('id').filterWhere('status', '=', 'review').as('review'),
        ])
        .executeTakeFirstOrThrow();
      return { credited: Number(row.credited), inReview: Number(row.review) };
    },

    /**
     * The on-chain deposits credited to each of `userIds` ever, per coin: how
     * many and how much, for the console's withdrawal review (one grouped
     * query for a page of users). Users without any are left out.
     */
    async creditedTo(
      userIds: readonly number[],
    ): Promise<Map<number, { symbol: string; count: number; amount: string }[]>> {
      const totals = new Map<number, { symbol: string; count: number; amount: string }[]>();
      if (userIds.length === 0) return totals;
      const rows = await db
        .selectFrom('deposit')
        .select((eb) => [
          'user_id',
          'symbol',
          eb.fn.countAll<string>().as('n'),
          eb.fn.sum<string>('amount').as('amount'),
        ])
        .where('user_id', 'in', [...new Set(userIds)])
        .where('status', '=', 'credited')
        .groupBy(['user_id', 'symbol'])
        .execute();
      for (const r of rows) {
        const own = totals.get(r.user_id) ?? [];
        own.push({
          symbol: r.symbol,
          count: Number(r.n),
          amount: toPlainString(decimal(r.amount)),
        });
        totals.set(r.user_id, own);
      }
      return totals;
    },

    /** Every user's deposits, newest first, optionally in one status: the console's queue. */
    queue: (status: string | undefined, pageNo: number, pageSize: number) =>
      newestFirst(status, null, pageNo, pageSize, (row) => ({
        ...toView(row),
        userId: row.user_id,
        reviewNote: row.review_note,
      })),

    /**
     * An operator's decision on a deposit waiting in review: passed, it is
     * credited; failed, it is held as rejected (with the reason) and never
     * credited. `within` runs in the decision's transaction (the audit
     * entry). Errors: DEPOSIT_NOT_FOUND, DEPOSIT_NOT_IN_REVIEW.
     */
    async review(
      id: number,
      decision: { approve: boolean; operatorId: number; note: string | null },
      within?: Within,
    ): Promise<void> {
      const row = await db
        .selectFrom('deposit')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw new AppError('DEPOSIT_NOT_FOUND');
      if (row.status !== 'review') throw new AppError('DEPOSIT_NOT_IN_REVIEW');
      if (decision.approve) {
        const credited = await credit(
          { ...row, amount: toPlainString(decimal(row.amount)) },
          'review',
          { operatorId: decision.operatorId, note: decision.note, ...(within ? { within } : {}) },
        );
        if (!credited) throw new AppError('DEPOSIT_NOT_IN_REVIEW');
        return;
      }
      await db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('deposit')
          .set({
            status: 'rejected',
            reviewed_at: now(),
            reviewed_by: decision.operatorId,
            review_note: decision.note,
          })
          .where('id', '=', id)
          .where('status', '=', 'review')
          .executeTakeFirst();
        if (moved.numUpdatedRows === 0n) throw new AppError('DEPOSIT_NOT_IN_REVIEW');
        await within?.(trx as unknown as Kysely<unknown>);
      });
    },

    list: (userId: number, pageNo: number, pageSize: number) =>
      newestFirst(undefined, userId, pageNo, pageSize, toView),

    /** Errors: DEPOSIT_NOT_FOUND (also for someone else's deposit). */
    async detail(userId: number, id: number): Promise<Deposit> {
      const row = await db
        .selectFrom('deposit')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) throw new AppError('DEPOSIT_NOT_FOUND');
      return toView(row);
    },
  };
}

export type DepositService = ReturnType<typeof createDepositService<unknown>>;
