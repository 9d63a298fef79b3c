import { randomBytes } from 'node:crypto';
import { sql, type Generated, type Kysely } from 'kysely';
import type { ChainWatcher, ObservedTransfer, WatcherPoll } from '../evm/index.js';

export interface SimChainTable {
  network: string;
  height: Generated<string>;
}
export interface SimTransferTable {
  id: Generated<number>;
  network: string;
  txid: string;
  output: number;
  address: string;
  contract: string;
  amount_units: string;
  block_number: string;
  /** 'out': paid by the simulated hot wallet (a withdrawal); the watcher reads 'in' only. */
  direction: Generated<'in' | 'out'>;
}
export interface SimulatedChainTables {
  sim_chain: SimChainTable;
  sim_transfer: SimTransferTable;
}

/** The simulated network each address family's channels (ERC20, TRC20, …) run on. */
export const SIMULATED_NETWORK_OF_FAMILY = { btc: 'BTC', evm: 'ETH', tron: 'TRON' } as const;

/**
 * A labelled stand-in for a real chain, used by the embedded default and the
 * demo faucet: transfers land in the next block, blocks are mined by the
 * caller (a timer in the server, by hand in tests), and the watcher reports
 * them exactly like the EVM adapter does, so deposits go through the same
 * confirmation and crediting path. It never reorganises.
 */
export function createSimulatedChain<T>(database: Kysely<T>, network: string, finality = 100) {
  // See ledger.service.ts on Kysely's subset typing.
  const db = database as unknown as Kysely<SimulatedChainTables>;

  async function height(): Promise<bigint> {
    await db
      .insertInto('sim_chain')
      .values({ network })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const row = await db
      .selectFrom('sim_chain')
      .select('height')
      .where('network', '=', network)
      .executeTakeFirstOrThrow();
    return BigInt(row.height);
  }

  const watcher: ChainWatcher = {
    chain: network,
    async poll(watched: ReadonlySet<string>): Promise<WatcherPoll> {
      const head = await height();
      if (watched.size === 0) return { head, transfers: [], removed: [] };
      const rows = await db
        .selectFrom('sim_transfer')
        .selectAll()
        .where('network', '=', network)
        .where('direction', '=', 'in')
        .where('address', 'in', [...watched])
        .where('block_number', '>', String(head - BigInt(finality)))
        .execute();
      const transfers: ObservedTransfer[] = rows.map((r) => ({
        chain: network,
        txid: r.txid,
        output: r.output,
        to: r.address,
        asset: r.contract ? { kind: 'erc20', contract: r.contract } : { kind: 'native' },
        amount: BigInt(r.amount_units),
        blockNumber: BigInt(r.block_number),
        blockHash: `sim:${network}:${r.block_number}`,
        confirmations: Number(head - BigInt(r.block_number) + 1n),
      }));
      return { head, transfers, removed: [] };
    },
  };

  return {
    watcher,
    /** Sends `units` (base units) of the native coin or a token to `address`; it lands in the next block. */
    async send(address: string, units: bigint, contract = ''): Promise<string> {
      const txid = `0x${randomBytes(32).toString('hex')}`;
      const next = (await height()) + 1n;
      await db
        .insertInto('sim_transfer')
        .values({
          network,
          txid,
          output: contract ? 0 : -1,
          address,
          contract,
          amount_units: units.toString(),
          block_number: String(next),
        })
        .execute();
      return txid;
    },
    /**
     * Records a payment out of the simulated hot wallet (a withdrawal), once
     * per txid; it lands in the next block like any transfer.
     */
    async pay(txid: string, address: string, units: bigint, contract = ''): Promise<void> {
      const next = (await height()) + 1n;
      await db
        .insertInto('sim_transfer')
        .values({
          network,
          txid,
          output: 0,
          address,
          contract,
          amount_units: units.toString(),
          block_number: String(next),
          direction: 'out',
        })
        .onConflict((oc) => oc.columns(['network', 'txid', 'output']).doNothing())
        .execute();
    },
    /**
     * The simulated hot wallet's balance in one asset, in base units: the
     * simulator sweeps every deposit into it at once and pays every
     * withdrawal from it, so it is all that came in less all that went out.
     */
    async hotWalletUnits(contract = ''): Promise<bigint> {
      const row = await db
        .selectFrom('sim_transfer')
        .select(
          sql<string>`coalesce(sum(case when direction = 'in' then amount_units else -amount_units end), 0)`.as(
            'units',
          ),
        )
        .where('network', '=', network)
        .where('contract', '=', contract)
        .executeTakeFirstOrThrow();
      return BigInt(row.units);
    },
    async mine(blocks = 1): Promise<bigint> {
      await height();
      const row = await db
        .updateTable('sim_chain')
        .set((eb) => ({ height: eb('height', '+', String(blocks)) }))
        .where('network', '=', network)
        .returning('height')
        .executeTakeFirstOrThrow();
      return BigInt(row.height);
    },
  };
}

export type SimulatedChain = ReturnType<typeof createSimulatedChain>;
