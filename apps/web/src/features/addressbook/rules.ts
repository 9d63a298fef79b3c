import { ADDRESS_LABEL_MAX, type Coin, type SavedAddress } from '@exchange/contracts';
import type { Problem } from '../wallet/transferRules';

/** A label as the server will read it (it trims), checked as the contract checks it. */
export function labelProblem(text: string): Problem | undefined {
  const label = text.trim();
  if (label === '') return { key: 'addressBook.error.labelRequired' };
  if (label.length > ADDRESS_LABEL_MAX)
    return { key: 'addressBook.error.labelTooLong', params: { max: ADDRESS_LABEL_MAX } };
  return undefined;
}

/**
 * The networks an address can be saved for: the coin's networks open for
 * withdrawal when a coin is given, otherwise every network any coin can be
 * withdrawn on, each once, in the order the coins list them.
 */
export function networksFor(coins: readonly Coin[], symbol: string | undefined): string[] {
  const pool = symbol === undefined ? coins : coins.filter((coin) => coin.symbol === symbol);
  const names = pool.flatMap((coin) =>
    coin.chains.filter((chain) => chain.withdrawEnabled).map((chain) => chain.chain),
  );
  return [...new Set(names)];
}

export interface NetworkGroup {
  chain: string;
  addresses: SavedAddress[];
}

/** Saved addresses by network, `first` (the network being withdrawn on) leading, the rest by name. */
export function groupByNetwork(addresses: readonly SavedAddress[], first?: string): NetworkGroup[] {
  const groups = new Map<string, SavedAddress[]>();
  for (const address of addresses) {
    const list = groups.get(address.chain) ?? [];
    list.push(address);
    groups.set(address.chain, list);
  }
  return [...groups]
    .map(([chain, list]) => ({ chain, addresses: list }))
    .sort((a, b) =>
      a.chain === first ? -1 : b.chain === first ? 1 : a.chain.localeCompare(b.chain),
    );
}
