import { toEventSelector } from 'viem';
import { transferEvent } from './evm-rpc.js';
import type { EvmRpc, RpcBlock, RpcTransferLog } from './evm-rpc.js';
import { bloomMayContain } from './logs-bloom.js';
import type { ObservedTransfer } from './watcher.types.js';

/** A transfer as kept between polls: all but the confirmations, which depend on the head. */
export interface SeenTransfer extends Omit<ObservedTransfer, 'confirmations'> {
  /** Orders transfers within a block; not part of the reported shape. */
  readonly transactionIndex: number;
}
export interface ScannedBlock {
  readonly number: bigint;
  readonly hash: string;
}
export interface ScanRequest {
  readonly chain: string;
  readonly from: bigint;
  readonly to: bigint;
  /** The hash block `from - 1` must have, or undefined when the watcher knows nothing below `from`. */
  readonly parentHash: string | undefined;
  /** Lowercase ERC-20 contract addresses. */
  readonly contracts: readonly string[];
  /** Lowercase addresses. */
  readonly watched: ReadonlySet<string>;
}
export interface ScanResult {
  /** The longest prefix of [from, to] that is one consistent chain; may be empty. */
  readonly blocks: readonly ScannedBlock[];
  /** Transfers to watched addresses in those blocks, in chain order. */
  readonly transfers: readonly SeenTransfer[];
}

interface Found {
  readonly transfers: SeenTransfer[];
  /** Heights where a receipt or log came from another block than the one fetched. */
  readonly inconsistentAt: bigint[];
}

/** Requests in flight at once, so a catch-up neither crawls nor floods the node. */
const CONCURRENCY = 10;
const TRANSFER_TOPIC = toEventSelector(transferEvent);

/**
 * Reads blocks [from, to] and the transfers in them to watched addresses. Everything
 * returned belongs to one chain of blocks linked by parent hash from `parentHash`: if
 * the node's chain changed while the scan ran, the result stops before the first block
 * that disagrees, and the next poll's reorg check deals with the rest.
 */
export async function scanRange(rpc: EvmRpc, request: ScanRequest): Promise<ScanResult> {
  const fetched = await mapConcurrently(numbersIn(request.from, request.to), (blockNumber) =>
    rpc.blockWithTransactions(blockNumber),
  );
  const linked = linkedPrefix(fetched, request.parentHash);
  const last = linked.at(-1);
  if (last === undefined) return { blocks: [], transfers: [] };

  const native = await nativeTransfers(rpc, request, linked);
  const erc20 = await erc20Transfers(rpc, request, linked, last.number);
  const cut = [...native.inconsistentAt, ...erc20.inconsistentAt].reduce(
    (lowest, height) => (height < lowest ? height : lowest),
    last.number + 1n,
  );
  const blocks = linked
    .filter((block) => block.number < cut)
    .map(({ number, hash }) => ({ number, hash }));
  const transfers = [...native.transfers, ...erc20.transfers]
    .filter((transfer) => transfer.blockNumber < cut)
    .sort(chainOrder);
  return { blocks, transfers };
}

function linkedPrefix(blocks: readonly RpcBlock[], parentHash: string | undefined): RpcBlock[] {
  const linked: RpcBlock[] = [];
  let expectedParent = parentHash;
  for (const block of blocks) {
    if (expectedParent !== undefined && block.parentHash !== expectedParent) break;
    linked.push(block);
    expectedParent = block.hash;
  }
  return linked;
}

async function nativeTransfers(
  rpc: EvmRpc,
  request: ScanRequest,
  blocks: readonly RpcBlock[],
): Promise<Found> {
  // Only plain value transfers are visible here: ether sent by a contract's internal call
  // needs a tracing node, which deposit addresses (receiving from users' wallets) do without.
  const candidates = blocks.flatMap((block) =>
    block.transactions.flatMap((tx) =>
      tx.to !== null && tx.value > 0n && request.watched.has(tx.to)
        ? [{ block, tx, to: tx.to }]
        : [],
    ),
  );
  const receipts = await mapConcurrently(candidates, ({ tx }) => rpc.receipt(tx.hash));
  const result: Found = { transfers: [], inconsistentAt: [] };
  for (const [index, { block, tx, to }] of candidates.entries()) {
    const receipt = receipts[index];
    if (receipt === undefined || receipt.blockHash !== block.hash) {
      result.inconsistentAt.push(block.number);
    } else if (receipt.success) {
      // A reverted transaction moved no value, though its `value` field says otherwise.
      result.transfers.push({
        chain: request.chain,
        txid: tx.hash,
        output: -1,
        to,
        asset: { kind: 'native' },
        amount: tx.value,
        blockNumber: block.number,
        blockHash: block.hash,
        transactionIndex: tx.transactionIndex,
      });
    }
  }
  return result;
}

async function erc20Transfers(
  rpc: EvmRpc,
  request: ScanRequest,
  blocks: readonly RpcBlock[],
  toBlock: bigint,
): Promise<Found> {
  const result: Found = { transfers: [], inconsistentAt: [] };
  const { contracts } = request;
  if (contracts.length === 0) return result;
  const logs: RpcTransferLog[] = [
    ...(await rpc.transferLogs({ contracts, fromBlock: request.from, toBlock })),
  ];
  // A node behind a load balancer can answer a range query from a backend that has not
  // indexed the newest blocks yet, which would silently skip a deposit. A block whose
  // bloom says it may hold one of our Transfer logs but that got none is asked again by
  // hash: the node then answers for exactly that block, or fails and the poll is retried.
  const withLogs = new Set(logs.map((log) => log.blockNumber));
  const suspects = blocks.filter(
    (block) => !withLogs.has(block.number) && mayHoldTransfer(block.logsBloom, contracts),
  );
  const rechecked = await mapConcurrently(suspects, (block) =>
    rpc.transferLogs({ contracts, blockHash: block.hash }),
  );
  logs.push(...rechecked.flat());

  const hashes = new Map(blocks.map((block) => [block.number, block.hash]));
  for (const log of logs) {
    if (hashes.get(log.blockNumber) !== log.blockHash) {
      result.inconsistentAt.push(log.blockNumber);
    } else if (log.value > 0n && request.watched.has(log.to)) {
      // Zero-value transfers are skipped: they credit nothing and are a common spam vector.
      result.transfers.push({
        chain: request.chain,
        txid: log.txid,
        output: log.logIndex,
        to: log.to,
        asset: { kind: 'erc20', contract: log.contract },
        amount: log.value,
        blockNumber: log.blockNumber,
        blockHash: log.blockHash,
        transactionIndex: log.transactionIndex,
      });
    }
  }
  return result;
}

function mayHoldTransfer(logsBloom: string, contracts: readonly string[]): boolean {
  return (
    bloomMayContain(logsBloom, TRANSFER_TOPIC) &&
    contracts.some((contract) => bloomMayContain(logsBloom, contract))
  );
}

export function chainOrder(a: SeenTransfer, b: SeenTransfer): number {
  if (a.blockNumber !== b.blockNumber) return a.blockNumber < b.blockNumber ? -1 : 1;
  if (a.transactionIndex !== b.transactionIndex) return a.transactionIndex - b.transactionIndex;
  return a.output - b.output;
}

function numbersIn(from: bigint, to: bigint): bigint[] {
  const numbers: bigint[] = [];
  for (let n = from; n <= to; n++) numbers.push(n);
  return numbers;
}

async function mapConcurrently<T, R>(
  items: readonly T[],
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += CONCURRENCY) {
    const batch = items.slice(start, start + CONCURRENCY);
    results.push(...(await Promise.all(batch.map((item) => fn(item)))));
  }
  return results;
}
