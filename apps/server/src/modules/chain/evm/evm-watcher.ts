import { isAddress } from 'viem';
import type { PublicClient } from 'viem';
import { httpRpc, viemRpc } from './evm-rpc.js';
import type { EvmRpc } from './evm-rpc.js';
import { chainOrder, scanRange } from './evm-scan.js';
import type { ScanResult, SeenTransfer } from './evm-scan.js';
import type { ChainWatcher, ObservedTransfer, WatcherPoll } from './watcher.types.js';

export interface EvmToken {
  readonly contract: string;
  /** The platform's name for the asset; the caller maps `asset.contract` back to it. */
  readonly symbol: string;
}

interface EvmWatcherSettings {
  readonly chain: string;
  readonly tokens: readonly EvmToken[];
  /**
   * Confirmations at which a transfer is final. Each transfer is reported in every poll
   * until one poll reports it with at least this many confirmations, then never again,
   * so a caller crediting at N <= finality confirmations sees it at depth N even if it
   * polls rarely. A reorg that orphans a final block makes `poll` throw EvmDeepReorgError.
   */
  readonly finality: number;
  /**
   * First block to scan. The default, the oldest block not yet final, makes a fresh
   * watcher report everything still short of finality; a caller that persists its
   * progress passes the block after the last one it has fully processed.
   */
  readonly startBlock?: bigint;
  /** Most blocks read per poll (default 500), so a long catch-up advances in bounded steps. */
  readonly maxBlocksPerPoll?: number;
}

export type EvmWatcherOptions = EvmWatcherSettings &
  ({ readonly rpcUrl: string } | { readonly client: PublicClient } | { readonly rpc: EvmRpc });

/** A reorg orphaned a block the watcher had already reported as final: needs an operator. */
export class EvmDeepReorgError extends Error {
  override readonly name = 'EvmDeepReorgError';
  readonly chain: string;
  readonly blockNumber: bigint;
  constructor(chain: string, blockNumber: bigint) {
    super(`${chain}: a reorg orphaned block ${blockNumber}, which was already final`);
    this.chain = chain;
    this.blockNumber = blockNumber;
  }
}

/** What the watcher believes between polls; replaced whole, so a failed poll changes nothing. */
interface WatcherState {
  /** Highest scanned block, or undefined before anything has been scanned. */
  readonly head: bigint | undefined;
  /** Hashes of scanned blocks down to the newest final one: what reorgs are checked against. */
  readonly hashes: ReadonlyMap<bigint, string>;
  /** Reported transfers not yet reported as final, by `txid:output`. */
  readonly pending: ReadonlyMap<string, SeenTransfer>;
}

interface ResumePoint {
  readonly from: bigint;
  /** Hash that block `from - 1` must have, when the watcher knows it. */
  readonly parentHash: string | undefined;
}

const DEFAULT_MAX_BLOCKS_PER_POLL = 500;

/**
 * Follows an EVM chain through JSON-RPC and reports transfers (native and the given
 * ERC-20s) to watched addresses. It holds no timers: the caller decides when to poll,
 * and polls must not overlap. A poll that fails (an RPC error) changes nothing, so the
 * next one simply retries.
 *
 * A poll's `head` is the highest block the watcher has scanned and linked by parent
 * hash; it trails the node's tip during a catch-up, so confirmations are never
 * overstated. `removed` never holds a (txid, output) that is also in `transfers`: a
 * transaction re-mined at the same position after a reorg is just reported anew.
 */
export function createEvmWatcher(options: EvmWatcherOptions): ChainWatcher {
  const { chain, finality } = options;
  const maxBlocks = options.maxBlocksPerPoll ?? DEFAULT_MAX_BLOCKS_PER_POLL;
  if (!Number.isSafeInteger(finality) || finality < 1) throw new Error('finality must be >= 1');
  if (!Number.isSafeInteger(maxBlocks) || maxBlocks < 1) {
    throw new Error('maxBlocksPerPoll must be >= 1');
  }
  if (options.startBlock !== undefined && options.startBlock < 0n) {
    throw new Error('startBlock must be >= 0');
  }
  const contracts = options.tokens.map(({ contract }) => {
    if (!isAddress(contract, { strict: false })) throw new Error(`bad token contract ${contract}`);
    return contract.toLowerCase();
  });
  const rpc =
    'rpc' in options
      ? options.rpc
      : 'client' in options
        ? viemRpc(options.client)
        : httpRpc(options.rpcUrl);
  const depth = BigInt(finality);

  let state: WatcherState = { head: undefined, hashes: new Map(), pending: new Map() };
  let polling = false;

  async function resumePoint(tip: bigint): Promise<ResumePoint> {
    const { head, hashes } = state;
    const lowest = minKey(hashes);
    if (head === undefined) {
      const from = options.startBlock ?? max(0n, tip - depth + 1n);
      return { from, parentHash: undefined };
    }
    if (lowest === undefined) return { from: head + 1n, parentHash: undefined };
    // Walk down from the head until the node's block at a height is the one we scanned:
    // that is the fork point. Without a reorg this is a single request.
    for (let height = min(head, tip); height >= lowest; height--) {
      const header = await rpc.header(height);
      if (header.hash === hashes.get(height)) return { from: height + 1n, parentHash: header.hash };
    }
    if (lowest <= head - depth + 1n) throw new EvmDeepReorgError(chain, lowest);
    // The watcher is younger than `finality` blocks and the fork is below its first
    // block: all it scanned is orphaned, none of it final, so it starts over from there.
    return { from: min(lowest, tip + 1n), parentHash: undefined };
  }

  async function pollOnce(watchedInput: ReadonlySet<string>): Promise<WatcherPoll> {
    const watched = new Set([...watchedInput].map((address) => address.toLowerCase()));
    const tip = await rpc.blockNumber();
    const { from, parentHash } = await resumePoint(tip);
    const to = min(tip, from + BigInt(maxBlocks) - 1n);
    const scan: ScanResult =
      from <= to
        ? await scanRange(rpc, { chain, from, to, parentHash, contracts, watched })
        : { blocks: [], transfers: [] };
    if (state.head === undefined && scan.blocks.length === 0) {
      return { head: tip, transfers: [], removed: [] };
    }
    const { next, poll } = advance(state, from, scan, depth);
    state = next;
    return poll;
  }

  return {
    chain,
    async poll(watched) {
      if (polling) throw new Error(`${chain} watcher: poll called while a poll is running`);
      polling = true;
      try {
        return await pollOnce(watched);
      } finally {
        polling = false;
      }
    },
  };
}

/**
 * Applies one scan: blocks from `from` up replace what the watcher held there (a reorg
 * when it held any), transfers in replaced blocks are reported removed unless found
 * again, and what has been reported final is forgotten.
 */
function advance(
  prev: WatcherState,
  from: bigint,
  scan: ScanResult,
  depth: bigint,
): { next: WatcherState; poll: WatcherPoll } {
  const head = scan.blocks.at(-1)?.number ?? from - 1n;
  const found = new Set(scan.transfers.map(keyOf));
  const orphaned = [...prev.pending.values()].filter((transfer) => transfer.blockNumber >= from);
  const removed = orphaned
    .filter((transfer) => !found.has(keyOf(transfer)))
    .map(({ chain, txid, output }) => ({ chain, txid, output }));

  const live = [...prev.pending.values()].filter((transfer) => transfer.blockNumber < from);
  const current = [...live, ...scan.transfers].sort(chainOrder);
  const pending = new Map(
    current
      .filter((transfer) => head - transfer.blockNumber + 1n < depth)
      .map((transfer) => [keyOf(transfer), transfer]),
  );
  const transfers = current.map((transfer) => observe(transfer, head));

  const hashes = new Map([...prev.hashes].filter(([height]) => height < from));
  for (const block of scan.blocks) hashes.set(block.number, block.hash);
  for (const height of hashes.keys()) if (height <= head - depth) hashes.delete(height);

  return { next: { head, hashes, pending }, poll: { head, transfers, removed } };
}

function observe(transfer: SeenTransfer, head: bigint): ObservedTransfer {
  const { chain, txid, output, to, asset, amount, blockNumber, blockHash } = transfer;
  const confirmations = Number(head - blockNumber + 1n);
  return { chain, txid, output, to, asset, amount, blockNumber, blockHash, confirmations };
}

function keyOf(transfer: Pick<ObservedTransfer, 'txid' | 'output'>): string {
  return `${transfer.txid}:${transfer.output}`;
}

function minKey(map: ReadonlyMap<bigint, unknown>): bigint | undefined {
  let lowest: bigint | undefined;
  for (const key of map.keys()) if (lowest === undefined || key < lowest) lowest = key;
  return lowest;
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

function max(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
