export interface ObservedTransfer {
  readonly chain: string; // e.g. 'ETH'
  readonly txid: string; // 0x-prefixed lowercase tx hash
  readonly output: number; // log index for ERC-20 transfers; -1 for a native transfer (one per tx)
  readonly to: string; // lowercase 0x address
  readonly asset:
    { readonly kind: 'native' } | { readonly kind: 'erc20'; readonly contract: string }; // contract lowercase
  readonly amount: bigint; // base units
  readonly blockNumber: bigint;
  readonly blockHash: string;
  readonly confirmations: number; // head - blockNumber + 1, at the time of the poll
}
export interface WatcherPoll {
  readonly head: bigint;
  /** Transfers to watched addresses in canonical blocks not yet final (seen or newly seen). */
  readonly transfers: readonly ObservedTransfer[];
  /** Transfers reported by an earlier poll whose block is no longer canonical (reorged out). */
  readonly removed: readonly Pick<ObservedTransfer, 'chain' | 'txid' | 'output'>[];
}
export interface ChainWatcher {
  readonly chain: string;
  /** Addresses to watch are given per poll, so new users' addresses are picked up at once. */
  poll(watched: ReadonlySet<string>): Promise<WatcherPoll>;
}
