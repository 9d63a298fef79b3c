import { createPublicClient, http, parseAbiItem } from 'viem';
import type { Address, Hash, PublicClient } from 'viem';

/**
 * The JSON-RPC reads the watcher needs, in plain shapes. The watcher depends on this
 * interface rather than on viem's generic client so tests can inject faults (a lagging
 * node, a reorg between two calls) and so viem's nullable "pending" fields are dealt
 * with once, here.
 */
export interface EvmRpc {
  blockNumber(): Promise<bigint>;
  header(blockNumber: bigint): Promise<RpcHeader>;
  blockWithTransactions(blockNumber: bigint): Promise<RpcBlock>;
  receipt(txid: string): Promise<RpcReceipt>;
  /** ERC-20 `Transfer` logs of the given contracts, by block range or by one block hash. */
  transferLogs(query: TransferLogQuery): Promise<readonly RpcTransferLog[]>;
}

export interface RpcHeader {
  readonly number: bigint;
  readonly hash: string;
  readonly parentHash: string;
  readonly logsBloom: string;
}
export interface RpcBlock extends RpcHeader {
  readonly transactions: readonly RpcTransaction[];
}
export interface RpcTransaction {
  readonly hash: string;
  readonly to: string | null;
  readonly value: bigint;
  readonly transactionIndex: number;
}
export interface RpcReceipt {
  readonly blockHash: string;
  readonly success: boolean;
}
export type TransferLogQuery =
  | { readonly contracts: readonly string[]; readonly fromBlock: bigint; readonly toBlock: bigint }
  | { readonly contracts: readonly string[]; readonly blockHash: string };
export interface RpcTransferLog {
  readonly contract: string;
  readonly blockNumber: bigint;
  readonly blockHash: string;
  readonly txid: string;
  readonly transactionIndex: number;
  readonly logIndex: number;
  readonly to: string;
  readonly value: bigint;
}

export const transferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
);

export function httpRpc(rpcUrl: string): EvmRpc {
  return viemRpc(createPublicClient({ transport: http(rpcUrl) }));
}

export function viemRpc(client: PublicClient): EvmRpc {
  return {
    // viem caches the block number for its polling interval by default; a watcher that
    // is told to poll must see the node's answer now.
    blockNumber: () => client.getBlockNumber({ cacheTime: 0 }),
    async header(blockNumber) {
      const block = await client.getBlock({ blockNumber });
      return toHeader(block);
    },
    async blockWithTransactions(blockNumber) {
      const block = await client.getBlock({ blockNumber, includeTransactions: true });
      const transactions = block.transactions.map((tx) => ({
        hash: tx.hash.toLowerCase(),
        to: tx.to === null ? null : tx.to.toLowerCase(),
        value: tx.value,
        transactionIndex: tx.transactionIndex,
      }));
      return { ...toHeader(block), transactions };
    },
    async receipt(txid) {
      const receipt = await client.getTransactionReceipt({ hash: txid as Hash });
      return { blockHash: receipt.blockHash.toLowerCase(), success: receipt.status === 'success' };
    },
    async transferLogs(query) {
      const address = query.contracts.map((contract) => contract as Address);
      const range =
        'blockHash' in query
          ? { blockHash: query.blockHash as Hash }
          : { fromBlock: query.fromBlock, toBlock: query.toBlock };
      // strict: logs that do not decode as the standard event (e.g. a token with a
      // non-indexed `to`) are dropped rather than reported with missing fields.
      const logs = await client.getLogs({ address, event: transferEvent, strict: true, ...range });
      return logs.flatMap((log) =>
        // A log removed by a reorg while the query ran is not canonical: leave it out and
        // let the block-hash checks catch up with the reorg.
        log.removed
          ? []
          : [
              {
                contract: log.address.toLowerCase(),
                blockNumber: log.blockNumber,
                blockHash: log.blockHash.toLowerCase(),
                txid: log.transactionHash.toLowerCase(),
                transactionIndex: log.transactionIndex,
                logIndex: log.logIndex,
                to: log.args.to.toLowerCase(),
                value: log.args.value,
              },
            ],
      );
    },
  };
}

function toHeader(block: {
  number: bigint;
  hash: Hash;
  parentHash: Hash;
  logsBloom: string;
}): RpcHeader {
  return {
    number: block.number,
    hash: block.hash.toLowerCase(),
    parentHash: block.parentHash.toLowerCase(),
    logsBloom: block.logsBloom,
  };
}
